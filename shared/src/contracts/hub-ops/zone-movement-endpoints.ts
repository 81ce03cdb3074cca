import { correctionBodySchema } from '../corrections/corrections';
import { defineEndpoint } from '../endpoint';
import * as m from './zone-movement';

// Zone movement calls of spec 000 §7 (paths the spec does not show are ours: docs/areas/zone-movement.md "Zone
// movement"). No role check is shown for the movement flow (§6): any signed-in user. Every write is idempotent (Idempotency-Key per
// user action). Zone movement also uses getAvailableComments, getZoneForTote, tagToteToZone, detagToteFromZone,
// startSegregationSession and fetchSisterSkusForItem, which other areas define.
const area = 'hub-ops';

/** GET /hubOps/hubApp/{hubId}/stagingZones: step 1, the staging zones as cards. */
export const getStagingZones = defineEndpoint({
  name: 'getStagingZones',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/stagingZones',
  area,
  summary: 'Staging zones of a hub with arrived / expected units, QC status, buyers, tonnage and item count',
  access: 'session',
  params: m.movementHubParamsSchema,
  response: m.stagingZonesResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/{hubId}/{entity}/{type}/items?toteIdFilter&routeBatch: step 2, the zone's items. */
export const getZoneMovementItems = defineEndpoint({
  name: 'getZoneMovementItems',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/:entity/:type/items',
  area,
  summary:
    'Items of a zone still to move to their LM zones (entity ZONE, type = zone id), optionally of one tote and one route batch; the afternoon list is refused before 10 AM while the morning list has items',
  access: 'session',
  params: m.movementZoneItemsParamsSchema,
  query: m.movementZoneItemsQuerySchema,
  response: m.zoneItemsResponseSchema,
  errors: [404, 409],
});

/** GET /hubOps/hubApp/{hubId}/{entity}/{type}/item/{itemId}?toteId&routeBatch: step 3, the item detail. */
export const getZoneMovementItem = defineEndpoint({
  name: 'getZoneMovementItem',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/:entity/:type/item/:itemId',
  area,
  summary: "One item of a zone with a line per LM zone it goes to (units to move, units moved, the zone's tote)",
  access: 'session',
  params: m.movementZoneItemParamsSchema,
  query: m.movementZoneItemQuerySchema,
  response: m.movementItemSchema,
  errors: [404],
});

/** PUT /hubOps/hubApp/move/{movementType}/updateItems?moveToTote&activityId&toteFilterId: moves units of one item. */
export const moveZoneItems = defineEndpoint({
  name: 'moveZoneItems',
  method: 'PUT',
  path: '/hubOps/hubApp/move/:movementType/updateItems',
  area,
  summary:
    'Moves units of an item from its source zone into its LM zone (into a tote tagged there when moveToTote); "Failed to update units" beyond what is there',
  access: 'session',
  hub: { in: 'body', key: 'hubOrgUnitId' },
  params: m.moveParamsSchema,
  query: m.moveQuerySchema,
  body: m.moveBodySchema,
  response: m.moveResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** PUT /hubOps/hubApp/{hubId}/{zone}/{id}/moveItemsToLmZones (id = the segregation session): moves the list. */
export const moveItemsToLmZones = defineEndpoint({
  name: 'moveItemsToLmZones',
  method: 'PUT',
  path: '/hubOps/hubApp/:hubId/:zone/:id/moveItemsToLmZones',
  area,
  summary: 'Moves every unit of the zone (of one tote and batch when given) loose into each buyer\u2019s LM zone, as one write',
  access: 'session',
  params: m.moveToLmParamsSchema,
  query: m.moveToLmQuerySchema,
  response: m.moveToLmResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /hubOps/hubApp/{hubId}/zone/{zone}/self/tote/movement/{tote}: the tote itself goes to its LM zone. */
export const selfToteMovement = defineEndpoint({
  name: 'selfToteMovement',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/zone/:zone/self/tote/movement/:tote',
  area,
  summary: 'Segregates a tote to itself: every unit it holds goes to their one LM zone with the tote (re-tagged there)',
  access: 'session',
  params: m.selfToteParamsSchema,
  body: m.sessionBodySchema,
  response: m.selfToteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /hubOps/hubApp/completeSourceToteSegregation/{id} (id = the source tote): "close tote". */
export const completeSourceToteSegregation = defineEndpoint({
  name: 'completeSourceToteSegregation',
  method: 'POST',
  path: '/hubOps/hubApp/completeSourceToteSegregation/:id',
  area,
  summary: 'Closes a source tote whose units have all been moved: it leaves the zone, free for use',
  access: 'session',
  hub: { in: 'body', key: 'hubOrgUnitId' },
  params: m.completeToteParamsSchema,
  body: m.completeToteBodySchema,
  response: m.completeToteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /hubOps/hubApp/{hubId}/segregation/session/{id}/end: leaving the zone's items ends the session. */
export const endSegregationSession = defineEndpoint({
  name: 'endSegregationSession',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/segregation/session/:id/end',
  area,
  summary: "Ends the caller's segregation session (when left); ending it again answers the first end",
  access: 'session',
  params: m.endSessionParamsSchema,
  response: m.endSessionResponseSchema,
  errors: [404],
  idempotent: true,
});

/**
 * POST /hubOps/hubApp/{hubId}/zones/{zoneId}/corrections: reverses or reduces a move (issue 34). Units of the item go
 * back from its LM zone into the source zone `zoneId`, loose, with a reason of the CORRECTION list. An operator takes
 * back only units they moved, while the LM zone is neither QC-completed since they arrived nor in an OFD; a hub
 * manager (or admin) any units; nobody units already dispatched or quality checked there (docs/areas/corrections.md
 * "Zone movement").
 */
export const correctZoneMovement = defineEndpoint({
  name: 'correctZoneMovement',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/zones/:zoneId/corrections',
  area,
  summary: 'Takes moved units of an item back from its LM zone into the source zone, with a CORRECTION reason; own moves only for operators',
  access: 'session',
  params: m.movementCorrectionParamsSchema,
  body: correctionBodySchema,
  response: m.movementCorrectionResponseSchema,
  errors: [403, 404, 409],
  idempotent: true,
});
