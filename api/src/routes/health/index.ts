import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema } from '@hub/shared/contracts';

/** GET /health: public liveness with a database round trip. */
export const healthRoutes: FastifyPluginAsyncZod<{ version: string }> = async (app, opts) => {
  app.get(
    '/health',
    { config: { public: true }, schema: { tags: ['platform'], summary: 'Liveness and database check', response: { 200: healthResponseSchema } } },
    async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.database.kind, version: opts.version };
    },
  );
};
