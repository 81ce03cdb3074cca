import { type FastifyPluginAsync } from 'fastify';
import { exportAdminAudit, getAdminAudit } from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createAuditService } from './service';

/**
 * The audit trail (issue 34; docs/areas/admin.md "Audit trail", api/README.md "Audit"): the log, and its export as a
 * file. Admins read every row, hub managers the rows of their hubs (the service narrows).
 */
export const auditRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  const audit = createAuditService(app, opts.config.auditExportMaxRows);

  registerEndpoint(app, getAdminAudit, ({ query, user }) => audit.list(query, user));
  registerEndpoint(app, exportAdminAudit, async ({ query, user, reply }) => {
    const file = await audit.export(query, user);
    // Personal data: never kept by a browser or a proxy.
    return reply
      .type(file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'no-store')
      .send(file.body);
  });
};
