import { correctionBodySchema } from '../corrections/corrections';
import { defineEndpoint } from '../endpoint';
import {
  activitiesParamsSchema,
  activitiesQuerySchema,
  activitiesResponseSchema,
  availableCommentsResponseSchema,
  captureVehicleActivityBodySchema,
  captureVehicleActivityQuerySchema,
  captureVehicleActivityResponseSchema,
  captureVehicleActivityV2QuerySchema,
} from './hub-ops';
import {
  closeInwardParamsSchema,
  closeInwardQuerySchema,
  closeInwardResponseSchema,
  inwardCorrectionParamsSchema,
  inwardCorrectionResponseSchema,
  inwardItemParamsSchema,
  inwardItemResponseSchema,
  inwardItemsParamsSchema,
  inwardItemsQuerySchema,
  inwardItemsResponseSchema,
  inwardItemsV2QuerySchema,
  inwardWriteResponseSchema,
  pickRequestBodySchema,
  pickRequestParamsSchema,
  pickRequestResponseSchema,
  updateInwardItemsBodySchema,
  updateInwardItemsQuerySchema,
} from './inward';

// Hub Ops calls of spec 000 §7 used by inward (and shared with dispatch and zone movement: activities, comments,
// categories, captureVehicleActivity). No role check is shown for these flows (§6): any signed-in user.
const area = 'hub-ops';

/**
 * GET /hubOps/hubApp/{hubId}/{activityViewType}/activities: open manifests of one flow (inward or dispatch), or of
 * both without `movementType` (the spec 000 §7 shape, one call for both flows; docs/areas/inward.md).
 */
export const getActivities = defineEndpoint({
  name: 'getActivities',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/:activityViewType/activities',
  area,
  summary: 'Manifests (activities) of a hub for one view type, of one flow or without movementType both; open ones unless includeCompleted',
  access: 'session',
  params: activitiesParamsSchema,
  query: activitiesQuerySchema,
  response: activitiesResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/getAvailableCommentsForZoneToZone/: discrepancy reasons (inward and zone movement). */
export const getAvailableComments = defineEndpoint({
  name: 'getAvailableComments',
  method: 'GET',
  path: '/hubOps/hubApp/getAvailableCommentsForZoneToZone',
  area,
  summary: 'Discrepancy reasons offered in the reason rows',
  access: 'session',
  hub: { none: 'the same reason list in every hub' },
  response: availableCommentsResponseSchema,
});

/** POST /hubOps/hubApp/captureVehicleActivity?activityViewType=x: NOT_STARTED -> STARTED -> COMPLETED. */
export const captureVehicleActivity = defineEndpoint({
  name: 'captureVehicleActivity',
  method: 'POST',
  path: '/hubOps/hubApp/captureVehicleActivity',
  area,
  summary: 'Moves a vehicle activity forward (NOT_STARTED -> STARTED -> COMPLETED); repeating the current state is a no-op',
  access: 'session',
  hub: { in: 'body', key: 'activityId', entity: 'activity' },
  query: captureVehicleActivityQuerySchema,
  body: captureVehicleActivityBodySchema,
  response: captureVehicleActivityResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /hubOps/hubApp/captureVehicleActivity/v2?activityPickupType=x (the v2 suffix of the same call). */
export const captureVehicleActivityV2 = defineEndpoint({
  name: 'captureVehicleActivityV2',
  method: 'POST',
  path: '/hubOps/hubApp/captureVehicleActivity/v2',
  area,
  summary: 'captureVehicleActivity for v2 flows (activityPickupType suffix)',
  access: 'session',
  hub: { in: 'body', key: 'activityId', entity: 'activity' },
  query: captureVehicleActivityV2QuerySchema,
  body: captureVehicleActivityBodySchema,
  response: captureVehicleActivityResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** GET /hubOps/hubApp/{hubId}/inward/{spaId}/items?activityViewType=x: the manifest's items. */
export const getInwardItems = defineEndpoint({
  name: 'getInwardItems',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/inward/:spaId/items',
  area,
  summary: 'Items of an inward manifest (v1 suffix ?activityViewType)',
  access: 'session',
  params: inwardItemsParamsSchema,
  query: inwardItemsQuerySchema,
  response: inwardItemsResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/{hubId}/inward/{spaId}/items/v2?activityPickupType=x: the same list for the v2 view. */
export const getInwardItemsV2 = defineEndpoint({
  name: 'getInwardItemsV2',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/inward/:spaId/items/v2',
  area,
  summary: 'Items of an inward manifest (v2 suffix /v2?activityPickupType)',
  access: 'session',
  params: inwardItemsParamsSchema,
  query: inwardItemsV2QuerySchema,
  response: inwardItemsResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/{hubId}/inward/{spaId}/item/{itemId}: item detail (the spec does not show this path). */
export const getInwardItem = defineEndpoint({
  name: 'getInwardItem',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/inward/:spaId/item/:itemId',
  area,
  summary: 'One item of an inward manifest with its associations and discrepancy reasons',
  access: 'session',
  params: inwardItemParamsSchema,
  response: inwardItemResponseSchema,
  errors: [404],
});

/** PUT /hubOps/hubApp/inward/updateItems: inward units into associations, with discrepancy reasons for the shortfall. */
export const updateInwardItems = defineEndpoint({
  name: 'updateInwardItems',
  method: 'PUT',
  path: '/hubOps/hubApp/inward/updateItems',
  area,
  summary: 'Adds inwarded units to an item\'s associations (refused beyond qty: "Failed to update units") and records discrepancy reasons',
  access: 'session',
  hub: { in: 'body', key: 'hubOrgUnitId' },
  query: updateInwardItemsQuerySchema,
  body: updateInwardItemsBodySchema,
  response: inwardWriteResponseSchema,
  errors: [404, 409, 422],
  idempotent: true,
});

/** POST /hubOps/inward/{spaId}/items: a pick request (list of itemId and qty) inwarding those units. */
export const createInwardPickRequest = defineEndpoint({
  name: 'createInwardPickRequest',
  method: 'POST',
  path: '/hubOps/inward/:spaId/items',
  area,
  summary: 'Pick request: inwards qty units of each listed item of the manifest (all or nothing)',
  access: 'session',
  hub: { in: 'path', key: 'spaId', entity: 'activity' },
  params: pickRequestParamsSchema,
  body: pickRequestBodySchema,
  response: pickRequestResponseSchema,
  errors: [404, 409, 422],
  idempotent: true,
});

/** POST /hubOps/hubApp/{hubId}/spa/HUB_INWARD/{spaId}/close: closes the inward manifest (vehicle activity COMPLETED). */
export const closeInwardManifest = defineEndpoint({
  name: 'closeInwardManifest',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/spa/HUB_INWARD/:spaId/close',
  area,
  summary: 'Closes an inward manifest; refuses a second close and a manifest of another hub',
  access: 'session',
  params: closeInwardParamsSchema,
  query: closeInwardQuerySchema,
  response: closeInwardResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/**
 * POST /hubOps/hubApp/{hubId}/inward/{spaId}/corrections (issue 34; ours, beside the item detail's path): takes inward
 * units of one item back, with a reason from the CORRECTION list. An operator takes back only their own scans while
 * the manifest is open; a hub manager (or admin) any count, closed or not; never units already dispatched
 * (docs/areas/corrections.md "Inward").
 */
export const correctInwardCount = defineEndpoint({
  name: 'correctInwardCount',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/inward/:spaId/corrections',
  area,
  summary: 'Takes inwarded units of an item back with a CORRECTION reason (own scans on an open manifest; a hub manager any); never below what was dispatched',
  access: 'session',
  params: inwardCorrectionParamsSchema,
  body: correctionBodySchema,
  response: inwardCorrectionResponseSchema,
  errors: [403, 404, 409],
  idempotent: true,
});
