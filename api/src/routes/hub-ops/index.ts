import { type FastifyPluginAsync } from 'fastify';
import { type AppConfig } from '../../config';
import { dispatchRoutes } from './dispatch';
import { inwardRoutes } from './inward';
import { manifestRoutes } from './manifest-routes';
import { zoneMovementRoutes } from './zone-movement';
import { tmsInwardRoutes } from './tms-inward';
import { toteInscanRoutes } from './tote-inscan';
import { toteMergingRoutes } from './tote-merging';

/**
 * Hub Ops (spec 000 §7): the calls several flows share (manifests, reason comments, item categories, vehicle
 * activity) and one folder per flow (inward; dispatch and zone movement add theirs). See api/README.md "Inward".
 */
export const hubOpsRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  await app.register(manifestRoutes);
  await app.register(inwardRoutes);
  await app.register(dispatchRoutes);
  await app.register(zoneMovementRoutes);
  await app.register(toteInscanRoutes);
  await app.register(toteMergingRoutes);
  await app.register(tmsInwardRoutes, { config: opts.config });
};
