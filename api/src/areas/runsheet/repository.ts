import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { type ReasonListKey } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import {
  assetLogs,
  assets,
  drivers,
  dropPoints,
  itemAssociations,
  items,
  orgs,
  runsheetItems,
  runsheets,
  runsheetTotes,
  shipments,
  shipmentVerifications,
  skus,
  vehicles,
} from '../../db/schema';

type Conn = Db | Tx;
export type RunsheetRow = typeof runsheets.$inferSelect;
export type DropPointRow = typeof dropPoints.$inferSelect;

/** Reason lists of the runsheet screens (read through `app.reasonLists`: docs/areas/reason-lists.md). */
export const RUNSHEET_REASON_KINDS = { hold: 'RUNSHEET_HOLD', missingCrate: 'MISSING_CRATE', intercity: 'NOT_DELIVERED' } as const satisfies Record<
  string,
  ReasonListKey
>;

/** One item to collect back, joined with what the screens show. */
export interface RunsheetItemRow {
  itemId: string;
  itemTitle: string;
  itemType: string;
  status: string;
  isVerified: boolean;
  notDeliveredReason: string | null;
  qty: number;
  toteId: string | null;
  shipmentId: string | null;
  dropPointId: string | null;
  skuId: string;
}

/**
 * Runsheet close (spec 001 §4): reads, and writes that each change one state machine. Every write function runs in
 * the caller's transaction, which first took the runsheet row lock (`lock`): all writers on one runsheet queue on
 * that row (one lock order, no deadlock), so two operators can neither double-collect nor collect into a closing run.
 */
export const runsheetsRepository = {
  /** The runsheet, or null. */
  async get(db: Conn, runsheetId: string): Promise<RunsheetRow | null> {
    const [row] = await db.select().from(runsheets).where(eq(runsheets.runsheetId, runsheetId)).limit(1);
    return row ?? null;
  },

  /** The runsheet locked for the rest of the transaction (SELECT ... FOR UPDATE), or null. */
  async lock(tx: Tx, runsheetId: string): Promise<RunsheetRow | null> {
    const [row] = await tx.select().from(runsheets).where(eq(runsheets.runsheetId, runsheetId)).for('update');
    return row ?? null;
  },

  /** Runsheets of a hub not closed yet, with driver and vehicle, and their shipments. */
  async activeAtHub(db: Conn, hubOrgUnitId: string) {
    const rows = await db
      .select({
        runsheetId: runsheets.runsheetId,
        vehicleNumber: vehicles.vehicleNumber,
        driverName: drivers.name,
        contactNum: drivers.contactNum,
        reverseRunsheet: runsheets.reverseRunsheet,
        activityStatus: runsheets.activityStatus,
        onHold: runsheets.onHold,
        holdReason: runsheets.holdReason,
        tripDate: runsheets.tripDate,
      })
      .from(runsheets)
      .leftJoin(drivers, eq(drivers.driverId, runsheets.driverId))
      .leftJoin(vehicles, eq(vehicles.vehicleId, runsheets.vehicleId))
      .where(and(eq(runsheets.hubOrgUnitId, hubOrgUnitId), ne(runsheets.activityStatus, 'ENDED')))
      .orderBy(asc(runsheets.runsheetId));
    const ids = rows.map((r) => r.runsheetId);
    const ships = ids.length ? await db.select().from(shipments).where(inArray(shipments.runsheetId, ids)).orderBy(asc(shipments.shipmentId)) : [];
    return { rows, shipments: ships };
  },

  /** Totes and crates travelling on the runsheet. */
  totes(db: Conn, runsheetId: string) {
    return db.select().from(runsheetTotes).where(eq(runsheetTotes.runsheetId, runsheetId)).orderBy(asc(runsheetTotes.assetCode));
  },

  /** Items to collect back, with title, quantity, shipment and drop. */
  items(db: Conn, runsheetId: string, itemIds?: string[]): Promise<RunsheetItemRow[]> {
    const where = itemIds ? and(eq(runsheetItems.runsheetId, runsheetId), inArray(runsheetItems.itemId, itemIds)) : eq(runsheetItems.runsheetId, runsheetId);
    return db
      .select({
        itemId: runsheetItems.itemId,
        itemTitle: skus.title,
        itemType: runsheetItems.itemType,
        status: runsheetItems.status,
        isVerified: runsheetItems.isVerified,
        notDeliveredReason: runsheetItems.notDeliveredReason,
        qty: items.qty,
        toteId: runsheetItems.toteId,
        shipmentId: items.shipmentId,
        dropPointId: shipments.dropPointId,
        skuId: items.skuId,
      })
      .from(runsheetItems)
      .innerJoin(items, eq(items.itemId, runsheetItems.itemId))
      .innerJoin(skus, eq(skus.skuId, items.skuId))
      .leftJoin(shipments, eq(shipments.shipmentId, items.shipmentId))
      .where(where)
      .orderBy(asc(runsheetItems.itemId));
  },

  /** Drop points of the runsheet in sequence (or the given ones), each with its shipments. */
  async dropPoints(db: Conn, runsheetId: string, dropPointIds?: string[]) {
    const where = dropPointIds
      ? and(eq(dropPoints.runsheetId, runsheetId), inArray(dropPoints.dropPointId, dropPointIds))
      : eq(dropPoints.runsheetId, runsheetId);
    const drops = await db.select().from(dropPoints).where(where).orderBy(asc(dropPoints.suggestedSequence), asc(dropPoints.dropPointId));
    const ships = drops.length
      ? await db
          .select()
          .from(shipments)
          .where(
            and(
              eq(shipments.runsheetId, runsheetId),
              inArray(
                shipments.dropPointId,
                drops.map((d) => d.dropPointId),
              ),
            ),
          )
          .orderBy(asc(shipments.shipmentId))
      : [];
    return drops.map((d) => ({ drop: d, shipments: ships.filter((s) => s.dropPointId === d.dropPointId) }));
  },

  /** Drop points of the runsheet whose items share this SKU (a set broken across drops). */
  async dropPointIdsForSku(db: Conn, runsheetId: string, skuId: string): Promise<string[]> {
    const rows = await db
      .selectDistinct({ dropPointId: shipments.dropPointId })
      .from(items)
      .innerJoin(shipments, eq(shipments.shipmentId, items.shipmentId))
      .where(and(eq(shipments.runsheetId, runsheetId), eq(items.skuId, skuId)));
    return rows.map((r) => r.dropPointId!).filter(Boolean);
  },

  /** NOT_STARTED -> IN_PROGRESS. */
  async start(tx: Tx, runsheetId: string) {
    await tx.update(runsheets).set({ activityStatus: 'IN_PROGRESS', startedAt: new Date() }).where(eq(runsheets.runsheetId, runsheetId));
  },

  /** HOLD with a reason, or UN_HOLD. */
  async setHold(tx: Tx, runsheetId: string, onHold: boolean, reason: string | null) {
    await tx.update(runsheets).set({ onHold, holdReason: reason }).where(eq(runsheets.runsheetId, runsheetId));
  },

  /** Scan Pending -> Scanned; a tote without items is Verified at once (nothing in it to verify). */
  async scanTote(tx: Tx, runsheetId: string, toteId: string) {
    const [row] = await tx
      .update(runsheetTotes)
      .set({
        isScanned: true,
        isVerified: sql`not exists (select 1 from ${runsheetItems} where ${runsheetItems.runsheetId} = ${runsheetId} and ${runsheetItems.toteId} = ${toteId})`,
      })
      .where(and(eq(runsheetTotes.runsheetId, runsheetId), eq(runsheetTotes.assetCode, toteId), eq(runsheetTotes.isScanned, false)))
      .returning();
    return row ?? null;
  },

  /**
   * NOT_STARTED -> COLLECTED for the given items (only those still NOT_STARTED: a second collect changes nothing),
   * recording the reason where one was missing; `verify` (items of a scanned tote) marks the not yet verified ones
   * verified and collected.
   */
  async collect(tx: Tx, runsheetId: string, itemIds: string[], reason: string | null, verify: boolean) {
    const rows = await tx
      .update(runsheetItems)
      .set({
        status: 'COLLECTED',
        notDeliveredReason: reason === null ? sql`${runsheetItems.notDeliveredReason}` : sql`coalesce(${runsheetItems.notDeliveredReason}, ${reason})`,
        ...(verify ? { isVerified: true } : {}),
      })
      .where(
        and(
          eq(runsheetItems.runsheetId, runsheetId),
          inArray(runsheetItems.itemId, itemIds),
          verify ? eq(runsheetItems.isVerified, false) : eq(runsheetItems.status, 'NOT_STARTED'),
        ),
      )
      .returning({ itemId: runsheetItems.itemId });
    return rows.map((r) => r.itemId);
  },

  /** A tote is Verified once scanned and every item in it is verified. */
  async refreshToteVerified(tx: Tx, runsheetId: string, toteId: string) {
    await tx
      .update(runsheetTotes)
      .set({
        isVerified: sql`${runsheetTotes.isScanned} and not exists (select 1 from ${runsheetItems} where ${runsheetItems.runsheetId} = ${runsheetId} and ${runsheetItems.toteId} = ${toteId} and not ${runsheetItems.isVerified})`,
      })
      .where(and(eq(runsheetTotes.runsheetId, runsheetId), eq(runsheetTotes.assetCode, toteId)));
  },

  /** The shipment of this runsheet and drop, or null. */
  async shipmentOfDrop(db: Conn, runsheetId: string, dropPointId: string, shipmentId: string) {
    const [row] = await db
      .select()
      .from(shipments)
      .where(and(eq(shipments.shipmentId, shipmentId), eq(shipments.runsheetId, runsheetId), eq(shipments.dropPointId, dropPointId)));
    return row ?? null;
  },

  /**
   * Verify (or undo) one shipment, conditionally on its current state so a repeat changes nothing, then recompute the
   * drop's completion: complete when every shipment is verified (or the drop was marked not attempted). Logged.
   */
  async setVerified(tx: Tx, runsheetId: string, dropPointId: string, shipmentId: string, verified: boolean, by: string): Promise<boolean> {
    const [row] = await tx
      .update(shipments)
      .set({ isVerified: verified })
      .where(and(eq(shipments.shipmentId, shipmentId), eq(shipments.isVerified, !verified)))
      .returning({ shipmentId: shipments.shipmentId });
    if (!row) return false;
    await tx.insert(shipmentVerifications).values({ runsheetId, dropPointId, shipmentId, undo: !verified, performedBy: by });
    await this.recomputeDrop(tx, dropPointId);
    return true;
  },

  /** isCompleted = marked not attempted, or every shipment verified (spec 001 §4 "Shipment verification"). */
  async recomputeDrop(tx: Tx, dropPointId: string) {
    await tx
      .update(dropPoints)
      .set({
        isCompleted: sql`${dropPoints.reattemptMarked} or not exists (select 1 from ${shipments} where ${shipments.dropPointId} = ${dropPointId} and ${shipments.runsheetId} = ${dropPoints.runsheetId} and not ${shipments.isVerified})`,
      })
      .where(eq(dropPoints.dropPointId, dropPointId));
  },

  /** The drop, locked (its OTP counter and state are read and then written). */
  async lockDrop(tx: Tx, runsheetId: string, dropPointId: string): Promise<DropPointRow | null> {
    const [row] = await tx
      .select()
      .from(dropPoints)
      .where(and(eq(dropPoints.dropPointId, dropPointId), eq(dropPoints.runsheetId, runsheetId)))
      .for('update');
    return row ?? null;
  },

  /** A wrong OTP: one more attempt counted; answers the attempts used. */
  async countWrongOtp(db: Conn, dropPointId: string): Promise<number> {
    const [row] = await db
      .update(dropPoints)
      .set({ otpAttempts: sql`${dropPoints.otpAttempts} + 1` })
      .where(eq(dropPoints.dropPointId, dropPointId))
      .returning({ otpAttempts: dropPoints.otpAttempts });
    return row?.otpAttempts ?? 0;
  },

  /** A valid OTP clears the drop's OTP requirement. */
  async clearOtp(tx: Tx, dropPointId: string) {
    await tx.update(dropPoints).set({ isOtpRequired: false, otpAttempts: 0 }).where(eq(dropPoints.dropPointId, dropPointId));
  },

  /** A hub manager's release of an OTP lock: the wrong attempts start over (the OTP is still required). */
  async releaseOtpLock(tx: Tx, dropPointId: string) {
    await tx.update(dropPoints).set({ otpAttempts: 0 }).where(eq(dropPoints.dropPointId, dropPointId));
  },

  /** Mark Not Attempted: the drop and its shipments become NOT_ATTEMPTED and the drop counts as complete. */
  async markReattempt(tx: Tx, runsheetId: string, dropPointId: string) {
    await tx.update(dropPoints).set({ reattemptMarked: true, status: 'NOT_ATTEMPTED', isCompleted: true }).where(eq(dropPoints.dropPointId, dropPointId));
    await tx
      .update(shipments)
      .set({ shipmentStatus: 'NOT_ATTEMPTED' })
      .where(and(eq(shipments.dropPointId, dropPointId), eq(shipments.runsheetId, runsheetId)));
  },

  /** Sets the final status of shipments of this runsheet (close's shipmentStatusMap). */
  async setShipmentStatuses(tx: Tx, runsheetId: string, map: Record<string, string>) {
    for (const [shipmentId, status] of Object.entries(map)) {
      await tx
        .update(shipments)
        .set({ shipmentStatus: status })
        .where(and(eq(shipments.shipmentId, shipmentId), eq(shipments.runsheetId, runsheetId)));
    }
  },

  /**
   * Moves an item's units off the vehicle or crate into a hub zone (RTO-ZONE / REATTEMPT-ZONE) or onto the vehicle
   * (delivered units of a returning crate), merging into a row already in that place; the item's dispatched
   * quantity follows its associations (the world's invariant).
   */
  async moveItemUnits(tx: Tx, itemId: string, from: Array<{ id: number }>, to: { type: 'ZONE' | 'VEHICLE'; entityId: string; hub: string }) {
    for (const a of from) {
      const [row] = await tx.select().from(itemAssociations).where(eq(itemAssociations.id, a.id)).for('update');
      if (!row) continue;
      const back = to.type === 'ZONE';
      const [existing] = await tx
        .select()
        .from(itemAssociations)
        .where(
          and(
            eq(itemAssociations.itemId, itemId),
            eq(itemAssociations.associationType, to.type),
            eq(itemAssociations.entityId, to.entityId),
            sql`${itemAssociations.toteAttachedToEntityId} is null`,
            eq(itemAssociations.partialItemAttributed, false),
          ),
        )
        .for('update');
      const dispatched = back ? 0 : row.dispatchedQty;
      if (existing) {
        await tx
          .update(itemAssociations)
          .set({
            qty: existing.qty + row.qty,
            pickedQty: existing.pickedQty + row.pickedQty,
            dispatchedQty: existing.dispatchedQty + dispatched,
          })
          .where(eq(itemAssociations.id, existing.id));
        await tx.delete(itemAssociations).where(eq(itemAssociations.id, row.id));
      } else {
        await tx
          .update(itemAssociations)
          .set({
            associationType: to.type,
            entityId: to.entityId,
            hubOrgUnitId: to.hub,
            toteAttachedToEntityId: null,
            dispatchedQty: dispatched,
            dispatchStatus: back ? 'NOT_STARTED' : row.dispatchStatus,
          })
          .where(eq(itemAssociations.id, row.id));
      }
    }
    await tx
      .update(items)
      .set({
        dispatchedQty: sql`(select coalesce(sum(${itemAssociations.dispatchedQty}), 0) from ${itemAssociations} where ${itemAssociations.itemId} = ${itemId})`,
        dispatchStatus: sql`case when (select coalesce(sum(${itemAssociations.dispatchedQty}), 0) from ${itemAssociations} where ${itemAssociations.itemId} = ${itemId}) = 0 then 'NOT_STARTED' else ${items.dispatchStatus} end`,
        updatedAt: new Date(),
      })
      .where(eq(items.itemId, itemId));
  },

  /** The vehicle and crate associations of items (where units on the road are). */
  roadAssociations(tx: Tx, itemIds: string[], vehicleId: string, crateIds: string[]) {
    if (!itemIds.length) return Promise.resolve([]);
    const places = [sql`(${itemAssociations.associationType} = 'VEHICLE' and ${itemAssociations.entityId} = ${vehicleId})`];
    if (crateIds.length) places.push(sql`(${itemAssociations.associationType} = 'CRATE' and ${inArray(itemAssociations.entityId, crateIds)})`);
    return tx
      .select({ id: itemAssociations.id, itemId: itemAssociations.itemId, type: itemAssociations.associationType })
      .from(itemAssociations)
      .where(and(inArray(itemAssociations.itemId, itemIds), sql`(${sql.join(places, sql` or `)})`));
  },

  /** Associations that name one of these crates (units still packed in them). */
  crateAssociations(tx: Tx, crateIds: string[]) {
    if (!crateIds.length) return Promise.resolve([]);
    return tx
      .select({ id: itemAssociations.id, itemId: itemAssociations.itemId })
      .from(itemAssociations)
      .where(and(eq(itemAssociations.associationType, 'CRATE'), inArray(itemAssociations.entityId, crateIds)));
  },

  /** Shipment status and drop of items (where collected units go at close). */
  itemShipments(tx: Tx, itemIds: string[]) {
    if (!itemIds.length) return Promise.resolve([]);
    return tx
      .select({ itemId: items.itemId, shipmentStatus: shipments.shipmentStatus, dropPointId: shipments.dropPointId })
      .from(items)
      .leftJoin(shipments, eq(shipments.shipmentId, items.shipmentId))
      .where(inArray(items.itemId, itemIds));
  },

  /** Returns a tote or crate to hub stock (GOOD_TO_USE), or records it lost, with a history row naming the runsheet. */
  async returnAsset(tx: Tx, opts: { assetCode: string; hub: string; hubName: string; runsheetId: string; by: string; missingReason: string | null }) {
    const lost = opts.missingReason !== null;
    await tx
      .update(assets)
      .set({
        currentHubOrgUnitId: opts.hub,
        currentVehicleId: null,
        currentZoneId: null,
        assetState: lost ? 'LOST' : 'GOOD_TO_USE',
        isUsable: !lost,
        unusableReason: lost ? `Missing at runsheet close: ${opts.missingReason}` : null,
        lastActivity: 'RECEIVE',
        updatedAt: new Date(),
      })
      .where(eq(assets.assetCode, opts.assetCode));
    await tx.insert(assetLogs).values({
      assetCode: opts.assetCode,
      assetEventType: lost ? 'LOST' : 'RECEIVE',
      referenceId: opts.runsheetId,
      referenceType: 'RUNSHEET',
      locationName: opts.hubName,
      performedBy: opts.by,
    });
    await tx
      .update(runsheetTotes)
      .set(lost ? { missingReason: opts.missingReason } : { isVerified: true })
      .where(and(eq(runsheetTotes.runsheetId, opts.runsheetId), eq(runsheetTotes.assetCode, opts.assetCode)));
  },

  /** The vehicle number and driver name of a runsheet (the route map's header). */
  async vehicleAndDriver(db: Conn, runsheetId: string) {
    const [row] = await db
      .select({ vehicleNumber: vehicles.vehicleNumber, driverName: drivers.name })
      .from(runsheets)
      .leftJoin(drivers, eq(drivers.driverId, runsheets.driverId))
      .leftJoin(vehicles, eq(vehicles.vehicleId, runsheets.vehicleId))
      .where(eq(runsheets.runsheetId, runsheetId));
    return row ?? { vehicleNumber: null, driverName: null };
  },

  /** The drop points of a runsheet with their shop's coordinates, in planned order (the route map's stops). */
  stops(db: Conn, runsheetId: string) {
    return db
      .select({
        dropPointId: dropPoints.dropPointId,
        name: dropPoints.name,
        lat: orgs.lat,
        lng: orgs.lng,
        plannedSequence: dropPoints.suggestedSequence,
        actualSequence: dropPoints.actualSequence,
        status: dropPoints.status,
      })
      .from(dropPoints)
      .innerJoin(orgs, eq(orgs.orgId, dropPoints.orgId))
      .where(eq(dropPoints.runsheetId, runsheetId))
      .orderBy(asc(dropPoints.suggestedSequence), asc(dropPoints.dropPointId));
  },

  /**
   * Approves the trip distance, recording who and when (and, for an L1/Admin override at close, the reason); only a
   * distance not approved yet changes, so a second approval changes nothing. Answers whether it changed.
   */
  async approveDistance(tx: Tx, runsheetId: string, by: string, overrideReason: string | null): Promise<boolean> {
    const rows = await tx
      .update(runsheets)
      .set({ tripDistanceApproved: true, tripDistanceApprovedBy: by, tripDistanceApprovedAt: new Date(), tripDistanceOverrideReason: overrideReason })
      .where(and(eq(runsheets.runsheetId, runsheetId), eq(runsheets.tripDistanceApproved, false)))
      .returning({ runsheetId: runsheets.runsheetId });
    return rows.length === 1;
  },

  /** IN_PROGRESS -> ENDED with the cash counted; a closed runsheet is never on hold. */
  async end(tx: Tx, runsheetId: string, amountCollectedPaise: number) {
    await tx
      .update(runsheets)
      .set({ activityStatus: 'ENDED', endedAt: new Date(), amountCollectedPaise, onHold: false })
      .where(eq(runsheets.runsheetId, runsheetId));
  },
};
