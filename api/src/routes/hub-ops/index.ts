import { type FastifyPluginAsync } from 'fastify';
import { dispatchRoutes } from './dispatch';
import { inwardRoutes } from './inward';
import { manifestRoutes } from './manifest-routes';
import { zoneMovementRoutes } from './zone-movement';

/**
 * Hub Ops (spec 000 §7): the calls several flows share (manifests, reason comments, item categories, vehicle
 * activity) and one folder per flow (inward; dispatch and zone movement add theirs). See api/README.md "Inward".
 */
export const hubOpsRoutes: FastifyPluginAsync = async (app) => {
  await app.register(manifestRoutes);
  await app.register(inwardRoutes);
  await app.register(dispatchRoutes);
  await app.register(zoneMovementRoutes);
};
