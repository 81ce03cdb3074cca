import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type DispatchStatus, type Notification } from '@hub/shared/contracts';
import { type Db, type Tx, rowsOf } from '../../db/client';
import {
  activities,
  activityGroups,
  activityGroupTotes,
  assetLogs,
  drivers,
  dropPoints,
  itemDiscrepancies,
  notifications,
  ofdTasks,
  runsheets,
  runsheetTotes,
  shipments,
  toteManifests,
  trips,
  vehicles,
} from '../../db/schema';
import { type AssociationFields, hubOpsRepository } from '../../repositories/hub-ops';

/** One association of an item of a dispatch activity, with what the dispatch screens show of the item. */
export interface DispatchLineRow {
  itemId: string;
  itemTitle: string;
  itemCategory: string;
  imageUrl: string | null;
  skuId: string;
  shipmentId: string | null;
  orgId: string;
  qty: number;
  dispatchedQty: number;
  dispatchStatus: DispatchStatus;
  qcStatus: string;
  fulfilmentArchetype: string;
  association: AssociationFields;
  zoneQcStatus: string | null;
}

/** Associations of the items (on the activity `spaId` names, when given), locked in id order. */
function lockAssociationsSelect(itemIds: string[], spaId?: string | SQL): SQL {
  return sql`
      select a.id, a.item_id, a.qty, a.dispatched_qty, a.dispatch_status, a.association_type, a.entity_id, i.fulfilment_archetype
      from item_associations a join items i on i.item_id = a.item_id
      ${spaId === undefined ? sql`` : sql`join activity_items ai on ai.item_id = a.item_id and ai.spa_id = ${spaId}`}
      where ${itemIds.length ? sql`a.item_id in ${itemIds}` : sql`false`}
      order by a.id
      for update of a`;
}

function toLockedAssociations(rows: Array<Record<string, unknown>>) {
  return rows.map((r) => ({
    id: Number(r.id),
    itemId: r.item_id as string,
    qty: Number(r.qty),
    dispatchedQty: Number(r.dispatched_qty),
    dispatchStatus: r.dispatch_status as string,
    associationType: r.association_type as string,
    entityId: r.entity_id as string,
    fulfilmentArchetype: r.fulfilment_archetype as string,
  }));
}

/** A notifications row as the contract shows it. */
function toNotification(r: typeof notifications.$inferSelect): Notification {
  return {
    notificationId: r.id,
    kind: r.kind as Notification['kind'],
    recipientType: r.recipientType as Notification['recipientType'],
    recipientId: r.recipientId,
    recipientName: r.recipientName,
    recipientPhone: r.recipientPhone,
    message: r.message,
    status: r.status as Notification['status'],
    activityGroupId: r.activityGroupId,
    runsheetId: r.runsheetId,
    createdBy: r.createdBy,
    createdAt: r.createdAt.toISOString(),
  };
}

/**
 * Dispatch reads and the writes around the quantity path (`itemsRepository.addDispatched` does the bounded
 * quantity update): the manifest's lines, shortfall entries, tagged crates, and the runsheet + trip of Mark OFD.
 */
export const dispatchRepository = {
  /** Every association of every item of the activity (optionally one zone, one shipment or some items), by item then association. */
  async lines(db: Db | Tx, spaId: string, filter: { zone?: string; shipmentId?: string; itemIds?: string[] } = {}): Promise<DispatchLineRow[]> {
    const result = await db.execute(sql`
      select i.item_id, s.title, s.category, s.image_url, i.sku_id, i.shipment_id, o.org_id, i.qty, i.dispatched_qty, i.dispatch_status,
             i.qc_status, i.fulfilment_archetype, a.id as a_id, a.entity_id, a.association_type, a.qty as a_qty, a.picked_qty as a_picked,
             a.dispatched_qty as a_dispatched, a.picking_status as a_picking, a.dispatch_status as a_dispatch, a.partial_item_attributed,
             a.tote_attached_to_entity_id, a.pu_details, z.qc_status as zone_qc
      from activity_items ai
      join activities act on act.spa_id = ai.spa_id
      join items i on i.item_id = ai.item_id
      join skus s on s.sku_id = i.sku_id
      join orders o on o.order_id = i.order_id
      join item_associations a on a.item_id = i.item_id
      left join zones z on z.hub_org_unit_id = act.hub_org_unit_id and z.zone_id = a.entity_id and a.association_type = 'ZONE'
      where ai.spa_id = ${spaId}
        ${filter.zone ? sql`and i.item_id in (select item_id from item_associations where entity_id = ${filter.zone} and association_type = 'ZONE')` : sql``}
        ${filter.shipmentId ? sql`and i.shipment_id = ${filter.shipmentId}` : sql``}
        ${filter.itemIds ? (filter.itemIds.length ? sql`and ai.item_id in ${filter.itemIds}` : sql`and false`) : sql``}
      order by i.item_id, a.id`);
    return rowsOf<Record<string, unknown>>(result).map((r) => ({
      itemId: r.item_id as string,
      itemTitle: r.title as string,
      itemCategory: r.category as string,
      imageUrl: (r.image_url as string | null) ?? null,
      skuId: r.sku_id as string,
      shipmentId: (r.shipment_id as string | null) ?? null,
      orgId: r.org_id as string,
      qty: Number(r.qty),
      dispatchedQty: Number(r.dispatched_qty),
      dispatchStatus: r.dispatch_status as DispatchStatus,
      qcStatus: r.qc_status as string,
      fulfilmentArchetype: r.fulfilment_archetype as string,
      association: {
        id: Number(r.a_id),
        entityId: r.entity_id as string,
        associationType: r.association_type as string,
        qty: Number(r.a_qty),
        pickedQty: Number(r.a_picked),
        dispatchedQty: Number(r.a_dispatched),
        pickingStatus: r.a_picking as string,
        dispatchStatus: r.a_dispatch as string,
        partialItemAttributed: Boolean(r.partial_item_attributed),
        toteAttachedToEntityId: (r.tote_attached_to_entity_id as string | null) ?? null,
        puDetails: (typeof r.pu_details === 'string' ? JSON.parse(r.pu_details) : r.pu_details) as Record<string, unknown> | null,
      },
      zoneQcStatus: (r.zone_qc as string | null) ?? null,
    }));
  },

  /** Shortfall entries (DISPATCH_SHORTFALL) of items, by item. */
  async shortfalls(db: Db | Tx, itemIds: string[]) {
    const map = new Map<string, Array<{ qty: number; comment: string; associationId: number | null }>>();
    if (itemIds.length === 0) return map;
    const rows = await db
      .select()
      .from(itemDiscrepancies)
      .where(and(inArray(itemDiscrepancies.itemId, itemIds), eq(itemDiscrepancies.kind, 'DISPATCH_SHORTFALL')))
      .orderBy(asc(itemDiscrepancies.id));
    for (const r of rows) map.set(r.itemId, [...(map.get(r.itemId) ?? []), { qty: r.qty, comment: r.comment, associationId: r.associationId }]);
    return map;
  },

  /**
   * Replaces the shortfall entry of one association of an item (the item detail's card). An item-level entry (left by
   * a whole-item write) is first split onto the item's other associations still missing units, with its reason, so
   * nothing recorded is lost and the item never holds both kinds.
   */
  async setAssociationShortfall(
    tx: Tx,
    opts: { itemId: string; associationId: number; missing: number; reason: string | null; by: string; others: Array<{ id: number; missing: number }> },
  ) {
    const kind = eq(itemDiscrepancies.kind, 'DISPATCH_SHORTFALL');
    const mine = eq(itemDiscrepancies.itemId, opts.itemId);
    const itemLevel = await tx
      .select()
      .from(itemDiscrepancies)
      .where(and(mine, kind, isNull(itemDiscrepancies.associationId)))
      .orderBy(asc(itemDiscrepancies.id));
    if (itemLevel.length) {
      await tx.delete(itemDiscrepancies).where(and(mine, kind, isNull(itemDiscrepancies.associationId)));
      const split = opts.others.filter((o) => o.missing > 0);
      if (split.length)
        await tx.insert(itemDiscrepancies).values(
          split.map((o) => ({
            itemId: opts.itemId,
            associationId: o.id,
            kind: 'DISPATCH_SHORTFALL',
            qty: o.missing,
            comment: itemLevel[0]!.comment,
            createdBy: itemLevel[0]!.createdBy,
          })),
        );
    }
    await tx.delete(itemDiscrepancies).where(and(mine, kind, eq(itemDiscrepancies.associationId, opts.associationId)));
    if (opts.missing > 0 && opts.reason)
      await tx.insert(itemDiscrepancies).values({
        itemId: opts.itemId,
        associationId: opts.associationId,
        kind: 'DISPATCH_SHORTFALL',
        qty: opts.missing,
        comment: opts.reason,
        createdBy: opts.by,
      });
  },

  /** Replaces an item's shortfall entry: one row with the missing quantity and its reason, or none at full quantity. */
  async setShortfall(tx: Tx, itemId: string, missing: number, reason: string | null, by: string) {
    await tx.delete(itemDiscrepancies).where(and(eq(itemDiscrepancies.itemId, itemId), eq(itemDiscrepancies.kind, 'DISPATCH_SHORTFALL')));
    if (missing > 0 && reason) await tx.insert(itemDiscrepancies).values({ itemId, kind: 'DISPATCH_SHORTFALL', qty: missing, comment: reason, createdBy: by });
  },

  /**
   * The items' associations locked in id order (the one lock order: associations by id, then the item). With
   * `spaId`, only items on that activity (a scan's write learns in the same statement whether its item is there).
   */
  async lockAssociations(tx: Tx, itemIds: string[], opts: { spaId?: string } = {}) {
    if (itemIds.length === 0) return [];
    return toLockedAssociations(rowsOf<Record<string, unknown>>(await tx.execute(lockAssociationsSelect(itemIds, opts.spaId))));
  },

  /**
   * A dispatch write's first statement: the DISPATCH activity read and locked FOR SHARE (a close waits), and the
   * items' associations on it locked in id order, in one round trip (`hubOpsRepository.getActivityWith`).
   */
  async activityAndLockedAssociations(tx: Tx, spaId: string, itemIds: string[]) {
    const { activity, rows } = await hubOpsRepository.getActivityWith(tx, spaId, 'share', (id) => lockAssociationsSelect(itemIds, id));
    return { activity, locked: toLockedAssociations(rows).sort((a, b) => a.id - b.id) };
  },

  /**
   * A line handled with nothing dispatched becomes NOT_DISPATCHED (a NOT_STARTED one; the quantity write sets the rest):
   * the item and its associations, or only `associationIds` of them (one card of the item detail).
   */
  async markAttempted(tx: Tx, itemId: string, associationIds?: number[]) {
    await tx.execute(
      sql`update item_associations set dispatch_status = 'NOT_DISPATCHED' where item_id = ${itemId} and dispatch_status = 'NOT_STARTED' and dispatched_qty = 0
          ${associationIds?.length ? sql`and id in ${associationIds}` : sql``}`,
    );
    await tx.execute(
      sql`update items set dispatch_status = 'NOT_DISPATCHED', updated_at = now() where item_id = ${itemId} and dispatch_status = 'NOT_STARTED'`,
    );
  },

  /** Tagged totes of a manifest (activity group), oldest first. */
  taggedTotes(db: Db | Tx, activityGroupId: string) {
    return db.select().from(activityGroupTotes).where(eq(activityGroupTotes.activityGroupId, activityGroupId)).orderBy(asc(activityGroupTotes.taggedAt));
  },

  /** Tags a tote to a manifest; false when it already was (a repeated tag). */
  async tag(tx: Tx, activityGroupId: string, assetCode: string, by: string): Promise<boolean> {
    const rows = await tx.insert(activityGroupTotes).values({ activityGroupId, assetCode, taggedBy: by }).onConflictDoNothing().returning();
    return rows.length === 1;
  },

  /**
   * A crate drop's tote manifest, or null; with `lock` the row is held (FOR UPDATE by its close, FOR SHARE by a tag)
   * for the rest of the transaction. Lock order: tote manifest, then assets by code.
   */
  async toteManifest(db: Db | Tx, activityGroupId: string, lock?: 'update' | 'share') {
    const q = db.select().from(toteManifests).where(eq(toteManifests.activityGroupId, activityGroupId)).limit(1);
    const [row] = lock ? await q.for(lock) : await q;
    return row ?? null;
  },

  /** Creates a group's tote manifest, empty and OPEN; false when it already has one (a repeat changes nothing). */
  async createToteManifest(tx: Tx, opts: { activityGroupId: string; hubId: string; by: string }): Promise<boolean> {
    const rows = await tx
      .insert(toteManifests)
      .values({ activityGroupId: opts.activityGroupId, hubOrgUnitId: opts.hubId, createdBy: opts.by })
      .onConflictDoNothing()
      .returning();
    return rows.length === 1;
  },

  /**
   * Closes a tote manifest (its row locked by the caller): the crates leave the hub on the vehicle (IN_TRANSIT, out of
   * any zone and zone tag, a DISPATCH log naming the activity group) and the manifest is CLOSED with how many left.
   */
  async closeToteManifest(tx: Tx, opts: { activityGroupId: string; codes: string[]; vehicleId: string; hubName: string; by: string }) {
    if (opts.codes.length) {
      await tx.execute(sql`update tote_zone_tags set detagged_at = now() where asset_code in ${opts.codes} and detagged_at is null`);
      await tx.execute(sql`
        update assets set current_hub_org_unit_id = null, current_zone_id = null, current_vehicle_id = ${opts.vehicleId},
               asset_state = 'IN_TRANSIT', last_activity = 'DISPATCH', updated_at = now()
        where asset_code in ${opts.codes}`);
      await tx.insert(assetLogs).values(
        opts.codes.map((assetCode) => ({
          assetCode,
          assetEventType: 'DISPATCH',
          referenceId: opts.activityGroupId,
          referenceType: 'ACTIVITY_GROUP',
          locationName: opts.hubName,
          performedBy: opts.by,
        })),
      );
    }
    await tx
      .update(toteManifests)
      .set({ state: 'CLOSED', totesCount: opts.codes.length, closedBy: opts.by, closedAt: new Date() })
      .where(eq(toteManifests.activityGroupId, opts.activityGroupId));
  },

  /** An activity group with its activities and tagged totes. */
  async group(db: Db | Tx, activityGroupId: string) {
    const [group] = await db.select().from(activityGroups).where(eq(activityGroups.activityGroupId, activityGroupId)).limit(1);
    if (!group) return null;
    const acts = await db.select().from(activities).where(eq(activities.activityGroupId, activityGroupId)).orderBy(asc(activities.spaId));
    const totes = await dispatchRepository.taggedTotes(db, activityGroupId);
    return {
      activityGroupId: group.activityGroupId,
      hubOrgUnitId: group.hubOrgUnitId,
      activityGroupType: group.activityGroupType,
      activityGroupState: group.activityGroupState,
      driverId: group.driverId,
      minTotesToTag: group.minTotesToTag,
      cratesCount: group.cratesCount,
      taggedTotes: totes.map((t) => ({ assetCode: t.assetCode, taggedAt: t.taggedAt.getTime() })),
      activities: acts.map((a) => ({
        spaId: a.spaId,
        movementType: a.movementType,
        vehicleActivityState: a.vehicleActivityState as 'STARTED',
        logisticDetails: a.closeLogisticDetails,
        vehicleNumber: a.closeVehicleNumber,
      })),
    };
  },

  /** Stores what the dispatch close received (spec 000 §7 `?logisticDetails&vehicleNumber`) on the activity; null = not sent. */
  async recordCloseDetails(tx: Tx, spaId: string, details: { logisticDetails: string | null; vehicleNumber: string | null; forceReason: string | null }) {
    await tx
      .update(activities)
      .set({ closeLogisticDetails: details.logisticDetails, closeVehicleNumber: details.vehicleNumber, forceCloseReason: details.forceReason })
      .where(eq(activities.spaId, spaId));
  },

  /** A vehicle's number, or null. */
  async vehicleNumber(db: Db | Tx, vehicleId: string): Promise<string | null> {
    const [row] = await db.select({ n: vehicles.vehicleNumber }).from(vehicles).where(eq(vehicles.vehicleId, vehicleId)).limit(1);
    return row?.n ?? null;
  },

  /** The buyers of a runsheet (one per drop point, in its sequence) with their phone and the shipments going to them. */
  async runsheetBuyers(db: Db | Tx, runsheetId: string) {
    const rows = rowsOf<{ org_id: string; shop_name: string; phone_number: string; shipment_ids: string[] | string }>(
      await db.execute(sql`
        select d.org_id, g.shop_name, g.phone_number,
               coalesce(array_agg(s.shipment_id order by s.shipment_id) filter (where s.shipment_id is not null), '{}') as shipment_ids
        from drop_points d join orgs g on g.org_id = d.org_id left join shipments s on s.drop_point_id = d.drop_point_id
        where d.runsheet_id = ${runsheetId}
        group by d.drop_point_id, d.org_id, g.shop_name, g.phone_number, d.suggested_sequence
        order by d.suggested_sequence, d.drop_point_id`),
    );
    return rows.map((r) => ({
      orgId: r.org_id,
      shopName: r.shop_name,
      phone: r.phone_number,
      shipmentIds: Array.isArray(r.shipment_ids) ? r.shipment_ids : String(r.shipment_ids).replace(/[{}]/g, '').split(',').filter(Boolean),
    }));
  },

  /** Records messages to send (PENDING) in the caller's transaction; returns them as the contract shows them. */
  async insertNotifications(tx: Tx, rows: Array<typeof notifications.$inferInsert>): Promise<Notification[]> {
    if (rows.length === 0) return [];
    return (await tx.insert(notifications).values(rows).returning()).map(toNotification);
  },

  /** The messages recorded for an activity group, oldest first. */
  async groupNotifications(db: Db | Tx, activityGroupId: string): Promise<Notification[]> {
    const rows = await db.select().from(notifications).where(eq(notifications.activityGroupId, activityGroupId)).orderBy(asc(notifications.id));
    return rows.map(toNotification);
  },

  /** An activity group's row (a crate drop's checks read its type, state, vehicle and driver), or null. */
  async groupRow(db: Db | Tx, activityGroupId: string) {
    const [group] = await db.select().from(activityGroups).where(eq(activityGroups.activityGroupId, activityGroupId)).limit(1);
    return group ?? null;
  },

  /** A driver (with the hub they belong to and their vehicle), or null. */
  async driver(db: Db | Tx, driverId: string) {
    const [driver] = await db.select().from(drivers).where(eq(drivers.driverId, driverId)).limit(1);
    return driver ?? null;
  },

  /**
   * The hub's items of the shipments whose id starts with `prefix` (LIKE wildcards dropped), with the activities each
   * item is in, by shipment then item (at most 500).
   */
  async shipmentItems(db: Db | Tx, hubId: string, prefix: string) {
    const result = await db.execute(sql`
      select i.item_id, i.shipment_id, i.qty, i.dispatched_qty, i.dispatch_status,
             coalesce(array_agg(ai.spa_id order by ai.spa_id) filter (where ai.spa_id is not null), '{}') as spa_ids
      from items i left join activity_items ai on ai.item_id = i.item_id
      where i.hub_org_unit_id = ${hubId} and i.shipment_id like ${`${prefix.replace(/[%_\\]/g, '')}%`}
      group by i.item_id order by i.shipment_id, i.item_id limit 500`);
    return rowsOf<{ item_id: string; shipment_id: string; qty: number; dispatched_qty: number; dispatch_status: string; spa_ids: string[] | string }>(
      result,
    ).map((r) => ({
      itemId: r.item_id,
      shipmentId: r.shipment_id,
      qty: Number(r.qty),
      dispatchedQty: Number(r.dispatched_qty),
      dispatchStatus: r.dispatch_status,
      spaIds: Array.isArray(r.spa_ids) ? r.spa_ids : String(r.spa_ids).replace(/[{}]/g, '').split(',').filter(Boolean),
    }));
  },

  /**
   * The runsheet an item's dispatched units went out on, newest first, or null: a runsheet that lists the item
   * (runsheet_items) or carries its shipment (Mark OFD). `ended` when that runsheet is closed. A dispatch correction
   * never takes back units that left on one (docs/areas/corrections.md "Dispatch").
   */
  async itemRunsheet(db: Db | Tx, itemId: string): Promise<{ runsheetId: string; ended: boolean } | null> {
    const [row] = rowsOf<{ runsheet_id: string; activity_status: string }>(
      await db.execute(sql`
        select r.runsheet_id, r.activity_status
          from runsheets r
         where r.runsheet_id in (
                 select ri.runsheet_id from runsheet_items ri where ri.item_id = ${itemId}
                 union
                 select s.runsheet_id from items i join shipments s on s.shipment_id = i.shipment_id
                  where i.item_id = ${itemId} and s.runsheet_id is not null)
         order by r.created_at desc, r.runsheet_id desc
         limit 1`),
    );
    return row ? { runsheetId: row.runsheet_id, ended: row.activity_status === 'ENDED' } : null;
  },

  /**
   * Mark OFD: the OFD task keyed by the manifest (its primary key makes a second OFD of one manifest fail even when
   * two arrive at once), the driver's runsheet with one drop point per buyer of the dispatched shipments, the tagged
   * crates on it, and its trip (PLANNED). The crates count is stored on the manifest.
   */
  async markOfd(
    tx: Tx,
    opts: { spaId: string; hubId: string; activityGroupId: string; driverId: string; vehicleId: string; crates: number; by: string; tripDate: string },
  ): Promise<{ runsheetId: string; tripId: string } | null> {
    const taskId = `OFD-${opts.spaId}`;
    const runsheetId = `RS-${opts.spaId}`;
    const inserted = await tx
      .insert(ofdTasks)
      .values({
        taskId,
        hubOrgUnitId: opts.hubId,
        kind: 'OFD',
        driverId: opts.driverId,
        status: 'COMPLETED',
        runsheetId,
        createdBy: opts.by,
        completedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) return null;
    const today = opts.tripDate;
    const zoneResult = await tx.execute(sql`
      select distinct a.entity_id from activity_items ai join item_associations a on a.item_id = ai.item_id
      where ai.spa_id = ${opts.spaId} and a.association_type = 'ZONE' and a.dispatched_qty > 0 order by a.entity_id`);
    const zoneIds = rowsOf<{ entity_id: string }>(zoneResult).map((r) => r.entity_id);
    await tx.insert(runsheets).values({
      runsheetId,
      hubOrgUnitId: opts.hubId,
      driverId: opts.driverId,
      vehicleId: opts.vehicleId,
      activityStatus: 'NOT_STARTED',
      zoneIds,
      tripDate: today,
    });
    const shipResult = await tx.execute(sql`
      select i.shipment_id, o.org_id, org.shop_name, org.address, sum(i.dispatched_qty * s.unit_weight_gm)::int as weight
      from activity_items ai join items i on i.item_id = ai.item_id join orders o on o.order_id = i.order_id
      join orgs org on org.org_id = o.org_id join skus s on s.sku_id = i.sku_id
      where ai.spa_id = ${opts.spaId} and i.dispatched_qty > 0 and i.shipment_id is not null
      group by i.shipment_id, o.org_id, org.shop_name, org.address order by o.org_id, i.shipment_id`);
    const drops = new Map<string, { id: string; weight: number }>();
    for (const r of rowsOf<{ shipment_id: string; org_id: string; shop_name: string; address: string; weight: number }>(shipResult)) {
      let drop = drops.get(r.org_id);
      if (!drop) {
        drop = { id: `DP-${runsheetId}-${String(drops.size + 1).padStart(3, '0')}`, weight: 0 };
        drops.set(r.org_id, drop);
        await tx.insert(dropPoints).values({
          dropPointId: drop.id,
          runsheetId,
          orgId: r.org_id,
          name: r.shop_name,
          address: r.address,
          suggestedSequence: drops.size,
        });
      }
      drop.weight += Number(r.weight);
      await tx.update(shipments).set({ runsheetId, dropPointId: drop.id, shipmentStatus: 'OFD' }).where(eq(shipments.shipmentId, r.shipment_id));
    }
    for (const d of drops.values()) await tx.update(dropPoints).set({ weightGm: d.weight }).where(eq(dropPoints.dropPointId, d.id));
    const totes = await dispatchRepository.taggedTotes(tx, opts.activityGroupId);
    if (totes.length) await tx.insert(runsheetTotes).values(totes.map((t) => ({ runsheetId, assetCode: t.assetCode, category: 'CRATE' })));
    const tripId = runsheetId;
    await tx.insert(trips).values({
      tripId,
      runsheetId,
      hubOrgUnitId: opts.hubId,
      vehicleId: opts.vehicleId,
      driverId: opts.driverId,
      tripDate: today,
      status: 'PLANNED',
      touchPoints: drops.size,
    });
    await tx.update(activityGroups).set({ cratesCount: opts.crates }).where(eq(activityGroups.activityGroupId, opts.activityGroupId));
    return { runsheetId, tripId };
  },
};
