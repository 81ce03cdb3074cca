import { count } from 'drizzle-orm';
import { defineEndpoint, errorBodySchema } from '@hub/shared/contracts';
import { registerEndpoint } from '../../src/lib/endpoint-route';
import { sessions, users } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ config: { bodyLimitBytes: 16 * 1024 } });
  const boom = defineEndpoint({ name: 'probeBoom', method: 'GET', path: '/logistics/api/__probe/boom', area: 'test', summary: 'probe', access: 'public' });
  registerEndpoint(t.app, boom, async () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
  cookie = await t.login('hub.manager@demo.hub');
});
afterAll(() => t.close());

const rowCounts = async () => ({
  sessions: (await t.database.db.select({ n: count() }).from(sessions))[0]!.n,
  users: (await t.database.db.select({ n: count() }).from(users))[0]!.n,
});

describe('one error body', () => {
  it.each([
    ['a number for the email', { email: 5 }, 'Email must be text'],
    ['a missing email', {}, 'Email is required'],
    ['a malformed email', { email: 'not-an-email' }, 'Enter a valid email'],
  ])('refuses %s with 400 naming the field, and changes no row', async (_what, payload, message) => {
    const before = await rowCounts();
    const res = await t.request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload });
    expect(res.statusCode).toBe(400);
    expect(errorBodySchema.parse(res.json())).toEqual({ message, errors: [message] });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an oversize body with 413 and a message, and changes no row', async () => {
    const before = await rowCounts();
    const res = await t.request({
      method: 'POST',
      url: '/logistics/api/auth/demo-login',
      payload: JSON.stringify({ email: `${'a'.repeat(20_000)}@demo.hub` }),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses invalid JSON with 400 "The request body is not valid JSON."', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/logistics/api/auth/demo-login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('refuses an unknown demo account with 400 and creates no session', async () => {
    const before = await rowCounts();
    const res = await t.request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email: 'nobody@demo.hub' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'No demo account for nobody@demo.hub' });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses an unknown hub id with 404 naming it to a user of every hub, and with the hub 403 to anyone else (docs/adr/013)', async () => {
    const admin = await t.login('admin@demo.hub');
    const res = await t.request({ method: 'GET', url: '/logistics/api/pilot/hub/NOT-A-HUB/enabled', cookie: admin });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Hub NOT-A-HUB not found' });
    // A hub manager of three hubs learns nothing about which other hub ids exist.
    const scoped = await t.request({ method: 'GET', url: '/logistics/api/pilot/hub/NOT-A-HUB/enabled', cookie });
    expect([scoped.statusCode, scoped.json()]).toEqual([403, { message: 'You do not have access to hub NOT-A-HUB.' }]);
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/no/such/call?x=1', cookie });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Not found: GET /logistics/api/no/such/call' });
  });

  it('hides 5xx internals behind "Something went wrong. Please re-try." and returns the request id', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/__probe/boom', headers: { 'x-request-id': 'req-test-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please re-try.' });
    expect(res.body).not.toContain('secret');
    expect(res.headers['x-request-id']).toBe('req-test-1');
  });
});

describe('cross-site write protection', () => {
  it('refuses a write without the x-hub-console header with 403, and changes no row', async () => {
    const before = await rowCounts();
    const res = await t.app.inject({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email: 'admin@demo.hub' } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Missing x-hub-console header: this request was refused to protect your session.' });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses a logout without the header, so a cross-site form cannot sign people out', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/logistics/api/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(403);
    const still = await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie });
    expect(still.statusCode).toBe(200);
  });

  it('lets reads through without the header', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/logistics/api/hub/hubNames', headers: { cookie } });
    expect(res.statusCode).toBe(200);
  });

  it('grants no CORS preflight', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/logistics/api/auth/logout',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-hub-console' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-headers']).toBeUndefined();
  });
});

describe('hardening', () => {
  it('sends security headers with a CSP that fits the app', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("connect-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toContain('camera=(self)');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
  });

  it('sends the same headers on refusals: 401, 404 and a framework 400', async () => {
    const answers = await Promise.all([
      t.request({ method: 'GET', url: '/logistics/api/sessionInfo' }),
      t.request({ method: 'GET', url: '/logistics/api/no-such-call' }),
      t.request({ method: 'POST', url: '/logistics/api/auth/demo-login', headers: { 'content-type': 'application/json' }, payload: '{not json' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([401, 404, 400]);
    for (const res of answers) {
      expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });
});
