import { eq } from 'drizzle-orm';
import { sessions } from '../../src/db/schema';
import { createTestApp, sessionCookieOf, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionTtlMinutes: 60 } });
});
afterAll(() => t.close());

const sessionInfo = (cookie?: string) => t.request({ method: 'GET', url: '/logistics/api/sessionInfo', ...(cookie ? { cookie } : {}) });

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
    expect((await sessionInfo(cookie)).statusCode).toBe(200);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.authMethod, 'demo'));
    const res = await sessionInfo(cookie);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in' });
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
