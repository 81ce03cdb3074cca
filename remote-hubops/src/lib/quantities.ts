import { type Association } from '@hub/shared/contracts';

/** Which quantity a flow counts: picked (inward, zone movement) or dispatched (dispatch). */
export type DoneKind = 'picked' | 'dispatched';

/** The done quantity of an association for a flow. */
export const doneOf = (a: Pick<Association, 'pickedQty' | 'dispatchedQty'>, kind: DoneKind) => (kind === 'picked' ? a.pickedQty : a.dispatchedQty);

/** Units still open on a line: qty minus the done quantity (never below 0). */
export const remainingOf = (a: Pick<Association, 'qty' | 'pickedQty' | 'dispatchedQty'>, kind: DoneKind) => Math.max(0, a.qty - doneOf(a, kind));

/** The stepper's bounds (spec 000 §5 "Quantity stepper": 0..(qty minus done)), applied to any input: non-numbers and negatives become 0. */
export function clampUnits(value: unknown, max: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(Math.floor(n), Math.max(0, max));
}

/** A line counts as done when PICKED or DISPATCHED (spec 000 §4). */
export const isDoneStatus = (status: string) => status === 'PICKED' || status === 'DISPATCHED';

/**
 * The units a line's stepper starts at (spec 000 §4): a line still NOT_STARTED is preset to its qty (what is left
 * of it); any other line starts at 0 (nothing more entered yet).
 */
export function presetUnits(a: Pick<Association, 'qty' | 'pickedQty' | 'dispatchedQty' | 'pickingStatus' | 'dispatchStatus'>, kind: DoneKind): number {
  const status = kind === 'picked' ? a.pickingStatus : a.dispatchStatus;
  return status === 'NOT_STARTED' ? remainingOf(a, kind) : 0;
}

/** Done cards (PICKED / DISPATCHED) move to the end; the order is otherwise kept (spec 000 §4). */
export function doneLast<T>(list: readonly T[], statusOf: (t: T) => string): T[] {
  return [...list.filter((t) => !isDoneStatus(statusOf(t))), ...list.filter((t) => isDoneStatus(statusOf(t)))];
}
