import { z } from 'zod';
import { AUDIT_ACTOR_KINDS } from '../admin/audit-messages';
import { idText, TEXT_MAX } from '../common/limits';

/**
 * What a timeline line is about (issue 34): picked units up on an inward manifest, a move between zones or totes, a
 * QC decision, dispatched units up, a runsheet line added or removed, a delivery attempt, a correction, a discrepancy
 * note, or anything else the audit trail recorded about the item.
 */
export const HISTORY_KINDS = ['INWARD', 'MOVE', 'QC', 'DISPATCH', 'RUNSHEET', 'DELIVERY', 'CORRECTION', 'DISCREPANCY', 'OTHER'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** Lines one page answers by default, and at most (a page is cut at a whole call, so it may hold a few fewer). */
export const HISTORY_PAGE_DEFAULT = 100;
export const HISTORY_PAGE_MAX = 500;

/**
 * One line of an item's timeline or a manifest's activity log, newest first. `at` is epoch ms; `person` is who did it
 * (the user's name, else their email; "Service account x"; "System" for the seed and background work); `units`,
 * `from`, `to` and `reason` where the step has them (a correction's reason is its label from the CORRECTION list).
 * `itemId` is the item the line is about (a shipment's timeline and a manifest's log mix items; null for a line about
 * the manifest itself). `id` is stable across pages (`a<audit id>` for recorded lines, `d:...` for lines read from
 * the item's current rows).
 */
export const historyLineSchema = z.object({
  id: z.string().max(120),
  at: z.number().int(),
  kind: z.enum(HISTORY_KINDS),
  title: z.string().max(200),
  detail: z.string().max(TEXT_MAX.text).nullable(),
  person: z.string().max(TEXT_MAX.email + 20),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  itemId: z.string().max(TEXT_MAX.id).nullable(),
  units: z.number().int().nullable(),
  from: z.string().max(TEXT_MAX.name).nullable(),
  to: z.string().max(TEXT_MAX.name).nullable(),
  reason: z.string().max(TEXT_MAX.text).nullable(),
});
export type HistoryLine = z.infer<typeof historyLineSchema>;

/** The largest cursor: the year 2100 in epoch microseconds (a cursor is a call's time). */
export const HISTORY_CURSOR_MAX = 4_102_444_800_000_000;

/**
 * Paging of both logs: `before` is the previous page's `nextBefore` (the time, in epoch microseconds, of the oldest call
 * it showed: pages are cut between calls, never inside one), `limit` lines at most.
 */
export const historyQuerySchema = z.object({
  before: z.coerce
    .number()
    .int('Before must be a whole number')
    .min(1, 'Before must be at least 1')
    .max(HISTORY_CURSOR_MAX, 'Before is not a page of this history')
    .optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(HISTORY_PAGE_MAX, `Limit must be at most ${HISTORY_PAGE_MAX}`)
    .default(HISTORY_PAGE_DEFAULT),
});
export type HistoryQuery = z.input<typeof historyQuerySchema>;

/** GET item history: an item id, or a shipment id (its first 14 characters are enough, as a scan reads them). */
export const itemHistoryParamsSchema = z.object({ hubId: idText('Hub id'), itemId: idText('Item id') });
export const manifestActivityParamsSchema = z.object({ hubId: idText('Hub id'), spaId: idText('Manifest id') });

/** An item the timeline covers, as its header shows it. */
export const historyItemSchema = z.object({
  itemId: z.string(),
  title: z.string(),
  orderId: z.string(),
  shipmentId: z.string().nullable(),
  qty: z.number().int(),
  pickedQty: z.number().int(),
  dispatchedQty: z.number().int(),
  acceptedQty: z.number().int(),
  failedQty: z.number().int(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

/**
 * An item's timeline, newest first: the item asked for, or every item of the shipment a shipment id names (`shipmentId`
 * set then). `nextBefore` asks for older lines; null when this page reaches the beginning.
 */
export const itemHistoryResponseSchema = z.object({
  hubOrgUnitId: z.string(),
  /** The shipment when the id named one (the timeline then covers its items), else null. */
  shipmentId: z.string().nullable(),
  items: z.array(historyItemSchema).max(HISTORY_PAGE_MAX),
  lines: z.array(historyLineSchema).max(HISTORY_PAGE_MAX),
  nextBefore: z.number().int().nullable(),
});
export type ItemHistoryResponse = z.infer<typeof itemHistoryResponseSchema>;

/** A manifest's activity log, newest first: its own state changes, its lines' counts, its items' corrections. */
export const manifestActivityResponseSchema = z.object({
  hubOrgUnitId: z.string(),
  spaId: z.string(),
  movementType: z.string(),
  lines: z.array(historyLineSchema).max(HISTORY_PAGE_MAX),
  nextBefore: z.number().int().nullable(),
});
export type ManifestActivityResponse = z.infer<typeof manifestActivityResponseSchema>;

/** The app path of an item's (or a shipment's) timeline in Hub Ops (route /hubs/:hubId/items/:itemId/history). */
export const itemHistoryHref = (hubId: string, itemId: string) => `/hubs/${encodeURIComponent(hubId)}/items/${encodeURIComponent(itemId)}/history`;
