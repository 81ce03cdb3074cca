import { type FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { CSRF_HEADER, CSRF_HEADER_VALUE, hubForbiddenMessage } from '@hub/shared/contracts';
import { sessions, userHubs, users } from '../../src/db/schema';
import { signInWithHubs } from '../helpers/hub-users';
import { fakeClocks, moveClocks, restoreClocks } from '../helpers/session-clocks';
import { createTestApp, sessionCookieOf, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  // A long session cache: whatever this instance must refuse at once cannot be waiting for the cache to expire.
  t = await createTestApp({ config: { sessionTtlMinutes: 60, sessionCacheMs: 60_000 } });
});
afterAll(() => t.close());

const sessionInfo = (cookie?: string) => t.request({ method: 'GET', url: '/logistics/api/sessionInfo', ...(cookie ? { cookie } : {}) });
const on = (app: FastifyInstance) => ({
  sessionInfo: (cookie: string) => app.inject({ method: 'GET', url: '/logistics/api/sessionInfo', headers: { cookie } }),
  login: async (email: string) =>
    sessionCookieOf(
      await app.inject({ method: 'POST', url: '/logistics/api/auth/demo-login', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, payload: { email } }),
    ),
});

afterEach(restoreClocks);

describe('sessions', () => {
  it('refuses a call without a session with 401 "Please sign in"', async () => {
    const res = await sessionInfo();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in' });
  });

  it('refuses an unknown cookie with 401', async () => {
    const res = await sessionInfo('hub_session=forged-token');
    expect(res.statusCode).toBe(401);
  });

  it('stores the session as a row whose id is a hash, never the cookie value', async () => {
    const cookie = await t.login('hub.exec@demo.hub');
    const token = cookie.split('=')[1]!;
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
    const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, 'USR-DEMO-HUB-EXEC'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ authMethod: 'demo' });
  });

  it('logout deletes the session row, so the old cookie stops working', async () => {
    const cookie = await t.login('psv.manager@demo.hub');
    expect((await sessionInfo(cookie)).statusCode).toBe(200);
    const before = await t.database.db.select().from(sessions);
    const out = await t.request({ method: 'POST', url: '/logistics/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    const after = await t.database.db.select().from(sessions);
    expect(after).toHaveLength(before.length - 1);
    const res = await sessionInfo(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in' });
  });

  it('refuses an expired session with 401', async () => {
    const login = await t.request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email: 'l1@demo.hub' } });
    const cookie = sessionCookieOf(login);
    const expires = login.cookies.find((c) => c.name === 'hub_session')!.expires!;
    // The cookie lives as long as the row: 60 minutes here.
    expect(Math.round((expires.getTime() - Date.now()) / 60_000)).toBe(60);
    // Another instance, which has not read this session yet, reads the row on its first request.
    const other = on(await t.instance({ sessionCacheMs: 60_000 }));
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.authMethod, 'demo'));
    const res = await other.sessionInfo(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in' });
  });

  it('ends a session at its expiry even while the instance has it cached', async () => {
    // Sessions of a minute on an instance that keeps what it read for an hour.
    const short = on(await t.instance({ sessionTtlMinutes: 1, sessionCacheMs: 3_600_000 }));
    fakeClocks();
    const cookie = await short.login('routing@demo.hub');
    expect((await short.sessionInfo(cookie)).statusCode).toBe(200);
    moveClocks(59_000);
    expect((await short.sessionInfo(cookie)).statusCode).toBe(200);
    // Past the session's expiry, well within the cache's hour.
    moveClocks(2_000);
    const res = await short.sessionInfo(cookie);
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Please sign in' }]);
  });

  it('a logout ends the session on its own instance at once and on another within SESSION_CACHE_MS', async () => {
    const other = on(await t.instance({ sessionCacheMs: 300 }));
    fakeClocks();
    const cookie = await t.login('psv.exec@demo.hub');
    expect((await other.sessionInfo(cookie)).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: '/logistics/api/auth/logout', cookie })).statusCode).toBe(200);
    expect((await sessionInfo(cookie)).statusCode).toBe(401);
    // The other instance may answer from what it read for up to 300 ms (the documented bound), then it reads the row.
    moveClocks(301);
    const res = await other.sessionInfo(cookie);
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Please sign in' }]);
  });

  it('a hub granted or taken away on one instance reaches another within SESSION_CACHE_MS (hubs ride on the session row)', async () => {
    const other = await t.instance({ sessionCacheMs: 300 });
    const pilotsOf = (cookie: string) => other.inject({ method: 'GET', url: '/logistics/api/pilot/hub/HUB-PUN-03/enabled', headers: { cookie } });
    fakeClocks();
    const cookie = await signInWithHubs(t, { roles: ['hubExecutive'], hubs: ['HUB-BLR-01'], label: 'granted' });
    const email = (await sessionInfo(cookie)).json().user.email as string;
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const id = row!.id;
    const refused = await pilotsOf(cookie);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: hubForbiddenMessage('HUB-PUN-03') }]);
    // Granted behind the other instance's back (as an admin on this one would): it may answer from its cache for 300 ms.
    await t.app.db.insert(userHubs).values({ userId: id, hubOrgUnitId: 'HUB-PUN-03' });
    moveClocks(301);
    expect((await pilotsOf(cookie)).statusCode).toBe(200);
    await t.app.db.delete(userHubs).where(and(eq(userHubs.userId, id), eq(userHubs.hubOrgUnitId, 'HUB-PUN-03')));
    moveClocks(301);
    // lru-cache reuses its last clock reading until a 1 ms timer clears it (its ttlResolution); PGlite's answers come
    // back without a turn of the event loop, so one is given here, as any real request gap would.
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect((await pilotsOf(cookie)).statusCode).toBe(403);
  });

  it('sets the Secure flag when the host is not localhost', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/logistics/api/auth/demo-login',
      payload: { email: 'admin@demo.hub' },
      headers: { host: 'hub.example.com' },
    });
    expect(res.cookies.find((c) => c.name === 'hub_session')?.secure).toBe(true);
  });
});
