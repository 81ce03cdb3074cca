import { eq } from 'drizzle-orm';
import {
  bulkCollectItem,
  collectItem,
  endRunsheetCloseActivity,
  otpValidation,
  persistVerify,
  RUNSHEET_MESSAGES as M,
  scanCrates,
} from '@hub/shared/contracts';
import { runsheetItems, shipmentVerifications } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeRunsheet, runsheetRow } from '../routes/runsheet/runsheet-test-kit';

let t: TestApp;
let live: LiveApp;

describeOnPostgres('runsheet close under concurrent operators (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['hubExecutive', 'hubManager', 'hubPsvExecutive', 'admin']);
  });
  afterAll(() => t.close());

  it('10 operators collect one item at once: one collects, the rest get "Duplicate Scan."', async () => {
    const f = await makeRunsheet(t.app.db);
    const answers = await live.parallel(
      Array.from({ length: 10 }, (_, i) =>
        req(collectItem, { params: { id: f.runsheetId }, body: { itemType: 'INTRACITY', itemIds: [f.items.b1] } }, { as: i % 4 }),
      ),
    );
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 9 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set([M.duplicateScan]));
  });

  it('10 operators verify one shipment and 10 undo it at once: verifications and undos alternate in the log, the drop matches the shipment', async () => {
    const f = await makeRunsheet(t.app.db);
    const body = { dropPointId: f.dropB.dropPointId, shipmentId: f.dropB.shipmentId };
    const answers = await live.parallel(
      Array.from({ length: 20 }, (_, i) =>
        req(persistVerify, { params: { id: f.runsheetId }, body: { ...body, undoVerification: i % 2 === 1 } }, { as: i % 4 }),
      ),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    const log = await t.app.db
      .select()
      .from(shipmentVerifications)
      .where(eq(shipmentVerifications.shipmentId, f.dropB.shipmentId))
      .orderBy(shipmentVerifications.id);
    // Each accepted write flipped the state: the log never shows two verifies (or two undos) in a row.
    log.forEach((l, i) => expect(l.undo).toBe(i % 2 === 1));
    expect(log.length).toBe(answers.filter((a) => a.status === 200).length);
    const drops = await t.app.db.query.dropPoints.findFirst({ where: (d, { eq: e }) => e(d.dropPointId, f.dropB.dropPointId) });
    expect(drops!.isCompleted).toBe(log.length % 2 === 1);
  });

  it('a collect racing the close: the close either sees the item collected or refuses; never a closed runsheet with an uncollected item', async () => {
    const f = await makeRunsheet(t.app.db);
    await t.call(
      otpValidation,
      { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId }, body: { otp: f.otp } },
      { cookie: live.operators[0] },
    );
    for (const d of [f.dropA, f.dropB])
      await t.call(
        persistVerify,
        { params: { id: f.runsheetId }, body: { dropPointId: d.dropPointId, shipmentId: d.shipmentId, undoVerification: false } },
        { cookie: live.operators[0] },
      );
    for (const c of f.crates) await t.call(scanCrates, { params: { runsheetId: f.runsheetId, toteId: c } }, { cookie: live.operators[0] });
    await t.call(
      bulkCollectItem,
      { params: { id: f.runsheetId }, body: { itemType: 'INTERCITY', itemIds: [f.items.b2], reason: 'Shop closed', toteId: f.crates[0] } },
      { cookie: live.operators[0] },
    );
    const [collect, close1, close2] = await live.parallel([
      req(collectItem, { params: { id: f.runsheetId }, body: { itemType: 'INTRACITY', itemIds: [f.items.b1] } }, { as: 1 }),
      req(endRunsheetCloseActivity, { params: { id: f.runsheetId }, body: { assetDetails: [], amountCollected: 150_000 } }, { as: 2 }),
      req(endRunsheetCloseActivity, { params: { id: f.runsheetId }, body: { assetDetails: [], amountCollected: 150_000 } }, { as: 3 }),
    ]);
    expect(collect!.status).toBe(200);
    // Two closes of one runsheet never both succeed; a close that ran before the collect was refused as pending.
    const closes = [close1!, close2!];
    expect(closes.filter((c) => c.status === 200).length).toBeLessThanOrEqual(1);
    const rs = await runsheetRow(t.app.db, f.runsheetId);
    const rows = await t.app.db.select().from(runsheetItems).where(eq(runsheetItems.runsheetId, f.runsheetId));
    if (rs.activityStatus === 'ENDED') expect(rows.every((r) => r.status === 'COLLECTED')).toBe(true);
    for (const c of closes.filter((x) => x.status !== 200)) expect([M.closed(f.runsheetId), M.itemsPending(1)]).toContain(c.body.message);
  });

  it('two operators close one ready runsheet at once: one closes, the other is told it is already closed', async () => {
    const f = await makeRunsheet(t.app.db);
    const as = { cookie: live.operators[0] };
    await t.call(otpValidation, { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId }, body: { otp: f.otp } }, as);
    for (const d of [f.dropA, f.dropB])
      await t.call(
        persistVerify,
        { params: { id: f.runsheetId }, body: { dropPointId: d.dropPointId, shipmentId: d.shipmentId, undoVerification: false } },
        as,
      );
    await t.call(collectItem, { params: { id: f.runsheetId }, body: { itemType: 'INTRACITY', itemIds: [f.items.b1] } }, as);
    await t.call(collectItem, { params: { id: f.runsheetId }, body: { itemType: 'INTERCITY', itemIds: [f.items.b2], reason: 'Shop closed' } }, as);
    const answers = await live.parallel(
      Array.from({ length: 6 }, (_, i) =>
        req(
          endRunsheetCloseActivity,
          {
            params: { id: f.runsheetId },
            body: { assetDetails: f.crates.map((c) => ({ crateId: c, missingReason: 'Crate lost' })), amountCollected: 150_000 },
          },
          { as: i % 4 },
        ),
      ),
    );
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 5 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set([M.closed(f.runsheetId)]));
  });
});
