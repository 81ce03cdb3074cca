import { eq } from 'drizzle-orm';
import {
  completeZoneQc,
  endpointUrl,
  fetchSisterSkusForItem,
  getCurrentEntityItems,
  getQcItemList,
  getQcZones,
  hubForbiddenMessage,
  QC_CHECK_ERROR_ITEMS,
  QC_MESSAGES,
  QC_REFUSALS,
  updateQcState,
  type ZoneQcItem,
} from '@hub/shared/contracts';
import { qcDecisions, zones } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { pendingBody, qcItem, qcZone, zoneTote } from './qc-fixtures';

let t: TestApp;
let exec: string;
const HUB = 'HUB-BLR-01';

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());
const db = () => t.app.db;
const list = async (zone: string, type: 'QUALITY_CHECK' | 'ZONE_VISIBLITY' = 'QUALITY_CHECK', sortStrategy: 'STATUS' | 'PARTIAL_ORDERS' = 'STATUS') => {
  const res = await t.call(getQcItemList, { params: { hubId: HUB, type, zone }, query: { sortStrategy } }, { cookie: exec });
  expect(res.statusCode).toBe(200);
  return res.json() as { zoneId: string; qcStatus: string; itemsList: ZoneQcItem[]; availableComments: string[] };
};
const update = (zone: string, id: string, body: ReturnType<typeof pendingBody>, key?: string) =>
  t.call(updateQcState, { params: { hubId: HUB, zone, id }, body }, { cookie: exec, idempotencyKey: key });
const zoneStatus = async (zone: string) => (await db().select().from(zones).where(eq(zones.zoneId, zone)))[0]!.qcStatus;
const put = (zone: string, id: string, body: unknown) => ({
  method: 'PUT' as const,
  url: endpointUrl(updateQcState, { params: { hubId: HUB, zone, id } }),
  payload: body as Record<string, unknown>,
  cookie: exec,
});

describe('zone list (currentZoneQcItemsCount)', () => {
  it("lists the hub's zones sorted by id with QC status, item count and pending units", async () => {
    const zone = await qcZone(db());
    await qcItem(db(), zone, 5, { accepted: 2 });
    await qcItem(db(), zone, 3);
    const res = await t.call(getQcZones, { params: { hubId: HUB } }, { cookie: exec });
    const zs = res.json().zones as Array<{ zoneId: string }>;
    expect(zs.find((z) => z.zoneId === zone)).toEqual({ zoneId: zone, zoneType: 'LM', qcStatus: 'QC_PENDING', itemCount: 2, pendingQty: 6 });
    expect(zs.map((z) => z.zoneId)).toEqual([...zs.map((z) => z.zoneId)].sort());
  });

  it("answers 403 for an unknown hub (not one of the user's)", async () => {
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getQcZones, { params: { hubId: 'HUB-NOPE' } }), cookie: exec },
      403,
      hubForbiddenMessage('HUB-NOPE'),
    );
  });

  it('needs a session', async () => {
    const res = await t.call(getQcZones, { params: { hubId: HUB } });
    expect(res.statusCode).toBe(401);
  });
});

describe('zone QC items (qcItemList)', () => {
  it('lists the items with the card fields, the rejection reasons, and sorts by status', async () => {
    const zone = await qcZone(db());
    const done = await qcItem(db(), zone, 2, { accepted: 2 });
    const failed = await qcItem(db(), zone, 4, { accepted: 1, comments: [{ comment: 'Wrong SKU', qty: 3 }] });
    const pending = await qcItem(db(), zone, 3);
    const res = await list(zone);
    expect(res.availableComments).toEqual(['Damaged packaging', 'Wrong SKU']);
    expect(res.itemsList.map((i) => i.itemId)).toEqual([pending, failed, done]);
    expect(res.itemsList[1]).toMatchObject({
      totalQty: 4,
      acceptedQty: 1,
      failedQty: 3,
      status: 'FAILED',
      isTote: false,
      isQcStatusChangeAllowed: true,
      scannedItems: 4,
      sisterSkuCount: 0,
      commentsFailed: [{ comment: 'Wrong SKU', qty: 3 }],
    });
    expect(res.itemsList[2]!.status).toBe('COMPLETED');
    expect(res.itemsList[0]!.status).toBe('NOT_STARTED');
    expect((await list(zone, 'ZONE_VISIBLITY')).itemsList).toHaveLength(3);
  });

  it('groups intercity items of one tote into a tote entry with their orders and quantities', async () => {
    const zone = await qcZone(db());
    const tote = await zoneTote(db(), zone);
    const a = await qcItem(db(), zone, 2, { intercity: true, accepted: 2, tote });
    const b = await qcItem(db(), zone, 1, { intercity: true, accepted: 1, tote });
    const res = await list(zone);
    expect(res.itemsList).toHaveLength(1);
    expect(res.itemsList[0]).toMatchObject({ itemId: tote, isTote: true, isQcStatusChangeAllowed: false, totalQty: 3, acceptedQty: 3, status: 'COMPLETED' });
    expect(res.itemsList[0]!.associatedQcItems.map((i) => [i.itemId, i.qty])).toEqual([
      [a, 2],
      [b, 1],
    ]);
  });

  it('refuses an unknown zone, type and sort strategy', async () => {
    const url = (type: string, zone: string, sort = 'STATUS') => `/logistics/api/hubOps/hubApp/${HUB}/${type}/qcItemList/${zone}?sortStrategy=${sort}`;
    await t.expectRefused({ method: 'GET', url: url('QUALITY_CHECK', 'NOPE'), cookie: exec }, 404, QC_REFUSALS.zoneNotFound('NOPE'));
    const bad = await t.request({ method: 'GET', url: url('QC', 'RTO-ZONE'), cookie: exec });
    expect(bad.statusCode).toBe(400);
    const badSort = await t.request({ method: 'GET', url: url('QUALITY_CHECK', 'RTO-ZONE', 'NAME'), cookie: exec });
    expect(badSort.statusCode).toBe(400);
  });
});

describe('updateQcState', () => {
  it('Pending tab: approves part and rejects the rest with a reason; zone status, comments and who/when are stored', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 5);
    const res = await update(
      zone,
      id,
      pendingBody({ acceptedQty: 0, commentsFailed: [] }, { acceptedQty: 3, commentsFailed: [{ comment: 'Wrong SKU', qty: 2 }] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      item: { itemId: id, acceptedQty: 3, failedQty: 2, status: 'FAILED', commentsFailed: [{ comment: 'Wrong SKU', qty: 2 }] },
      zoneQcStatus: 'QC_FAILED',
    });
    expect(await zoneStatus(zone)).toBe('QC_FAILED');
    const [log] = await db().select().from(qcDecisions).where(eq(qcDecisions.itemId, id));
    expect(log).toMatchObject({ action: 'PENDING', acceptedBefore: 0, acceptedAfter: 3, failedBefore: 0, failedAfter: 2, decidedBy: 'hub.exec@demo.hub' });
    expect(log!.decidedAt).toBeInstanceOf(Date);
  });

  it('Rejected tab: deleting a reason sends its quantity back to pending (zone pending again)', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 4, { accepted: 2, comments: [{ comment: 'Wrong SKU', qty: 2 }] });
    const prev = { acceptedQty: 2, commentsFailed: [{ comment: 'Wrong SKU', qty: 2 }] };
    const res = await update(zone, id, pendingBody(prev, { acceptedQty: 2, commentsFailed: [] }, 'REJECTED'));
    expect(res.json()).toMatchObject({ item: { acceptedQty: 2, failedQty: 0, commentsFailed: [], status: 'NOT_STARTED' }, zoneQcStatus: 'QC_PENDING' });
  });

  it('Approved tab: moving approved units back to pending keeps the earlier rejections', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 5, { accepted: 4, comments: [{ comment: 'Damaged packaging', qty: 1 }] });
    const prev = { acceptedQty: 4, commentsFailed: [{ comment: 'Damaged packaging', qty: 1 }] };
    const res = await update(zone, id, pendingBody(prev, { acceptedQty: 1, commentsFailed: prev.commentsFailed }, 'APPROVED'));
    expect(res.json().item).toMatchObject({ acceptedQty: 1, failedQty: 1, commentsFailed: [{ comment: 'Damaged packaging', qty: 1 }] });
  });

  it('approving everything completes the zone status', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 2);
    const res = await update(zone, id, pendingBody({ acceptedQty: 0, commentsFailed: [] }, { acceptedQty: 2, commentsFailed: [] }));
    expect(res.json()).toMatchObject({ item: { status: 'COMPLETED' }, zoneQcStatus: 'QC_COMPLETE' });
  });

  it('keeps a change another checker saved meanwhile (the edit is re-applied to the stored values)', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 6);
    const start = { acceptedQty: 0, commentsFailed: [] };
    await update(zone, id, pendingBody(start, { acceptedQty: 2, commentsFailed: [] }));
    const res = await update(zone, id, pendingBody(start, { acceptedQty: 1, commentsFailed: [{ comment: 'Wrong SKU', qty: 1 }] }));
    expect(res.json().item).toMatchObject({ acceptedQty: 3, failedQty: 1 });
  });

  it('replays a retried save once (Idempotency-Key)', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 4);
    const body = pendingBody({ acceptedQty: 0, commentsFailed: [] }, { acceptedQty: 1, commentsFailed: [] });
    await update(zone, id, body, 'qc-retry-0001');
    const again = await update(zone, id, body, 'qc-retry-0001');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((await list(zone)).itemsList[0]!.acceptedQty).toBe(1);
  });

  it('refuses more than the pending quantity with the database unchanged', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 3, { accepted: 2 });
    await t.expectRefused(
      put(zone, id, pendingBody({ acceptedQty: 2, commentsFailed: [] }, { acceptedQty: 4, commentsFailed: [] })),
      409,
      QC_REFUSALS.exceedsPending(1),
    );
    await t.expectRefused(
      put(zone, id, pendingBody({ acceptedQty: 2, commentsFailed: [] }, { acceptedQty: 2, commentsFailed: [{ comment: 'Wrong SKU', qty: 2 }] })),
      409,
      QC_REFUSALS.exceedsPending(1),
    );
  });

  it('refuses taking back what is no longer there, a change the tab does not make, and a failedQty that is not the sum', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 3, { accepted: 1 });
    await t.expectRefused(
      put(zone, id, pendingBody({ acceptedQty: 3, commentsFailed: [] }, { acceptedQty: 0, commentsFailed: [] }, 'APPROVED')),
      409,
      QC_REFUSALS.belowZero,
    );
    await t.expectRefused(
      put(zone, id, pendingBody({ acceptedQty: 1, commentsFailed: [] }, { acceptedQty: 0, commentsFailed: [] })),
      400,
      QC_REFUSALS.wrongTab('pending'),
    );
    await t.expectRefused(
      put(zone, id, pendingBody({ acceptedQty: 1, commentsFailed: [] }, { acceptedQty: 2, commentsFailed: [] }, 'REJECTED')),
      400,
      QC_REFUSALS.wrongTab('rejected'),
    );
    await t.expectRefused(
      put(zone, id, {
        ...pendingBody({ acceptedQty: 1, commentsFailed: [] }, { acceptedQty: 1, commentsFailed: [{ comment: 'Wrong SKU', qty: 1 }] }),
        failedQty: 2,
      }),
      400,
      QC_REFUSALS.failedSum,
    );
  });

  it('refuses "qc status change not allowed" for intercity items, items that do not allow it, and tote entries', async () => {
    const zone = await qcZone(db());
    const tote = await zoneTote(db(), zone);
    const intercity = await qcItem(db(), zone, 2, { intercity: true, tote });
    const locked = await qcItem(db(), zone, 2, { allowed: false });
    const body = pendingBody({ acceptedQty: 0, commentsFailed: [] }, { acceptedQty: 1, commentsFailed: [] });
    for (const id of [intercity, locked, tote]) await t.expectRefused(put(zone, id, body), 409, QC_MESSAGES.statusChangeNotAllowed);
  });

  it('refuses an unknown zone, an unknown item and an item of another zone', async () => {
    const zone = await qcZone(db());
    const other = await qcZone(db());
    const id = await qcItem(db(), other, 2);
    const body = pendingBody({ acceptedQty: 0, commentsFailed: [] }, { acceptedQty: 1, commentsFailed: [] });
    await t.expectRefused(put('NOPE', id, body), 404, QC_REFUSALS.zoneNotFound('NOPE'));
    await t.expectRefused(put(zone, 'LI-NOPE', body), 404, QC_REFUSALS.itemNotFound('LI-NOPE'));
    await t.expectRefused(put(zone, id, body), 404, QC_REFUSALS.itemNotInZone(id, zone));
  });
});

describe('completeZoneQC', () => {
  it('answers the orders that block completion and changes nothing', async () => {
    const zone = await qcZone(db());
    await qcItem(db(), zone, 2, { accepted: 2 });
    const blocking = await qcItem(db(), zone, 3, { accepted: 1 });
    const before = await t.fingerprint();
    const res = await t.call(completeZoneQc, { params: { hubId: HUB, zone } }, { cookie: exec });
    const order = (await list(zone)).itemsList.find((i) => i.itemId === blocking)!.orderId;
    expect(res.json()).toEqual({ success: false, message: QC_CHECK_ERROR_ITEMS, errorOrderIds: [order], zoneQcStatus: 'QC_PENDING', completedBy: null });
    expect(await t.fingerprint()).toBe(before);
  });

  it('completes a zone with nothing pending: status from its items, who and when recorded, the name answered', async () => {
    const zone = await qcZone(db());
    await qcItem(db(), zone, 2, { accepted: 2 });
    await qcItem(db(), zone, 2, { accepted: 1, comments: [{ comment: 'Wrong SKU', qty: 1 }] });
    const res = await t.call(completeZoneQc, { params: { hubId: HUB, zone } }, { cookie: exec });
    expect(res.json()).toEqual({
      success: true,
      message: `QC completed for zone ${zone}`,
      errorOrderIds: [],
      zoneQcStatus: 'QC_FAILED',
      completedBy: 'Vikram Singh',
    });
    const logs = await db().select().from(qcDecisions).where(eq(qcDecisions.zoneId, zone));
    expect(logs).toEqual([expect.objectContaining({ action: 'COMPLETE_ZONE', itemId: null, decidedBy: 'hub.exec@demo.hub' })]);
  });

  it('completes an all-approved zone as QC_COMPLETE', async () => {
    const zone = await qcZone(db());
    await qcItem(db(), zone, 2, { accepted: 2 });
    const res = await t.call(completeZoneQc, { params: { hubId: HUB, zone } }, { cookie: exec });
    expect(res.json()).toMatchObject({ success: true, zoneQcStatus: 'QC_COMPLETE' });
    expect(await zoneStatus(zone)).toBe('QC_COMPLETE');
  });

  it('refuses an unknown zone', async () => {
    await t.expectRefused(
      { method: 'POST', url: endpointUrl(completeZoneQc, { params: { hubId: HUB, zone: 'NOPE' } }), cookie: exec },
      404,
      QC_REFUSALS.zoneNotFound('NOPE'),
    );
  });
});

describe('currentEntityItems and fetchSisterSkusForItem', () => {
  it('lists the units now in a zone per item and tote', async () => {
    const zone = await qcZone(db());
    const tote = await zoneTote(db(), zone);
    const id = await qcItem(db(), zone, 3, { tote });
    const res = await t.call(getCurrentEntityItems, { params: { hubId: HUB, zone } }, { cookie: exec });
    expect(res.json()).toEqual({ zoneId: zone, items: [expect.objectContaining({ itemId: id, qty: 3, toteId: tote })] });
  });

  it("lists the other items of the item's order; 404 when the item is not of that order", async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 1);
    const order = (await list(zone)).itemsList[0]!.orderId;
    const res = await t.call(fetchSisterSkusForItem, { params: { itemId: id, orderId: order } }, { cookie: exec });
    expect(res.json()).toEqual({ itemId: id, orderId: order, items: [] });
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(fetchSisterSkusForItem, { params: { itemId: id, orderId: 'ORD-NOPE' } }), cookie: exec },
      404,
      QC_REFUSALS.itemNotFound(id),
    );
  });
});
