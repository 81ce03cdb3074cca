import { and, eq } from 'drizzle-orm';
import { activityItems, itemAssociations, items } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { itemState } from '../helpers/world-fixtures';
import { makeInwardManifest } from '../routes/hub-ops/inward-kit';

// The take-back of the quantity path (issue 34, docs/areas/corrections.md "Concurrency"): `itemsRepository.takeBackPicked`
// and `takeBackDispatched`, the mirror of `addUnits`, bounded in the UPDATE itself.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Tx = Parameters<Parameters<TestApp['app']['db']['transaction']>[0]>[0];
const inTx = <T>(fn: (tx: Tx) => Promise<T>) => t.app.db.transaction(fn);
/** Runs a take-back that must be refused, rolling back what it wrote as every caller does; checks nothing changed. */
async function expectRefused(run: (tx: Tx) => Promise<{ ok: boolean }>) {
  const before = await t.fingerprint();
  const outcome = await inTx(async (tx) => {
    const r = await run(tx);
    if (!r.ok) throw new Error('refused');
    return 'written';
  }).catch((e: Error) => e.message);
  expect(outcome).toBe('refused');
  expect(await t.fingerprint()).toBe(before);
}
const lineOf = async (spaId: string, itemId: string) =>
  (
    await t.app.db
      .select()
      .from(activityItems)
      .where(and(eq(activityItems.spaId, spaId), eq(activityItems.itemId, itemId)))
  )[0]!.doneQty;

describe('takeBackPicked', () => {
  it('takes picked units off the association, its item and the manifest line in one statement, with the partial status', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 5, picked: 5 }] });
    const { itemId, associationId } = m.items[0]!;
    const r = await inTx((tx) => t.app.repos.items.takeBackPicked(tx, associationId, 2, { spaId: m.spaId, itemId, units: 2 }));
    expect(r).toEqual({
      ok: true,
      association: { id: associationId, itemId, qty: 5, pickedQty: 3, dispatchedQty: 0, pickingStatus: 'PARTIALLY_PICKED', dispatchStatus: 'NOT_STARTED' },
      item: { itemId, qty: 5, pickedQty: 3, dispatchedQty: 0, pickingStatus: 'PARTIALLY_PICKED', dispatchStatus: 'NOT_STARTED' },
    });
    expect(await lineOf(m.spaId, itemId)).toBe(3);
  });

  it('returns a line with nothing left to its initial status, NOT_STARTED', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 2, picked: 2 }] });
    const { itemId, associationId } = m.items[0]!;
    await inTx((tx) => t.app.repos.items.takeBackPicked(tx, associationId, 2, { spaId: m.spaId, itemId, units: 2 }));
    const s = await itemState(t.app.db, itemId);
    expect([s.item.pickedQty, s.item.pickingStatus, s.associations[0]!.pickingStatus]).toEqual([0, 'NOT_STARTED', 'NOT_STARTED']);
  });

  it('never goes below 0, nor below the dispatched units, nor takes the line below 0; zero or fractional units are refused', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 4, picked: 3 }] });
    const { itemId, associationId } = m.items[0]!;
    await expectRefused((tx) => t.app.repos.items.takeBackPicked(tx, associationId, 4));
    await expectRefused((tx) => t.app.repos.items.takeBackPicked(tx, associationId, 0));
    await expectRefused((tx) => t.app.repos.items.takeBackPicked(tx, associationId, 1.5));
    // Two of the three picked units were dispatched: only one can come back.
    await t.app.db.update(itemAssociations).set({ dispatchedQty: 2 }).where(eq(itemAssociations.id, associationId));
    await t.app.db.update(items).set({ dispatchedQty: 2 }).where(eq(items.itemId, itemId));
    await expectRefused((tx) => t.app.repos.items.takeBackPicked(tx, associationId, 2));
    // The line out of step with its association (it counted 0 of the 3): the line's bound refuses, the rollback undoes the rest.
    await t.app.db.update(activityItems).set({ doneQty: 0 }).where(eq(activityItems.spaId, m.spaId));
    await expectRefused((tx) => t.app.repos.items.takeBackPicked(tx, associationId, 1, { spaId: m.spaId, itemId, units: 1 }));
    expect((await inTx((tx) => t.app.repos.items.takeBackPicked(tx, associationId, 1))).ok).toBe(true);
    await t.app.db.update(activityItems).set({ doneQty: 2 }).where(eq(activityItems.spaId, m.spaId));
  });
});

describe('takeBackDispatched', () => {
  it('takes dispatched units back (picked stay), never below 0', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 3, picked: 3 }] });
    const { itemId, associationId } = m.items[0]!;
    await t.app.db.update(itemAssociations).set({ dispatchedQty: 3, dispatchStatus: 'DISPATCHED' }).where(eq(itemAssociations.id, associationId));
    await t.app.db.update(items).set({ dispatchedQty: 3, dispatchStatus: 'DISPATCHED' }).where(eq(items.itemId, itemId));
    const r = await inTx((tx) => t.app.repos.items.takeBackDispatched(tx, associationId, 1));
    expect(r).toMatchObject({ ok: true, item: { pickedQty: 3, dispatchedQty: 2, dispatchStatus: 'PARTIALLY_DISPATCHED' } });
    await expectRefused((tx) => t.app.repos.items.takeBackDispatched(tx, associationId, 3));
    const all = await inTx((tx) => t.app.repos.items.takeBackDispatched(tx, associationId, 2));
    expect(all).toMatchObject({
      ok: true,
      association: { dispatchedQty: 0, dispatchStatus: 'NOT_STARTED' },
      item: { dispatchedQty: 0, dispatchStatus: 'NOT_STARTED' },
    });
  });
});
