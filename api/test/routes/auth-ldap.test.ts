import { and, asc, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, loginResponseSchema } from '@hub/shared/contracts';
import { auditLog, sessions, userHubs, users } from '../../src/db/schema';
import { LDAP_INVALID_CREDENTIALS } from '../../src/areas/auth/ldap';
import { loadConfig } from '../../src/config';
import { type DirectoryPerson, startLdapServer } from '../helpers/ldap-server';
import { createTestApp, sessionCookieOf, type TestApp } from '../helpers/test-app';

let t: TestApp;
let directory: Awaited<ReturnType<typeof startLdapServer>>;
const GROUPS = 'ou=groups,dc=hub,dc=test';
/** A person whose groups a test changes between sign-ins (the server reads the same object). */
const deepa: DirectoryPerson = { uid: 'deepa', password: 'pw-deepa', mail: 'deepa.r@company.test', cn: 'Deepa R', memberOf: [] };

beforeAll(async () => {
  directory = await startLdapServer([
    { uid: 'sanjay', password: 'correct horse', mail: 'sanjay.k@company.test', cn: 'Sanjay Kumar' },
    { uid: 'hub.manager', password: 'pw-hm', mail: 'hub.manager@demo.hub', cn: 'Asha Rao' },
    { uid: 'gone', password: 'pw-gone', mail: 'gone.person@company.test', cn: 'Gone Person', memberOf: [`cn=PSV Managers,${GROUPS}`] },
    deepa,
  ]);
  t = await createTestApp({
    config: {
      ldap: {
        url: directory.url,
        bindDn: 'cn=svc,dc=hub,dc=test',
        bindPassword: 'svc-secret',
        searchBase: 'ou=people,dc=hub,dc=test',
        searchFilter: '(|(uid={{username}})(mail={{username}}))',
        emailAttribute: 'mail',
        nameAttribute: 'cn',
        timeoutMs: 3000,
        groupAttribute: 'memberOf',
      },
      roleMapping: loadConfig({
        LDAP_GROUP_ATTRIBUTE: 'memberOf',
        ROLE_MAPPING: JSON.stringify({
          [`CN=PSV Managers, ${GROUPS.toUpperCase()}`]: { roles: ['hubPsvManager'], hubs: ['HUB-PUN-03'] },
          [`cn=Hyderabad,${GROUPS}`]: { hubs: ['HUB-HYD-02'] },
        }),
      }).roleMapping,
    },
  });
});
afterAll(async () => {
  try {
    await t.close();
  } finally {
    // Always, and awaited: a directory still reading a client's last unbind after jest tore the file down ends the run.
    await directory.close();
  }
});

const ldapLogin = (username: string, password: string) => t.request({ method: 'POST', url: '/logistics/api/auth/ldap-login', payload: { username, password } });

describe('directory sign-in (LDAP bind)', () => {
  it('offers LDAP in /auth/providers when configured', async () => {
    expect((await t.request({ method: 'GET', url: '/logistics/api/auth/providers' })).json()).toMatchObject({ ldap: true });
  });

  it('signs in with the directory password and creates the user with the default role', async () => {
    const res = await ldapLogin('sanjay', 'correct horse');
    expect(res.statusCode).toBe(200);
    expect(loginResponseSchema.parse(res.json()).user).toEqual({
      roles: ['hubExecutive'],
      name: 'Sanjay Kumar',
      email: 'sanjay.k@company.test',
      profileImageUri: null,
    });
    const info = await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie: sessionCookieOf(res) });
    expect(info.statusCode).toBe(200);
  });

  it("accepts the email as the user name and keeps an existing user's roles", async () => {
    const res = await ldapLogin('hub.manager@demo.hub', 'pw-hm');
    expect(res.statusCode).toBe(200);
    expect(res.json().user.roles).toEqual(['hubManager']);
  });

  it.each([
    ['a wrong password', 'sanjay', 'wrong'],
    ['an unknown user', 'nobody', 'whatever'],
    ['a filter injection', '*)(uid=*', 'whatever'],
  ])(`refuses %s with 401 "${LDAP_INVALID_CREDENTIALS}" and no session`, async (_what, username, password) => {
    const before = (await t.database.db.select().from(sessions)).length;
    const res = await ldapLogin(username, password);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: LDAP_INVALID_CREDENTIALS });
    expect((await t.database.db.select().from(sessions)).length).toBe(before);
  });

  it('refuses an empty password as a missing field (never an anonymous bind)', async () => {
    const res = await ldapLogin('sanjay', '');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Password is required', errors: ['Password is required'] });
    expect(await t.database.db.select().from(users).where(eq(users.email, 'nobody'))).toHaveLength(0);
  });
});

describe('deactivated accounts and directory mapping (memberOf, docs/adr/014)', () => {
  it(`refuses a deactivated account with 403 "${AUTH_MESSAGES.deactivated}" after a right password: no session, nothing mapped`, async () => {
    expect((await ldapLogin('gone', 'pw-gone')).statusCode).toBe(200);
    const [gone] = await t.database.db
      .update(users)
      .set({ deactivatedAt: new Date(), roles: ['hubExecutive'] })
      .where(eq(users.email, 'gone.person@company.test'))
      .returning();
    await t.database.db.delete(userHubs).where(eq(userHubs.userId, gone!.id));
    const before = await t.fingerprint();
    const res = await ldapLogin('gone', 'pw-gone');
    expect([res.statusCode, res.json()]).toEqual([403, { message: AUTH_MESSAGES.deactivated }]);
    expect(res.cookies.find((c) => c.name === 'hub_session')).toBeUndefined();
    expect(await t.fingerprint()).toBe(before);
    // A wrong password still learns nothing about the account.
    expect((await ldapLogin('gone', 'wrong')).statusCode).toBe(401);
  });

  it('the demo sign-in refuses a deactivated demo account in the same words', async () => {
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, 'routing@demo.hub'));
    const before = await t.fingerprint();
    const res = await t.request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email: 'routing@demo.hub' } });
    expect([res.statusCode, res.json()]).toEqual([403, { message: AUTH_MESSAGES.deactivated }]);
    expect(await t.fingerprint()).toBe(before);
    await t.database.db.update(users).set({ deactivatedAt: null }).where(eq(users.email, 'routing@demo.hub'));
  });

  it("maps the user's groups at each sign-in: added when granted, removed when the group goes, an audit row each time", async () => {
    deepa.memberOf = [`cn=psv managers,${GROUPS}`, `cn=Hyderabad,${GROUPS}`, 'cn=unmapped,dc=hub,dc=test'];
    const first = await ldapLogin('deepa', 'pw-deepa');
    expect(first.statusCode).toBe(200);
    expect(first.json().user.roles).toEqual(['hubExecutive', 'hubPsvManager']);
    const user = (await t.database.db.select().from(users).where(eq(users.email, 'deepa.r@company.test')))[0]!;
    const hubs = async () => (await t.database.db.select().from(userHubs).where(eq(userHubs.userId, user.id))).map((h) => h.hubOrgUnitId).sort();
    expect(await hubs()).toEqual(['HUB-HYD-02', 'HUB-PUN-03']);

    deepa.memberOf = [`cn=Hyderabad,${GROUPS}`];
    const second = await ldapLogin('deepa', 'pw-deepa');
    expect(second.json().user.roles).toEqual(['hubExecutive']);
    expect(await hubs()).toEqual(['HUB-HYD-02']);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, user.id), eq(auditLog.action, 'directoryMapping')))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => (r.after as { matched: string[] }).matched)).toEqual([
      [`cn=hyderabad,${GROUPS}`, `cn=psv managers,${GROUPS}`],
      [`cn=hyderabad,${GROUPS}`],
    ]);
    expect(rows.map((r) => [r.actorUserId, (r.after as { source: string }).source])).toEqual([
      [user.id, 'ldap'],
      [user.id, 'ldap'],
    ]);
  });
});
