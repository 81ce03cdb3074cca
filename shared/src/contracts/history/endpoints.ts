import { defineEndpoint } from '../endpoint';
import {
  historyQuerySchema,
  itemHistoryParamsSchema,
  itemHistoryResponseSchema,
  manifestActivityParamsSchema,
  manifestActivityResponseSchema,
} from './history';

// The item timeline and the manifest activity log (issue 34; docs/areas/history.md). Paths ours: the spec has no
// history call (its fetchShipmentMovementDetails answers quantities, not who did what). Reads of the audit trail, so
// any signed-in user of the hub may read them, like the flows' own item views.
const area = 'history';

/**
 * GET /hubOps/hubApp/{hubId}/items/{itemId}/history?before&limit: an item's timeline (or a shipment's, by its id or
 * its first 14 characters), newest first, paged by `before`.
 */
export const getItemHistory = defineEndpoint({
  name: 'getItemHistory',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/items/:itemId/history',
  area,
  summary:
    "An item's timeline (inward, moves, QC, dispatch, runsheet, delivery, corrections, discrepancies) with who and when, newest first; a shipment id covers its items",
  access: 'session',
  params: itemHistoryParamsSchema,
  query: historyQuerySchema,
  response: itemHistoryResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/{hubId}/manifests/{spaId}/activity?before&limit: an inward or dispatch manifest's activity log. */
export const getManifestActivity = defineEndpoint({
  name: 'getManifestActivity',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/manifests/:spaId/activity',
  area,
  summary: "A manifest's activity log (its state, its lines' counts, its items' corrections) with who and when, newest first",
  access: 'session',
  params: manifestActivityParamsSchema,
  query: historyQuerySchema,
  response: manifestActivityResponseSchema,
  errors: [404],
});
