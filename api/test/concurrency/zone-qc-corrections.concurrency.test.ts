import { and, eq } from 'drizzle-orm';
import { correctQcDecision, correctZoneMovement, moveZoneItems, updateQcState } from '@hub/shared/contracts';
import { corrections, items, qcDecisions } from '../../src/db/schema';
import { byStatus, describeOnPostgres, listen, type LiveApp, type ParallelAnswer, req } from '../helpers/concurrency';
import { setReasonList } from '../helpers/reason-lists';
import { itemState } from '../helpers/world-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { makeZoneWorld } from '../routes/hub-ops/zone-movement-kit';
import { pendingBody, qcItem, qcZone } from '../routes/quality-check/qc-fixtures';

// Corrections racing the forward writes they correct (issue 34, docs/areas/corrections.md "Zone movement", "Quality
// check"): moves and QC decisions of the same item at the same moment as corrections, on real connections. Final
// counts are exact (what succeeded, nothing lost, nothing counted twice) and never negative.

let t: TestApp;
let live: LiveApp;
const HUB = 'HUB-BLR-01';
/** Operators by index: 0 hub executive, 1 PSV executive, 2 hub manager, 3 admin. */
const EXEC = 0;
const OTHER = 1;
const MANAGER = 2;
const ADMIN = 3;

describeOnPostgres('zone movement and QC corrections under concurrent operators (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    live = await listen(t, ['hubExecutive', 'hubPsvExecutive', 'hubManager', 'admin']);
    await setReasonList(t.app.db, 'CORRECTION', ['Mis-scan', 'Double count', 'Other']);
  });
  afterAll(() => t.close());

  type World = Awaited<ReturnType<typeof makeZoneWorld>>;
  const moveReq = (w: World, units: number, as: number) =>
    req(
      moveZoneItems,
      {
        params: { movementType: 'ZONE_TO_ZONE' },
        query: { moveToTote: 'false' } as never,
        body: { itemId: w.items[0]!.itemId, hubOrgUnitId: w.hub, sourceZoneId: w.staging, associationDetail: [{ entityId: w.lm, units }] },
      },
      { as },
    );
  const correctMoveReq = (w: World, units: number, as: number) =>
    req(correctZoneMovement, { params: { hubId: w.hub, zoneId: w.staging }, body: { itemId: w.items[0]!.itemId, units, reasonCode: 'MIS_SCAN' } }, { as });
  const unitsOf = (answers: ParallelAnswer[], requests: Array<{ units: number }>) =>
    answers.reduce((s, a, i) => s + (a.status === 200 ? requests[i]!.units : 0), 0);
  /** Units of the item per zone, and the item's own sums. */
  const placed = async (w: World) => {
    const s = await itemState(t.app.db, w.items[0]!.itemId);
    const inZone = (z: string) => s.associations.filter((a) => a.entityId === z).reduce((n, a) => n + a.qty, 0);
    expect(s.associations.every((a) => a.qty >= 0 && a.pickedQty >= 0 && a.pickedQty <= a.qty)).toBe(true);
    expect(s.associations.reduce((n, a) => n + a.qty, 0)).toBe(s.item.qty);
    return { staging: inZone(w.staging), lm: inZone(w.lm) };
  };

  it('moves racing corrections of the same item: every move counted, every allowed correction applied once, sums exact', async () => {
    for (let round = 0; round < 3; round++) {
      const w = await makeZoneWorld(t.app.db, { items: [{ qty: 12 }] });
      // The executive moved 6 units earlier; now 6 single-unit moves by another operator race a manager taking back 5
      // and the executive taking back 2 of their own.
      const first = await live.parallel([moveReq(w, 6, EXEC)]);
      expect(first[0]!.status).toBe(200);
      const plan = [
        ...Array.from({ length: 6 }, () => ({ r: moveReq(w, 1, OTHER), units: 1, kind: 'move' as const })),
        { r: correctMoveReq(w, 5, MANAGER), units: 5, kind: 'correct' as const },
        { r: correctMoveReq(w, 2, EXEC), units: 2, kind: 'correct' as const },
      ];
      const answers = await live.parallel(plan.map((p) => p.r));
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
      // Moves never fail here (the staging zone holds at least the 6 they take); a correction goes when the LM zone still
      // holds its units at its turn, and either way its answer says what happened.
      expect(answers.slice(0, 6).every((a) => a.status === 200)).toBe(true);
      const moved = unitsOf(answers.slice(0, 6), plan.slice(0, 6));
      const corrected = unitsOf(answers.slice(6), plan.slice(6));
      expect(moved).toBe(6);
      expect(await placed(w)).toEqual({ staging: 12 - (6 + moved - corrected), lm: 6 + moved - corrected });
      const rows = await t.app.db.select().from(corrections).where(eq(corrections.itemId, w.items[0]!.itemId));
      expect(rows.reduce((s, r) => s + r.units, 0)).toBe(corrected);
      expect(rows).toHaveLength(answers.slice(6).filter((a) => a.status === 200).length);
    }
  });

  it('two people taking back the same moved units at once: one succeeds, the other is refused; never below zero', async () => {
    for (let round = 0; round < 3; round++) {
      const w = await makeZoneWorld(t.app.db, { items: [{ qty: 3 }] });
      expect((await live.parallel([moveReq(w, 3, EXEC)]))[0]!.status).toBe(200);
      const answers = await live.parallel([correctMoveReq(w, 3, EXEC), correctMoveReq(w, 3, MANAGER), correctMoveReq(w, 3, ADMIN)]);
      expect(byStatus(answers)).toEqual({ 200: 1, 409: 2 });
      expect(await placed(w)).toEqual({ staging: 3, lm: 0 });
      expect(await t.app.db.select().from(corrections).where(eq(corrections.itemId, w.items[0]!.itemId))).toHaveLength(1);
    }
  });

  it('QC approvals racing corrections of the same item: accepted = approvals + earlier - corrected, pending never negative', async () => {
    for (let round = 0; round < 3; round++) {
      const zone = await qcZone(t.app.db);
      const id = await qcItem(t.app.db, zone, 12);
      const approve = (from: number, as: number) =>
        req(
          updateQcState,
          { params: { hubId: HUB, zone, id }, body: pendingBody({ acceptedQty: from, commentsFailed: [] }, { acceptedQty: from + 1, commentsFailed: [] }) },
          { as },
        );
      const first = await live.parallel([
        req(
          updateQcState,
          { params: { hubId: HUB, zone, id }, body: pendingBody({ acceptedQty: 0, commentsFailed: [] }, { acceptedQty: 6, commentsFailed: [] }) },
          { as: EXEC },
        ),
      ]);
      expect(first[0]!.status).toBe(200);
      const back = (units: number, as: number) =>
        req(correctQcDecision, { params: { hubId: HUB, zone }, body: { itemId: id, units, from: 'ACCEPTED', reasonCode: 'MIS_SCAN' } }, { as });
      const plan = [
        ...Array.from({ length: 8 }, (_, i) => ({ r: approve(6, i % 2 ? OTHER : ADMIN), units: 1 })),
        { r: back(4, MANAGER), units: 4 },
        { r: back(2, EXEC), units: 2 },
      ];
      const answers = await live.parallel(plan.map((p) => p.r));
      expect(answers.every((a) => a.status === 200 || a.status === 409)).toBe(true);
      const approved = unitsOf(answers.slice(0, 8), plan.slice(0, 8));
      const corrected = unitsOf(answers.slice(8), plan.slice(8));
      // The executive's own 6 approvals and the manager's reach cover what they take back: both always go.
      expect(corrected).toBe(6);
      const [row] = await t.app.db.select().from(items).where(eq(items.itemId, id));
      expect(row!.acceptedQty).toBe(6 + approved - corrected);
      expect(row!.qty - row!.acceptedQty - row!.failedQty).toBeGreaterThanOrEqual(0);
      expect(
        await t.app.db
          .select()
          .from(qcDecisions)
          .where(and(eq(qcDecisions.itemId, id))),
      ).toHaveLength(1 + approved);
      expect(await t.app.db.select().from(corrections).where(eq(corrections.itemId, id))).toHaveLength(2);
    }
  });
});
