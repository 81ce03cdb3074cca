import { defineEndpoint } from '../endpoint';
import { hubIdParamsSchema } from '../hubs/hubs';
import {
  alertActionBodySchema,
  alertParamsSchema,
  alertSchema,
  alertsWriteResponseSchema,
  dateEpochQuerySchema,
  deleteCommentsBodySchema,
  hubOverviewResponseSchema,
  resolveAlertsBodySchema,
  searchQuerySchema,
  searchResponseSchema,
  timelineResponseSchema,
  tripParamsSchema,
  vehicleTimelineParamsSchema,
} from './venus';

// Monitoring (spec 002 §7, base /logistics/api/venus): one contract per call. Any signed-in user (002 §6 shows no
// role check; docs/adr/006).
const area = 'venus';

/** GET venus/hub/{hubId}/vehicle/{vehicleId}/timeline?date_epoch: the vehicle's trips of the day (id or number). */
export const getVehicleTimeline = defineEndpoint({
  name: 'getVehicleTimeline',
  method: 'GET',
  path: '/venus/hub/:hubId/vehicle/:vehicleId/timeline',
  area,
  summary: "A vehicle's trips of a day at a hub (vehicle id or number), each with details, metrics, timeline and alerts",
  access: 'session',
  params: vehicleTimelineParamsSchema,
  query: dateEpochQuerySchema,
  response: timelineResponseSchema,
  errors: [404],
});

/** GET venus/hub/{hubId}/alerts?date_epoch: hub overview (alerts with priorities, board groups). */
export const getHubOverview = defineEndpoint({
  name: 'getHubOverview',
  method: 'GET',
  path: '/venus/hub/:hubId/alerts',
  area,
  summary: "A hub's alerts of a day with priorities P0-P3, and the delivery-ops board's driver groups",
  access: 'session',
  params: hubIdParamsSchema,
  query: dateEpochQuerySchema,
  response: hubOverviewResponseSchema,
  errors: [404],
});

/** GET venus/runsheet/{tripId}/timeline: one trip's timeline (trip id = runsheet id). */
export const getRunsheetTimeline = defineEndpoint({
  name: 'getRunsheetTimeline',
  method: 'GET',
  path: '/venus/runsheet/:tripId/timeline',
  area,
  summary: 'One trip (runsheet) with details, metrics, timeline and alerts',
  access: 'session',
  hub: { in: 'path', key: 'tripId', entity: 'trip' },
  params: tripParamsSchema,
  query: dateEpochQuerySchema,
  response: timelineResponseSchema,
  errors: [404],
});

/** GET venus/alerts/{alertId}: the alert with its extended data. */
export const getAlert = defineEndpoint({
  name: 'getAlert',
  method: 'GET',
  path: '/venus/alerts/:alertId',
  area,
  summary: 'One alert with its type-specific data and review',
  access: 'session',
  hub: { in: 'path', key: 'alertId', entity: 'alert' },
  params: alertParamsSchema,
  response: alertSchema,
  errors: [404],
});

/** POST venus/alerts/resolve: review comment on alerts (clears reviewPending); `edit` overwrites an existing one. */
export const resolveAlerts = defineEndpoint({
  name: 'resolveAlerts',
  method: 'POST',
  path: '/venus/alerts/resolve',
  area,
  summary: 'Review alerts with a comment (reviewPending cleared); edit: true overwrites an existing review',
  access: 'session',
  hub: { in: 'body', key: 'alertIds', entity: 'alert' },
  body: resolveAlertsBodySchema,
  response: alertsWriteResponseSchema,
  errors: [404, 409],
});

/** DELETE venus/alerts/comments: deletes the review comments of alerts (reviewPending again). */
export const deleteAlertComments = defineEndpoint({
  name: 'deleteAlertComments',
  method: 'DELETE',
  path: '/venus/alerts/comments',
  area,
  summary: 'Delete the review comments of alerts; each is pending review again',
  access: 'session',
  hub: { in: 'body', key: 'alertIds', entity: 'alert' },
  body: deleteCommentsBodySchema,
  response: alertsWriteResponseSchema,
  errors: [404, 409],
});

/** POST venus/alerts/action: APPROVED or REJECTED on a pending approval alert (once). */
export const actOnAlert = defineEndpoint({
  name: 'actOnAlert',
  method: 'POST',
  path: '/venus/alerts/action',
  area,
  summary: 'Approve or reject a pending approval alert (once; non-approval alerts are refused)',
  access: 'session',
  hub: { in: 'body', key: 'alertId', entity: 'alert' },
  body: alertActionBodySchema,
  response: alertsWriteResponseSchema,
  errors: [404, 409],
});

/** GET venus/search?query&date_epoch: orders, vehicles, buyers and drivers, exact id first; item and shipment ids too (issue 34). */
export const globalSearch = defineEndpoint({
  name: 'globalSearch',
  method: 'GET',
  path: '/venus/search',
  area,
  summary: 'Global search over orders, vehicles, buyers and drivers (exact id first, then prefix, then contains), and item and shipment ids (their timelines)',
  access: 'session',
  hub: { filtered: 'orders, vehicles, buyers, drivers, items and shipments of the hubs the user works in only' },
  query: searchQuerySchema,
  response: searchResponseSchema,
});
