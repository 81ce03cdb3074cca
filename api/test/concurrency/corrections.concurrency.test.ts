import { and, eq } from 'drizzle-orm';
import { correctDispatchCount, correctInwardCount, updateDispatchItems, updateInwardItems } from '@hub/shared/contracts';
import { activityItems, corrections } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { setReasonList } from '../helpers/reason-lists';
import { itemState } from '../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeDispatchManifest } from '../routes/hub-ops/dispatch-kit';
import { makeInwardManifest } from '../routes/hub-ops/inward-kit';

// Corrections racing scans (issue 34): the take-back is bounded in its own UPDATE and takes the rows in the scans'
// lock order (associations, item, line), so N operators scanning while one corrects never lose an update, never go
// negative and never deadlock (docs/areas/corrections.md "Concurrency").

let t: TestApp;
let live: LiveApp;
/** Operators by index: 0 corrects (their own scans), 1 and 2 scan, 3 is the hub manager. */
const CORRECTOR = 0;
const MANAGER = 3;

describeOnPostgres('corrections racing scans (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['hubExecutive', 'hubPsvExecutive', 'routingExecutive', 'hubManager']);
    await setReasonList(t.app.db, 'CORRECTION', ['Mis-scan', 'Double count']);
  });
  afterAll(() => t.close());

  type Inward = Awaited<ReturnType<typeof makeInwardManifest>>;
  const inwardScan = (m: Inward, as: number) =>
    req(
      updateInwardItems,
      {
        query: { movementType: 'HUB_INWARD' },
        body: {
          itemId: m.items[0]!.itemId,
          hubOrgUnitId: m.hub,
          metaData: { spaId: m.spaId },
          associationDetail: [{ associationId: m.items[0]!.associationId, units: 1 }],
        },
      },
      { as },
    );
  const inwardCorrection = (m: Inward, units: number, as: number, key: string) =>
    req(
      correctInwardCount,
      { params: { hubId: m.hub, spaId: m.spaId }, body: { itemId: m.items[0]!.itemId, units, reasonCode: 'MIS_SCAN' } },
      { as, idempotencyKey: key },
    );
  const lineOf = async (spaId: string, itemId: string) =>
    (
      await t.app.db
        .select()
        .from(activityItems)
        .where(and(eq(activityItems.spaId, spaId), eq(activityItems.itemId, itemId)))
    )[0]!.doneQty;
  const correctionsOf = async (itemId: string) => (await t.app.db.select().from(corrections).where(eq(corrections.itemId, itemId))).length;

  it('inward: 2 operators x 10 scans racing 5 corrections of the third one: exactly 10 + 20 - 5 picked everywhere', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 40 }] });
    const { itemId } = m.items[0]!;
    // The corrector's own 10 units first (what they may take back).
    expect(byStatus(await live.parallel(Array.from({ length: 10 }, () => inwardScan(m, CORRECTOR))))).toEqual({ 200: 10 });
    const answers = await live.parallel([
      ...Array.from({ length: 20 }, (_, i) => inwardScan(m, 1 + (i % 2))),
      ...Array.from({ length: 5 }, (_, i) => inwardCorrection(m, 1, CORRECTOR, `race-inward-a-${i}-0001`)),
    ]);
    expect(byStatus(answers)).toEqual({ 200: 25 });
    const s = await itemState(t.app.db, itemId);
    expect([s.item.pickedQty, s.associations[0]!.pickedQty, await lineOf(m.spaId, itemId)]).toEqual([25, 25, 25]);
    expect(await correctionsOf(itemId)).toBe(5);
  });

  it('inward: a full item taken back unit by unit while others scan into the room it frees: counts exact, never negative', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 10 }] });
    const { itemId } = m.items[0]!;
    expect(byStatus(await live.parallel(Array.from({ length: 10 }, () => inwardScan(m, CORRECTOR))))).toEqual({ 200: 10 });
    const answers = await live.parallel([
      ...Array.from({ length: 10 }, (_, i) => inwardCorrection(m, 1, CORRECTOR, `race-inward-b-${i}-0001`)),
      ...Array.from({ length: 10 }, (_, i) => inwardScan(m, 1 + (i % 2))),
    ]);
    const corrected = answers.slice(0, 10);
    const scanned = answers.slice(10);
    // Every correction is the corrector's own unit: all go through; a scan goes through while there is room.
    expect(byStatus(corrected)).toEqual({ 200: 10 });
    const accepted = scanned.filter((a) => a.status === 200).length;
    expect(scanned.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const s = await itemState(t.app.db, itemId);
    expect([s.item.pickedQty, s.associations[0]!.pickedQty, await lineOf(m.spaId, itemId)]).toEqual([accepted, accepted, accepted]);
    expect(s.item.pickedQty).toBeGreaterThanOrEqual(0);
  });

  it('inward: 5 parallel corrections of 3 units by a manager on 10 counted: exactly 3 go through, 1 unit left, never negative', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 10, picked: 10 }] });
    const { itemId } = m.items[0]!;
    const answers = await live.parallel(Array.from({ length: 5 }, (_, i) => inwardCorrection(m, 3, MANAGER, `race-inward-c-${i}-0001`)));
    expect(byStatus(answers)).toEqual({ 200: 3, 409: 2 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(
      new Set(['Only 1 units are counted here. You can take back at most 1.']),
    );
    const s = await itemState(t.app.db, itemId);
    expect([s.item.pickedQty, s.associations[0]!.pickedQty, await lineOf(m.spaId, itemId)]).toEqual([1, 1, 1]);
  });

  it('dispatch: 2 operators x 10 scans racing 5 corrections: exactly 10 + 20 - 5 dispatched everywhere', async () => {
    const m = await makeDispatchManifest(t.app.db, { items: [{ qty: 40 }] });
    const { itemId } = m.items[0]!;
    const scan = (as: number) =>
      req(updateDispatchItems, { params: { hubId: m.hub, spaId: m.spaId }, body: { items: [{ lItemId: itemId, dispatchedQty: 1 }] } }, { as });
    expect(byStatus(await live.parallel(Array.from({ length: 10 }, () => scan(CORRECTOR))))).toEqual({ 200: 10 });
    const answers = await live.parallel([
      ...Array.from({ length: 20 }, (_, i) => scan(1 + (i % 2))),
      ...Array.from({ length: 5 }, (_, i) =>
        req(
          correctDispatchCount,
          { params: { hubId: m.hub, spaId: m.spaId }, body: { itemId, units: 1, reasonCode: 'MIS_SCAN' } },
          { as: CORRECTOR, idempotencyKey: `race-dispatch-${i}-0001` },
        ),
      ),
    ]);
    expect(byStatus(answers)).toEqual({ 200: 25 });
    const s = await itemState(t.app.db, itemId);
    expect([s.item.dispatchedQty, s.associations[0]!.dispatchedQty, await lineOf(m.spaId, itemId)]).toEqual([25, 25, 25]);
    expect(await correctionsOf(itemId)).toBe(5);
  });
});
