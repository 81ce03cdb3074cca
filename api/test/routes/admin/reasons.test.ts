import { and, asc, eq } from 'drizzle-orm';
import {
  ADMIN_REASON_MESSAGES as M,
  ADMIN_REASON_REFUSALS as R,
  adminReasonListSchema,
  adminReasonListsResponseSchema,
  closeDispatchManifest,
  COMMON_MESSAGES,
  endpointUrl,
  getAdminReasonLists,
  getAvailableComments,
  getOnHoldReasons,
  getQcItemList,
  getReasonList,
  guardMessage,
  putAdminReasonList,
  REASON_LIST_KEYS,
  REASON_LIST_MAX_ENTRIES,
  REASON_LISTS,
  type ReasonEntry,
  type ReasonListKey,
  type Role,
  RUNSHEET_MESSAGES,
  setDispatchQuantities,
  updateInwardItems,
  updateQcState,
  updateRunSheetState,
} from '@hub/shared/contracts';
import { activities, auditLog, reasonListEntries } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeDispatchManifest } from '../hub-ops/dispatch-kit';
import { makeInwardManifest } from '../hub-ops/inward-kit';
import { pendingBody, qcItem, qcZone } from '../quality-check/qc-fixtures';
import { makeRunsheet } from '../runsheet/runsheet-test-kit';

let t: TestApp;
const cookies = new Map<Role, string>();
const ROLES: Role[] = ['admin', 'hubManager', 'hubExecutive', 'hubPsvManager', 'hubPsvExecutive', 'supportTeam', 'routingExecutive'];
const NOT_ADMIN = ROLES.filter((r) => r !== 'admin');
const as = (role: Role) => ({ cookie: cookies.get(role)! });

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) cookies.set(role, await t.loginAs(role));
});
afterAll(() => t.close());

const defaultsOf = (key: ReasonListKey): ReasonEntry[] => REASON_LISTS[key].defaults.map((d) => ({ ...d, active: true }));
const put = (key: ReasonListKey, entries: ReasonEntry[], role: Role = 'admin') =>
  t.call(putAdminReasonList, { params: { listKey: key }, body: { entries } }, as(role));
const putOk = async (key: ReasonListKey, entries: ReasonEntry[]) => {
  const res = await put(key, entries);
  expect(res.statusCode).toBe(200);
  return adminReasonListSchema.parse(res.json());
};
const refusedPut = (key: string, body: unknown, message: string, status = 400) =>
  t.expectCallRefused(putAdminReasonList, { params: { listKey: key }, body }, status, message, as('admin'));
const rows = (key: ReasonListKey) =>
  t.app.db.select().from(reasonListEntries).where(eq(reasonListEntries.listKey, key)).orderBy(asc(reasonListEntries.position));
const audits = (key: ReasonListKey) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'reasonList'), eq(auditLog.entityId, key)))
    .orderBy(asc(auditLog.id));
const offered = async (key: ReasonListKey, role: Role = 'hubExecutive') => {
  const res = await t.call(getReasonList, { params: { listKey: key } }, as(role));
  expect(res.statusCode).toBe(200);
  return res.json() as { reasons: Array<{ code: string; label: string }>; retired: Array<{ code: string; label: string }> };
};
/** A list with one entry switched off (the rest as they are). */
const without = (key: ReasonListKey, code: string) => defaultsOf(key).map((e) => (e.code === code ? { ...e, active: false } : e));

describe('GET /admin/reasons', () => {
  it('answers every list in order with the seeded defaults; only the shortfall list has spec-fixed codes', async () => {
    const res = await t.call(getAdminReasonLists, {}, as('admin'));
    expect(res.statusCode).toBe(200);
    const { lists } = adminReasonListsResponseSchema.parse(res.json());
    expect(lists.map((l) => l.listKey)).toEqual([...REASON_LIST_KEYS]);
    for (const l of lists)
      expect(l).toEqual({ listKey: l.listKey, fixedCodes: l.listKey === 'DISPATCH_SHORTFALL', inherited: false, entries: defaultsOf(l.listKey) });
    expect(lists.find((l) => l.listKey === 'DISPATCH_SHORTFALL')!.entries).toEqual([
      { code: 'PRODUCT_NOT_FOUND', label: 'Product Not Found', active: true },
      { code: 'PRODUCT_DAMAGED', label: 'Product Damaged', active: true },
    ]);
    expect(lists.find((l) => l.listKey === 'CORRECTION')!.entries.map((e) => e.label)).toEqual([
      'Mis-scan',
      'Double count',
      'Wrong tote',
      'Damaged on floor',
      'Other',
    ]);
  });

  it.each(NOT_ADMIN)('refuses %s with the admin guard, for reading and for saving (nothing changes)', async (role) => {
    await t.expectCallRefused(getAdminReasonLists, {}, 403, guardMessage('admin'), as(role));
    await t.expectCallRefused(
      putAdminReasonList,
      { params: { listKey: 'CORRECTION' }, body: { entries: defaultsOf('CORRECTION') } },
      403,
      guardMessage('admin'),
      as(role),
    );
  });

  it('refuses a caller without a session (401)', async () => {
    expect((await t.call(getAdminReasonLists, {})).statusCode).toBe(401);
    expect((await t.call(getReasonList, { params: { listKey: 'CORRECTION' } })).statusCode).toBe(401);
  });
});

describe('PUT /admin/reasons/{listKey}', () => {
  it('relabels, reorders, switches off and adds entries of a free list in one transaction with its audit row', async () => {
    const before = defaultsOf('CORRECTION');
    const entries: ReasonEntry[] = [
      { code: 'WRONG_TOTE', label: 'Wrong tote scanned', active: true },
      { code: 'MIS_SCAN', label: 'Mis-scan', active: true },
      { code: 'DOUBLE_COUNT', label: 'Double count', active: false },
      { code: 'DAMAGED_ON_FLOOR', label: 'Damaged on floor', active: true },
      { code: 'OTHER', label: 'Other', active: true },
      { code: 'LABEL_MISSING', label: 'Label missing', active: true },
    ];
    expect(await putOk('CORRECTION', entries)).toEqual({ listKey: 'CORRECTION', fixedCodes: false, inherited: false, entries });
    expect((await rows('CORRECTION')).map((r) => [r.code, r.label, r.position, r.active])).toEqual(entries.map((e, i) => [e.code, e.label, i, e.active]));
    const [audit, ...more] = await audits('CORRECTION');
    expect(more).toEqual([]);
    expect(audit).toMatchObject({
      actorEmail: 'admin@demo.hub',
      hubOrgUnitId: null,
      action: 'update',
      before: { entries: before, inherited: false },
      after: { entries },
    });
    // Offered: the active entries in order; the switched-off one is retired (older records still name it).
    expect(await offered('CORRECTION')).toEqual({
      listKey: 'CORRECTION',
      reasons: entries.filter((e) => e.active).map(({ code, label }) => ({ code, label })),
      retired: [{ code: 'DOUBLE_COUNT', label: 'Double count' }],
    });
  });

  it('saving a list as it is changes nothing and records nothing', async () => {
    const same = (await rows('CORRECTION')).map(({ code, label, active }) => ({ code, label, active }));
    const n = (await audits('CORRECTION')).length;
    const fp = await t.fingerprint();
    expect((await putOk('CORRECTION', same)).entries).toEqual(same);
    expect(await t.fingerprint()).toBe(fp);
    expect(await audits('CORRECTION')).toHaveLength(n);
  });

  it('drops a removed entry of a free list', async () => {
    const list = (await rows('CORRECTION')).filter((r) => r.code !== 'LABEL_MISSING').map(({ code, label, active }) => ({ code, label, active }));
    expect((await putOk('CORRECTION', list)).entries.map((e) => e.code)).not.toContain('LABEL_MISSING');
  });

  it('refuses what the contract bounds, with its words, and changes nothing', async () => {
    const ok = defaultsOf('CORRECTION');
    await refusedPut('NOPE', { entries: ok }, M.listUnknown);
    await refusedPut('CORRECTION', { entries: [] }, M.entriesCount);
    await refusedPut('CORRECTION', {}, M.entriesCount);
    const many = Array.from({ length: REASON_LIST_MAX_ENTRIES + 1 }, (_, i) => ({ code: `R_${i}`, label: `Reason ${i}`, active: true }));
    await refusedPut('CORRECTION', { entries: many }, M.entriesCount);
    await refusedPut('CORRECTION', { entries: [{ ...ok[0]!, code: 'lower_case' }] }, M.codeInvalid);
    await refusedPut('CORRECTION', { entries: [{ ...ok[0]!, code: 'X' }] }, M.codeInvalid);
    await refusedPut('CORRECTION', { entries: [{ ...ok[0]!, code: 'A'.repeat(41) }] }, M.codeInvalid);
    await refusedPut('CORRECTION', { entries: [{ ...ok[0]!, label: '   ' }] }, M.labelRequired);
    await refusedPut('CORRECTION', { entries: [{ ...ok[0]!, label: 'x'.repeat(101) }] }, M.labelTooLong);
    await refusedPut('CORRECTION', { entries: [{ code: 'MIS_SCAN', label: 'Mis-scan' }] }, M.activeRequired);
    await refusedPut('CORRECTION', { entries: [...ok, { code: 'MIS_SCAN', label: 'Again', active: true }] }, R.duplicateCode('MIS_SCAN'));
    await refusedPut('CORRECTION', { entries: [...ok, { code: 'MIS_SCAN_2', label: 'MIS-SCAN', active: true }] }, R.duplicateLabel('MIS-SCAN'));
    await refusedPut('CORRECTION', { entries: ok.map((e) => ({ ...e, active: false })) }, M.oneActive);
  });

  it('keeps the spec-fixed codes of the shortfall list: labels and switching off only', async () => {
    const list = defaultsOf('DISPATCH_SHORTFALL');
    await refusedPut(
      'DISPATCH_SHORTFALL',
      { entries: [...list, { code: 'PRODUCT_EXPIRED', label: 'Product Expired', active: true }] },
      R.fixedCodeAdded('PRODUCT_EXPIRED'),
    );
    await refusedPut('DISPATCH_SHORTFALL', { entries: [list[0]] }, R.fixedCodeRemoved('PRODUCT_DAMAGED'));
    const changed = [
      { code: 'PRODUCT_DAMAGED', label: 'Damaged in the hub', active: true },
      { code: 'PRODUCT_NOT_FOUND', label: 'Not found on the shelf', active: true },
    ];
    expect((await putOk('DISPATCH_SHORTFALL', changed)).entries).toEqual(changed);
    expect((await offered('DISPATCH_SHORTFALL')).reasons).toEqual(changed.map(({ code, label }) => ({ code, label })));
    await putOk('DISPATCH_SHORTFALL', list);
  });
});

describe('the flows read the lists', () => {
  it('inward: a switched-off discrepancy reason leaves getAvailableComments and is refused on the next write (nothing changes)', async () => {
    const m = await makeInwardManifest(t.app.db, { items: [{ qty: 4 }] });
    const { itemId, associationId } = m.items[0]!;
    const write = (comment: string) => ({
      query: { activityViewType: 'VEHICLE' as const },
      body: {
        itemId,
        hubOrgUnitId: m.hub,
        metaData: { spaId: m.spaId },
        associationDetail: [{ associationId, units: 3, discrepancyReasons: [{ qty: 1, comment }] }],
      },
    });
    expect((await t.call(getAvailableComments, {}, as('hubExecutive'))).json().availableComments).toEqual(
      REASON_LISTS.DISCREPANCY.defaults.map((d) => d.label),
    );
    await putOk('DISCREPANCY', without('DISCREPANCY', 'ITEM_DAMAGED'));
    expect((await t.call(getAvailableComments, {}, as('hubExecutive'))).json().availableComments).not.toContain('Item damaged');
    await t.expectCallRefused(updateInwardItems, write('Item damaged'), 400, COMMON_MESSAGES.reasonNotInList, as('hubExecutive'));
    await t.expectCallRefused(updateInwardItems, write('Made up'), 400, COMMON_MESSAGES.reasonNotInList, as('hubExecutive'));
    expect((await t.call(updateInwardItems, write('Item missing'), as('hubExecutive'))).statusCode).toBe(200);
    await putOk('DISCREPANCY', defaultsOf('DISCREPANCY'));
  });

  it('dispatch: a switched-off shortfall code is refused on the next write, and offered nowhere', async () => {
    const m = await makeDispatchManifest(t.app.db, { items: [{ qty: 5 }] });
    const itemId = m.items[0]!.itemId;
    const args = (shortfallReason: 'PRODUCT_DAMAGED' | 'PRODUCT_NOT_FOUND') => ({
      params: { hubId: m.hub, id: m.spaId },
      body: { logisticsItemIds: [itemId], dispatchedQuantity: 3, totalQuantity: 5, shortfallReason },
    });
    await putOk('DISPATCH_SHORTFALL', without('DISPATCH_SHORTFALL', 'PRODUCT_DAMAGED'));
    expect(await offered('DISPATCH_SHORTFALL')).toMatchObject({
      reasons: [{ code: 'PRODUCT_NOT_FOUND', label: 'Product Not Found' }],
      retired: [{ code: 'PRODUCT_DAMAGED', label: 'Product Damaged' }],
    });
    await t.expectCallRefused(setDispatchQuantities, args('PRODUCT_DAMAGED'), 400, COMMON_MESSAGES.reasonNotInList, as('hubExecutive'));
    expect((await t.call(setDispatchQuantities, args('PRODUCT_NOT_FOUND'), as('hubExecutive'))).statusCode).toBe(200);
    await putOk('DISPATCH_SHORTFALL', defaultsOf('DISPATCH_SHORTFALL'));
  });

  it('dispatch close with force: stores an active FORCE_CLOSE code, refuses a switched-off or unknown one', async () => {
    const m = await makeDispatchManifest(t.app.db, { items: [{ qty: 2, dispatched: 1 }] });
    const close = (forceReason: string) =>
      t.request({
        method: 'POST',
        url: endpointUrl(closeDispatchManifest, { params: { hubId: m.hub, spaId: m.spaId }, query: { force: 'true', forceCtx: '0', forceReason } }),
        cookie: cookies.get('hubExecutive')!,
      });
    await putOk('FORCE_CLOSE', without('FORCE_CLOSE', 'VEHICLE_LEAVING'));
    for (const code of ['VEHICLE_LEAVING', 'NOPE']) {
      const fp = await t.fingerprint();
      const res = await close(code);
      expect([res.statusCode, res.json().message]).toEqual([400, COMMON_MESSAGES.reasonNotInList]);
      expect(await t.fingerprint()).toBe(fp);
    }
    const res = await close('ITEMS_NOT_FOUND');
    expect(res.json()).toMatchObject({ statusCode: 200 });
    const [row] = await t.app.db.select().from(activities).where(eq(activities.spaId, m.spaId));
    expect(row!.forceCloseReason).toBe('ITEMS_NOT_FOUND');
    await putOk('FORCE_CLOSE', defaultsOf('FORCE_CLOSE'));
  });

  it('quality check: a switched-off rejection reason leaves availableComments and cannot take more units', async () => {
    const zone = await qcZone(t.app.db);
    const id = await qcItem(t.app.db, zone, 4, { accepted: 1, comments: [{ comment: 'Wrong SKU', qty: 1 }] });
    await putOk('QC_FAILURE', [
      { code: 'DAMAGED_PACKAGING', label: 'Damaged packaging', active: true },
      { code: 'WRONG_SKU', label: 'Wrong SKU', active: false },
    ]);
    const list = await t.call(
      getQcItemList,
      { params: { hubId: 'HUB-BLR-01', type: 'QUALITY_CHECK', zone }, query: { sortStrategy: 'STATUS' } },
      as('hubExecutive'),
    );
    expect(list.json().availableComments).toEqual(['Damaged packaging']);
    const prev = { acceptedQty: 1, commentsFailed: [{ comment: 'Wrong SKU', qty: 1 }] };
    const save = (next: typeof prev) => ({ params: { hubId: 'HUB-BLR-01', zone, id }, body: pendingBody(prev, next) });
    await t.expectCallRefused(
      updateQcState,
      save({ acceptedQty: 1, commentsFailed: [{ comment: 'Wrong SKU', qty: 2 }] }),
      400,
      COMMON_MESSAGES.reasonNotInList,
      as('hubExecutive'),
    );
    // Units recorded under it before stay; a reason still offered takes more.
    const res = await t.call(
      updateQcState,
      save({
        acceptedQty: 2,
        commentsFailed: [
          { comment: 'Wrong SKU', qty: 1 },
          { comment: 'Damaged packaging', qty: 1 },
        ],
      }),
      as('hubExecutive'),
    );
    expect(res.statusCode).toBe(200);
  });

  it('runsheet hold: a switched-off hold reason leaves getOnHoldReasons and is refused on the next hold', async () => {
    const f = await makeRunsheet(t.app.db);
    const id = { params: { id: f.runsheetId } };
    await putOk('RUNSHEET_HOLD', [
      { code: 'CASH_MISMATCH', label: 'Cash mismatch', active: false },
      { code: 'VEHICLE_BREAKDOWN', label: 'Vehicle breakdown', active: true },
    ]);
    expect((await t.call(getOnHoldReasons, id, as('hubExecutive'))).json().reasons).toEqual(['Vehicle breakdown']);
    await t.expectCallRefused(
      updateRunSheetState,
      { ...id, body: { operation: 'HOLD', reasonBucket: 'Cash mismatch' } },
      400,
      RUNSHEET_MESSAGES.unknownReason('Cash mismatch'),
      as('hubExecutive'),
    );
    expect((await t.call(updateRunSheetState, { ...id, body: { operation: 'HOLD', reasonBucket: 'Vehicle breakdown' } }, as('hubExecutive'))).statusCode).toBe(
      200,
    );
  });
});

describe('a database without rows for a list', () => {
  it('serves the contract defaults (inherited), and the first save writes the list', async () => {
    await t.app.db.delete(reasonListEntries);
    t.app.reasonLists.forget();
    const { lists } = adminReasonListsResponseSchema.parse((await t.call(getAdminReasonLists, {}, as('admin'))).json());
    for (const l of lists) expect(l).toMatchObject({ inherited: true, entries: defaultsOf(l.listKey) });
    expect((await t.call(getAvailableComments, {}, as('hubExecutive'))).json().availableComments).toEqual(
      REASON_LISTS.DISCREPANCY.defaults.map((d) => d.label),
    );
    expect((await offered('CORRECTION')).reasons).toEqual(REASON_LISTS.CORRECTION.defaults);
    const saved = await putOk('CORRECTION', without('CORRECTION', 'OTHER'));
    expect(saved.inherited).toBe(false);
    expect(await rows('CORRECTION')).toHaveLength(REASON_LISTS.CORRECTION.defaults.length);
    const [audit] = (await audits('CORRECTION')).slice(-1);
    expect(audit!.before).toEqual({ entries: defaultsOf('CORRECTION'), inherited: true });
  });
});
