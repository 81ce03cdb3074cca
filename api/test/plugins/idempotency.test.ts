import { count, eq } from 'drizzle-orm';
import { createFieldExecutive, IDEMPOTENCY_MESSAGES, updateFieldExecutive } from '@hub/shared/contracts';
import { fieldExecutives, idempotencyKeys, users } from '../../src/db/schema';
import { IDEMPOTENCY_STALE_MS, IDEMPOTENCY_TTL_MS } from '../../src/plugins/app/idempotency';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createFe, validBody } from '../routes/field-executives/fe-test-kit';

let t: TestApp;
let manager: string;
let otherManager: string;

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.loginAs('hubManager');
  // FE edits are hub-manager-only (docs/adr/006): a second hub manager of this file's own database.
  await t.app.db
    .insert(users)
    .values({ id: 'USR-TEST-HUB-MANAGER-2', email: 'hub.manager2@demo.hub', name: 'Second Manager', roles: ['hubManager'], isDemo: true, authSource: 'demo' });
  otherManager = await t.login('hub.manager2@demo.hub');
});
afterAll(() => t.close());

const feCount = async () => Number((await t.app.db.select({ n: count() }).from(fieldExecutives))[0]!.n);

describe('Idempotency-Key on idempotent writes', () => {
  it('replays the first answer for the same key and body: the FE is onboarded once', async () => {
    const body = await validBody(t, manager);
    const before = await feCount();
    const first = await t.call(createFieldExecutive, { body }, { cookie: manager, idempotencyKey: 'create-key-0001' });
    const again = await t.call(createFieldExecutive, { body }, { cookie: manager, idempotencyKey: 'create-key-0001' });
    expect(first.statusCode).toBe(200);
    expect([again.statusCode, again.json()]).toEqual([200, first.json()]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await feCount()).toBe(before + 1);
  });

  it('refuses the same key with a different body with 409, changing nothing', async () => {
    const body = await validBody(t, manager);
    await t.call(createFieldExecutive, { body }, { cookie: manager, idempotencyKey: 'create-key-0002' });
    const other = await validBody(t, manager);
    const before = await t.fingerprint();
    const res = await t.call(createFieldExecutive, { body: other }, { cookie: manager, idempotencyKey: 'create-key-0002' });
    expect([res.statusCode, res.json()]).toEqual([409, { message: IDEMPOTENCY_MESSAGES.reused }]);
    expect(await t.fingerprint()).toBe(before);
  });

  it('refuses the same key on another call with 409', async () => {
    const id = await createFe(t, manager);
    await t.call(updateFieldExecutive, { params: { id }, body: { name: 'Renamed Once' } }, { cookie: manager, idempotencyKey: 'shared-key-0003' });
    const body = await validBody(t, manager);
    const res = await t.call(createFieldExecutive, { body }, { cookie: manager, idempotencyKey: 'shared-key-0003' });
    expect([res.statusCode, res.json().message]).toEqual([409, IDEMPOTENCY_MESSAGES.reused]);
  });

  it('keeps keys per user: another user with the same key runs their own request', async () => {
    const id = await createFe(t, manager);
    const a = await t.call(
      updateFieldExecutive,
      { params: { id }, body: { name: 'Name From Manager' } },
      { cookie: manager, idempotencyKey: 'per-user-key-04' },
    );
    const b = await t.call(
      updateFieldExecutive,
      { params: { id }, body: { name: 'Name From Other Manager' } },
      { cookie: otherManager, idempotencyKey: 'per-user-key-04' },
    );
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    const [row] = await t.app.db.select({ name: fieldExecutives.name }).from(fieldExecutives).where(eq(fieldExecutives.id, id));
    expect(row!.name).toBe('Name From Other Manager');
  });

  it('does not keep a refusal: the claim is dropped and a retry runs again', async () => {
    const id = await createFe(t, manager);
    await t.expectRefused(
      {
        method: 'PUT',
        url: `/logistics/api/field-executives/${id}`,
        cookie: manager,
        headers: { 'idempotency-key': 'refused-key-005' },
        payload: { name: 'Ravi Kumar' },
      },
      400,
      'No changes to update',
    );
    const retry = await t.call(
      updateFieldExecutive,
      { params: { id }, body: { name: 'Now Different' } },
      { cookie: manager, idempotencyKey: 'refused-key-005' },
    );
    expect(retry.statusCode).toBe(200);
  });

  it('answers 409 while the first request with the key is still running', async () => {
    const id = await createFe(t, manager);
    const url = `/logistics/api/field-executives/${id}`;
    // What a running first request leaves behind: a claim without an answer, for this exact request.
    const res0 = await t.call(updateFieldExecutive, { params: { id }, body: { name: 'First Writer' } }, { cookie: manager, idempotencyKey: 'inflight-key-06' });
    expect(res0.statusCode).toBe(200);
    await t.app.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, createdAt: new Date() })
      .where(eq(idempotencyKeys.key, 'inflight-key-06'));
    const res = await t.request({ method: 'PUT', url, cookie: manager, headers: { 'idempotency-key': 'inflight-key-06' }, payload: { name: 'First Writer' } });
    expect([res.statusCode, res.json().message]).toEqual([409, IDEMPOTENCY_MESSAGES.inFlight]);
  });

  it('takes over a claim abandoned for longer than the stale limit (its process died), only for the same request', async () => {
    const id = await createFe(t, manager);
    const first = await t.call(
      updateFieldExecutive,
      { params: { id }, body: { name: 'Abandoned Writer' } },
      { cookie: manager, idempotencyKey: 'stale-key-0007' },
    );
    expect(first.statusCode).toBe(200);
    // What a process that died between claim and answer leaves: a claim without an answer, older than the limit.
    await t.app.db
      .update(idempotencyKeys)
      .set({ statusCode: null, responseBody: null, createdAt: new Date(Date.now() - IDEMPOTENCY_STALE_MS - 5000) })
      .where(eq(idempotencyKeys.key, 'stale-key-0007'));
    const other = await t.call(updateFieldExecutive, { params: { id }, body: { name: 'Someone Else' } }, { cookie: manager, idempotencyKey: 'stale-key-0007' });
    expect([other.statusCode, other.json().message]).toEqual([409, IDEMPOTENCY_MESSAGES.reused]);
    // The same request runs again (its first answer was never stored): a rename to the same name is "No changes".
    const again = await t.call(
      updateFieldExecutive,
      { params: { id }, body: { name: 'Abandoned Writer' } },
      { cookie: manager, idempotencyKey: 'stale-key-0007' },
    );
    expect([again.statusCode, again.json().message]).toEqual([400, 'No changes to update']);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });

  it('lets a key start over once it has expired: a new request with it runs and is stored', async () => {
    const id = await createFe(t, manager);
    await t.call(updateFieldExecutive, { params: { id }, body: { name: 'Day One Name' } }, { cookie: manager, idempotencyKey: 'expired-key-0008' });
    await t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - IDEMPOTENCY_TTL_MS - 5000) })
      .where(eq(idempotencyKeys.key, 'expired-key-0008'));
    const next = await t.call(
      updateFieldExecutive,
      { params: { id }, body: { name: 'Day Two Name' } },
      { cookie: manager, idempotencyKey: 'expired-key-0008' },
    );
    expect([next.statusCode, next.headers['idempotent-replayed']]).toEqual([200, undefined]);
    const replay = await t.call(
      updateFieldExecutive,
      { params: { id }, body: { name: 'Day Two Name' } },
      { cookie: manager, idempotencyKey: 'expired-key-0008' },
    );
    expect([replay.statusCode, replay.headers['idempotent-replayed'], replay.json()]).toEqual([200, 'true', next.json()]);
    const rows = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'expired-key-0008'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a malformed key with 400 and runs nothing', async () => {
    const body = await validBody(t, manager);
    await t.expectRefused(
      { method: 'POST', url: '/logistics/api/field-executives', cookie: manager, headers: { 'idempotency-key': 'bad key!' }, payload: body },
      400,
      IDEMPOTENCY_MESSAGES.invalidKey,
    );
  });

  it('runs a write without a key as it always did (tools, old clients)', async () => {
    const before = await feCount();
    const body = await validBody(t, manager);
    const res = await t.call(createFieldExecutive, { body }, { cookie: manager });
    expect(res.statusCode).toBe(200);
    expect(await feCount()).toBe(before + 1);
  });
});
