import { defineEndpoint } from '../endpoint';
import {
  mergeToteBodySchema,
  mergeToteDetailSchema,
  mergeToteParamsSchema,
  mergeToteResponseSchema,
  mergeZonesParamsSchema,
  mergeZonesResponseSchema,
  mergeZoneTotesParamsSchema,
  mergeZoneTotesResponseSchema,
} from './tote-merging';

// Zone tote merging calls (spec 000 §7 "Tote merging"), paths as the spec shows them. Any signed-in user (§6 shows no
// role check for hub flows), on hubs with the TOTE_MERGING pilot (each call's `pilot`: 409 with PILOT_REFUSALS.TOTE_MERGING
// otherwise, the screen's words too).
const area = 'hub-ops';

/** GET /hubOps/hubApp/merge-totes/hubs/{hubId}/zones */
export const getMergeZones = defineEndpoint({
  name: 'getMergeZones',
  method: 'GET',
  path: '/hubOps/hubApp/merge-totes/hubs/:hubId/zones',
  area,
  summary: 'Zones of the hub with at least 2 qualified totes, with their qualified tote count',
  access: 'session',
  pilot: 'TOTE_MERGING',
  params: mergeZonesParamsSchema,
  response: mergeZonesResponseSchema,
  errors: [404, 409],
});

/** GET /hubOps/hubApp/merge-totes/hubs/{hubId}/zones/{zoneId}/totes */
export const getMergeZoneTotes = defineEndpoint({
  name: 'getMergeZoneTotes',
  method: 'GET',
  path: '/hubOps/hubApp/merge-totes/hubs/:hubId/zones/:zoneId/totes',
  area,
  summary: "The zone's qualified totes (source candidates) with weight, lines and units",
  access: 'session',
  pilot: 'TOTE_MERGING',
  params: mergeZoneTotesParamsSchema,
  response: mergeZoneTotesResponseSchema,
  errors: [404, 409],
});

/** GET /hubOps/hubApp/merge-totes/hubs/{hubId}/totes/{toteId} */
export const getMergeTote = defineEndpoint({
  name: 'getMergeTote',
  method: 'GET',
  path: '/hubOps/hubApp/merge-totes/hubs/:hubId/totes/:toteId',
  area,
  summary: 'A source tote: its items and the suggested destination totes of its zone',
  access: 'session',
  pilot: 'TOTE_MERGING',
  params: mergeToteParamsSchema,
  response: mergeToteDetailSchema,
  errors: [404, 409],
});

/** POST /hubOps/hubApp/merge-totes/hubs/{hubId}/totes/{toteId} with destinationToteId */
export const mergeTote = defineEndpoint({
  name: 'mergeTote',
  method: 'POST',
  path: '/hubOps/hubApp/merge-totes/hubs/:hubId/totes/:toteId',
  area,
  summary: 'Merge a source tote into a suggested destination of its zone: every unit moves, the source becomes EMPTY_TOTE',
  access: 'session',
  pilot: 'TOTE_MERGING',
  params: mergeToteParamsSchema,
  body: mergeToteBodySchema,
  response: mergeToteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});
