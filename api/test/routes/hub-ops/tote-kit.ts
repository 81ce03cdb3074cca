import { and, eq, inArray } from 'drizzle-orm';
import { type Db } from '../../../src/db/client';
import { assetLogs, assets, coupledTotes, itemAssociations, items } from '../../../src/db/schema';
import { makeItem } from '../../helpers/world-fixtures';
import { ensureVehicle, ensureZone, makeTote, newToteCode } from '../totes/tote-fixtures';

/**
 * A tote coupled to a hub's inward: on one of the hub's vehicles (IN_TRANSIT), carrying one item per entry in a CRATE
 * row naming it, with its destination zone and batch. Returns the tote and its items.
 */
export async function makeCoupledTote(
  db: Db,
  opts: { hub?: string; zone?: string; batch?: 'MORNING' | 'AFTERNOON' | null; items?: number[]; code?: string } = {},
) {
  const hub = opts.hub ?? 'HUB-BLR-01';
  const zone = opts.zone ?? 'LM-T-01';
  const vehicle = `VEH-T-${hub}`;
  await ensureZone(db, hub, zone);
  await ensureVehicle(db, hub, vehicle);
  const toteId = await makeTote(db, { code: opts.code ?? newToteCode(), hub, currentVehicleId: vehicle, assetState: 'IN_TRANSIT', weightGm: 800 });
  const made = [];
  for (const qty of opts.items ?? [2]) {
    const { itemId, associationIds } = await makeItem(db, { hub, places: [{ type: 'CRATE', entityId: toteId, qty, picked: qty }] });
    made.push({ itemId, qty, associationId: associationIds[0]! });
  }
  await db.insert(coupledTotes).values({ hubOrgUnitId: hub, assetCode: toteId, zoneId: zone, routeBatch: opts.batch ?? null, coupledBy: 'warehouse@test' });
  return { hub, zone, toteId, items: made };
}

/**
 * A tote in use in a zone of a hub, holding one item per entry (qty, optionally some dispatched) attached to it through
 * ZONE rows, weighing `weightGm`. Returns the tote and its items.
 */
export async function makeZoneTote(
  db: Db,
  opts: { hub?: string; zone?: string; weightGm?: number; items?: Array<{ qty: number; dispatched?: number }>; state?: string; usable?: boolean } = {},
) {
  const hub = opts.hub ?? 'HUB-BLR-01';
  const zone = opts.zone ?? 'LM-M-01';
  await ensureZone(db, hub, zone);
  const toteId = await makeTote(db, {
    hub,
    currentZoneId: zone,
    assetState: opts.state ?? 'IN_USE',
    isUsable: opts.usable ?? true,
    weightGm: opts.weightGm ?? 1000,
  });
  const made = [];
  for (const it of opts.items ?? [{ qty: 3 }]) {
    const { itemId, associationIds } = await makeItem(db, { hub, places: [{ entityId: zone, qty: it.qty, picked: it.qty }] });
    const associationId = associationIds[0]!;
    await db.update(itemAssociations).set({ toteAttachedToEntityId: toteId, pickingStatus: 'PICKED' }).where(eq(itemAssociations.id, associationId));
    await db.update(items).set({ pickingStatus: 'PICKED' }).where(eq(items.itemId, itemId));
    if (it.dispatched) {
      await db
        .update(itemAssociations)
        .set({ dispatchedQty: it.dispatched, dispatchStatus: 'PARTIALLY_DISPATCHED' })
        .where(eq(itemAssociations.id, associationId));
      await db.update(items).set({ dispatchedQty: it.dispatched, dispatchStatus: 'PARTIALLY_DISPATCHED' }).where(eq(items.itemId, itemId));
    }
    made.push({ itemId, qty: it.qty, associationId });
  }
  return { hub, zone, toteId, items: made };
}

/** The tote's asset row. */
export async function toteRow(db: Db, toteId: string) {
  const [row] = await db.select().from(assets).where(eq(assets.assetCode, toteId));
  return row!;
}

/** The association rows of some items, by id. */
export const rowsOfItems = (db: Db, itemIds: string[]) =>
  db.select().from(itemAssociations).where(inArray(itemAssociations.itemId, itemIds)).orderBy(itemAssociations.id);

/** The tote's logs of one event type. */
export const logsOf = (db: Db, toteId: string, type: string) =>
  db
    .select()
    .from(assetLogs)
    .where(and(eq(assetLogs.assetCode, toteId), eq(assetLogs.assetEventType, type)));

/** The tote's coupling rows. */
export const couplingsOf = (db: Db, toteId: string) => db.select().from(coupledTotes).where(eq(coupledTotes.assetCode, toteId));
