import { and, asc, eq } from 'drizzle-orm';
import { actOnAlert, deleteAlertComments, resolveAlerts, VENUS_MESSAGES } from '@hub/shared/contracts';
import { alertReviews, alerts } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let live: LiveApp;

const comments = (alertId: string) =>
  t.app.db
    .select()
    .from(alertReviews)
    .where(and(eq(alertReviews.alertId, alertId), eq(alertReviews.kind, 'COMMENT')));

describeOnPostgres('alert reviews under concurrent reviewers (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({ seedScale: 1 });
    live = await listen(t, ['hubManager', 'supportTeam', 'admin', 'hubExecutive']);
  });
  afterAll(() => t.close());

  it('two reviewers submit a review of one pending alert at once: one review is stored, the other is told "already reviewed"', async () => {
    const [a] = await t.app.db.select().from(alerts).where(eq(alerts.reviewPending, true)).orderBy(asc(alerts.alertId)).limit(1);
    const answers = await live.parallel([
      req(resolveAlerts, { body: { alertIds: [a!.alertId], comment: 'Reviewer one' } }, { as: 0 }),
      req(resolveAlerts, { body: { alertIds: [a!.alertId], comment: 'Reviewer two' } }, { as: 1 }),
    ]);
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((x) => x.status === 409)!.body.message).toBe(VENUS_MESSAGES.alreadyReviewed);
    const rows = await comments(a!.alertId);
    expect(rows).toHaveLength(1);
    const winner = answers.findIndex((x) => x.status === 200);
    expect(rows[0]!.comment).toBe(winner === 0 ? 'Reviewer one' : 'Reviewer two');
  });

  it('20 reviewers edit, delete and review one alert at once: never a 5xx, never two comments, reviewPending matches the comment', async () => {
    const [a] = await t.app.db.select().from(alerts).where(eq(alerts.reviewPending, true)).orderBy(asc(alerts.alertId)).offset(3).limit(1);
    const id = a!.alertId;
    const answers = await live.parallel(
      Array.from({ length: 20 }, (_, i) =>
        i % 3 === 0
          ? req(deleteAlertComments, { body: { alertIds: [id] } }, { as: i % 4 })
          : req(resolveAlerts, { body: { alertIds: [id], comment: `Note ${i}`, edit: i % 3 === 2 } }, { as: i % 4 }),
      ),
    );
    expect(answers.every((x) => x.status === 200 || x.status === 409)).toBe(true);
    const rows = await comments(id);
    expect(rows.length).toBeLessThanOrEqual(1);
    const [after] = await t.app.db.select().from(alerts).where(eq(alerts.alertId, id));
    expect(after!.reviewPending).toBe(rows.length === 0);
  });

  it('an approver and a rejecter act on one pending approval alert at once: exactly one action lands', async () => {
    const [a] = await t.app.db.select().from(alerts).where(eq(alerts.approvalAlert, true)).limit(1);
    await t.app.db.update(alerts).set({ approvalState: 'PENDING', reviewPending: true }).where(eq(alerts.alertId, a!.alertId));
    const answers = await live.parallel(
      Array.from({ length: 10 }, (_, i) => req(actOnAlert, { body: { alertId: a!.alertId, action: i % 2 ? 'REJECTED' : 'APPROVED' } }, { as: i % 4 })),
    );
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 9 });
    const actions = await t.app.db.select().from(alertReviews).where(eq(alertReviews.alertId, a!.alertId));
    expect(actions.filter((r) => r.kind !== 'COMMENT')).toHaveLength(1);
  });
});
