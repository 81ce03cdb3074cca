import { eq } from 'drizzle-orm';
import { type Db } from '../../../src/db/client';
import {
  assets,
  drivers,
  dropPoints,
  itemAssociations,
  items,
  orders,
  orgs,
  runsheetItems,
  runsheets,
  runsheetTotes,
  shipments,
  skus,
  vehicles,
  zones,
} from '../../../src/db/schema';
import { setReasonList } from '../../helpers/reason-lists';

let seq = 0;
const HUB = 'HUB-BLR-01';

/** The reasons and return zones the close needs (the scale-0 test world has hubs and accounts only). */
async function ensureCatalogue(db: Db) {
  await db
    .insert(zones)
    .values([
      { hubOrgUnitId: HUB, zoneId: 'RTO-ZONE', zoneType: 'RTO' },
      { hubOrgUnitId: HUB, zoneId: 'REATTEMPT-ZONE', zoneType: 'REATTEMPT' },
    ])
    .onConflictDoNothing();
  await setReasonList(db, 'RUNSHEET_HOLD', ['Cash mismatch', 'Vehicle breakdown']);
  await setReasonList(db, 'MISSING_CRATE', ['Crate damaged', 'Crate lost']);
  await setReasonList(db, 'NOT_DELIVERED', ['Buyer unavailable', 'Shop closed']);
}

/**
 * A runsheet in HUB-BLR-01 with every case the close meets, built fresh per test so tests do not share state:
 * - drop A (OTP 4321 required) with shipment A (delivered, item A1 on the vehicle);
 * - drop B (hub reattempt enabled) with shipment B (not attempted): loose INTRACITY item B1 on the vehicle, and item B2
 *   (INTERCITY, no reason) packed in crate C1;
 * - crate C1 (with B2) and crate C2 (empty), both on the vehicle and Scan Pending.
 */
export async function makeRunsheet(
  db: Db,
  opts: { status?: 'NOT_STARTED' | 'IN_PROGRESS' | 'ENDED'; onHold?: boolean; tripDistanceApproved?: boolean; plannedDistanceKm?: number | null } = {},
) {
  await ensureCatalogue(db);
  const n = ++seq;
  const k = `${process.pid % 1000}${n}`.padStart(6, '0');
  const letters = (i: number) => String.fromCharCode(65 + (i % 26)) + String.fromCharCode(65 + (Math.floor(i / 26) % 26));
  const vehicleId = `VEH-T${k}`;
  const driverId = `DRV-T${k}`;
  const runsheetId = `RS-T${k}`;
  await db.insert(vehicles).values({ vehicleId, vehicleNumber: `KA01T${k}`, hubOrgUnitId: HUB, vehicleType: 'TRUCK', capacityKg: 500 });
  await db.insert(drivers).values({ driverId, name: `Driver ${n}`, contactNum: '9876543210', hubOrgUnitId: HUB, vehicleId });
  await db.insert(runsheets).values({
    runsheetId,
    hubOrgUnitId: HUB,
    driverId,
    vehicleId,
    activityStatus: opts.status ?? 'IN_PROGRESS',
    onHold: opts.onHold ?? false,
    holdReason: opts.onHold ? 'Cash mismatch' : null,
    tripDistanceApproved: opts.tripDistanceApproved ?? true,
    tripDistanceKm: 42,
    plannedDistanceKm: opts.plannedDistanceKm ?? null,
    tripDate: '2026-11-23',
  });
  await db.insert(skus).values({ skuId: `SKU-T${k}`, title: `Rice 5kg ${n}`, category: 'Staples', vertical: 'FMCG', brand: 'B', ean: '1', unitWeightGm: 500 });
  const crates = [`CT${letters(n * 2)}${String(n % 1000).padStart(3, '0')}`, `CT${letters(n * 2 + 1)}${String(n % 1000).padStart(3, '0')}`];
  for (const assetCode of crates) {
    await db.insert(assets).values({ assetCode, assetType: 'CRATE', assetSize: 'LARGE', assetState: 'IN_TRANSIT', currentVehicleId: vehicleId });
    await db.insert(runsheetTotes).values({ runsheetId, assetCode, category: 'CRATE' });
  }
  const drop = async (
    tag: 'A' | 'B',
    fields: Partial<typeof dropPoints.$inferInsert>,
    shipmentStatus: string,
    lines: Array<{ id: string; crate?: string }>,
  ) => {
    const orgId = `ORG-T${k}${tag}`;
    await db.insert(orgs).values({
      orgId,
      shopName: `Shop ${tag}${n}`,
      phoneNumber: '9876543210',
      address: '1 Test Road',
      lat: tag === 'A' ? 12.97 : 12.99,
      lng: tag === 'A' ? 77.59 : 77.62,
      marketId: 'M',
      hubOrgUnitId: HUB,
    });
    const dropPointId = `DP-T${k}${tag}`;
    await db.insert(dropPoints).values({
      dropPointId,
      runsheetId,
      orgId,
      name: `Shop ${tag}${n}`,
      address: '1 Test Road',
      suggestedSequence: tag === 'A' ? 1 : 2,
      expectedAmountPaise: 150_000,
      collectedAmountPaise: tag === 'A' ? 150_000 : 0,
      status: tag === 'A' ? 'DELIVERED' : 'NOT_ATTEMPTED',
      ...fields,
    });
    const orderId = `ORD-T${k}${tag}`;
    await db.insert(orders).values({ orderId, orgId, hubOrgUnitId: HUB, status: 'IN_FULFILMENT', gmvPaise: 150_000, placedAt: new Date() });
    const shipmentId = `SGHT${k}${tag}000123S`;
    await db.insert(shipments).values({
      shipmentId,
      orderId,
      hubOrgUnitId: HUB,
      invoiceId: `INV-${k}${tag}`,
      shipmentStatus,
      runsheetId,
      dropPointId,
      expectedTotalPaise: 150_000,
      collectedTotalPaise: tag === 'A' ? 150_000 : 0,
    });
    for (const line of lines) {
      await db.insert(items).values({
        itemId: line.id,
        hubOrgUnitId: HUB,
        skuId: `SKU-T${k}`,
        orderId,
        shipmentId,
        qty: 2,
        pickedQty: 2,
        pickingStatus: 'PICKED',
        dispatchedQty: 2,
        dispatchStatus: 'DISPATCHED',
      });
      await db.insert(itemAssociations).values({
        itemId: line.id,
        hubOrgUnitId: HUB,
        associationType: line.crate ? 'CRATE' : 'VEHICLE',
        entityId: line.crate ?? vehicleId,
        qty: 2,
        pickedQty: 2,
        pickingStatus: 'PICKED',
        dispatchedQty: 2,
        dispatchStatus: 'DISPATCHED',
      });
    }
    return { dropPointId, shipmentId, name: `Shop ${tag}${n}` };
  };
  const itemA1 = `LIT${k}A1`;
  const itemB1 = `LIT${k}B1`;
  const itemB2 = `LIT${k}B2`;
  const a = await drop('A', { isOtpRequired: true, otpCode: '4321' }, 'DELIVERED', [{ id: itemA1 }]);
  const b = await drop('B', { enableHubReattempt: true }, 'NOT_ATTEMPTED', [{ id: itemB1 }, { id: itemB2, crate: crates[0] }]);
  await db.insert(runsheetItems).values([
    { runsheetId, itemId: itemB1, itemType: 'INTRACITY', notDeliveredReason: 'Shop closed' },
    { runsheetId, itemId: itemB2, itemType: 'INTERCITY', notDeliveredReason: null, toteId: crates[0] },
  ]);
  return { runsheetId, vehicleId, crates: crates as [string, string], dropA: a, dropB: b, items: { a1: itemA1, b1: itemB1, b2: itemB2 }, otp: '4321' };
}
export type RunsheetFixture = Awaited<ReturnType<typeof makeRunsheet>>;

/** The runsheet row, for assertions. */
export async function runsheetRow(db: Db, runsheetId: string) {
  const [row] = await db.select().from(runsheets).where(eq(runsheets.runsheetId, runsheetId));
  return row!;
}
