import { sql } from 'drizzle-orm';
import {
  completeSourceToteSegregation,
  endpointUrl,
  endSegregationSession,
  getCurrentEntityItems,
  getOfdZoneDrops,
  getStagingZones,
  getZoneMovementItem,
  getZoneMovementItems,
  HUB_OPS_MESSAGES,
  hubDate,
  hubForbiddenMessage,
  type MoveBody,
  moveItemsToLmZones,
  moveZoneItems,
  OFD_MESSAGES,
  reasonsMustSumMessage,
  selfToteMovement,
  startSegregationSession,
  ZONE_MOVEMENT_MESSAGES,
  ZONE_MOVEMENT_REFUSALS as R,
} from '@hub/shared/contracts';
import { rowsOf } from '../../../src/db/client';
import { hubClock } from '../../../src/lib/hub-clock';
import { itemState } from '../../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { freeTote, makeZoneWorld, tagNewTote, toteLogs } from './zone-movement-kit';

let t: TestApp;
let exec: string;
let other: string;
const realNow = hubClock.now;
/** A moment whose hub (IST) clock reads hh:mm today. */
const istAt = (hh: number, mm: number) => new Date(`${hubDate(new Date())}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`);

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
  other = await t.loginAs('hubManager');
});
afterEach(() => {
  hubClock.now = realNow;
});
afterAll(() => t.close());

const world = (opts: Parameters<typeof makeZoneWorld>[1]) => makeZoneWorld(t.app.db, opts);
type World = Awaited<ReturnType<typeof makeZoneWorld>>;
const move = (w: World, itemId: string, lines: MoveBody['associationDetail'], query: Record<string, string> = {}, cookie = exec, idempotencyKey?: string) =>
  t.call(
    moveZoneItems,
    {
      params: { movementType: 'ZONE_TO_ZONE' },
      query: query as never,
      body: { itemId, hubOrgUnitId: w.hub, sourceZoneId: w.staging, associationDetail: lines },
    },
    { cookie, idempotencyKey },
  );
const refuseMove = (w: World, itemId: string, lines: MoveBody['associationDetail'], query: Record<string, string>, status: number, message: string) =>
  t.expectRefused(
    {
      method: 'PUT',
      url: endpointUrl(moveZoneItems, { params: { movementType: 'ZONE_TO_ZONE' }, query }),
      cookie: exec,
      payload: { itemId, hubOrgUnitId: w.hub, sourceZoneId: w.staging, associationDetail: lines },
    },
    status,
    message,
  );
const items = (w: World, query: Record<string, string> = {}, hubId = w.hub) =>
  t.call(getZoneMovementItems, { params: { hubId, entity: 'ZONE', type: w.staging }, query: query as never }, { cookie: exec });
const detail = (w: World, itemId: string, query: Record<string, string> = {}) =>
  t.call(getZoneMovementItem, { params: { hubId: w.hub, entity: 'ZONE', type: w.staging, itemId }, query: query as never }, { cookie: exec });

describe('staging zones and counts', () => {
  it('lists staging zones with arrived / expected units, buyers, tonnage and item count; route batching per hub', async () => {
    const w = await world({ items: [{ qty: 4, picked: 3 }, { qty: 2 }] });
    const res = await t.call(getStagingZones, { params: { hubId: w.hub } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    expect(res.json().routeBatching).toBe(true);
    const zone = res.json().zones.find((z: { zoneId: string }) => z.zoneId === w.staging);
    // 5 units of 500 g arrived: 0.0025 t, shown to two decimals on the card.
    expect(zone).toEqual({
      zoneId: w.staging,
      zoneType: 'STAGING',
      qcStatus: 'QC_PENDING',
      pickedQty: 5,
      expectedQty: 6,
      buyerCount: 2,
      tonnage: 0,
      itemCount: 2,
    });
    expect(res.json().zones.every((z: { zoneType: string }) => z.zoneType === 'STAGING')).toBe(true);
    const hyd = await t.call(getStagingZones, { params: { hubId: 'HUB-HYD-02' } }, { cookie: exec });
    expect(hyd.json().routeBatching).toBe(false);
  });

  it('refuses an unknown hub', async () => {
    await t.expectRefused(
      { method: 'GET', url: endpointUrl(getStagingZones, { params: { hubId: 'HUB-NOPE' } }), cookie: exec },
      403,
      hubForbiddenMessage('HUB-NOPE'),
    );
  });
});

describe('zone items', () => {
  it('lists items with units present: movable, moved, LM zone, totes; the tote filter keeps one tote', async () => {
    const w = await world({
      batch: 'MORNING',
      items: [
        { qty: 3, tote: 1 },
        { qty: 2, tote: 2 },
        { qty: 4, picked: 0 },
      ],
    });
    hubClock.now = () => istAt(11, 0);
    const res = await items(w);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ zoneId: w.staging, routeBatching: true, routeBatch: 'MORNING', morningCount: 2, afternoonCount: 0, hubMinuteOfDay: 660 });
    expect(body.items.map((i: { itemId: string }) => i.itemId)).toEqual([w.items[0]!.itemId, w.items[1]!.itemId]);
    expect(body.items[0]).toMatchObject({
      destinationZoneId: w.lm,
      toteIds: [w.sourceTotes[0]],
      movableQty: 3,
      movedQty: 0,
      qty: 3,
      pickedQty: 0,
      pickingStatus: 'NOT_STARTED',
    });
    expect(body.totes).toEqual([
      { toteId: w.sourceTotes[0], units: 3, itemCount: 1, singleDestinationZoneId: w.lm },
      { toteId: w.sourceTotes[1], units: 2, itemCount: 1, singleDestinationZoneId: w.lm },
    ]);
    const one = await items(w, { toteIdFilter: w.sourceTotes[1]! });
    expect(one.json().items.map((i: { itemId: string }) => i.itemId)).toEqual([w.items[1]!.itemId]);
  });

  it('refuses an unknown zone and a zone of another hub', async () => {
    const w = await world({ items: [{ qty: 1 }] });
    const url = (hubId: string) => endpointUrl(getZoneMovementItems, { params: { hubId, entity: 'ZONE', type: w.staging } });
    await t.expectRefused({ method: 'GET', url: url('HUB-PUN-03'), cookie: exec }, 404, R.zoneNotFound(w.staging));
  });

  describe('route batch switch on the hub clock (000 §4)', () => {
    const afternoon = async (w: World, hh: number, mm: number) => {
      hubClock.now = () => istAt(hh, mm);
      return items(w, { routeBatch: 'AFTERNOON' });
    };
    it('refuses Morning -> Afternoon at minute 599 and 1141 while the morning list has items; allows 600 and 1140', async () => {
      const w = await world({ batch: 'MORNING', items: [{ qty: 1 }] });
      for (const [hh, mm, ok] of [
        [9, 59, false],
        [10, 0, true],
        [19, 0, true],
        [19, 1, false],
      ] as const) {
        const res = await afternoon(w, hh, mm);
        expect([hh, mm, res.statusCode]).toEqual([hh, mm, ok ? 200 : 409]);
        if (!ok) expect(res.json().message).toBe(OFD_MESSAGES.afternoonBeforeTen);
        else expect(res.json()).toMatchObject({ routeBatch: 'AFTERNOON', items: [] });
      }
    });
    it('allows Afternoon at any time when the morning list is empty, and Morning always', async () => {
      const w = await world({ batch: 'AFTERNOON', items: [{ qty: 1 }] });
      const res = await afternoon(w, 7, 0);
      expect(res.statusCode).toBe(200);
      expect(res.json().items.map((i: { itemId: string }) => i.itemId)).toEqual([w.items[0]!.itemId]);
      hubClock.now = () => istAt(23, 0);
      expect((await items(w, { routeBatch: 'MORNING' })).statusCode).toBe(200);
    });
    it('a hub without route batching lists everything and ignores the batch', async () => {
      const w = await world({ hub: 'HUB-HYD-02', batch: 'AFTERNOON', items: [{ qty: 1 }] });
      hubClock.now = () => istAt(7, 0);
      const res = await items(w, { routeBatch: 'AFTERNOON' });
      expect(res.json()).toMatchObject({ routeBatching: false, routeBatch: null });
      expect(res.json().items).toHaveLength(1);
    });
  });
});

describe('item detail', () => {
  it('has one line per LM zone with units to move, units moved and the zone latest tagged tote', async () => {
    const w = await world({ items: [{ qty: 5, picked: 4 }], lmTotes: 1 });
    const later = await tagNewTote(t.app.db, w.hub, w.lm, new Date(Date.now() + 1000));
    const res = await detail(w, w.items[0]!.itemId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sourceZoneId: w.staging, qty: 4, pickedQty: 0, pickingStatus: 'NOT_STARTED' });
    expect(res.json().associationDetail).toEqual([
      expect.objectContaining({ entityId: w.lm, qty: 4, pickedQty: 0, pickingStatus: 'NOT_STARTED', toteAttachedToEntityId: later, discrepancyReasons: [] }),
    ]);
  });
  it('has no line when the buyer has no LM zone, and refuses an item that is not in the zone', async () => {
    const w = await world({ items: [{ qty: 1, noDestination: true }] });
    expect((await detail(w, w.items[0]!.itemId)).json().associationDetail).toEqual([]);
    const x = await world({ items: [{ qty: 1 }] });
    const url = endpointUrl(getZoneMovementItem, { params: { hubId: w.hub, entity: 'ZONE', type: w.staging, itemId: x.items[0]!.itemId } });
    await t.expectRefused({ method: 'GET', url, cookie: exec }, 404, R.itemNotInZone(x.items[0]!.itemId, w.staging));
  });
});

describe('move units (PUT move/ZONE_TO_ZONE/updateItems)', () => {
  it('moves units loose into the LM zone; the item sums are unchanged and QC and Mark OFD read them there', async () => {
    const w = await world({ items: [{ qty: 5 }] });
    const id = w.items[0]!.itemId;
    const res = await move(w, id, [{ entityId: w.lm, units: 2 }], { moveToTote: 'false' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(ZONE_MOVEMENT_MESSAGES.moved);
    expect(res.json().item.associationDetail[0]).toMatchObject({ qty: 5, pickedQty: 2, pickingStatus: 'PARTIALLY_PICKED' });
    const s = await itemState(t.app.db, id);
    expect(s.item).toMatchObject({ qty: 5, pickedQty: 5 });
    expect(s.associations.map((a) => [a.entityId, a.qty, a.pickedQty, a.toteAttachedToEntityId]).sort()).toEqual(
      [
        [w.lm, 2, 2, null],
        [w.staging, 3, 3, null],
      ].sort(),
    );
    // Hand-off: the LM zone's units are what QC and Mark OFD list next.
    const qc = await t.call(getCurrentEntityItems, { params: { hubId: w.hub, zone: w.lm } }, { cookie: exec });
    expect(qc.json().items).toEqual([expect.objectContaining({ itemId: id, qty: 2 })]);
    const drops = await t.call(getOfdZoneDrops, { params: { hubId: w.hub, zoneId: w.lm } }, { cookie: exec });
    expect(drops.json().drops[0].items).toEqual([expect.objectContaining({ qty: 2 })]);
  });

  it('moves into a tote tagged to the LM zone: the tote is in use there and both totes get a log row', async () => {
    const w = await world({ items: [{ qty: 3, tote: 1 }], lmTotes: 1 });
    const [dest] = w.lmTotes;
    const res = await move(w, w.items[0]!.itemId, [{ entityId: w.lm, units: 3, toteId: dest }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().item.associationDetail[0]).toMatchObject({ qty: 3, pickedQty: 3, pickingStatus: 'PICKED' });
    const s = await itemState(t.app.db, w.items[0]!.itemId);
    // The emptied staging row is gone (it would keep the source tote in the zone).
    expect(s.associations.map((a) => [a.entityId, a.qty, a.toteAttachedToEntityId])).toEqual([[w.lm, 3, dest]]);
    const [asset] = rowsOf<Record<string, unknown>>(await t.app.db.execute(sql`select asset_state, current_zone_id from assets where asset_code = ${dest}`));
    expect(asset).toEqual({ asset_state: 'IN_USE', current_zone_id: w.lm });
    expect(await toteLogs(t.app.db, dest!)).toEqual([['PICK', w.lm]]);
    expect(await toteLogs(t.app.db, w.sourceTotes[0]!)).toEqual([['PICK', w.staging]]);
  });

  it('refuses more units than are there with "Failed to update units", the database unchanged', async () => {
    const w = await world({ items: [{ qty: 4, picked: 2 }] });
    await refuseMove(w, w.items[0]!.itemId, [{ entityId: w.lm, units: 3 }], { moveToTote: 'false' }, 409, HUB_OPS_MESSAGES.unitsRefused);
  });

  it('refuses a tote not tagged to the zone, a missing tote, another zone, and reasons that do not add up (unchanged)', async () => {
    const w = await world({ items: [{ qty: 4 }], lmTotes: 1 });
    const id = w.items[0]!.itemId;
    const loose = await freeTote(t.app.db, w.hub);
    await refuseMove(w, id, [{ entityId: w.lm, units: 1, toteId: loose }], {}, 409, R.toteNotTagged(loose, w.lm));
    await refuseMove(w, id, [{ entityId: w.lm, units: 1 }], {}, 400, R.toteRequired(w.lm));
    await refuseMove(w, id, [{ entityId: 'RTO-ZONE', units: 1 }], { moveToTote: 'false' }, 409, R.notDestination('RTO-ZONE', id));
    await refuseMove(
      w,
      id,
      [{ entityId: w.lm, units: 1, discrepancyReasons: [{ qty: 2, comment: 'Item damaged' }] }],
      { moveToTote: 'false' },
      400,
      reasonsMustSumMessage(3),
    );
    const other = await world({ items: [{ qty: 1 }] });
    await refuseMove(
      w,
      other.items[0]!.itemId,
      [{ entityId: other.lm, units: 1 }],
      { moveToTote: 'false' },
      404,
      R.itemNotInZone(other.items[0]!.itemId, w.staging),
    );
  });

  it('records movement reasons for the units not moved, and clears them once everything moved ("Move all")', async () => {
    const w = await world({ items: [{ qty: 4 }] });
    const id = w.items[0]!.itemId;
    const res = await move(w, id, [{ entityId: w.lm, units: 1, discrepancyReasons: [{ qty: 3, comment: 'Item damaged' }] }], { moveToTote: 'false' });
    expect(res.json().item.associationDetail[0]).toMatchObject({ pickedQty: 1, discrepancyReasons: [{ qty: 3, comment: 'Item damaged' }] });
    const all = await move(w, id, [{ entityId: w.lm, units: 3 }], { moveToTote: 'false' });
    expect(all.json().item.associationDetail[0]).toMatchObject({ qty: 4, pickedQty: 4, pickingStatus: 'PICKED', discrepancyReasons: [] });
    // The item still opens from the zone after its last unit left.
    expect((await detail(w, id)).json().associationDetail[0]).toMatchObject({ pickedQty: 4, pickingStatus: 'PICKED' });
  });

  it('self-tote: units moved into their own tote take the tote along; a part of it is "Partial Movement Not allowed"', async () => {
    const w = await world({
      items: [
        { qty: 3, tote: 1 },
        { qty: 2, tote: 1 },
      ],
    });
    const [tote] = w.sourceTotes;
    const q = { toteFilterId: tote! };
    await refuseMove(w, w.items[0]!.itemId, [{ entityId: w.lm, units: 3, toteId: tote }], q, 409, ZONE_MOVEMENT_MESSAGES.partialMovement);
    const single = await world({ items: [{ qty: 3, tote: 1 }] });
    const [own] = single.sourceTotes;
    await refuseMove(
      single,
      single.items[0]!.itemId,
      [{ entityId: single.lm, units: 2, toteId: own }],
      { toteFilterId: own! },
      409,
      ZONE_MOVEMENT_MESSAGES.partialMovement,
    );
    const ok = await move(single, single.items[0]!.itemId, [{ entityId: single.lm, units: 3, toteId: own }], { toteFilterId: own! });
    expect(ok.statusCode).toBe(200);
    const s = await itemState(t.app.db, single.items[0]!.itemId);
    expect(s.associations.map((a) => [a.entityId, a.toteAttachedToEntityId])).toEqual([[single.lm, own]]);
    expect(await toteLogs(t.app.db, own!)).toEqual([
      ['DETAG', single.staging],
      ['TAG', single.lm],
    ]);
  });

  it('replays a repeated Idempotency-Key instead of moving twice', async () => {
    const w = await world({ items: [{ qty: 5 }] });
    const id = w.items[0]!.itemId;
    const first = await move(w, id, [{ entityId: w.lm, units: 2 }], { moveToTote: 'false' }, exec, 'zone-move-key-1');
    const again = await move(w, id, [{ entityId: w.lm, units: 2 }], { moveToTote: 'false' }, exec, 'zone-move-key-1');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await itemState(t.app.db, id)).associations.find((a) => a.entityId === w.lm)!.qty).toBe(2);
  });

  it('a move in a session needs the caller own open session', async () => {
    const w = await world({ items: [{ qty: 2 }] });
    const session = (await t.call(startSegregationSession, { params: { hubId: w.hub }, body: { zoneId: w.staging } }, { cookie: other })).json().sessionId;
    await refuseMove(w, w.items[0]!.itemId, [{ entityId: w.lm, units: 1 }], { moveToTote: 'false', activityId: session }, 404, R.sessionNotFound(session));
  });
});

describe('list moves, self-tote movement, close tote, session end', () => {
  it('moveItemsToLmZones moves every unit of the list loose into each LM zone (route batch of the list)', async () => {
    const w = await world({ batch: 'MORNING', items: [{ qty: 2, tote: 1 }, { qty: 3 }, { qty: 1, noDestination: true }] });
    const session = (await t.call(startSegregationSession, { params: { hubId: w.hub }, body: { zoneId: w.staging } }, { cookie: exec })).json().sessionId;
    expect(session).toHaveLength(15);
    const res = await t.call(moveItemsToLmZones, { params: { hubId: w.hub, zone: w.staging, id: session }, query: {} }, { cookie: exec });
    expect(res.json()).toEqual({ message: ZONE_MOVEMENT_MESSAGES.movedToLm, itemsMoved: 2, unitsMoved: 5, zones: [w.lm] });
    expect((await items(w)).json().items.map((i: { itemId: string }) => i.itemId)).toEqual([w.items[2]!.itemId]);
    expect(await toteLogs(t.app.db, w.sourceTotes[0]!)).toEqual([['PICK', w.staging]]);
    const afternoon = await t.call(
      moveItemsToLmZones,
      { params: { hubId: w.hub, zone: w.staging, id: session }, query: { routeBatch: 'AFTERNOON' } },
      { cookie: exec },
    );
    expect(afternoon.json()).toMatchObject({ itemsMoved: 0, unitsMoved: 0 });
  });

  it('self tote movement moves a one-zone tote with its units; refuses a mixed or partly arrived tote', async () => {
    const w = await world({
      items: [
        { qty: 2, tote: 1 },
        { qty: 1, tote: 1 },
        { qty: 3, picked: 1, tote: 2 },
      ],
    });
    const [whole, part] = w.sourceTotes;
    const url = (tote: string) => endpointUrl(selfToteMovement, { params: { hubId: w.hub, zone: w.staging, tote } });
    await t.expectRefused({ method: 'POST', url: url(part!), cookie: exec, payload: {} }, 409, ZONE_MOVEMENT_MESSAGES.partialMovement);
    const res = await t.call(selfToteMovement, { params: { hubId: w.hub, zone: w.staging, tote: whole! }, body: {} }, { cookie: exec });
    expect(res.json()).toEqual({ message: ZONE_MOVEMENT_MESSAGES.selfToteMoved, toteId: whole, fromZoneId: w.staging, toZoneId: w.lm, unitsMoved: 3 });
    expect(await toteLogs(t.app.db, whole!)).toEqual([
      ['DETAG', w.staging],
      ['TAG', w.lm],
    ]);
    await t.expectRefused({ method: 'POST', url: url(whole!), cookie: exec, payload: {} }, 409, R.toteNotInZone(whole!, w.staging));
    const mixed = await world({ items: [{ qty: 1, tote: 1 }] });
    const extra = await world({ items: [{ qty: 1 }] });
    // A unit for another LM zone in the same tote.
    await t.app.db.execute(
      sql`update item_associations set entity_id = ${mixed.staging}, tote_attached_to_entity_id = ${mixed.sourceTotes[0]} where item_id = ${extra.items[0]!.itemId}`,
    );
    await t.expectRefused(
      {
        method: 'POST',
        url: endpointUrl(selfToteMovement, { params: { hubId: mixed.hub, zone: mixed.staging, tote: mixed.sourceTotes[0]! } }),
        cookie: exec,
        payload: {},
      },
      409,
      R.toteSeveralZones(mixed.sourceTotes[0]!),
    );
  });

  it('close tote frees an emptied source tote (logged) and refuses one that still holds units', async () => {
    const w = await world({ items: [{ qty: 2, tote: 1 }] });
    const [tote] = w.sourceTotes;
    const body = { hubOrgUnitId: w.hub, zoneId: w.staging };
    await t.expectRefused(
      { method: 'POST', url: endpointUrl(completeSourceToteSegregation, { params: { id: tote! } }), cookie: exec, payload: body },
      409,
      R.toteStillHolds(tote!, 2),
    );
    await move(w, w.items[0]!.itemId, [{ entityId: w.lm, units: 2 }], { moveToTote: 'false', toteFilterId: tote! });
    const res = await t.call(completeSourceToteSegregation, { params: { id: tote! }, body }, { cookie: exec });
    expect(res.json()).toEqual({ message: ZONE_MOVEMENT_MESSAGES.toteClosed, toteId: tote });
    const [asset] = rowsOf<Record<string, unknown>>(await t.app.db.execute(sql`select asset_state, current_zone_id from assets where asset_code = ${tote}`));
    expect(asset).toEqual({ asset_state: 'GOOD_TO_USE', current_zone_id: null });
    expect((await toteLogs(t.app.db, tote!)).at(-1)).toEqual(['DETAG', w.staging]);
  });

  it('ends the caller own session once (a repeat answers the first end); another user cannot end it', async () => {
    const hubId = 'HUB-BLR-01';
    const session = (await t.call(startSegregationSession, { params: { hubId }, body: {} }, { cookie: exec })).json().sessionId;
    await t.expectRefused(
      { method: 'POST', url: endpointUrl(endSegregationSession, { params: { hubId, id: session } }), cookie: other },
      404,
      R.sessionNotFound(session),
    );
    const first = await t.call(endSegregationSession, { params: { hubId, id: session } }, { cookie: exec });
    const second = await t.call(endSegregationSession, { params: { hubId, id: session } }, { cookie: exec });
    expect(first.statusCode).toBe(200);
    expect(second.json().endedAt).toBe(first.json().endedAt);
  });
});
