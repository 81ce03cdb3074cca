import { type FastifyPluginAsync } from 'fastify';
import { getEnabledPilots, getHubNames, PILOT_FEATURES, type PilotFeature } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';

/** Hub list and per-hub pilots (spec 000 §3, §7). */
export const hubRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, getHubNames, async () => ({ hubNames: await app.repos.hubs.list(app.db) }));

  // The hub of the path is resolved (or refused with 404) by the hub-context plugin before this runs.
  registerEndpoint(app, getEnabledPilots, async ({ request }) => {
    const enabled = await app.repos.hubs.pilots(app.db, request.hub!.hubOrgUnitId);
    return PILOT_FEATURES.filter((f): f is PilotFeature => enabled.has(f));
  });
};
