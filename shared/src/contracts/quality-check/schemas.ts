import { z } from 'zod';
import { idText, TEXT_MAX } from '../common/limits';
import { correctionBodySchema, correctionResultSchema } from '../corrections/corrections';
import { QC_CORRECTION_MESSAGES, QC_REFUSALS } from './messages';
import { sumComments } from './qc-rules';
import {
  ITEM_QC_STATUS_LIST,
  QC_CORRECTION_FROM_LIST,
  QC_CORRECTION_TO_LIST,
  QC_FLOW_TYPE_LIST,
  QC_MAX_COMMENTS,
  QC_MAX_QTY,
  QC_SORT_LIST,
  QC_TAB_LIST,
  ZONE_QC_STATUS_LIST,
} from './values';

// Schemas of quality check and zone visibility (spec 000 §3). Requests are bounded (docs/adr/007); answers stay
// loose where the spec leaves them open.

export const zoneQcStatusSchema = z.enum(ZONE_QC_STATUS_LIST);
export const itemQcStatusSchema = z.enum(ITEM_QC_STATUS_LIST);

export const qcHubParamsSchema = z.object({ hubId: idText('Hub id') });
export const qcZoneParamsSchema = z.object({ hubId: idText('Hub id'), zone: idText('Zone') });
export const qcItemListParamsSchema = z.object({ hubId: idText('Hub id'), type: z.enum(QC_FLOW_TYPE_LIST), zone: idText('Zone') });
export const qcItemListQuerySchema = z.object({ sortStrategy: z.enum(QC_SORT_LIST).default('STATUS') });
export const qcUpdateParamsSchema = z.object({ hubId: idText('Hub id'), zone: idText('Zone'), id: idText('Item id') });
export const sisterSkuParamsSchema = z.object({ itemId: idText('Item id'), orderId: idText('Order id') });

const qty = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} cannot be below 0`)
    .max(QC_MAX_QTY, `${label} must be at most ${QC_MAX_QTY}`);

/** One rejection reason with its quantity. */
export const qcCommentSchema = z.object({
  comment: z.string().trim().max(TEXT_MAX.name, `Reason must be at most ${TEXT_MAX.name} characters`),
  qty: qty('Rejected quantity'),
});
export type QcCommentBody = z.infer<typeof qcCommentSchema>;
const commentsSchema = z.array(qcCommentSchema).max(QC_MAX_COMMENTS, `At most ${QC_MAX_COMMENTS} reasons`);

/**
 * updateQcState's item body: the QC values the edit sets (000 §4), the tab it was made on, and the values it was made
 * on (`previous`), so the server re-applies it to the item as it is now (a concurrent checker's change is kept).
 */
export const qcUpdateBodySchema = z
  .object({
    tab: z.enum(QC_TAB_LIST),
    acceptedQty: qty('Approved quantity'),
    failedQty: qty('Rejected quantity'),
    commentsFailed: commentsSchema,
    previous: z.object({ acceptedQty: qty('Approved quantity'), commentsFailed: commentsSchema }),
  })
  .superRefine((b, ctx) => {
    if (b.failedQty !== sumComments(b.commentsFailed)) ctx.addIssue({ code: 'custom', path: ['failedQty'], message: QC_REFUSALS.failedSum });
  });
export type QcUpdateBody = z.infer<typeof qcUpdateBodySchema>;

/** An item of a tote entry (its orders and quantities). */
export const associatedQcItemSchema = z.object({ itemId: z.string(), orderId: z.string(), itemTitle: z.string(), qty: z.number() });

/** Zone QC item (000 §3). */
export const zoneQcItemSchema = z.object({
  itemId: z.string(),
  orderId: z.string(),
  itemTitle: z.string(),
  imageUrl: z.string().nullable(),
  totalQty: z.number(),
  acceptedQty: z.number(),
  failedQty: z.number(),
  status: itemQcStatusSchema,
  fulfilmentArchetype: z.string(),
  isTote: z.boolean(),
  isQcStatusChangeAllowed: z.boolean(),
  associatedQcItems: z.array(associatedQcItemSchema),
  scannedItems: z.number(),
  sisterSkuCount: z.number(),
  commentsFailed: z.array(z.object({ comment: z.string(), qty: z.number() })),
});
export type ZoneQcItem = z.infer<typeof zoneQcItemSchema>;

/** The QC response: the zone's items, its status, and the rejection reasons (availableComments). */
export const qcItemListResponseSchema = z.object({
  zoneId: z.string(),
  qcStatus: zoneQcStatusSchema,
  itemsList: z.array(zoneQcItemSchema),
  availableComments: z.array(z.string()),
});
export type QcItemList = z.infer<typeof qcItemListResponseSchema>;

/** Zone (QC list) (000 §3) with its counts. */
export const qcZoneSchema = z.object({ zoneId: z.string(), zoneType: z.string(), qcStatus: zoneQcStatusSchema, itemCount: z.number(), pendingQty: z.number() });
export type QcZone = z.infer<typeof qcZoneSchema>;
export const qcZonesResponseSchema = z.object({ zones: z.array(qcZoneSchema) });

/** updateQcState's answer: the item as stored and the zone's recomputed status. */
export const qcUpdateResponseSchema = z.object({ item: zoneQcItemSchema, zoneQcStatus: zoneQcStatusSchema });

/** QC complete response (000 §3). */
export const qcCompleteResponseSchema = z.object({
  success: z.boolean(),
  message: z.string(),
  errorOrderIds: z.array(z.string()),
  zoneQcStatus: zoneQcStatusSchema,
  completedBy: z.string().nullable(),
});
export type QcCompleteResult = z.infer<typeof qcCompleteResponseSchema>;

/** Units now in a zone, per item (currentEntityItems). */
export const currentEntityItemsResponseSchema = z.object({
  zoneId: z.string(),
  items: z.array(z.object({ itemId: z.string(), orderId: z.string(), itemTitle: z.string(), qty: z.number(), toteId: z.string().nullable() })),
});

/** Sister SKUs: the other items of the item's order. */
export const sisterSkusResponseSchema = z.object({
  itemId: z.string(),
  orderId: z.string(),
  items: z.array(z.object({ itemId: z.string(), skuId: z.string(), itemTitle: z.string(), imageUrl: z.string().nullable(), qty: z.number() })),
});
export type SisterSkus = z.infer<typeof sisterSkusResponseSchema>;

// ---------------------------------------------------------------- corrections (issue 34)

/**
 * A QC correction's body: the corrections' body (item, units, CORRECTION reason, note) and which decided units it
 * reverses: `from` the approved or rejected side, `to` pending (default) or the other side; units sent to the rejected
 * side carry a reason of the QC_FAILURE list (`failureComment`, a label as the panel's reasons are).
 */
export const qcCorrectionBodySchema = correctionBodySchema
  .extend({
    from: z.enum(QC_CORRECTION_FROM_LIST),
    to: z.enum(QC_CORRECTION_TO_LIST).default('PENDING'),
    failureComment: z
      .string()
      .trim()
      .min(1, QC_CORRECTION_MESSAGES.failureReasonRequired)
      .max(TEXT_MAX.name, QC_CORRECTION_MESSAGES.failureReasonRequired)
      .optional(),
  })
  .superRefine((b, ctx) => {
    if (b.to === b.from) ctx.addIssue({ code: 'custom', path: ['to'], message: QC_CORRECTION_MESSAGES.sameSide });
    if (b.to === 'FAILED' && !b.failureComment)
      ctx.addIssue({ code: 'custom', path: ['failureComment'], message: QC_CORRECTION_MESSAGES.failureReasonRequired });
  });
export type QcCorrectionBody = z.input<typeof qcCorrectionBodySchema>;

/** A QC correction's answer: what was reversed, the item as stored and the zone's recomputed status. */
export const qcCorrectionResponseSchema = correctionResultSchema.extend({ item: zoneQcItemSchema, zoneQcStatus: zoneQcStatusSchema });
export type QcCorrectionResponse = z.infer<typeof qcCorrectionResponseSchema>;
