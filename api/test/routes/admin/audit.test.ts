import { sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  adminAuditResponseSchema,
  type AdminAuditQuery,
  AUDIT_MESSAGES,
  getAdminAudit,
  guardMessage,
  hubForbiddenMessage,
  type Role,
  setUserRoles,
} from '@hub/shared/contracts';
import { auditLog } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { demoEmail, invite, inviteAndLogin } from './users-kit';

// The audit log as its readers see it (issue 34; docs/areas/admin.md "Audit trail"). Since migration 0018 every write
// also leaves the database trigger's rows (entity type = the table), so the assertions about the admin service's own
// rows name their entity type ('user'); the trigger's rows are asserted by what every reader may see of them.

let t: TestApp;
let admin: string;
let blrManager: { id: string; cookie: string };
/** Users whose creation wrote the entries read below: one by the admin (no hub), one by the BLR manager, one of HYD. */
let byAdmin: string;
let byBlr: string;
let hydEntry: string;
let hydManager: string;
/** Ids of rows written straight into the table below (the trigger's shape: an item, an operation, a kind of actor). */
let itemRows: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs('admin');
  const blr = await inviteAndLogin(t, admin, { email: demoEmail('audit.blr.manager'), roles: ['hubManager'], hubs: ['HUB-BLR-01'] });
  blrManager = { id: blr.user.id, cookie: blr.cookie };
  byAdmin = (await invite(t, admin, { email: demoEmail('audit.by.admin'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] })).id;
  byBlr = (await invite(t, blrManager.cookie, { email: demoEmail('audit.by.blr'), roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] })).id;
  const hyd = await inviteAndLogin(t, admin, { email: demoEmail('audit.hyd.manager'), roles: ['hubManager'], hubs: ['HUB-HYD-02'] });
  hydManager = hyd.user.id;
  hydEntry = (await invite(t, hyd.cookie, { email: demoEmail('audit.by.hyd'), roles: ['hubExecutive'], hubs: ['HUB-HYD-02'] })).id;
  // Rows as the trigger writes them for a scan (an item's association at BLR, by a service account) and one about no hub.
  const rows = await t.app.db
    .insert(auditLog)
    .values([
      {
        actorUserId: 'USR-SVC-1',
        actorEmail: 'svc@integrations.hub',
        actorKind: 'SERVICE',
        hubOrgUnitId: 'HUB-BLR-01',
        entityType: 'item_associations',
        entityId: '901',
        itemId: 'ITEM-AUDIT-1',
        action: 'update',
        before: { done_qty: 4 },
        after: { done_qty: 5 },
        operation: 'recordDispatchScan',
        idempotencyKey: 'key-audit-1',
      },
      {
        actorKind: 'SYSTEM',
        hubOrgUnitId: 'HUB-HYD-02',
        entityType: 'items',
        entityId: 'ITEM-AUDIT-2',
        itemId: 'ITEM-AUDIT-2',
        action: 'insert',
        after: { qty: 1 },
      },
      { actorKind: 'SYSTEM', entityType: 'items', entityId: 'ITEM-AUDIT-3', itemId: 'ITEM-AUDIT-3', action: 'insert', after: { qty: 1 } },
    ])
    .returning({ id: auditLog.id });
  itemRows = rows.map((r) => r.id);
});
afterAll(() => t.close());

async function read(query: AdminAuditQuery, cookie = admin) {
  const res = await t.call(getAdminAudit, { query }, { cookie });
  expect(res.statusCode).toBe(200);
  return adminAuditResponseSchema.parse(res.json());
}

/** Every entry the query gives `cookie`, all pages. */
async function readAll(query: AdminAuditQuery, cookie = admin) {
  const all = [];
  let before: number | undefined;
  do {
    const page = await read({ ...query, limit: 200, before }, cookie);
    all.push(...page.entries);
    before = page.nextBefore ?? undefined;
  } while (before !== undefined);
  return all;
}

describe('GET /admin/audit', () => {
  it('gives an admin every entry, newest first, with who, when, which hub, which call, what, before and after', async () => {
    const entries = await readAll({});
    const ids = entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(entries.map((e) => e.entityId)).toEqual(expect.arrayContaining([byAdmin, byBlr, hydEntry]));
    const mine = entries.find((e) => e.entityType === 'user' && e.entityId === byBlr)!;
    expect(mine).toMatchObject({ actorUserId: blrManager.id, actorKind: 'USER', hubOrgUnitId: 'HUB-BLR-01', action: 'create', before: null, itemId: null });
    expect(mine.after).toMatchObject({ roles: ['hubExecutive'], hubs: ['HUB-BLR-01'] });
    expect(Math.abs(mine.at - Date.now())).toBeLessThan(60_000);
    // The trigger's rows are in the same log: the users the invitations created, as rows of the users table.
    expect(entries.filter((e) => e.entityType === 'users' && e.action === 'insert').map((e) => e.entityId)).toEqual(
      expect.arrayContaining([byAdmin, byBlr, hydEntry]),
    );
    expect(entries.find((e) => e.id === itemRows[0])).toEqual({
      id: itemRows[0],
      at: expect.any(Number),
      actorUserId: 'USR-SVC-1',
      actorEmail: 'svc@integrations.hub',
      actorKind: 'SERVICE',
      hubOrgUnitId: 'HUB-BLR-01',
      operation: 'recordDispatchScan',
      idempotencyKey: 'key-audit-1',
      entityType: 'item_associations',
      entityId: '901',
      itemId: 'ITEM-AUDIT-1',
      action: 'update',
      before: { done_qty: 4 },
      after: { done_qty: 5 },
    });
  });

  it('filters by entity, actor, hub and time, and pages backwards with nextBefore', async () => {
    expect((await read({ entityType: 'user', entityId: byAdmin })).entries.map((e) => e.action)).toEqual(['create']);
    expect((await read({ entityType: 'user', actorUserId: blrManager.id })).entries.map((e) => e.entityId)).toEqual([byBlr]);
    expect((await read({ entityType: 'user', hubId: 'HUB-HYD-02' })).entries.map((e) => e.entityId)).toEqual([hydEntry]);
    expect((await read({ entityType: 'hub' })).entries).toEqual([]);
    expect((await read({ to: Date.now() - 3_600_000 })).entries).toEqual([]);
    expect((await read({ from: Date.now() - 3_600_000 })).entries.length).toBeGreaterThanOrEqual(5);
    const all = await readAll({});
    const first = await read({ limit: 2 });
    expect(first.entries.map((e) => e.id)).toEqual(all.slice(0, 2).map((e) => e.id));
    expect(first.nextBefore).toBe(all[1]!.id);
    const second = await read({ limit: 2, before: first.nextBefore! });
    expect(second.entries.map((e) => e.id)).toEqual(all.slice(2, 4).map((e) => e.id));
    const last = await read({ limit: 200, before: all.at(-1)!.id + 1 });
    expect(last).toEqual({ entries: [all.at(-1)], nextBefore: null });
  });

  it('filters by item, operation and kind of actor (person, service account, system)', async () => {
    expect((await read({ itemId: 'ITEM-AUDIT-1' })).entries.map((e) => e.id)).toEqual([itemRows[0]]);
    expect((await read({ operation: 'recordDispatchScan' })).entries.map((e) => e.id)).toEqual([itemRows[0]]);
    expect((await read({ actorKind: 'SERVICE' })).entries.map((e) => e.id)).toEqual([itemRows[0]]);
    expect((await read({ actorKind: 'SYSTEM', entityType: 'items' })).entries.map((e) => e.id)).toEqual([itemRows[2], itemRows[1]]);
    expect((await read({ actorKind: 'USER', entityType: 'user' })).entries.map((e) => e.entityId).sort()).toEqual(
      [byAdmin, byBlr, hydEntry, blrManager.id, hydManager].sort(),
    );
    expect((await read({ itemId: 'ITEM-AUDIT-1', actorKind: 'SYSTEM' })).entries).toEqual([]);
  });

  it('gives a hub manager the entries of their hubs only (never those about no hub or another hub)', async () => {
    const seen = await readAll({}, blrManager.cookie);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((e) => e.hubOrgUnitId !== 'HUB-BLR-01')).toEqual([]);
    expect(seen.filter((e) => e.entityType === 'user').map((e) => e.entityId)).toEqual([byBlr]);
    expect(seen.map((e) => e.id)).toContain(itemRows[0]);
    expect((await read({ hubId: 'HUB-BLR-01', entityType: 'user' }, blrManager.cookie)).entries.map((e) => e.entityId)).toEqual([byBlr]);
    expect((await read({ itemId: 'ITEM-AUDIT-2' }, blrManager.cookie)).entries).toEqual([]);
    // The demo hub manager works in the three demo hubs: BLR's and HYD's entries, still none about no hub.
    const demo = await readAll({}, await t.loginAs('hubManager'));
    expect(demo.filter((e) => e.hubOrgUnitId === null)).toEqual([]);
    expect(
      demo
        .filter((e) => e.entityType === 'user')
        .map((e) => e.entityId)
        .sort(),
    ).toEqual([byBlr, hydEntry].sort());
    expect(demo.map((e) => e.id)).toEqual(expect.arrayContaining([itemRows[0], itemRows[1]]));
    expect(demo.map((e) => e.id)).not.toContain(itemRows[2]);
  });

  it('refuses a hub not theirs to a hub manager, a bad range, kind or size, and every other role', async () => {
    await t.expectCallRefused(getAdminAudit, { query: { hubId: 'HUB-HYD-02' } }, 403, hubForbiddenMessage('HUB-HYD-02'), { cookie: blrManager.cookie });
    await t.expectCallRefused(getAdminAudit, { query: { from: 2000, to: 1000 } }, 400, ADMIN_MESSAGES.auditRange, { cookie: admin });
    await t.expectCallRefused(getAdminAudit, { query: { limit: 201 } }, 400, 'Limit must be at most 200', { cookie: admin });
    await t.expectCallRefused(getAdminAudit, { query: { before: 0 } }, 400, 'Before must be at least 1', { cookie: admin });
    await t.expectCallRefused(getAdminAudit, { query: { actorKind: 'ROBOT' } }, 400, AUDIT_MESSAGES.actorKindUnknown, { cookie: admin });
    await t.expectCallRefused(getAdminAudit, { query: { itemId: 'X'.repeat(65) } }, 400, 'Item id must be at most 64 characters', { cookie: admin });
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
    const before = (await readAll({})).length;
    // Demoting the only admin is refused: its transaction, audit rows included, never lands.
    await t.expectCallRefused(setUserRoles, { params: { userId: 'USR-DEMO-ADMIN' }, body: { roles: [] } }, 409, ADMIN_MESSAGES.lastAdmin, { cookie: admin });
    expect((await readAll({})).length).toBe(before);
  });
});
