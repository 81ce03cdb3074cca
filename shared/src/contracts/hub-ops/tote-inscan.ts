import { z } from 'zod';
import { idText } from '../common/limits';
import { routeBatchSchema } from '../ofd/schemas';
import { normaliseScanInput, scanTypeSchema } from '../../validation/scan';

// Tote in-scan (spec 000 §2 "Tote in-scan", §3 "Tote in-scan item", §5, §7 coupled totes). Requests are bounded;
// answers stay loose. The two calls whose paths the spec does not show (the tote list for in-scan by hub and batch,
// and the in-scan with toteId and associations) are the coupled-totes GET and POST: docs/areas/tote-inscan.md.

/** Most contents lines an in-scan may echo back (a tote holds a few dozen lines at most). */
export const INSCAN_MAX_ASSOCIATIONS = 200;
/** Most units one line may carry. */
export const INSCAN_MAX_UNITS = 100_000;

/** What a tote carries, one line per item (the in-scan item's `associations`). */
export const inscanAssociationSchema = z.object({ itemId: z.string(), itemTitle: z.string(), qty: z.number() });
export type InscanAssociation = z.infer<typeof inscanAssociationSchema>;

/** Tote in-scan item (000 §3): toteId, zoneId (where it must go), scanned, routeBatch, associations; who and when once scanned. */
export const inscanToteSchema = z.object({
  toteId: z.string(),
  zoneId: z.string(),
  scanned: z.boolean(),
  routeBatch: routeBatchSchema.nullable(),
  associations: z.array(inscanAssociationSchema),
  scannedBy: z.string().nullable(),
  scannedAt: z.string().nullable(),
});
export type InscanTote = z.infer<typeof inscanToteSchema>;

export const coupledTotesParamsSchema = z.object({ hubId: idText('Hub id') });

/** `routeBatch` picks one batch (a tote without one is a morning tote); without it every coupled tote of the hub. */
export const coupledTotesQuerySchema = z.object({ routeBatch: routeBatchSchema.optional() });

/**
 * The hub's coupled totes: not yet in-scanned, and in-scanned today (so a repeat reads "Duplicate scan"), with what
 * the screen needs for the batch switch (000 §4): whether route batching is on, the hub clock's minute, the hub's
 * afternoon start and how many morning totes are still to scan.
 */
export const coupledTotesResponseSchema = z.object({
  routeBatching: z.boolean(),
  routeBatch: routeBatchSchema.nullable(),
  hubMinuteOfDay: z.number(),
  afternoonStartMinute: z.number(),
  morningPendingCount: z.number(),
  totes: z.array(inscanToteSchema),
});
export type CoupledTotesResponse = z.infer<typeof coupledTotesResponseSchema>;

/** An in-scan (000 §7 "Tote in-scan (toteId, associations; response zoneId)"). */
export const inscanToteBodySchema = z.object({
  /** Normalised like every scan (alphanumerics, upper case). */
  toteId: idText('Tote id').transform(normaliseScanInput).pipe(z.string().min(1, 'Tote id is required')),
  /** The contents the operator saw; when given they must still be the tote's (nothing else changed it meanwhile). */
  associations: z
    .array(
      z.object({
        itemId: idText('Item id'),
        qty: z
          .number()
          .int('Quantity must be a whole number')
          .min(0, 'Quantity must be at least 0')
          .max(INSCAN_MAX_UNITS, `Quantity must be at most ${INSCAN_MAX_UNITS}`),
      }),
    )
    .max(INSCAN_MAX_ASSOCIATIONS, `At most ${INSCAN_MAX_ASSOCIATIONS} associations`)
    .optional(),
  /** The batch on screen when route batching is on (default MORNING). */
  routeBatch: routeBatchSchema.optional(),
  /** How the tote was read; only SCAN is supported (default SCAN). */
  scanType: scanTypeSchema.optional(),
});
export type InscanToteBody = z.input<typeof inscanToteBodySchema>;

export const inscanToteResponseSchema = z.object({
  toteId: z.string(),
  zoneId: z.string(),
  message: z.string(),
  scannedBy: z.string(),
  scannedAt: z.string(),
});
export type InscanToteResponse = z.infer<typeof inscanToteResponseSchema>;
