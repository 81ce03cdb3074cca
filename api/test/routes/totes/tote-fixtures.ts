import { eq, sql } from 'drizzle-orm';
import { type Db } from '../../../src/db/client';
import { assetLogs, assets, psvTaskAssets, psvTasks, toteZoneTags, vehicles, zones } from '../../../src/db/schema';

let seq = 0;
/** A fresh tote code (TT000 + letter + 4 digits) unique within the test process. */
export const newToteCode = () => `TT000T${String(++seq).padStart(4, '0')}`;

/** A zone at a hub (created once). */
export async function ensureZone(db: Db, hub: string, zoneId: string, zoneType = 'LM') {
  await db.insert(zones).values({ hubOrgUnitId: hub, zoneId, zoneType }).onConflictDoNothing();
}

/** A vehicle of a hub (created once). */
export async function ensureVehicle(db: Db, hub: string, vehicleId: string) {
  await db
    .insert(vehicles)
    .values({ vehicleId, vehicleNumber: `KA01${vehicleId}`, hubOrgUnitId: hub, vehicleType: 'VAN', capacityKg: 500 })
    .onConflictDoNothing();
}

/** A tote with an ONBOARD log; at a hub unless a vehicle is given. */
export async function makeTote(db: Db, opts: Partial<typeof assets.$inferInsert> & { code?: string; hub?: string } = {}): Promise<string> {
  const { code, hub, ...fields } = opts;
  const assetCode = code ?? newToteCode();
  const onVehicle = Boolean(fields.currentVehicleId);
  await db.insert(assets).values({
    assetCode,
    assetType: 'TOTE',
    assetSize: 'MEDIUM',
    assetState: 'GOOD_TO_USE',
    currentHubOrgUnitId: onVehicle ? null : (hub ?? 'HUB-BLR-01'),
    ...fields,
  });
  await db.insert(assetLogs).values({
    assetCode,
    assetEventType: 'ONBOARD',
    referenceType: 'HUB',
    referenceId: hub ?? 'HUB-BLR-01',
    locationName: 'Bengaluru Central Hub',
    performedBy: 'psv.manager@demo.hub',
    createdAt: new Date(Date.now() - 86_400_000),
  });
  return assetCode;
}

/** A PSV task over the given totes (statuses default to PENDING). */
export async function makePsvTask(
  db: Db,
  opts: { id: string; hub?: string; state?: string; createdAt?: Date; totes: Array<{ code: string; status?: string; lastActivity?: string }> },
) {
  await db.insert(psvTasks).values({
    psvTaskId: opts.id,
    hubOrgUnitId: opts.hub ?? 'HUB-BLR-01',
    state: opts.state ?? 'CREATED',
    createdBy: 'psv.manager@demo.hub',
    createdAt: opts.createdAt ?? new Date(),
  });
  if (opts.totes.length) {
    await db.insert(psvTaskAssets).values(
      opts.totes.map((t) => ({
        psvTaskId: opts.id,
        assetCode: t.code,
        status: t.status ?? 'PENDING',
        lastActivity: t.lastActivity ?? 'RECEIVE',
        verifiedAt: t.status === 'VERIFIED' ? new Date() : null,
        verifiedBy: t.status === 'VERIFIED' ? 'psv.exec@demo.hub' : null,
      })),
    );
  }
}

/** An active zone tag (and the asset placed in the zone, as the world requires). */
export async function tagInZone(db: Db, hub: string, zoneId: string, assetCode: string) {
  await db.update(assets).set({ currentZoneId: zoneId }).where(eq(assets.assetCode, assetCode));
  await db.insert(toteZoneTags).values({ hubOrgUnitId: hub, zoneId, assetCode, taggedBy: 'hub.manager@demo.hub' });
}

export async function assetRow(db: Db, code: string) {
  const [row] = await db.select().from(assets).where(eq(assets.assetCode, code));
  return row!;
}
export async function logsOf(db: Db, code: string) {
  return db
    .select()
    .from(assetLogs)
    .where(eq(assetLogs.assetCode, code))
    .orderBy(sql`${assetLogs.id}`);
}
export async function taskAssets(db: Db, id: string) {
  return db.select().from(psvTaskAssets).where(eq(psvTaskAssets.psvTaskId, id));
}
