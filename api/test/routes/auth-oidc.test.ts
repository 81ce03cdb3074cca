import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { and, asc, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, sessionInfoResponseSchema } from '@hub/shared/contracts';
import { auditLog, sessions, userHubs, users } from '../../src/db/schema';
import { COMPANY_ACCOUNTS_ONLY, isAllowedEmail } from '../../src/areas/auth/oidc';
import { loadConfig } from '../../src/config';
import { freePort } from '../helpers/free-port';
import { createTestApp, sessionCookieOf, type TestApp } from '../helpers/test-app';

const APP_ORIGIN = 'http://localhost';
const REDIRECT = `${APP_ORIGIN}/logistics/api/auth/oidc/callback`;
let provider: ChildProcess;
let issuer: string;
let t: TestApp;

beforeAll(async () => {
  const port = await freePort();
  provider = spawn(process.execPath, [path.join(__dirname, '../helpers/oidc-provider.mjs'), String(port), 'hub-console', 'test-secret', REDIRECT], {
    env: { ...process.env, NODE_OPTIONS: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  issuer = await new Promise<string>((resolve, reject) => {
    provider.stdout!.on('data', (d: Buffer) => {
      const m = /READY (\S+)/.exec(d.toString());
      if (m) resolve(m[1]!);
    });
    provider.once('exit', (code) => reject(new Error(`provider exited ${code}`)));
  });
  t = await createTestApp({
    config: {
      oidc: {
        issuer,
        clientId: 'hub-console',
        clientSecret: 'test-secret',
        redirectUri: REDIRECT,
        allowedDomains: ['company.test'],
        scopes: 'openid email profile groups',
        allowInsecure: true,
        roleClaim: 'groups',
      },
      // Parsed as the api parses its environment (values compare without case).
      roleMapping: loadConfig({
        OIDC_ROLE_CLAIM: 'groups',
        ROLE_MAPPING: JSON.stringify({
          'Hub-Managers-BLR': { roles: ['hubManager'], hubs: ['HUB-BLR-01'] },
          'hub-managers-hyd': { roles: ['hubManager'], hubs: ['HUB-HYD-02', 'HUB-NOPE-99'] },
          'cn=Support,ou=Groups': { roles: ['supportTeam'], hubs: 'all' },
        }),
      }).roleMapping,
    },
  });
});
afterAll(async () => {
  await t?.close();
  provider?.kill();
});

/** Follows the provider's redirects like a browser (with its cookies) until it sends us back to the callback. */
async function signInAtProvider(authorizeUrl: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = authorizeUrl;
  for (let hop = 0; hop < 12; hop++) {
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = pair!.split('=');
      jar.set(k!.trim(), v.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`provider stopped at ${url} with ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(REDIRECT)) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}

async function ssoAs(email: string, name: string, accept = 'application/json', groups?: string[]) {
  await fetch(`${issuer}/__next-account`, { method: 'POST', body: JSON.stringify({ email, name, groups }) });
  const start = await t.request({ method: 'GET', url: '/logistics/api/auth/oidc/login?returnTo=/console/hubs' });
  expect(start.statusCode).toBe(302);
  const back = await signInAtProvider(String(start.headers.location));
  return t.request({ method: 'GET', url: `${back.pathname}${back.search}`, headers: { accept } });
}

describe('single sign-on (OpenID Connect)', () => {
  it('offers OIDC in /auth/providers when configured', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/auth/providers' });
    expect(res.json()).toMatchObject({ oidc: true, ldap: false });
  });

  it('signs a company account in, creates the user with the default role and returns to returnTo', async () => {
    const res = await ssoAs('meena.iyer@company.test', 'Meena Iyer');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/console/hubs');
    const cookie = sessionCookieOf(res);
    const info = await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie });
    expect(sessionInfoResponseSchema.parse(info.json()).user).toEqual({
      roles: ['hubExecutive'],
      name: 'Meena Iyer',
      email: 'meena.iyer@company.test',
      profileImageUri: null,
      // The sign-in just made is the last login the monitoring welcome line shows.
      lastLoginAt: expect.any(Number),
      allHubs: false,
      hubs: [],
    });
  });

  it('keeps the roles of a user who already exists', async () => {
    await t.database.db
      .update(users)
      .set({ roles: ['hubManager'] })
      .where(eq(users.email, 'meena.iyer@company.test'));
    const res = await ssoAs('meena.iyer@company.test', 'Meena Iyer');
    const info = await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie: sessionCookieOf(res) });
    expect(info.json().user.roles).toEqual(['hubManager']);
  });

  it(`refuses an account outside the company domains with 403 "${COMPANY_ACCOUNTS_ONLY}" and no session`, async () => {
    const res = await ssoAs('someone@gmail.com', 'Some One');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: COMPANY_ACCOUNTS_ONLY });
    expect(res.cookies.find((c) => c.name === 'hub_session')).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, 'someone@gmail.com'))).toHaveLength(0);
  });

  it(`refuses a deactivated account with 403 "${AUTH_MESSAGES.deactivated}": no session, the account unchanged`, async () => {
    await ssoAs('gone@company.test', 'Gone Person');
    await t.database.db.update(users).set({ deactivatedAt: new Date() }).where(eq(users.email, 'gone@company.test'));
    const before = await t.database.db.select().from(users).where(eq(users.email, 'gone@company.test'));
    const sessionsBefore = await t.database.db.select().from(sessions);
    const res = await ssoAs('gone@company.test', 'A New Name', 'application/json', ['Hub-Managers-BLR']);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.deactivated });
    expect(res.cookies.find((c) => c.name === 'hub_session')).toBeUndefined();
    expect(await t.database.db.select().from(users).where(eq(users.email, 'gone@company.test'))).toEqual(before);
    expect(await t.database.db.select().from(userHubs).where(eq(userHubs.userId, before[0]!.id))).toEqual([]);
    expect(await t.database.db.select().from(sessions)).toEqual(sessionsBefore);
    const browser = await ssoAs('gone@company.test', 'Gone Person', 'text/html');
    expect(browser.headers.location).toBe(`/console/hubs?signInError=${encodeURIComponent(AUTH_MESSAGES.deactivated)}`);
    expect(browser.cookies.find((c) => c.name === 'hub_session')).toBeUndefined();
  });

  it('sends a browser back to returnTo with the refusal message in signInError', async () => {
    const res = await ssoAs('someone@gmail.com', 'Some One', 'text/html');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/console/hubs?signInError=${encodeURIComponent(COMPANY_ACCOUNTS_ONLY)}`);
  });

  it('refuses a replayed or unknown state', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/auth/oidc/callback?code=abc&state=unknown' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Sign-in expired or was already used. Please try again.' });
  });

  it('matches domains exactly, not by suffix', () => {
    expect(isAllowedEmail('a@company.test', ['company.test'])).toBe(true);
    expect(isAllowedEmail('a@evilcompany.test', ['company.test'])).toBe(false);
    expect(isAllowedEmail('a@company.test.evil.com', ['company.test'])).toBe(false);
  });
});

describe('directory mapping from the groups claim (ROLE_MAPPING, docs/adr/014)', () => {
  const EMAIL = 'ravi.n@company.test';
  const userOf = async () => (await t.database.db.select().from(users).where(eq(users.email, EMAIL)))[0]!;
  const grantsOf = async () => {
    const u = await userOf();
    const hubs = await t.database.db.select({ hub: userHubs.hubOrgUnitId }).from(userHubs).where(eq(userHubs.userId, u.id)).orderBy(asc(userHubs.hubOrgUnitId));
    return { roles: [...u.roles].sort(), allHubs: u.allHubs, hubs: hubs.map((h) => h.hub) };
  };
  const mappingRows = async () =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, (await userOf()).id), eq(auditLog.action, 'directoryMapping')))
      .orderBy(asc(auditLog.id));
  const signIn = async (groups: string[]) => {
    const res = await ssoAs(EMAIL, 'Ravi N', 'application/json', groups);
    expect(res.statusCode).toBe(302);
    return sessionCookieOf(res);
  };

  it('grants the mapped roles and hubs at the first sign-in, with an audit row by the user themself', async () => {
    const cookie = await signIn(['hub-managers-BLR', 'some-other-group']);
    expect(await grantsOf()).toEqual({ roles: ['hubExecutive', 'hubManager'], allHubs: false, hubs: ['HUB-BLR-01'] });
    const info = await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie });
    expect(info.json().user).toMatchObject({ roles: ['hubExecutive', 'hubManager'], allHubs: false, hubs: ['HUB-BLR-01'] });
    const [row, ...more] = await mappingRows();
    expect(more).toEqual([]);
    const u = await userOf();
    expect(row).toMatchObject({
      actorUserId: u.id,
      actorEmail: EMAIL,
      entityType: 'user',
      hubOrgUnitId: null,
      before: { roles: ['hubExecutive'], allHubs: false, hubs: [] },
      after: {
        roles: ['hubExecutive', 'hubManager'],
        allHubs: false,
        hubs: ['HUB-BLR-01'],
        mapped: { roles: ['hubManager'], allHubs: false, hubs: ['HUB-BLR-01'] },
        source: 'oidc',
        matched: ['hub-managers-blr'],
      },
    });
  });

  it('writes no audit row when a sign-in changes nothing', async () => {
    const before = (await mappingRows()).length;
    await signIn(['Hub-Managers-BLR']);
    expect(await mappingRows()).toHaveLength(before);
  });

  it('moves what the directory grants and keeps manual grants (an admin added a hub and a role in between)', async () => {
    const u = await userOf();
    await t.database.db
      .update(users)
      .set({ roles: [...u.roles, 'routingExecutive'] })
      .where(eq(users.id, u.id));
    await t.database.db.insert(userHubs).values({ userId: u.id, hubOrgUnitId: 'HUB-PUN-03' });
    const cookie = await signIn(['hub-managers-hyd']);
    // HUB-NOPE-99 does not exist: skipped (and logged), the rest applied.
    expect(await grantsOf()).toEqual({ roles: ['hubExecutive', 'hubManager', 'routingExecutive'], allHubs: false, hubs: ['HUB-HYD-02', 'HUB-PUN-03'] });
    const info = await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie });
    expect(info.json().user.hubs).toEqual(['HUB-HYD-02', 'HUB-PUN-03']);
  });

  it('takes away what the directory no longer grants, at once for sessions this instance holds', async () => {
    const earlier = await signIn(['cn=support, ou=groups']);
    expect(await grantsOf()).toMatchObject({ roles: ['hubExecutive', 'routingExecutive', 'supportTeam'], allHubs: true, hubs: ['HUB-PUN-03'] });
    expect((await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie: earlier })).json().user.allHubs).toBe(true);
    await signIn([]);
    expect(await grantsOf()).toEqual({ roles: ['hubExecutive', 'routingExecutive'], allHubs: false, hubs: ['HUB-PUN-03'] });
    const info = (await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie: earlier })).json().user;
    expect([info.roles, info.allHubs, info.hubs]).toEqual([['hubExecutive', 'routingExecutive'], false, ['HUB-PUN-03']]);
    expect((await mappingRows()).at(-1)!.after).toMatchObject({ mapped: { roles: [], allHubs: false, hubs: [] }, matched: [] });
  });

  it('keeps a grant the user held before the directory granted it too', async () => {
    const u = await userOf();
    await t.database.db
      .update(users)
      .set({ roles: [...u.roles, 'hubManager'] })
      .where(eq(users.id, u.id));
    await signIn(['Hub-Managers-BLR']);
    expect((await mappingRows()).at(-1)!.after).toMatchObject({ mapped: { roles: [], hubs: ['HUB-BLR-01'] } });
    await signIn([]);
    expect(await grantsOf()).toEqual({ roles: ['hubExecutive', 'hubManager', 'routingExecutive'], allHubs: false, hubs: ['HUB-PUN-03'] });
  });
});
