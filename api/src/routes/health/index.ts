import { type FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { getHealth, getHealthDetails } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';

/** GET /health: public liveness with a database round trip. */
export const healthRoutes: FastifyPluginAsync<{ version: string }> = async (app, opts) => {
  registerEndpoint(app, getHealth, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.database.kind, version: opts.version };
  });

  // Operators (L1 or admin) watch stored upload bytes here (docs/adr/007-hardening.md).
  registerEndpoint(app, getHealthDetails, async () => ({ status: 'ok' as const, uploads: await app.uploads.stats() }));
};
