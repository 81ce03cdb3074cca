import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ADMIN_MESSAGES, guardMessage, type Role, setUserHubs, setUserRoles } from '@hub/shared/contracts';
import { auditLog, userHubs, users } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { demoEmail, invite } from '../routes/admin/users-kit';

let t: TestApp;
let live: LiveApp;
/** Cookies of two admins: the demo admin and an invited one. */
let admins: [string, string];
let adminIds: [string, string];

describeOnPostgres('admin users under concurrent admins (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['admin']);
    const second = await invite(t, live.operators[0]!, { email: demoEmail('second.admin'), roles: ['admin'], allHubs: true });
    admins = [live.operators[0]!, await t.login(second.email)];
    adminIds = ['USR-DEMO-ADMIN', second.id];
    live.operators.push(admins[1]);
  });
  afterAll(() => t.close());

  const hubsOf = async (userId: string) =>
    (await t.app.db.select().from(userHubs).where(eq(userHubs.userId, userId)).orderBy(asc(userHubs.hubOrgUnitId))).map((r) => r.hubOrgUnitId);
  const auditOf = (userId: string, action: string) =>
    t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)))
      .orderBy(asc(auditLog.id));

  it('two admins setting the hubs of one user at once: the final hubs are exactly one request’s, and there are two audit rows', async () => {
    const requests = [['HUB-BLR-01', 'HUB-HYD-02'], ['HUB-PUN-03']];
    for (let round = 0; round < 5; round++) {
      const user = await invite(t, admins[0], { email: demoEmail('contested'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] });
      const answers = await live.parallel(
        requests.map((hubs, i) => req(setUserHubs, { params: { userId: user.id }, body: { allHubs: false, hubs } }, { as: i })),
      );
      expect(byStatus(answers)).toEqual({ 200: 2 });
      const final = await hubsOf(user.id);
      expect(requests).toContainEqual(final);
      const audit = await auditOf(user.id, 'assignHubs');
      expect(audit).toHaveLength(2);
      // The rows tell the story in order: the second saw what the first left (no lost update).
      expect(audit[1]!.before).toEqual(audit[0]!.after);
      expect(audit[1]!.after).toEqual({ allHubs: false, hubs: final });
      expect(new Set(audit.map((a) => a.actorUserId))).toEqual(new Set(adminIds));
    }
  });

  it('the last two admins demoting each other at once: one wins, the other is told an admin must stay', async () => {
    const answers = await live.parallel(
      [adminIds[1], adminIds[0]].map((userId, i) => req(setUserRoles, { params: { userId }, body: { roles: ['supportTeam'] as Role[] } }, { as: i })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    // The loser is refused by the rule, or (when the winner's change reached this instance first) by the guard.
    const loser = answers.find((a) => a.status !== 200)!;
    expect([
      [409, ADMIN_MESSAGES.lastAdmin],
      [403, guardMessage('adminOrHubManager')],
    ]).toContainEqual([loser.status, loser.body.message]);
    const admins = await t.app.db
      .select()
      .from(users)
      .where(and(sql`'admin' = any(${users.roles})`, isNull(users.deactivatedAt)));
    expect(admins).toHaveLength(1);
  });
});
