import { z } from 'zod';
import { DELIVERY_OUTCOMES } from '../common/values';
import { ALERT_IDS_MAX, ALERT_PRIORITIES, REVIEW_COMMENT_MAX, SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, VENUS_MESSAGES } from './messages';

/** Latest millisecond timestamp accepted anywhere (year 2100): bounds every epoch before any date math. */
const EPOCH_MAX = 4_102_444_800_000;

/**
 * `date_epoch` of every monitoring read (spec 002 §7): a millisecond timestamp of the day asked for; optional (today
 * when absent), never after today (the date selector's rule, enforced again here).
 */
export const dateEpochSchema = z.coerce
  .number({ message: VENUS_MESSAGES.dateEpochInvalid })
  .int(VENUS_MESSAGES.dateEpochInvalid)
  .min(0, VENUS_MESSAGES.dateEpochInvalid)
  .max(EPOCH_MAX, VENUS_MESSAGES.dateEpochInvalid);
export const dateEpochQuerySchema = z.object({ date_epoch: dateEpochSchema.optional() });

const id = (what: string) => z.string().trim().min(1, `${what} is required`).max(64, `${what} must be at most 64 characters`);

export const alertTypeSchema = z.enum(['QR_DISPUTE', 'DELIVERY_RECEIPT', 'WEIGHT_SHORTFALL', 'SET_BREAK', 'COMPLETE_RTO']);
export type AlertType = z.infer<typeof alertTypeSchema>;
export const alertSeveritySchema = z.enum(['HIGH', 'MEDIUM', 'LOW']);
export type AlertSeverity = z.infer<typeof alertSeveritySchema>;
export const alertPrioritySchema = z.enum(ALERT_PRIORITIES);
/** An approval alert's state (spec 002 §3). */
export const APPROVAL_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const approvalStateSchema = z.enum(APPROVAL_STATES);
/** A timeline entry's summary status (spec 002 §3). */
export const SUMMARY_STATUSES = ['SUCCESS', 'WARNING', 'ERROR', 'DEFAULT'] as const;
export const summaryStatusSchema = z.enum(SUMMARY_STATUSES);
export type SummaryStatus = z.infer<typeof summaryStatusSchema>;
/** A drop's status (spec 002 §3 "Drop status to severity"): the outcomes of a delivery. */
export const DROP_STATUSES = DELIVERY_OUTCOMES;
export const dropStatusSchema = z.enum(DROP_STATUSES);
export type DropStatus = z.infer<typeof dropStatusSchema>;

const urls = z.array(z.string());
/** Alert extended data by type (spec 002 §3); exactly one of these is set, matching the alert's type. */
export const alertPropertiesSchema = z.object({
  qrDisputeProperties: z.object({ amountInPaisa: z.number().int(), proofImageUrls: urls }).optional(),
  deliveryReceiptProperties: z.object({ proofImageUrls: urls }).optional(),
  weightShortfallProperties: z
    .object({
      totalItemWeightInGrams: z.number(),
      totalItemDeliveredWeightInGrams: z.number(),
      totalItemNonDeliveredWeightInGrams: z.number(),
      proofImageUrls: urls,
    })
    .optional(),
  setBreakProperties: z.object({ totalEaches: z.number().int(), totalNotDeliveredEaches: z.number().int(), proofImageUrls: urls }).optional(),
  completeRtoAlertProperties: z.object({ rtoReason: z.string(), rtoImages: urls }).optional(),
});
export type AlertProperties = z.infer<typeof alertPropertiesSchema>;

/** An alert (spec 002 §3) with its review (who and when) and, for approval alerts, the approval state. */
export const alertSchema = z.object({
  alertId: z.string(),
  tripId: z.string(),
  type: alertTypeSchema,
  label: z.string(),
  severity: alertSeveritySchema,
  /** Seconds the driver spent on what raised the alert. */
  timeSpent: z.number().int(),
  reviewPending: z.boolean(),
  /** The review comment, null when none. */
  review: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  /** Epoch ms of the review, null when none. */
  reviewedAt: z.number().nullable(),
  /** Epoch ms. */
  createdAt: z.number(),
  approvalAlert: z.boolean(),
  approvalState: approvalStateSchema.nullable(),
  shopOrgUnitId: z.string().nullable(),
  properties: alertPropertiesSchema,
});
export type Alert = z.infer<typeof alertSchema>;

export const titleValueSchema = z.object({ title: z.string(), value: z.string() });
export type TitleValue = z.infer<typeof titleValueSchema>;

/** A timeline entry (spec 002 §3): trip start/end, a drop, or an alert shown inline. */
export const TIMELINE_ENTRY_TYPES = ['TRIP_START', 'TRIP_END', 'DROP', 'ALERT'] as const;
export const timelineEntrySchema = z.object({
  id: z.number().int(),
  type: z.enum(TIMELINE_ENTRY_TYPES),
  hubName: z.string().nullable(),
  shopName: z.string().nullable(),
  shopOrgUnitId: z.string().nullable(),
  status: dropStatusSchema.nullable(),
  tags: z.array(z.string()),
  summary: z.object({ status: summaryStatusSchema, text: z.string() }),
  actualSequence: z.number().int().nullable(),
  suggestedSequence: z.number().int().nullable(),
  /** Epoch ms. */
  checkIn: z.number().nullable(),
  checkOut: z.number().nullable(),
  durationSeconds: z.number().int().nullable(),
  imagesUrl: z.array(z.string()),
  /** DROP: the alerts raised at this drop (their buttons); ALERT: the one alert shown. */
  alerts: z.array(alertSchema),
  /** Epoch ms of the entry. */
  at: z.number(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const tripSchema = z.object({
  tripDetails: z.object({
    tripId: z.string(),
    vehicleId: z.string(),
    vehicleNumber: z.string(),
    driverName: z.string(),
    hubOrgUnitId: z.string(),
    displayAttributes: z.array(titleValueSchema),
    tripMetrics: z.array(titleValueSchema),
  }),
  timeline: z.array(timelineEntrySchema),
  alerts: z.array(alertSchema),
});
export type Trip = z.infer<typeof tripSchema>;

/** Vehicle (or runsheet) timeline response: the trips of the day, oldest first. */
export const timelineResponseSchema = z.object({ trips: z.array(tripSchema) });
export type TimelineResponse = z.infer<typeof timelineResponseSchema>;

export const vehicleTimelineParamsSchema = z.object({ hubId: id('Hub id'), vehicleId: id('Vehicle number') });
export const tripParamsSchema = z.object({ tripId: id('Trip id') });
export const alertParamsSchema = z.object({ alertId: id('Alert id') });

/** A hub-overview alert: the alert, its board priority and where it happened. */
export const overviewAlertSchema = alertSchema.extend({
  priority: alertPrioritySchema,
  vehicleId: z.string(),
  vehicleNumber: z.string(),
  driverName: z.string(),
  shopName: z.string().nullable(),
});
export type OverviewAlert = z.infer<typeof overviewAlertSchema>;

/** A driver card of the delivery-ops board (spec 002 §3 "Board group"). */
export const boardItemSchema = z.object({
  driverName: z.string(),
  driverId: z.string(),
  vehicleId: z.string(),
  vehicleNumber: z.string(),
  alerts: z.array(z.object({ alertId: z.string(), type: alertTypeSchema, severity: alertSeveritySchema })),
  displayAttributes: z.array(titleValueSchema),
  tripMetrics: z.object({ touchPoints: z.number().int(), attempts: z.number().int(), rto: z.number().int(), partialDeliveries: z.number().int() }),
});
export type BoardItem = z.infer<typeof boardItemSchema>;
export const boardGroupSchema = z.object({ name: z.string(), icon: z.enum(['error', 'warn', 'info', 'success']), items: z.array(boardItemSchema) });
export type BoardGroup = z.infer<typeof boardGroupSchema>;

/** GET hub/{hubId}/alerts: the hub overview of a day (the dashboard's alerts and the delivery-ops board's groups). */
export const hubOverviewResponseSchema = z.object({
  hub: z.object({ hubOrgUnitId: z.string(), hubName: z.string() }),
  /** The day answered, YYYY-MM-DD (India time). */
  date: z.string(),
  alerts: z.array(overviewAlertSchema),
  groups: z.array(boardGroupSchema),
});
export type HubOverviewResponse = z.infer<typeof hubOverviewResponseSchema>;

const alertIdsSchema = z
  .array(id('Alert id'))
  .min(1, VENUS_MESSAGES.alertIdsRequired)
  .max(ALERT_IDS_MAX, VENUS_MESSAGES.alertIdsTooMany)
  .transform((ids) => [...new Set(ids)]);

/**
 * POST alerts/resolve: a review comment on alerts (spec 002 §7). `edit` is ours: a new review (default) is refused
 * when another reviewer got there first, an edit overwrites an existing review (the spec's prompt-then-overwrite).
 */
export const resolveAlertsBodySchema = z.object({
  alertIds: alertIdsSchema,
  comment: z.string().trim().min(1, VENUS_MESSAGES.commentRequired).max(REVIEW_COMMENT_MAX, VENUS_MESSAGES.commentTooLong),
  edit: z.boolean().optional(),
});
export const deleteCommentsBodySchema = z.object({ alertIds: alertIdsSchema });
export const alertActionBodySchema = z.object({
  alertId: id('Alert id'),
  action: z.enum(['APPROVED', 'REJECTED'], { message: 'Action must be APPROVED or REJECTED' }),
});
export const alertsWriteResponseSchema = z.object({ message: z.string(), alerts: z.array(alertSchema) });

/** What a global search result is; ITEM and SHIPMENT (issue 34) open the item timeline of Hub Ops. */
export const searchEntityTypeSchema = z.enum(['ORDER', 'VEHICLE', 'BUYER', 'DRIVER', 'ITEM', 'SHIPMENT']);
export type SearchEntityType = z.infer<typeof searchEntityTypeSchema>;
export const searchQuerySchema = z.object({
  query: z.string().trim().min(SEARCH_QUERY_MIN, VENUS_MESSAGES.searchTooShort).max(SEARCH_QUERY_MAX, VENUS_MESSAGES.searchTooLong),
  date_epoch: dateEpochSchema.optional(),
});
/** A global search result (spec 002 §3): href is an app path (without the base path). */
export const searchResultSchema = z.object({ href: z.string(), title: z.string(), description: z.string(), entityType: searchEntityTypeSchema });
export type SearchResult = z.infer<typeof searchResultSchema>;
export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
