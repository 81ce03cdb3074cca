import { and, eq, sql } from 'drizzle-orm';
import { type Tx } from '../db/client';
import { itemAssociations, items } from '../db/schema';

/** The spec's refusal of a move or dispatch beyond the quantity (000 §5 "Unit move or dispatch"). */
export const UNITS_REFUSED = 'Failed to update units';

/** What a quantity write answers: the rows as written, or the spec's refusal (nothing changed). */
export type UnitsResult =
  { ok: true; association: typeof itemAssociations.$inferSelect; item: typeof items.$inferSelect } | { ok: false; message: typeof UNITS_REFUSED };

/** Status of a done quantity against its total: all done, some done, or the status it had (nothing done yet). */
const statusOf = (done: ReturnType<typeof sql>, total: ReturnType<typeof sql>, full: string, partial: string, current: ReturnType<typeof sql>) =>
  sql`case when ${done} >= ${total} then ${full} when ${done} > 0 then ${partial} else ${current} end`;

/**
 * Adds `units` to the picked (inward, movement) or dispatched quantity of one association and of its item, in the
 * caller's transaction. The bound is in the UPDATE itself (`done + units <= qty`): PostgreSQL re-checks it on the
 * latest row version after waiting for a concurrent writer, so two operators can never exceed a quantity, and no
 * row is read first (no lost update). Rows are locked association first, then item, by every writer (one order,
 * no deadlock). The item's quantity equals the sum of its associations' (checked after every test file), so the
 * item-level bound holds whenever the association's does.
 */
async function addUnits(tx: Tx, associationId: number, units: number, kind: 'picked' | 'dispatched'): Promise<UnitsResult> {
  if (!Number.isInteger(units) || units <= 0) return { ok: false, message: UNITS_REFUSED };
  const a = itemAssociations;
  const done = kind === 'picked' ? a.pickedQty : a.dispatchedQty;
  const [association] = await tx
    .update(a)
    .set(
      kind === 'picked'
        ? {
            pickedQty: sql`${a.pickedQty} + ${units}`,
            pickingStatus: statusOf(sql`${a.pickedQty} + ${units}`, sql`${a.qty}`, 'PICKED', 'PARTIALLY_PICKED', sql`${a.pickingStatus}`),
          }
        : {
            dispatchedQty: sql`${a.dispatchedQty} + ${units}`,
            dispatchStatus: statusOf(sql`${a.dispatchedQty} + ${units}`, sql`${a.qty}`, 'DISPATCHED', 'PARTIALLY_DISPATCHED', sql`${a.dispatchStatus}`),
          },
    )
    .where(and(eq(a.id, associationId), sql`${done} + ${units} <= ${a.qty}`))
    .returning();
  if (!association) return { ok: false, message: UNITS_REFUSED };
  const i = items;
  const itemDone = kind === 'picked' ? i.pickedQty : i.dispatchedQty;
  const [item] = await tx
    .update(i)
    .set(
      kind === 'picked'
        ? {
            pickedQty: sql`${i.pickedQty} + ${units}`,
            pickingStatus: statusOf(sql`${i.pickedQty} + ${units}`, sql`${i.qty}`, 'PICKED', 'PARTIALLY_PICKED', sql`${i.pickingStatus}`),
            updatedAt: new Date(),
          }
        : {
            dispatchedQty: sql`${i.dispatchedQty} + ${units}`,
            dispatchStatus: statusOf(sql`${i.dispatchedQty} + ${units}`, sql`${i.qty}`, 'DISPATCHED', 'PARTIALLY_DISPATCHED', sql`${i.dispatchStatus}`),
            updatedAt: new Date(),
          },
    )
    .where(and(eq(i.itemId, association.itemId), sql`${itemDone} + ${units} <= ${i.qty}`))
    .returning();
  // Unreachable while item sums equal association sums; refusing keeps a broken world from getting worse.
  if (!item) throw new Error(`Item ${association.itemId} quantities are out of step with its associations`);
  return { ok: true, association, item };
}

/** The quantity write path every hub flow uses (inward, movement, dispatch): bounded, race-free, in one transaction. */
export const itemsRepository = {
  /** Adds picked units (inward, zone movement) to an association and its item; refuses beyond the quantity. */
  addPicked: (tx: Tx, associationId: number, units: number) => addUnits(tx, associationId, units, 'picked'),
  /** Adds dispatched units to an association and its item; refuses beyond the quantity. */
  addDispatched: (tx: Tx, associationId: number, units: number) => addUnits(tx, associationId, units, 'dispatched'),
};
