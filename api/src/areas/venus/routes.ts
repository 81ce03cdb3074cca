import { type FastifyPluginAsync } from 'fastify';
import {
  actOnAlert,
  deleteAlertComments,
  getAlert,
  getHubOverview,
  getRunsheetTimeline,
  getVehicleTimeline,
  globalSearch,
  resolveAlerts,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { registerMonitoringHubLookups } from './hub-lookup';
import { createVenusService } from './service';

/**
 * Monitoring (spec 002 §7, under /logistics/api/venus): timelines, hub overview, alerts and their reviews, global
 * search. The org calls under /venus (drop order view, visits, push lists) are the org support area's
 * (`areas/org-support`). See docs/areas/venus.md "Monitoring".
 */
export const venusRoutes: FastifyPluginAsync = async (app) => {
  const venus = createVenusService(app);
  registerMonitoringHubLookups(app);

  registerEndpoint(app, getVehicleTimeline, ({ hub, params, query }) => venus.vehicleTimeline(hub.hubOrgUnitId, params.vehicleId, query.date_epoch));
  registerEndpoint(app, getHubOverview, ({ hub, query }) => venus.hubOverview(hub, query.date_epoch));
  registerEndpoint(app, getRunsheetTimeline, ({ params, query }) => venus.runsheetTimeline(params.tripId, query.date_epoch));
  registerEndpoint(app, getAlert, ({ params }) => venus.alert(params.alertId));
  registerEndpoint(app, resolveAlerts, ({ body, user }) => venus.resolve(body, user.email));
  registerEndpoint(app, deleteAlertComments, ({ body }) => venus.deleteComments(body.alertIds));
  registerEndpoint(app, actOnAlert, ({ body, user }) => venus.act(body.alertId, body.action, user.email));
  registerEndpoint(app, globalSearch, ({ query, user }) => venus.search(query.query, query.date_epoch, user));
};
