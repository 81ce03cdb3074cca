import { type FastifyPluginAsync } from 'fastify';
import { getEnabledPilots, getHubNames } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createHubService } from './service';

/** Hub list and per-hub pilots (spec 000 §3, §7). */
export const hubRoutes: FastifyPluginAsync = async (app) => {
  const hubs = createHubService(app);

  registerEndpoint(app, getHubNames, ({ user }) => hubs.names(user));
  // The hub of the path is resolved (or refused with 404) by the hub-context plugin before this runs.
  registerEndpoint(app, getEnabledPilots, ({ hub }) => hubs.pilots(hub.hubOrgUnitId));
};
