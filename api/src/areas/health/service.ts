import { type FastifyInstance } from 'fastify';

/** Liveness (with a database round trip) and, for operators, the stored upload bytes (docs/adr/007-hardening.md). */
export function createHealthService(app: FastifyInstance, version: string) {
  return {
    async health() {
      await app.repos.health.ping(app.db);
      return { status: 'ok' as const, database: app.database.kind, version };
    },

    async details() {
      return { status: 'ok' as const, uploads: await app.uploads.stats() };
    },
  };
}
