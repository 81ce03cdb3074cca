import { and, eq } from 'drizzle-orm';
import {
  closePsvTask,
  createAdminHub,
  getPsvSummary,
  getPsvTasks,
  guardMessage,
  hubForbiddenMessage,
  hubNotFoundMessage,
  psvStartResponseSchema,
  psvTaskStartedMessage,
  recordPsvScan,
  type Role,
  startPsvTask,
  TOTE_REFUSALS,
} from '@hub/shared/contracts';
import { auditLog, psvTaskAssets } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { ensureVehicle, makeTote } from './tote-fixtures';

let t: TestApp;
let manager: string;
let exec: string;
const PUN = 'HUB-PUN-03';

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.loginAs('hubPsvManager');
  exec = await t.loginAs('hubPsvExecutive');
});
afterAll(() => t.close());

const db = () => t.app.db;
const start = (hubId: string, cookie: string, idempotencyKey?: string) =>
  t.call(startPsvTask, { params: { hubId } }, { cookie, ...(idempotencyKey ? { idempotencyKey } : {}) });

describe('POST /asset-v2/psv/:hubId/tasks (start a PSV task)', () => {
  let totes: string[] = [];
  let first = '';

  it('starts a CREATED task over every tote at the hub that is not lost; the pending list shows it; audited', async () => {
    totes = [
      await makeTote(db(), { hub: PUN }),
      await makeTote(db(), { hub: PUN, assetState: 'EMPTY_TOTE', lastActivity: 'PICK' }),
      await makeTote(db(), { hub: PUN }),
    ];
    // Not counted: a lost tote, a tote on a vehicle, a crate.
    await makeTote(db(), { hub: PUN, assetState: 'LOST' });
    await ensureVehicle(db(), PUN, 'VEH-PSV-1');
    await makeTote(db(), { currentVehicleId: 'VEH-PSV-1', assetState: 'IN_TRANSIT' });
    await makeTote(db(), { hub: PUN, assetType: 'CRATE' });

    const res = await start(PUN, manager);
    expect(res.statusCode).toBe(200);
    const { message, task } = psvStartResponseSchema.parse(res.json());
    first = task.psvTaskId;
    expect(first).toBe('PSV-PUN-03-0001');
    expect(message).toBe(psvTaskStartedMessage(first, 3));
    expect(message).toBe('PSV task PSV-PUN-03-0001 started with 3 totes.');
    expect(task).toMatchObject({ state: 'CREATED', totalAssetCount: 3, verifiedAssetCount: 0, pendingVerificationAssetCount: 3, lostAssetCount: 0 });

    const rows = await db().select().from(psvTaskAssets).where(eq(psvTaskAssets.psvTaskId, first));
    expect(rows.map((r) => [r.assetCode, r.status]).sort()).toEqual(totes.map((c) => [c, 'PENDING']).sort());
    expect(rows.find((r) => r.assetCode === totes[1])?.lastActivity).toBe('PICK');

    const pending = (await t.call(getPsvTasks, { params: { hubId: PUN }, query: { tab: 'PENDING' } }, { cookie: manager })).json().tasks;
    expect(pending).toEqual([task]);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'psvTask'), eq(auditLog.entityId, first)));
    expect(audit).toMatchObject({ actorEmail: 'psv.manager@demo.hub', hubOrgUnitId: PUN, action: 'start', after: { state: 'CREATED', totalAssetCount: 3 } });
  });

  it('an executive conducts the PSV on it (the existing flow): the scan verifies a tote of the new task', async () => {
    const scan = await t.call(recordPsvScan, { params: { hubId: PUN }, body: { assetCode: totes[0]! } }, { cookie: exec });
    expect(scan.statusCode).toBe(200);
    expect(scan.json()).toMatchObject({ psvTaskId: first, assetCode: totes[0], alreadyVerified: false, verifiedAssetCount: 1, totalAssetCount: 3 });
    const summary = (await t.call(getPsvSummary, { params: { hubId: PUN } }, { cookie: exec })).json().task;
    expect(summary).toMatchObject({ psvTaskId: first, state: 'PROCESSING', verifiedAssetCount: 1, totalAssetCount: 3 });
  });

  it('refuses a second task while one is open (CREATED or PROCESSING) with 409: nothing changes', async () => {
    await t.expectCallRefused(startPsvTask, { params: { hubId: PUN } }, 409, TOTE_REFUSALS.psvTaskOpen, { cookie: manager });
    expect(TOTE_REFUSALS.psvTaskOpen).toBe('A PSV task is already open for this hub.');
  });

  it('starts the next task once the open one is closed, numbered after it', async () => {
    expect((await t.call(closePsvTask, { params: { id: first } }, { cookie: manager })).statusCode).toBe(200);
    const res = await start(PUN, await t.loginAs('hubManager'));
    expect(res.statusCode).toBe(200);
    // The two totes still pending at close were marked lost: the new task counts the verified one only.
    expect(psvStartResponseSchema.parse(res.json()).task).toMatchObject({ psvTaskId: 'PSV-PUN-03-0002', totalAssetCount: 1 });
    const rows = await db().select().from(psvTaskAssets).where(eq(psvTaskAssets.psvTaskId, 'PSV-PUN-03-0002'));
    expect(rows.map((r) => r.assetCode)).toEqual([totes[0]]);
  });

  it('a retry with the same Idempotency-Key answers the task it started instead of "already open"', async () => {
    const hub = 'HUB-BLR-01';
    await makeTote(db(), { hub });
    const a = await start(hub, manager, 'psv-start-retry-1');
    const b = await start(hub, manager, 'psv-start-retry-1');
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.json()).toEqual(a.json());
  });

  it('refuses a hub without totes to verify with 409: nothing changes', async () => {
    await t.expectCallRefused(startPsvTask, { params: { hubId: 'HUB-HYD-02' } }, 409, TOTE_REFUSALS.noTotesForPsv, { cookie: manager });
  });

  it('is for the PSV manager, the hub manager and the admin: every other role is refused with the guard’s words', async () => {
    for (const role of ['hubExecutive', 'hubPsvExecutive', 'routingExecutive', 'supportTeam'] as Role[]) {
      await t.expectCallRefused(startPsvTask, { params: { hubId: PUN } }, 403, guardMessage('psvStart'), { cookie: await t.loginAs(role) });
    }
    expect(guardMessage('psvStart')).toBe('You do not have permission to do this. Manager (hubPsvManager), Hub Manager or Admin role is required.');
    expect((await t.call(startPsvTask, { params: { hubId: PUN } })).statusCode).toBe(401);
  });

  it('refuses a hub the manager does not work in (403) and an unknown hub (404): nothing changes', async () => {
    const admin = await t.loginAs('admin');
    expect((await t.call(createAdminHub, { body: { hubOrgUnitId: 'HUB-PSV-77', hubName: 'PSV Test Hub', city: 'Pune' } }, { cookie: admin })).statusCode).toBe(
      200,
    );
    await makeTote(db(), { hub: 'HUB-PSV-77' });
    await t.expectCallRefused(startPsvTask, { params: { hubId: 'HUB-PSV-77' } }, 403, hubForbiddenMessage('HUB-PSV-77'), { cookie: manager });
    await t.expectCallRefused(startPsvTask, { params: { hubId: 'HUB-NOPE-9' } }, 404, hubNotFoundMessage('HUB-NOPE-9'), { cookie: admin });
    // The admin works in every hub.
    expect((await start('HUB-PSV-77', admin)).statusCode).toBe(200);
  });
});
