import { eq } from 'drizzle-orm';
import { QC_REFUSALS, updateQcState } from '@hub/shared/contracts';
import { itemDiscrepancies, items, qcDecisions } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { pendingBody, qcItem, qcZone } from '../routes/quality-check/qc-fixtures';

let t: TestApp;
let live: LiveApp;
const HUB = 'HUB-BLR-01';

describeOnPostgres('quality check under concurrent checkers (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['hubExecutive', 'hubManager', 'admin', 'routingExecutive']);
  });
  afterAll(() => t.close());

  it("two checkers approving the same item's last units: one succeeds, the other is refused; never above the quantity", async () => {
    for (let round = 0; round < 5; round++) {
      const zone = await qcZone(t.app.db);
      const id = await qcItem(t.app.db, zone, 5, { accepted: 3 });
      const body = pendingBody({ acceptedQty: 3, commentsFailed: [] }, { acceptedQty: 5, commentsFailed: [] });
      const answers = await live.parallel([
        req(updateQcState, { params: { hubId: HUB, zone, id }, body }, { as: 0 }),
        req(updateQcState, { params: { hubId: HUB, zone, id }, body }, { as: 1 }),
      ]);
      expect(byStatus(answers)).toEqual({ 200: 1, 409: 1 });
      expect(answers.find((a) => a.status === 409)!.body.message).toBe(QC_REFUSALS.exceedsPending(0));
      const [row] = await t.app.db.select().from(items).where(eq(items.itemId, id));
      expect([row!.acceptedQty, row!.failedQty, row!.qcStatus]).toEqual([5, 0, 'COMPLETED']);
      expect(await t.app.db.select().from(qcDecisions).where(eq(qcDecisions.itemId, id))).toHaveLength(1);
    }
  });

  it('20 checkers each approving or rejecting one unit of a 12-unit item: 12 counted, 8 refused, no update lost', async () => {
    const zone = await qcZone(t.app.db);
    const id = await qcItem(t.app.db, zone, 12);
    const start = { acceptedQty: 0, commentsFailed: [] };
    const answers = await live.parallel(
      Array.from({ length: 20 }, (_, i) =>
        req(
          updateQcState,
          {
            params: { hubId: HUB, zone, id },
            body: pendingBody(start, i % 2 ? { acceptedQty: 1, commentsFailed: [] } : { acceptedQty: 0, commentsFailed: [{ comment: 'Wrong SKU', qty: 1 }] }),
          },
          { as: i % 4 },
        ),
      ),
    );
    expect(byStatus(answers)).toEqual({ 200: 12, 409: 8 });
    const ok = answers.map((a, i) => ({ a, i })).filter(({ a }) => a.status === 200);
    const approved = ok.filter(({ i }) => i % 2).length;
    const [row] = await t.app.db.select().from(items).where(eq(items.itemId, id));
    expect([row!.acceptedQty, row!.failedQty]).toEqual([approved, 12 - approved]);
    const notes = await t.app.db.select().from(itemDiscrepancies).where(eq(itemDiscrepancies.itemId, id));
    expect(notes.reduce((s, n) => s + n.qty, 0)).toBe(12 - approved);
    expect(await t.app.db.select().from(qcDecisions).where(eq(qcDecisions.itemId, id))).toHaveLength(12);
  });
});
