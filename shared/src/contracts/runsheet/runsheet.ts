import { z } from 'zod';
import { normaliseScanInput } from '../../validation/scan';
import { TOTE_STRING_PATTERN, VEHICLE_NUMBER_MIN_LENGTH } from '../../validation/identifiers';
import { TEXT_MAX, tooLong } from '../common/limits';
import { DELIVERY_OUTCOMES } from '../common/values';
import { DISTANCE_OVERRIDE_REASON_MIN, RUNSHEET_MAX_ITEMS_PER_CALL, RUNSHEET_MESSAGES } from './messages';

/** Runsheet activity status (spec 001 §3). */
export const RUNSHEET_ACTIVITY = ['NOT_STARTED', 'IN_PROGRESS', 'ENDED'] as const;
export const runsheetActivitySchema = z.enum(RUNSHEET_ACTIVITY);
export type RunsheetActivity = z.infer<typeof runsheetActivitySchema>;
/** Item types (spec 001 §3). */
export const RUNSHEET_ITEM_KINDS = ['INTERCITY', 'INTRACITY', 'ASSET'] as const;
export const runsheetItemTypeSchema = z.enum(RUNSHEET_ITEM_KINDS);
export type RunsheetItemType = z.infer<typeof runsheetItemTypeSchema>;
/** Item status (spec 001 §3). */
export const RUNSHEET_ITEM_STATES = ['NOT_STARTED', 'COLLECTED'] as const;
/** Hold operations (spec 001 §3 "Payloads"). */
export const HOLD_OPERATIONS = ['HOLD', 'UN_HOLD'] as const;
/** Validation codes (spec 001 §3): SUCCESS=0, DP_VERIFICATION_PENDING=1, ASSET_VERIFICATION_PENDING=2. */
export const CLOSE_VALIDATION_CODES = { SUCCESS: 0, DP_VERIFICATION_PENDING: 1, ASSET_VERIFICATION_PENDING: 2 } as const;
export type CloseValidationCode = (typeof CLOSE_VALIDATION_CODES)[keyof typeof CLOSE_VALIDATION_CODES];
/** A shipment's status: made, packed, out for delivery, then one of the outcomes of a delivery. */
export const SHIPMENT_STATUSES = ['CREATED', 'PACKED', 'OFD', ...DELIVERY_OUTCOMES] as const;
/** Shipment statuses a close may set through shipmentStatusMap (the outcomes of a run). */
export const CLOSE_SHIPMENT_STATUSES = DELIVERY_OUTCOMES;
/** A drop point's status: PENDING until the run reaches it, then an outcome of the delivery. */
export const DROP_POINT_STATUSES = [...DELIVERY_OUTCOMES, 'PENDING'] as const;

const id = (label: string) => z.string().trim().min(1, `${label} is required`).max(64, `${label} must be at most 64 characters`);
const reasonSchema = z.string().trim().min(1).max(120);
const paise = z.number().int().min(0).max(100_000_000_000);

/** A tote id as a scan delivers it: stripped to alphanumerics and uppercased (spec 001 §5 "Scan inputs"). */
export const toteScanSchema = z.string().max(64).transform(normaliseScanInput).pipe(z.string().min(1, 'Tote id is required'));

export const runsheetIdParamsSchema = z.object({ id: id('Runsheet id') });
export const runsheetHubParamsSchema = z.object({ hubId: id('Hub id') });
export const runsheetDropParamsSchema = z.object({ runsheetId: id('Runsheet id'), dropPointId: id('Drop point id') });
export const runsheetToteParamsSchema = z.object({ runsheetId: id('Runsheet id'), toteId: toteScanSchema });
export const runsheetItemParamsSchema = z.object({ runsheetId: id('Runsheet id'), itemId: id('Item id') });
/** The route map's runsheet and hub, in the order of its page (spec 001 §2: /logistics/refStatusMap/{runsheetId}/{hubId}/mapbox). */
export const runsheetMapParamsSchema = z.object({ runsheetId: id('Runsheet id'), hubId: id('Hub id') });
export const dropPointsForItemQuerySchema = z.object({
  setBreakItem: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});

/** Answers of the runsheet calls carry successful and message (spec 001 §7). */
const answer = { successful: z.boolean(), message: z.string() };

/** A shipment of a runsheet (spec 001 §3 "Runsheet" shipmentDetails); money in paise. */
export const runsheetShipmentSchema = z.object({
  shipmentId: z.string(),
  invoiceId: z.string(),
  shipmentStatus: z.string(),
  shipmentReason: z.string().nullable(),
  expectedTotal: z.number().int(),
  collectedTotal: z.number().int(),
  isVerified: z.boolean(),
});
export type RunsheetShipment = z.infer<typeof runsheetShipmentSchema>;

/** A runsheet of the list (spec 001 §3 "Runsheet"); driver fields are null when the driver record lacks them. */
export const activeRunsheetSchema = z.object({
  runsheetId: z.string(),
  vehicleNumber: z.string().nullable(),
  driverName: z.string().nullable(),
  contactNum: z.string().nullable(),
  reverseRunsheet: z.boolean(),
  activityStatus: runsheetActivitySchema,
  onHold: z.boolean(),
  holdReason: z.string().nullable(),
  tripDate: z.string(),
  shipmentDetails: z.array(runsheetShipmentSchema),
});
export type ActiveRunsheet = z.infer<typeof activeRunsheetSchema>;
export const activeRunsheetsResponseSchema = z.object({ ...answer, runsheets: z.array(activeRunsheetSchema) });

/** A loose item or an item in a tote (spec 001 §3 "Loose item"), with what the screens need around it. */
export const runsheetItemSchema = z.object({
  itemId: z.string(),
  itemTitle: z.string(),
  itemType: runsheetItemTypeSchema,
  isCollected: z.boolean(),
  isVerified: z.boolean(),
  notDeliveredReason: z.string().nullable(),
  qty: z.number().int(),
  toteId: z.string().nullable(),
  shipmentId: z.string().nullable(),
  dropPointId: z.string().nullable(),
});
export type RunsheetItem = z.infer<typeof runsheetItemSchema>;

/** A tote entry (spec 001 §3): Scan Pending, then Scanned, then Verified. */
export const runsheetToteSchema = z.object({
  toteId: z.string(),
  category: z.string(),
  isScanned: z.boolean(),
  isVerified: z.boolean(),
  missingReason: z.string().nullable(),
  itemsList: z.array(runsheetItemSchema),
});
export type RunsheetTote = z.infer<typeof runsheetToteSchema>;

/** Runsheet items response (spec 001 §3): v1 fills itemsList (plain view), v2 adds the tote view lists. */
export const runsheetItemsResponseSchema = z.object({
  ...answer,
  runsheetId: z.string(),
  status: runsheetActivitySchema,
  onHold: z.boolean(),
  reverseRunsheet: z.boolean(),
  toteItemsList: z.array(runsheetToteSchema),
  looseItemsList: z.array(runsheetItemSchema),
  itemsList: z.array(runsheetItemSchema),
  intercityNotDeliveredReasons: z.array(z.string()),
});
export type RunsheetItemsResponse = z.infer<typeof runsheetItemsResponseSchema>;

/** A drop point (spec 001 §3 "Drop point"); totalAmount is the collected total, money in paise. */
export const dropPointSchema = z.object({
  dropPointId: z.string(),
  dropOrgUnitId: z.string(),
  name: z.string(),
  address: z.string(),
  sequence: z.number().int(),
  status: z.string(),
  isOtpRequired: z.boolean(),
  /** Ours: OTP_MAX_ATTEMPTS wrong OTPs locked validation until a hub manager releases it (releaseOtpLock). */
  otpLocked: z.boolean(),
  isCompleted: z.boolean(),
  totalAmount: z.number().int(),
  enableHubReattempt: z.boolean(),
  reattemptMarked: z.boolean(),
  creditCollection: z.object({ expectedAmount: z.number().int(), collectedAmount: z.number().int() }),
  shipmentDetails: z.array(z.object({ shipmentId: z.string(), isVerified: z.boolean(), shipmentStatus: z.string() })),
  shipmentStatusList: z.array(z.string()),
});
export type DropPoint = z.infer<typeof dropPointSchema>;
export const dropPointsResponseSchema = z.object({ ...answer, dropPoints: z.array(dropPointSchema) });
/** A write on one drop point answers its refreshed state (spec 001 §7: "the drop state is refreshed"). */
export const dropPointWriteResponseSchema = z.object({ ...answer, dropPoint: dropPointSchema });

/** Plain answer of a write. */
export const runsheetWriteResponseSchema = z.object({ ...answer });
export const startActivityResponseSchema = z.object({ ...answer, activityStatus: runsheetActivitySchema });
export const holdStateResponseSchema = z.object({ ...answer, onHold: z.boolean(), holdReason: z.string().nullable() });
export const holdReasonsResponseSchema = z.object({ ...answer, reasons: z.array(z.string()), onHold: z.boolean(), holdReason: z.string().nullable() });
export const toteScanResponseSchema = z.object({ ...answer, tote: runsheetToteSchema });
export const collectResponseSchema = z.object({ ...answer, collectedItemIds: z.array(z.string()) });

/** Close validation response (spec 001 §3); amountCollected in paise. */
export const closeValidationResponseSchema = z.object({
  ...answer,
  code: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  assetIds: z.array(z.string()),
  availableReason: z.array(z.string()),
  amountCollected: z.number().int(),
  tripDistanceApproved: z.boolean(),
  tripDistanceKm: z.number(),
  /** The route's planned distance, null when the trip system sent none. */
  plannedDistanceKm: z.number().nullable(),
});
export type CloseValidation = z.infer<typeof closeValidationResponseSchema>;

/** A stop of the route map: a drop point with its shop's coordinates, planned and actual order. */
export const tripStopSchema = z.object({
  dropPointId: z.string(),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  plannedSequence: z.number().int(),
  actualSequence: z.number().int().nullable(),
  status: z.string(),
});
export type TripStop = z.infer<typeof tripStopSchema>;

/**
 * The route map's answer (spec 001 §2 approve-distance page): travelled against planned distance, whether the
 * distance is approved and by whom (approvedBy/approvedAt null for a distance within plan, which needs no approval),
 * the override reason when L1/Admin closed without an approval, and the stops to draw.
 */
export const tripDistanceSchema = z.object({
  runsheetId: z.string(),
  hubId: z.string(),
  hubName: z.string(),
  vehicleNumber: z.string().nullable(),
  driverName: z.string().nullable(),
  activityStatus: runsheetActivitySchema,
  tripDistanceKm: z.number(),
  plannedDistanceKm: z.number().nullable(),
  tripDistanceApproved: z.boolean(),
  approvedBy: z.string().nullable(),
  approvedAt: z.string().nullable(),
  overrideReason: z.string().nullable(),
  stops: z.array(tripStopSchema),
});
export type TripDistance = z.infer<typeof tripDistanceSchema>;
export const tripDistanceResponseSchema = z.object({ ...answer, tripDistance: tripDistanceSchema });

/** Hold payload (spec 001 §3): a reason is needed to hold, none to un-hold. */
export const holdBodySchema = z
  .object({ operation: z.enum(HOLD_OPERATIONS), reasonBucket: z.string().trim().max(120).optional() })
  .refine((b) => b.operation === 'UN_HOLD' || Boolean(b.reasonBucket), { message: RUNSHEET_MESSAGES.holdReasonRequired, path: ['reasonBucket'] });
export type HoldBody = z.infer<typeof holdBodySchema>;

/** Collect payload (spec 001 §3): itemType, itemIds, reason, and optionally toteId (verify items of a tote). */
export const collectBodySchema = z.object({
  itemType: runsheetItemTypeSchema,
  itemIds: z.array(id('Item id')).min(1, 'Select at least one item').max(RUNSHEET_MAX_ITEMS_PER_CALL),
  reason: reasonSchema.optional(),
  toteId: toteScanSchema.optional(),
});
export type CollectBody = z.input<typeof collectBodySchema>;

/** Verify payload (spec 001 §3). */
export const verifyBodySchema = z.object({ dropPointId: id('Drop point id'), shipmentId: id('Shipment id'), undoVerification: z.boolean() });
/** OTP payload (spec 001 §3, §5: numeric). */
export const otpBodySchema = z.object({
  otp: z
    .string({ error: RUNSHEET_MESSAGES.otpDigits })
    .max(12, RUNSHEET_MESSAGES.otpDigits)
    .trim()
    .regex(/^\d{4,6}$/, RUNSHEET_MESSAGES.otpDigits),
});

/** Close payload (spec 001 §3): a reason per missing crate, final shipment statuses, and the cash counted (paise). */
export const closeBodySchema = z.object({
  assetDetails: z.array(z.object({ crateId: toteScanSchema, missingReason: reasonSchema })).max(RUNSHEET_MAX_ITEMS_PER_CALL),
  shipmentStatusMap: z
    .record(id('Shipment id'), z.enum(CLOSE_SHIPMENT_STATUSES))
    .refine((m) => Object.keys(m).length <= RUNSHEET_MAX_ITEMS_PER_CALL, 'Too many shipments')
    .optional(),
  amountCollected: paise,
  /**
   * Ours: L1/Admin close a runsheet whose excess distance no hub manager approved, with a reason that is recorded as
   * the approval (docs/areas/runsheet.md "Trip distance"); ignored when the distance is approved.
   */
  distanceOverrideReason: z
    .string()
    .trim()
    .min(DISTANCE_OVERRIDE_REASON_MIN, RUNSHEET_MESSAGES.overrideReasonMin)
    .max(TEXT_MAX.text, tooLong('Reason', TEXT_MAX.text))
    .optional(),
});
export type CloseBody = z.input<typeof closeBodySchema>;
export const closeResponseSchema = z.object({
  ...answer,
  movedItemIds: z.array(z.string()),
  returnedAssetIds: z.array(z.string()),
  lostAssetIds: z.array(z.string()),
});

/** Vehicle details dialog (spec 001 §5): vehicle number uppercase, at least 8 characters; driver name required. */
export const vehicleDetailsSchema = z.object({
  vehicleNumber: z.string().trim().toUpperCase().max(20).min(VEHICLE_NUMBER_MIN_LENGTH, RUNSHEET_MESSAGES.vehicleNumberMin),
  driverName: z.string().trim().max(80).min(1, RUNSHEET_MESSAGES.driverNameRequired),
});
export type VehicleDetails = z.infer<typeof vehicleDetailsSchema>;

/** True for a scan that looks like a tote or crate (spec 001 §5 "Tote string"), after normalising. */
export const looksLikeTote = (raw: string) => TOTE_STRING_PATTERN.test(normaliseScanInput(raw));
