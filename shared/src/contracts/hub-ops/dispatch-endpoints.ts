import { type z } from 'zod';
import { correctionBodySchema, correctionResultSchema } from '../corrections/corrections';
import { defineEndpoint } from '../endpoint';
import * as d from './dispatch';

// Dispatch calls of spec 000 §7 (paths the spec does not show are ours: docs/areas/dispatch.md "Dispatch"). No role
// check is shown for the dispatch flow (§6): any signed-in user. Every write is idempotent (Idempotency-Key per user action).
const area = 'hub-ops';

/** GET /hubOps/{hubId}/activity/{spaId}/zones: the manifest's zones as dispatch groups. */
export const getDispatchZones = defineEndpoint({
  name: 'getDispatchZones',
  method: 'GET',
  path: '/hubOps/:hubId/activity/:spaId/zones',
  area,
  summary: 'Dispatch groups of a manifest by zone, with quantities, dispatch status and QC status',
  access: 'session',
  params: d.dispatchGroupsParamsSchema,
  response: d.dispatchGroupsResponseSchema,
  errors: [404],
});

/** GET /hubOps/{hubId}/activity/{spaId}/orders: the manifest's shipments as dispatch groups (the Order filter). */
export const getDispatchOrders = defineEndpoint({
  name: 'getDispatchOrders',
  method: 'GET',
  path: '/hubOps/:hubId/activity/:spaId/orders',
  area,
  summary: 'Dispatch groups of a manifest by shipment, with their zones, quantities and dispatch status',
  access: 'session',
  params: d.dispatchGroupsParamsSchema,
  response: d.dispatchGroupsResponseSchema,
  errors: [404],
});

/** GET /hubOps/{hubId}/activity/{spaId}/zone/{zone}/items. */
export const getDispatchZoneItems = defineEndpoint({
  name: 'getDispatchZoneItems',
  method: 'GET',
  path: '/hubOps/:hubId/activity/:spaId/zone/:zone/items',
  area,
  summary: 'Dispatch items of one zone of a manifest',
  access: 'session',
  params: d.zoneItemsParamsSchema,
  response: d.dispatchItemsResponseSchema,
  errors: [404],
});

/** GET /hubOps/{hubId}/activity/{spaId}/order/{id}/items (id = shipment id). */
export const getDispatchOrderItems = defineEndpoint({
  name: 'getDispatchOrderItems',
  method: 'GET',
  path: '/hubOps/:hubId/activity/:spaId/order/:id/items',
  area,
  summary: 'Dispatch items of one shipment of a manifest',
  access: 'session',
  params: d.orderItemsParamsSchema,
  response: d.dispatchItemsResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/{hubId}/dispatch/{spaId}/item/{itemId}: item detail, dispatch side (path not shown: ours). */
export const getDispatchItem = defineEndpoint({
  name: 'getDispatchItem',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/dispatch/:spaId/item/:itemId',
  area,
  summary: 'One item of a dispatch manifest with its associations and shortfall entries',
  access: 'session',
  params: d.dispatchItemParamsSchema,
  response: d.dispatchItemDetailSchema,
  errors: [404],
});

const updateItems = {
  area,
  access: 'session',
  params: d.updateDispatchItemsParamsSchema,
  body: d.updateDispatchItemsBodySchema,
  response: d.dispatchWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
} as const;

/** POST /hubOps/hubApp/dispatch/{hubId}/{spaId}/updateItems: adds dispatched units per line (a scan sends 1). */
export const updateDispatchItems = defineEndpoint({
  ...updateItems,
  name: 'updateDispatchItems',
  method: 'POST',
  path: '/hubOps/hubApp/dispatch/:hubId/:spaId/updateItems',
  summary: 'Dispatches units of items of a manifest (refused beyond qty: "Failed to update units"); all or nothing',
});

/** POST /hubOps/hubApp/dispatch/{hubId}/{spaId}/updateItems/v2 (the v2 suffix of the same call). */
export const updateDispatchItemsV2 = defineEndpoint({
  ...updateItems,
  name: 'updateDispatchItemsV2',
  method: 'POST',
  path: '/hubOps/hubApp/dispatch/:hubId/:spaId/updateItems/v2',
  summary: 'updateDispatchItems for v2 manifests',
});

/** POST /hubOps/hubApp/dispatchAll/{hubId}/{spaId}/{zone}/updateItems: "Dispatch Zone". */
export const dispatchAllZone = defineEndpoint({
  name: 'dispatchAllZone',
  method: 'POST',
  path: '/hubOps/hubApp/dispatchAll/:hubId/:spaId/:zone/updateItems',
  area,
  summary: "Dispatches every remaining unit of a zone's items (QC must be complete; intercity items are left)",
  access: 'session',
  params: d.dispatchAllParamsSchema,
  response: d.dispatchAllResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/**
 * POST /hubOps/hubApp/hub/{hubId}/manifest/{id}/dispatch-quantities: dispatch with a shortfall reason. No `pilot`:
 * spec 000 §4 "Shortfall dispatch" holds without the DISPATCH_SHORTFALL feature (only the quantity's default depends
 * on it) and the edit slide-up saves its reason here on any hub (§5 "Dispatch requires the full shortfall"). One
 * card's write (`associationIds`, the feature's per-card fields of §2) is refused with PILOT_REFUSALS.DISPATCH_SHORTFALL
 * (409) on a hub without the pilot, read at the call.
 */
export const setDispatchQuantities = defineEndpoint({
  name: 'setDispatchQuantities',
  method: 'POST',
  path: '/hubOps/hubApp/hub/:hubId/manifest/:id/dispatch-quantities',
  area,
  summary: 'Sets the dispatched quantity of a line; below the total it needs a shortfall reason, recorded with the missing quantity',
  access: 'session',
  params: d.dispatchQuantitiesParamsSchema,
  body: d.dispatchQuantitiesBodySchema,
  response: d.dispatchWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /hubOps/hubApp/tag/{hubId}/{spaId}: tags a tote or crate to the manifest. */
export const tagToManifest = defineEndpoint({
  name: 'tagToManifest',
  method: 'POST',
  path: '/hubOps/hubApp/tag/:hubId/:spaId',
  area,
  summary: 'Tags a usable tote or crate of this hub to the manifest (tote tagging enabled or a crate drop); repeating is a no-op',
  access: 'session',
  params: d.dispatchTagParamsSchema,
  body: d.dispatchTagBodySchema,
  response: d.dispatchTagResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

const close = {
  area,
  access: 'session',
  params: d.closeDispatchParamsSchema,
  query: d.closeDispatchQuerySchema,
  response: d.closeDispatchResponseSchema,
  errors: [404, 409],
  idempotent: true,
} as const;

/** POST /hubOps/hubApp/{hubId}/spa/DISPATCH/{spaId}/close. */
export const closeDispatchManifest = defineEndpoint({
  ...close,
  name: 'closeDispatchManifest',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/spa/DISPATCH/:spaId/close',
  summary: 'Closes a dispatch manifest; answers statusCode 300/301 for partial or ineligible shipments unless forced',
});

/** POST /hubOps/hubApp/{hubId}/spa/DISPATCH/{spaId}/close/v2. */
export const closeDispatchManifestV2 = defineEndpoint({
  ...close,
  name: 'closeDispatchManifestV2',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/spa/DISPATCH/:spaId/close/v2',
  summary: 'closeDispatchManifest for v2 manifests',
});

/**
 * POST /hubOps/hubApp/markOfd/{hubId}/driver/{driverId}/activity/{id}?sendMessage&noOfCrates. With sendMessage (the
 * default) the buyers' and the driver's messages are recorded for delivery (getManifestNotifications reads them).
 */
export const markManifestOfd = defineEndpoint({
  name: 'markManifestOfd',
  method: 'POST',
  path: '/hubOps/hubApp/markOfd/:hubId/driver/:driverId/activity/:id',
  area,
  summary:
    "Marks a closed dispatch manifest out for delivery: the driver's runsheet and its trip are created, once; messages recorded unless sendMessage=false",
  access: 'session',
  params: d.markOfdParamsSchema,
  query: d.markOfdQuerySchema,
  response: d.markOfdResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** GET /hubOps/{hubId}/activityGroup/{id}. */
export const getActivityGroup = defineEndpoint({
  name: 'getActivityGroup',
  method: 'GET',
  path: '/hubOps/:hubId/activityGroup/:id',
  area,
  summary: 'A manifest (activity group) with its activities and tagged crates',
  access: 'session',
  params: d.activityGroupParamsSchema,
  response: d.activityGroupSchema,
  errors: [404],
});

/** GET /hubOps/{hubId}/activityGroup/{id}/notifications (path ours): the messages Mark OFD recorded for the manifest. */
export const getManifestNotifications = defineEndpoint({
  name: 'getManifestNotifications',
  method: 'GET',
  path: '/hubOps/:hubId/activityGroup/:id/notifications',
  area,
  summary: "The messages Mark OFD recorded for a manifest's buyers and driver (who, what, when, and whether sent yet)",
  access: 'session',
  params: d.activityGroupParamsSchema,
  response: d.manifestNotificationsResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/{hubId}/fetchShipmentMovementDetails/{shipmentId} (first 14 characters for lookup). */
export const getShipmentMovementDetails = defineEndpoint({
  name: 'getShipmentMovementDetails',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/fetchShipmentMovementDetails/:shipmentId',
  area,
  summary: "A shipment's items, their dispatch quantities and the activities they are in (looked up by the first 14 characters)",
  access: 'session',
  params: d.shipmentMovementParamsSchema,
  response: d.shipmentMovementResponseSchema,
  errors: [404],
});

/** GET /hubOps/{hubId}/activity/{spaId}/items: every item of a manifest (path ours: a crate drop opens its items directly). */
export const getDispatchManifestItems = defineEndpoint({
  name: 'getDispatchManifestItems',
  method: 'GET',
  path: '/hubOps/:hubId/activity/:spaId/items',
  area,
  summary: 'Every dispatch item of a manifest (the crate-drop items screen)',
  access: 'session',
  params: d.dispatchGroupsParamsSchema,
  response: d.dispatchItemsResponseSchema,
  errors: [404],
});

/** POST /manifest/tote-manifest: "Create empty tote manifest" of a crate drop (activity group, hub); path ours. */
export const createToteManifest = defineEndpoint({
  name: 'createToteManifest',
  method: 'POST',
  path: '/manifest/tote-manifest',
  area,
  summary: 'Creates the (empty) tote manifest of a started crate drop: the crates tagged to it travel on it; repeating is a no-op',
  access: 'session',
  hub: [
    { in: 'body', key: 'hubOrgUnitId' },
    { in: 'body', key: 'activityGroupId', entity: 'activity' },
  ],
  body: d.createToteManifestBodySchema,
  response: d.toteManifestResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /manifest/tote-manifest/{hubId}/{activityGroupId}/close (spec 000 §7 "/manifest/tote-manifest/{b}/{a}/close"). */
export const closeToteManifest = defineEndpoint({
  name: 'closeToteManifest',
  method: 'POST',
  path: '/manifest/tote-manifest/:hubId/:activityGroupId/close',
  area,
  summary: "Closes a crate drop's tote manifest: its tagged crates (usable, empty, at the hub) go onto the vehicle in transit",
  access: 'session',
  params: d.toteManifestCloseParamsSchema,
  response: d.toteManifestResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

// The correction's schemas live here, not in dispatch.ts: the corrections contract reads the reason lists, which read
// dispatch.ts's shortfall codes (a cycle otherwise).
/** POST /hubOps/hubApp/{hubId}/dispatch/{spaId}/corrections: the manifest whose count is corrected. */
export const dispatchCorrectionParamsSchema = d.dispatchItemParamsSchema.omit({ itemId: true });
/** A correction's answer with the item as the dispatch item detail shows it after the take-back. */
export const dispatchCorrectionResponseSchema = correctionResultSchema.extend({ item: d.dispatchItemDetailSchema });
export type DispatchCorrectionResponse = z.infer<typeof dispatchCorrectionResponseSchema>;

/**
 * POST /hubOps/hubApp/{hubId}/dispatch/{spaId}/corrections (issue 34; ours, beside the item detail's path): takes
 * dispatched units of one item back, with a reason from the CORRECTION list. An operator takes back only their own
 * scans while the manifest is open; a hub manager (or admin) any count, closed or not; never units on a runsheet
 * (docs/areas/corrections.md "Dispatch").
 */
export const correctDispatchCount = defineEndpoint({
  name: 'correctDispatchCount',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/dispatch/:spaId/corrections',
  area,
  summary: 'Takes dispatched units of an item back with a CORRECTION reason (own scans on an open manifest; a hub manager any); never units on a runsheet',
  access: 'session',
  params: dispatchCorrectionParamsSchema,
  body: correctionBodySchema,
  response: dispatchCorrectionResponseSchema,
  errors: [403, 404, 409],
  idempotent: true,
});
