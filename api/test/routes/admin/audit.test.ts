import { sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  adminAuditResponseSchema,
  type AdminAuditQuery,
  getAdminAudit,
  guardMessage,
  hubForbiddenMessage,
  type Role,
  setUserRoles,
} from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { demoEmail, invite, inviteAndLogin } from './users-kit';

let t: TestApp;
let admin: string;
let blrManager: { id: string; cookie: string };
/** Users whose creation wrote the entries read below: one by the admin (no hub), one by the BLR manager, one of HYD. */
let byAdmin: string;
let byBlr: string;
let hydEntry: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  const blr = await inviteAndLogin(t, admin, { email: demoEmail('audit.blr.manager'), roles: ['hubManager'], hubs: ['HUB-BLR-01'] });
  blrManager = { id: blr.user.id, cookie: blr.cookie };
  byAdmin = (await invite(t, admin, { email: demoEmail('audit.by.admin'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] })).id;
  byBlr = (await invite(t, blrManager.cookie, { email: demoEmail('audit.by.blr'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] })).id;
  const hyd = await inviteAndLogin(t, admin, { email: demoEmail('audit.hyd.manager'), roles: ['hubManager'], hubs: ['HUB-HYD-02'] });
  hydEntry = (await invite(t, hyd.cookie, { email: demoEmail('audit.by.hyd'), roles: ['hubExecutive'], hubs: ['HUB-HYD-02'] })).id;
});
afterAll(() => t.close());

async function read(query: AdminAuditQuery, cookie = admin) {
  const res = await t.call(getAdminAudit, { query }, { cookie });
  expect(res.statusCode).toBe(200);
  return adminAuditResponseSchema.parse(res.json());
}

describe('GET /admin/audit', () => {
  it('gives an admin every entry, newest first, with who, when, which hub, what, before and after', async () => {
    const { entries, nextBefore } = await read({});
    expect(nextBefore).toBeNull();
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(entries.map((e) => e.entityId)).toEqual(expect.arrayContaining([byAdmin, byBlr, hydEntry]));
    const mine = entries.find((e) => e.entityId === byBlr)!;
    expect(mine).toMatchObject({ actorUserId: blrManager.id, hubOrgUnitId: 'HUB-BLR-01', entityType: 'user', action: 'create', before: null });
    expect(mine.after).toMatchObject({ roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] });
    expect(Math.abs(mine.at - Date.now())).toBeLessThan(60_000);
  });

  it('filters by entity, actor, hub and time, and pages backwards with nextBefore', async () => {
    expect((await read({ entityType: 'user', entityId: byAdmin })).entries.map((e) => e.action)).toEqual(['create']);
    expect((await read({ actorUserId: blrManager.id })).entries.map((e) => e.entityId)).toEqual([byBlr]);
    expect((await read({ hubId: 'HUB-HYD-02' })).entries.map((e) => e.entityId)).toEqual([hydEntry]);
    expect((await read({ entityType: 'hub' })).entries).toEqual([]);
    expect((await read({ to: Date.now() - 3_600_000 })).entries).toEqual([]);
    expect((await read({ from: Date.now() - 3_600_000 })).entries.length).toBeGreaterThanOrEqual(5);
    const all = (await read({})).entries;
    const first = await read({ limit: 2 });
    expect(first.entries.map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    expect(first.nextBefore).toBe(all[1]!.id);
    const second = await read({ limit: 2, before: first.nextBefore! });
    expect(second.entries.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    const last = await read({ limit: all.length, before: all[0]!.id + 1 });
    expect(last.nextBefore).toBeNull();
  });

  it('gives a hub manager the entries of their hubs only (never those about no hub or another hub)', async () => {
    const seen = (await read({}, blrManager.cookie)).entries;
    expect(seen.map((e) => e.entityId)).toEqual([byBlr]);
    expect((await read({ hubId: 'HUB-BLR-01' }, blrManager.cookie)).entries.map((e) => e.entityId)).toEqual([byBlr]);
    // The demo hub manager works in the three demo hubs: BLR's and HYD's entries, still none about no hub.
    const demo = (await read({}, await t.loginAs('hubManager'))).entries.map((e) => e.entityId);
    expect(demo.sort()).toEqual([byBlr, hydEntry].sort());
  });

  it('refuses a hub not theirs to a hub manager, a bad range and an oversize limit, and every other role', async () => {
    await t.expectCallRefused(getAdminAudit, { query: { hubId: 'HUB-HYD-02' } }, 403, hubForbiddenMessage('HUB-HYD-02'), { cookie: blrManager.cookie });
    await t.expectCallRefused(getAdminAudit, { query: { from: 2000, to: 1000 } }, 400, ADMIN_MESSAGES.auditRange, { cookie: admin });
    await t.expectCallRefused(getAdminAudit, { query: { limit: 201 } }, 400, 'Limit must be at most 200', { cookie: admin });
    await t.expectCallRefused(getAdminAudit, { query: { before: 0 } }, 400, 'Before must be at least 1', { cookie: admin });
    for (const role of ['hubExecutive', 'hubPsvManager', 'hubPsvExecutive', 'supportTeam', 'routingExecutive'] as Role[]) {
      await t.expectCallRefused(getAdminAudit, {}, 403, guardMessage('adminOrHubManager'), { cookie: await t.loginAs(role) });
    }
  });
});

/** The messages of a rejected query along its cause chain (the driver's error is wrapped by drizzle's). */
async function refusal(query: Promise<unknown>): Promise<string> {
  try {
    await query;
  } catch (err) {
    const messages: string[] = [];
    for (let e = err as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) messages.push(String(e.message));
    return messages.join(' | ');
  }
  throw new Error('the query was not refused');
}

describe('the audit log is append-only', () => {
  it('refuses a raw UPDATE or DELETE of its rows, whoever asks; a refused change writes no row', async () => {
    expect(await refusal(t.database.db.execute(sql`update audit_log set action = 'forged'`))).toMatch(/audit_log is append-only/);
    expect(await refusal(t.database.db.execute(sql`delete from audit_log`))).toMatch(/audit_log is append-only/);
    const before = (await read({})).entries.length;
    // Demoting the only admin is refused: its transaction, audit row included, never lands.
    await t.expectCallRefused(setUserRoles, { params: { userId: 'USR-DEMO-ADMIN' }, body: { roles: [] } }, 409, ADMIN_MESSAGES.lastAdmin, { cookie: admin });
    expect((await read({})).entries.length).toBe(before);
  });
});
