import { z } from 'zod';
import { idText, TEXT_MAX, tooLong } from '../common/limits';
import { OFD_MESSAGES } from './messages';

// Schemas of Mark OFD, LM manifest and route batches (spec 000 §3). Requests are bounded; answers stay loose.

/** Most zones one OFD request may carry (a hub has at most 40 LM zones). */
export const OFD_MAX_ZONES = 50;
/** Most buyers a per-buyer OFD may name. */
export const OFD_MAX_BUYERS = 1000;
/** Most routes one route batch map may carry. */
export const ROUTE_BATCH_MAX_ROUTES = 200;

export const ROUTE_BATCHES = ['MORNING', 'AFTERNOON'] as const;
export const routeBatchSchema = z.enum(ROUTE_BATCHES, { error: 'Route batch must be MORNING or AFTERNOON' });
export type RouteBatch = z.infer<typeof routeBatchSchema>;

/** What an OFD task made (000 §2 "Mark OFD", "Generate LM Manifest"). */
export const OFD_TASK_KINDS = ['OFD', 'LM_MANIFEST'] as const;
export type OfdTaskKind = (typeof OFD_TASK_KINDS)[number];
/** An OFD task's status: one IN_PROGRESS task per zone at a time. */
export const OFD_TASK_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;

export const ofdHubParamsSchema = z.object({ hubId: idText('Hub id') });
export const ofdZoneParamsSchema = z.object({ hubId: idText('Hub id'), zoneId: idText('Zone id') });

/** Zone summary (OFD), 000 §3. `tonnage` is in tons; `selected` is the client's own flag and is always false here. */
export const ofdZoneSummarySchema = z.object({
  zoneId: z.string(),
  buyerCount: z.number(),
  tonnage: z.number(),
  readyForOfd: z.boolean().nullable(),
  ofdInProgress: z.boolean(),
  routeBatch: routeBatchSchema.nullable(),
});
export type OfdZoneSummary = z.infer<typeof ofdZoneSummarySchema>;

export const ofdZonesSummaryQuerySchema = z.object({
  dispatchWaveCutoffMinutes: z.coerce
    .number({ error: 'dispatchWaveCutoffMinutes must be a number' })
    .int('dispatchWaveCutoffMinutes must be a whole number')
    .min(0, 'dispatchWaveCutoffMinutes must be at least 0')
    .max(1440, 'dispatchWaveCutoffMinutes must be at most 1440')
    .optional(),
});
export const ofdZonesSummaryResponseSchema = z.object({ zones: z.array(ofdZoneSummarySchema), dispatchWaveCutoffMinutes: z.number().nullable() });

/** The per-zone header (title: zone id, buyer count and tonnage). */
export const ofdZoneItemsSummarySchema = z.object({
  zoneId: z.string(),
  buyerCount: z.number(),
  tonnage: z.number(),
  itemCount: z.number(),
  unitCount: z.number(),
  readyForOfd: z.boolean().nullable(),
  ofdInProgress: z.boolean(),
});
export type OfdZoneItemsSummary = z.infer<typeof ofdZoneItemsSummarySchema>;

/** Zone OFD drop point (000 §3): one buyer of the zone with its items. */
export const ofdDropPointSchema = z.object({
  orgUnitId: z.string(),
  orgUnitName: z.string(),
  address: z.string(),
  weightKg: z.number(),
  items: z.array(z.object({ itemId: z.string(), itemTitle: z.string(), qty: z.number(), imageUrl: z.string().nullable() })),
});
export type OfdDropPoint = z.infer<typeof ofdDropPointSchema>;
export const ofdDropsResponseSchema = z.object({ drops: z.array(ofdDropPointSchema) });

/** Comma-separated zone ids in a query (in-progress tasks). */
export const ofdInProgressQuerySchema = z.object({
  zoneIds: z
    .string()
    .max(OFD_MAX_ZONES * (TEXT_MAX.id + 1), tooLong('zoneIds', OFD_MAX_ZONES * (TEXT_MAX.id + 1)))
    .optional(),
});
export const ofdTaskSchema = z.object({
  taskId: z.string(),
  kind: z.enum(OFD_TASK_KINDS),
  status: z.enum(OFD_TASK_STATUSES),
  zoneIds: z.array(z.string()),
  driverId: z.string().nullable(),
  orgUnitIds: z.array(z.string()).nullable(),
  runsheetId: z.string().nullable(),
  createdAt: z.string(),
});
export type OfdTask = z.infer<typeof ofdTaskSchema>;
export const ofdInProgressResponseSchema = z.object({ tasks: z.array(ofdTaskSchema) });

/** Driver (000 §3, from driverNames). */
export const ofdDriverSchema = z.object({ driverId: z.string(), name: z.string(), vehicleNo: z.string().nullable(), contactNum: z.string() });
export type OfdDriver = z.infer<typeof ofdDriverSchema>;
export const driverNamesQuerySchema = z.object({ hubOrgUnitId: idText('Hub id') });
export const driverNamesResponseSchema = z.object({ driverNames: z.array(ofdDriverSchema) });

/**
 * OFD request (000 §3): zoneIds and driverId (the §5 message when either is missing), orgUnitIds for the per-buyer
 * flow, disableEmulation true for LM manifest generation.
 */
const pending = OFD_MESSAGES.selectionPending;
export const ofdRequestBodySchema = z.object({
  zoneIds: z.array(idText('Zone id'), { error: pending }).min(1, pending).max(OFD_MAX_ZONES, `At most ${OFD_MAX_ZONES} zones can be marked at once`),
  driverId: z.string({ error: pending }).trim().min(1, pending).max(TEXT_MAX.id, tooLong('Driver id', TEXT_MAX.id)),
  orgUnitIds: z
    .array(idText('Buyer id'))
    .min(1, 'Select at least one buyer')
    .max(OFD_MAX_BUYERS, `At most ${OFD_MAX_BUYERS} buyers can be marked at once`)
    .optional(),
  disableEmulation: z.boolean().optional(),
});
export type OfdRequestBody = z.infer<typeof ofdRequestBodySchema>;
export const ofdRequestResponseSchema = z.object({ task: ofdTaskSchema });

/** Route batch (000 §3): routeName and routeBatch. */
export const routeBatchRowSchema = z.object({ routeName: z.string(), zoneId: z.string().nullable(), routeBatch: routeBatchSchema.nullable() });
export type RouteBatchRow = z.infer<typeof routeBatchRowSchema>;
export const routeBatchPendingResponseSchema = z.object({ routes: z.array(routeBatchRowSchema) });
/** Batch info: today's routes with their batches and the hub clock the afternoon window is judged by. */
export const routeBatchInfoResponseSchema = z.object({
  batchDate: z.string(),
  routes: z.array(routeBatchRowSchema),
  hubMinuteOfDay: z.number(),
  afternoonStartMinute: z.number(),
  afternoonEndMinute: z.number(),
});
export type RouteBatchInfo = z.infer<typeof routeBatchInfoResponseSchema>;
export const routeBatchMapBodySchema = z.object({
  routes: z
    .array(z.object({ routeName: idText('Route name'), routeBatch: routeBatchSchema }))
    .min(1, 'Choose a batch for at least one route')
    .max(ROUTE_BATCH_MAX_ROUTES, `At most ${ROUTE_BATCH_MAX_ROUTES} routes can be mapped at once`),
});
export type RouteBatchMapBody = z.infer<typeof routeBatchMapBodySchema>;
export const routeBatchMapResponseSchema = z.object({ mapped: z.number(), pendingCount: z.number() });
