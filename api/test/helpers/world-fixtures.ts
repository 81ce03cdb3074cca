import { eq } from 'drizzle-orm';
import { type Db } from '../../src/db/client';
import { itemAssociations, items, orders, orgs, skus } from '../../src/db/schema';

let seq = 0;

/**
 * A minimal item at a hub: an org, an order, a SKU and one item whose units sit in the given associations (qty
 * each); the item's quantities are their sums, as the world requires. Returns the item id and association ids.
 */
export async function makeItem(
  db: Db,
  opts: { hub?: string; places: Array<{ type?: 'ZONE' | 'VEHICLE' | 'CRATE' | 'BAG'; entityId: string; qty: number; picked?: number }> },
) {
  const n = ++seq;
  const hub = opts.hub ?? 'HUB-BLR-01';
  const id = `T${process.pid}${n}`;
  await db.insert(orgs).values({
    orgId: `ORG-${id}`,
    shopName: `Shop ${n}`,
    phoneNumber: '9876543210',
    address: '1 Test Road',
    lat: 12.9,
    lng: 77.6,
    marketId: 'M1',
    hubOrgUnitId: hub,
  });
  await db.insert(orders).values({ orderId: `ORD-${id}`, orgId: `ORG-${id}`, hubOrgUnitId: hub, status: 'PLACED', gmvPaise: 1000, placedAt: new Date() });
  await db
    .insert(skus)
    .values({ skuId: `SKU-${id}`, title: `Test SKU ${n}`, category: 'Staples', vertical: 'FMCG', brand: 'Brand', ean: '1234567890123', unitWeightGm: 500 });
  const qty = opts.places.reduce((s, p) => s + p.qty, 0);
  const picked = opts.places.reduce((s, p) => s + (p.picked ?? 0), 0);
  const itemId = `ITEM-${id}`;
  await db.insert(items).values({ itemId, hubOrgUnitId: hub, skuId: `SKU-${id}`, orderId: `ORD-${id}`, qty, pickedQty: picked });
  const rows = await db
    .insert(itemAssociations)
    .values(
      opts.places.map((p) => ({ itemId, hubOrgUnitId: hub, associationType: p.type ?? 'ZONE', entityId: p.entityId, qty: p.qty, pickedQty: p.picked ?? 0 })),
    )
    .returning({ id: itemAssociations.id });
  return { itemId, associationIds: rows.map((r) => r.id) };
}

/** The item's row and its associations, for assertions. */
export async function itemState(db: Db, itemId: string) {
  const [item] = await db.select().from(items).where(eq(items.itemId, itemId));
  const associations = await db.select().from(itemAssociations).where(eq(itemAssociations.itemId, itemId));
  return { item: item!, associations };
}
