import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type PilotFeature } from '@hub/shared/contracts';
import { type Db, type Tx, rowsOf } from '../db/client';
import { selectList } from '../db/select-list';
import { activities, activityGroups, activityItems, drivers, itemAssociations, itemDiscrepancies, items, skus, vehicles } from '../db/schema';

/** The pilot that turns shortfall marking on for a hub's dispatch manifests (spec 000 §3 "Feature flags per hub"). */
const SHORTFALL_PILOT: PilotFeature = 'DISPATCH_SHORTFALL';

/** An activity (manifest's hub work, spaId) with its group, as writes read it. */
export type ActivityRow = typeof activities.$inferSelect & { group: typeof activityGroups.$inferSelect };
type AssociationRow = typeof itemAssociations.$inferSelect;
/** One association's quantities, statuses and tote as the scan screens read it (the item detail, a dispatch line). */
export interface AssociationFields {
  id: number;
  entityId: string;
  associationType: string;
  qty: number;
  pickedQty: number;
  dispatchedQty: number;
  pickingStatus: string;
  dispatchStatus: string;
  partialItemAttributed: boolean;
  toteAttachedToEntityId: string | null;
  puDetails: Record<string, unknown> | null;
}

// Every scan reads its activity: its select list is written once (db/select-list.ts).
const ACTIVITY_COLUMNS = selectList(activities, 'a');
const GROUP_COLUMNS = selectList(activityGroups, 'g');

/** Discrepancy kinds the inward and movement edit panels show and write. */
const EDIT_KINDS = ['INWARD', 'MOVEMENT'] as const;

const lockClause = (lock?: 'update' | 'share') => (lock === 'update' ? sql` for update of a` : lock === 'share' ? sql` for share of a` : sql``);

/** The item detail's statement (see `itemDetail`) for the item on the activity `spaId` names: a value, or a column of an outer query. */
function itemDetailSelect(spaId: string | SQL, itemId: string): SQL {
  return sql`
      select i.item_id, s.title, s.image_url, i.sku_id, s.category, i.qty, i.picked_qty, i.dispatched_qty, i.picking_status,
             i.hub_org_unit_id, i.enable_move_tote_zone, g.driver_id, g.activity_group_id,
             coalesce((select json_agg(json_build_object(
                 'id', a.id, 'entityId', a.entity_id, 'associationType', a.association_type, 'qty', a.qty,
                 'pickedQty', a.picked_qty, 'dispatchedQty', a.dispatched_qty, 'pickingStatus', a.picking_status,
                 'dispatchStatus', a.dispatch_status, 'partialItemAttributed', a.partial_item_attributed,
                 'toteAttachedToEntityId', a.tote_attached_to_entity_id, 'puDetails', a.pu_details) order by a.id)
               from item_associations a where a.item_id = i.item_id), '[]'::json) as associations,
             coalesce((select json_agg(json_build_object('associationId', d.association_id, 'qty', d.qty, 'comment', d.comment) order by d.id)
               from item_discrepancies d where d.item_id = i.item_id and d.kind in ${[...EDIT_KINDS]}), '[]'::json) as reasons
        from items i
        join skus s on s.sku_id = i.sku_id
        join activity_items ai on ai.item_id = i.item_id and ai.spa_id = ${spaId}
        join activities act on act.spa_id = ai.spa_id
        join activity_groups g on g.activity_group_id = act.activity_group_id
       where i.item_id = ${itemId}
       limit 1`;
}

/** A row of `itemDetailSelect` as the detail screen shows the item. */
function toItemDetail(row: Record<string, unknown>, spaId: string) {
  const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;
  const associations = json<AssociationFields[]>(row.associations);
  const reasons = json<Array<{ associationId: number | null; qty: number; comment: string }>>(row.reasons);
  // Rows written without an association (older data, the seed) belong to the item's first association.
  const first = associations[0]?.id;
  const byAssociation = new Map<number, Array<{ qty: number; comment: string }>>();
  for (const r of reasons) {
    const owner = r.associationId ?? first;
    if (owner === undefined) continue;
    byAssociation.set(owner, [...(byAssociation.get(owner) ?? []), { qty: r.qty, comment: r.comment }]);
  }
  const hubOrgUnitId = row.hub_org_unit_id as string;
  return {
    itemId: row.item_id as string,
    itemTitle: row.title as string,
    imageUrl: (row.image_url as string | null) ?? null,
    skuId: row.sku_id as string,
    itemCategory: row.category as string,
    qty: Number(row.qty),
    pickedQty: Number(row.picked_qty),
    dispatchedQty: Number(row.dispatched_qty),
    pickingStatus: row.picking_status as string,
    hubOrgUnitId,
    enableMoveToteZone: Boolean(row.enable_move_tote_zone),
    associationDetail: associations.map((a) => ({ ...a, puDetails: a.puDetails ?? null, discrepancyReasons: byAssociation.get(a.id) ?? [] })),
    discrepancyDetails: reasons.map((r) => ({ qty: r.qty, comment: r.comment })),
    metaData: { hubOrgUnitId, spaId, driverId: (row.driver_id as string | null) ?? null, activityGroupId: row.activity_group_id as string },
  };
}

/** The item detail (associations with their reasons), as `itemDetail` answers it. */
export type ItemDetail = ReturnType<typeof toItemDetail>;

/**
 * Hub Ops reads and writes shared by inward, dispatch and zone movement: manifests (activities), their items, item
 * detail with associations and discrepancy reasons, reason comments, vehicle-activity state. Quantity changes go
 * through `itemsRepository` (race-free conditional updates); this module adds what those writes need around them.
 * Every function takes the database or the caller's transaction.
 */
export const hubOpsRepository = {
  /** Manifests of a hub for one view type and any of `movementTypes`, newest first (open ones unless `includeCompleted`). */
  async listActivities(db: Db | Tx, opts: { hubId: string; viewType: string; movementTypes: readonly string[]; includeCompleted: boolean }) {
    // blockShortfallMarking follows the hub's DISPATCH_SHORTFALL pilot, read with the list (docs/adr/012 §3): turning
    // the pilot on or off shows in the next answer. activity_groups.block_shortfall_marking (seeded) is not read.
    const result = await db.execute(sql`
      select a.spa_id, a.hub_org_unit_id, a.activity_group_id, a.movement_type, a.activity_pickup_type, a.vehicle_activity_state,
             g.activity_group_state, g.activity_group_type, g.activity_view_type, g.asset_tracking_pilot, g.min_totes_to_tag,
             g.is_tote_tagging_enabled, g.is_v2_flow, g.metadata, g.warehouse_name, g.seller_name,
             not exists (select 1 from hub_pilots p where p.hub_org_unit_id = a.hub_org_unit_id and p.feature = ${SHORTFALL_PILOT})
               as block_shortfall_marking,
             g.created_at, d.name as driver_name, v.vehicle_number,
             (select count(*)::int from activity_group_totes t where t.activity_group_id = g.activity_group_id) as tagged_totes,
             (select count(*)::int from activity_items i where i.spa_id = a.spa_id) as item_count
      from activities a
      join activity_groups g on g.activity_group_id = a.activity_group_id
      left join ${drivers} d on d.driver_id = g.driver_id
      left join ${vehicles} v on v.vehicle_id = g.vehicle_id
      where a.hub_org_unit_id = ${opts.hubId} and g.activity_view_type = ${opts.viewType} and a.movement_type in ${[...opts.movementTypes]}
        ${opts.includeCompleted ? sql`` : sql`and a.vehicle_activity_state <> 'COMPLETED'`}
      order by g.created_at desc, a.spa_id`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      spaId: r.spa_id as string,
      hubOrgUnitId: r.hub_org_unit_id as string,
      activityGroupId: r.activity_group_id as string,
      activityGroupState: r.activity_group_state as string,
      activityGroupType: r.activity_group_type as string,
      activityViewType: r.activity_view_type as 'SELLER' | 'VEHICLE',
      activityPickupType: r.activity_pickup_type as 'SELLER' | 'VEHICLE',
      movementType: r.movement_type as string,
      vehicleActivity: { vehicleActivityState: r.vehicle_activity_state as 'NOT_STARTED' | 'STARTED' | 'COMPLETED' },
      assetTrackingPilot: Boolean(r.asset_tracking_pilot),
      minTotesToTag: Number(r.min_totes_to_tag),
      taggedTotes: Number(r.tagged_totes),
      isToteTaggingEnabled: Boolean(r.is_tote_tagging_enabled),
      blockShortfallMarking: Boolean(r.block_shortfall_marking),
      isV2Flow: Boolean(r.is_v2_flow),
      driverDetails: { driverName: (r.driver_name as string | null) ?? null, vehicleNum: (r.vehicle_number as string | null) ?? null },
      metadata: (typeof r.metadata === 'string' ? JSON.parse(r.metadata) : r.metadata) as Array<{ key: string; value: string }>,
      warehouseName: (r.warehouse_name as string | null) ?? null,
      sellerName: (r.seller_name as string | null) ?? null,
      createdAtEpoch: new Date(r.created_at as string).getTime(),
      itemCount: Number(r.item_count),
    }));
  },

  /**
   * One activity with its group, or null (one statement). `lock` takes the activity row FOR UPDATE (close) or FOR
   * SHARE (writes that must not race a close); the group row is read, not locked.
   */
  async getActivity(db: Db | Tx, spaId: string, lock?: 'update' | 'share'): Promise<ActivityRow | null> {
    const result = await db.execute(sql`
      select ${ACTIVITY_COLUMNS.sql}, ${GROUP_COLUMNS.sql}
        from activities a join activity_groups g on g.activity_group_id = a.activity_group_id
       where a.spa_id = ${spaId}
       limit 1${lockClause(lock)}`);
    const [row] = rowsOf<Record<string, unknown>>(result);
    return row ? { ...ACTIVITY_COLUMNS.read(row), group: GROUP_COLUMNS.read(row) } : null;
  },

  /**
   * The activity as `getActivity` reads and locks it and, in the same statement, the rows of `then(spaId)`: a
   * sub-select joined LATERAL after the activity, `spaId` being the activity's id as a column. Its own row locks are
   * taken after the activity's (the one order). A scan's first two statements in one round trip; no activity: null
   * and no rows.
   */
  async getActivityWith(
    db: Db | Tx,
    spaId: string,
    lock: 'update' | 'share' | undefined,
    then: (spaId: SQL) => SQL,
  ): Promise<{ activity: ActivityRow | null; rows: Array<Record<string, unknown>> }> {
    const result = await db.execute(sql`
      with the_activity as materialized (
        select ${ACTIVITY_COLUMNS.sql}, ${GROUP_COLUMNS.sql}
          from activities a join activity_groups g on g.activity_group_id = a.activity_group_id
         where a.spa_id = ${spaId}
         limit 1${lockClause(lock)}
      )
      select the_activity.*, x.*
        from the_activity
        left join lateral (select true as "x.present", y.* from (${then(sql`the_activity."a.spa_id"`)}) y) x on true`);
    const rows = rowsOf<Record<string, unknown>>(result);
    if (rows.length === 0) return { activity: null, rows: [] };
    return { activity: { ...ACTIVITY_COLUMNS.read(rows[0]!), group: GROUP_COLUMNS.read(rows[0]!) }, rows: rows.filter((r) => r['x.present'] === true) };
  },

  /** The activity (locked as `getActivity`) and the item's detail on it (null when the item is not on it), in one statement. */
  async activityAndItemDetail(db: Db | Tx, spaId: string, lock: 'update' | 'share' | undefined, itemId: string) {
    const { activity, rows } = await hubOpsRepository.getActivityWith(db, spaId, lock, (id) => itemDetailSelect(id, itemId));
    return { activity, detail: activity && rows[0] ? toItemDetail(rows[0], activity.spaId) : null };
  },

  /** Moves an activity to `state`; the group follows (STARTED with its first activity, COMPLETED with its last). */
  async setVehicleActivityState(tx: Tx, activity: ActivityRow, state: 'STARTED' | 'COMPLETED') {
    await tx.update(activities).set({ vehicleActivityState: state }).where(eq(activities.spaId, activity.spaId));
    if (state === 'STARTED' && activity.group.activityGroupState === 'NOT_STARTED') {
      await tx.update(activityGroups).set({ activityGroupState: 'STARTED' }).where(eq(activityGroups.activityGroupId, activity.activityGroupId));
    }
    if (state === 'COMPLETED') {
      const open = await tx
        .select({ spaId: activities.spaId })
        .from(activities)
        .where(and(eq(activities.activityGroupId, activity.activityGroupId), sql`${activities.vehicleActivityState} <> 'COMPLETED'`));
      if (open.length === 0) {
        await tx
          .update(activityGroups)
          .set({ activityGroupState: 'COMPLETED', closedAt: new Date() })
          .where(eq(activityGroups.activityGroupId, activity.activityGroupId));
      }
    }
  },

  /** Items of an activity, by item id. */
  listActivityItems(db: Db | Tx, spaId: string) {
    return db
      .select({
        itemId: items.itemId,
        itemTitle: skus.title,
        imageUrl: skus.imageUrl,
        skuId: items.skuId,
        itemCategory: skus.category,
        qty: items.qty,
        pickedQty: items.pickedQty,
        dispatchedQty: items.dispatchedQty,
        pickingStatus: items.pickingStatus,
      })
      .from(activityItems)
      .innerJoin(items, eq(items.itemId, activityItems.itemId))
      .innerJoin(skus, eq(skus.skuId, items.skuId))
      .where(eq(activityItems.spaId, spaId))
      .orderBy(asc(items.itemId));
  },

  /** Whether the item belongs to the activity. */
  async activityHasItem(db: Db | Tx, spaId: string, itemId: string): Promise<boolean> {
    const [row] = await db
      .select({ itemId: activityItems.itemId })
      .from(activityItems)
      .where(and(eq(activityItems.spaId, spaId), eq(activityItems.itemId, itemId)))
      .limit(1);
    return Boolean(row);
  },

  /**
   * The item with its associations (by id) and the inward/movement discrepancy reasons, as the detail screen shows
   * them; null when the item is not on the activity. One statement (associations and reasons aggregated as JSON): a
   * scan reads it twice.
   */
  async itemDetail(db: Db | Tx, spaId: string, itemId: string) {
    const [row] = rowsOf<Record<string, unknown>>(await db.execute(itemDetailSelect(spaId, itemId)));
    return row ? toItemDetail(row, spaId) : null;
  },

  /**
   * Inward/movement reasons of an item, per association. Rows written without an association (older data, the
   * seed) belong to the item's first association: an inward item has one STAGING association.
   */
  async editReasons(db: Db | Tx, itemId: string, associations: AssociationRow[]) {
    const rows = await db
      .select()
      .from(itemDiscrepancies)
      .where(and(eq(itemDiscrepancies.itemId, itemId), inArray(itemDiscrepancies.kind, [...EDIT_KINDS])))
      .orderBy(asc(itemDiscrepancies.id));
    const first = associations[0]?.id;
    const byAssociation = new Map<number, Array<{ qty: number; comment: string }>>();
    for (const r of rows) {
      const owner = r.associationId ?? first;
      if (owner === undefined) continue;
      byAssociation.set(owner, [...(byAssociation.get(owner) ?? []), { qty: r.qty, comment: r.comment }]);
    }
    return { byAssociation, all: rows.map((r) => ({ qty: r.qty, comment: r.comment })) };
  },

  /** Records discrepancy reasons of an association (who and when with each). */
  async addReasons(
    tx: Tx,
    opts: { itemId: string; associationId: number; kind: 'INWARD' | 'MOVEMENT'; reasons: Array<{ qty: number; comment: string }>; by: string },
  ) {
    if (opts.reasons.length === 0) return;
    await tx.insert(itemDiscrepancies).values(
      opts.reasons.map((r) => ({
        itemId: opts.itemId,
        associationId: opts.associationId,
        kind: opts.kind,
        qty: r.qty,
        comment: r.comment,
        createdBy: opts.by,
      })),
    );
  },

  /** Clears an association's inward/movement reasons (its units are all in: "Inward all" / "Move all" clear them). */
  async clearReasons(tx: Tx, itemId: string, associationId: number, isFirst: boolean) {
    await tx
      .delete(itemDiscrepancies)
      .where(
        and(
          eq(itemDiscrepancies.itemId, itemId),
          inArray(itemDiscrepancies.kind, [...EDIT_KINDS]),
          isFirst
            ? sql`(${itemDiscrepancies.associationId} = ${associationId} or ${itemDiscrepancies.associationId} is null)`
            : eq(itemDiscrepancies.associationId, associationId),
        ),
      );
  },

  /**
   * Marks lines an operator has handled with nothing picked as NOT_PICKED (a NOT_STARTED line stays NOT_STARTED
   * until someone acts on it); PICKED and PARTIALLY_PICKED come from the quantity write itself.
   */
  async markAttempted(tx: Tx, associationId: number, itemId: string) {
    await tx
      .update(itemAssociations)
      .set({ pickingStatus: 'NOT_PICKED' })
      .where(and(eq(itemAssociations.id, associationId), eq(itemAssociations.pickingStatus, 'NOT_STARTED'), eq(itemAssociations.pickedQty, 0)));
    await tx
      .update(items)
      .set({ pickingStatus: 'NOT_PICKED', updatedAt: new Date() })
      .where(and(eq(items.itemId, itemId), eq(items.pickingStatus, 'NOT_STARTED'), eq(items.pickedQty, 0)));
  },

  /** Adds done units to the activity's line of the item, bounded by its qty like the item write; false when refused. */
  async addActivityDone(tx: Tx, spaId: string, itemId: string, units: number): Promise<boolean> {
    const rows = await tx
      .update(activityItems)
      .set({ doneQty: sql`${activityItems.doneQty} + ${units}` })
      .where(and(eq(activityItems.spaId, spaId), eq(activityItems.itemId, itemId), sql`${activityItems.doneQty} + ${units} <= ${activityItems.qty}`))
      .returning({ itemId: activityItems.itemId });
    return rows.length === 1;
  },

  /** The activity's associations still short of picked units, locked in (item, association) order: the one lock order of every writer. */
  async lockOpenAssociations(tx: Tx, spaId: string, itemIds?: string[]) {
    const result = await tx.execute(sql`
      select a.id, a.item_id, a.qty, a.picked_qty from item_associations a
      join activity_items ai on ai.item_id = a.item_id and ai.spa_id = ${spaId}
      where a.picked_qty < a.qty ${itemIds ? sql`and a.item_id in ${itemIds}` : sql``}
      order by a.item_id, a.id
      for update of a`);
    return rowsOf<{ id: number; item_id: string; qty: number; picked_qty: number }>(result).map((r) => ({
      id: Number(r.id),
      itemId: r.item_id,
      room: Number(r.qty) - Number(r.picked_qty),
    }));
  },
};
