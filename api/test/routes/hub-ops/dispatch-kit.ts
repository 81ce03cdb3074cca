import { eq } from 'drizzle-orm';
import { type Db } from '../../../src/db/client';
import { activities, activityGroups, activityItems, drivers, itemAssociations, items, shipments, skus, vehicles, zones } from '../../../src/db/schema';
import { makeItem } from '../../helpers/world-fixtures';

let seq = 0;

export interface KitItem {
  qty: number;
  zone?: string;
  /** Items with the same shipment key share one shipment. */
  shipment?: string;
  dispatched?: number;
  category?: string;
  intercity?: boolean;
  /** Split the units into several associations of the zone (a partial item), e.g. [3, 1]; default one of `qty`. */
  parts?: number[];
}

/**
 * A dispatch manifest at a hub: a group of `type`, its DISPATCH activity in `state`, a driver with a vehicle, and one
 * item per entry with its units PICKED in an LM zone association (zone QC `qc`, default complete), in shipments.
 */
export async function makeDispatchManifest(
  db: Db,
  opts: {
    hub?: string;
    state?: 'NOT_STARTED' | 'STARTED' | 'COMPLETED';
    type?: 'DIRECT_DROP' | 'HUB_TO_WH_REVERSE_DROP' | 'HUB_TO_WH_CRATE_DROP';
    toteTagging?: boolean;
    minTotesToTag?: number;
    qc?: 'QC_PENDING' | 'QC_COMPLETE' | 'QC_FAILED';
    items: KitItem[];
  },
) {
  const n = ++seq;
  const hub = opts.hub ?? 'HUB-BLR-01';
  const state = opts.state ?? 'STARTED';
  const tag = `D${process.pid}X${n}`;
  const vehicleId = `VEH-${tag}`;
  const driverId = `DRV-${tag}`;
  await db.insert(vehicles).values({ vehicleId, vehicleNumber: `KA01${tag}`, hubOrgUnitId: hub, vehicleType: 'TATA_ACE', capacityKg: 750 });
  await db.insert(drivers).values({ driverId, name: `Driver ${n}`, contactNum: '9000000000', hubOrgUnitId: hub, vehicleId });
  const activityGroupId = `AG-${tag}`;
  const spaId = `SPA-${tag}`;
  await db.insert(activityGroups).values({
    activityGroupId,
    hubOrgUnitId: hub,
    activityGroupType: opts.type ?? 'DIRECT_DROP',
    activityGroupState: state,
    activityViewType: 'VEHICLE',
    driverId,
    vehicleId,
    minTotesToTag: opts.minTotesToTag ?? 0,
    isToteTaggingEnabled: opts.toteTagging ?? true,
  });
  await db.insert(activities).values({
    spaId,
    activityGroupId,
    hubOrgUnitId: hub,
    movementType: 'DISPATCH',
    activityAssociationType: 'BUYER_ORDER_IWIT',
    activityPickupType: 'VEHICLE',
    vehicleActivityState: state,
  });
  const made: Array<{ itemId: string; associationId: number; associationIds: number[]; shipmentId: string; zone: string }> = [];
  const shipmentOf = new Map<string, { shipmentId: string; orderId: string }>();
  for (const [i, it] of opts.items.entries()) {
    const zone = it.zone ?? `LM-${tag}`;
    await db
      .insert(zones)
      .values({ hubOrgUnitId: hub, zoneId: zone, zoneType: 'LM', qcStatus: opts.qc ?? 'QC_COMPLETE' })
      .onConflictDoNothing();
    const [first, ...rest] = it.parts ?? [it.qty];
    const { itemId, associationIds } = await makeItem(db, { hub, places: [{ entityId: zone, qty: first!, picked: first! }] });
    if (rest.length) {
      // A partial item: more associations in the same zone (allowed only as partial attributions).
      await db.update(itemAssociations).set({ partialItemAttributed: true }).where(eq(itemAssociations.id, associationIds[0]!));
      const more = await db
        .insert(itemAssociations)
        .values(rest.map((q) => ({ itemId, hubOrgUnitId: hub, associationType: 'ZONE', entityId: zone, qty: q, pickedQty: q, partialItemAttributed: true })))
        .returning({ id: itemAssociations.id });
      associationIds.push(...more.map((r) => r.id));
      await db.update(items).set({ qty: it.qty, pickedQty: it.qty }).where(eq(items.itemId, itemId));
    }
    const [row] = await db.select().from(items).where(eq(items.itemId, itemId));
    const key = it.shipment ?? `S${i}`;
    let ship = shipmentOf.get(key);
    if (!ship) {
      ship = { shipmentId: `SGH${tag}${key}`.padEnd(18, '0'), orderId: row!.orderId };
      shipmentOf.set(key, ship);
      await db.insert(shipments).values({
        shipmentId: ship.shipmentId,
        orderId: ship.orderId,
        hubOrgUnitId: hub,
        invoiceId: `INV-${tag}-${key}`,
        shipmentStatus: 'PACKED',
        expectedTotalPaise: 1000,
      });
    }
    const d = it.dispatched ?? 0;
    const dispatchStatus = d === 0 ? 'NOT_STARTED' : d === it.qty ? 'DISPATCHED' : 'PARTIALLY_DISPATCHED';
    await db
      .update(items)
      .set({
        shipmentId: ship.shipmentId,
        pickingStatus: 'PICKED',
        dispatchedQty: d,
        dispatchStatus,
        qcStatus: 'COMPLETED',
        acceptedQty: it.qty,
        fulfilmentArchetype: it.intercity ? 'INTERCITY' : 'INTRACITY',
      })
      .where(eq(items.itemId, itemId));
    await db.update(itemAssociations).set({ pickingStatus: 'PICKED', dispatchedQty: d, dispatchStatus }).where(eq(itemAssociations.id, associationIds[0]!));
    if (rest.length) await db.update(itemAssociations).set({ pickingStatus: 'PICKED' }).where(eq(itemAssociations.itemId, itemId));
    if (it.category) await db.update(skus).set({ category: it.category }).where(eq(skus.skuId, row!.skuId));
    await db.insert(activityItems).values({ spaId, itemId, qty: it.qty, doneQty: d });
    made.push({ itemId, associationId: associationIds[0]!, associationIds, shipmentId: ship.shipmentId, zone });
  }
  return { hub, spaId, activityGroupId, driverId, vehicleId, items: made };
}
