import { type FastifyPluginAsync } from 'fastify';
import { type AppConfig } from '../config';
import { dispatchRoutes } from './dispatch/routes';
import { inwardRoutes } from './inward/routes';
import { manifestRoutes } from './manifests/routes';
import { zoneMovementRoutes } from './zone-movement/routes';
import { tmsInwardRoutes } from './tms-inward/routes';
import { toteInscanRoutes } from './tote-inscan/routes';
import { toteMergingRoutes } from './tote-merging/routes';

/**
 * Hub Ops (spec 000 §7), registered together under the API prefix: the calls several flows share (manifests, reason
 * comments, item categories, vehicle activity: `areas/manifests`) and one area per flow (`areas/<flow>/`: routes,
 * service, repository; docs/adr/012). See docs/areas/inward.md.
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
