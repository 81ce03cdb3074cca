import { and, asc, eq } from 'drizzle-orm';
import {
  completeZoneQc,
  CORRECTION_CONSUMERS,
  CORRECTION_MESSAGES,
  type CorrectionBody,
  correctZoneMovement,
  hubForbiddenMessage,
  type MoveBody,
  moveZoneItems,
  updateQcState,
  ZONE_CORRECTION_CONSUMERS,
  ZONE_MOVEMENT_REFUSALS as R,
} from '@hub/shared/contracts';
import { auditLog, corrections, items, itemAssociations, ofdTasks, ofdTaskZones, reasonListEntries } from '../../../src/db/schema';
import { signInWithHubs } from '../../helpers/hub-users';
import { setReasonList } from '../../helpers/reason-lists';
import { itemState } from '../../helpers/world-fixtures';
import { type TestApp } from '../../helpers/test-app';
import { correctionBody, correctionsApp } from './corrections-kit';
import { toteLogs, makeZoneWorld } from './zone-movement-kit';

// Zone movement corrections (issue 34, docs/areas/corrections.md "Zone movement"):
// POST /hubOps/hubApp/{hubId}/zones/{zoneId}/corrections.

let t: TestApp;
/** Two operators (anyone may move units) and a hub manager. */
let exec: string;
let otherExec: string;
let manager: string;

beforeAll(async () => {
  ({ t, exec, otherExec, manager } = await correctionsApp('hubPsvExecutive'));
});
afterAll(() => t.close());

type World = Awaited<ReturnType<typeof makeZoneWorld>>;
const world = (opts: Parameters<typeof makeZoneWorld>[1]) => makeZoneWorld(t.app.db, opts);
const body = correctionBody;
const params = (w: World, zoneId = w.staging, hubId = w.hub) => ({ hubId, zoneId });
const correct = (w: World, b: CorrectionBody, cookie: string, key?: string) =>
  t.call(correctZoneMovement, { params: params(w), body: b }, { cookie, ...(key ? { idempotencyKey: key } : {}) });
const refused = (w: World, b: unknown, cookie: string, status: number, message: string, p = params(w)) =>
  t.expectCallRefused(correctZoneMovement, { params: p, body: b }, status, message, { cookie });
/** An operator moves `units` units of the world's first item into its LM zone (into the LM tote when the world has one). */
const move = async (w: World, units: number, cookie: string, i = 0) => {
  const tote = w.lmTotes[0] ?? null;
  const line: MoveBody['associationDetail'][number] = { entityId: w.lm, units, toteId: tote };
  const res = await t.call(
    moveZoneItems,
    {
      params: { movementType: 'ZONE_TO_ZONE' },
      query: { moveToTote: tote ? 'true' : 'false' } as never,
      body: { itemId: w.items[i]!.itemId, hubOrgUnitId: w.hub, sourceZoneId: w.staging, associationDetail: [line] },
    },
    { cookie },
  );
  expect(res.statusCode).toBe(200);
};
/** The item's rows as [zone, qty, picked, tote], sorted. */
const places = async (itemId: string) =>
  (await itemState(t.app.db, itemId)).associations.map((a) => [a.entityId, a.qty, a.pickedQty, a.toteAttachedToEntityId]).sort();
const correctionsOf = (itemId: string) => t.app.db.select().from(corrections).where(eq(corrections.itemId, itemId)).orderBy(asc(corrections.id));

describe('correct a zone movement', () => {
  it('takes an operator\'s own moved units back into the source zone, loose: rows, item sums, tote log, a corrections row, audit rows, "Correction saved."', async () => {
    const w = await world({ items: [{ qty: 5 }], lmTotes: 1 });
    const { itemId } = w.items[0]!;
    await move(w, 3, exec);
    const res = await correct(w, body(itemId, 2, { note: 'Wrong buyer' }), exec);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ message: 'Correction saved.', itemId, units: 2, fromValue: '3', toValue: '1' });
    // The detail as it is now: 1 unit in the LM zone, 4 to move again.
    expect(answer.item).toMatchObject({ itemId, sourceZoneId: w.staging, qty: 5, pickedQty: 1, pickingStatus: 'PARTIALLY_PICKED' });
    expect(answer.item.associationDetail[0]).toMatchObject({ entityId: w.lm, qty: 5, pickedQty: 1 });
    expect(await places(itemId)).toEqual(
      [
        [w.lm, 1, 1, w.lmTotes[0]],
        [w.staging, 4, 4, null],
      ].sort(),
    );
    const { item } = await itemState(t.app.db, itemId);
    expect([item.qty, item.pickedQty, item.dispatchedQty]).toEqual([5, 5, 0]);
    // The LM tote the units came out of gets a PICK log (troubleshoot history), as a move's source tote does.
    expect(await toteLogs(t.app.db, w.lmTotes[0]!)).toEqual([
      ['PICK', w.lm],
      ['PICK', w.lm],
    ]);
    const rows = await correctionsOf(itemId);
    expect(rows).toEqual([
      expect.objectContaining({
        id: answer.correctionId,
        hubOrgUnitId: w.hub,
        step: 'ZONE_MOVEMENT',
        contextId: w.staging,
        units: 2,
        fromValue: '3',
        toValue: '1',
        reasonCode: 'MIS_SCAN',
        note: 'Wrong buyer',
        correctedBy: 'hub.exec@demo.hub',
        correctedByName: 'Vikram Singh',
      }),
    ]);
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, itemId), eq(auditLog.operation, 'correctZoneMovement')));
    expect(new Set(audit.map((a) => a.entityType))).toEqual(new Set(['item_associations', 'items', 'corrections']));
    expect(audit.every((a) => a.actorUserId === 'USR-DEMO-HUB-EXEC')).toBe(true);
  });

  it('after "Move all" (the source row removed) the units still go back to the zone they left', async () => {
    const w = await world({ items: [{ qty: 2, tote: 1 }] });
    const { itemId } = w.items[0]!;
    await move(w, 2, exec);
    expect(await places(itemId)).toEqual([[w.lm, 2, 2, null]]);
    const res = await correct(w, body(itemId, 2), exec);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ qty: 2, pickedQty: 0, pickingStatus: 'NOT_STARTED' });
    expect(await places(itemId)).toEqual([[w.staging, 2, 2, null]]);
  });

  it("counts an operator's own moved units net of their earlier corrections", async () => {
    const w = await world({ items: [{ qty: 6 }] });
    const { itemId } = w.items[0]!;
    await move(w, 2, exec);
    await move(w, 3, otherExec);
    await refused(w, body(itemId, 3), exec, 409, CORRECTION_MESSAGES.moreThanYourScans(2));
    expect((await correct(w, body(itemId, 1), exec)).statusCode).toBe(200);
    await refused(w, body(itemId, 2), exec, 409, CORRECTION_MESSAGES.moreThanYourScans(1));
    expect((await correct(w, body(itemId, 1), exec)).statusCode).toBe(200);
    await refused(w, body(itemId, 1), exec, 403, CORRECTION_MESSAGES.notYourScans);
    expect((await correct(w, body(itemId, 3), otherExec)).statusCode).toBe(200);
    expect(await places(itemId)).toEqual([[w.staging, 6, 6, null]]);
  });

  it("refuses an operator another operator's move (403), the database unchanged; a hub manager may correct it", async () => {
    const w = await world({ items: [{ qty: 4 }] });
    const { itemId } = w.items[0]!;
    await move(w, 3, exec);
    await refused(w, body(itemId, 1), otherExec, 403, CORRECTION_MESSAGES.notYourScans);
    const res = await correct(w, body(itemId, 3), manager);
    expect(res.statusCode).toBe(200);
    expect((await correctionsOf(itemId))[0]).toMatchObject({ correctedBy: 'hub.manager@demo.hub', units: 3, fromValue: '3', toValue: '0' });
  });

  it('an admin corrects as a hub manager does', async () => {
    const w = await world({ items: [{ qty: 2 }] });
    await move(w, 2, exec);
    const admin = await t.loginAs('admin');
    expect((await correct(w, body(w.items[0]!.itemId, 1), admin)).statusCode).toBe(200);
  });

  it('refuses more units than were moved, and an item with nothing moved (409, unchanged)', async () => {
    const w = await world({ items: [{ qty: 5 }, { qty: 2 }] });
    await move(w, 2, exec);
    await refused(w, body(w.items[0]!.itemId, 3), manager, 409, CORRECTION_MESSAGES.moreThanCounted(2));
    await refused(w, body(w.items[1]!.itemId, 1), manager, 409, CORRECTION_MESSAGES.nothingToTakeBack);
  });

  it('never takes back units already dispatched: the message names dispatch', async () => {
    const w = await world({ items: [{ qty: 4 }] });
    const { itemId } = w.items[0]!;
    await move(w, 3, exec);
    // Two of the three moved units left on a vehicle (what an OFD hand-off leaves: a VEHICLE row, dispatched).
    const [lmRow] = await t.app.db
      .select()
      .from(itemAssociations)
      .where(and(eq(itemAssociations.itemId, itemId), eq(itemAssociations.entityId, w.lm)));
    await t.app.db.update(itemAssociations).set({ qty: 1, pickedQty: 1 }).where(eq(itemAssociations.id, lmRow!.id));
    await t.app.db
      .insert(itemAssociations)
      .values({ itemId, hubOrgUnitId: w.hub, associationType: 'VEHICLE', entityId: 'VEH-T', qty: 2, pickedQty: 2, dispatchedQty: 2 });
    await t.app.db.update(items).set({ dispatchedQty: 2, dispatchStatus: 'PARTIALLY_DISPATCHED' }).where(eq(items.itemId, itemId));
    await refused(w, body(itemId, 2), manager, 409, CORRECTION_MESSAGES.consumedBy(CORRECTION_CONSUMERS.dispatched, 1));
    await refused(w, body(itemId, 2), exec, 409, 'Only 1 units can be taken back: the rest are already dispatched.');
    expect((await correct(w, body(itemId, 1), exec)).statusCode).toBe(200);
  });

  it("closes the move to operators once the LM zone's QC is completed; a manager is refused the checked units, naming QC", async () => {
    const w = await world({ items: [{ qty: 3 }] });
    const { itemId } = w.items[0]!;
    await move(w, 3, exec);
    const qc = await t.call(
      updateQcState,
      {
        params: { hubId: w.hub, zone: w.lm, id: itemId },
        body: { tab: 'PENDING', acceptedQty: 3, failedQty: 0, commentsFailed: [], previous: { acceptedQty: 0, commentsFailed: [] } },
      },
      { cookie: exec },
    );
    expect(qc.statusCode).toBe(200);
    // Decided but not completed: still open to the operator who moved the units.
    expect((await correct(w, body(itemId, 1), exec)).statusCode).toBe(200);
    const done = await t.call(completeZoneQc, { params: { hubId: w.hub, zone: w.lm } }, { cookie: exec });
    expect(done.json().success).toBe(true);
    await refused(w, body(itemId, 1), exec, 403, CORRECTION_MESSAGES.closedForOperators);
    await refused(w, body(itemId, 1), manager, 409, CORRECTION_MESSAGES.consumedBy(ZONE_CORRECTION_CONSUMERS.qualityChecked(w.lm), 0));
    expect(CORRECTION_MESSAGES.consumedBy(ZONE_CORRECTION_CONSUMERS.qualityChecked(w.lm), 0)).toBe(
      `These units are already quality checked in zone ${w.lm}. Correct that first.`,
    );
  });

  it('closes the move to operators while an OFD of the LM zone is in progress (a manager still may)', async () => {
    const w = await world({ items: [{ qty: 2 }] });
    const { itemId } = w.items[0]!;
    await move(w, 2, exec);
    const taskId = `OFD-T-${w.lm}`;
    await t.app.db.insert(ofdTasks).values({ taskId, hubOrgUnitId: w.hub, kind: 'OFD', status: 'IN_PROGRESS', createdBy: 'hub.manager@demo.hub' });
    await t.app.db.insert(ofdTaskZones).values({ taskId, taskStatus: 'IN_PROGRESS', hubOrgUnitId: w.hub, zoneId: w.lm });
    await refused(w, body(itemId, 1), exec, 403, CORRECTION_MESSAGES.closedForOperators);
    expect((await correct(w, body(itemId, 1), manager)).statusCode).toBe(200);
    await t.app.db.update(ofdTasks).set({ status: 'FAILED' }).where(eq(ofdTasks.taskId, taskId));
  });

  it('refuses a reason not on the CORRECTION list, one switched off, and bad units or note (400, unchanged)', async () => {
    const w = await world({ items: [{ qty: 3 }] });
    const { itemId } = w.items[0]!;
    await move(w, 2, exec);
    await refused(w, body(itemId, 1, { reasonCode: 'NOT_A_REASON' }), exec, 400, CORRECTION_MESSAGES.reasonRequired);
    await refused(w, body(itemId, 1, { reasonCode: 'mis scan' }), exec, 400, CORRECTION_MESSAGES.reasonRequired);
    await refused(w, body(itemId, 0), exec, 400, CORRECTION_MESSAGES.unitsInvalid);
    await refused(w, body(itemId, 1, { note: 'x'.repeat(201) }), exec, 400, CORRECTION_MESSAGES.noteTooLong);
    await t.app.db
      .update(reasonListEntries)
      .set({ active: false })
      .where(and(eq(reasonListEntries.listKey, 'CORRECTION'), eq(reasonListEntries.code, 'MIS_SCAN')));
    t.app.reasonLists.forget();
    try {
      await refused(w, body(itemId, 1), exec, 400, CORRECTION_MESSAGES.reasonRequired);
      expect((await correct(w, body(itemId, 1, { reasonCode: 'OTHER' }), exec)).statusCode).toBe(200);
    } finally {
      await setReasonList(t.app.db, 'CORRECTION', ['Mis-scan', 'Double count', 'Other']);
      t.app.reasonLists.forget();
    }
  });

  it('refuses an unknown zone, a zone the item never left, the LM zone itself, and an item of another hub (404, unchanged)', async () => {
    const w = await world({ items: [{ qty: 3 }] });
    const { itemId } = w.items[0]!;
    await move(w, 2, exec);
    const other = await world({ items: [{ qty: 1 }] });
    await refused(w, body(itemId, 1), manager, 404, R.zoneNotFound('NOPE'), params(w, 'NOPE'));
    await refused(w, body(itemId, 1), manager, 404, R.notMovedFromZone(itemId, other.staging), params(w, other.staging));
    await refused(w, body(itemId, 1), manager, 404, R.notMovedFromZone(itemId, w.lm), params(w, w.lm));
    const hyd = await world({ hub: 'HUB-HYD-02', items: [{ qty: 1 }] });
    await refused(w, body(itemId, 1), manager, 404, R.itemNotInZone(itemId, hyd.staging), params(hyd));
  });

  it('refuses a hub the user does not work in (403) and a call without a session (401)', async () => {
    const w = await world({ items: [{ qty: 3 }] });
    await move(w, 1, exec);
    const hydOnly = await signInWithHubs(t, { roles: ['hubManager'], hubs: ['HUB-HYD-02'], label: 'hyd-manager' });
    await refused(w, body(w.items[0]!.itemId, 1), hydOnly, 403, hubForbiddenMessage(w.hub));
    await t.expectCallRefused(correctZoneMovement, { params: params(w), body: body(w.items[0]!.itemId, 1) }, 401, 'Please sign in');
  });

  it('replays a repeated Idempotency-Key: one correction, the same answer', async () => {
    const w = await world({ items: [{ qty: 4 }] });
    const { itemId } = w.items[0]!;
    await move(w, 3, exec);
    const first = await correct(w, body(itemId, 1), exec, 'zm-correct-replay-1');
    const again = await correct(w, body(itemId, 1), exec, 'zm-correct-replay-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await correctionsOf(itemId)).toHaveLength(1);
    expect(await places(itemId)).toEqual(
      [
        [w.lm, 2, 2, null],
        [w.staging, 2, 2, null],
      ].sort(),
    );
  });
});
