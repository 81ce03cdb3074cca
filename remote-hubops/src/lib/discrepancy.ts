import { HUB_OPS_MESSAGES, reasonsMustSumMessage } from '@hub/shared/contracts';

/** One reason row of the discrepancy slide-up: a quantity and a chosen comment (null = "Select a reason"). */
export interface ReasonRow {
  qty: number;
  comment: string | null;
}

/** The rows to show: the earlier reasons, or one empty row when none exist (spec 000 §2). */
export function initialRows(earlier: ReadonlyArray<{ qty: number; comment: string }>): ReasonRow[] {
  return earlier.length ? earlier.map((r) => ({ qty: r.qty, comment: r.comment })) : [{ qty: 0, comment: null }];
}

/** Removes a row; the first row is never deleted, and an empty row is added when none would remain. */
export function deleteRow(rows: readonly ReasonRow[], index: number): ReasonRow[] {
  if (index === 0) return [...rows];
  const next = rows.filter((_, i) => i !== index);
  return next.length ? next : [{ qty: 0, comment: null }];
}

/** A row's quantity is capped at the total units (spec 000 §5). */
export const capQty = (qty: number, total: number) => Math.max(0, Math.min(Math.floor(qty), total));

/** Sum of the rows' quantities. */
export const rowsTotal = (rows: ReadonlyArray<{ qty: number }>) => rows.reduce((s, r) => s + r.qty, 0);

/**
 * Why the rows cannot be saved, or null (spec 000 §5 "Edit discrepancy", inward and zone movement): with units
 * missing, the reasons must add up to exactly the missing units and every counted row needs a comment.
 */
export function reasonsError(rows: readonly ReasonRow[], missing: number): string | null {
  if (missing <= 0) return null;
  const counted = rows.filter((r) => r.qty > 0);
  if (counted.some((r) => !r.comment || !r.comment.trim())) return HUB_OPS_MESSAGES.reasonCommentRequired;
  if (rowsTotal(counted) !== missing) return reasonsMustSumMessage(missing);
  return null;
}

/**
 * What is sent: only increases over the earlier quantity of the same comment, above zero, as quantity and comment
 * (spec 000 §5). Earlier reasons are summed per comment first.
 */
export function reasonIncreases(earlier: ReadonlyArray<{ qty: number; comment: string }>, rows: readonly ReasonRow[]): Array<{ qty: number; comment: string }> {
  const before = new Map<string, number>();
  for (const r of earlier) before.set(r.comment, (before.get(r.comment) ?? 0) + r.qty);
  const now = new Map<string, number>();
  for (const r of rows) if (r.comment && r.qty > 0) now.set(r.comment, (now.get(r.comment) ?? 0) + r.qty);
  const out: Array<{ qty: number; comment: string }> = [];
  for (const [comment, qty] of now) {
    const increase = qty - (before.get(comment) ?? 0);
    if (increase > 0) out.push({ qty: increase, comment });
  }
  return out;
}
