import { z } from 'zod';
import { idText } from '../common/limits';
import { normaliseScanInput } from '../../validation/scan';

// Zone tote merging (spec 000 §2 "Tote merging", §3 "Tote / Zone for merging", "Merge items", "Suggested totes",
// "Merge payload", §7 merge-totes calls). Requests are bounded; answers stay loose. Which totes qualify and which are
// suggested: docs/areas/tote-merging.md.

/** Zones with at least this many qualified totes are offered for merging (000 §2 step 1). */
export const MERGE_MIN_TOTES = 2;
/** Most a tote may weigh after a merge (ours: what one person carries in one tote); suggestions stay under it. */
export const TOTE_MAX_WEIGHT_GM = 20_000;

/** Zone for merging (000 §3): zoneId, toteCount (its qualified totes). */
export const mergeZoneSchema = z.object({ zoneId: z.string(), toteCount: z.number() });
export type MergeZone = z.infer<typeof mergeZoneSchema>;

/** Tote for merging (000 §3): toteId, zoneId, weightGm, lines, units. */
export const mergeToteSchema = z.object({ toteId: z.string(), zoneId: z.string(), weightGm: z.number(), lines: z.number(), units: z.number() });
export type MergeTote = z.infer<typeof mergeToteSchema>;

/** Merge items (000 §3): itemId, itemTitle, units, imageUrl. */
export const mergeItemSchema = z.object({ itemId: z.string(), itemTitle: z.string(), units: z.number(), imageUrl: z.string().nullable() });
export type MergeItem = z.infer<typeof mergeItemSchema>;

/** Suggested totes (000 §3): toteId, weightGm, lines, units. */
export const suggestedToteSchema = z.object({ toteId: z.string(), weightGm: z.number(), lines: z.number(), units: z.number() });
export type SuggestedTote = z.infer<typeof suggestedToteSchema>;

export const mergeZonesParamsSchema = z.object({ hubId: idText('Hub id') });
export const mergeZonesResponseSchema = z.object({ zones: z.array(mergeZoneSchema) });
export type MergeZonesResponse = z.infer<typeof mergeZonesResponseSchema>;

export const mergeZoneTotesParamsSchema = z.object({ hubId: idText('Hub id'), zoneId: idText('Zone id') });
export const mergeZoneTotesResponseSchema = z.object({ zoneId: z.string(), totes: z.array(mergeToteSchema) });
export type MergeZoneTotesResponse = z.infer<typeof mergeZoneTotesResponseSchema>;

const toteIdParam = idText('Tote id').transform(normaliseScanInput).pipe(z.string().min(1, 'Tote id is required'));

export const mergeToteParamsSchema = z.object({ hubId: idText('Hub id'), toteId: toteIdParam });
/** A source tote: itself, what it holds, and the totes of its zone it may be merged into. */
export const mergeToteDetailSchema = z.object({ tote: mergeToteSchema, items: z.array(mergeItemSchema), suggestedTotes: z.array(suggestedToteSchema) });
export type MergeToteDetail = z.infer<typeof mergeToteDetailSchema>;

/** Merge payload (000 §3): destinationToteId (the full body shape is not shown; this is all it needs). */
export const mergeToteBodySchema = z.object({ destinationToteId: toteIdParam });
export type MergeToteBody = z.input<typeof mergeToteBodySchema>;

/** What a merge did: both totes as they are now, and the units and lines moved. */
export const mergeToteResponseSchema = z.object({
  message: z.string(),
  source: mergeToteSchema,
  destination: mergeToteSchema,
  unitsMoved: z.number(),
  linesMoved: z.number(),
});
export type MergeToteResponse = z.infer<typeof mergeToteResponseSchema>;
