import { type AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  adminUserSchema,
  adminUsersResponseSchema,
  createAdminUser,
  deactivateUser,
  endpointUrl,
  getAdminUser,
  getAdminUsers,
  getEnabledPilots,
  getLiveHubChanges,
  getSessionInfo,
  guardMessage,
  hubForbiddenMessage,
  hubNotFoundMessage,
  LIVE_EVENTS,
  reactivateUser,
  type Role,
  setUserHubs,
  setUserRoles,
  signOutUserEverywhere,
} from '@hub/shared/contracts';
import { sessions, userHubs, users } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { auditOf, demoEmail, invite, inviteAndLogin } from './users-kit';

let t: TestApp;
let admin: string;
/** The demo hub manager: works in the three demo hubs. */
let manager: string;
/** A hub manager of HUB-BLR-01 only (invited in beforeAll). */
let blrManager: { id: string; cookie: string };
/** A user who works in HUB-HYD-02 only: out of the BLR manager's reach. */
let hydUser: string;

beforeAll(async () => {
  // Live streams that stay open for a minute: the deactivation test watches one end because of it, not of its age.
  t = await createTestApp({ config: { live: { streamMaxMs: 60_000, heartbeatMs: 60_000, batchMs: 20, pollMs: 20 } } });
  admin = await t.loginAs('admin');
  manager = await t.loginAs('hubManager');
  const blr = await inviteAndLogin(t, admin, { email: demoEmail('blr.manager'), roles: ['hubManager'], hubs: ['HUB-BLR-01'] });
  blrManager = { id: blr.user.id, cookie: blr.cookie };
  hydUser = (await invite(t, admin, { email: demoEmail('hyd.exec'), roles: ['hubExecutive'], hubs: ['HUB-HYD-02'] })).id;
});
afterAll(() => t.close());

const OTHER_ROLES: Role[] = ['hubExecutive', 'hubPsvManager', 'hubPsvExecutive', 'supportTeam', 'routingExecutive'];

describe('GET /admin/users', () => {
  const list = async (query: Parameters<typeof t.call<typeof getAdminUsers>>[1]['query'], cookie = admin) => {
    const res = await t.call(getAdminUsers, { query }, { cookie });
    expect(res.statusCode).toBe(200);
    return adminUsersResponseSchema.parse(res.json());
  };

  it('gives an admin every user by email, with roles, hubs, source and times', async () => {
    const page = await list({ pageSize: 100 });
    expect(page.total).toBe(page.users.length);
    const emails = page.users.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());
    expect(page.users.find((u) => u.email === 'admin@demo.hub')).toMatchObject({
      roles: ['admin'],
      allHubs: true,
      hubs: [],
      authSource: 'demo',
      deactivatedAt: null,
    });
    const exec = page.users.find((u) => u.email === 'hub.exec@demo.hub')!;
    expect(exec).toMatchObject({ roles: ['hubExecutive'], allHubs: false, hubs: ['HUB-BLR-01', 'HUB-HYD-02', 'HUB-PUN-03'] });
    expect(typeof exec.createdAt).toBe('number');
  });

  it('searches email and name case-insensitively, with LIKE wildcards taken literally', async () => {
    expect((await list({ search: 'ASHA' })).users.map((u) => u.email)).toEqual(['hub.manager@demo.hub']);
    expect((await list({ search: 'psv.' })).users.map((u) => u.email)).toEqual(['psv.exec@demo.hub', 'psv.manager@demo.hub']);
    expect((await list({ search: '_' })).total).toBe(0);
    expect((await list({ search: '%' })).total).toBe(0);
  });

  it('filters by role, hub (all-hubs users work there too) and status, and pages', async () => {
    expect((await list({ role: 'admin' })).users.map((u) => u.email)).toEqual(['admin@demo.hub']);
    const hyd = (await list({ hubId: 'HUB-HYD-02', pageSize: 100 })).users.map((u) => u.email);
    expect(hyd).toEqual(expect.arrayContaining(['admin@demo.hub', 'l1@demo.hub', 'hub.exec@demo.hub']));
    expect(hyd.some((e) => e.startsWith('blr.manager'))).toBe(false);
    expect((await list({ status: 'active' })).total).toBe((await list({})).total - (await list({ status: 'deactivated' })).total);
    const all = await list({ pageSize: 100 });
    const second = await list({ page: 2, pageSize: 2 });
    expect(second).toMatchObject({ page: 2, pageSize: 2, total: all.total });
    expect(second.users.map((u) => u.id)).toEqual(all.users.slice(2, 4).map((u) => u.id));
  });

  it('gives a hub manager the users of their hubs and those in no hub yet, never all-hubs users or another hub’s', async () => {
    const none = await invite(t, admin, { email: demoEmail('nohub'), roles: ['hubExecutive'] });
    const seen = (await list({ pageSize: 100 }, blrManager.cookie)).users.map((u) => u.id);
    expect(seen).toEqual(expect.arrayContaining([none.id, blrManager.id, 'USR-DEMO-HUB-EXEC']));
    expect(seen).not.toContain(hydUser);
    expect(seen).not.toContain('USR-DEMO-ADMIN');
    expect(seen).not.toContain('USR-DEMO-L1');
  });

  it('refuses a page size over 100; a hub manager’s hub filter answers only users they reach', async () => {
    await t.expectCallRefused(getAdminUsers, { query: { pageSize: 101 } }, 400, 'Page size must be at most 100', { cookie: admin });
    // The filter is answered from the manager's own reach: another hub's users are simply not there.
    expect((await list({ hubId: 'HUB-HYD-02' }, blrManager.cookie)).users.map((u) => u.id)).not.toContain(hydUser);
  });
});

describe('GET /admin/users/{userId}', () => {
  it('answers one user', async () => {
    const res = await t.call(getAdminUser, { params: { userId: 'USR-DEMO-HUB-EXEC' } }, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(adminUserSchema.parse(res.json())).toMatchObject({ email: 'hub.exec@demo.hub', name: 'Vikram Singh' });
  });

  it('refuses an unknown user, another hub’s user and an all-hubs user to a hub manager', async () => {
    await t.expectCallRefused(getAdminUser, { params: { userId: 'USR-NOPE' } }, 404, ADMIN_MESSAGES.userNotFound, { cookie: admin });
    await t.expectCallRefused(getAdminUser, { params: { userId: hydUser } }, 403, hubForbiddenMessage('HUB-HYD-02'), { cookie: blrManager.cookie });
    await t.expectCallRefused(getAdminUser, { params: { userId: 'USR-DEMO-L1' } }, 403, ADMIN_MESSAGES.onlyAdminAllHubsUser, { cookie: blrManager.cookie });
  });
});

describe('POST /admin/users', () => {
  it('invites a user: email trimmed and lowercased, hubs sorted, source "invited", one audit row; the invitee can sign in', async () => {
    const email = demoEmail('new.person');
    const res = await t.call(
      createAdminUser,
      { body: { email: `  ${email.toUpperCase()} `, name: ' New Person ', roles: ['hubExecutive', 'hubExecutive'], hubs: ['HUB-PUN-03', 'HUB-BLR-01'] } },
      { cookie: admin },
    );
    expect(res.statusCode).toBe(200);
    const user = adminUserSchema.parse(res.json());
    expect(user).toMatchObject({
      email,
      name: 'New Person',
      roles: ['hubExecutive'],
      allHubs: false,
      hubs: ['HUB-BLR-01', 'HUB-PUN-03'],
      authSource: 'invited',
    });
    expect(user.lastLoginAt).toBeNull();
    const audit = await auditOf(t, user.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorUserId: 'USR-DEMO-ADMIN',
      actorEmail: 'admin@demo.hub',
      entityType: 'user',
      action: 'create',
      hubOrgUnitId: null,
      before: null,
    });
    expect(audit[0]!.after).toMatchObject({ email, roles: ['hubExecutive'], hubs: ['HUB-BLR-01', 'HUB-PUN-03'] });
    const cookie = await t.login(email);
    const me = await t.call(getSessionInfo, {}, { cookie });
    expect(me.json().user).toMatchObject({ email, roles: ['hubExecutive'], hubs: ['HUB-BLR-01', 'HUB-PUN-03'] });
  });

  it('lets a hub manager invite staff into their hubs (the audit row is filed under their hub)', async () => {
    const user = await invite(t, blrManager.cookie, { email: demoEmail('blr.new'), roles: ['hubPsvExecutive', 'routingExecutive'], hubs: ['HUB-BLR-01'] });
    expect(user).toMatchObject({ roles: ['hubPsvExecutive', 'routingExecutive'], hubs: ['HUB-BLR-01'] });
    expect((await auditOf(t, user.id))[0]).toMatchObject({ actorUserId: blrManager.id, hubOrgUnitId: 'HUB-BLR-01', action: 'create' });
  });

  it('refuses a taken email, bad input, unknown hubs and what a hub manager may not grant, changing nothing', async () => {
    const body = { email: demoEmail('refused'), name: 'Refused Person', roles: ['hubExecutive'] as Role[], hubs: ['HUB-BLR-01'] };
    await t.expectCallRefused(createAdminUser, { body: { ...body, email: 'ADMIN@demo.hub' } }, 409, ADMIN_MESSAGES.emailExists, { cookie: admin });
    await t.expectCallRefused(createAdminUser, { body: { ...body, email: 'not-an-email' } }, 400, ADMIN_MESSAGES.emailInvalid, { cookie: admin });
    await t.expectCallRefused(createAdminUser, { body: { ...body, email: '  ' } }, 400, ADMIN_MESSAGES.emailRequired, { cookie: admin });
    await t.expectCallRefused(createAdminUser, { body: { ...body, name: ' ' } }, 400, ADMIN_MESSAGES.nameRequired, { cookie: admin });
    await t.expectCallRefused(createAdminUser, { body: { ...body, roles: Array(8).fill('hubExecutive') } }, 400, ADMIN_MESSAGES.rolesTooMany, {
      cookie: admin,
    });
    const many = Array.from({ length: 501 }, (_, i) => `HUB-${i}`);
    await t.expectCallRefused(createAdminUser, { body: { ...body, hubs: many } }, 400, ADMIN_MESSAGES.hubsTooMany, { cookie: admin });
    const superuser = await t.call(createAdminUser, { body: { ...body, roles: ['superuser'] } } as never, { cookie: admin });
    expect(superuser.statusCode).toBe(400);
    await t.expectCallRefused(createAdminUser, { body: { ...body, hubs: ['HUB-BLR-01', 'HUB-NOPE'] } }, 404, hubNotFoundMessage('HUB-NOPE'), { cookie: admin });
    for (const role of ['admin', 'supportTeam', 'hubManager'] as const) {
      await t.expectCallRefused(createAdminUser, { body: { ...body, roles: [role] } }, 403, ADMIN_MESSAGES.onlyAdminGrantsRole, { cookie: blrManager.cookie });
    }
    await t.expectCallRefused(createAdminUser, { body: { ...body, allHubs: true } }, 403, ADMIN_MESSAGES.onlyAdminAllHubs, { cookie: blrManager.cookie });
    await t.expectCallRefused(createAdminUser, { body: { ...body, hubs: ['HUB-HYD-02'] } }, 403, ADMIN_MESSAGES.onlyOwnHubs, { cookie: blrManager.cookie });
    // A hub manager learns nothing about hubs that are not theirs: an unknown one reads as not theirs.
    await t.expectCallRefused(createAdminUser, { body: { ...body, hubs: ['HUB-NOPE'] } }, 403, ADMIN_MESSAGES.onlyOwnHubs, { cookie: blrManager.cookie });
  });
});

describe('PUT /admin/users/{userId}/roles', () => {
  it('replaces the roles, records before and after, and the user’s next request has them (same instance)', async () => {
    const { user, cookie } = await inviteAndLogin(t, admin, { email: demoEmail('roles'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] });
    expect((await t.call(getSessionInfo, {}, { cookie })).json().user.roles).toEqual(['hubExecutive']);
    const res = await t.call(setUserRoles, { params: { userId: user.id }, body: { roles: ['hubPsvManager', 'routingExecutive'] } }, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().roles).toEqual(['hubPsvManager', 'routingExecutive']);
    // The session cache (SESSION_CACHE_MS) would still hold the old roles: the change made this instance forget them.
    expect((await t.call(getSessionInfo, {}, { cookie })).json().user.roles).toEqual(['hubPsvManager', 'routingExecutive']);
    const audit = await auditOf(t, user.id);
    expect(audit.at(-1)).toMatchObject({ action: 'grantRoles', before: { roles: ['hubExecutive'] }, after: { roles: ['hubPsvManager', 'routingExecutive'] } });
  });

  it('lets a hub manager change the roles they may grant, keeping one they may not', async () => {
    const peer = await invite(t, admin, { email: demoEmail('peer'), roles: ['hubManager'], hubs: ['HUB-BLR-01'] });
    const res = await t.call(setUserRoles, { params: { userId: peer.id }, body: { roles: ['hubManager', 'hubExecutive'] } }, { cookie: blrManager.cookie });
    expect(res.statusCode).toBe(200);
    expect((await auditOf(t, peer.id)).at(-1)).toMatchObject({ action: 'grantRoles', hubOrgUnitId: 'HUB-BLR-01', actorUserId: blrManager.id });
  });

  it('refuses admin-only roles, the manager’s own roles, another hub’s user, an unknown user and demoting the last admin', async () => {
    const staff = await invite(t, admin, { email: demoEmail('staff'), roles: ['hubManager', 'hubExecutive'], hubs: ['HUB-BLR-01'] });
    const as = (cookie: string, userId: string, roles: Role[], status: number, message: string) =>
      t.expectCallRefused(setUserRoles, { params: { userId }, body: { roles } }, status, message, { cookie });
    await as(blrManager.cookie, staff.id, ['hubExecutive'], 403, ADMIN_MESSAGES.onlyAdminGrantsRole);
    await as(blrManager.cookie, staff.id, ['hubManager', 'hubExecutive', 'admin'], 403, ADMIN_MESSAGES.onlyAdminGrantsRole);
    await as(blrManager.cookie, staff.id, ['hubManager', 'hubExecutive', 'supportTeam'], 403, ADMIN_MESSAGES.onlyAdminGrantsRole);
    await as(blrManager.cookie, blrManager.id, ['hubManager', 'hubExecutive'], 403, ADMIN_MESSAGES.notOwnRolesOrHubs);
    await as(blrManager.cookie, hydUser, ['hubPsvExecutive'], 403, hubForbiddenMessage('HUB-HYD-02'));
    await as(blrManager.cookie, 'USR-DEMO-L1', ['supportTeam'], 403, ADMIN_MESSAGES.onlyAdminAllHubsUser);
    await as(admin, 'USR-NOPE', [], 404, ADMIN_MESSAGES.userNotFound);
    // The demo admin is the only active admin here: they may not demote themselves.
    await as(admin, 'USR-DEMO-ADMIN', ['supportTeam'], 409, ADMIN_MESSAGES.lastAdmin);
    const bad = await t.call(setUserRoles, { params: { userId: staff.id }, body: { roles: ['root'] } } as never, { cookie: admin });
    expect(bad.statusCode).toBe(400);
  });
});

describe('PUT /admin/users/{userId}/hubs', () => {
  it('a grant takes effect on the user’s next request, and so does the revocation', async () => {
    const { user, cookie } = await inviteAndLogin(t, admin, { email: demoEmail('hubs'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] });
    const pun = () => t.call(getEnabledPilots, { params: { hubId: 'HUB-PUN-03' } }, { cookie });
    const refused = await pun();
    expect([refused.statusCode, refused.json().message]).toEqual([403, hubForbiddenMessage('HUB-PUN-03')]);
    const granted = await t.call(setUserHubs, { params: { userId: user.id }, body: { allHubs: false, hubs: ['HUB-PUN-03', 'HUB-BLR-01'] } }, { cookie: admin });
    expect(granted.json()).toMatchObject({ allHubs: false, hubs: ['HUB-BLR-01', 'HUB-PUN-03'] });
    expect((await pun()).statusCode).toBe(200);
    await t.call(setUserHubs, { params: { userId: user.id }, body: { allHubs: false, hubs: ['HUB-BLR-01'] } }, { cookie: admin });
    const again = await pun();
    expect([again.statusCode, again.json().message]).toEqual([403, hubForbiddenMessage('HUB-PUN-03')]);
    const audit = (await auditOf(t, user.id)).filter((a) => a.action === 'assignHubs');
    expect(audit.map((a) => [a.before, a.after])).toEqual([
      [
        { allHubs: false, hubs: ['HUB-BLR-01'] },
        { allHubs: false, hubs: ['HUB-BLR-01', 'HUB-PUN-03'] },
      ],
      [
        { allHubs: false, hubs: ['HUB-BLR-01', 'HUB-PUN-03'] },
        { allHubs: false, hubs: ['HUB-BLR-01'] },
      ],
    ]);
  });

  it('gives all hubs (admin) and clears the hub list with it', async () => {
    const user = await invite(t, admin, { email: demoEmail('all'), roles: ['supportTeam'], hubs: ['HUB-BLR-01'] });
    const res = await t.call(setUserHubs, { params: { userId: user.id }, body: { allHubs: true, hubs: ['HUB-HYD-02'] } }, { cookie: admin });
    expect(res.json()).toMatchObject({ allHubs: true, hubs: [] });
    expect(await t.app.db.select().from(userHubs).where(eq(userHubs.userId, user.id))).toEqual([]);
  });

  it('lets a hub manager change only their own hubs of a user, keeping the others as they are', async () => {
    const user = await invite(t, admin, { email: demoEmail('two.hubs'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01', 'HUB-HYD-02'] });
    const res = await t.call(setUserHubs, { params: { userId: user.id }, body: { allHubs: false, hubs: ['HUB-HYD-02'] } }, { cookie: blrManager.cookie });
    expect(res.json()).toMatchObject({ hubs: ['HUB-HYD-02'] });
    expect((await auditOf(t, user.id)).at(-1)).toMatchObject({ action: 'assignHubs', hubOrgUnitId: 'HUB-BLR-01' });
  });

  it('refuses all hubs, hubs not theirs and their own hubs to a hub manager, and unknown hubs and users to an admin', async () => {
    const user = await invite(t, admin, { email: demoEmail('hub.refusals'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01', 'HUB-HYD-02'] });
    const as = (cookie: string, userId: string, body: { allHubs: boolean; hubs: string[] }, status: number, message: string) =>
      t.expectCallRefused(setUserHubs, { params: { userId }, body }, status, message, { cookie });
    await as(blrManager.cookie, user.id, { allHubs: true, hubs: [] }, 403, ADMIN_MESSAGES.onlyAdminAllHubs);
    await as(blrManager.cookie, user.id, { allHubs: false, hubs: ['HUB-BLR-01'] }, 403, ADMIN_MESSAGES.onlyOwnHubs);
    await as(blrManager.cookie, user.id, { allHubs: false, hubs: ['HUB-BLR-01', 'HUB-HYD-02', 'HUB-PUN-03'] }, 403, ADMIN_MESSAGES.onlyOwnHubs);
    await as(blrManager.cookie, blrManager.id, { allHubs: false, hubs: ['HUB-BLR-01'] }, 403, ADMIN_MESSAGES.notOwnRolesOrHubs);
    await as(blrManager.cookie, hydUser, { allHubs: false, hubs: ['HUB-HYD-02', 'HUB-BLR-01'] }, 403, hubForbiddenMessage('HUB-HYD-02'));
    await as(admin, user.id, { allHubs: false, hubs: ['HUB-BLR-01', 'HUB-NOPE'] }, 404, hubNotFoundMessage('HUB-NOPE'));
    await as(admin, 'USR-NOPE', { allHubs: false, hubs: [] }, 404, ADMIN_MESSAGES.userNotFound);
  });
});

/** Opens a live stream of a hub over real HTTP; `ended()` turns true when the server closes it. */
async function openStream(origin: string, hubId: string, cookie: string) {
  const controller = new AbortController();
  const res = await fetch(`${origin}${endpointUrl(getLiveHubChanges, { params: { hubId } })}`, { headers: { cookie }, signal: controller.signal });
  let text = '';
  let ended = false;
  const done = (async () => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) text += Buffer.from(chunk).toString();
    } catch {
      // aborted
    } finally {
      ended = true;
    }
  })();
  return { res, ended: () => ended, text: () => text, close: () => (controller.abort(), done) };
}

/** Waits (for an event, polled every 10 ms) until `holds`, failing after 15 s naming `what`. */
async function until(holds: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!holds()) {
    if (Date.now() > deadline) throw new Error(`waited 15 s for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe('POST /admin/users/{userId}/deactivate and /reactivate', () => {
  it('deactivates: every session ends at once (an open live stream too), sign-in is refused; reactivating lets them in again', async () => {
    const { user, cookie } = await inviteAndLogin(t, admin, { email: demoEmail('leaver'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] });
    const second = await t.login(user.email);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const stream = await openStream(origin, 'HUB-BLR-01', cookie);
    expect(stream.res.status).toBe(200);
    await until(() => stream.text().includes(`event: ${LIVE_EVENTS.ready}`), 'the stream to be ready');

    const res = await t.call(deactivateUser, { params: { userId: user.id }, body: { reason: ' Left the company ' } }, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(typeof res.json().deactivatedAt).toBe('number');
    // Closed by the deactivation itself (the stream's own session check is seconds away).
    await until(() => stream.ended(), 'the deactivated user’s stream to end');
    for (const c of [cookie, second]) expect((await t.call(getSessionInfo, {}, { cookie: c })).statusCode).toBe(401);
    expect(await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    const signIn = await t.request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email: user.email } });
    expect([signIn.statusCode, signIn.json().message]).toEqual([403, AUTH_MESSAGES.deactivated]);
    const audit = (await auditOf(t, user.id)).at(-1)!;
    expect(audit).toMatchObject({ action: 'deactivate', before: { deactivatedAt: null } });
    expect(audit.after).toMatchObject({ reason: 'Left the company', endedSessions: 2 });

    const back = await t.call(reactivateUser, { params: { userId: user.id } }, { cookie: admin });
    expect([back.statusCode, back.json().deactivatedAt]).toEqual([200, null]);
    expect((await auditOf(t, user.id)).at(-1)).toMatchObject({ action: 'reactivate', after: { deactivatedAt: null } });
    expect((await t.call(getSessionInfo, {}, { cookie: await t.login(user.email) })).statusCode).toBe(200);
  });

  it('lets a hub manager deactivate and reactivate staff of their hub', async () => {
    const user = await invite(t, admin, { email: demoEmail('blr.leaver'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] });
    const off = await t.call(deactivateUser, { params: { userId: user.id }, body: { reason: 'Moved away' } }, { cookie: blrManager.cookie });
    expect(off.statusCode).toBe(200);
    const on = await t.call(reactivateUser, { params: { userId: user.id } }, { cookie: blrManager.cookie });
    expect(on.statusCode).toBe(200);
    expect((await auditOf(t, user.id)).slice(-2).map((a) => [a.action, a.hubOrgUnitId])).toEqual([
      ['deactivate', 'HUB-BLR-01'],
      ['reactivate', 'HUB-BLR-01'],
    ]);
  });

  it('refuses one’s own account, an admin to a hub manager, another hub’s user, a repeat, an unknown user and no reason', async () => {
    const hubAdmin = await invite(t, admin, { email: demoEmail('hub.admin'), roles: ['admin'], hubs: ['HUB-BLR-01'] });
    const gone = await invite(t, admin, { email: demoEmail('gone'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] });
    await t.call(deactivateUser, { params: { userId: gone.id }, body: { reason: 'Left' } }, { cookie: admin });
    const off = (cookie: string, userId: string, status: number, message: string, reason = 'A reason') =>
      t.expectCallRefused(deactivateUser, { params: { userId }, body: { reason } }, status, message, { cookie });
    await off(admin, 'USR-DEMO-ADMIN', 403, ADMIN_MESSAGES.notOwnDeactivation);
    await off(blrManager.cookie, blrManager.id, 403, ADMIN_MESSAGES.notOwnDeactivation);
    await off(blrManager.cookie, hubAdmin.id, 403, ADMIN_MESSAGES.onlyAdminDeactivatesAdmin);
    await off(blrManager.cookie, 'USR-DEMO-ADMIN', 403, ADMIN_MESSAGES.onlyAdminAllHubsUser);
    await off(blrManager.cookie, hydUser, 403, hubForbiddenMessage('HUB-HYD-02'));
    await off(admin, gone.id, 409, ADMIN_MESSAGES.alreadyDeactivated);
    await off(admin, 'USR-NOPE', 404, ADMIN_MESSAGES.userNotFound);
    await off(admin, gone.id, 400, ADMIN_MESSAGES.reasonRequired, '   ');
    const on = (cookie: string, userId: string, status: number, message: string) =>
      t.expectCallRefused(reactivateUser, { params: { userId } }, status, message, { cookie });
    await on(admin, hubAdmin.id, 409, ADMIN_MESSAGES.notDeactivated);
    await on(admin, 'USR-NOPE', 404, ADMIN_MESSAGES.userNotFound);
    await t.call(deactivateUser, { params: { userId: hubAdmin.id }, body: { reason: 'Left' } }, { cookie: admin });
    await on(blrManager.cookie, hubAdmin.id, 403, ADMIN_MESSAGES.onlyAdminDeactivatesAdmin);
  });

  it('never leaves no active admin: an admin whose session still says admin cannot deactivate the last real one', async () => {
    const { user, cookie } = await inviteAndLogin(t, admin, { email: demoEmail('admin.two'), roles: ['admin'], allHubs: true });
    expect((await t.call(getSessionInfo, {}, { cookie })).json().user.roles).toEqual(['admin']);
    // Their admin role taken away behind this instance's back (as another instance would): its cached session still
    // says admin for up to SESSION_CACHE_MS.
    await t.app.db.update(users).set({ roles: [] }).where(eq(users.id, user.id));
    await t.expectCallRefused(deactivateUser, { params: { userId: 'USR-DEMO-ADMIN' }, body: { reason: 'Takeover' } }, 409, ADMIN_MESSAGES.lastAdmin, {
      cookie,
    });
  });
});

describe('POST /admin/users/{userId}/sign-out-everywhere', () => {
  it('ends every session of the user, with an audit row', async () => {
    const { user, cookie } = await inviteAndLogin(t, admin, { email: demoEmail('lost.phone'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] });
    const other = await t.login(user.email);
    const res = await t.call(signOutUserEverywhere, { params: { userId: user.id } }, { cookie: admin });
    expect(res.json()).toEqual({ endedSessions: 2 });
    for (const c of [cookie, other]) expect((await t.call(getSessionInfo, {}, { cookie: c })).statusCode).toBe(401);
    expect((await auditOf(t, user.id)).at(-1)).toMatchObject({ action: 'signOutEverywhere', after: { endedSessions: 2 } });
  });

  it('is an admin’s call (a hub manager gets 403) and refuses an unknown user', async () => {
    await t.expectCallRefused(signOutUserEverywhere, { params: { userId: 'USR-DEMO-HUB-EXEC' } }, 403, guardMessage('admin'), { cookie: manager });
    await t.expectCallRefused(signOutUserEverywhere, { params: { userId: 'USR-NOPE' } }, 404, ADMIN_MESSAGES.userNotFound, { cookie: admin });
  });
});

describe('who may call the admin users calls', () => {
  it.each(OTHER_ROLES)('%s gets 403 from every call, and nothing changes', async (role) => {
    const cookie = await t.loginAs(role);
    const userId = 'USR-DEMO-HUB-EXEC';
    const message = guardMessage('adminOrHubManager');
    await t.expectCallRefused(getAdminUsers, {}, 403, message, { cookie });
    await t.expectCallRefused(getAdminUser, { params: { userId } }, 403, message, { cookie });
    await t.expectCallRefused(createAdminUser, { body: { email: demoEmail('x'), name: 'X Person', roles: [], hubs: [] } }, 403, message, { cookie });
    await t.expectCallRefused(setUserRoles, { params: { userId }, body: { roles: [] } }, 403, message, { cookie });
    await t.expectCallRefused(setUserHubs, { params: { userId }, body: { allHubs: false, hubs: [] } }, 403, message, { cookie });
    await t.expectCallRefused(deactivateUser, { params: { userId }, body: { reason: 'No reason' } }, 403, message, { cookie });
    await t.expectCallRefused(reactivateUser, { params: { userId } }, 403, message, { cookie });
    await t.expectCallRefused(signOutUserEverywhere, { params: { userId } }, 403, guardMessage('admin'), { cookie });
  });
});
