import ExcelJS from 'exceljs';
import {
  closePsvTask,
  downloadPsvAssets,
  endpointUrl,
  getPsvSummary,
  getPsvTasks,
  getToteSummary,
  guardMessage,
  hubForbiddenMessage,
  psvSummaryResponseSchema,
  psvTasksResponseSchema,
  recordPsvScan,
  TOTE_REFUSALS,
} from '@hub/shared/contracts';
import { PSV_DOWNLOAD_COLUMNS } from '../../../src/areas/totes/psv-workbook';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { assetRow, logsOf, makePsvTask, makeTote } from './tote-fixtures';

let t: TestApp;
let manager: string;
let exec: string;
const HUB = 'HUB-BLR-01';

beforeAll(async () => {
  t = await createTestApp();
  manager = await t.loginAs('hubPsvManager');
  exec = await t.loginAs('hubPsvExecutive');
});
afterAll(() => t.close());

const db = () => t.app.db;
const refused = (endpoint: Parameters<TestApp['call']>[0], args: object, cookie: string) => {
  const { body } = args as { body?: unknown };
  return {
    method: endpoint.method,
    url: endpointUrl(endpoint, args),
    cookie,
    ...(body === undefined ? {} : { payload: body as object }),
  } as Parameters<TestApp['request']>[0];
};

describe('GET tote summary', () => {
  it('counts active, under-PSV and pending-activation totes of the hub live, and totes lost in the last 7 days', async () => {
    const before = (await t.call(getToteSummary, { params: { hubId: 'HUB-PUN-03' } }, { cookie: exec })).json();
    await makeTote(db(), { hub: 'HUB-PUN-03' });
    await makeTote(db(), { hub: 'HUB-PUN-03', assetState: 'IN_USE' });
    await makeTote(db(), { hub: 'HUB-PUN-03', assetState: 'UNDER_PSV' });
    await makeTote(db(), { hub: 'HUB-PUN-03', assetState: 'PENDING_ACTIVATION' });
    await makeTote(db(), { hub: 'HUB-PUN-03', assetState: 'LOST' });
    await makeTote(db(), { hub: 'HUB-BLR-01' });
    const res = await t.call(getToteSummary, { params: { hubId: 'HUB-PUN-03' } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      totalActiveCount: before.totalActiveCount + 3,
      psvCount: before.psvCount + 1,
      pendingOnboardCount: before.pendingOnboardCount + 1,
      lostThisWeekCount: before.lostThisWeekCount,
    });
  });
  it("refuses an unknown hub with 403 (not one of the user's) and an anonymous caller with 401", async () => {
    await t.expectRefused(refused(getToteSummary, { params: { hubId: 'HUB-NOPE' } }, exec), 403, hubForbiddenMessage('HUB-NOPE'));
    await t.expectRefused(refused(getToteSummary, { params: { hubId: HUB } }, ''), 401, 'Please sign in');
  });
});

describe('PSV tasks, data and scans', () => {
  let a: string;
  let b: string;
  let c: string;
  beforeAll(async () => {
    a = await makeTote(db(), { assetSize: 'SMALL' });
    b = await makeTote(db(), { assetSize: 'LARGE' });
    c = await makeTote(db(), { assetSize: 'LARGE' });
    await makePsvTask(db(), {
      id: 'PSV-T-0001',
      createdAt: new Date(Date.now() - 3_600_000),
      totes: [
        { code: a, lastActivity: 'RECEIVE' },
        { code: b, lastActivity: 'PICK' },
        { code: c, status: 'VERIFIED', lastActivity: 'PICK' },
      ],
    });
    await makePsvTask(db(), { id: 'PSV-T-0000', state: 'PROCESSED', createdAt: new Date(Date.now() - 86_400_000 * 3), totes: [] });
  });

  it('lists Pending (CREATED, PROCESSING) and Completed (PROCESSED, ABANDONED) tasks with their counts', async () => {
    const pending = psvTasksResponseSchema.parse(
      (await t.call(getPsvTasks, { params: { hubId: HUB }, query: { tab: 'PENDING' } }, { cookie: manager })).json(),
    );
    expect(pending.tasks.find((x) => x.psvTaskId === 'PSV-T-0001')).toMatchObject({
      state: 'CREATED',
      totalAssetCount: 3,
      verifiedAssetCount: 1,
      pendingVerificationAssetCount: 2,
      lostAssetCount: 0,
    });
    expect(pending.tasks.some((x) => x.psvTaskId === 'PSV-T-0000')).toBe(false);
    const done = psvTasksResponseSchema.parse((await t.call(getPsvTasks, { params: { hubId: HUB }, query: { tab: 'COMPLETED' } }, { cookie: manager })).json());
    expect(done.tasks.map((x) => x.psvTaskId)).toContain('PSV-T-0000');
  });

  it('the task list is for managers only (403 for a PSV executive)', async () => {
    await t.expectRefused(refused(getPsvTasks, { params: { hubId: HUB } }, exec), 403, guardMessage('manager'));
  });

  it('answers the open task data: verified / total, sizes in lower case, a card per activity', async () => {
    const res = psvSummaryResponseSchema.parse((await t.call(getPsvSummary, { params: { hubId: HUB } }, { cookie: exec })).json());
    expect(res.task).toMatchObject({ psvTaskId: 'PSV-T-0001', verifiedAssetCount: 1, totalAssetCount: 3 });
    expect(res.task!.assetDistribution).toEqual([
      { assetSizeClassification: 'large', verifiedAssetCount: 1, totalAssetCount: 2 },
      { assetSizeClassification: 'small', verifiedAssetCount: 0, totalAssetCount: 1 },
    ]);
    expect(res.task!.activities).toEqual([
      { activity: 'ONBOARD', verifiedAssetCount: 0, totalAssetCount: 0 },
      { activity: 'RECEIVE', verifiedAssetCount: 0, totalAssetCount: 1 },
      { activity: 'PSV', verifiedAssetCount: 0, totalAssetCount: 0 },
      { activity: 'PICK', verifiedAssetCount: 1, totalAssetCount: 2 },
      { activity: 'DISPATCH', verifiedAssetCount: 0, totalAssetCount: 0 },
    ]);
  });

  it('answers task null for a hub without an open task, and 404 for an unknown task id', async () => {
    const res = await t.call(getPsvSummary, { params: { hubId: 'HUB-HYD-02' } }, { cookie: exec });
    expect(res.json()).toEqual({ task: null });
    await t.expectRefused(refused(getPsvSummary, { params: { hubId: HUB }, query: { psvTaskId: 'PSV-NOPE' } }, exec), 404, 'PSV task PSV-NOPE not found');
  });

  it('records a scan once: the task becomes PROCESSING, the asset gets a PSV log; a repeat is counted once', async () => {
    const first = await t.call(recordPsvScan, { params: { hubId: HUB }, body: { assetCode: a.toLowerCase() } }, { cookie: exec });
    expect(first.json()).toEqual({ psvTaskId: 'PSV-T-0001', assetCode: a, alreadyVerified: false, verifiedAssetCount: 2, totalAssetCount: 3 });
    const again = await t.call(recordPsvScan, { params: { hubId: HUB }, body: { assetCode: a } }, { cookie: exec });
    expect(again.json()).toMatchObject({ alreadyVerified: true, verifiedAssetCount: 2 });
    expect((await logsOf(db(), a)).filter((l) => l.assetEventType === 'PSV')).toHaveLength(1);
    expect((await assetRow(db(), a)).lastActivity).toBe('PSV');
    const pending = (await t.call(getPsvTasks, { params: { hubId: HUB } }, { cookie: manager })).json();
    expect(pending.tasks.find((x: { psvTaskId: string }) => x.psvTaskId === 'PSV-T-0001').state).toBe('PROCESSING');
  });

  it('replays the first answer for a retried scan (same Idempotency-Key) without a second log', async () => {
    const code = await makeTote(db());
    await makePsvTask(db(), { id: 'PSV-T-0300', hub: 'HUB-PUN-03', totes: [] });
    await makePsvTask(db(), { id: 'PSV-T-0301', createdAt: new Date(Date.now() - 7_200_000), totes: [{ code }] });
    const args = { params: { hubId: HUB }, body: { assetCode: code, psvTaskId: 'PSV-T-0301' } };
    const first = await t.call(recordPsvScan, args, { cookie: exec, idempotencyKey: 'psv-scan-retry-0001' });
    const retry = await t.call(recordPsvScan, args, { cookie: exec, idempotencyKey: 'psv-scan-retry-0001' });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(first.json().alreadyVerified).toBe(false);
    expect((await logsOf(db(), code)).filter((l) => l.assetEventType === 'PSV')).toHaveLength(1);
    // A task of another hub is refused for this hub's scans.
    await t.expectRefused(
      refused(recordPsvScan, { params: { hubId: HUB }, body: { assetCode: code, psvTaskId: 'PSV-T-0300' } }, exec),
      409,
      TOTE_REFUSALS.taskOtherHub('PSV-T-0300'),
    );
  });

  it('refuses an invalid tote string, an unknown tote, a tote of another hub and a tote not in the task, database unchanged', async () => {
    const url = endpointUrl(recordPsvScan, { params: { hubId: HUB } });
    await t.expectRefused({ method: 'POST', url, cookie: exec, payload: { assetCode: 'TT001' } }, 400, 'TT001 is not a valid tote ID');
    await t.expectRefused({ method: 'POST', url, cookie: exec, payload: { assetCode: 'TT000Z9999' } }, 404, 'Asset TT000Z9999 not found');
    const elsewhere = await makeTote(db(), { hub: 'HUB-PUN-03' });
    await t.expectRefused({ method: 'POST', url, cookie: exec, payload: { assetCode: elsewhere } }, 409, TOTE_REFUSALS.otherHub(elsewhere));
    const outside = await makeTote(db());
    await t.expectRefused({ method: 'POST', url, cookie: exec, payload: { assetCode: outside } }, 409, TOTE_REFUSALS.notInTask(outside, 'PSV-T-0001'));
    await t.expectRefused(
      { method: 'POST', url: endpointUrl(recordPsvScan, { params: { hubId: 'HUB-HYD-02' } }), cookie: exec, payload: { assetCode: a } },
      404,
      'There is no open PSV task at this hub',
    );
    await t.expectRefused(
      { method: 'POST', url, cookie: exec, payload: { assetCode: a, psvTaskId: 'PSV-T-0000' } },
      409,
      'PSV task PSV-T-0000 is already closed',
    );
  });
});

describe('close and download', () => {
  it('closes: lost = pending, state PROCESSED, the pending assets become LOST with a log; a second close is refused', async () => {
    const v = await makeTote(db());
    const p1 = await makeTote(db());
    const p2 = await makeTote(db());
    await makePsvTask(db(), { id: 'PSV-T-0100', state: 'PROCESSING', totes: [{ code: v, status: 'VERIFIED' }, { code: p1 }, { code: p2 }] });
    const res = await t.call(closePsvTask, { params: { id: 'PSV-T-0100' } }, { cookie: manager });
    expect(res.json()).toMatchObject({
      successful: true,
      message: 'Task id PSV-T-0100 closed successfully.',
      task: { state: 'PROCESSED', totalAssetCount: 3, verifiedAssetCount: 1, pendingVerificationAssetCount: 0, lostAssetCount: 2 },
    });
    expect((await assetRow(db(), p1)).assetState).toBe('LOST');
    expect((await assetRow(db(), v)).assetState).toBe('GOOD_TO_USE');
    expect((await logsOf(db(), p2)).at(-1)).toMatchObject({ assetEventType: 'LOST', referenceType: 'PSV_TASK', referenceId: 'PSV-T-0100' });
    await t.expectRefused(refused(closePsvTask, { params: { id: 'PSV-T-0100' } }, manager), 409, 'PSV task PSV-T-0100 is already closed');
  });

  it('refuses close of an unknown task (404) and by a non-manager (403), database unchanged', async () => {
    await makePsvTask(db(), { id: 'PSV-T-0101', totes: [] });
    await t.expectRefused(refused(closePsvTask, { params: { id: 'PSV-NOPE' } }, manager), 404, 'PSV task PSV-NOPE not found');
    for (const role of ['hubPsvExecutive', 'hubManager', 'admin'] as const) {
      await t.expectRefused(refused(closePsvTask, { params: { id: 'PSV-T-0101' } }, await t.loginAs(role)), 403, guardMessage('manager'));
    }
  });

  it("downloads the task's assets as an xlsx named {task}_asset_list.xlsx that opens with one row per asset", async () => {
    const v = await makeTote(db(), { assetSize: 'SMALL' });
    const p = await makeTote(db(), { assetSize: 'LARGE' });
    await makePsvTask(db(), { id: 'PSV-T-0200', state: 'PROCESSING', totes: [{ code: v, status: 'VERIFIED', lastActivity: 'PICK' }, { code: p }] });
    const res = await t.request({ method: 'GET', url: endpointUrl(downloadPsvAssets, { params: { id: 'PSV-T-0200' } }), cookie: manager });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="PSV-T-0200_asset_list.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows = sheet.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual([...PSV_DOWNLOAD_COLUMNS]);
    const byCode = new Map(rows.slice(1).map((r) => [r[1], r.slice(1)]));
    expect(byCode.size).toBe(2);
    expect(byCode.get(v)!.slice(0, 6)).toEqual([v, 'small', 'EMPTY_TOTE', 'PICK', 'Yes', 'psv.exec@demo.hub']);
    expect(byCode.get(p)!.slice(0, 5)).toEqual([p, 'large', 'EMPTY_TOTE', 'RECEIVE', 'No']);
  });

  it('refuses the download of an unknown task (404) and by a non-manager (403)', async () => {
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(downloadPsvAssets, { params: { id: 'PSV-NOPE' } }), cookie: manager },
      404,
      'PSV task PSV-NOPE not found',
    );
    await t.expectRefused({ method: 'GET', url: endpointUrl(downloadPsvAssets, { params: { id: 'PSV-T-0200' } }), cookie: exec }, 403, guardMessage('manager'));
  });
});
