import { eq } from 'drizzle-orm';
import { closePsvTask, recordPsvScan, tagToteToZone, TOTE_REFUSALS } from '@hub/shared/contracts';
import { assetLogs, psvTaskAssets, toteZoneTags } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { ensureZone, makePsvTask, makeTote } from '../routes/totes/tote-fixtures';

let t: TestApp;
let live: LiveApp;
const HUB = 'HUB-BLR-01';

describeOnPostgres('totes under concurrent operators (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['hubPsvExecutive', 'hubExecutive', 'hubPsvManager', 'admin']);
    await ensureZone(t.app.db, HUB, 'RACE-A');
    await ensureZone(t.app.db, HUB, 'RACE-B');
  });
  afterAll(() => t.close());

  it('20 scanners recording the same tote at once: verified once, one PSV log, the rest answer alreadyVerified', async () => {
    const code = await makeTote(t.app.db);
    const other = await makeTote(t.app.db);
    await makePsvTask(t.app.db, { id: 'PSV-RACE-01', totes: [{ code }, { code: other }] });
    const answers = await live.parallel(
      Array.from({ length: 20 }, (_, i) => req(recordPsvScan, { params: { hubId: HUB }, body: { assetCode: code, psvTaskId: 'PSV-RACE-01' } }, { as: i % 4 })),
    );
    expect(byStatus(answers)).toEqual({ 200: 20 });
    expect(answers.filter((a) => a.body.alreadyVerified === false)).toHaveLength(1);
    expect(answers.every((a) => a.body.verifiedAssetCount === 1)).toBe(true);
    const logs = await t.app.db.select().from(assetLogs).where(eq(assetLogs.assetCode, code));
    expect(logs.filter((l) => l.assetEventType === 'PSV')).toHaveLength(1);
  });

  it('a close racing 10 scans of different totes: every tote ends verified or lost, never pending; scans after the close are refused', async () => {
    const codes: string[] = [];
    for (let i = 0; i < 10; i++) codes.push(await makeTote(t.app.db));
    await makePsvTask(t.app.db, { id: 'PSV-RACE-02', state: 'PROCESSING', totes: codes.map((code) => ({ code })) });
    const answers = await live.parallel([
      ...codes.map((code, i) => req(recordPsvScan, { params: { hubId: HUB }, body: { assetCode: code, psvTaskId: 'PSV-RACE-02' } }, { as: i % 2 })),
      req(closePsvTask, { params: { id: 'PSV-RACE-02' } }, { as: 2 }),
    ]);
    const close = answers.at(-1)!;
    expect(close.status).toBe(200);
    const scans = answers.slice(0, -1);
    expect(scans.every((a) => a.status === 200 || (a.status === 409 && a.body.message === TOTE_REFUSALS.taskClosed('PSV-RACE-02')))).toBe(true);
    const rows = await t.app.db.select().from(psvTaskAssets).where(eq(psvTaskAssets.psvTaskId, 'PSV-RACE-02'));
    const verified = rows.filter((r) => r.status === 'VERIFIED').length;
    expect(rows.filter((r) => r.status === 'PENDING')).toHaveLength(0);
    // What the close answered is what is stored: every 200 scan is verified, the rest lost.
    expect(verified).toBe(scans.filter((a) => a.status === 200).length);
    expect((close.body.task as { lostAssetCount: number }).lostAssetCount).toBe(10 - verified);
  });

  it('two operators tagging one tote to two zones at once: one active tag, on the zone the asset is in', async () => {
    const code = await makeTote(t.app.db);
    const answers = await live.parallel(
      Array.from({ length: 10 }, (_, i) =>
        req(tagToteToZone, { params: { hubId: HUB, tote: code, zone: i % 2 ? 'RACE-A' : 'RACE-B' }, body: {} }, { as: i % 4 }),
      ),
    );
    expect(byStatus(answers)).toEqual({ 200: 10 });
    const tags = await t.app.db.select().from(toteZoneTags).where(eq(toteZoneTags.assetCode, code));
    expect(tags.filter((r) => r.detaggedAt === null)).toHaveLength(1);
  });
});
