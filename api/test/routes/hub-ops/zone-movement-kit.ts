import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../src/db/client';
import { assets, buyerLmZones, itemAssociations, items, orders, toteZoneTags, zones } from '../../../src/db/schema';
import { makeItem } from '../../helpers/world-fixtures';

let seq = 0;
let toteSeq = 0;

/** A new tote code of the tote string (TT000 + letter + 4 digits), unique in the test database. */
export const newToteCode = () => `TT000Q${String(++toteSeq).padStart(4, '0')}`;

/**
 * A zone-movement world at a hub: a STAGING zone and an LM zone (route batch `batch`), items whose units sit in the
 * staging zone (qty, picked, in source tote number `tote` when given), each buyer's LM zone set to the LM zone, and
 * `lmTotes` empty totes tagged to the LM zone (segregation setup). Returns the ids the tests call with.
 */
export async function makeZoneWorld(
  db: Db,
  opts: {
    hub?: string;
    batch?: 'MORNING' | 'AFTERNOON' | null;
    items: Array<{ qty: number; picked?: number; tote?: number; noDestination?: boolean }>;
    lmTotes?: number;
  },
) {
  const n = ++seq;
  const hub = opts.hub ?? 'HUB-BLR-01';
  const staging = `STAGING-T${n}`;
  const lm = `LM-T${n}`;
  await db.insert(zones).values([
    { hubOrgUnitId: hub, zoneId: staging, zoneType: 'STAGING', qcStatus: 'QC_PENDING' },
    { hubOrgUnitId: hub, zoneId: lm, zoneType: 'LM', qcStatus: 'QC_PENDING', routeName: `ROUTE-T${n}`, routeBatch: opts.batch ?? null, readyForOfd: true },
  ]);
  const sourceTotes = new Map<number, string>();
  const toteOf = async (k: number) => {
    if (!sourceTotes.has(k)) {
      const code = newToteCode();
      await db
        .insert(assets)
        .values({ assetCode: code, assetType: 'TOTE', assetSize: 'MEDIUM', assetState: 'IN_USE', currentHubOrgUnitId: hub, currentZoneId: staging });
      sourceTotes.set(k, code);
    }
    return sourceTotes.get(k)!;
  };
  const made = [];
  for (const it of opts.items) {
    const picked = it.picked ?? it.qty;
    const { itemId, associationIds } = await makeItem(db, { hub, places: [{ entityId: staging, qty: it.qty, picked }] });
    const tote = it.tote !== undefined ? await toteOf(it.tote) : null;
    const status = picked === it.qty ? 'PICKED' : picked > 0 ? 'PARTIALLY_PICKED' : 'NOT_STARTED';
    await db.update(itemAssociations).set({ toteAttachedToEntityId: tote, pickingStatus: status }).where(eq(itemAssociations.id, associationIds[0]!));
    await db.update(items).set({ pickingStatus: status }).where(eq(items.itemId, itemId));
    const [order] = await db.select({ orgId: orders.orgId }).from(orders).innerJoin(items, eq(items.orderId, orders.orderId)).where(eq(items.itemId, itemId));
    if (!it.noDestination) await db.insert(buyerLmZones).values({ orgId: order!.orgId, hubOrgUnitId: hub, zoneId: lm });
    made.push({ itemId, associationId: associationIds[0]!, tote, orgId: order!.orgId });
  }
  const lmTotes: string[] = [];
  for (let k = 0; k < (opts.lmTotes ?? 0); k++) lmTotes.push(await tagNewTote(db, hub, lm));
  return { hub, staging, lm, items: made, sourceTotes: [...sourceTotes.values()], lmTotes };
}

/** An empty usable tote at the hub, tagged to `zone` (as segregation setup leaves it). */
export async function tagNewTote(db: Db, hub: string, zone: string, at = new Date()) {
  const code = newToteCode();
  await db
    .insert(assets)
    .values({ assetCode: code, assetType: 'TOTE', assetSize: 'MEDIUM', assetState: 'GOOD_TO_USE', currentHubOrgUnitId: hub, currentZoneId: zone });
  await db.insert(toteZoneTags).values({ hubOrgUnitId: hub, zoneId: zone, assetCode: code, taggedBy: 'hub.manager@demo.hub', taggedAt: at });
  return code;
}

/** An empty usable tote at the hub in no zone and with no tag. */
export async function freeTote(db: Db, hub: string) {
  const code = newToteCode();
  await db.insert(assets).values({ assetCode: code, assetType: 'TOTE', assetSize: 'MEDIUM', assetState: 'GOOD_TO_USE', currentHubOrgUnitId: hub });
  return code;
}

/** Asset log rows of a tote, oldest first: [event, reference id]. */
export async function toteLogs(db: Db, code: string) {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select asset_event_type, reference_id from asset_logs where asset_code = ${code} order by id`),
  );
  return rows.map((r) => [String(r.asset_event_type), String(r.reference_id)]);
}
