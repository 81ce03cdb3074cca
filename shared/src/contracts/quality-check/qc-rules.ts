import { QC_SCAN_ID_LENGTH, ZONE_QC_STATUS_LIST, type ItemQcStatus, type QcSort, type ZoneQcStatus } from './values';

// The QC arithmetic and rules of spec 000 §4-§5, pure, used by the screens (what the panel shows and sends) and by
// the api (which re-applies an edit to the row it locked). Unit tested in qc-rules.test.ts.

/** One rejection reason with its quantity (commentsFailed). */
export interface QcComment {
  comment: string;
  qty: number;
}

/** An item's QC quantities. */
export interface QcQuantities {
  totalQty: number;
  acceptedQty: number;
  failedQty: number;
  commentsFailed: readonly QcComment[];
}

/** What a QC edit sets: the item body of updateQcState. */
export interface QcEdit {
  acceptedQty: number;
  failedQty: number;
  commentsFailed: QcComment[];
}

/** Pending = total minus accepted minus failed (000 §3). */
export const pendingQty = (q: Pick<QcQuantities, 'totalQty' | 'acceptedQty' | 'failedQty'>) => q.totalQty - q.acceptedQty - q.failedQty;

/** Sum of the rejection quantities (failedQty). */
export const sumComments = (comments: readonly QcComment[]) => comments.reduce((s, c) => s + c.qty, 0);

/**
 * Merges rejection lists by comment with quantities summed, dropping entries with no comment or a zero quantity
 * (000 §4). Comments are compared trimmed; the first spelling and first position win.
 */
export function mergeComments(...lists: ReadonlyArray<readonly QcComment[]>): QcComment[] {
  const merged = new Map<string, QcComment>();
  for (const list of lists) {
    for (const { comment, qty } of list) {
      const key = comment.trim();
      if (!key) continue;
      const cur = merged.get(key);
      merged.set(key, { comment: key, qty: (cur?.qty ?? 0) + qty });
    }
  }
  return [...merged.values()].filter((c) => c.qty > 0);
}

/**
 * Pending tab Save: adds the approved quantity; when it is below the pending quantity the rejections are merged
 * into the failure comments (by comment, quantities summed, empty or zero entries dropped) and failedQty is their sum.
 */
export function pendingTabSave(item: QcQuantities, approveQty: number, rejections: readonly QcComment[]): QcEdit {
  const acceptedQty = item.acceptedQty + approveQty;
  const commentsFailed = approveQty < pendingQty(item) ? mergeComments(item.commentsFailed, rejections) : mergeComments(item.commentsFailed);
  return { acceptedQty, commentsFailed, failedQty: sumComments(commentsFailed) };
}

/** Approved tab "Move to pending": sets acceptedQty and restores the earlier failure comments. */
export function approvedTabSave(item: QcQuantities, acceptedQty: number): QcEdit {
  const commentsFailed = mergeComments(item.commentsFailed);
  return { acceptedQty, commentsFailed, failedQty: sumComments(commentsFailed) };
}

/** Rejected tab "Move to pending": replaces the comments (empty or zero entries dropped) and recomputes failedQty. */
export function rejectedTabSave(item: QcQuantities, comments: readonly QcComment[]): QcEdit {
  const commentsFailed = mergeComments(comments);
  return { acceptedQty: item.acceptedQty, commentsFailed, failedQty: sumComments(commentsFailed) };
}

/** True when the quantities are storable: nothing negative and pending = total - accepted - failed >= 0. */
export const isQcValid = (q: Pick<QcQuantities, 'totalQty' | 'acceptedQty' | 'failedQty'>) => q.acceptedQty >= 0 && q.failedQty >= 0 && pendingQty(q) >= 0;

/**
 * Re-applies an edit made on `previous` to the item as it is now (`current`): the accepted quantity and each
 * comment's quantity change by what the edit changed. Two checkers editing one item at once therefore both count
 * (no lost approval); the caller then refuses a result that is not `isQcValid`. Answers null when a quantity would
 * go below zero (what the edit took back was already taken back by someone else).
 */
export function rebaseQcEdit(
  current: Pick<QcQuantities, 'acceptedQty' | 'commentsFailed'>,
  previous: Pick<QcEdit, 'acceptedQty' | 'commentsFailed'>,
  next: Pick<QcEdit, 'acceptedQty' | 'commentsFailed'>,
): QcEdit | null {
  const acceptedQty = current.acceptedQty + (next.acceptedQty - previous.acceptedQty);
  const before = new Map(mergeComments(previous.commentsFailed).map((c) => [c.comment, c.qty]));
  const after = new Map(mergeComments(next.commentsFailed).map((c) => [c.comment, c.qty]));
  const now = new Map(mergeComments(current.commentsFailed).map((c) => [c.comment, c.qty]));
  const keys = [...new Set([...now.keys(), ...before.keys(), ...after.keys()])];
  const commentsFailed: QcComment[] = [];
  for (const comment of keys) {
    const qty = (now.get(comment) ?? 0) + (after.get(comment) ?? 0) - (before.get(comment) ?? 0);
    if (qty < 0) return null;
    if (qty > 0) commentsFailed.push({ comment, qty });
  }
  if (acceptedQty < 0) return null;
  return { acceptedQty, commentsFailed, failedQty: sumComments(commentsFailed) };
}

/** Item QC status: FAILED once anything is rejected, COMPLETED when nothing is pending, else NOT_STARTED. */
export function itemQcStatusOf(q: Pick<QcQuantities, 'totalQty' | 'acceptedQty' | 'failedQty'>): ItemQcStatus {
  if (q.failedQty > 0) return 'FAILED';
  return pendingQty(q) === 0 ? 'COMPLETED' : 'NOT_STARTED';
}

/** Where an item stands in the zone QC status key order: pending first, then failed, then complete. */
export function itemZoneKey(q: Pick<QcQuantities, 'totalQty' | 'acceptedQty' | 'failedQty'>): ZoneQcStatus {
  if (pendingQty(q) > 0) return 'QC_PENDING';
  return q.failedQty > 0 ? 'QC_FAILED' : 'QC_COMPLETE';
}

/** A zone's QC status from its items: QC_PENDING while any unit is pending, else QC_FAILED if any was rejected, else QC_COMPLETE. */
export function zoneQcStatusOf(items: ReadonlyArray<Pick<QcQuantities, 'totalQty' | 'acceptedQty' | 'failedQty'>>): ZoneQcStatus {
  if (items.some((i) => pendingQty(i) > 0)) return 'QC_PENDING';
  return items.some((i) => i.failedQty > 0) ? 'QC_FAILED' : 'QC_COMPLETE';
}

/** "slide to complete QC" is enabled only when no item has remaining quantity (000 §5). */
export const canCompleteQc = (items: ReadonlyArray<Pick<QcQuantities, 'totalQty' | 'acceptedQty' | 'failedQty'>>) => items.every((i) => pendingQty(i) <= 0);

/** A QC status change is allowed only for non-intercity, non-tote items that allow it (000 §5). */
export const canChangeQcStatus = (item: { isTote: boolean; fulfilmentArchetype: string; isQcStatusChangeAllowed: boolean }) =>
  !item.isTote && item.fulfilmentArchetype !== 'INTERCITY' && item.isQcStatusChangeAllowed;

/** The item id of a QC scan: its first 14 characters (000 §5, §9). */
export const qcScanItemId = (value: string) => value.slice(0, QC_SCAN_ID_LENGTH);

/** What the sorts and searches read of an item. */
export interface QcSortable extends Pick<QcQuantities, 'totalQty' | 'acceptedQty' | 'failedQty'> {
  itemId: string;
  orderId: string;
  itemTitle: string;
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const zoneKeyRank = (q: QcSortable) => ZONE_QC_STATUS_LIST.indexOf(itemZoneKey(q));

/**
 * The two QC sort strategies (000 §3). STATUS: by the zone QC status key order (pending, failed, complete), then
 * item id. PARTIAL_ORDERS: an order's items together; orders partly checked (some units decided, some pending) or
 * with a rejection first, then orders not started, then orders done; each group by order id, then item id.
 */
export function sortQcItems<T extends QcSortable>(items: readonly T[], sort: QcSort): T[] {
  if (sort === 'STATUS') return [...items].sort((a, b) => zoneKeyRank(a) - zoneKeyRank(b) || byText(a.itemId, b.itemId));
  const orders = new Map<string, { total: number; decided: number; failed: number }>();
  for (const i of items) {
    const o = orders.get(i.orderId) ?? { total: 0, decided: 0, failed: 0 };
    orders.set(i.orderId, { total: o.total + i.totalQty, decided: o.decided + i.acceptedQty + i.failedQty, failed: o.failed + i.failedQty });
  }
  const rank = (orderId: string) => {
    const o = orders.get(orderId)!;
    if (o.failed > 0 || (o.decided > 0 && o.decided < o.total)) return 0;
    return o.decided === 0 ? 1 : 2;
  };
  return [...items].sort((a, b) => rank(a.orderId) - rank(b.orderId) || byText(a.orderId, b.orderId) || byText(a.itemId, b.itemId));
}

/** Item search: case-insensitive substring of the item id, order id or title. */
export function searchQcItems<T extends QcSortable>(items: readonly T[], term: string): T[] {
  const t = term.trim().toLowerCase();
  if (!t) return [...items];
  return items.filter((i) => [i.itemId, i.orderId, i.itemTitle].some((s) => s.toLowerCase().includes(t)));
}

/** Zone search (000 §5): case-insensitive substring on the zone id, optionally one status, sorted by id. */
export function filterQcZones<T extends { zoneId: string; qcStatus: string }>(zones: readonly T[], term: string, status: ZoneQcStatus | 'ALL' = 'ALL'): T[] {
  const t = term.trim().toLowerCase();
  return zones.filter((z) => (status === 'ALL' || z.qcStatus === status) && z.zoneId.toLowerCase().includes(t)).sort((a, b) => byText(a.zoneId, b.zoneId));
}
