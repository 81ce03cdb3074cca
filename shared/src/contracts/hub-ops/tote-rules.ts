// The rules of tote in-scan and zone tote merging that the client and the api both apply (spec 000 §4, §5, §9).
import { normaliseScanInput } from '../../validation/scan';
import { type RouteBatch } from '../ofd/schemas';
import { OFD_MESSAGES } from '../ofd/messages';
import { toteScanTypeNotSupportedMessage, TOTE_INSCAN_MESSAGES, toteNotInBatchMessage, toteNotInListMessage } from './tote-messages';

/** Tote weight (000 §9): below 1000 gm in gm, otherwise in kg with one decimal (half a tenth rounds up: 1050 gm = 1.1 kg). */
export function formatToteWeight(weightGm: number): string {
  const gm = Math.max(0, Math.round(weightGm));
  if (gm < 1000) return `${gm} gm`;
  // Whole tenths of a kilogram in integer arithmetic, so 1049 gm is 1.0 kg and 1050 gm is 1.1 kg on every engine.
  return `${(Math.round(gm / 100) / 10).toFixed(1)} kg`;
}

/** A tote with no batch counts as a morning tote (000 §5). */
export const batchOfTote = (routeBatch: RouteBatch | null | undefined): RouteBatch => routeBatch ?? 'MORNING';

/** The batch as the Morning / Afternoon switch names it. */
export const batchLabel = (batch: RouteBatch) => (batch === 'MORNING' ? OFD_MESSAGES.morning : OFD_MESSAGES.afternoon);

/** Tote search (000 §5): a case-insensitive substring on the tote id, sorted by id. */
export function searchTotes<T extends { toteId: string }>(totes: readonly T[], search: string): T[] {
  const q = search.trim().toLowerCase();
  return totes.filter((t) => t.toteId.toLowerCase().includes(q)).sort((a, b) => a.toteId.localeCompare(b.toteId));
}

/** What an in-scan check needs of a tote in the list. */
export interface InscanListTote {
  toteId: string;
  scanned: boolean;
  routeBatch: RouteBatch | null;
}

/** The outcome of a scan check: the tote to act on, or the refusal to show. */
export type ScanCheck<T> = { ok: true; tote: T } | { ok: false; message: string };

/**
 * Tote in-scan scan (000 §5), in this order: a non-SCAN type is "{type} type not supported"; a tote scanned before
 * (in this session, or marked scanned in the list) is "Duplicate scan"; a tote in no list is "{tote} not part of tote
 * list"; with route batching on, a tote of the other batch is "{tote} not part of {batch} batch" (no batch = morning).
 * `totes` holds every tote the screen knows (both batches when batching is on); `batch` is the batch on screen, or
 * null when route batching is off.
 */
export function checkInscanScan<T extends InscanListTote>(
  raw: string,
  type: string,
  ctx: { totes: readonly T[]; batch: RouteBatch | null; scannedHere?: ReadonlySet<string> },
): ScanCheck<T> {
  if (type !== 'SCAN') return { ok: false, message: toteScanTypeNotSupportedMessage(type) };
  const value = normaliseScanInput(raw);
  const tote = ctx.totes.find((t) => normaliseScanInput(t.toteId) === value);
  if (ctx.scannedHere?.has(value) || tote?.scanned) return { ok: false, message: TOTE_INSCAN_MESSAGES.duplicateScan };
  if (!tote) return { ok: false, message: toteNotInListMessage(value) };
  if (ctx.batch !== null && batchOfTote(tote.routeBatch) !== ctx.batch) return { ok: false, message: toteNotInBatchMessage(value, batchLabel(ctx.batch)) };
  return { ok: true, tote };
}

/** Merge scan (000 §5): SCAN type only ("{type} type not supported"), and the tote must be in the list on screen. */
export function checkMergeScan<T extends { toteId: string }>(raw: string, type: string, totes: readonly T[]): ScanCheck<T> {
  if (type !== 'SCAN') return { ok: false, message: toteScanTypeNotSupportedMessage(type) };
  const value = normaliseScanInput(raw);
  const tote = totes.find((t) => normaliseScanInput(t.toteId) === value);
  return tote ? { ok: true, tote } : { ok: false, message: toteNotInListMessage(value) };
}
