import fs from 'node:fs';
import path from 'node:path';
import { asc, eq, gt, sql } from 'drizzle-orm';
import { ADMIN_HUB_REFUSALS, adminZoneSchema, createAdminHubZone } from '@hub/shared/contracts';
import { loadConfig } from '../../src/config';
import { rowsOf } from '../../src/db/client';
import { auditLog } from '../../src/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The audit trail of every write (issue 34, migration 0018; docs/areas/admin.md "Audit trail"): every business table
// has the trigger that records its changes, the log itself can only grow, no code of the api changes a row of it, and
// a write's rows land with the write (a refused or rolled-back write leaves none) carrying who, which hub, which call
// and which Idempotency-Key. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.

/**
 * Tables whose rows are not history, so they have no audit trigger. Every other table has one: a table added later
 * without it fails the first test below until it gets one (or a line here saying why not).
 */
const NOT_AUDITED: Readonly<Record<string, string>> = {
  audit_log: 'the log itself (its trigger would record its own rows forever)',
  auth_states: 'single sign-on handshakes in flight (minutes long, no business meaning)',
  file_blobs: 'the bytes of uploads (file_uploads, which is audited, says who uploaded what)',
  idempotency_keys: 'stored answers of writes; the key itself is on every audit row of the write',
  live_outbox: 'notifications to open screens (the trigger itself writes them)',
  rate_limit_counters: 'sign-in attempt counters',
  sessions: 'sign-ins (tokens; a deactivation that ends them is recorded by the admin area)',
};

/** pg_trigger.tgtype bits (PostgreSQL's catalog: ROW 1, BEFORE 2, INSERT 4, DELETE 8, UPDATE 16, TRUNCATE 32). */
const TG = { row: 1, before: 2, insert: 4, delete: 8, update: 16, truncate: 32 } as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q));

/** The messages of a rejected query along its cause chain (the driver's error is wrapped by drizzle's). */
async function refusal(q: Promise<unknown>): Promise<string> {
  try {
    await q;
  } catch (err) {
    const messages: string[] = [];
    for (let e = err as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) messages.push(String(e.message));
    return messages.join(' | ');
  }
  throw new Error('the query was not refused');
}

describe('every table is audited', () => {
  it('gives each table of the schema, but the commented exclusions, its AFTER ROW INSERT/UPDATE/DELETE *_audit trigger', async () => {
    const tables = (
      await query<{ name: string }>(
        sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
            where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
      )
    ).map((r) => r.name);
    const triggers = await query<{ table: string; name: string; fn: string; type: number }>(
      sql`select c.relname as table, g.tgname as name, p.proname as fn, g.tgtype::int as type
          from pg_trigger g join pg_class c on c.oid = g.tgrelid join pg_namespace n on n.oid = c.relnamespace join pg_proc p on p.oid = g.tgfoid
          where n.nspname = 'public' and not g.tgisinternal`,
    );
    const audited = (table: string) => triggers.find((g) => g.table === table && g.fn === 'hub_audit_row');
    // Each exclusion names a table that exists (a renamed table must not keep an exclusion silently).
    expect(Object.keys(NOT_AUDITED).filter((name) => !tables.includes(name))).toEqual([]);
    expect(tables.filter((name) => !NOT_AUDITED[name] && !audited(name))).toEqual([]);
    expect(Object.keys(NOT_AUDITED).filter((name) => audited(name))).toEqual([]);
    for (const name of tables.filter((n) => !NOT_AUDITED[n])) {
      expect({ table: name, trigger: audited(name)!.name, type: audited(name)!.type }).toEqual({
        table: name,
        trigger: `${name}_audit`,
        type: TG.row | TG.insert | TG.update | TG.delete,
      });
    }
    expect(tables.length - Object.keys(NOT_AUDITED).length).toBeGreaterThanOrEqual(50);
  });
});

describe('the audit log is append-only', () => {
  it('has the trigger that refuses every UPDATE and DELETE (BEFORE, for each row)', async () => {
    const [guard] = await query<{ type: number }>(
      sql`select g.tgtype::int as type from pg_trigger g join pg_class c on c.oid = g.tgrelid where c.relname = 'audit_log' and g.tgname = 'audit_log_append_only'`,
    );
    expect(guard?.type).toBe(TG.row | TG.before | TG.update | TG.delete);
  });

  it('refuses UPDATE and DELETE of its rows, however asked, and keeps them as they were', async () => {
    await t.app.db.insert(auditLog).values({ actorKind: 'SYSTEM', entityType: 'append-only', entityId: 'A-1', action: 'insert', after: { a: 1 } });
    const before = await t.app.db.select().from(auditLog).where(eq(auditLog.entityType, 'append-only'));
    expect(await refusal(t.database.db.execute(sql`update audit_log set action = 'forged' where entity_type = 'append-only'`))).toMatch(
      /audit_log is append-only/,
    );
    expect(await refusal(t.database.db.execute(sql`delete from audit_log where entity_type = 'append-only'`))).toMatch(/audit_log is append-only/);
    expect(
      await refusal(
        t.app.db
          .update(auditLog)
          .set({ after: { a: 2 } })
          .where(eq(auditLog.entityType, 'append-only')),
      ),
    ).toMatch(/audit_log is append-only/);
    expect(await refusal(t.app.db.delete(auditLog).where(eq(auditLog.entityType, 'append-only')))).toMatch(/audit_log is append-only/);
    expect(await t.app.db.select().from(auditLog).where(eq(auditLog.entityType, 'append-only'))).toEqual(before);
  });

  it('is changed by no code of the api: no source under api/src updates, deletes or truncates audit_log', () => {
    const root = path.join(__dirname, '../../src');
    const files = (function walk(dir: string): string[] {
      return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const file = path.join(dir, e.name);
        return e.isDirectory() ? walk(file) : /\.(ts|sql)$/.test(e.name) ? [file] : [];
      });
    })(root);
    expect(files.length).toBeGreaterThan(100);
    const forbidden = [
      // Drizzle: db.update(auditLog) / tx.delete(auditLog)
      /\.\s*(update|delete)\s*\(\s*(schema\.)?auditLog\b/g,
      // SQL: update audit_log / delete from audit_log / truncate [table] audit_log (quoted or schema-qualified too)
      /\b(update|delete\s+from|truncate(\s+table)?(\s+only)?)\s+("?public"?\.)?"?audit_log\b/gi,
    ];
    // The patterns find what they are for (a grep that can never match proves nothing).
    for (const sample of [
      'tx.update(auditLog)',
      'db\n  .delete( auditLog )',
      'UPDATE audit_log SET',
      'delete from "audit_log"',
      'truncate table public.audit_log',
    ]) {
      expect([sample, forbidden.some((re) => new RegExp(re.source, re.flags).test(sample))]).toEqual([sample, true]);
    }
    const hits = files.flatMap((file) => {
      const text = fs.readFileSync(file, 'utf8');
      return forbidden.flatMap((re) => [...text.matchAll(re)].map((m) => `${path.relative(root, file)}: ${m[0]}`));
    });
    expect(hits).toEqual([]);
  });

  it('is restored wholesale only by the e2e world reset, which production never registers (HUB_TEST_RESET is ignored there)', () => {
    // db/world-snapshot.ts puts every table back with triggers off, audit_log included: a test aid (docs/adr/011).
    expect(loadConfig({ NODE_ENV: 'production', HUB_TEST_RESET: '1', DATABASE_URL: 'postgres://x@127.0.0.1/x' }).testReset).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', HUB_TEST_RESET: '1', DATABASE_URL: 'postgres://x@127.0.0.1/x' }).testReset).toBe(true);
  });
});

describe("a write's audit rows", () => {
  const HUB = 'HUB-PUN-03';
  const since = async () => (await t.app.db.select({ id: auditLog.id }).from(auditLog).orderBy(asc(auditLog.id))).at(-1)?.id ?? 0;

  it('land in the writing transaction: a rolled-back write leaves none', async () => {
    const from = await since();
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into zones (hub_org_unit_id, zone_id, zone_type) values (${HUB}, 'AUDIT-ROLLBACK', 'STAGING')`);
        const inside = await tx.select().from(auditLog).where(gt(auditLog.id, from));
        expect(inside.map((r) => [r.entityType, r.entityId, r.action, r.hubOrgUnitId])).toEqual([['zones', `${HUB}:AUDIT-ROLLBACK`, 'insert', HUB]]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await t.app.db.select().from(auditLog).where(gt(auditLog.id, from))).toEqual([]);
  });

  it("carry the user's id, the hub, the operation and the Idempotency-Key; a replay adds none, a refusal none", async () => {
    const manager = await t.loginAs('hubManager');
    const from = await since();
    const key = 'audit-trail-zone-1';
    const body = { zoneId: 'AUDIT-90', zoneType: 'STAGING' as const };
    const res = await t.call(createAdminHubZone, { params: { hubId: HUB }, body }, { cookie: manager, idempotencyKey: key });
    expect(res.statusCode).toBe(200);
    expect(adminZoneSchema.parse(res.json()).zoneId).toBe('AUDIT-90');
    const written = await t.app.db.select().from(auditLog).where(gt(auditLog.id, from)).orderBy(asc(auditLog.id));
    // The admin service's action and the trigger's row of the zones table (login's own rows are before `from`).
    expect(written.map((r) => `${r.entityType} ${r.entityId} ${r.action}`).sort()).toEqual([`zone ${HUB}:AUDIT-90 create`, `zones ${HUB}:AUDIT-90 insert`]);
    for (const row of written) {
      expect({
        actorUserId: row.actorUserId,
        actorEmail: row.actorEmail,
        actorKind: row.actorKind,
        hubOrgUnitId: row.hubOrgUnitId,
        operation: row.operation,
        idempotencyKey: row.idempotencyKey,
      }).toEqual({
        actorUserId: 'USR-DEMO-HUB-MANAGER',
        actorEmail: 'hub.manager@demo.hub',
        actorKind: 'USER',
        hubOrgUnitId: HUB,
        operation: 'createAdminHubZone',
        idempotencyKey: key,
      });
    }
    // The same key again is the stored answer: nothing is written twice, so nothing is recorded twice.
    const replay = await t.call(createAdminHubZone, { params: { hubId: HUB }, body }, { cookie: manager, idempotencyKey: key });
    expect(replay.statusCode).toBe(200);
    // A refused write (the zone exists) changes nothing, the audit log included (the fingerprint covers every table).
    await t.expectCallRefused(createAdminHubZone, { params: { hubId: HUB }, body }, 409, ADMIN_HUB_REFUSALS.zoneExists('AUDIT-90'), { cookie: manager });
    expect(await t.app.db.select().from(auditLog).where(gt(auditLog.id, from))).toHaveLength(2);
  });
});
