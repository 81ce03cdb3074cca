import { closeDispatchManifest, HUB_OPS_MESSAGES, setDispatchQuantities, updateDispatchItems } from '@hub/shared/contracts';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { itemState } from '../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeDispatchManifest } from '../routes/hub-ops/dispatch-kit';

let t: TestApp;
let live: LiveApp;

describeOnPostgres('dispatch under concurrent operators (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['hubExecutive', 'hubManager']);
  });
  afterAll(() => t.close());

  type M = Awaited<ReturnType<typeof makeDispatchManifest>>;
  const scans = (m: M, n: number) =>
    Array.from({ length: n }, (_, i) =>
      req(
        updateDispatchItems,
        { params: { hubId: m.hub, spaId: m.spaId }, body: { items: [{ lItemId: m.items[0]!.itemId, dispatchedQty: 1 }] } },
        { as: i % 2 },
      ),
    );

  it('two operators x 15 parallel one-unit scans on one line of qty 18: exactly 18 dispatched, 12 "Failed to update units"', async () => {
    const m = await makeDispatchManifest(t.app.db, { items: [{ qty: 18 }] });
    const answers = await live.parallel(scans(m, 30));
    expect(byStatus(answers)).toEqual({ 200: 18, 409: 12 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set([HUB_OPS_MESSAGES.unitsRefused]));
    const s = await itemState(t.app.db, m.items[0]!.itemId);
    expect([s.item.dispatchedQty, s.item.dispatchStatus, s.associations[0]!.dispatchedQty]).toEqual([18, 'DISPATCHED', 18]);
  });

  it('two operators setting one line with a shortfall at once, racing scans and a close: never above qty, no deadlock', async () => {
    const m = await makeDispatchManifest(t.app.db, { items: [{ qty: 10 }] });
    const itemId = m.items[0]!.itemId;
    const set = (as: number, dispatchedQuantity: number) =>
      req(
        setDispatchQuantities,
        {
          params: { hubId: m.hub, id: m.spaId },
          body: { logisticsItemIds: [itemId], dispatchedQuantity, totalQuantity: 10, shortfallReason: 'PRODUCT_NOT_FOUND' },
        },
        { as },
      );
    const answers = await live.parallel([
      set(0, 7),
      set(1, 8),
      ...scans(m, 6),
      req(closeDispatchManifest, { params: { hubId: m.hub, spaId: m.spaId } }, { as: 1 }),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const s = await itemState(t.app.db, itemId);
    expect(s.item.dispatchedQty).toBeLessThanOrEqual(10);
    expect(s.item.dispatchedQty).toBe(s.associations[0]!.dispatchedQty);
  });
});
