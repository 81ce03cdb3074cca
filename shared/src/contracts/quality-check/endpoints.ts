import { defineEndpoint } from '../endpoint';
import {
  currentEntityItemsResponseSchema,
  qcCompleteResponseSchema,
  qcCorrectionBodySchema,
  qcCorrectionResponseSchema,
  qcHubParamsSchema,
  qcItemListParamsSchema,
  qcItemListQuerySchema,
  qcItemListResponseSchema,
  qcUpdateBodySchema,
  qcUpdateParamsSchema,
  qcUpdateResponseSchema,
  qcZoneParamsSchema,
  qcZonesResponseSchema,
  sisterSkuParamsSchema,
  sisterSkusResponseSchema,
} from './schemas';

// Quality check and zone visibility (spec 000 §7): one contract per call. The spec shows completeZoneQC among the GET
// calls; it writes, so it is a POST here (every write is a non-GET call: CSRF, idempotency).
// docs/areas/quality-check.md.
const area = 'quality-check';

/** GET /hubOps/hubApp/currentZoneQcItemsCount/{hubId}: the zone list of both flows. */
export const getQcZones = defineEndpoint({
  name: 'getQcZones',
  method: 'GET',
  path: '/hubOps/hubApp/currentZoneQcItemsCount/:hubId',
  area,
  summary: "The hub's zones with their QC status, item count and pending units, sorted by id",
  access: 'session',
  params: qcHubParamsSchema,
  response: qcZonesResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/{hubId}/{type}/qcItemList/{zone}?sortStrategy=: the zone QC items screen. */
export const getQcItemList = defineEndpoint({
  name: 'getQcItemList',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/:type/qcItemList/:zone',
  area,
  summary: "The zone's QC items (QUALITY_CHECK or ZONE_VISIBLITY), sorted by STATUS or PARTIAL_ORDERS, and the rejection reasons",
  access: 'session',
  params: qcItemListParamsSchema,
  query: qcItemListQuerySchema,
  response: qcItemListResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/currentEntityItems/{hubId}/{zone}: the units now in a zone, per item and tote. */
export const getCurrentEntityItems = defineEndpoint({
  name: 'getCurrentEntityItems',
  method: 'GET',
  path: '/hubOps/hubApp/currentEntityItems/:hubId/:zone',
  area,
  summary: 'Units now in the zone, per item and tote',
  access: 'session',
  params: qcZoneParamsSchema,
  response: currentEntityItemsResponseSchema,
  errors: [404],
});

/** PUT /hubOps/hubApp/updateQcState/{hubId}/{zone}/{id}: one QC edit of one item (000 §4 QC edits). */
export const updateQcState = defineEndpoint({
  name: 'updateQcState',
  method: 'PUT',
  path: '/hubOps/hubApp/updateQcState/:hubId/:zone/:id',
  area,
  summary: 'Save a QC edit (Pending, Approved or Rejected tab); pending stays >= 0; the zone status is recomputed',
  access: 'session',
  params: qcUpdateParamsSchema,
  body: qcUpdateBodySchema,
  response: qcUpdateResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /hubOps/hubApp/completeZoneQC/{hubId}/{zone}: completes the zone's QC when nothing remains. */
export const completeZoneQc = defineEndpoint({
  name: 'completeZoneQc',
  method: 'POST',
  path: '/hubOps/hubApp/completeZoneQC/:hubId/:zone',
  area,
  summary: 'Complete QC of a zone: success when no item has pending units, else the orders that block it',
  access: 'session',
  params: qcZoneParamsSchema,
  response: qcCompleteResponseSchema,
  errors: [404],
  idempotent: true,
});

/** GET /hubOps/hubApp/fetchSisterSkusForItem/{itemId}/{orderId}: the other items of the item's order. */
export const fetchSisterSkusForItem = defineEndpoint({
  name: 'fetchSisterSkusForItem',
  method: 'GET',
  path: '/hubOps/hubApp/fetchSisterSkusForItem/:itemId/:orderId',
  area,
  summary: "The other items (sister SKUs) of the item's order",
  access: 'session',
  hub: { in: 'path', key: 'itemId', entity: 'item' },
  params: sisterSkuParamsSchema,
  response: sisterSkusResponseSchema,
  errors: [404],
});

/**
 * POST /hubOps/hubApp/{hubId}/qc/zones/{zone}/corrections: reverses QC decisions of one item (issue 34): `units`
 * approved or rejected units go back to pending or to the other side, with a reason of the CORRECTION list. An operator
 * reverses only their own decisions while the zone's QC is not completed; a hub manager (or admin) any, also after
 * completion; approved units already dispatched stay (docs/areas/corrections.md "Quality check").
 */
export const correctQcDecision = defineEndpoint({
  name: 'correctQcDecision',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/qc/zones/:zone/corrections',
  area,
  summary: 'Reverses approved or rejected units of an item (to pending or the other side) with a CORRECTION reason; own decisions only for operators',
  access: 'session',
  params: qcZoneParamsSchema,
  body: qcCorrectionBodySchema,
  response: qcCorrectionResponseSchema,
  errors: [403, 404, 409],
  idempotent: true,
});
