import { sql } from 'drizzle-orm';
import { HUB_OPS_MESSAGES } from '@hub/shared/contracts';
import { rowsOf, type Tx } from '../db/client';

/** The spec's refusal of a move or dispatch beyond the quantity (000 §5 "Unit move or dispatch"). */
const UNITS_REFUSED = HUB_OPS_MESSAGES.unitsRefused;

/** An association's and its item's quantities right after a write (the callers' answers are built from them). */
export interface UnitsWritten {
  association: { id: number; itemId: string; qty: number; pickedQty: number; dispatchedQty: number; pickingStatus: string; dispatchStatus: string };
  item: { itemId: string; qty: number; pickedQty: number; dispatchedQty: number; pickingStatus: string; dispatchStatus: string };
}

/**
 * The manifest line (activity_items) a write also counts its units on, in the same statement, after the item: the
 * line is bounded by its own qty like the association. A refused line leaves the association and item written in
 * the caller's transaction, which must roll back (every caller throws on a refusal).
 */
export interface ActivityLine {
  spaId: string;
  itemId: string;
  units: number;
}

/** What a quantity write answers: the quantities as written, or the spec's refusal (nothing changed). */
export type UnitsResult = ({ ok: true } & UnitsWritten) | { ok: false; message: typeof UNITS_REFUSED };

/** Status of a done quantity against its total: all done, some done, or the status it had (nothing done yet). */
const statusOf = (done: ReturnType<typeof sql>, total: ReturnType<typeof sql>, full: string, partial: string, current: ReturnType<typeof sql>) =>
  sql`case when ${done} >= ${total} then ${full} when ${done} > 0 then ${partial} else ${current} end`;

/**
 * Adds `units` to the picked (inward, movement) or dispatched quantity of one association and of its item (and, with
 * `line`, of the manifest line), in the caller's transaction, in one statement (UPDATEs in a WITH: one round trip per
 * scan instead of three). The bound is in each UPDATE itself (`done + units <= qty`): PostgreSQL re-checks it on the
 * latest row version after waiting for a concurrent writer, so two operators can never exceed a quantity, and no row
 * is read first (no lost update). Each UPDATE reads the previous one's result, so they run in order: rows are locked
 * association first, then item, then line, by every writer (one order, no deadlock). The item's quantity equals the
 * sum of its associations' (checked after every test file), so the item-level bound holds whenever the association's
 * does.
 */
async function addUnits(tx: Tx, associationId: number, units: number, kind: 'picked' | 'dispatched', line?: ActivityLine): Promise<UnitsResult> {
  if (!Number.isInteger(units) || units <= 0) return { ok: false, message: UNITS_REFUSED };
  if (line && (!Number.isInteger(line.units) || line.units <= 0)) return { ok: false, message: UNITS_REFUSED };
  const done = sql.raw(kind === 'picked' ? 'picked_qty' : 'dispatched_qty');
  const status = sql.raw(kind === 'picked' ? 'picking_status' : 'dispatch_status');
  const [full, partial] = kind === 'picked' ? ['PICKED', 'PARTIALLY_PICKED'] : ['DISPATCHED', 'PARTIALLY_DISPATCHED'];
  const result = await tx.execute(sql`
    with moved_association as (
      update item_associations
         set ${done} = ${done} + ${units},
             ${status} = ${statusOf(sql`${done} + ${units}`, sql`qty`, full, partial, sql`${status}`)}
       where id = ${associationId} and ${done} + ${units} <= qty
      returning id, item_id, qty, picked_qty, dispatched_qty, picking_status, dispatch_status
    ), moved_item as (
      update items
         set ${done} = items.${done} + ${units},
             ${status} = ${statusOf(sql`items.${done} + ${units}`, sql`items.qty`, full, partial, sql`items.${status}`)},
             updated_at = ${new Date()}
        from moved_association
       where items.item_id = moved_association.item_id and items.${done} + ${units} <= items.qty
      returning items.item_id, items.qty, items.picked_qty, items.dispatched_qty, items.picking_status, items.dispatch_status
    )${
      line
        ? sql`, moved_line as (
      update activity_items set done_qty = done_qty + ${line.units}
       where spa_id = ${line.spaId} and item_id = ${line.itemId} and done_qty + ${line.units} <= qty
         and exists (select 1 from moved_item)
      returning item_id
    )`
        : sql``
    }
    select a.id, a.item_id, a.qty, a.picked_qty, a.dispatched_qty, a.picking_status, a.dispatch_status,
           i.item_id as i_item_id, i.qty as i_qty, i.picked_qty as i_picked_qty, i.dispatched_qty as i_dispatched_qty,
           i.picking_status as i_picking_status, i.dispatch_status as i_dispatch_status,
           ${line ? sql`exists (select 1 from moved_line)` : sql`true`} as line_ok
      from moved_association a left join moved_item i on true`);
  const [row] = rowsOf<Record<string, unknown>>(result);
  if (!row) return { ok: false, message: UNITS_REFUSED };
  // Unreachable while item sums equal association sums; throwing rolls the association's write back with the rest.
  if (row.i_item_id === null || row.i_item_id === undefined) throw new Error(`Item ${String(row.item_id)} quantities are out of step with its associations`);
  // The association and item were written; the caller's transaction must roll them back (every caller throws).
  if (!row.line_ok) return { ok: false, message: UNITS_REFUSED };
  return {
    ok: true,
    association: {
      id: Number(row.id),
      itemId: row.item_id as string,
      qty: Number(row.qty),
      pickedQty: Number(row.picked_qty),
      dispatchedQty: Number(row.dispatched_qty),
      pickingStatus: row.picking_status as string,
      dispatchStatus: row.dispatch_status as string,
    },
    item: {
      itemId: row.i_item_id as string,
      qty: Number(row.i_qty),
      pickedQty: Number(row.i_picked_qty),
      dispatchedQty: Number(row.i_dispatched_qty),
      pickingStatus: row.i_picking_status as string,
      dispatchStatus: row.i_dispatch_status as string,
    },
  };
}

/** The quantity write path every hub flow uses (inward, movement, dispatch): bounded, race-free, in one transaction. */
export const itemsRepository = {
  /** Adds picked units (inward, zone movement) to an association and its item; refuses beyond the quantity. */
  addPicked: (tx: Tx, associationId: number, units: number, line?: ActivityLine) => addUnits(tx, associationId, units, 'picked', line),
  /** Adds dispatched units to an association and its item; refuses beyond the quantity. */
  addDispatched: (tx: Tx, associationId: number, units: number, line?: ActivityLine) => addUnits(tx, associationId, units, 'dispatched', line),
};
