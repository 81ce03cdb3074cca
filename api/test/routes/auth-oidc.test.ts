import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { sessionInfoResponseSchema } from '@hub/shared/contracts';
import { users } from '../../src/db/schema';
import { COMPANY_ACCOUNTS_ONLY, isAllowedEmail } from '../../src/areas/auth/oidc';
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
        scopes: 'openid email profile',
        allowInsecure: true,
      },
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

async function ssoAs(email: string, name: string, accept = 'application/json') {
  await fetch(`${issuer}/__next-account`, { method: 'POST', body: JSON.stringify({ email, name }) });
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
