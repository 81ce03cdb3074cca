import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import {
  ADMIN_MESSAGES,
  adminAuditResponseSchema,
  type AdminAuditQuery,
  AUDIT_EXPORT_COLUMNS,
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_MESSAGES,
  exportAdminAudit,
  getAdminAudit,
  guardMessage,
  hubForbiddenMessage,
  type Role,
} from '@hub/shared/contracts';
import { auditLog } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { demoEmail, inviteAndLogin } from './users-kit';

// GET /admin/audit/export (issue 34; docs/areas/admin.md "Audit trail"): the list's filters and readers, as a streamed
// xlsx or CSV file, never cached, at most AUDIT_EXPORT_MAX_ROWS rows (the app's config auditExportMaxRows).

let t: TestApp;
let admin: string;
let blrManager: string;
/** The rows written below, oldest first: texts a CSV must quote, a formula a spreadsheet must not run, a personal value. */
let rows: Array<typeof auditLog.$inferSelect>;

/** The export cap of this file's app. */
const CAP = 2_000;

beforeAll(async () => {
  // A small cap (config auditExportMaxRows; production's is AUDIT_EXPORT_MAX_ROWS): the cap's rule, without streaming
  // 100,000 rows through every run.
  t = await createTestApp({ config: { auditExportMaxRows: CAP } });
  admin = await t.loginAs('admin');
  blrManager = (await inviteAndLogin(t, admin, { email: demoEmail('export.blr.manager'), roles: ['hubManager'], hubs: ['HUB-BLR-01'] })).cookie;
  rows = await t.app.db
    .insert(auditLog)
    .values([
      {
        actorKind: 'SYSTEM',
        hubOrgUnitId: 'HUB-HYD-02',
        entityType: 'export-test',
        entityId: 'HYD-1',
        itemId: 'ITEM-EXP-2',
        action: 'insert',
        after: { qty: 2 },
      },
      {
        actorUserId: 'USR-EXP-1',
        actorEmail: 'ops@demo.hub',
        actorKind: 'USER',
        hubOrgUnitId: 'HUB-BLR-01',
        entityType: 'export-test',
        entityId: '=HYPERLINK("x")',
        itemId: 'ITEM-EXP-1',
        action: 'update',
        before: { note: 'a, "quoted"\nline', contact_num: '(personal)' },
        after: { note: 'plain', contact_num: '(personal)' },
        operation: 'recordDispatchScan',
        idempotencyKey: 'key-exp-1',
      },
      {
        actorUserId: 'USR-SVC',
        actorEmail: 'svc@integrations.hub',
        actorKind: 'SERVICE',
        entityType: 'export-test',
        entityId: 'NOHUB-1',
        action: 'delete',
        before: { a: 1 },
      },
    ])
    .returning();
});
afterAll(() => t.close());

/** A CSV text (RFC 4180) as rows of fields. */
function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\r' && text[i + 1] === '\n') {
      endField();
      out.push(row);
      row = [];
      i++;
    } else field += c;
  }
  if (field || row.length) throw new Error('the CSV does not end with CRLF');
  return out;
}

async function exportOf(query: Record<string, unknown>, cookie = admin) {
  const res = await t.call(exportAdminAudit, { query: query as never }, { cookie });
  expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
  return res;
}

async function csvOf(query: Record<string, unknown>, cookie = admin) {
  const res = await exportOf({ ...query, format: 'csv' }, cookie);
  expect(res.body.startsWith('\uFEFF')).toBe(true);
  const [header, ...lines] = parseCsv(res.body.slice(1));
  expect(header).toEqual([...AUDIT_EXPORT_COLUMNS]);
  return lines;
}

const column = (name: (typeof AUDIT_EXPORT_COLUMNS)[number]) => AUDIT_EXPORT_COLUMNS.indexOf(name);

async function listIds(query: AdminAuditQuery, cookie = admin) {
  const res = await t.call(getAdminAudit, { query: { ...query, limit: 200 } }, { cookie });
  return adminAuditResponseSchema.parse(res.json()).entries.map((e) => e.id);
}

describe('GET /admin/audit/export', () => {
  it('answers a CSV file (named, never cached): a header, then one quoted line per entry, newest first', async () => {
    const res = await exportOf({ format: 'csv', entityType: 'export-test' });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{8}-\d{4}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = await csvOf({ entityType: 'export-test' });
    expect(lines.map((l) => Number(l[column('Id')]))).toEqual(rows.map((r) => r.id).reverse());
    const [service, user, system] = lines;
    expect(user).toEqual([
      String(rows[1]!.id),
      rows[1]!.at.toISOString(),
      'ops@demo.hub',
      'USER',
      'USR-EXP-1',
      'ops@demo.hub',
      'HUB-BLR-01',
      'recordDispatchScan',
      'export-test',
      // A text a spreadsheet would run as a formula is written as text.
      `'=HYPERLINK("x")`,
      'ITEM-EXP-1',
      'update',
      'note: a, "quoted"\nline → plain',
      JSON.stringify({ note: 'a, "quoted"\nline', contact_num: '(personal)' }),
      JSON.stringify({ note: 'plain', contact_num: '(personal)' }),
      'key-exp-1',
    ]);
    expect(service!.slice(column('Who'), column('Actor email') + 1)).toEqual([
      'Service account svc@integrations.hub',
      'SERVICE',
      'USR-SVC',
      'svc@integrations.hub',
    ]);
    expect(service![column('Changes')]).toBe('a: 1 → —');
    expect(system!.slice(column('Who'), column('Actor kind') + 1)).toEqual(['System', 'SYSTEM']);
    expect(system![column('Changes')]).toBe('qty: — → 2');
  });

  it('answers the same entries as an xlsx workbook, read back with exceljs', async () => {
    const res = await exportOf({ format: 'xlsx', entityType: 'export-test' });
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{8}-\d{4}\.xlsx"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Audit log')!;
    const values = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    expect(values(1)).toEqual([...AUDIT_EXPORT_COLUMNS]);
    expect(sheet.rowCount).toBe(4);
    expect([2, 3, 4].map((n) => values(n)[column('Id')])).toEqual(rows.map((r) => r.id).reverse());
    // No formula: the cell holds the text as it is.
    expect(values(3)[column('Entity id')]).toBe('=HYPERLINK("x")');
    expect(values(3)[column('Changes')]).toBe('note: a, "quoted"\nline → plain');
    expect(values(3)[column('Idempotency key')]).toBe('key-exp-1');
  });

  it('exports exactly what the list shows for the same filters, for an admin and for a hub manager', async () => {
    for (const query of [{}, { entityType: 'users' }, { itemId: 'ITEM-EXP-1' }, { actorKind: 'SERVICE' as const }, { operation: 'recordDispatchScan' }]) {
      expect((await csvOf(query)).map((l) => Number(l[0]))).toEqual(await listIds(query));
    }
    const managerSees = (await csvOf({}, blrManager)).map((l) => l[column('Hub')]);
    expect(managerSees.length).toBeGreaterThan(0);
    expect(managerSees.filter((hub) => hub !== 'HUB-BLR-01')).toEqual([]);
    expect((await csvOf({ entityType: 'export-test' }, blrManager)).map((l) => Number(l[0]))).toEqual([rows[1]!.id]);
    expect(await csvOf({ entityType: 'nothing-like-this' })).toEqual([]);
  });

  it('refuses what the list refuses: a hub not theirs, a bad range, an unknown format, every other role', async () => {
    await t.expectCallRefused(exportAdminAudit, { query: { format: 'csv', hubId: 'HUB-HYD-02' } }, 403, hubForbiddenMessage('HUB-HYD-02'), {
      cookie: blrManager,
    });
    await t.expectCallRefused(exportAdminAudit, { query: { format: 'csv', from: 2000, to: 1000 } }, 400, ADMIN_MESSAGES.auditRange, { cookie: admin });
    await t.expectCallRefused(exportAdminAudit, { query: { format: 'pdf' } }, 400, AUDIT_MESSAGES.formatUnknown, { cookie: admin });
    await t.expectCallRefused(exportAdminAudit, { query: {} }, 400, AUDIT_MESSAGES.formatUnknown, { cookie: admin });
    for (const role of ['hubExecutive', 'hubPsvManager', 'supportTeam', 'routingExecutive'] as Role[]) {
      await t.expectCallRefused(exportAdminAudit, { query: { format: 'xlsx' } }, 403, guardMessage('adminOrHubManager'), { cookie: await t.loginAs(role) });
    }
  });

  it('holds at most the cap: that many stream, one more is refused naming the cap and asking to narrow the filters', async () => {
    await t.database.db.execute(
      sql`insert into audit_log (actor_kind, entity_type, entity_id, action, after)
          select 'SYSTEM', 'export-bulk', g::text, 'insert', jsonb_build_object('n', g) from generate_series(1, ${CAP}) g`,
    );
    const lines = await csvOf({ entityType: 'export-bulk' });
    expect(lines).toHaveLength(CAP);
    expect([lines[0]![column('Entity id')], lines.at(-1)![column('Entity id')]]).toEqual([String(CAP), '1']);
    await t.database.db.execute(sql`insert into audit_log (actor_kind, entity_type, entity_id, action) values ('SYSTEM', 'export-bulk', 'one-more', 'insert')`);
    expect(AUDIT_MESSAGES.exportTooLarge(CAP)).toBe('More than 2,000 entries match. Narrow the filters (days, hub, entity or user) and export again.');
    // Production's cap, the default.
    expect(AUDIT_MESSAGES.exportTooLarge()).toBe(`More than 100,000 entries match. Narrow the filters (days, hub, entity or user) and export again.`);
    expect(AUDIT_EXPORT_MAX_ROWS).toBe(100_000);
    await t.expectCallRefused(exportAdminAudit, { query: { format: 'xlsx', entityType: 'export-bulk' } }, 400, AUDIT_MESSAGES.exportTooLarge(CAP), {
      cookie: admin,
    });
    // Narrowed, it goes through.
    expect(await csvOf({ entityType: 'export-bulk', entityId: 'one-more' })).toHaveLength(1);
  });
});
