import { eq } from 'drizzle-orm';
import {
  approveTripDistance,
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
import { makeRunsheet, type RunsheetFixture, runsheetRow } from '../routes/runsheet/runsheet-test-kit';

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

  // The excess-distance approval (docs/areas/runsheet.md "Trip distance"): approvals and closes lock the runsheet row,
  // so they queue. Operators: 0 hubExecutive, 1 hubManager, 2 hubPsvExecutive, 3 admin.
  /** A runsheet whose only obstacle to closing is its unapproved trip distance. */
  async function readyButDistance(): Promise<RunsheetFixture> {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false, plannedDistanceKm: 30 });
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
    for (const c of f.crates) await t.call(scanCrates, { params: { runsheetId: f.runsheetId, toteId: c } }, as);
    return f;
  }
  const map = (f: RunsheetFixture) => ({ params: { runsheetId: f.runsheetId, hubId: 'HUB-BLR-01' } });
  const closeBody = { assetDetails: [], amountCollected: 150_000 };

  it('8 approvals of one distance at once: one approves (one approver recorded), the rest are told it is already approved', async () => {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false });
    const answers = await live.parallel(Array.from({ length: 8 }, () => req(approveTripDistance, map(f), { as: 1 })));
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 7 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set([M.distanceAlreadyApproved(f.runsheetId)]));
    expect(await runsheetRow(t.app.db, f.runsheetId)).toMatchObject({ tripDistanceApproved: true, tripDistanceApprovedBy: 'hub.manager@demo.hub' });
  });

  it('an approval racing closes: a close before it is refused, one after it closes; never a closed runsheet with an unapproved distance', async () => {
    const f = await readyButDistance();
    const [approve, ...closes] = await live.parallel([
      req(approveTripDistance, map(f), { as: 1 }),
      ...Array.from({ length: 4 }, (_, i) => req(endRunsheetCloseActivity, { params: { id: f.runsheetId }, body: closeBody }, { as: i % 2 === 0 ? 0 : 2 })),
    ]);
    const rs = await runsheetRow(t.app.db, f.runsheetId);
    expect(rs).toMatchObject({ tripDistanceApproved: true, tripDistanceApprovedBy: 'hub.manager@demo.hub', tripDistanceOverrideReason: null });
    // The approval always lands: a close that ran first was refused and changed nothing.
    expect(approve!.status).toBe(200);
    expect(closes.filter((c) => c.status === 200).length).toBeLessThanOrEqual(1);
    for (const c of closes.filter((x) => x.status !== 200)) expect([M.distanceNotApproved(42), M.closed(f.runsheetId)]).toContain(c.body.message);
    if (closes.some((c) => c.status === 200)) expect(rs.activityStatus).toBe('ENDED');
    else expect(rs.activityStatus).toBe('IN_PROGRESS');
  });

  it("an admin's override close racing a hub manager's approval: exactly one of them records the approval", async () => {
    const f = await readyButDistance();
    const reason = 'GPS was off; route checked with the driver';
    const [approve, override] = await live.parallel([
      req(approveTripDistance, map(f), { as: 1 }),
      req(endRunsheetCloseActivity, { params: { id: f.runsheetId }, body: { ...closeBody, distanceOverrideReason: reason } }, { as: 3 }),
    ]);
    // Whichever came second still succeeds or is told why: the close always goes through (approved or overridden).
    expect(override!.status).toBe(200);
    const rs = await runsheetRow(t.app.db, f.runsheetId);
    expect(rs.activityStatus).toBe('ENDED');
    if (approve!.status === 200) expect(rs).toMatchObject({ tripDistanceApprovedBy: 'hub.manager@demo.hub', tripDistanceOverrideReason: null });
    else {
      expect([approve!.status, approve!.body.message]).toEqual([409, M.closed(f.runsheetId)]);
      expect(rs).toMatchObject({ tripDistanceApprovedBy: 'admin@demo.hub', tripDistanceOverrideReason: reason });
    }
  });
});
