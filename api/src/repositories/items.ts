import { sql } from 'drizzle-orm';
import { type CorrectionStep, HUB_OPS_MESSAGES } from '@hub/shared/contracts';
import { type Db, rowsOf, type Tx } from '../db/client';
import { corrections } from '../db/schema';

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
  const written = await writeUnits(tx, associationId, units, kind, 'add', line);
  return written ?? { ok: false, message: UNITS_REFUSED };
}

/**
 * The one statement of `addUnits` and `takeBackUnits`: the association, its item and (with `line`) the manifest line,
 * in that order, each UPDATE bounded in itself (adding: never beyond the quantity; taking back: never below what a
 * later step consumed, see takeBackUnits). Null when a bound refused; a refused line leaves the association and item
 * written in the caller's transaction, which must roll back (every caller throws).
 */
async function writeUnits(
  tx: Tx,
  associationId: number,
  units: number,
  kind: 'picked' | 'dispatched',
  direction: 'add' | 'takeBack',
  line?: ActivityLine,
): Promise<({ ok: true } & UnitsWritten) | null> {
  if (!Number.isInteger(units) || units <= 0) return null;
  if (line && (!Number.isInteger(line.units) || line.units <= 0)) return null;
  const done = sql.raw(kind === 'picked' ? 'picked_qty' : 'dispatched_qty');
  const status = sql.raw(kind === 'picked' ? 'picking_status' : 'dispatch_status');
  const [full, partial] = kind === 'picked' ? ['PICKED', 'PARTIALLY_PICKED'] : ['DISPATCHED', 'PARTIALLY_DISPATCHED'];
  const adding = direction === 'add';
  const op = sql.raw(adding ? '+' : '-');
  // Adding keeps the status it had while nothing is done; a take-back that leaves nothing goes back to NOT_STARTED.
  const emptyStatus = (current: ReturnType<typeof sql>) => (adding ? current : sql`'NOT_STARTED'`);
  // Taking back: picked units never below the same row's dispatched units; dispatched units never below 0.
  const floorOf = (table: string) => (kind === 'picked' ? sql.raw(`${table}.dispatched_qty`) : sql`0`);
  const bound = (table: string, value: ReturnType<typeof sql>) => (adding ? sql`${value} <= ${sql.raw(`${table}.qty`)}` : sql`${value} >= ${floorOf(table)}`);
  const result = await tx.execute(sql`
    with moved_association as (
      update item_associations
         set ${done} = ${done} ${op} ${units},
             ${status} = ${statusOf(sql`${done} ${op} ${units}`, sql`qty`, full, partial, emptyStatus(sql`${status}`))}
       where id = ${associationId} and ${bound('item_associations', sql`${done} ${op} ${units}`)}
      returning id, item_id, qty, picked_qty, dispatched_qty, picking_status, dispatch_status
    ), moved_item as (
      update items
         set ${done} = items.${done} ${op} ${units},
             ${status} = ${statusOf(sql`items.${done} ${op} ${units}`, sql`items.qty`, full, partial, emptyStatus(sql`items.${status}`))},
             updated_at = ${new Date()}
        from moved_association
       where items.item_id = moved_association.item_id and ${bound('items', sql`items.${done} ${op} ${units}`)}
      returning items.item_id, items.qty, items.picked_qty, items.dispatched_qty, items.picking_status, items.dispatch_status
    )${
      line
        ? sql`, moved_line as (
      update activity_items set done_qty = done_qty ${op} ${line.units}
       where spa_id = ${line.spaId} and item_id = ${line.itemId}
         and ${adding ? sql`done_qty + ${line.units} <= qty` : sql`done_qty - ${line.units} >= 0`}
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
  if (!row) return null;
  // Unreachable while item sums equal association sums; throwing rolls the association's write back with the rest.
  if (row.i_item_id === null || row.i_item_id === undefined) throw new Error(`Item ${String(row.item_id)} quantities are out of step with its associations`);
  // The association and item were written; the caller's transaction must roll them back (every caller throws).
  if (!row.line_ok) return null;
  return { ok: true, ...unitsWritten(row) };
}

/** The quantities a write's final SELECT returned (association columns, item columns prefixed `i_`). */
function unitsWritten(row: Record<string, unknown>): UnitsWritten {
  return {
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

/** What a take-back answers: the quantities as written, or refused (nothing changed; the caller names why). */
export type TakeBackResult = ({ ok: true } & UnitsWritten) | { ok: false };

/**
 * Takes `units` back from the picked or dispatched quantity of one association and of its item (and, with `line`,
 * from the manifest line's done_qty): the mirror of `addUnits`, for corrections (issue 34, docs/areas/corrections.md).
 * One statement, the bound in each UPDATE itself, re-checked by PostgreSQL on the latest row version after waiting
 * for a concurrent writer, so a correction racing scans never loses an update and never goes negative:
 * - never below 0;
 * - never below what a later step consumed: a picked quantity never below the dispatched quantity of the same
 *   association, nor the item's picked below the item's dispatched (a unit already dispatched was picked);
 * - the line never below 0.
 * Statuses are recomputed from the new quantity: some units left = the partial status (PARTIALLY_PICKED /
 * PARTIALLY_DISPATCHED), none left = the initial status NOT_STARTED (the line is as it was before the scan the
 * correction undoes; docs/areas/corrections.md "Statuses after a correction"). Same lock order as `addUnits`
 * (association, item, line), so scans and corrections never deadlock. A refused line leaves the association and item
 * written in the caller's transaction, which must roll back (the callers throw).
 */
async function takeBackUnits(tx: Tx, associationId: number, units: number, kind: 'picked' | 'dispatched', line?: ActivityLine): Promise<TakeBackResult> {
  return (await writeUnits(tx, associationId, units, kind, 'takeBack', line)) ?? { ok: false };
}

/** The quantity write path every hub flow uses (inward, movement, dispatch): bounded, race-free, in one transaction. */
export const itemsRepository = {
  /** Adds picked units (inward, zone movement) to an association and its item; refuses beyond the quantity. */
  addPicked: (tx: Tx, associationId: number, units: number, line?: ActivityLine) => addUnits(tx, associationId, units, 'picked', line),
  /** Adds dispatched units to an association and its item; refuses beyond the quantity. */
  addDispatched: (tx: Tx, associationId: number, units: number, line?: ActivityLine) => addUnits(tx, associationId, units, 'dispatched', line),
  /** Takes picked units back (an inward or movement correction); never below 0 nor below the dispatched quantity. */
  takeBackPicked: (tx: Tx, associationId: number, units: number, line?: ActivityLine) => takeBackUnits(tx, associationId, units, 'picked', line),
  /** Takes dispatched units back (a dispatch correction); never below 0 (the runsheet rule is the caller's). */
  takeBackDispatched: (tx: Tx, associationId: number, units: number, line?: ActivityLine) => takeBackUnits(tx, associationId, units, 'dispatched', line),

  /**
   * Every association of an item, locked FOR UPDATE in id order (the one lock order: associations, then the item,
   * then the line). A correction holds them all before it reads the counts it decides on, so no scan of the item can
   * change them until it commits.
   */
  async lockItemAssociations(tx: Tx, itemId: string): Promise<LockedAssociation[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        select id, qty, picked_qty, dispatched_qty from item_associations where item_id = ${itemId} order by id for update`),
    );
    return rows.map((r) => ({ id: Number(r.id), qty: Number(r.qty), pickedQty: Number(r.picked_qty), dispatchedQty: Number(r.dispatched_qty) }));
  },

  /** The manifest line of an item (what the manifest counted of it), or null when the item is not on the manifest. */
  async activityLine(db: Db | Tx, spaId: string, itemId: string): Promise<{ qty: number; doneQty: number } | null> {
    const [row] = rowsOf<{ qty: number; done_qty: number }>(
      await db.execute(sql`select qty, done_qty from activity_items where spa_id = ${spaId} and item_id = ${itemId}`),
    );
    return row ? { qty: Number(row.qty), doneQty: Number(row.done_qty) } : null;
  },

  /**
   * The units a person counted on a manifest line through the flow's scan calls (`operations`, endpoint names): the
   * increases of the line's done_qty in the audit trail (migration 0018) written by them. The line alone is read (a
   * scan also changes the association and the item, which would count it twice), and only what the trail recorded
   * (rows written before it, or by the seed, are nobody's scans).
   */
  async scannedUnits(db: Db | Tx, opts: { spaId: string; itemId: string; userId: string; operations: readonly string[] }): Promise<number> {
    if (opts.operations.length === 0) return 0;
    const [row] = rowsOf<{ units: number | string | null }>(
      await db.execute(sql`
        select coalesce(sum(greatest(0, coalesce((after ->> 'done_qty')::int, 0) - coalesce((before ->> 'done_qty')::int, 0))), 0)::int as units
          from audit_log
         where item_id = ${opts.itemId} and entity_type = 'activity_items' and entity_id = ${`${opts.spaId}:${opts.itemId}`}
           and action = 'update' and actor_user_id = ${opts.userId} and operation in ${[...opts.operations]}`),
    );
    return Number(row?.units ?? 0);
  },

  /** The units a person already took back with corrections of one step on one manifest line (or zone) of an item. */
  async correctedUnits(db: Db | Tx, opts: { step: CorrectionStep; contextId: string; itemId: string; by: string }): Promise<number> {
    const [row] = rowsOf<{ units: number | string | null }>(
      await db.execute(sql`
        select coalesce(sum(units), 0)::int as units from corrections
         where item_id = ${opts.itemId} and step = ${opts.step} and context_id = ${opts.contextId} and corrected_by = ${opts.by}`),
    );
    return Number(row?.units ?? 0);
  },

  /** Records a correction (the `corrections` row of docs/areas/corrections.md) in the caller's transaction; its id. */
  async recordCorrection(tx: Tx, row: typeof corrections.$inferInsert): Promise<number> {
    const [made] = await tx.insert(corrections).values(row).returning({ id: corrections.id });
    return made!.id;
  },
};

/** An association's quantities as a correction reads them under its lock. */
export interface LockedAssociation {
  id: number;
  qty: number;
  pickedQty: number;
  dispatchedQty: number;
}
