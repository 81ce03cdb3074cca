import { eq } from 'drizzle-orm';
import {
  activityNotStartedMessage,
  assetNotUsableMessage,
  closeDispatchManifest,
  closeDispatchManifestV2,
  DISPATCH_MESSAGES,
  dispatchAllZone,
  endpointUrl,
  getActivityGroup,
  getDispatchItem,
  getDispatchManifestItems,
  getDispatchOrderItems,
  getDispatchOrders,
  getDispatchZoneItems,
  getDispatchZones,
  getShipmentMovementDetails,
  HUB_OPS_MESSAGES,
  hubDate,
  intercityNotDispatchableMessage,
  itemNotFoundMessage,
  manifestAlreadyClosedMessage,
  manifestNotClosedMessage,
  manifestNotFoundMessage,
  markManifestOfd,
  ofdAlreadyMarkedMessage,
  quantitiesStaleMessage,
  setDispatchQuantities,
  tagCratesMessage,
  tagNotAllowedMessage,
  tagToManifest,
  tooManyTotesMessage,
  totesNotScannedMessage,
  undispatchRefusedMessage,
  updateDispatchItems,
  updateDispatchItemsV2,
  zoneQcNotCompleteMessage,
} from '@hub/shared/contracts';
import { activityGroups, dropPoints, itemDiscrepancies, runsheets, runsheetTotes, shipments, trips } from '../../../src/db/schema';
import { itemState } from '../../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeTote } from '../totes/tote-fixtures';
import { makeDispatchManifest } from './dispatch-kit';

let t: TestApp;
let exec: string;

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());

const db = () => t.app.db;
const manifest = (opts: Parameters<typeof makeDispatchManifest>[1]) => makeDispatchManifest(db(), opts);
type M = Awaited<ReturnType<typeof makeDispatchManifest>>;
const sp = (m: M) => ({ hubId: m.hub, spaId: m.spaId });
const dispatch = (m: M, lines: Array<{ lItemId: string; dispatchedQty: number }>, key?: string) =>
  t.call(updateDispatchItems, { params: sp(m), body: { items: lines } }, { cookie: exec, ...(key ? { idempotencyKey: key } : {}) });
const refuse = (method: 'GET' | 'POST', url: string, payload: unknown, status: number, message: string) =>
  t.expectRefused({ method, url, cookie: exec, ...(payload === undefined ? {} : { payload: payload as object }) }, status, message);
const closeUrl = (m: M, query: Record<string, string> = {}) => endpointUrl(closeDispatchManifest, { params: sp(m), query });
const close = (m: M, query: Record<string, string> = {}) => t.request({ method: 'POST', url: closeUrl(m, query), cookie: exec });

describe('dispatch groups and items', () => {
  it('groups a manifest by zone and by shipment with quantities, status from them and QC status', async () => {
    const m = await manifest({
      items: [
        { qty: 4, zone: 'LM-G1', shipment: 'A', dispatched: 4 },
        { qty: 2, zone: 'LM-G1', shipment: 'A' },
        { qty: 3, zone: 'LM-G2', shipment: 'B', dispatched: 1 },
      ],
    });
    const zonesRes = await t.call(getDispatchZones, { params: sp(m) }, { cookie: exec });
    expect(zonesRes.statusCode).toBe(200);
    expect(zonesRes.json().groups).toEqual([
      expect.objectContaining({
        zoneId: 'LM-G1',
        shipmentsCount: 1,
        dispatchedQty: 4,
        totalQty: 6,
        dispatchStatus: 'PARTIALLY_DISPATCHED',
        qcStatus: 'QC_COMPLETE',
      }),
      expect.objectContaining({ zoneId: 'LM-G2', shipmentsCount: 1, dispatchedQty: 1, totalQty: 3, dispatchStatus: 'PARTIALLY_DISPATCHED' }),
    ]);
    const orders = (await t.call(getDispatchOrders, { params: sp(m) }, { cookie: exec })).json().groups;
    expect(orders).toEqual([
      expect.objectContaining({ shipmentId: m.items[0]!.shipmentId, zoneIds: ['LM-G1'], dispatchedQty: 4, totalQty: 6 }),
      expect.objectContaining({ shipmentId: m.items[2]!.shipmentId, zoneIds: ['LM-G2'], dispatchedQty: 1, totalQty: 3 }),
    ]);
    const zoneItems = (await t.call(getDispatchZoneItems, { params: { ...sp(m), zone: 'LM-G1' } }, { cookie: exec })).json().items;
    expect(zoneItems.map((i: { itemId: string }) => i.itemId)).toEqual([m.items[0]!.itemId, m.items[1]!.itemId]);
    expect(zoneItems[0]).toMatchObject({ dispatchStatus: 'DISPATCHED', dispatchedQty: 4, qty: 4, allowFullItemDispatch: true, itemCategory: 'Staples' });
    const orderItems = (await t.call(getDispatchOrderItems, { params: { ...sp(m), id: m.items[2]!.shipmentId } }, { cookie: exec })).json().items;
    expect(orderItems.map((i: { itemId: string }) => i.itemId)).toEqual([m.items[2]!.itemId]);
    const allItems = (await t.call(getDispatchManifestItems, { params: sp(m) }, { cookie: exec })).json().items;
    expect(allItems.map((i: { itemId: string }) => i.itemId)).toEqual(m.items.map((i) => i.itemId));
  });

  it('an untouched group is NOT_STARTED; intercity items are not fully dispatchable', async () => {
    const m = await manifest({ items: [{ qty: 2, intercity: true }] });
    const [g] = (await t.call(getDispatchZones, { params: sp(m) }, { cookie: exec })).json().groups;
    expect(g.dispatchStatus).toBe('NOT_STARTED');
    const [item] = (await t.call(getDispatchZoneItems, { params: { ...sp(m), zone: m.items[0]!.zone } }, { cookie: exec })).json().items;
    expect(item.allowFullItemDispatch).toBe(false);
  });

  it('item detail carries the shortfall list; unknown manifests and items are 404 naming them', async () => {
    const m = await manifest({ items: [{ qty: 3 }] });
    const res = await t.call(getDispatchItem, { params: { ...sp(m), itemId: m.items[0]!.itemId } }, { cookie: exec });
    expect(res.json()).toMatchObject({ itemId: m.items[0]!.itemId, dispatchStatus: 'NOT_STARTED', shortfallList: [], associationDetail: [{ qty: 3 }] });
    await refuse('GET', endpointUrl(getDispatchZones, { params: { hubId: m.hub, spaId: 'SPA-NONE' } }), undefined, 404, manifestNotFoundMessage('SPA-NONE'));
    await refuse('GET', endpointUrl(getDispatchItem, { params: { ...sp(m), itemId: 'LI-NONE' } }), undefined, 404, itemNotFoundMessage('LI-NONE'));
    const other = await manifest({ hub: 'HUB-HYD-02', items: [{ qty: 1 }] });
    await refuse(
      'GET',
      endpointUrl(getDispatchZones, { params: { hubId: 'HUB-BLR-01', spaId: other.spaId } }),
      undefined,
      404,
      manifestNotFoundMessage(other.spaId),
    );
  });
});

describe('dispatch writes (updateItems, /v2, dispatchAll)', () => {
  it('adds the units of each line, status from the quantities (spec 000 §4)', async () => {
    const m = await manifest({ items: [{ qty: 3 }, { qty: 2 }] });
    const res = await dispatch(m, [
      { lItemId: m.items[0]!.itemId, dispatchedQty: 1 },
      { lItemId: m.items[1]!.itemId, dispatchedQty: 2 },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: DISPATCH_MESSAGES.dispatchSuccessful,
      items: [
        { itemId: m.items[0]!.itemId, dispatchedQty: 1, qty: 3, dispatchStatus: 'PARTIALLY_DISPATCHED' },
        { itemId: m.items[1]!.itemId, dispatchedQty: 2, qty: 2, dispatchStatus: 'DISPATCHED' },
      ],
    });
    const s = await itemState(db(), m.items[1]!.itemId);
    expect([s.item.dispatchedQty, s.associations[0]!.dispatchedQty, s.associations[0]!.dispatchStatus]).toEqual([2, 2, 'DISPATCHED']);
    const v2 = await t.call(updateDispatchItemsV2, { params: sp(m), body: { items: [{ lItemId: m.items[0]!.itemId, dispatchedQty: 0 }] } }, { cookie: exec });
    expect(v2.json().items[0]).toMatchObject({ dispatchedQty: 1, dispatchStatus: 'PARTIALLY_DISPATCHED' });
  });

  it('a line handled with 0 units becomes NOT_DISPATCHED', async () => {
    const m = await manifest({ items: [{ qty: 3 }] });
    const res = await dispatch(m, [{ lItemId: m.items[0]!.itemId, dispatchedQty: 0 }]);
    expect(res.json().items[0].dispatchStatus).toBe('NOT_DISPATCHED');
  });

  it('refuses beyond qty with "Failed to update units" (all lines, nothing changed), and every other refusal', async () => {
    const m = await manifest({ items: [{ qty: 3, dispatched: 2 }, { qty: 2 }] });
    const url = endpointUrl(updateDispatchItems, { params: sp(m) });
    const payload = (lines: Array<{ lItemId: string; dispatchedQty: number }>) => ({ items: lines });
    await refuse(
      'POST',
      url,
      payload([
        { lItemId: m.items[1]!.itemId, dispatchedQty: 1 },
        { lItemId: m.items[0]!.itemId, dispatchedQty: 2 },
      ]),
      409,
      HUB_OPS_MESSAGES.unitsRefused,
    );
    await refuse('POST', url, payload([{ lItemId: 'LI-NONE', dispatchedQty: 1 }]), 404, itemNotFoundMessage('LI-NONE'));
    await refuse('POST', url, payload([{ lItemId: m.items[0]!.itemId, dispatchedQty: -1 }]), 400, expect.any(String) as unknown as string);
    const notStarted = await manifest({ state: 'NOT_STARTED', items: [{ qty: 1 }] });
    await refuse(
      'POST',
      endpointUrl(updateDispatchItems, { params: sp(notStarted) }),
      payload([{ lItemId: notStarted.items[0]!.itemId, dispatchedQty: 1 }]),
      409,
      activityNotStartedMessage(notStarted.spaId),
    );
    const closed = await manifest({ state: 'COMPLETED', items: [{ qty: 1 }] });
    await refuse(
      'POST',
      endpointUrl(updateDispatchItems, { params: sp(closed) }),
      payload([{ lItemId: closed.items[0]!.itemId, dispatchedQty: 1 }]),
      409,
      manifestAlreadyClosedMessage(closed.spaId),
    );
    const intercity = await manifest({ items: [{ qty: 1, intercity: true }] });
    await refuse(
      'POST',
      endpointUrl(updateDispatchItems, { params: sp(intercity) }),
      payload([{ lItemId: intercity.items[0]!.itemId, dispatchedQty: 1 }]),
      409,
      intercityNotDispatchableMessage(intercity.items[0]!.itemId),
    );
  });

  it('a scan replayed with the same Idempotency-Key dispatches once and answers the same', async () => {
    const m = await manifest({ items: [{ qty: 5 }] });
    const first = await dispatch(m, [{ lItemId: m.items[0]!.itemId, dispatchedQty: 1 }], 'dispatch-scan-0001');
    const second = await dispatch(m, [{ lItemId: m.items[0]!.itemId, dispatchedQty: 1 }], 'dispatch-scan-0001');
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await itemState(db(), m.items[0]!.itemId)).item.dispatchedQty).toBe(1);
  });

  it('"Dispatch Zone" dispatches the rest of the zone once its QC is complete, leaving intercity items; refuses before', async () => {
    const m = await manifest({
      items: [
        { qty: 3, zone: 'LM-DA', dispatched: 1 },
        { qty: 2, zone: 'LM-DA' },
        { qty: 1, zone: 'LM-DA', intercity: true },
      ],
    });
    const res = await t.call(dispatchAllZone, { params: { ...sp(m), zone: 'LM-DA' } }, { cookie: exec });
    expect(res.json()).toEqual({ message: DISPATCH_MESSAGES.dispatchSuccessful, itemsUpdated: 2, unitsDispatched: 4 });
    expect((await itemState(db(), m.items[2]!.itemId)).item.dispatchedQty).toBe(0);
    const pending = await manifest({ qc: 'QC_PENDING', items: [{ qty: 2, zone: 'LM-DA-PENDING' }] });
    await refuse(
      'POST',
      endpointUrl(dispatchAllZone, { params: { ...sp(pending), zone: 'LM-DA-PENDING' } }),
      undefined,
      409,
      zoneQcNotCompleteMessage('LM-DA-PENDING'),
    );
  });
});

describe('dispatch quantities (shortfall)', () => {
  const url = (m: M) => endpointUrl(setDispatchQuantities, { params: { hubId: m.hub, id: m.spaId } });
  const shortfallRows = (itemId: string) => db().select().from(itemDiscrepancies).where(eq(itemDiscrepancies.itemId, itemId));

  it('below the total records one shortfall entry with the missing quantity and reason; at the total clears it', async () => {
    const m = await manifest({ items: [{ qty: 5 }] });
    const itemId = m.items[0]!.itemId;
    const res = await t.call(
      setDispatchQuantities,
      {
        params: { hubId: m.hub, id: m.spaId },
        body: { logisticsItemIds: [itemId], dispatchedQuantity: 3, totalQuantity: 5, shortfallReason: 'PRODUCT_DAMAGED' },
      },
      { cookie: exec },
    );
    expect(res.json().items[0]).toMatchObject({ dispatchedQty: 3, dispatchStatus: 'PARTIALLY_DISPATCHED' });
    expect((await shortfallRows(itemId)).map((r) => [r.kind, r.qty, r.comment])).toEqual([['DISPATCH_SHORTFALL', 2, 'PRODUCT_DAMAGED']]);
    const detail = (await t.call(getDispatchItem, { params: { ...sp(m), itemId } }, { cookie: exec })).json();
    expect(detail.shortfallList).toEqual([{ qty: 2, comment: 'PRODUCT_DAMAGED' }]);
    await t.call(
      setDispatchQuantities,
      { params: { hubId: m.hub, id: m.spaId }, body: { logisticsItemIds: [itemId], dispatchedQuantity: 5, totalQuantity: 5, shortfallReason: null } },
      { cookie: exec },
    );
    expect(await shortfallRows(itemId)).toEqual([]);
    expect((await itemState(db(), itemId)).item.dispatchStatus).toBe('DISPATCHED');
  });

  it('refuses a missing reason, a stale total, a reduction and more than the total (nothing changed)', async () => {
    const m = await manifest({ items: [{ qty: 5, dispatched: 2 }] });
    const itemId = m.items[0]!.itemId;
    const b = (dispatchedQuantity: number, totalQuantity: number, shortfallReason: string | null) => ({
      logisticsItemIds: [itemId],
      dispatchedQuantity,
      totalQuantity,
      shortfallReason,
    });
    await refuse('POST', url(m), b(3, 5, null), 400, DISPATCH_MESSAGES.shortfallReasonRequired);
    await refuse('POST', url(m), b(3, 4, 'PRODUCT_NOT_FOUND'), 409, quantitiesStaleMessage(4));
    await refuse('POST', url(m), b(1, 5, 'PRODUCT_NOT_FOUND'), 409, undispatchRefusedMessage);
    await refuse('POST', url(m), b(6, 5, null), 409, HUB_OPS_MESSAGES.unitsRefused);
  });
});

describe('tagging', () => {
  it('tags a usable tote (repeat is a no-op); refuses an unusable one and a manifest without tote tagging', async () => {
    const m = await manifest({ items: [{ qty: 1 }] });
    const code = await makeTote(db(), { assetType: 'CRATE' });
    const url = endpointUrl(tagToManifest, { params: sp(m) });
    const res = await t.call(tagToManifest, { params: sp(m), body: { tagId: code } }, { cookie: exec });
    expect(res.json()).toEqual({ message: DISPATCH_MESSAGES.tagSuccessful, tagId: code, taggedTotes: 1 });
    expect((await t.call(tagToManifest, { params: sp(m), body: { tagId: code } }, { cookie: exec })).json().taggedTotes).toBe(1);
    const broken = await makeTote(db(), { isUsable: false, unusableReason: 'Broken lid' });
    await refuse('POST', url, { tagId: broken }, 409, assetNotUsableMessage(broken));
    const noTagging = await manifest({ toteTagging: false, items: [{ qty: 1 }] });
    await refuse('POST', endpointUrl(tagToManifest, { params: sp(noTagging) }), { tagId: code }, 409, tagNotAllowedMessage);
    const crateDrop = await manifest({ toteTagging: false, type: 'HUB_TO_WH_CRATE_DROP', items: [{ qty: 1 }] });
    expect((await t.call(tagToManifest, { params: sp(crateDrop), body: { tagId: code } }, { cookie: exec })).statusCode).toBe(200);
    const group = (await t.call(getActivityGroup, { params: { hubId: m.hub, id: m.activityGroupId } }, { cookie: exec })).json();
    expect(group).toMatchObject({
      activityGroupId: m.activityGroupId,
      taggedTotes: [{ assetCode: code }],
      activities: [{ spaId: m.spaId, movementType: 'DISPATCH' }],
    });
  });
});

describe('close dispatch (300, 301, force, tote shortfall)', () => {
  it('300 for partly dispatched shipments (nothing changes); force with ctx 0 closes', async () => {
    const m = await manifest({
      items: [
        { qty: 3, shipment: 'A', dispatched: 3 },
        { qty: 2, shipment: 'B', dispatched: 1 },
        { qty: 1, shipment: 'C' },
      ],
    });
    const before = await t.fingerprint();
    const res = await close(m);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 300, forceCtx: 0, data: [{ shipmentId: m.items[1]!.shipmentId, dispatchedQty: 1, totalQty: 2 }] });
    expect(await t.fingerprint()).toBe(before);
    const forced = await close(m, { force: 'true', forceCtx: '0' });
    expect(forced.json()).toMatchObject({ statusCode: 200, message: DISPATCH_MESSAGES.closed, activityGroupState: 'COMPLETED' });
    await refuse('POST', closeUrl(m), undefined, 409, manifestAlreadyClosedMessage(m.spaId));
  });

  it('301 for shipments with nothing dispatched; force with ctx 1 closes (v2 path)', async () => {
    const m = await manifest({
      items: [
        { qty: 3, shipment: 'A', dispatched: 3 },
        { qty: 2, shipment: 'B' },
      ],
    });
    const res = await t.request({ method: 'POST', url: endpointUrl(closeDispatchManifestV2, { params: sp(m) }), cookie: exec });
    expect(res.json()).toMatchObject({ statusCode: 301, forceCtx: 1, data: [{ shipmentId: m.items[1]!.shipmentId, dispatchedQty: 0, totalQty: 2 }] });
    const forced = await t.request({
      method: 'POST',
      url: endpointUrl(closeDispatchManifestV2, { params: sp(m), query: { force: 'true', forceCtx: '1' } }),
      cookie: exec,
    });
    expect(forced.json().statusCode).toBe(200);
    expect((await itemState(db(), m.items[1]!.itemId)).item.dispatchStatus).toBe('NOT_DISPATCHED');
  });

  it('a fully dispatched manifest closes at once; a not started one is refused', async () => {
    const m = await manifest({ items: [{ qty: 2, dispatched: 2 }] });
    expect((await close(m)).json()).toMatchObject({ statusCode: 200, activityGroupState: 'COMPLETED' });
    const ns = await manifest({ state: 'NOT_STARTED', items: [{ qty: 1 }] });
    await refuse('POST', closeUrl(ns), undefined, 409, activityNotStartedMessage(ns.spaId));
  });

  it('only tote items left (4): "action not completed" naming them; forcing inward dispatches them and closes', async () => {
    const m = await manifest({
      items: [{ qty: 2, dispatched: 2 }, ...Array.from({ length: 4 }, () => ({ qty: 1, category: 'CRATE' }))],
    });
    const ids = m.items.slice(1).map((i) => i.itemId);
    await refuse('POST', closeUrl(m), undefined, 409, totesNotScannedMessage(ids));
    expect(totesNotScannedMessage(ids)).toContain('action not completed');
    const forced = await close(m, { forceInwardTotes: 'true' });
    expect(forced.json()).toMatchObject({ statusCode: 200 });
    for (const id of ids) expect((await itemState(db(), id)).item.dispatchedQty).toBe(1);
  });

  it('5 tote items left: refused even when forcing inward', async () => {
    const m = await manifest({ items: Array.from({ length: 5 }, () => ({ qty: 1, category: 'CRATE' })) });
    await refuse('POST', closeUrl(m), undefined, 409, tooManyTotesMessage(5));
    await refuse('POST', closeUrl(m, { forceInwardTotes: 'true' }), undefined, 409, tooManyTotesMessage(5));
  });
});

describe('Mark OFD', () => {
  const ofdUrl = (m: M, noOfCrates: string, driverId = m.driverId) =>
    endpointUrl(markManifestOfd, { params: { hubId: m.hub, driverId, id: m.spaId }, query: { sendMessage: 'true', noOfCrates } });

  it('creates the runsheet (drop per buyer, crates) and its trip, stores the crates count, once', async () => {
    const m = await manifest({
      minTotesToTag: 1,
      items: [
        { qty: 2, shipment: 'A', dispatched: 2 },
        { qty: 1, shipment: 'B', dispatched: 1 },
      ],
    });
    const crate = await makeTote(db(), { assetType: 'CRATE' });
    await t.call(tagToManifest, { params: sp(m), body: { tagId: crate } }, { cookie: exec });
    await refuse('POST', ofdUrl(m, '3'), undefined, 409, manifestNotClosedMessage(m.spaId));
    expect((await close(m)).json().statusCode).toBe(200);
    await refuse('POST', ofdUrl(m, '1001'), undefined, 400, expect.any(String) as unknown as string);
    const res = await t.request({ method: 'POST', url: ofdUrl(m, '3'), cookie: exec });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ statusCode: 200, message: DISPATCH_MESSAGES.markedOfd });
    const { runsheetId, tripId } = res.json();
    const [rs] = await db().select().from(runsheets).where(eq(runsheets.runsheetId, runsheetId));
    expect(rs).toMatchObject({ driverId: m.driverId, vehicleId: m.vehicleId, activityStatus: 'NOT_STARTED', tripDate: hubDate(new Date()) });
    expect(await db().select().from(dropPoints).where(eq(dropPoints.runsheetId, runsheetId))).toHaveLength(2);
    expect((await db().select().from(runsheetTotes).where(eq(runsheetTotes.runsheetId, runsheetId))).map((r) => r.assetCode)).toEqual([crate]);
    expect((await db().select().from(trips).where(eq(trips.tripId, tripId)))[0]).toMatchObject({ runsheetId, status: 'PLANNED' });
    const [ship] = await db().select().from(shipments).where(eq(shipments.shipmentId, m.items[0]!.shipmentId));
    expect([ship!.runsheetId, ship!.shipmentStatus]).toEqual([runsheetId, 'OFD']);
    const [g] = await db().select().from(activityGroups).where(eq(activityGroups.activityGroupId, m.activityGroupId));
    expect(g!.cratesCount).toBe(3);
    await refuse('POST', ofdUrl(m, '3'), undefined, 409, ofdAlreadyMarkedMessage(m.spaId));
    const group = (await t.call(getActivityGroup, { params: { hubId: m.hub, id: m.activityGroupId } }, { cookie: exec })).json();
    expect(group).toEqual(
      expect.objectContaining({ activityGroupId: m.activityGroupId, activityGroupState: 'COMPLETED', driverId: m.driverId, cratesCount: 3 }),
    );
  });

  it('refuses OFD while fewer crates than minTotesToTag are tagged, and an unknown driver', async () => {
    const m = await manifest({ minTotesToTag: 2, items: [{ qty: 1, dispatched: 1 }] });
    await close(m);
    await refuse('POST', ofdUrl(m, '0'), undefined, 409, tagCratesMessage(2));
    await refuse('POST', ofdUrl(m, '0', 'DRV-NONE'), undefined, 404, 'Driver DRV-NONE not found');
  });
});

describe('shipment movement details', () => {
  it('looks a shipment up by the first 14 characters of the scanned id', async () => {
    const m = await manifest({ items: [{ qty: 2, shipment: 'A' }] });
    const scanned = `${m.items[0]!.shipmentId.slice(0, 14)}ZZZZ`;
    const res = await t.call(getShipmentMovementDetails, { params: { hubId: m.hub, shipmentId: scanned } }, { cookie: exec });
    expect(res.json()).toEqual({
      shipmentId: m.items[0]!.shipmentId,
      items: [{ itemId: m.items[0]!.itemId, qty: 2, dispatchedQty: 0, dispatchStatus: 'NOT_STARTED', spaIds: [m.spaId] }],
    });
    await refuse(
      'GET',
      endpointUrl(getShipmentMovementDetails, { params: { hubId: m.hub, shipmentId: 'SGNOPE' } }),
      undefined,
      404,
      'Shipment SGNOPE not found',
    );
  });
});
