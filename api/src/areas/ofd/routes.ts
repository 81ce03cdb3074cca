import { type FastifyPluginAsync } from 'fastify';
import {
  createOfdRequest,
  getDriverNames,
  getOfdInProgressTasks,
  getOfdZoneDrops,
  getOfdZoneItemsSummary,
  getOfdZonesSummary,
  getPendingRouteBatches,
  getRouteBatchInfo,
  mapRouteBatches,
} from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { registerEndpoint } from '../../lib/endpoint-route';
import { hubNow } from '../../lib/hub-clock';
import { createOfdTaskFinisher } from './finish';
import { createOfdService } from './service';

/**
 * Mark OFD, Generate LM Manifest and route batch management (spec 000 §2, §5, §7). See docs/areas/ofd.md "Mark OFD, LM
 * manifest, route batches". The task finisher's timers live and die with this plugin's app (finish.ts).
 */
export const ofdRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  const ofd = createOfdService(app, { finisher: createOfdTaskFinisher(app, opts.config.ofdTaskFinishMs) });

  registerEndpoint(app, getOfdZonesSummary, ({ hub, query, request }) => ofd.zonesSummary(hub.hubOrgUnitId, query.dispatchWaveCutoffMinutes, hubNow(request)));
  registerEndpoint(app, getOfdZoneItemsSummary, ({ hub, params }) => ofd.zoneItemsSummary(hub.hubOrgUnitId, params.zoneId));
  registerEndpoint(app, getOfdZoneDrops, ({ hub, params }) => ofd.zoneDrops(hub.hubOrgUnitId, params.zoneId));
  registerEndpoint(app, getOfdInProgressTasks, ({ hub, query }) => ofd.inProgress(hub.hubOrgUnitId, query.zoneIds));
  registerEndpoint(app, getDriverNames, ({ query }) => ofd.driverNames(query.hubOrgUnitId));
  registerEndpoint(app, createOfdRequest, ({ hub, body, user }) => ofd.create(hub.hubOrgUnitId, body, user));

  // "Now" (here and for the dispatch wave above) is the hub clock as this session sees it (a test clock may shift it
  // per session: lib/hub-clock).
  registerEndpoint(app, getPendingRouteBatches, ({ hub, request }) => ofd.pendingRoutes(hub.hubOrgUnitId, hubNow(request)));
  registerEndpoint(app, getRouteBatchInfo, ({ hub, request }) => ofd.routeBatchInfo(hub, hubNow(request)));
  registerEndpoint(app, mapRouteBatches, ({ hub, body, user, request }) => ofd.mapRoutes(hub, hubNow(request), body, user.email));
};
