import { z } from 'zod';
import { ASSET_EVENT_TYPES_LIST, ASSET_STATES_LIST, PSV_ACTIVITY_LIST, PSV_TASK_STATE_LIST } from './values';
import { PERMANENT_TOTE, SEGREGATION_SESSION_ID_LENGTH, TOTE_STRING, normalizeScan } from './tote-codes';
import { TOTE_MESSAGES, TOTE_REFUSALS } from './messages';
import { historyLineSchema } from '../history/history';

// Schemas of tote management and segregation setup (spec 001 §3). Requests are bounded (every string has a max);
// answers stay loose where the spec leaves them open.

const id = (label: string, max = 64) => z.string().min(1, `${label} is required`).max(max, `${label} must be at most ${max} characters`);
/** A tote code from a path or body: normalised like a scan, then checked against the tote string. */
export const toteCodeSchema = id('Tote ID', 32)
  .transform(normalizeScan)
  .superRefine((code, ctx) => {
    if (!TOTE_STRING.test(code)) ctx.addIssue({ code: 'custom', message: TOTE_REFUSALS.invalidTote(code) });
  });
/** A permanent tote code (Troubleshoot Issues). */
export const permanentToteSchema = id('Asset code', 32)
  .transform(normalizeScan)
  .superRefine((code, ctx) => {
    if (!PERMANENT_TOTE.test(code)) ctx.addIssue({ code: 'custom', message: TOTE_MESSAGES.invalidPermanentCode });
  });

export const psvTaskParamsSchema = z.object({ id: id('PSV task id') });
export const assetCodeParamsSchema = z.object({ assetCode: toteCodeSchema });
export const hubAssetParamsSchema = z.object({ hubId: id('Hub id'), assetCode: toteCodeSchema });

// ---- summary
/** Tote summary (001 §3) plus the managers' panel figure (totes marked lost in the last 7 days). */
export const toteSummarySchema = z.object({
  totalActiveCount: z.number(),
  psvCount: z.number(),
  pendingOnboardCount: z.number(),
  lostThisWeekCount: z.number(),
});
export type ToteSummary = z.infer<typeof toteSummarySchema>;

// ---- PSV
export const psvTaskStateSchema = z.enum(PSV_TASK_STATE_LIST);
export const psvActivitySchema = z.enum(PSV_ACTIVITY_LIST);
/** PSV task card (001 §3). */
export const psvTaskSchema = z.object({
  psvTaskId: z.string(),
  state: psvTaskStateSchema,
  createdAt: z.string(),
  totalAssetCount: z.number(),
  verifiedAssetCount: z.number(),
  pendingVerificationAssetCount: z.number(),
  lostAssetCount: z.number(),
});
export type PsvTask = z.infer<typeof psvTaskSchema>;
export const PSV_TABS = ['PENDING', 'COMPLETED'] as const;
export type PsvTab = (typeof PSV_TABS)[number];
export const psvTasksQuerySchema = z.object({ tab: z.enum(PSV_TABS).default('PENDING') });
export const psvTasksResponseSchema = z.object({ tasks: z.array(psvTaskSchema) });

/** PSV data (001 §3): verified / total, distribution by size, per-activity counts. */
export const psvDataSchema = z.object({
  psvTaskId: z.string(),
  state: psvTaskStateSchema,
  createdAt: z.string(),
  verifiedAssetCount: z.number(),
  totalAssetCount: z.number(),
  assetDistribution: z.array(z.object({ assetSizeClassification: z.string(), verifiedAssetCount: z.number(), totalAssetCount: z.number() })),
  activities: z.array(z.object({ activity: psvActivitySchema, verifiedAssetCount: z.number(), totalAssetCount: z.number() })),
});
export type PsvData = z.infer<typeof psvDataSchema>;
export const psvSummaryQuerySchema = z.object({ psvTaskId: id('PSV task id').optional() });
/** The hub's open task's data (or the asked task's); null when the hub has no open task. */
export const psvSummaryResponseSchema = z.object({ task: psvDataSchema.nullable() });

export const psvRecordBodySchema = z.object({ assetCode: toteCodeSchema, psvTaskId: id('PSV task id').optional() });
export const psvRecordResponseSchema = z.object({
  psvTaskId: z.string(),
  assetCode: z.string(),
  /** True when this task had already recorded the tote (the scan is counted once). */
  alreadyVerified: z.boolean(),
  verifiedAssetCount: z.number(),
  totalAssetCount: z.number(),
});
export type PsvRecordResult = z.infer<typeof psvRecordResponseSchema>;
/** POST /asset-v2/psv/{hubId}/tasks: the new task's card and the toast's words. */
export const psvStartResponseSchema = z.object({ message: z.string(), task: psvTaskSchema });
export type PsvStartResult = z.infer<typeof psvStartResponseSchema>;
export const psvCloseResponseSchema = z.object({ successful: z.literal(true), message: z.string(), task: psvTaskSchema });

// ---- assets (troubleshoot; reused by dispatch tagging)
export const assetStateSchema = z.enum(ASSET_STATES_LIST);
export const assetContentSchema = z.object({
  assetContentEntityId: z.string(),
  assetContentEntityName: z.string(),
  skuEan: z.string(),
  skuImageUrl: z.string().nullable(),
  totalUnits: z.number(),
  referenceIds: z.array(z.string()),
  assetQcResult: z.enum(['PASS', 'FAIL']),
});
export type AssetContent = z.infer<typeof assetContentSchema>;
/** Asset (tote), 001 §3; `shownState` is the state as the screens show it (001 §4). */
export const assetSchema = z.object({
  assetCode: z.string(),
  assetType: z.string(),
  assetState: assetStateSchema,
  shownState: z.string(),
  assetMetadata: z.object({ ASSET_SIZE: z.string() }),
  assetContents: z.array(assetContentSchema),
  inScanStatus: z.string(),
  zone: z.string().nullable(),
  hubOrgUnitId: z.string().nullable(),
  vehicleId: z.string().nullable(),
  isUsable: z.boolean(),
  unusableReason: z.string().nullable(),
  lastActivity: z.string(),
  updatedAt: z.string(),
});
export type Asset = z.infer<typeof assetSchema>;
export const assetLogSchema = z.object({
  id: z.number(),
  assetEventType: z.enum(ASSET_EVENT_TYPES_LIST),
  assetActivityReferenceId: z.string().nullable(),
  assetActivityReferenceType: z.string().nullable(),
  locationName: z.string(),
  activityPerformedBy: z.string(),
  updatedAt: z.string(),
});
export type AssetLog = z.infer<typeof assetLogSchema>;
/**
 * The asset's history: its logs, newest first, and (issue 34) the corrections of the items it holds or held, newest
 * first, as item timeline lines (docs/areas/history.md).
 */
export const assetHistoryResponseSchema = z.object({
  assetCode: z.string(),
  assetLogs: z.array(assetLogSchema),
  corrections: z.array(historyLineSchema).max(100).default([]),
});
export const ASSET_REFERENCE_TYPE_LIST = ['ACTIVITY_GROUP', 'RUNSHEET', 'PSV_TASK', 'ZONE', 'HUB'] as const;
export const assetDetailsQuerySchema = z.object({ assetActivityReferenceType: z.enum(ASSET_REFERENCE_TYPE_LIST), refId: id('Reference id') });
/** What a history row's reference is (a PSV task, a zone, a hub, a manifest, a runsheet) as label/value pairs. */
export const assetDetailsResponseSchema = z.object({
  assetActivityReferenceType: z.string(),
  refId: z.string(),
  title: z.string(),
  fields: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type AssetDetails = z.infer<typeof assetDetailsResponseSchema>;
export const assetValidationSchema = z.object({
  assetCode: z.string(),
  assetState: assetStateSchema,
  usable: z.boolean(),
  /** Why it is not usable (null when usable). */
  reason: z.string().nullable(),
});
export type AssetValidation = z.infer<typeof assetValidationSchema>;
/** mark-usable's third segment: what the operator was tagging for (a manifest id in dispatch, TROUBLESHOOT here). */
export const markUsableParamsSchema = z.object({ hubId: id('Hub id'), assetCode: toteCodeSchema, referenceId: id('Reference id') });
export const assetWriteResponseSchema = z.object({ successful: z.literal(true), message: z.string(), asset: assetSchema });
export const bulkAssetInfoBodySchema = z.object({
  assetCodes: z
    .array(z.string().max(32, 'Asset code must be at most 32 characters').transform(normalizeScan))
    .min(1, 'Enter at least one asset code')
    .max(200, 'At most 200 asset codes at a time'),
});
export const bulkAssetInfoResponseSchema = z.object({ assets: z.array(assetSchema), notFound: z.array(z.string()) });
export const markFoundBodySchema = z.object({ assetCode: permanentToteSchema, hubId: id('Hub id') });

// ---- receive and send (001 §2 leaves their content open; docs/areas/totes.md "Receive and send")
export const receiveBodySchema = z.object({ assetCode: toteCodeSchema });
export const sendBodySchema = z.object({ assetCode: toteCodeSchema, destinationHubId: id('Destination hub') });
export const undoBodySchema = z.object({ assetCode: toteCodeSchema });

// ---- segregation
export const zonesResponseSchema = z.object({ zones: z.array(z.object({ zoneId: z.string(), zoneType: z.string() })) });
export type SegregationZone = z.infer<typeof zonesResponseSchema>['zones'][number];
export const zoneParamsSchema = z.object({ hubId: id('Hub id'), zone: id('Zone', 64) });
export const toteZoneParamsSchema = z.object({ hubId: id('Hub id'), tote: toteCodeSchema, zone: id('Zone', 64) });
export const toteParamsSchema = z.object({ hubId: id('Hub id'), toteId: toteCodeSchema });
export const taggedToteSchema = z.object({ toteId: z.string(), zoneId: z.string(), taggedBy: z.string(), taggedAt: z.string() });
export type TaggedTote = z.infer<typeof taggedToteSchema>;
export const taggedTotesResponseSchema = z.object({ zoneId: z.string(), totes: z.array(taggedToteSchema) });
export const sessionIdSchema = z
  .string()
  .length(SEGREGATION_SESSION_ID_LENGTH, `Session id must be ${SEGREGATION_SESSION_ID_LENGTH} characters`)
  .regex(/^[A-Za-z0-9]+$/, 'Session id must be letters and digits');
export const tagBodySchema = z.object({ sessionId: sessionIdSchema.optional() });
export const tagResponseSchema = z.object({
  successful: z.literal(true),
  toteId: z.string(),
  zoneId: z.string(),
  /** The zone the tote was moved from (null when it was not tagged elsewhere). */
  movedFrom: z.string().nullable(),
  alreadyTagged: z.boolean(),
});
export const detagResponseSchema = z.object({ successful: z.literal(true), toteId: z.string(), zoneId: z.string() });
export const zoneForToteResponseSchema = z.object({ toteId: z.string(), zoneId: z.string().nullable() });
export const startSessionBodySchema = z.object({ zoneId: id('Zone').optional() });
export const sessionResponseSchema = z.object({ sessionId: z.string(), startedAt: z.string() });
