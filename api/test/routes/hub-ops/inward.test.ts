import { eq } from 'drizzle-orm';
import {
  activityNotStartedMessage,
  captureVehicleActivity,
  captureVehicleActivityV2,
  closeInwardManifest,
  createInwardPickRequest,
  endpointUrl,
  getActivities,
  getAvailableComments,
  getInwardItem,
  getInwardItems,
  getInwardItemsV2,
  HUB_OPS_MESSAGES,
  hubForbiddenMessage,
  inwardItemResponseSchema,
  itemNotFoundMessage,
  manifestAlreadyClosedMessage,
  manifestNotFoundMessage,
  reasonsMustSumMessage,
  updateInwardItems,
  type UpdateInwardItemsBody,
} from '@hub/shared/contracts';
import { activities, activityGroups, activityItems, itemDiscrepancies } from '../../../src/db/schema';
import { setReasonList } from '../../helpers/reason-lists';
import { itemState } from '../../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeInwardManifest } from './inward-kit';

let t: TestApp;
let exec: string;

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
  await setReasonList(t.app.db, 'DISCREPANCY', ['Item damaged', 'Item missing']);
  await setReasonList(t.app.db, 'QC_FAILURE', ['Expired']);
});
afterAll(() => t.close());

const manifest = (opts: Parameters<typeof makeInwardManifest>[1]) => makeInwardManifest(t.app.db, opts);
const body = (m: { hub: string; spaId: string }, itemId: string, lines: UpdateInwardItemsBody['associationDetail']): UpdateInwardItemsBody => ({
  itemId,
  hubOrgUnitId: m.hub,
  metaData: { spaId: m.spaId },
  associationDetail: lines,
});
const refuse = (url: string, method: 'GET' | 'PUT' | 'POST', payload: unknown, status: number, message: string) =>
  t.expectRefused({ method, url, cookie: exec, ...(payload === undefined ? {} : { payload: payload as object }) }, status, message);

describe('GET activities (manifest selection)', () => {
  it('lists open inward manifests of the view type with driver, metadata and item count; closed ones only on request', async () => {
    const open = await manifest({ items: [{ qty: 3 }, { qty: 2 }] });
    const closed = await manifest({ state: 'COMPLETED', items: [{ qty: 1 }] });
    const seller = await manifest({ viewType: 'SELLER', items: [{ qty: 1 }] });
    const res = await t.call(
      getActivities,
      { params: { hubId: 'HUB-BLR-01', activityViewType: 'VEHICLE' }, query: { movementType: 'HUB_INWARD' } },
      { cookie: exec },
    );
    expect(res.statusCode).toBe(200);
    const ids = res.json().activities.map((a: { spaId: string }) => a.spaId);
    expect(ids).toContain(open.spaId);
    expect(ids).not.toContain(closed.spaId);
    expect(ids).not.toContain(seller.spaId);
    const row = res.json().activities.find((a: { spaId: string }) => a.spaId === open.spaId);
    expect(row).toMatchObject({
      activityGroupId: open.activityGroupId,
      activityGroupType: 'WAREHOUSE_TO_HUB_DROP',
      vehicleActivity: { vehicleActivityState: 'STARTED' },
      metadata: [{ key: 'Invoice', value: expect.stringMatching(/^INVTEST/) }],
      warehouseName: 'Test Mother Warehouse',
      itemCount: 2,
    });
    const all = await t.call(
      getActivities,
      { params: { hubId: 'HUB-BLR-01', activityViewType: 'VEHICLE' }, query: { movementType: 'HUB_INWARD', includeCompleted: 'true' } },
      { cookie: exec },
    );
    expect(all.json().activities.map((a: { spaId: string }) => a.spaId)).toContain(closed.spaId);
    const dispatch = await t.call(
      getActivities,
      { params: { hubId: 'HUB-BLR-01', activityViewType: 'VEHICLE' }, query: { movementType: 'DISPATCH' } },
      { cookie: exec },
    );
    expect(dispatch.json().activities.map((a: { spaId: string }) => a.spaId)).not.toContain(open.spaId);
  });

  it("refuses an unknown hub (403: not one of the user's) and an unknown view type (400)", async () => {
    const res = await t.call(
      getActivities,
      { params: { hubId: 'HUB-NOPE', activityViewType: 'VEHICLE' }, query: { movementType: 'HUB_INWARD' } },
      { cookie: exec },
    );
    expect([res.statusCode, res.json().message]).toEqual([403, hubForbiddenMessage('HUB-NOPE')]);
    const bad = await t.request({ method: 'GET', url: '/logistics/api/hubOps/hubApp/HUB-BLR-01/BUYER/activities?movementType=HUB_INWARD', cookie: exec });
    expect(bad.statusCode).toBe(400);
  });

  it('needs a session (401), for reads and writes', async () => {
    const res = await t.call(getActivities, { params: { hubId: 'HUB-BLR-01', activityViewType: 'VEHICLE' }, query: { movementType: 'HUB_INWARD' } });
    expect(res.statusCode).toBe(401);
    const m = await manifest({ items: [{ qty: 1 }] });
    await t.expectRefused({ method: 'POST', url: endpointUrl(closeInwardManifest, { params: { hubId: m.hub, spaId: m.spaId } }) }, 401, 'Please sign in');
  });
});

describe('available comments', () => {
  it('offers the zone-to-zone comments as discrepancy reasons', async () => {
    const res = await t.call(getAvailableComments, {}, { cookie: exec });
    expect(res.json()).toEqual({ availableComments: ['Item damaged', 'Item missing'] });
  });
});

describe('captureVehicleActivity', () => {
  it('starts a NOT_STARTED activity (and its group); a repeat is answered as done; v2 is the same call', async () => {
    const m = await manifest({ state: 'NOT_STARTED', items: [{ qty: 1 }] });
    const res = await t.call(
      captureVehicleActivity,
      { query: { activityViewType: 'VEHICLE' }, body: { activityId: m.spaId, vehicleActivityState: 'STARTED' } },
      { cookie: exec },
    );
    expect(res.json()).toMatchObject({ spaId: m.spaId, vehicleActivityState: 'STARTED' });
    const [a] = await t.app.db.select().from(activities).where(eq(activities.spaId, m.spaId));
    const [g] = await t.app.db.select().from(activityGroups).where(eq(activityGroups.activityGroupId, m.activityGroupId));
    expect([a!.vehicleActivityState, g!.activityGroupState]).toEqual(['STARTED', 'STARTED']);
    const again = await t.call(
      captureVehicleActivityV2,
      { query: { activityPickupType: 'VEHICLE' }, body: { activityId: m.spaId, vehicleActivityState: 'STARTED' } },
      { cookie: exec },
    );
    expect(again.statusCode).toBe(200);
  });
  it('refuses completing a not-started activity (close it after starting)', async () => {
    const m = await manifest({ state: 'NOT_STARTED', items: [{ qty: 1 }] });
    await refuse(
      endpointUrl(captureVehicleActivity),
      'POST',
      { activityId: m.spaId, vehicleActivityState: 'COMPLETED' },
      409,
      activityNotStartedMessage(m.spaId),
    );
  });

  it('refuses going back, and an unknown activity (404 naming it), changing nothing', async () => {
    const m = await manifest({ state: 'STARTED', items: [{ qty: 1 }] });
    const url = endpointUrl(captureVehicleActivity);
    await refuse(url, 'POST', { activityId: m.spaId, vehicleActivityState: 'NOT_STARTED' }, 409, `Activity ${m.spaId} cannot go from STARTED to NOT_STARTED`);
    await refuse(url, 'POST', { activityId: 'SPA-NONE', vehicleActivityState: 'STARTED' }, 404, manifestNotFoundMessage('SPA-NONE'));
  });
});

describe('inward items and item detail', () => {
  it('lists the items with title, image, done / total and status (v1 and v2 suffixes)', async () => {
    const m = await manifest({ items: [{ qty: 4, picked: 1 }, { qty: 2 }] });
    const v1 = await t.call(getInwardItems, { params: { hubId: m.hub, spaId: m.spaId }, query: { activityViewType: 'VEHICLE' } }, { cookie: exec });
    const v2 = await t.call(getInwardItemsV2, { params: { hubId: m.hub, spaId: m.spaId }, query: { activityPickupType: 'VEHICLE' } }, { cookie: exec });
    expect(v1.json()).toEqual(v2.json());
    expect(v1.json().items).toHaveLength(2);
    expect(v1.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          itemId: m.items[0]!.itemId,
          qty: 4,
          pickedQty: 1,
          pickingStatus: 'PARTIALLY_PICKED',
          itemTitle: expect.stringMatching(/^Test SKU/),
        }),
        expect.objectContaining({ itemId: m.items[1]!.itemId, qty: 2, pickedQty: 0, pickingStatus: 'NOT_STARTED' }),
      ]),
    );
  });
  it('answers the item detail with its associations and metaData; 404 for an item of another manifest and for another hub', async () => {
    const m = await manifest({ items: [{ qty: 4 }] });
    const other = await manifest({ items: [{ qty: 1 }] });
    const res = await t.call(getInwardItem, { params: { hubId: m.hub, spaId: m.spaId, itemId: m.items[0]!.itemId } }, { cookie: exec });
    const detail = inwardItemResponseSchema.parse(res.json());
    expect(detail.associationDetail).toEqual([
      expect.objectContaining({ id: m.items[0]!.associationId, entityId: 'STAGING-01', associationType: 'ZONE', qty: 4, pickedQty: 0 }),
    ]);
    expect(detail.metaData).toEqual({ hubOrgUnitId: m.hub, spaId: m.spaId, driverId: null, activityGroupId: m.activityGroupId });
    const miss = await t.call(getInwardItem, { params: { hubId: m.hub, spaId: m.spaId, itemId: other.items[0]!.itemId } }, { cookie: exec });
    expect([miss.statusCode, miss.json().message]).toEqual([404, itemNotFoundMessage(other.items[0]!.itemId)]);
    const hub = await t.call(getInwardItems, { params: { hubId: 'HUB-HYD-02', spaId: m.spaId } }, { cookie: exec });
    expect([hub.statusCode, hub.json().message]).toEqual([404, manifestNotFoundMessage(m.spaId)]);
  });
});

describe('PUT inward/updateItems', () => {
  const url = endpointUrl(updateInwardItems, { query: { activityViewType: 'VEHICLE', movementType: 'HUB_INWARD' } });

  it('adds the entered units, records the reasons for the rest, and recomputes statuses and the activity line', async () => {
    const m = await manifest({ items: [{ qty: 10 }] });
    const { itemId, associationId } = m.items[0]!;
    const res = await t.call(
      updateInwardItems,
      {
        query: { activityViewType: 'VEHICLE' },
        body: body(m, itemId, [
          {
            associationId,
            units: 7,
            discrepancyReasons: [
              { qty: 2, comment: 'Item damaged' },
              { qty: 1, comment: 'Item missing' },
            ],
          },
        ]),
      },
      { cookie: exec },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Items inwarded successfully');
    expect(res.json().item.associationDetail[0]).toMatchObject({
      pickedQty: 7,
      pickingStatus: 'PARTIALLY_PICKED',
      discrepancyReasons: [
        { qty: 2, comment: 'Item damaged' },
        { qty: 1, comment: 'Item missing' },
      ],
    });
    const s = await itemState(t.app.db, itemId);
    expect([s.item.pickedQty, s.item.pickingStatus]).toEqual([7, 'PARTIALLY_PICKED']);
    const [line] = await t.app.db.select().from(activityItems).where(eq(activityItems.itemId, itemId));
    expect(line!.doneQty).toBe(7);
    const notes = await t.app.db.select().from(itemDiscrepancies).where(eq(itemDiscrepancies.itemId, itemId));
    expect(notes.map((n) => [n.kind, n.qty, n.comment, n.createdBy, n.associationId])).toEqual([
      ['INWARD', 2, 'Item damaged', 'hub.exec@demo.hub', associationId],
      ['INWARD', 1, 'Item missing', 'hub.exec@demo.hub', associationId],
    ]);
    // "Inward all": the rest in, the reasons cleared, PICKED.
    const all = await t.call(updateInwardItems, { body: body(m, itemId, [{ associationId, units: 3 }]) }, { cookie: exec });
    expect(all.json().item).toMatchObject({ pickedQty: 10, pickingStatus: 'PICKED', discrepancyDetails: [] });
    expect(all.json().item.associationDetail[0]).toMatchObject({ pickingStatus: 'PICKED', discrepancyReasons: [] });
  });

  it('marks a line handled with nothing picked as NOT_PICKED when its reasons cover every unit', async () => {
    const m = await manifest({ items: [{ qty: 2 }] });
    const { itemId, associationId } = m.items[0]!;
    const res = await t.call(
      updateInwardItems,
      { body: body(m, itemId, [{ associationId, units: 0, discrepancyReasons: [{ qty: 2, comment: 'Item missing' }] }]) },
      { cookie: exec },
    );
    expect(res.json().item).toMatchObject({ pickedQty: 0, pickingStatus: 'NOT_PICKED' });
  });

  it('refuses units beyond qty with "Failed to update units" and changes nothing', async () => {
    const m = await manifest({ items: [{ qty: 5, picked: 3 }] });
    const { itemId, associationId } = m.items[0]!;
    await refuse(url, 'PUT', body(m, itemId, [{ associationId, units: 3 }]), 409, HUB_OPS_MESSAGES.unitsRefused);
  });

  it('refuses reasons that do not add up to the missing units, and reasons without a comment', async () => {
    const m = await manifest({ items: [{ qty: 5 }] });
    const { itemId, associationId } = m.items[0]!;
    await refuse(
      url,
      'PUT',
      body(m, itemId, [{ associationId, units: 2, discrepancyReasons: [{ qty: 2, comment: 'Item damaged' }] }]),
      400,
      reasonsMustSumMessage(3),
    );
    await refuse(
      url,
      'PUT',
      body(m, itemId, [{ associationId, units: 2, discrepancyReasons: [{ qty: 3, comment: '  ' }] }]),
      400,
      HUB_OPS_MESSAGES.reasonCommentRequired,
    );
  });

  it('counts only increases: reasons recorded earlier plus the new ones must add up to the shortfall', async () => {
    const m = await manifest({ items: [{ qty: 6 }] });
    const { itemId, associationId } = m.items[0]!;
    await t.call(
      updateInwardItems,
      { body: body(m, itemId, [{ associationId, units: 2, discrepancyReasons: [{ qty: 4, comment: 'Item missing' }] }]) },
      { cookie: exec },
    );
    // 1 more unit arrives: 3 still missing, 4 recorded: adding a reason cannot fix that, so it is refused.
    await refuse(
      url,
      'PUT',
      body(m, itemId, [{ associationId, units: 1, discrepancyReasons: [{ qty: 1, comment: 'Item damaged' }] }]),
      400,
      reasonsMustSumMessage(3),
    );
  });

  it("refuses a closed manifest, a not-started one, another hub's, an unknown hub, an item of another manifest and a foreign association", async () => {
    const closed = await manifest({ state: 'COMPLETED', items: [{ qty: 2 }] });
    const fresh = await manifest({ state: 'NOT_STARTED', items: [{ qty: 2 }] });
    const hyd = await manifest({ hub: 'HUB-HYD-02', items: [{ qty: 2 }] });
    const m = await manifest({ items: [{ qty: 2 }, { qty: 2 }] });
    const line = (x: { items: Array<{ associationId: number }> }) => [{ associationId: x.items[0]!.associationId, units: 1 }];
    await refuse(url, 'PUT', body(closed, closed.items[0]!.itemId, line(closed)), 409, manifestAlreadyClosedMessage(closed.spaId));
    await refuse(url, 'PUT', body(fresh, fresh.items[0]!.itemId, line(fresh)), 409, activityNotStartedMessage(fresh.spaId));
    await refuse(url, 'PUT', { ...body(hyd, hyd.items[0]!.itemId, line(hyd)), hubOrgUnitId: 'HUB-BLR-01' }, 404, manifestNotFoundMessage(hyd.spaId));
    await refuse(url, 'PUT', { ...body(m, m.items[0]!.itemId, line(m)), hubOrgUnitId: 'HUB-NOPE' }, 403, hubForbiddenMessage('HUB-NOPE'));
    await refuse(url, 'PUT', body(m, hyd.items[0]!.itemId, line(hyd)), 404, itemNotFoundMessage(hyd.items[0]!.itemId));
    await refuse(
      url,
      'PUT',
      body(m, m.items[0]!.itemId, [{ associationId: m.items[1]!.associationId, units: 1 }]),
      400,
      `Association ${m.items[1]!.associationId} is not a line of item ${m.items[0]!.itemId}`,
    );
  });

  it('replays the same Idempotency-Key once: one change, the same answer', async () => {
    const m = await manifest({ items: [{ qty: 5 }] });
    const { itemId, associationId } = m.items[0]!;
    const args = { body: body(m, itemId, [{ associationId, units: 2 }]) };
    const first = await t.call(updateInwardItems, args, { cookie: exec, idempotencyKey: 'inward-replay-0001' });
    const second = await t.call(updateInwardItems, args, { cookie: exec, idempotencyKey: 'inward-replay-0001' });
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect((await itemState(t.app.db, itemId)).item.pickedQty).toBe(2);
  });
});

describe('pick request', () => {
  it('a pick request inwards the listed units ("Pick Request Successfully Created."), all or nothing', async () => {
    const m = await manifest({ items: [{ qty: 3 }, { qty: 2 }] });
    const res = await t.call(createInwardPickRequest, { params: { spaId: m.spaId }, body: [{ itemId: m.items[0]!.itemId, qty: 2 }] }, { cookie: exec });
    expect(res.json()).toEqual({ message: 'Pick Request Successfully Created.', unitsInwarded: 2 });
    expect((await itemState(t.app.db, m.items[0]!.itemId)).item.pickedQty).toBe(2);
    const other = await manifest({ items: [{ qty: 1 }] });
    await refuse(
      endpointUrl(createInwardPickRequest, { params: { spaId: m.spaId } }),
      'POST',
      [{ itemId: other.items[0]!.itemId, qty: 1 }],
      404,
      itemNotFoundMessage(other.items[0]!.itemId),
    );
    await refuse(
      endpointUrl(createInwardPickRequest, { params: { spaId: m.spaId } }),
      'POST',
      [
        { itemId: m.items[1]!.itemId, qty: 1 },
        { itemId: m.items[0]!.itemId, qty: 2 },
      ],
      409,
      HUB_OPS_MESSAGES.unitsRefused,
    );
  });
});

describe('close the inward manifest', () => {
  it('closes once (activity and group COMPLETED); a second close is refused; it is no longer listed as open', async () => {
    const m = await manifest({ items: [{ qty: 1 }] });
    const params = { hubId: m.hub, spaId: m.spaId };
    const res = await t.call(
      closeInwardManifest,
      { params, query: { activityViewType: 'VEHICLE', logisticDetails: 'Dock 2', vehicleNumber: 'KA01AB1234' } },
      { cookie: exec },
    );
    expect(res.json()).toEqual({ message: 'Manifest closed successfully', spaId: m.spaId, activityGroupState: 'COMPLETED' });
    await refuse(endpointUrl(closeInwardManifest, { params }), 'POST', undefined, 409, manifestAlreadyClosedMessage(m.spaId));
    const list = await t.call(
      getActivities,
      { params: { hubId: m.hub, activityViewType: 'VEHICLE' }, query: { movementType: 'HUB_INWARD' } },
      { cookie: exec },
    );
    expect(list.json().activities.map((a: { spaId: string }) => a.spaId)).not.toContain(m.spaId);
  });
  it('a close repeated with the same Idempotency-Key is replayed (one close, 200 both times), not refused', async () => {
    const m = await manifest({ items: [{ qty: 1 }] });
    const args = { params: { hubId: m.hub, spaId: m.spaId } };
    const first = await t.call(closeInwardManifest, args, { cookie: exec, idempotencyKey: 'close-replay-0001' });
    const again = await t.call(closeInwardManifest, args, { cookie: exec, idempotencyKey: 'close-replay-0001' });
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
  });

  it("refuses another hub's manifest with 404 naming it, and a not-started one", async () => {
    const m = await manifest({ items: [{ qty: 1 }] });
    const fresh = await manifest({ state: 'NOT_STARTED', items: [{ qty: 1 }] });
    await refuse(
      endpointUrl(closeInwardManifest, { params: { hubId: 'HUB-HYD-02', spaId: m.spaId } }),
      'POST',
      undefined,
      404,
      manifestNotFoundMessage(m.spaId),
    );
    await refuse(
      endpointUrl(closeInwardManifest, { params: { hubId: fresh.hub, spaId: fresh.spaId } }),
      'POST',
      undefined,
      409,
      activityNotStartedMessage(fresh.spaId),
    );
  });
});
