import { eq } from 'drizzle-orm';
import { loginResponseSchema } from '@hub/shared/contracts';
import { sessions, users } from '../../src/db/schema';
import { LDAP_INVALID_CREDENTIALS } from '../../src/areas/auth/ldap';
import { startLdapServer } from '../helpers/ldap-server';
import { createTestApp, sessionCookieOf, type TestApp } from '../helpers/test-app';

let t: TestApp;
let directory: Awaited<ReturnType<typeof startLdapServer>>;

beforeAll(async () => {
  directory = await startLdapServer([
    { uid: 'sanjay', password: 'correct horse', mail: 'sanjay.k@company.test', cn: 'Sanjay Kumar' },
    { uid: 'hub.manager', password: 'pw-hm', mail: 'hub.manager@demo.hub', cn: 'Asha Rao' },
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
      },
    },
  });
});
afterAll(async () => {
  await t.close();
  directory.close();
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
