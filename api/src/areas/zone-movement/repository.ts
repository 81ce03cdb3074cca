import { sql } from 'drizzle-orm';
import { batchOfZone, type MovementRouteBatch } from '@hub/shared/contracts';
import { type Db, type Tx, rowsOf } from '../../db/client';

const n = (v: unknown) => Number(v ?? 0);
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** A source row of a move: an association of the item in the source zone with units present (picked - dispatched). */
export interface SourceRow {
  id: number;
  itemId: string;
  qty: number;
  pickedQty: number;
  dispatchedQty: number;
  tote: string | null;
}

/** A locked association row (the columns the two locking reads select) as a source row. */
const toSourceRow = (r: Record<string, unknown>): SourceRow => ({
  id: n(r.id),
  itemId: String(r.item_id),
  qty: n(r.qty),
  pickedQty: n(r.picked_qty),
  dispatchedQty: n(r.dispatched_qty),
  tote: (r.tote as string | null) ?? null,
});

/** One item of a zone as the movement list needs it (before the route batch filter). */
export interface ZoneItemRow {
  itemId: string;
  itemTitle: string;
  imageUrl: string | null;
  skuId: string;
  itemCategory: string;
  orderId: string;
  destinationZoneId: string | null;
  routeBatch: MovementRouteBatch;
  toteIds: string[];
  movableQty: number;
  movedQty: number;
  awaitedQty: number;
  hasReasons: boolean;
}

/** The movement status of a line (000 §4 picking statuses): all moved PICKED, some PARTIALLY_PICKED, reasons only NOT_PICKED. */
export function lineStatus(moved: number, total: number, hasReasons: boolean): string {
  if (total > 0 && moved >= total) return 'PICKED';
  if (moved > 0) return 'PARTIALLY_PICKED';
  return hasReasons ? 'NOT_PICKED' : 'NOT_STARTED';
}

/**
 * Zone movement (000 §2, §7): what a zone holds and moves of units from a source zone into the buyers' LM zones. A
 * move takes units present in the source zone (picked - dispatched of its ZONE associations) and puts them into the
 * item's association of the LM zone (and tote): the item's sums do not change, so "item = sum of associations" holds
 * by construction. Every function takes the database or the caller's transaction.
 */
export const zoneMovementRepository = {
  /** The zone row of the hub (locked for the transaction when `lock`), or null. */
  async zone(db: Db | Tx, hubId: string, zoneId: string) {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select zone_id, zone_type, route_batch from zones where hub_org_unit_id = ${hubId} and zone_id = ${zoneId}`),
    );
    return row ? { zoneId: String(row.zone_id), zoneType: String(row.zone_type), routeBatch: (row.route_batch as string | null) ?? null } : null;
  },

  /** Staging zones with arrived / expected units, QC status, buyers, tonnage and items with units present. */
  async stagingZones(db: Db | Tx, hubId: string) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select z.zone_id, z.zone_type, z.qc_status,
               coalesce(sum(a.picked_qty), 0)::int as picked, coalesce(sum(a.qty), 0)::int as expected,
               count(distinct o.org_id) filter (where a.picked_qty > a.dispatched_qty)::int as buyers,
               coalesce(sum((a.picked_qty - a.dispatched_qty) * k.unit_weight_gm), 0)::float8 as grams,
               count(distinct a.item_id) filter (where a.picked_qty > a.dispatched_qty)::int as items
        from zones z
        left join item_associations a on a.hub_org_unit_id = z.hub_org_unit_id and a.association_type = 'ZONE' and a.entity_id = z.zone_id and a.qty > 0
        left join items i on i.item_id = a.item_id
        left join orders o on o.order_id = i.order_id
        left join skus k on k.sku_id = i.sku_id
        where z.hub_org_unit_id = ${hubId} and z.zone_type = 'STAGING'
        group by z.zone_id, z.zone_type, z.qc_status
        order by z.zone_id`),
    );
    return rows.map((r) => ({
      zoneId: String(r.zone_id),
      zoneType: String(r.zone_type),
      qcStatus: String(r.qc_status),
      pickedQty: n(r.picked),
      expectedQty: n(r.expected),
      buyerCount: n(r.buyers),
      tonnage: Math.round(n(r.grams) / 10_000) / 100,
      itemCount: n(r.items),
    }));
  },

  /**
   * Items of a zone with units present to move (of one tote when `tote`), each with its buyer's LM zone and batch, the
   * units already there, and units still awaited by inward. One statement (a zone of 500 items is one round trip);
   * what the items have in other zones and their movement reasons are gathered once for the whole list, driven from the
   * zone's items through the item-id indexes, so the plan stays quick even on a database without statistics (a freshly
   * seeded PGlite has none: no autovacuum); a correlated sub-select per item cost 0.4 ms x 500 on the bench world.
   */
  async zoneItems(db: Db | Tx, hubId: string, zoneId: string, tote: string | null, itemId: string | null = null): Promise<ZoneItemRow[]> {
    const inTote = tote ? sql`a.tote_attached_to_entity_id = ${tote}` : sql`true`;
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        with src as (
          select a.item_id,
                 sum(case when ${inTote} then a.picked_qty - a.dispatched_qty else 0 end)::int as movable,
                 sum(case when ${inTote} then a.qty - a.picked_qty else 0 end)::int as awaited,
                 array_remove(array_agg(distinct case when a.picked_qty > a.dispatched_qty then a.tote_attached_to_entity_id end), null) as totes
          from item_associations a
          where a.hub_org_unit_id = ${hubId} and a.association_type = 'ZONE' and a.entity_id = ${zoneId}
            ${itemId ? sql`and a.item_id = ${itemId}` : sql``}
          group by a.item_id
        )
        , placed as materialized (
          select d.item_id, d.entity_id, sum(d.qty)::int as qty from src join item_associations d on d.item_id = src.item_id
          where d.association_type = 'ZONE' and d.entity_id <> ${zoneId}
          group by d.item_id, d.entity_id
        ), noted as materialized (
          select distinct r.item_id from src join item_discrepancies r on r.item_id = src.item_id join item_associations ra on ra.id = r.association_id
          where r.kind = 'MOVEMENT' and ra.entity_id = ${zoneId}
        )
        select i.item_id, k.title, k.image_url, i.sku_id, k.category, i.order_id, b.zone_id as dest, dz.route_batch,
               src.totes, src.movable, src.awaited, coalesce(p.qty, 0)::int as moved, (n.item_id is not null) as has_reasons
        from src
        join items i on i.item_id = src.item_id
        join skus k on k.sku_id = i.sku_id
        join orders o on o.order_id = i.order_id
        left join buyer_lm_zones b on b.org_id = o.org_id and b.hub_org_unit_id = ${hubId}
        left join zones dz on dz.hub_org_unit_id = ${hubId} and dz.zone_id = b.zone_id
        left join placed p on p.item_id = i.item_id and p.entity_id = b.zone_id
        left join noted n on n.item_id = i.item_id
        ${itemId ? sql`` : sql`where src.movable > 0`}
        order by i.item_id`),
    );
    return rows.map((r) => ({
      itemId: String(r.item_id),
      itemTitle: String(r.title),
      imageUrl: (r.image_url as string | null) ?? null,
      skuId: String(r.sku_id),
      itemCategory: String(r.category),
      orderId: String(r.order_id),
      destinationZoneId: (r.dest as string | null) ?? null,
      routeBatch: batchOfZone(r.route_batch as string | null),
      toteIds: ((r.totes as string[] | null) ?? []).slice().sort(),
      movableQty: n(r.movable),
      movedQty: n(r.moved),
      awaitedQty: n(r.awaited),
      hasReasons: Boolean(r.has_reasons),
    }));
  },

  /** Totes of the zone holding units present, with the one LM zone all their units go to (null when several or unknown). */
  async sourceTotes(db: Db | Tx, hubId: string, zoneId: string) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select a.tote_attached_to_entity_id as tote, sum(a.picked_qty - a.dispatched_qty)::int as units, count(distinct a.item_id)::int as items,
               case when count(distinct b.zone_id) = 1 and count(b.zone_id) = count(*) then min(b.zone_id) end as single
        from item_associations a
        join items i on i.item_id = a.item_id join orders o on o.order_id = i.order_id
        left join buyer_lm_zones b on b.org_id = o.org_id and b.hub_org_unit_id = ${hubId}
        where a.hub_org_unit_id = ${hubId} and a.association_type = 'ZONE' and a.entity_id = ${zoneId}
          and a.tote_attached_to_entity_id is not null and a.picked_qty > a.dispatched_qty
        group by a.tote_attached_to_entity_id order by a.tote_attached_to_entity_id`),
    );
    return rows.map((r) => ({
      toteId: String(r.tote),
      units: n(r.units),
      itemCount: n(r.items),
      singleDestinationZoneId: (r.single as string | null) ?? null,
    }));
  },

  /** The item with its SKU, order and the buyer's LM zone, or null. */
  async item(db: Db | Tx, hubId: string, itemId: string) {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select i.item_id, i.hub_org_unit_id, i.sku_id, i.order_id, i.enable_move_tote_zone, k.title, k.image_url, k.category, b.zone_id as dest
        from items i join skus k on k.sku_id = i.sku_id join orders o on o.order_id = i.order_id
        left join buyer_lm_zones b on b.org_id = o.org_id and b.hub_org_unit_id = ${hubId}
        where i.item_id = ${itemId} and i.hub_org_unit_id = ${hubId}`),
    );
    if (!row) return null;
    return {
      itemId: String(row.item_id),
      hubOrgUnitId: String(row.hub_org_unit_id),
      skuId: String(row.sku_id),
      orderId: String(row.order_id),
      enableMoveToteZone: Boolean(row.enable_move_tote_zone),
      itemTitle: String(row.title),
      imageUrl: (row.image_url as string | null) ?? null,
      itemCategory: String(row.category),
      destinationZoneId: (row.dest as string | null) ?? null,
    };
  },

  /** True when the item has a row in the zone (any quantity) or units in its LM zone: the detail still opens after "Move all". */
  async itemBelongs(db: Db | Tx, hubId: string, itemId: string, zoneId: string, dest: string | null): Promise<boolean> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select 1 as x from item_associations where item_id = ${itemId} and hub_org_unit_id = ${hubId} and association_type = 'ZONE'
                           and (entity_id = ${zoneId} ${dest ? sql`or (entity_id = ${dest} and qty > 0)` : sql``}) limit 1`),
    );
    return Boolean(row);
  },

  /** Units of the item in a zone (all totes): what it already has in its LM zone. */
  async unitsInZone(db: Db | Tx, hubId: string, itemId: string, zoneId: string): Promise<number> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select coalesce(sum(qty), 0)::int as units from item_associations
                           where item_id = ${itemId} and hub_org_unit_id = ${hubId} and association_type = 'ZONE' and entity_id = ${zoneId}`),
    );
    return n(row?.units);
  },

  /** Movement reasons recorded on the item's rows in the zone, oldest first. */
  async movementReasons(db: Db | Tx, itemId: string, zoneId: string) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select r.qty, r.comment from item_discrepancies r join item_associations a on a.id = r.association_id
                           where r.item_id = ${itemId} and r.kind = 'MOVEMENT' and a.entity_id = ${zoneId} order by r.id`),
    );
    return rows.map((r) => ({ qty: n(r.qty), comment: String(r.comment) }));
  },

  /** Clears the movement reasons of the item's rows in the zone (its units all moved: "Move all" clears them). */
  async clearMovementReasons(tx: Tx, itemId: string, zoneId: string) {
    await tx.execute(sql`delete from item_discrepancies r using item_associations a
                         where a.id = r.association_id and r.item_id = ${itemId} and r.kind = 'MOVEMENT' and a.entity_id = ${zoneId}`);
  },

  /** The zone's most recently tagged tote (the tote units go into), or null: the last tag written (seeded tag times may lie ahead). */
  async latestTaggedTote(db: Db | Tx, hubId: string, zoneId: string): Promise<string | null> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select asset_code from tote_zone_tags where hub_org_unit_id = ${hubId} and zone_id = ${zoneId} and detagged_at is null
                           order by id desc limit 1`),
    );
    return row ? String(row.asset_code) : null;
  },

  /**
   * Locks the source rows of a move (associations in the zone with units present; of the items and the tote when given),
   * in id order: every writer of these rows takes them in this order, so two operators never deadlock, and one waiting
   * for the other reads the rows as the other left them (READ COMMITTED re-reads a locked row).
   */
  async lockSourceRows(tx: Tx, hubId: string, zoneId: string, opts: { itemIds?: readonly string[]; tote?: string | null }): Promise<SourceRow[]> {
    if (opts.itemIds && opts.itemIds.length === 0) return [];
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        select id, item_id, qty, picked_qty, dispatched_qty, tote_attached_to_entity_id as tote from item_associations
        where hub_org_unit_id = ${hubId} and association_type = 'ZONE' and entity_id = ${zoneId} and picked_qty > dispatched_qty
          ${opts.itemIds ? sql`and item_id in (${list(opts.itemIds)})` : sql``}
          ${opts.tote ? sql`and tote_attached_to_entity_id = ${opts.tote}` : sql``}
        order by id for update`),
    );
    return rows.map(toSourceRow);
  },

  /** Every row with units (qty > 0) attached to the tote in the zone, locked in id order (self-tote and close-tote checks). */
  async lockToteRows(tx: Tx, hubId: string, zoneId: string, tote: string): Promise<SourceRow[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        select id, item_id, qty, picked_qty, dispatched_qty, tote_attached_to_entity_id as tote from item_associations
        where hub_org_unit_id = ${hubId} and association_type = 'ZONE' and entity_id = ${zoneId} and tote_attached_to_entity_id = ${tote} and qty > 0
        order by id for update`),
    );
    return rows.map(toSourceRow);
  },

  /** The LM zones of the buyers of these items (item id -> zone id; items without one are absent). */
  async destinations(db: Db | Tx, hubId: string, itemIds: readonly string[]): Promise<Map<string, { zoneId: string; routeBatch: MovementRouteBatch }>> {
    if (itemIds.length === 0) return new Map();
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select i.item_id, b.zone_id, z.route_batch from items i join orders o on o.order_id = i.order_id
        join buyer_lm_zones b on b.org_id = o.org_id and b.hub_org_unit_id = ${hubId}
        join zones z on z.hub_org_unit_id = b.hub_org_unit_id and z.zone_id = b.zone_id
        where i.item_id in (${list(itemIds)})`),
    );
    return new Map(rows.map((r) => [String(r.item_id), { zoneId: String(r.zone_id), routeBatch: batchOfZone(r.route_batch as string | null) }]));
  },

  /**
   * Takes `units` out of a locked source row: its qty and picked quantity go down together, bounded in the UPDATE
   * itself (picked - dispatched >= units). A row left with no units is removed (it would keep a tote "in" the zone).
   * Answers false when the row no longer has the units (nothing changed).
   */
  async takeFromRow(tx: Tx, rowId: number, units: number): Promise<boolean> {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        update item_associations set qty = qty - ${units}, picked_qty = picked_qty - ${units},
          picking_status = case when picked_qty - ${units} >= qty - ${units} and qty - ${units} > 0 then 'PICKED'
                                when picked_qty - ${units} > 0 then 'PARTIALLY_PICKED' when qty - ${units} > 0 then 'NOT_PICKED' else picking_status end
        where id = ${rowId} and picked_qty - dispatched_qty >= ${units}
        returning qty`),
    );
    if (rows.length !== 1) return false;
    if (n(rows[0]!.qty) === 0) await tx.execute(sql`delete from item_associations where id = ${rowId} and qty = 0`);
    return true;
  },

  /**
   * Puts `units` into the item's association of the zone and tote (null = loose): the row is created or, when it exists,
   * added to (the unique key on item, place and tote makes two concurrent moves meet on one row).
   */
  async putIntoZone(tx: Tx, opts: { hubId: string; itemId: string; zoneId: string; tote: string | null; units: number }) {
    await tx.execute(sql`
      insert into item_associations (item_id, hub_org_unit_id, association_type, entity_id, qty, picked_qty, picking_status, tote_attached_to_entity_id)
      values (${opts.itemId}, ${opts.hubId}, 'ZONE', ${opts.zoneId}, ${opts.units}, ${opts.units}, 'PICKED', ${opts.tote})
      on conflict (item_id, association_type, entity_id, (coalesce(tote_attached_to_entity_id, ''))) where not partial_item_attributed
      do update set qty = item_associations.qty + excluded.qty, picked_qty = item_associations.picked_qty + excluded.picked_qty,
        picking_status = case when item_associations.picked_qty + excluded.picked_qty >= item_associations.qty + excluded.qty then 'PICKED' else 'PARTIALLY_PICKED' end`);
    await tx.execute(sql`update items set updated_at = now() where item_id = ${opts.itemId}`);
  },

  /** Units with qty in the tote anywhere (its contents), for the close-tote check. */
  async unitsInTote(db: Db | Tx, tote: string): Promise<number> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(
        sql`select coalesce(sum(qty - dispatched_qty), 0)::int as units from item_associations where tote_attached_to_entity_id = ${tote} and qty > 0`,
      ),
    );
    return n(row?.units);
  },

  /** The caller's open session at the hub, moved to the zone just used; false when there is none (unknown, another's, ended). */
  async touchOpenSession(tx: Tx, id: string, hubId: string, userId: string, zoneId: string): Promise<'ok' | 'missing' | 'ended'> {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`select ended_at from segregation_sessions where id = ${id} and hub_org_unit_id = ${hubId} and user_id = ${userId} for update`),
    );
    if (rows.length === 0) return 'missing';
    if (rows[0]!.ended_at) return 'ended';
    await tx.execute(sql`update segregation_sessions set zone_id = ${zoneId} where id = ${id}`);
    return 'ok';
  },

  // ---------------------------------------------------------------- corrections (docs/areas/corrections.md "Zone movement")

  /**
   * Every row of the item in the zone (any quantity), locked FOR UPDATE in id order: a movement correction's first lock,
   * the rows a move locks first too (a superset of them, in the same order), so a correction and a move never deadlock.
   */
  async lockItemRowsInZone(tx: Tx, hubId: string, itemId: string, zoneId: string): Promise<SourceRow[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`
        select id, item_id, qty, picked_qty, dispatched_qty, tote_attached_to_entity_id as tote from item_associations
        where hub_org_unit_id = ${hubId} and association_type = 'ZONE' and entity_id = ${zoneId} and item_id = ${itemId}
        order by id for update`),
    );
    return rows.map(toSourceRow);
  },

  /**
   * Locks the zone row FOR SHARE: a correction reading whether the zone's QC is complete or an OFD runs there waits for
   * a QC completion or a Mark OFD of the zone in flight (they lock the row FOR UPDATE), and does not block another
   * correction.
   */
  async shareZone(tx: Tx, hubId: string, zoneId: string): Promise<void> {
    await tx.execute(sql`select 1 from zones where hub_org_unit_id = ${hubId} and zone_id = ${zoneId} for share`);
  },

  /**
   * True when the item's units left the zone through zone movement: it still has a row there, or the audit trail
   * (migration 0018) recorded the deletion of one (a move removes a source row it emptied).
   */
  async leftZone(db: Db | Tx, hubId: string, itemId: string, zoneId: string): Promise<boolean> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select 1 as x where exists (select 1 from item_associations where item_id = ${itemId} and hub_org_unit_id = ${hubId}
                                      and association_type = 'ZONE' and entity_id = ${zoneId})
           or exists (select 1 from audit_log where item_id = ${itemId} and entity_type = 'item_associations' and action = 'delete'
                        and before ->> 'association_type' = 'ZONE' and before ->> 'entity_id' = ${zoneId}
                        and before ->> 'hub_org_unit_id' = ${hubId})`),
    );
    return Boolean(row);
  },

  /**
   * What the movement calls (`operations`, endpoint names) put into the item's zones: the increases of association
   * quantities in the audit trail, of one person (`userId`) or of everyone, and the time of the latest. A move lowers
   * its source rows and raises its destination rows, so the increases are the units moved in. Rows written before the
   * trail (the seed) are nobody's moves.
   */
  async movedIn(db: Db | Tx, itemId: string, operations: readonly string[], userId: string | null): Promise<{ units: number; lastAt: Date | null }> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select coalesce(sum(d.delta), 0)::int as units, max(d.at) as last_at from (
          select coalesce((after ->> 'qty')::int, 0) - coalesce((before ->> 'qty')::int, 0) as delta, at from audit_log
          where item_id = ${itemId} and entity_type = 'item_associations' and action in ('insert', 'update')
            and operation in ${[...operations]} ${userId ? sql`and actor_user_id = ${userId}` : sql``}
        ) d where d.delta > 0`),
    );
    return { units: n(row?.units), lastAt: row?.last_at ? new Date(row.last_at as string) : null };
  },

  /** True when the zone's QC was completed (a COMPLETE_ZONE decision) at or after `since` (ever, when null). */
  async qcCompletedSince(db: Db | Tx, hubId: string, zoneId: string, since: Date | null): Promise<boolean> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select 1 as x from qc_decisions where hub_org_unit_id = ${hubId} and zone_id = ${zoneId} and action = 'COMPLETE_ZONE'
                           ${since ? sql`and decided_at >= ${since.toISOString()}::timestamptz` : sql``} limit 1`),
    );
    return Boolean(row);
  },

  /** True when an OFD (or LM manifest) of the zone is in progress: its units are being dispatched. */
  async ofdInProgress(db: Db | Tx, hubId: string, zoneId: string): Promise<boolean> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select 1 as x from ofd_task_zones where hub_org_unit_id = ${hubId} and zone_id = ${zoneId} and task_status = 'IN_PROGRESS' limit 1`),
    );
    return Boolean(row);
  },

  /** The item's dispatched units and QC decisions (accepted + failed). */
  async itemProgress(db: Db | Tx, itemId: string): Promise<{ dispatchedQty: number; decidedQty: number }> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select dispatched_qty, accepted_qty + failed_qty as decided from items where item_id = ${itemId}`),
    );
    return { dispatchedQty: n(row?.dispatched_qty), decidedQty: n(row?.decided) };
  },

  /** Ends the caller's session (the first end time stays); null when it is not theirs at this hub. */
  async endSession(tx: Tx, id: string, hubId: string, userId: string): Promise<Date | null> {
    const rows = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`update segregation_sessions set ended_at = coalesce(ended_at, now())
                           where id = ${id} and hub_org_unit_id = ${hubId} and user_id = ${userId} returning ended_at`),
    );
    return rows[0] ? new Date(rows[0].ended_at as string) : null;
  },
};
