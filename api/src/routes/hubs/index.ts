import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asc, eq } from 'drizzle-orm';
import { enabledPilotsResponseSchema, errorBodySchema, hubIdParamsSchema, hubNamesResponseSchema, PILOT_FEATURES, type PilotFeature } from '@hub/shared/contracts';
import { hubPilots, hubs } from '../../db/schema';
import { notFound } from '../../lib/http-error';

/** Hub list and per-hub pilots (spec 000 §3, §7). */
export const hubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/hub/hubNames',
    { schema: { tags: ['hubs'], summary: 'Hubs sorted by name', response: { 200: hubNamesResponseSchema, 401: errorBodySchema } } },
    async () => {
      const rows = await app.db.select({ hubOrgUnitId: hubs.hubOrgUnitId, hubName: hubs.hubName }).from(hubs).orderBy(asc(hubs.hubName));
      return { hubNames: rows };
    },
  );

  app.get(
    '/pilot/hub/:hubId/enabled',
    {
      schema: {
        tags: ['hubs'],
        summary: 'Feature names (pilots) enabled for a hub',
        params: hubIdParamsSchema,
        response: { 200: enabledPilotsResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const { hubId } = request.params;
      const [hub] = await app.db.select({ id: hubs.hubOrgUnitId }).from(hubs).where(eq(hubs.hubOrgUnitId, hubId)).limit(1);
      if (!hub) throw notFound(`Hub ${hubId} not found`);
      const rows = await app.db.select({ feature: hubPilots.feature }).from(hubPilots).where(eq(hubPilots.hubOrgUnitId, hubId));
      const enabled = new Set(rows.map((r) => r.feature));
      return PILOT_FEATURES.filter((f): f is PilotFeature => enabled.has(f));
    },
  );
};
