import { eq } from 'drizzle-orm';
import { getMergeZoneTotes, inscanCoupledTote, mergeTote, TOTE_INSCAN_MESSAGES, toteEmptyMessage, toteNotInListMessage } from '@hub/shared/contracts';
import { itemAssociations } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { couplingsOf, logsOf, makeCoupledTote, makeZoneTote, toteRow } from '../routes/hub-ops/tote-kit';

let t: TestApp;
let live: LiveApp;
const HUB = 'HUB-BLR-01';

describeOnPostgres('tote in-scan and merging under concurrent operators (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['hubExecutive', 'hubManager', 'admin', 'supportTeam']);
  });
  afterAll(() => t.close());

  it('two merges of one source into two destinations at once: one wins, the other is refused, units move once', async () => {
    const source = await makeZoneTote(t.app.db, { zone: 'LM-RACE-1', weightGm: 1000, items: [{ qty: 4 }, { qty: 2 }] });
    const b = await makeZoneTote(t.app.db, { zone: 'LM-RACE-1', weightGm: 1000, items: [{ qty: 1 }] });
    const c = await makeZoneTote(t.app.db, { zone: 'LM-RACE-1', weightGm: 1000, items: [{ qty: 1 }] });
    const answers = await live.parallel([
      req(mergeTote, { params: { hubId: HUB, toteId: source.toteId }, body: { destinationToteId: b.toteId } }, { as: 0 }),
      req(mergeTote, { params: { hubId: HUB, toteId: source.toteId }, body: { destinationToteId: c.toteId } }, { as: 1 }),
    ]);
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(toteEmptyMessage(source.toteId));
    const winner = answers.find((a) => a.status === 200)!.body.destination as { toteId: string; units: number };
    expect(winner.units).toBe(7);
    const rows = await t.app.db.select().from(itemAssociations).where(eq(itemAssociations.toteAttachedToEntityId, winner.toteId));
    expect(rows.reduce((s, r) => s + r.qty, 0)).toBe(7);
    expect(await t.app.db.select().from(itemAssociations).where(eq(itemAssociations.toteAttachedToEntityId, source.toteId))).toEqual([]);
    expect((await toteRow(t.app.db, source.toteId)).assetState).toBe('EMPTY_TOTE');
    expect(await logsOf(t.app.db, source.toteId, 'MERGE')).toHaveLength(1);
  });

  it('ten merges crossing the same totes (A into B, B into A, ...) never deadlock into a 5xx and keep the zone total', async () => {
    const totes: Array<Awaited<ReturnType<typeof makeZoneTote>>> = [];
    for (let i = 0; i < 4; i++) totes.push(await makeZoneTote(t.app.db, { zone: 'LM-RACE-2', weightGm: 500, items: [{ qty: 2 }] }));
    const pairs = Array.from({ length: 10 }, (_, i) => [totes[i % 4]!, totes[(i + 1 + (i % 3)) % 4]!] as const).filter(([x, y]) => x.toteId !== y.toteId);
    const answers = await live.parallel(
      pairs.map(([x, y], i) => req(mergeTote, { params: { hubId: HUB, toteId: x.toteId }, body: { destinationToteId: y.toteId } }, { as: i % 4 })),
    );
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const listed = (await t.call(getMergeZoneTotes, { params: { hubId: HUB, zoneId: 'LM-RACE-2' } }, { cookie: live.operators[0] })).json();
    expect(listed.totes.reduce((s: number, x: { units: number }) => s + x.units, 0)).toBe(8);
    for (const a of answers.filter((x) => x.status === 409))
      expect([toteEmptyMessage, toteNotInListMessage].some((m) => pairs.some(([x, y]) => [m(x.toteId), m(y.toteId)].includes(a.body.message!)))).toBe(true);
  });

  it('ten operators in-scanning one tote at once: scanned once, the rest "Duplicate scan"', async () => {
    const c = await makeCoupledTote(t.app.db, { batch: 'MORNING', items: [3] });
    const answers = await live.parallel(
      Array.from({ length: 10 }, (_, i) =>
        req(inscanCoupledTote, { params: { hubId: HUB }, body: { toteId: c.toteId, routeBatch: 'MORNING' } }, { as: i % 4 }),
      ),
    );
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 9 });
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === TOTE_INSCAN_MESSAGES.duplicateScan)).toBe(true);
    expect(await logsOf(t.app.db, c.toteId, 'IN_SCAN')).toHaveLength(1);
    expect((await couplingsOf(t.app.db, c.toteId)).filter((x) => x.scannedAt)).toHaveLength(1);
  });
});
