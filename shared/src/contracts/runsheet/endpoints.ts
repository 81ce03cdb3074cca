import { defineEndpoint } from '../endpoint';
import {
  activeRunsheetsResponseSchema,
  closeBodySchema,
  closeResponseSchema,
  closeValidationResponseSchema,
  collectBodySchema,
  collectResponseSchema,
  dropPointsForItemQuerySchema,
  dropPointsResponseSchema,
  dropPointWriteResponseSchema,
  holdBodySchema,
  holdReasonsResponseSchema,
  holdStateResponseSchema,
  otpBodySchema,
  runsheetDropParamsSchema,
  runsheetHubParamsSchema,
  runsheetIdParamsSchema,
  runsheetItemParamsSchema,
  runsheetItemsResponseSchema,
  runsheetMapParamsSchema,
  runsheetToteParamsSchema,
  startActivityResponseSchema,
  toteScanResponseSchema,
  tripDistanceResponseSchema,
  verifyBodySchema,
} from './runsheet';

// Runsheet close (spec 001 §7 "Runsheet"): one contract per call. Role checks for these screens are not shown, so
// every call needs a session (docs/adr/006). Refusals are 4xx with the one error body; answers carry successful and
// message. Every write locks the runsheet row first, so two operators on one runsheet queue (docs/areas/runsheet.md).
const area = 'runsheet';
/** The runsheet a call names by `:id` (hub scoping, docs/adr/013): another hub's runsheet is refused with a 403. */
const runsheetById = { in: 'path', key: 'id', entity: 'runsheet' } as const;
/** The same, named by `:runsheetId`. */
const runsheetByRunsheetId = { in: 'path', key: 'runsheetId', entity: 'runsheet' } as const;

/** GET /runsheet/getAllActiveRunsheets/{hubId}: runsheets not closed yet, Forward and Reverse. */
export const getAllActiveRunsheets = defineEndpoint({
  name: 'getAllActiveRunsheets',
  method: 'GET',
  path: '/runsheet/getAllActiveRunsheets/:hubId',
  area,
  summary: 'Runsheets of a hub that are not closed (NOT_STARTED or IN_PROGRESS), with driver, vehicle and shipments',
  access: 'session',
  params: runsheetHubParamsSchema,
  response: activeRunsheetsResponseSchema,
  errors: [404],
});

/** GET /runsheet/fetchRunsheetItemsList/{id}: plain view (itemsList). */
export const fetchRunsheetItemsList = defineEndpoint({
  name: 'fetchRunsheetItemsList',
  method: 'GET',
  path: '/runsheet/fetchRunsheetItemsList/:id',
  area,
  summary: 'Items to collect back (plain view: itemsList) and the intercity not-delivered reasons',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  response: runsheetItemsResponseSchema,
  errors: [404],
});

/** GET /runsheet/fetchRunsheetItemsList/v2/{id}: tote view (toteItemsList, looseItemsList) plus itemsList. */
export const fetchRunsheetItemsListV2 = defineEndpoint({
  name: 'fetchRunsheetItemsListV2',
  method: 'GET',
  path: '/runsheet/fetchRunsheetItemsList/v2/:id',
  area,
  summary: 'Totes and crates with their items, loose items, all items, and the intercity not-delivered reasons',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  response: runsheetItemsResponseSchema,
  errors: [404],
});

/** GET /runsheet/fetchRunsheetDropPointsDetails/{id}. */
export const fetchRunsheetDropPointsDetails = defineEndpoint({
  name: 'fetchRunsheetDropPointsDetails',
  method: 'GET',
  path: '/runsheet/fetchRunsheetDropPointsDetails/:id',
  area,
  summary: 'Drop points in sequence with OTP requirement, completion, cash and shipments',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  response: dropPointsResponseSchema,
  errors: [404],
});

/** GET /runsheet/fetchDropPointsForItem/{runsheetId}/{itemId}?setBreakItem: the drop(s) an item belongs to. */
export const fetchDropPointsForItem = defineEndpoint({
  name: 'fetchDropPointsForItem',
  method: 'GET',
  path: '/runsheet/fetchDropPointsForItem/:runsheetId/:itemId',
  area,
  summary: "The item's drop point; with setBreakItem=true every drop of the runsheet that received the same SKU (a set broken across drops)",
  access: 'session',
  hub: runsheetByRunsheetId,
  params: runsheetItemParamsSchema,
  query: dropPointsForItemQuerySchema,
  response: dropPointsResponseSchema,
  errors: [404],
});

/** POST /runsheet/startRunsheetCloseActivity/{id}: NOT_STARTED -> IN_PROGRESS. */
export const startRunsheetCloseActivity = defineEndpoint({
  name: 'startRunsheetCloseActivity',
  method: 'POST',
  path: '/runsheet/startRunsheetCloseActivity/:id',
  area,
  summary: 'Start the close activity (NOT_STARTED -> IN_PROGRESS)',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  response: startActivityResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /runsheet/endRunsheetCloseActivity/{id}: close (-> ENDED), units and crates back into the hub. */
export const endRunsheetCloseActivity = defineEndpoint({
  name: 'endRunsheetCloseActivity',
  method: 'POST',
  path: '/runsheet/endRunsheetCloseActivity/:id',
  area,
  summary:
    'Close: re-validates, refuses an unapproved excess trip distance (L1/Admin may close with a reason), records missing crates and cash, moves collected units to RTO/REATTEMPT zones and crates to hub stock',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  body: closeBodySchema,
  response: closeResponseSchema,
  errors: [403, 404, 409],
  idempotent: true,
});

/** POST /runsheet/updateRunSheetState/{id}: HOLD with a reason, or UN_HOLD. */
export const updateRunSheetState = defineEndpoint({
  name: 'updateRunSheetState',
  method: 'POST',
  path: '/runsheet/updateRunSheetState/:id',
  area,
  summary: 'Hold (with a reason from getOnHoldReasons) or un-hold; a held runsheet cannot close',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  body: holdBodySchema,
  response: holdStateResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /runsheet/collectItem/{id}: one scanned item NOT_STARTED -> COLLECTED. */
export const collectItem = defineEndpoint({
  name: 'collectItem',
  method: 'POST',
  path: '/runsheet/collectItem/:id',
  area,
  summary: 'Collect items back (NOT_STARTED -> COLLECTED); an intercity item without a reason needs one',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  body: collectBodySchema,
  response: collectResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /runsheet/bulkCollectItem/{id}: several items; with toteId it verifies the items of that tote. */
export const bulkCollectItem = defineEndpoint({
  name: 'bulkCollectItem',
  method: 'POST',
  path: '/runsheet/bulkCollectItem/:id',
  area,
  summary: 'Collect several items; with toteId, verify the selected items of a scanned tote (the tote is Verified once all are)',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  body: collectBodySchema,
  response: collectResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /runsheet/persistVerify/{id}: verify a shipment of a drop, or undo it; the drop's completion is recomputed. */
export const persistVerify = defineEndpoint({
  name: 'persistVerify',
  method: 'POST',
  path: '/runsheet/persistVerify/:id',
  area,
  summary: "Verify a shipment at its drop point, or undo; answers the drop's refreshed state",
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  body: verifyBodySchema,
  response: dropPointWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /runsheet/otpValidation/{runsheetId}/{dropPointId}: a valid OTP clears the drop's OTP requirement. */
export const otpValidation = defineEndpoint({
  name: 'otpValidation',
  method: 'POST',
  path: '/runsheet/otpValidation/:runsheetId/:dropPointId',
  area,
  summary: 'Validate the OTP a drop point expects (5 wrong attempts lock it); a valid one clears the requirement',
  access: 'session',
  hub: runsheetByRunsheetId,
  params: runsheetDropParamsSchema,
  body: otpBodySchema,
  response: dropPointWriteResponseSchema,
  errors: [404, 409, 422, 429],
  idempotent: true,
});

/** POST /runsheet/scanCrates/{runsheetId}/{toteId}: Scan Pending -> Scanned. */
export const scanCrates = defineEndpoint({
  name: 'scanCrates',
  method: 'POST',
  path: '/runsheet/scanCrates/:runsheetId/:toteId',
  area,
  summary: 'Scan a tote or crate back in (Scan Pending -> Scanned; an empty one is Verified at once)',
  access: 'session',
  hub: runsheetByRunsheetId,
  params: runsheetToteParamsSchema,
  response: toteScanResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /runsheet/{runsheetId}/dropPoint/{dropPointId}/reattempt: Mark Not Attempted (hub reattempt enabled). */
export const markDropPointReattempt = defineEndpoint({
  name: 'markDropPointReattempt',
  method: 'POST',
  path: '/runsheet/:runsheetId/dropPoint/:dropPointId/reattempt',
  area,
  summary: 'Mark a drop not attempted (only with hub reattempt enabled); its units go to REATTEMPT-ZONE at close',
  access: 'session',
  hub: runsheetByRunsheetId,
  params: runsheetDropParamsSchema,
  response: dropPointWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** GET /runsheet/validateCloseRunsheetActivity/{id}: SUCCESS=0, DP_VERIFICATION_PENDING=1, ASSET_VERIFICATION_PENDING=2. */
export const validateCloseRunsheetActivity = defineEndpoint({
  name: 'validateCloseRunsheetActivity',
  method: 'GET',
  path: '/runsheet/validateCloseRunsheetActivity/:id',
  area,
  summary: 'Whether the runsheet can close: drops and items pending (1), crates not scanned (2), or ready (0) with cash and distance',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  response: closeValidationResponseSchema,
  errors: [404, 409],
});

/** GET /runsheet/getOnHoldReasons/{id}: hold reasons and the current hold state. */
export const getOnHoldReasons = defineEndpoint({
  name: 'getOnHoldReasons',
  method: 'GET',
  path: '/runsheet/getOnHoldReasons/:id',
  area,
  summary: 'Hold reasons, and whether the runsheet is on hold (and why)',
  access: 'session',
  hub: runsheetById,
  params: runsheetIdParamsSchema,
  response: holdReasonsResponseSchema,
  errors: [404],
});

/**
 * GET /runsheet/tripDistance/{runsheetId}/{hubId}: what the route map (spec 001 §2, the Approve-distance page) shows:
 * travelled against planned distance, the approval, and the stops. Anyone at the hub may look (docs/areas/runsheet.md).
 */
export const getTripDistance = defineEndpoint({
  name: 'getTripDistance',
  method: 'GET',
  path: '/runsheet/tripDistance/:runsheetId/:hubId',
  area,
  summary: "A runsheet's travelled and planned distance, its approval (who, when, override reason) and its stops with coordinates",
  access: 'session',
  params: runsheetMapParamsSchema,
  response: tripDistanceResponseSchema,
  errors: [404],
});

/**
 * POST /runsheet/approveTripDistance/{runsheetId}/{hubId}: a hub manager approves the excess trip distance (who and
 * when recorded); the close is refused until then (docs/areas/runsheet.md "Trip distance", docs/adr/006).
 */
export const approveTripDistance = defineEndpoint({
  name: 'approveTripDistance',
  method: 'POST',
  path: '/runsheet/approveTripDistance/:runsheetId/:hubId',
  area,
  summary: 'Approve the excess trip distance of a runsheet not closed yet (hub manager); records who and when',
  access: 'hubManager',
  params: runsheetMapParamsSchema,
  response: tripDistanceResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/**
 * POST /runsheet/otpLock/{runsheetId}/{dropPointId}/release (ours): a hub manager of the runsheet's hub releases a
 * drop's OTP lock (OTP_MAX_ATTEMPTS wrong OTPs), so the OTP can be entered again and the close is no longer blocked for
 * good; the attempts start over and the release is audited (docs/areas/runsheet.md "OTP lock").
 */
export const releaseOtpLock = defineEndpoint({
  name: 'releaseOtpLock',
  method: 'POST',
  path: '/runsheet/otpLock/:runsheetId/:dropPointId/release',
  area,
  summary: "Release a drop point's OTP lock after too many wrong OTPs (hub manager of the runsheet's hub); audited",
  access: 'hubManager',
  hub: runsheetByRunsheetId,
  params: runsheetDropParamsSchema,
  response: dropPointWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});
