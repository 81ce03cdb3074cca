import { sql } from 'drizzle-orm';
import { getRouteBatchInfo, hubDate, mapRouteBatches, type RouteBatchRow } from '@hub/shared/contracts';
import { rowsOf } from '../../../src/db/client';
import { hubClock } from '../../../src/lib/hub-clock';
import { describeOnPostgres, listen, req } from '../../helpers/concurrency';
import { createTestApp, type TestApp } from '../../helpers/test-app';

const HUB = 'HUB-BLR-01';

describeOnPostgres('changing route batches on PostgreSQL: two operators, the same routes in opposite orders', () => {
  let t: TestApp;
  let live: Awaited<ReturnType<typeof listen>>;
  const realNow = hubClock.now;
  beforeAll(async () => {
    t = await createTestApp({ seedScale: 1, config: { ofdTaskFinishMs: 0 } });
    live = await listen(t, ['routingExecutive', 'hubManager']);
    // Inside the afternoon window: every switch is allowed, so only the locking is under test.
    hubClock.now = () => new Date(`${hubDate(new Date())}T12:00:00+05:30`);
  });
  afterAll(async () => {
    hubClock.now = realNow;
    await t.close();
  });

  it('both changes are made one after the other (rows locked in route name order: no deadlock); route and zone agree', async () => {
    const cookie = live.operators[0]!;
    const { routes } = (await t.call(getRouteBatchInfo, { params: { hubId: HUB } }, { cookie })).json() as { routes: RouteBatchRow[] };
    const [a, b] = routes.map((r) => r.routeName) as [string, string];
    for (let round = 0; round < 5; round++) {
      const answers = await live.parallel([
        req(
          mapRouteBatches,
          {
            params: { hubId: HUB },
            body: {
              routes: [
                { routeName: b, routeBatch: 'AFTERNOON' },
                { routeName: a, routeBatch: 'MORNING' },
              ],
            },
          },
          { as: 0 },
        ),
        req(
          mapRouteBatches,
          {
            params: { hubId: HUB },
            body: {
              routes: [
                { routeName: a, routeBatch: 'AFTERNOON' },
                { routeName: b, routeBatch: 'MORNING' },
              ],
            },
          },
          { as: 1 },
        ),
      ]);
      expect(answers.map((x) => x.status)).toEqual([200, 200]);
      const rows = rowsOf<{ name: string; batch: string; zone: string | null }>(
        await t.app.db.execute(sql`
          select r.route_name as name, r.route_batch as batch, z.route_batch as zone from route_batches r
          left join zones z on z.hub_org_unit_id = r.hub_org_unit_id and z.route_name = r.route_name
          where r.hub_org_unit_id = ${HUB} and r.route_name in (${a}, ${b})
            and r.batch_date = (select max(batch_date) from route_batches where hub_org_unit_id = ${HUB} and batch_date <= ${hubDate(hubClock.now())})
          order by r.route_name`),
      );
      // One request ran after the other: the two routes end in opposite batches, each zone with its route.
      expect(new Set(rows.map((r) => r.batch))).toEqual(new Set(['MORNING', 'AFTERNOON']));
      for (const r of rows) if (r.zone !== null) expect(r.zone).toBe(r.batch);
    }
  });
});
