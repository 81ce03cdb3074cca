import { eq } from 'drizzle-orm';
import { closeInwardManifest, createInwardPickRequest, HUB_OPS_MESSAGES, updateInwardItems } from '@hub/shared/contracts';
import { activityItems } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { itemState } from '../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeInwardManifest } from '../routes/hub-ops/inward-kit';

let t: TestApp;
let live: LiveApp;

describeOnPostgres('inward under concurrent operators (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['hubExecutive', 'hubManager']);
  });
  afterAll(() => t.close());

  const increments = (m: Awaited<ReturnType<typeof makeInwardManifest>>, n: number) =>
    Array.from({ length: n }, (_, i) =>
      req(
        updateInwardItems,
        {
          body: {
            itemId: m.items[0]!.itemId,
            hubOrgUnitId: m.hub,
            metaData: { spaId: m.spaId },
            associationDetail: [{ associationId: m.items[0]!.associationId, units: 1 }],
          },
        },
        { as: i % 2 },
      ),
    );

  it('two operators x 20 parallel +1 increments on one item of qty 40: exactly 40 picked, no lost update', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 40 }] });
    const answers = await live.parallel(increments(m, 40));
    expect(byStatus(answers)).toEqual({ 200: 40 });
    const s = await itemState(t.app.db, m.items[0]!.itemId);
    expect([s.item.pickedQty, s.item.pickingStatus, s.associations[0]!.pickedQty]).toEqual([40, 'PICKED', 40]);
    const [line] = await t.app.db.select().from(activityItems).where(eq(activityItems.itemId, m.items[0]!.itemId));
    expect(line!.doneQty).toBe(40);
  });

  it('two operators x 20 parallel +1 increments on one item of qty 25: exactly 25 accepted, 15 "Failed to update units", never above qty', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 25 }] });
    const answers = await live.parallel(increments(m, 40));
    expect(byStatus(answers)).toEqual({ 200: 25, 409: 15 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set([HUB_OPS_MESSAGES.unitsRefused]));
    const s = await itemState(t.app.db, m.items[0]!.itemId);
    expect([s.item.pickedQty, s.associations[0]!.pickedQty]).toEqual([25, 25]);
  });

  it('increments racing a pick request of several items and a close never exceed qty and never deadlock', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 30 }, { qty: 5 }] });
    const answers = await live.parallel([
      ...increments(m, 10),
      // A multi-item write (both items, in lock order) between the single-item increments.
      req(
        createInwardPickRequest,
        {
          params: { spaId: m.spaId },
          body: [
            { itemId: m.items[0]!.itemId, qty: 10 },
            { itemId: m.items[1]!.itemId, qty: 5 },
          ],
        },
        { as: 1 },
      ),
      ...increments(m, 10),
      req(closeInwardManifest, { params: { hubId: m.hub, spaId: m.spaId } }, { as: 0 }),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const s = await itemState(t.app.db, m.items[0]!.itemId);
    expect(s.item.pickedQty).toBeLessThanOrEqual(30);
    expect(s.item.pickedQty).toBe(s.associations[0]!.pickedQty);
  });
});
