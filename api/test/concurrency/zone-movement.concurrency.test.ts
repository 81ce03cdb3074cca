import { HUB_OPS_MESSAGES, moveItemsToLmZones, moveZoneItems, selfToteMovement, startSegregationSession } from '@hub/shared/contracts';
import { byStatus, describeOnPostgres, listen, type LiveApp, req } from '../helpers/concurrency';
import { itemState } from '../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeZoneWorld } from '../routes/hub-ops/zone-movement-kit';

let t: TestApp;
let live: LiveApp;

describeOnPostgres('zone movement under concurrent operators (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['hubExecutive', 'hubManager']);
  });
  afterAll(() => t.close());

  type World = Awaited<ReturnType<typeof makeZoneWorld>>;
  const moveReq = (w: World, units: number, as: number, tote: string | null = null, toteFilterId?: string) =>
    req(
      moveZoneItems,
      {
        params: { movementType: 'ZONE_TO_ZONE' },
        query: { moveToTote: tote ? 'true' : 'false', ...(toteFilterId ? { toteFilterId } : {}) } as never,
        body: { itemId: w.items[0]!.itemId, hubOrgUnitId: w.hub, sourceZoneId: w.staging, associationDetail: [{ entityId: w.lm, units, toteId: tote }] },
      },
      { as },
    );
  const sums = async (itemId: string) => {
    const s = await itemState(t.app.db, itemId);
    return {
      item: s.item.qty,
      rows: s.associations.reduce((a, r) => a + r.qty, 0),
      byZone: Object.fromEntries(s.associations.map((a) => [a.entityId, a.qty])),
    };
  };

  it('two operators moving the last units of an item: one wins, the other gets "Failed to update units"; never more than were there', async () => {
    const w = await makeZoneWorld(t.app.db, { items: [{ qty: 3 }] });
    const answers = await live.parallel([moveReq(w, 3, 0), moveReq(w, 3, 1)]);
    expect(byStatus(answers)).toEqual({ 200: 1, 409: 1 });
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(HUB_OPS_MESSAGES.unitsRefused);
    const s = await sums(w.items[0]!.itemId);
    expect(s).toEqual({ item: 3, rows: 3, byZone: { [w.lm]: 3 } });
  });

  it('two operators x 10 single-unit moves of an item of 12 into one tote: exactly 12 moved, one row, sums kept', async () => {
    const w = await makeZoneWorld(t.app.db, { items: [{ qty: 12 }], lmTotes: 1 });
    const answers = await live.parallel(Array.from({ length: 20 }, (_, i) => moveReq(w, 1, i % 2, w.lmTotes[0]!)));
    expect(byStatus(answers)).toEqual({ 200: 12, 409: 8 });
    const s = await itemState(t.app.db, w.items[0]!.itemId);
    expect(s.associations.map((a) => [a.entityId, a.qty, a.pickedQty, a.toteAttachedToEntityId])).toEqual([[w.lm, 12, 12, w.lmTotes[0]]]);
  });

  it('unit moves racing the list move and a self-tote move of the same zone never exceed what was there and never deadlock', async () => {
    const w = await makeZoneWorld(t.app.db, {
      items: [
        { qty: 6, tote: 1 },
        { qty: 4, tote: 1 },
      ],
    });
    const session = (await t.call(startSegregationSession, { params: { hubId: w.hub }, body: { zoneId: w.staging } }, { cookie: live.operators[1] })).json()
      .sessionId as string;
    const answers = await live.parallel([
      moveReq(w, 2, 0),
      req(moveItemsToLmZones, { params: { hubId: w.hub, zone: w.staging, id: session }, query: {} }, { as: 1 }),
      moveReq(w, 2, 0),
      req(selfToteMovement, { params: { hubId: w.hub, zone: w.staging, tote: w.sourceTotes[0]! }, body: {} }, { as: 0 }),
      moveReq(w, 2, 0),
    ]);
    expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
    for (const it of w.items) {
      const s = await sums(it.itemId);
      expect(s.rows).toBe(s.item);
    }
  });
});
