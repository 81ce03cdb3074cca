import { z } from 'zod';
import { correctionResultSchema } from '../corrections/corrections';
import { activityViewTypeSchema, itemDetailSchema, itemSummarySchema } from './hub-ops';
import { HUB_OPS_LIMITS as L, HUB_OPS_MESSAGES } from './messages';

// Inward (spec 000 §2 "Manifest selection" inward side, "Item detail" inward side, §7 the inward calls).

const id = z.string().trim().min(1).max(L.id);

export const inwardItemsParamsSchema = z.object({ hubId: id, spaId: id });
/** v1 suffix "?activityViewType=x" (spec 000 §7 query-suffix rule). */
export const inwardItemsQuerySchema = z.object({ activityViewType: activityViewTypeSchema.optional() });
/** v2 suffix "/v2?activityPickupType=x". */
export const inwardItemsV2QuerySchema = z.object({ activityPickupType: activityViewTypeSchema.optional() });
export const inwardItemsResponseSchema = z.object({ spaId: z.string(), items: z.array(itemSummarySchema) });
export type InwardItemsResponse = z.infer<typeof inwardItemsResponseSchema>;

export const inwardItemParamsSchema = z.object({ hubId: id, spaId: id, itemId: id });
export const inwardItemResponseSchema = itemDetailSchema;

/** A discrepancy reason as sent: a positive quantity and a non-empty comment. */
export const discrepancyReasonInputSchema = z.object({
  qty: z.number().int().min(1).max(L.qty),
  comment: z.string().trim().min(1, HUB_OPS_MESSAGES.reasonCommentRequired).max(L.comment),
});

/** One association line of an inward write: the units entered now (added to picked) and new discrepancy reasons. */
export const inwardLineSchema = z.object({
  /** The association's id (associationDetail[].id). */
  associationId: z.number().int().min(1).max(2147483647),
  /** Units inwarded by this action (0 when only reasons are recorded). */
  units: z.number().int().min(0).max(L.qty),
  /** Reasons added by this action (only increases over what was recorded before, spec 000 §5). */
  discrepancyReasons: z.array(discrepancyReasonInputSchema).max(L.reasons).default([]),
});
export type InwardLine = z.input<typeof inwardLineSchema>;

/** PUT /hubOps/hubApp/inward/updateItems query (spec 000 §7); only HUB_INWARD is served here (zone movement has its own call). */
export const updateInwardItemsQuerySchema = z.object({
  activityViewType: activityViewTypeSchema.optional(),
  movementType: z.literal('HUB_INWARD').default('HUB_INWARD'),
  moveToTote: z.enum(['true', 'false']).optional(),
  zoneId: z.string().trim().max(L.id).optional(),
});
export const updateInwardItemsBodySchema = z.object({
  itemId: id,
  hubOrgUnitId: id,
  metaData: z.object({ spaId: id }),
  associationDetail: z.array(inwardLineSchema).min(1).max(L.lines),
});
export type UpdateInwardItemsBody = z.input<typeof updateInwardItemsBodySchema>;
export const inwardWriteResponseSchema = z.object({ message: z.string(), item: itemDetailSchema });
export type InwardWriteResponse = z.infer<typeof inwardWriteResponseSchema>;

export const pickRequestParamsSchema = z.object({ spaId: id });
export const pickRequestBodySchema = z
  .array(z.object({ itemId: id, qty: z.number().int().min(1).max(L.qty) }))
  .min(1)
  .max(L.lines);
export const pickRequestResponseSchema = z.object({ message: z.string(), unitsInwarded: z.number() });

export const closeInwardParamsSchema = z.object({ hubId: id, spaId: id });
export const closeInwardQuerySchema = z.object({
  activityViewType: activityViewTypeSchema.optional(),
  logisticDetails: z.string().trim().max(L.comment).optional(),
  vehicleNumber: z.string().trim().max(L.id).optional(),
});
export const closeInwardResponseSchema = z.object({ message: z.string(), spaId: z.string(), activityGroupState: z.string() });
export type CloseInwardResponse = z.infer<typeof closeInwardResponseSchema>;

/** POST /hubOps/hubApp/{hubId}/inward/{spaId}/corrections (issue 34): the manifest whose count is corrected. */
export const inwardCorrectionParamsSchema = z.object({ hubId: id, spaId: id });
/** A correction's answer with the item as the inward item detail shows it after the take-back. */
export const inwardCorrectionResponseSchema = correctionResultSchema.extend({ item: itemDetailSchema });
export type InwardCorrectionResponse = z.infer<typeof inwardCorrectionResponseSchema>;
