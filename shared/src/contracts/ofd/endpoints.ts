import { defineEndpoint } from '../endpoint';
import {
  driverNamesQuerySchema,
  driverNamesResponseSchema,
  ofdDropsResponseSchema,
  ofdHubParamsSchema,
  ofdInProgressQuerySchema,
  ofdInProgressResponseSchema,
  ofdRequestBodySchema,
  ofdRequestResponseSchema,
  ofdZoneItemsSummarySchema,
  ofdZoneParamsSchema,
  ofdZonesSummaryQuerySchema,
  ofdZonesSummaryResponseSchema,
  routeBatchInfoResponseSchema,
  routeBatchMapBodySchema,
  routeBatchMapResponseSchema,
  routeBatchPendingResponseSchema,
} from './schemas';

// Mark OFD, Generate LM Manifest and route batch management (spec 000 §7): one contract per call, paths as the spec
// shows them; the route-batch `{id}` is the hub id (docs/areas/ofd.md "Mark OFD, LM manifest, route
// batches").
// Pilots (each call's `pilot`: 409 with PILOT_REFUSALS[pilot] otherwise, the screens' words too): Mark OFD is for hubs
// with continuous dispatch (000 §2 tile 6) and Generate LM Manifest for hubs with route batching (tile 14, "same as
// 13"); both screens make the same calls, so those calls admit either pilot (MARK_OFD_OR_LM) and the service asks for
// the one of the screen where the body says which (createOfdRequest's disableEmulation). GET /hub/driverNames names its
// hub in the query, so it cannot declare one. Route batching is DOUBLE_DISPATCH (000 §3, §6): a hub without it has no
// batches to manage.
const area = 'ofd';

/** The pilot of each screen (000 §2 tiles 6 and 14): what its tile, its page and the service's check read. */
export const OFD_SCREENS = {
  markOfd: { pilot: 'CONTINUOUS_DISPATCH_ENABLED_HUBS' },
  lm: { pilot: 'DOUBLE_DISPATCH' },
} as const;

/** The calls Mark OFD and Generate LM Manifest share: either screen's pilot admits them. */
const MARK_OFD_OR_LM = [OFD_SCREENS.markOfd.pilot, OFD_SCREENS.lm.pilot] as const;

/** GET /hubOps/hubApp/hub/{hubId}/zones/summary?dispatchWaveCutoffMinutes */
export const getOfdZonesSummary = defineEndpoint({
  name: 'getOfdZonesSummary',
  method: 'GET',
  path: '/hubOps/hubApp/hub/:hubId/zones/summary',
  area,
  summary: 'LM zones with units waiting for OFD or an OFD in progress: buyers, tonnage, readiness, batch',
  access: 'session',
  pilot: MARK_OFD_OR_LM,
  params: ofdHubParamsSchema,
  query: ofdZonesSummaryQuerySchema,
  response: ofdZonesSummaryResponseSchema,
  errors: [404, 409],
});

/** GET /hubOps/hubApp/{hubId}/zones/{zoneId}/items/summary */
export const getOfdZoneItemsSummary = defineEndpoint({
  name: 'getOfdZoneItemsSummary',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/zones/:zoneId/items/summary',
  area,
  summary: 'One LM zone: buyers, tonnage, items and units waiting for OFD',
  access: 'session',
  pilot: MARK_OFD_OR_LM,
  params: ofdZoneParamsSchema,
  response: ofdZoneItemsSummarySchema,
  errors: [404, 409],
});

/** GET /hubOps/hubApp/{hubId}/zones/{zoneId}/drops */
export const getOfdZoneDrops = defineEndpoint({
  name: 'getOfdZoneDrops',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/zones/:zoneId/drops',
  area,
  summary: "The zone's buyers (drop points) with address, weight and items",
  access: 'session',
  pilot: MARK_OFD_OR_LM,
  params: ofdZoneParamsSchema,
  response: ofdDropsResponseSchema,
  errors: [404, 409],
});

/** GET /hubOps/hubApp/hub/{hubId}/zones/ofd/in-progress-tasks?zoneIds */
export const getOfdInProgressTasks = defineEndpoint({
  name: 'getOfdInProgressTasks',
  method: 'GET',
  path: '/hubOps/hubApp/hub/:hubId/zones/ofd/in-progress-tasks',
  area,
  summary: "The hub's OFD / LM manifest tasks still in progress (only those touching zoneIds when given)",
  access: 'session',
  pilot: MARK_OFD_OR_LM,
  params: ofdHubParamsSchema,
  query: ofdInProgressQuerySchema,
  response: ofdInProgressResponseSchema,
  errors: [404, 409],
});

/** GET /hub/driverNames?hubOrgUnitId */
export const getDriverNames = defineEndpoint({
  name: 'getDriverNames',
  method: 'GET',
  path: '/hub/driverNames',
  area,
  summary: "The hub's drivers free for an OFD: no open runsheet and no OFD request in progress",
  access: 'session',
  hub: { in: 'query', key: 'hubOrgUnitId' },
  query: driverNamesQuerySchema,
  response: driverNamesResponseSchema,
  errors: [404],
});

/** POST /hubOps/hubApp/hub/{hubId}/zones/ofd (disableEmulation true = LM manifest generation). */
export const createOfdRequest = defineEndpoint({
  name: 'createOfdRequest',
  method: 'POST',
  path: '/hubOps/hubApp/hub/:hubId/zones/ofd',
  area,
  summary: 'Mark zones (or some of their buyers) OFD against a driver: an OFD task in progress that ends in a runsheet',
  access: 'session',
  pilot: MARK_OFD_OR_LM,
  params: ofdHubParamsSchema,
  body: ofdRequestBodySchema,
  response: ofdRequestResponseSchema,
  errors: [403, 404, 409],
  idempotent: true,
});

/** GET /hubOps/hubApp/route-batch/{id}/pending */
export const getPendingRouteBatches = defineEndpoint({
  name: 'getPendingRouteBatches',
  method: 'GET',
  path: '/hubOps/hubApp/route-batch/:hubId/pending',
  area,
  summary: "Today's routes of the hub without a batch",
  access: 'routeBatch',
  pilot: 'DOUBLE_DISPATCH',
  params: ofdHubParamsSchema,
  response: routeBatchPendingResponseSchema,
  errors: [404, 409],
});

/** GET /hubOps/hubApp/route-batch/{id}/info */
export const getRouteBatchInfo = defineEndpoint({
  name: 'getRouteBatchInfo',
  method: 'GET',
  path: '/hubOps/hubApp/route-batch/:hubId/info',
  area,
  summary: "Today's routes with their batches, and the hub clock and afternoon window",
  access: 'routeBatch',
  pilot: 'DOUBLE_DISPATCH',
  params: ofdHubParamsSchema,
  response: routeBatchInfoResponseSchema,
  errors: [404, 409],
});

/** POST /hubOps/hubApp/route-batch/{id}/map */
export const mapRouteBatches = defineEndpoint({
  name: 'mapRouteBatches',
  method: 'POST',
  path: '/hubOps/hubApp/route-batch/:hubId/map',
  area,
  summary: 'Set MORNING or AFTERNOON on routes (afternoon only from minute 600 to 1140 of the hub clock)',
  access: 'routeBatch',
  pilot: 'DOUBLE_DISPATCH',
  params: ofdHubParamsSchema,
  body: routeBatchMapBodySchema,
  response: routeBatchMapResponseSchema,
  errors: [404, 409],
  idempotent: true,
});
