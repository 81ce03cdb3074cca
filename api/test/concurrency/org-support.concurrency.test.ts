import { asc, eq, sql } from 'drizzle-orm';
import { reviewOrgVisit, VISIT_REVIEW_MESSAGES } from '@hub/shared/contracts';
import { orgVisits } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let live: LiveApp;

/** Visits not reviewed that happened more than an hour ago, oldest id first. */
const openVisits = () =>
  t.app.db
    .select()
    .from(orgVisits)
    .where(sql`${orgVisits.review} is null and ${orgVisits.visitedAt} < now() - interval '1 hour'`)
    .orderBy(asc(orgVisits.id))
    .limit(2);

describeOnPostgres('visit reviews under concurrent reviewers (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp({ seedScale: 1 });
    live = await listen(t, ['supportTeam', 'admin', 'hubManager', 'hubExecutive']);
  });
  afterAll(() => t.close());

  it('two reviewers submit a review of one visit at once: one review is stored, the other is told "already reviewed"', async () => {
    const [v] = await openVisits();
    const answers = await live.parallel([
      req(reviewOrgVisit, { body: { orgId: v!.orgId, visitId: v!.id, review: 'Reviewer one' } }, { as: 0 }),
      req(reviewOrgVisit, { body: { orgId: v!.orgId, visitId: v!.id, review: 'Reviewer two' } }, { as: 1 }),
    ]);
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((x) => x.status === 409)!.body.message).toBe(VISIT_REVIEW_MESSAGES.alreadyReviewed);
    const [row] = await t.app.db.select().from(orgVisits).where(eq(orgVisits.id, v!.id));
    const winner = answers.findIndex((x) => x.status === 200);
    expect([row!.review, row!.reviewedBy]).toEqual(winner === 0 ? ['Reviewer one', 'l1@demo.hub'] : ['Reviewer two', 'admin@demo.hub']);
  });

  it('10 submits of one visit at once, each reviewer repeating its own text: one review lands, its reviewer is answered 200 each time', async () => {
    const [, v] = await openVisits();
    const answers = await live.parallel(
      Array.from({ length: 10 }, (_, i) => req(reviewOrgVisit, { body: { orgId: v!.orgId, visitId: v!.id, review: `Note of ${i % 4}` } }, { as: i % 4 })),
    );
    expect(answers.every((x) => x.status === 200 || x.status === 409)).toBe(true);
    const [row] = await t.app.db.select().from(orgVisits).where(eq(orgVisits.id, v!.id));
    const winner = Number(row!.review!.slice('Note of '.length));
    // Every request of the winning reviewer is answered 200 (its first writes, its repeats find its own review).
    answers.forEach((x, i) => expect([i, x.status]).toEqual([i, i % 4 === winner ? 200 : 409]));
  });
});
