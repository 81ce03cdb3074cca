import { type Db } from '../../../src/db/client';
import { eq } from 'drizzle-orm';
import { activities, activityGroups, activityItems, itemAssociations, items } from '../../../src/db/schema';
import { makeItem } from '../../helpers/world-fixtures';

let seq = 0;

/**
 * An inward manifest at a hub: an activity group, its HUB_INWARD activity (spaId) in `state`, and one item per
 * entry whose units sit in a STAGING zone association (qty, picked). Returns the ids the tests call with.
 */
export async function makeInwardManifest(
  db: Db,
  opts: { hub?: string; state?: 'NOT_STARTED' | 'STARTED' | 'COMPLETED'; viewType?: 'SELLER' | 'VEHICLE'; items: Array<{ qty: number; picked?: number }> },
) {
  const n = ++seq;
  const hub = opts.hub ?? 'HUB-BLR-01';
  const state = opts.state ?? 'STARTED';
  const viewType = opts.viewType ?? 'VEHICLE';
  const activityGroupId = `AG-T${process.pid}-${n}`;
  const spaId = `SPA-T${process.pid}-${n}`;
  await db.insert(activityGroups).values({
    activityGroupId,
    hubOrgUnitId: hub,
    activityGroupType: 'WAREHOUSE_TO_HUB_DROP',
    activityGroupState: state,
    activityViewType: viewType,
    warehouseName: 'Test Mother Warehouse',
    metadata: [{ key: 'Invoice', value: `INVTEST${n}` }],
  });
  await db.insert(activities).values({
    spaId,
    activityGroupId,
    hubOrgUnitId: hub,
    movementType: 'HUB_INWARD',
    activityAssociationType: 'VLM',
    activityPickupType: viewType,
    vehicleActivityState: state,
  });
  const made = [];
  for (const it of opts.items) {
    const { itemId, associationIds } = await makeItem(db, { hub, places: [{ entityId: 'STAGING-01', qty: it.qty, picked: it.picked ?? 0 }] });
    await db.insert(activityItems).values({ spaId, itemId, qty: it.qty, doneQty: it.picked ?? 0 });
    if (it.picked) {
      const pickingStatus = it.picked === it.qty ? 'PICKED' : 'PARTIALLY_PICKED';
      await db.update(items).set({ pickingStatus }).where(eq(items.itemId, itemId));
      await db.update(itemAssociations).set({ pickingStatus }).where(eq(itemAssociations.itemId, itemId));
    }
    made.push({ itemId, associationId: associationIds[0]! });
  }
  return { hub, spaId, activityGroupId, items: made };
}
