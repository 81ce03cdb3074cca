import { sql } from 'drizzle-orm';
import { createOfdRequest, OFD_REFUSALS } from '@hub/shared/contracts';
import { rowsOf } from '../../../src/db/client';
import { describeOnPostgres, listen, req } from '../../helpers/concurrency';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { freeDriver, lmZoneStates, setZone } from './ofd-fixtures';

const HUB = 'HUB-BLR-01';

describeOnPostgres('Mark OFD on PostgreSQL: two operators, overlapping zones', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof listen>>;
  beforeAll(async () => {
    t = await createTestApp({ seedScale: 1, config: { ofdTaskFinishMs: 0 } });
    live = await listen(t, ['hubExecutive', 'hubManager']);
  });
  afterAll(() => t.close());

  it('exactly one request wins each zone; the other gets a 409 naming it', async () => {
    const zones = (await lmZoneStates(t.app.db, HUB)).filter((z) => z.units > 0 && !z.inProgress).map((z) => z.zoneId);
    expect(zones.length).toBeGreaterThanOrEqual(3);
    for (const z of zones) await setZone(t.app.db, HUB, z, { readyForOfd: true });
    const d1 = await freeDriver(t.app.db, HUB);
    const d2 = await freeDriver(t.app.db, HUB, [d1]);
    // Operator A marks zones 0+1, operator B zones 1+2, at once.
    const [a, b, c] = zones as [string, string, string];
    const answers = await live.parallel([
      req(createOfdRequest, { params: { hubId: HUB }, body: { zoneIds: [a, b], driverId: d1 } }, { as: 0 }),
      req(createOfdRequest, { params: { hubId: HUB }, body: { zoneIds: [b, c], driverId: d2 } }, { as: 1 }),
    ]);
    const statuses = answers.map((x) => x.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((x) => x.status === 409)!;
    expect(loser.body.message).toBe(OFD_REFUSALS.zoneInProgress(b));
    const rows = rowsOf<{ zone_id: string; n: number }>(
      await t.app.db.execute(sql`select zone_id, count(*)::int as n from ofd_task_zones where hub_org_unit_id = ${HUB} and task_status = 'IN_PROGRESS'
                                 and zone_id in (${a}, ${b}, ${c}) group by zone_id`),
    );
    expect(rows.find((r) => r.zone_id === b)!.n).toBe(1);
    expect(rows.every((r) => r.n === 1)).toBe(true);
  });

  it('the same zone from two operators with two drivers: one task, one 409', async () => {
    const zone = (await lmZoneStates(t.app.db, HUB)).find((z) => z.units > 0 && !z.inProgress)!.zoneId;
    const d1 = await freeDriver(t.app.db, HUB);
    const d2 = await freeDriver(t.app.db, HUB, [d1]);
    const answers = await live.parallel([
      req(createOfdRequest, { params: { hubId: HUB }, body: { zoneIds: [zone], driverId: d1 } }, { as: 0 }),
      req(createOfdRequest, { params: { hubId: HUB }, body: { zoneIds: [zone], driverId: d2 } }, { as: 1 }),
    ]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 409)!.body.message).toBe(OFD_REFUSALS.zoneInProgress(zone));
  });
});
