import { eq } from 'drizzle-orm';
import { HUB_OPS_MESSAGES } from '@hub/shared/contracts';
import { activityItems, hubPilots, itemAssociations, items, ofdTasks, ofdTaskZones } from '../../src/db/schema';
import { checkWorldConsistency } from '../../src/seed/consistency';
import { describeOnPostgres } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { itemState, makeItem } from '../helpers/world-fixtures';
import { makeInwardManifest } from '../routes/hub-ops/inward-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Runs a statement that must fail; answers the database's message (drizzle wraps the driver error in `cause`). */
async function failure(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (err) {
    const e = err as { message: string; cause?: { message?: string } };
    return `${e.message} ${e.cause?.message ?? ''}`;
  }
  throw new Error('the statement was expected to fail');
}

// Each constraint against its contract list: test/db/enums.test.ts.
describe('status columns hold only their spec values', () => {
  it('refuses a status outside the list', async () => {
    const message = await failure(() => t.app.db.update(hubPilots).set({ feature: 'NOT_A_PILOT' }).where(eq(hubPilots.hubOrgUnitId, 'HUB-BLR-01')));
    expect(message).toContain('hub_pilots_feature_check');
  });
});

describe('one association per item, place and tote', () => {
  it('refuses a second row for the same item, type, entity and tote; partially attributed units may split', async () => {
    const { itemId } = await makeItem(t.app.db, { places: [{ entityId: 'STG-01', qty: 5 }] });
    const row = { itemId, hubOrgUnitId: 'HUB-BLR-01', associationType: 'ZONE', entityId: 'STG-01', qty: 0 };
    expect(await failure(() => t.app.db.insert(itemAssociations).values(row))).toContain('item_associations_item_place_uq');
    await t.app.db.insert(itemAssociations).values({ ...row, partialItemAttributed: true });
    await t.app.db.delete(itemAssociations).where(eq(itemAssociations.partialItemAttributed, true));
  });
});

describe('one OFD in progress per zone', () => {
  const task = (taskId: string, status: string) =>
    t.app.db.insert(ofdTasks).values({ taskId, hubOrgUnitId: 'HUB-BLR-01', kind: 'OFD', status, createdBy: 'test' });
  const zone = (taskId: string, status: string, zoneId: string) =>
    t.app.db.insert(ofdTaskZones).values({ taskId, taskStatus: status, hubOrgUnitId: 'HUB-BLR-01', zoneId });

  it('refuses a second in-progress task on a zone, allows completed ones, and frees the zone when the task completes', async () => {
    await task('OFD-T-1', 'IN_PROGRESS');
    await zone('OFD-T-1', 'IN_PROGRESS', 'LM-Z9');
    await task('OFD-T-2', 'IN_PROGRESS');
    expect(await failure(() => zone('OFD-T-2', 'IN_PROGRESS', 'LM-Z9'))).toContain('ofd_task_zones_one_in_progress_uq');
    await task('OFD-T-3', 'COMPLETED');
    await zone('OFD-T-3', 'COMPLETED', 'LM-Z9');
    // Completing the task carries its status to its zones (ON UPDATE CASCADE): the zone can take a new OFD.
    await t.app.db.update(ofdTasks).set({ status: 'COMPLETED' }).where(eq(ofdTasks.taskId, 'OFD-T-1'));
    const [row] = await t.app.db.select().from(ofdTaskZones).where(eq(ofdTaskZones.taskId, 'OFD-T-1'));
    expect(row!.taskStatus).toBe('COMPLETED');
    await zone('OFD-T-2', 'IN_PROGRESS', 'LM-Z9');
    await t.app.db.update(ofdTasks).set({ status: 'COMPLETED' }).where(eq(ofdTasks.taskId, 'OFD-T-2'));
  });
});

describe('the quantity write path', () => {
  it('adds picked units to the association and its item, with their statuses', async () => {
    const { itemId, associationIds } = await makeItem(t.app.db, {
      places: [
        { entityId: 'STG-02', qty: 4 },
        { entityId: 'STG-03', qty: 6 },
      ],
    });
    const r1 = await t.app.db.transaction((tx) => t.app.repos.items.addPicked(tx, associationIds[0]!, 3));
    expect(r1.ok).toBe(true);
    let s = await itemState(t.app.db, itemId);
    expect([s.item.pickedQty, s.item.pickingStatus]).toEqual([3, 'PARTIALLY_PICKED']);
    expect(s.associations.find((a) => a.id === associationIds[0])!.pickingStatus).toBe('PARTIALLY_PICKED');
    await t.app.db.transaction((tx) => t.app.repos.items.addPicked(tx, associationIds[0]!, 1));
    await t.app.db.transaction((tx) => t.app.repos.items.addPicked(tx, associationIds[1]!, 6));
    s = await itemState(t.app.db, itemId);
    expect([s.item.pickedQty, s.item.pickingStatus, s.associations.map((a) => a.pickingStatus).sort()]).toEqual([10, 'PICKED', ['PICKED', 'PICKED']]);
  });

  it(`refuses units beyond the quantity with "${HUB_OPS_MESSAGES.unitsRefused}" and changes nothing`, async () => {
    const { associationIds } = await makeItem(t.app.db, { places: [{ entityId: 'STG-04', qty: 2, picked: 1 }] });
    for (const units of [2, 0, -1, 1.5]) {
      const before = await t.fingerprint();
      const r = await t.app.db.transaction((tx) => t.app.repos.items.addPicked(tx, associationIds[0]!, units));
      expect([units, r]).toEqual([units, { ok: false, message: HUB_OPS_MESSAGES.unitsRefused }]);
      expect(await t.fingerprint()).toBe(before);
    }
  });

  it('keeps dispatched units within the quantity the same way', async () => {
    const { itemId, associationIds } = await makeItem(t.app.db, { places: [{ entityId: 'VEH-01', type: 'VEHICLE', qty: 3 }] });
    expect((await t.app.db.transaction((tx) => t.app.repos.items.addDispatched(tx, associationIds[0]!, 3))).ok).toBe(true);
    expect(await t.app.db.transaction((tx) => t.app.repos.items.addDispatched(tx, associationIds[0]!, 1))).toEqual({
      ok: false,
      message: HUB_OPS_MESSAGES.unitsRefused,
    });
    expect((await itemState(t.app.db, itemId)).item.dispatchStatus).toBe('DISPATCHED');
  });
});

describe('the quantity write path with its manifest line', () => {
  const lineOf = async (spaId: string, itemId: string) =>
    (await t.app.db.select().from(activityItems).where(eq(activityItems.spaId, spaId))).find((l) => l.itemId === itemId)!;

  it('counts the units on the manifest line in the same statement, and answers the quantities as written', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 5 }] });
    const { itemId, associationId } = m.items[0]!;
    const r = await t.app.db.transaction((tx) => t.app.repos.items.addPicked(tx, associationId, 2, { spaId: m.spaId, itemId, units: 2 }));
    expect(r).toEqual({
      ok: true,
      association: { id: associationId, itemId, qty: 5, pickedQty: 2, dispatchedQty: 0, pickingStatus: 'PARTIALLY_PICKED', dispatchStatus: 'NOT_STARTED' },
      item: { itemId, qty: 5, pickedQty: 2, dispatchedQty: 0, pickingStatus: 'PARTIALLY_PICKED', dispatchStatus: 'NOT_STARTED' },
    });
    expect((await lineOf(m.spaId, itemId)).doneQty).toBe(2);
  });

  it(`refuses a line beyond its own qty with "${HUB_OPS_MESSAGES.unitsRefused}"; the caller's rollback undoes the association too`, async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 5 }] });
    const { itemId, associationId } = m.items[0]!;
    // The line has room for 1 unit while the association has 5 (a line out of step with its item).
    await t.app.db.update(activityItems).set({ doneQty: 4 }).where(eq(activityItems.spaId, m.spaId));
    const before = await t.fingerprint();
    const refused = await t.app.db
      .transaction(async (tx) => {
        const r = await t.app.repos.items.addPicked(tx, associationId, 2, { spaId: m.spaId, itemId, units: 2 });
        if (!r.ok) throw new Error(r.message);
        return r;
      })
      .catch((e: Error) => e.message);
    expect(refused).toBe(HUB_OPS_MESSAGES.unitsRefused);
    expect(await t.fingerprint()).toBe(before);
    await t.app.db.update(activityItems).set({ doneQty: 0 }).where(eq(activityItems.spaId, m.spaId));
  });
});

describe('the consistency check', () => {
  it('flags an item whose quantity is not the sum of its associations', async () => {
    const { itemId } = await makeItem(t.app.db, { places: [{ entityId: 'STG-05', qty: 2 }] });
    await t.app.db.update(items).set({ qty: 3 }).where(eq(items.itemId, itemId));
    const problems = await checkWorldConsistency(t.app.db);
    expect(problems.some((p) => p.startsWith('item quantities differ from the sum of its associations') && p.includes(itemId))).toBe(true);
    // Mend it: the check after this file must pass.
    await t.app.db.update(items).set({ qty: 2 }).where(eq(items.itemId, itemId));
    expect(await checkWorldConsistency(t.app.db)).toEqual([]);
  });
});

describeOnPostgres('the quantity write path under concurrent operators (PostgreSQL)', () => {
  it('20 parallel picks of 1 unit into an association with 7 remaining: exactly 7 succeed, sums stay equal', async () => {
    const { itemId, associationIds } = await makeItem(t.app.db, {
      places: [
        { entityId: 'STG-06', qty: 10, picked: 3 },
        { entityId: 'STG-07', qty: 5 },
      ],
    });
    const results = await Promise.all(Array.from({ length: 20 }, () => t.app.db.transaction((tx) => t.app.repos.items.addPicked(tx, associationIds[0]!, 1))));
    expect(results.filter((r) => r.ok)).toHaveLength(7);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.message === HUB_OPS_MESSAGES.unitsRefused)).toBe(true);
    const s = await itemState(t.app.db, itemId);
    expect([s.item.pickedQty, s.associations.find((a) => a.id === associationIds[0])!.pickedQty]).toEqual([10, 10]);
  });
});
