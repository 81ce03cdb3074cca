import { type FastifyPluginAsync } from 'fastify';
import { getMergeTote, getMergeZones, getMergeZoneTotes, mergeTote } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createToteMergingService } from './service';

/** Zone tote merging (000 §2, §5, §7), on hubs with the TOTE_MERGING pilot (the contracts' `pilot`). */
export const toteMergingRoutes: FastifyPluginAsync = async (app) => {
  const merging = createToteMergingService(app);

  registerEndpoint(app, getMergeZones, ({ hub }) => merging.zones(hub.hubOrgUnitId));
  registerEndpoint(app, getMergeZoneTotes, ({ hub, params }) => merging.zoneTotes(hub.hubOrgUnitId, params.zoneId));
  registerEndpoint(app, getMergeTote, ({ hub, params }) => merging.tote(hub.hubOrgUnitId, params.toteId));
  registerEndpoint(app, mergeTote, ({ hub, params, body, user }) => merging.merge(hub, params.toteId, body.destinationToteId, user.email));
};
