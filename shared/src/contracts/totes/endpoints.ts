import { defineEndpoint } from '../endpoint';
import { hubIdParamsSchema } from '../hubs/hubs';
import {
  assetCodeParamsSchema,
  assetSchema,
  assetDetailsQuerySchema,
  assetDetailsResponseSchema,
  assetHistoryResponseSchema,
  assetValidationSchema,
  assetWriteResponseSchema,
  bulkAssetInfoBodySchema,
  bulkAssetInfoResponseSchema,
  detagResponseSchema,
  hubAssetParamsSchema,
  markFoundBodySchema,
  markUsableParamsSchema,
  psvCloseResponseSchema,
  psvRecordBodySchema,
  psvRecordResponseSchema,
  psvSummaryQuerySchema,
  psvStartResponseSchema,
  psvSummaryResponseSchema,
  psvTaskParamsSchema,
  psvTasksQuerySchema,
  psvTasksResponseSchema,
  receiveBodySchema,
  sendBodySchema,
  sessionResponseSchema,
  startSessionBodySchema,
  tagBodySchema,
  taggedTotesResponseSchema,
  tagResponseSchema,
  toteParamsSchema,
  toteSummarySchema,
  toteZoneParamsSchema,
  undoBodySchema,
  zoneForToteResponseSchema,
  zoneParamsSchema,
  zonesResponseSchema,
} from './schemas';

// Tote management and segregation setup (spec 001 §7): one contract per call. Paths the spec shows are kept; the
// ones it does not (categories, mark found, receive, send, undo, segregation session) are in docs/areas/totes.md.
const area = 'totes';
/** The PSV task a call names by `:id`: another hub's task is refused with a 403 (hub scoping, docs/adr/013). */
const psvTaskByPath = { in: 'path', key: 'id', entity: 'psvTask' } as const;
/**
 * The asset a troubleshoot call names: refused with a 403 unless it is at (or on a vehicle of, or being sent to) one of
 * the user's hubs. L1 and admin, who troubleshoot across hubs, are given all hubs.
 */
const assetByPath = { in: 'path', key: 'assetCode', entity: 'asset' } as const;

/** GET /asset-v2/summary/{hubId}/count/summary: live counts over the hub's totes. */
export const getToteSummary = defineEndpoint({
  name: 'getToteSummary',
  method: 'GET',
  path: '/asset-v2/summary/:hubId/count/summary',
  area,
  summary: 'Active, under-PSV and pending-activation totes at the hub, and totes lost in the last 7 days',
  access: 'session',
  params: hubIdParamsSchema,
  response: toteSummarySchema,
  errors: [404],
});

/** GET /asset-v2/psv/{hubId}/pending?tab=PENDING|COMPLETED: the managers' PSV task list. */
export const getPsvTasks = defineEndpoint({
  name: 'getPsvTasks',
  method: 'GET',
  path: '/asset-v2/psv/:hubId/pending',
  area,
  summary: "The hub's PSV tasks of one tab (Pending: CREATED/PROCESSING; Completed: PROCESSED/ABANDONED), newest first",
  access: 'manager',
  params: hubIdParamsSchema,
  query: psvTasksQuerySchema,
  response: psvTasksResponseSchema,
  errors: [404],
});

/** GET /asset-v2/psv/{hubId}/summary?psvTaskId=: the verification view of one task (default: the hub's open task). */
export const getPsvSummary = defineEndpoint({
  name: 'getPsvSummary',
  method: 'GET',
  path: '/asset-v2/psv/:hubId/summary',
  area,
  summary: 'PSV data of a task (default: the newest open task of the hub): verified/total, by size, by last activity',
  access: 'session',
  params: hubIdParamsSchema,
  query: psvSummaryQuerySchema,
  response: psvSummaryResponseSchema,
  errors: [404],
});

/**
 * POST /asset-v2/psv/{hubId}/tasks (path ours, issue 33: the spec shows tasks but not how one starts): a CREATED task
 * over every tote at the hub; 409 while the hub has an open (CREATED or PROCESSING) task.
 */
export const startPsvTask = defineEndpoint({
  name: 'startPsvTask',
  method: 'POST',
  path: '/asset-v2/psv/:hubId/tasks',
  area,
  summary: 'Start a PSV task over every tote at the hub (not lost); refused while the hub has an open task',
  access: 'psvStart',
  params: hubIdParamsSchema,
  response: psvStartResponseSchema,
  errors: [404, 409],
  // A double tap or a retry after a lost answer gets the task it started, not "already open".
  idempotent: true,
});

/** POST /asset-v2/psv/psvTask/{id}/close: lost = pending, state PROCESSED, the pending assets become LOST. */
export const closePsvTask = defineEndpoint({
  name: 'closePsvTask',
  method: 'POST',
  path: '/asset-v2/psv/psvTask/:id/close',
  area,
  summary: 'Close a CREATED or PROCESSING task: pending assets become lost (asset state LOST), the task PROCESSED',
  access: 'manager',
  hub: psvTaskByPath,
  params: psvTaskParamsSchema,
  response: psvCloseResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /asset-v2/psv/{hubId}/record: one scanned tote verified in the task (once per task and tote). */
export const recordPsvScan = defineEndpoint({
  name: 'recordPsvScan',
  method: 'POST',
  path: '/asset-v2/psv/:hubId/record',
  area,
  summary: "Verify a scanned tote in the hub's open PSV task (or the given one); a repeat scan is counted once",
  access: 'session',
  params: hubIdParamsSchema,
  body: psvRecordBodySchema,
  response: psvRecordResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** GET /asset-v2/psv/psvTask/{id}/asset/download: the task's assets as an .xlsx ('{task}_asset_list.xlsx'). */
export const downloadPsvAssets = defineEndpoint({
  name: 'downloadPsvAssets',
  method: 'GET',
  path: '/asset-v2/psv/psvTask/:id/asset/download',
  area,
  summary: "The task's assets as an xlsx workbook: code, size, state, last activity, verified, who and when",
  access: 'manager',
  hub: psvTaskByPath,
  params: psvTaskParamsSchema,
  errors: [404],
});

/** GET /asset-v2/troubleshoot/{assetCode}: the asset card. */
export const getTroubleshootAsset = defineEndpoint({
  name: 'getTroubleshootAsset',
  method: 'GET',
  path: '/asset-v2/troubleshoot/:assetCode',
  area,
  summary: 'An asset: state (and as shown), size, contents, place, usability',
  access: 'session',
  hub: assetByPath,
  params: assetCodeParamsSchema,
  response: assetSchema,
  errors: [404],
});

/** GET /asset-v2/troubleshoot/{assetCode}/history: the asset's logs, newest first. */
export const getAssetHistory = defineEndpoint({
  name: 'getAssetHistory',
  method: 'GET',
  path: '/asset-v2/troubleshoot/:assetCode/history',
  area,
  summary: "The asset's history logs, newest first",
  access: 'session',
  hub: assetByPath,
  params: assetCodeParamsSchema,
  response: assetHistoryResponseSchema,
  errors: [404],
});

/** GET /asset-v2/troubleshoot/{assetCode}/details?assetActivityReferenceType=&refId=: what a log row refers to. */
export const getAssetLogDetails = defineEndpoint({
  name: 'getAssetLogDetails',
  method: 'GET',
  path: '/asset-v2/troubleshoot/:assetCode/details',
  area,
  summary: 'Details of the entity a history row refers to (PSV task, zone, hub, manifest, runsheet)',
  access: 'session',
  hub: assetByPath,
  params: assetCodeParamsSchema,
  query: assetDetailsQuerySchema,
  response: assetDetailsResponseSchema,
  errors: [404],
});

/** GET /asset-v2/troubleshoot/validate/{hubId}/{assetCode}: may this asset be used (tagged) at this hub now? */
export const validateAsset = defineEndpoint({
  name: 'validateAsset',
  method: 'GET',
  path: '/asset-v2/troubleshoot/validate/:hubId/:assetCode',
  area,
  summary: 'Usability of an asset at a hub: usable, or not usable with the reason (answered, not refused)',
  access: 'session',
  params: hubAssetParamsSchema,
  response: assetValidationSchema,
  errors: [404],
});

/** PUT /asset-v2/troubleshoot/mark-usable/{hubId}/{assetCode}/{referenceId}: make a not-usable asset usable again. */
export const markAssetUsable = defineEndpoint({
  name: 'markAssetUsable',
  method: 'PUT',
  path: '/asset-v2/troubleshoot/mark-usable/:hubId/:assetCode/:referenceId',
  area,
  summary: 'Mark an asset at the hub usable (GOOD_TO_USE), logged with what the operator was tagging for',
  access: 'session',
  params: markUsableParamsSchema,
  response: assetWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /asset-v2/troubleshoot/asset/info/assetCode/bulk: asset cards of a list of codes (L1 or admin). */
export const getBulkAssetInfo = defineEndpoint({
  name: 'getBulkAssetInfo',
  method: 'POST',
  path: '/asset-v2/troubleshoot/asset/info/assetCode/bulk',
  area,
  summary: 'Asset cards of up to 200 codes; unknown codes listed apart',
  access: 'l1OrAdmin',
  hub: { in: 'body', key: 'assetCodes', entity: 'asset' },
  body: bulkAssetInfoBodySchema,
  response: bulkAssetInfoResponseSchema,
});

/** POST /asset-v2/troubleshoot/mark-found: a LOST permanent tote found at a hub (path not shown by the spec). */
export const markAssetFound = defineEndpoint({
  name: 'markAssetFound',
  method: 'POST',
  path: '/asset-v2/troubleshoot/mark-found',
  area,
  summary: 'Mark a lost permanent tote found at a hub: LOST -> GOOD_TO_USE there, logged (L1 or admin)',
  access: 'l1OrAdmin',
  // The hub it is found at is the user's; where it was lost is not checked (a lost tote turns up at another hub).
  hub: { in: 'body', key: 'hubId' },
  body: markFoundBodySchema,
  response: assetWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /asset-v2/receive/{hubId}: a tote in transit to this hub arrives (GOOD_TO_USE here). */
export const receiveTote = defineEndpoint({
  name: 'receiveTote',
  method: 'POST',
  path: '/asset-v2/receive/:hubId',
  area,
  summary: 'Receive a tote in transit to this hub (sent to it, or on one of its vehicles): GOOD_TO_USE at the hub',
  access: 'session',
  params: hubIdParamsSchema,
  body: receiveBodySchema,
  response: assetWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /asset-v2/receive/{hubId}/undo: undo the caller's last receive of a tote. */
export const undoReceiveTote = defineEndpoint({
  name: 'undoReceiveTote',
  method: 'POST',
  path: '/asset-v2/receive/:hubId/undo',
  area,
  summary: "Undo the caller's receive of a tote while it is the tote's last event",
  access: 'session',
  params: hubIdParamsSchema,
  body: undoBodySchema,
  response: assetWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/**
 * POST /asset-v2/send/{hubId}: an empty usable tote leaves for another hub (IN_TRANSFER). Only the sending hub
 * (`:hubId`) is scoped: `destinationHubId` is deliberately not checked against the user's hubs, since sending a tote
 * to another hub is the point of the call.
 */
export const sendTote = defineEndpoint({
  name: 'sendTote',
  method: 'POST',
  path: '/asset-v2/send/:hubId',
  area,
  summary: 'Send an empty usable tote of this hub to another hub: IN_TRANSFER, logged with the destination',
  access: 'session',
  params: hubIdParamsSchema,
  body: sendBodySchema,
  response: assetWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /asset-v2/send/{hubId}/undo: undo the caller's last send of a tote. */
export const undoSendTote = defineEndpoint({
  name: 'undoSendTote',
  method: 'POST',
  path: '/asset-v2/send/:hubId/undo',
  area,
  summary: "Undo the caller's send of a tote while it is the tote's last event",
  access: 'session',
  params: hubIdParamsSchema,
  body: undoBodySchema,
  response: assetWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

// ---- Segregation setup
const segregation = 'segregation';

/** GET /hubOps/hubApp/{hubId}/zones: the hub's zones (the autocomplete). */
export const getSegregationZones = defineEndpoint({
  name: 'getSegregationZones',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/zones',
  area: segregation,
  summary: "The hub's zones, sorted by id",
  access: 'session',
  params: hubIdParamsSchema,
  response: zonesResponseSchema,
  errors: [404],
});

/** GET /hubOps/hubApp/{hubId}/taggedTotes/zone/{zone}. */
export const getTaggedTotes = defineEndpoint({
  name: 'getTaggedTotes',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/taggedTotes/zone/:zone',
  area: segregation,
  summary: 'Totes tagged to a zone, latest first',
  access: 'session',
  params: zoneParamsSchema,
  response: taggedTotesResponseSchema,
  errors: [404],
});

/** POST /hubOps/hubApp/{hubId}/tagTote/{tote}/zone/{zone}: tag (or move) a tote to a zone. */
export const tagToteToZone = defineEndpoint({
  name: 'tagToteToZone',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/tagTote/:tote/zone/:zone',
  area: segregation,
  summary: 'Tag a tote to a zone; a tote tagged elsewhere is moved (both logged); tagging it again changes nothing',
  access: 'session',
  params: toteZoneParamsSchema,
  body: tagBodySchema,
  response: tagResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /hubOps/hubApp/{hubId}/detagTote/{tote}/zone/{zone}. */
export const detagToteFromZone = defineEndpoint({
  name: 'detagToteFromZone',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/detagTote/:tote/zone/:zone',
  area: segregation,
  summary: 'Remove a tote from the zone it is tagged to',
  access: 'session',
  params: toteZoneParamsSchema,
  body: tagBodySchema,
  response: detagResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** GET /hubOps/hubApp/{hubId}/getZoneForTote/{toteId}: zoneId (null when untagged) and toteId. */
export const getZoneForTote = defineEndpoint({
  name: 'getZoneForTote',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/getZoneForTote/:toteId',
  area: segregation,
  summary: 'The zone a tote is tagged to at the hub (null when none)',
  access: 'session',
  params: toteParamsSchema,
  response: zoneForToteResponseSchema,
  errors: [404],
});

/** POST /hubOps/hubApp/{hubId}/segregation/session: a segregation session (15-character id) recorded on the server. */
export const startSegregationSession = defineEndpoint({
  name: 'startSegregationSession',
  method: 'POST',
  path: '/hubOps/hubApp/:hubId/segregation/session',
  area: segregation,
  summary: 'Record a segregation session for the caller at the hub; answers its 15-character id',
  access: 'session',
  params: hubIdParamsSchema,
  body: startSessionBodySchema,
  response: sessionResponseSchema,
  errors: [404],
  idempotent: true,
});
