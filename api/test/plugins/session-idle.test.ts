import { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CSRF_HEADER, CSRF_HEADER_VALUE, logoutEverywhere } from '@hub/shared/contracts';
import { loadConfig } from '../../src/config';
import { sessions } from '../../src/db/schema';
import { fakeClocks, moveClocks, restoreClocks } from '../helpers/session-clocks';
import { createTestApp, sessionCookieOf, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { sessionCacheMs: 60_000 } });
});
afterAll(() => t.close());

const SIGNED_OUT = { message: 'Please sign in' };
const hashOf = async (userId: string) => (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).map((r) => r.id);
const on = (app: FastifyInstance) => ({
  sessionInfo: async (cookie: string) => {
    const res = await app.inject({ method: 'GET', url: '/logistics/api/sessionInfo', headers: { cookie } });
    return [res.statusCode, res.statusCode === 200 ? 'ok' : res.json()] as const;
  },
  login: async (email: string) =>
    sessionCookieOf(
      await app.inject({ method: 'POST', url: '/logistics/api/auth/demo-login', headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE }, payload: { email } }),
    ),
});

afterEach(restoreClocks);

describe('SESSION_IDLE_MINUTES', () => {
  it('is 60 by default and refuses anything but a whole number of minutes from 1 to 1440', () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(60);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15' }).sessionIdleMinutes).toBe(15);
    for (const bad of ['0', '1441', '-5', '2.5', 'soon']) {
      expect(() => loadConfig({ SESSION_IDLE_MINUTES: bad })).toThrow(`SESSION_IDLE_MINUTES must be a whole number from 1 to 1440, got "${bad}"`);
    }
  });

  it('refuses a session left unused longer than the idle time, like an expired one, and ends its row', async () => {
    // Idle after 2 minutes, on an instance that keeps what it read for an hour (the cache cannot hide the idle end).
    const idle = on(await t.instance({ sessionIdleMinutes: 2, sessionCacheMs: 3_600_000 }));
    fakeClocks();
    const cookie = await idle.login('routing@demo.hub');
    // Used every 100 s, for longer than the idle time in all: it stays signed in.
    for (let i = 0; i < 4; i++) {
      moveClocks(100_000);
      expect(await idle.sessionInfo(cookie)).toEqual([200, 'ok']);
    }
    expect(await hashOf('USR-DEMO-ROUTING')).toHaveLength(1);
    // Left alone for the idle time and the minute of slack: refused with the expired-session answer, row gone.
    moveClocks(3 * 60_000 + 1_000);
    expect(await idle.sessionInfo(cookie)).toEqual([401, SIGNED_OUT]);
    expect(await hashOf('USR-DEMO-ROUTING')).toHaveLength(0);
  });

  it('is never refused sooner than the idle time after its last use', async () => {
    const idle = on(await t.instance({ sessionIdleMinutes: 2, sessionCacheMs: 0 }));
    fakeClocks();
    const cookie = await idle.login('l1@demo.hub');
    moveClocks(59_000);
    expect(await idle.sessionInfo(cookie)).toEqual([200, 'ok']);
    moveClocks(2 * 60_000 - 1_000);
    expect(await idle.sessionInfo(cookie)).toEqual([200, 'ok']);
  });

  it('moves the idle end at most once a minute, not on every request', async () => {
    const idle = on(await t.instance({ sessionIdleMinutes: 5, sessionCacheMs: 0 }));
    fakeClocks();
    const cookie = await idle.login('psv.exec@demo.hub');
    const expiry = async () => (await t.database.db.select().from(sessions).where(eq(sessions.userId, 'USR-DEMO-PSV-EXEC')))[0]!.expiresAt.getTime();
    const first = await expiry();
    for (let i = 0; i < 5; i++) {
      moveClocks(10_000);
      expect(await idle.sessionInfo(cookie)).toEqual([200, 'ok']);
    }
    // 50 s of use: no write yet.
    expect(await expiry()).toBe(first);
    moveClocks(11_000);
    expect(await idle.sessionInfo(cookie)).toEqual([200, 'ok']);
    expect(await expiry()).toBe(first + 61_000);
  });

  it('never carries a session past its absolute lifetime, however much it is used', async () => {
    const idle = on(await t.instance({ sessionTtlMinutes: 3, sessionIdleMinutes: 2, sessionCacheMs: 3_600_000 }));
    fakeClocks();
    const cookie = await idle.login('admin@demo.hub');
    for (let i = 0; i < 3; i++) {
      moveClocks(59_000);
      expect(await idle.sessionInfo(cookie)).toEqual([200, 'ok']);
    }
    moveClocks(4_000);
    expect(await idle.sessionInfo(cookie)).toEqual([401, SIGNED_OUT]);
  });
});

describe('POST /auth/logout-everywhere', () => {
  it('ends every session of the caller, here at once and on another instance within SESSION_CACHE_MS; others keep theirs', async () => {
    const other = on(await t.instance({ sessionCacheMs: 300 }));
    fakeClocks();
    const phone = await t.login('psv.manager@demo.hub');
    const desk = await t.login('psv.manager@demo.hub');
    const someoneElse = await t.login('hub.exec@demo.hub');
    expect(await hashOf('USR-DEMO-PSV-MANAGER')).toHaveLength(2);
    // The other instance has both read (cached).
    expect(await other.sessionInfo(phone)).toEqual([200, 'ok']);
    expect(await other.sessionInfo(desk)).toEqual([200, 'ok']);

    const res = await t.call(logoutEverywhere, {}, { cookie: phone });
    expect([res.statusCode, res.json()]).toEqual([200, { successful: true }]);
    expect(res.cookies.find((c) => c.name === 'hub_session')?.value).toBe('');
    expect(await hashOf('USR-DEMO-PSV-MANAGER')).toHaveLength(0);
    expect(await on(t.app).sessionInfo(phone)).toEqual([401, SIGNED_OUT]);
    expect(await on(t.app).sessionInfo(desk)).toEqual([401, SIGNED_OUT]);
    // Within the documented bound the other instance reads the rows again, and they are gone.
    moveClocks(301);
    expect(await other.sessionInfo(phone)).toEqual([401, SIGNED_OUT]);
    expect(await other.sessionInfo(desk)).toEqual([401, SIGNED_OUT]);
    // Another user's session is untouched.
    expect(await on(t.app).sessionInfo(someoneElse)).toEqual([200, 'ok']);
    expect(await other.sessionInfo(someoneElse)).toEqual([200, 'ok']);
  });

  it('needs a session and the CSRF header, and a refusal changes nothing', async () => {
    const cookie = await t.login('l1@demo.hub');
    await t.expectRefused({ method: 'POST', url: '/logistics/api/auth/logout-everywhere' }, 401, 'Please sign in');
    await t.expectRefused(
      { method: 'POST', url: '/logistics/api/auth/logout-everywhere', cookie, headers: { [CSRF_HEADER]: '' } },
      403,
      `Missing ${CSRF_HEADER} header: this request was refused to protect your session.`,
    );
    expect(await on(t.app).sessionInfo(cookie)).toEqual([200, 'ok']);
  });
});
