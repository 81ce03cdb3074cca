import { eq } from 'drizzle-orm';
import { assignFieldExecutive, createFieldExecutive, FE_MESSAGES, IDEMPOTENCY_MESSAGES, updateFieldExecutive } from '@hub/shared/contracts';
import { feHubAssignments, fieldExecutives } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createFe, validBody } from '../routes/field-executives/fe-test-kit';

let t: TestApp;
let live: LiveApp;

describeOnPostgres('field executives under concurrent operators (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    // FE writes are hub-manager-only (docs/adr/006): four sessions of the hub manager, as on four hub devices.
    live = await listen(t, ['hubManager', 'hubManager', 'hubManager', 'hubManager']);
  });
  afterAll(() => t.close());

  it('20 parallel onboardings of one PAN from four sessions: exactly one wins, the rest get "PAN number already exists", no 500', async () => {
    const base = await validBody(t, live.operators[0]!);
    const answers = await live.parallel(
      Array.from({ length: 20 }, (_, i) => req(createFieldExecutive, { body: { ...base, name: `Operator ${i} Entry` } }, { as: i % 4 })),
    );
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 19 });
    expect(new Set(answers.filter((a) => a.status === 409).map((a) => a.body.message))).toEqual(new Set([FE_MESSAGES.panExists]));
    const rows = await t.app.db
      .select()
      .from(fieldExecutives)
      .where(eq(fieldExecutives.panNumber, String(base.panNumber).toUpperCase()));
    expect(rows).toHaveLength(1);
  });

  it('20 parallel edits of one FE: none fails with a server error and the row ends as exactly one of the edits (no mixed row)', async () => {
    const id = await createFe(t, live.operators[0]!);
    const edits = Array.from({ length: 20 }, (_, i) => ({ name: `Edited Name ${i}`, address: `Address number ${i}, Bengaluru` }));
    const answers = await live.parallel(edits.map((body, i) => req(updateFieldExecutive, { params: { id }, body }, { as: i % 4 })));
    expect(answers.every((a) => a.status === 200 || (a.status === 400 && a.body.message === FE_MESSAGES.noChanges))).toBe(true);
    const [row] = await t.app.db.select().from(fieldExecutives).where(eq(fieldExecutives.id, id));
    const winner = edits.findIndex((e) => e.name === row!.name);
    expect(winner).toBeGreaterThanOrEqual(0);
    expect(row!.address).toBe(edits[winner]!.address);
  });

  it('20 parallel assignments of one FE to one hub: one assignment, the rest "already assigned"', async () => {
    const feId = await createFe(t, live.operators[0]!);
    const answers = await live.parallel(Array.from({ length: 20 }, () => req(assignFieldExecutive, { body: { feId, hubOrgUnitId: 'HUB-BLR-01' } })));
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 19 });
    const rows = await t.app.db.select().from(feHubAssignments).where(eq(feHubAssignments.feId, feId));
    expect(rows.filter((r) => r.active)).toHaveLength(1);
  });

  it('the same Idempotency-Key sent 10 times at once onboards once; every other answer is the replay or "still being processed"', async () => {
    const body = await validBody(t, live.operators[0]!);
    const answers = await live.parallel(Array.from({ length: 10 }, () => req(createFieldExecutive, { body }, { idempotencyKey: 'concurrent-key-0001' })));
    const created = answers.filter((a) => a.status === 200);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => JSON.stringify(a.body))).size).toBe(1);
    expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.message === IDEMPOTENCY_MESSAGES.inFlight)).toBe(true);
    const rows = await t.app.db
      .select()
      .from(fieldExecutives)
      .where(eq(fieldExecutives.panNumber, String(body.panNumber).toUpperCase()));
    expect(rows).toHaveLength(1);
  });
});
