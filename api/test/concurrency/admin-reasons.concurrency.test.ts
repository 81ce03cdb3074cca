import { asc, eq } from 'drizzle-orm';
import { putAdminReasonList } from '@hub/shared/contracts';
import { auditLog, reasonListEntries } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let live: LiveApp;

describeOnPostgres('reason lists saved by two admins at once (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['admin', 'admin']);
  });
  afterAll(() => t.close());

  it('10 saves of one list at once: every save answered, the list is exactly one of them, one audit row per change', async () => {
    // Each save is a whole list: two versions that differ in every entry, so a mix of the two would show.
    const versionOf = (i: number) => ({
      entries: ['MIS_SCAN', 'DOUBLE_COUNT', 'WRONG_TOTE'].map((code, k) => ({ code, label: `Version ${i % 2} entry ${k}`, active: true })),
    });
    const answers = await live.parallel(
      Array.from({ length: 10 }, (_, i) => req(putAdminReasonList, { params: { listKey: 'CORRECTION' }, body: versionOf(i) }, { as: i % 2 })),
    );
    expect(byStatus(answers)).toEqual({ 200: 10 });
    const rows = await t.app.db.select().from(reasonListEntries).where(eq(reasonListEntries.listKey, 'CORRECTION')).orderBy(asc(reasonListEntries.position));
    const labels = rows.map((r) => r.label);
    expect([versionOf(0), versionOf(1)].map((v) => v.entries.map((e) => e.label))).toContainEqual(labels);
    // Each audit row's `after` is what that save left: the last one is the list as it stands.
    const audits = await t.app.db.select().from(auditLog).where(eq(auditLog.entityType, 'reasonList')).orderBy(asc(auditLog.id));
    expect(audits.length).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(audits.at(-1)!.after)).toContain(labels[0]!);
  });
});
