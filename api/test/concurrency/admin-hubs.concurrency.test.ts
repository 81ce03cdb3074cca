import { and, eq, inArray } from 'drizzle-orm';
import { getEnabledPilots, setAdminHubPilot, startPsvTask, TOTE_REFUSALS } from '@hub/shared/contracts';
import { hubPilots, psvTasks } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeTote } from '../routes/totes/tote-fixtures';

let t: TestApp;
let live: LiveApp;

describeOnPostgres('hub administration and PSV start under concurrent users (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['admin', 'admin', 'hubPsvManager', 'hubManager']);
  });
  afterAll(() => t.close());

  it('10 starts of a PSV task at one hub at once: one task, nine "already open"', async () => {
    const hub = 'HUB-PUN-03';
    await makeTote(t.app.db, { hub });
    await makeTote(t.app.db, { hub });
    const answers = await live.parallel(Array.from({ length: 10 }, (_, i) => req(startPsvTask, { params: { hubId: hub } }, { as: i % 4 })));
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 9 });
    expect(answers.filter((a) => a.status === 409).every((a) => a.body.message === TOTE_REFUSALS.psvTaskOpen)).toBe(true);
    const open = await t.app.db
      .select()
      .from(psvTasks)
      .where(and(eq(psvTasks.hubOrgUnitId, hub), inArray(psvTasks.state, ['CREATED', 'PROCESSING'])));
    expect(open).toHaveLength(1);
  });

  it('two admins toggling one pilot on and off 10 times at once: every call answered, the final state is one of theirs', async () => {
    const params = { hubId: 'HUB-HYD-02', feature: 'TOTE_MERGING' } as const;
    const answers = await live.parallel(Array.from({ length: 10 }, (_, i) => req(setAdminHubPilot, { params, body: { enabled: i % 2 === 0 } }, { as: i % 2 })));
    expect(byStatus(answers)).toEqual({ 200: 10 });
    const rows = await t.app.db
      .select()
      .from(hubPilots)
      .where(and(eq(hubPilots.hubOrgUnitId, params.hubId), eq(hubPilots.feature, params.feature)));
    expect(rows.length).toBeLessThanOrEqual(1);
    const enabled = (await t.call(getEnabledPilots, { params: { hubId: params.hubId } }, { cookie: live.operators[0] })).json() as string[];
    expect(enabled.includes('TOTE_MERGING')).toBe(rows.length === 1);
  });
});
