import { defineEndpoint } from '../endpoint';
import { adminAuditQuerySchema, adminAuditResponseSchema } from './audit';

/**
 * GET /admin/audit: the audit log, newest first, filtered; pages by `before`. An admin reads every entry; a hub manager
 * only entries of their hubs (a `hubId` not theirs is a 403).
 */
export const getAdminAudit = defineEndpoint({
  name: 'getAdminAudit',
  method: 'GET',
  path: '/admin/audit',
  area: 'admin',
  summary: 'Audit log entries, newest first: entity, actor, hub and time filters, paged by id',
  access: 'adminOrHubManager',
  hub: { in: 'query', key: 'hubId' },
  query: adminAuditQuerySchema,
  response: adminAuditResponseSchema,
});
