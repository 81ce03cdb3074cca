import { eq } from 'drizzle-orm';
import {
  closeDispatchManifest,
  closeToteManifest,
  createToteManifest,
  HUB_OPS_MESSAGES,
  setDispatchQuantities,
  tagToManifest,
  toteManifestAlreadyClosedMessage,
  updateDispatchItems,
} from '@hub/shared/contracts';
import { activityGroupTotes, assetLogs, assets } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { itemState } from '../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeDispatchManifest } from '../routes/hub-ops/dispatch-kit';
import { makeTote } from '../routes/totes/tote-fixtures';

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

  it('two operators setting the two cards of one item at once: each card gets its own units, the item their sum', async () => {
    const m = await makeDispatchManifest(t.app.db, { items: [{ qty: 6, parts: [4, 2] }] });
    const [a1, a2] = m.items[0]!.associationIds as [number, number];
    const card = (as: number, associationId: number, dispatchedQuantity: number, totalQuantity: number) =>
      req(
        setDispatchQuantities,
        {
          params: { hubId: m.hub, id: m.spaId },
          body: {
            logisticsItemIds: [m.items[0]!.itemId],
            associationIds: [associationId],
            dispatchedQuantity,
            totalQuantity,
            shortfallReason: 'PRODUCT_DAMAGED',
          },
        },
        { as },
      );
    const answers = await live.parallel([card(0, a1, 3, 4), card(1, a2, 1, 2), card(1, a1, 3, 4), card(0, a2, 1, 2)]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const s = await itemState(t.app.db, m.items[0]!.itemId);
    const byId = new Map(s.associations.map((a) => [a.id, a.dispatchedQty]));
    expect([byId.get(a1), byId.get(a2), s.item.dispatchedQty]).toEqual([3, 1, 4]);
  });

  it('a tote manifest closed twice at once while crates are being tagged: the crates that left are exactly its tagged ones, each logged once', async () => {
    const m = await makeDispatchManifest(t.app.db, { type: 'HUB_TO_WH_CRATE_DROP', toteTagging: false, items: [{ qty: 1, dispatched: 1 }] });
    const crates: string[] = [];
    for (let i = 0; i < 6; i++) crates.push(await makeTote(t.app.db, { assetType: 'CRATE' }));
    const tag = (code: string, as: number) => req(tagToManifest, { params: { hubId: m.hub, spaId: m.spaId }, body: { tagId: code } }, { as });
    await live.parallel([tag(crates[0]!, 0), tag(crates[1]!, 1)]);
    await live.parallel([req(createToteManifest, { body: { activityGroupId: m.activityGroupId, hubOrgUnitId: m.hub } })]);
    const close = (as: number) => req(closeToteManifest, { params: { hubId: m.hub, activityGroupId: m.activityGroupId } }, { as });
    const answers = await live.parallel([close(0), ...crates.slice(2).map((c, i) => tag(c, i % 2)), close(1)]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const closes = [answers[0]!, answers.at(-1)!];
    expect(closes.map((a) => a.status)).toEqual([200, 200]);
    expect(closes.filter((a) => a.body.message === toteManifestAlreadyClosedMessage(m.activityGroupId))).toHaveLength(1);
    const tagged = (await t.app.db.select().from(activityGroupTotes).where(eq(activityGroupTotes.activityGroupId, m.activityGroupId))).map((r) => r.assetCode);
    for (const code of crates) {
      const [a] = await t.app.db.select().from(assets).where(eq(assets.assetCode, code));
      const logs = (await t.app.db.select().from(assetLogs).where(eq(assetLogs.assetCode, code))).filter((l) => l.assetEventType === 'DISPATCH');
      // Tagged before the close: on the vehicle, logged once. Refused after it: still at the hub, not tagged.
      expect([a!.currentVehicleId, logs.length]).toEqual(tagged.includes(code) ? [m.vehicleId, 1] : [null, 0]);
    }
  });
});
