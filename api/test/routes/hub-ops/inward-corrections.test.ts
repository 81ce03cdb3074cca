import { and, asc, eq } from 'drizzle-orm';
import {
  closeInwardManifest,
  CORRECTION_MESSAGES,
  correctInwardCount,
  type CorrectionBody,
  hubForbiddenMessage,
  itemNotFoundMessage,
  manifestNotFoundMessage,
  updateInwardItems,
} from '@hub/shared/contracts';
import { activityItems, auditLog, corrections, itemAssociations, items, reasonListEntries } from '../../../src/db/schema';
import { signInWithHubs } from '../../helpers/hub-users';
import { setReasonList } from '../../helpers/reason-lists';
import { itemState } from '../../helpers/world-fixtures';
import { type TestApp } from '../../helpers/test-app';
import { correctionBody, correctionsApp } from './corrections-kit';
import { makeInwardManifest } from './inward-kit';

// Inward corrections (issue 34, docs/areas/corrections.md "Inward"): POST /hubOps/hubApp/{hubId}/inward/{spaId}/corrections.

let t: TestApp;
/** Two operators (anyone may scan inward) and a hub manager. */
let exec: string;
let otherExec: string;
let manager: string;

beforeAll(async () => {
  ({ t, exec, otherExec, manager } = await correctionsApp('hubPsvExecutive'));
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof makeInwardManifest>>;
const manifest = (opts: Parameters<typeof makeInwardManifest>[1]) => makeInwardManifest(t.app.db, opts);
const params = (m: M) => ({ hubId: m.hub, spaId: m.spaId });
const body = correctionBody;
const correct = (m: M, b: CorrectionBody, cookie: string, key?: string) =>
  t.call(correctInwardCount, { params: params(m), body: b }, { cookie, ...(key ? { idempotencyKey: key } : {}) });
/** An operator's scan of `units` units of the manifest's first item (the inward write a scan makes). */
const scan = async (m: M, units: number, cookie: string, i = 0) => {
  const res = await t.call(
    updateInwardItems,
    {
      query: { movementType: 'HUB_INWARD' },
      body: {
        itemId: m.items[i]!.itemId,
        hubOrgUnitId: m.hub,
        metaData: { spaId: m.spaId },
        associationDetail: [{ associationId: m.items[i]!.associationId, units, discrepancyReasons: [] }],
      },
    },
    { cookie },
  );
  expect(res.statusCode).toBe(200);
};
const refused = (m: M, b: unknown, cookie: string, status: number, message: string) =>
  t.expectCallRefused(correctInwardCount, { params: params(m), body: b }, status, message, { cookie });
const line = async (m: M, itemId: string) =>
  (
    await t.app.db
      .select()
      .from(activityItems)
      .where(and(eq(activityItems.spaId, m.spaId), eq(activityItems.itemId, itemId)))
  )[0]!;
const correctionsOf = (itemId: string) => t.app.db.select().from(corrections).where(eq(corrections.itemId, itemId)).orderBy(asc(corrections.id));

describe('correct an inward count', () => {
  it('takes back an operator\'s own units: count, association, item, manifest line, status, a corrections row and audit rows, "Correction saved."', async () => {
    const m = await manifest({ items: [{ qty: 5 }] });
    const { itemId } = m.items[0]!;
    await scan(m, 3, exec);
    const res = await correct(m, body(itemId, 2, { note: 'Scanned the neighbour twice' }), exec);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ message: 'Correction saved.', itemId, units: 2, fromValue: '3', toValue: '1' });
    expect(answer.item).toMatchObject({ itemId, pickedQty: 1, pickingStatus: 'PARTIALLY_PICKED' });
    expect(answer.item.associationDetail[0]).toMatchObject({ pickedQty: 1, pickingStatus: 'PARTIALLY_PICKED' });
    const state = await itemState(t.app.db, itemId);
    expect([state.item.pickedQty, state.item.pickingStatus]).toEqual([1, 'PARTIALLY_PICKED']);
    expect([state.associations[0]!.pickedQty, state.associations[0]!.pickingStatus]).toEqual([1, 'PARTIALLY_PICKED']);
    expect((await line(m, itemId)).doneQty).toBe(1);
    const rows = await correctionsOf(itemId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: answer.correctionId,
      hubOrgUnitId: m.hub,
      step: 'INWARD',
      contextId: m.spaId,
      units: 2,
      fromValue: '3',
      toValue: '1',
      reasonCode: 'MIS_SCAN',
      note: 'Scanned the neighbour twice',
      correctedBy: 'hub.exec@demo.hub',
      correctedByName: 'Vikram Singh',
    });
    // The same transaction wrote the audit trail of every row it changed, named by the call.
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, itemId), eq(auditLog.operation, 'correctInwardCount')));
    expect(new Set(audit.map((a) => a.entityType))).toEqual(new Set(['item_associations', 'items', 'activity_items', 'corrections']));
    expect(audit.every((a) => a.actorUserId === 'USR-DEMO-HUB-EXEC')).toBe(true);
    const lineRow = audit.find((a) => a.entityType === 'activity_items')!;
    expect([lineRow.before, lineRow.after]).toEqual([{ done_qty: 3 }, { done_qty: 1 }]);
  });

  it('taking back every unit returns the line to its initial status (NOT_STARTED)', async () => {
    const m = await manifest({ items: [{ qty: 2 }] });
    const { itemId } = m.items[0]!;
    await scan(m, 2, exec);
    const res = await correct(m, body(itemId, 2), exec);
    expect(res.json().item).toMatchObject({ pickedQty: 0, pickingStatus: 'NOT_STARTED' });
    const state = await itemState(t.app.db, itemId);
    expect([state.item.pickedQty, state.item.pickingStatus, state.associations[0]!.pickingStatus]).toEqual([0, 'NOT_STARTED', 'NOT_STARTED']);
    expect((await line(m, itemId)).doneQty).toBe(0);
  });

  it("counts an operator's own units net of their earlier corrections", async () => {
    const m = await manifest({ items: [{ qty: 5 }] });
    const { itemId } = m.items[0]!;
    await scan(m, 2, exec);
    expect((await correct(m, body(itemId, 1), exec)).statusCode).toBe(200);
    await refused(m, body(itemId, 2), exec, 409, CORRECTION_MESSAGES.moreThanYourScans(1));
    expect((await correct(m, body(itemId, 1), exec)).statusCode).toBe(200);
    await refused(m, body(itemId, 1), exec, 409, CORRECTION_MESSAGES.nothingToTakeBack);
  });

  it('lets a hub manager correct any count, also on a closed manifest', async () => {
    const m = await manifest({ items: [{ qty: 4 }] });
    const { itemId } = m.items[0]!;
    await scan(m, 3, exec);
    expect((await t.call(closeInwardManifest, { params: params(m), query: {} }, { cookie: exec })).statusCode).toBe(200);
    await refused(m, body(itemId, 1), exec, 403, CORRECTION_MESSAGES.closedForOperators);
    const res = await correct(m, body(itemId, 2, { reasonCode: 'DOUBLE_COUNT' }), manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ units: 2, fromValue: '3', toValue: '1', item: { pickedQty: 1 } });
    expect((await correctionsOf(itemId))[0]).toMatchObject({ correctedBy: 'hub.manager@demo.hub', reasonCode: 'DOUBLE_COUNT' });
  });

  it('lets an admin of the hub correct units nobody scanned through the flow', async () => {
    const m = await manifest({ items: [{ qty: 3, picked: 3 }] });
    const admin = await t.loginAs('admin');
    const res = await correct(m, body(m.items[0]!.itemId, 1), admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ pickedQty: 2, pickingStatus: 'PARTIALLY_PICKED' });
  });

  it('replays the same Idempotency-Key once: one correction, the same answer', async () => {
    const m = await manifest({ items: [{ qty: 5 }] });
    const { itemId } = m.items[0]!;
    await scan(m, 3, exec);
    const first = await correct(m, body(itemId, 1), exec, 'inward-correction-0001');
    const second = await correct(m, body(itemId, 1), exec, 'inward-correction-0001');
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await correctionsOf(itemId)).toHaveLength(1);
    expect((await itemState(t.app.db, itemId)).item.pickedQty).toBe(2);
  });
});

describe('inward correction refusals (nothing changes)', () => {
  it('refuses units the operator did not scan: "You can only correct your own scans. Ask a hub manager."', async () => {
    const m = await manifest({ items: [{ qty: 5 }] });
    await scan(m, 2, exec);
    await refused(m, body(m.items[0]!.itemId, 1), otherExec, 403, CORRECTION_MESSAGES.notYourScans);
    // Units no scan of the flow counted (the fixture's) are nobody's: only a manager corrects them.
    const seeded = await manifest({ items: [{ qty: 3, picked: 3 }] });
    await refused(seeded, body(seeded.items[0]!.itemId, 1), exec, 403, CORRECTION_MESSAGES.notYourScans);
  });

  it('refuses an operator on a closed manifest', async () => {
    const m = await manifest({ items: [{ qty: 3 }] });
    await scan(m, 2, exec);
    await t.call(closeInwardManifest, { params: params(m), query: {} }, { cookie: exec });
    await refused(m, body(m.items[0]!.itemId, 1), exec, 403, CORRECTION_MESSAGES.closedForOperators);
  });

  it('refuses more than the operator scanned', async () => {
    const m = await manifest({ items: [{ qty: 5 }] });
    await scan(m, 1, exec);
    await scan(m, 2, otherExec);
    await refused(m, body(m.items[0]!.itemId, 2), exec, 409, CORRECTION_MESSAGES.moreThanYourScans(1));
  });

  it('refuses more than is counted, and an item with nothing counted', async () => {
    const m = await manifest({ items: [{ qty: 5, picked: 2 }, { qty: 2 }] });
    await refused(m, body(m.items[0]!.itemId, 3), manager, 409, CORRECTION_MESSAGES.moreThanCounted(2));
    await refused(m, body(m.items[1]!.itemId, 1), manager, 409, CORRECTION_MESSAGES.nothingToTakeBack);
  });

  it('refuses units already dispatched, naming the step', async () => {
    const m = await manifest({ items: [{ qty: 3, picked: 3 }] });
    const { itemId, associationId } = m.items[0]!;
    // Two of the three inwarded units went out on a dispatch.
    await t.app.db.update(itemAssociations).set({ dispatchedQty: 2, dispatchStatus: 'PARTIALLY_DISPATCHED' }).where(eq(itemAssociations.id, associationId));
    await t.app.db.update(items).set({ dispatchedQty: 2, dispatchStatus: 'PARTIALLY_DISPATCHED' }).where(eq(items.itemId, itemId));
    await refused(m, body(itemId, 2), manager, 409, 'Only 1 units can be taken back: the rest are already dispatched.');
    await t.app.db.update(itemAssociations).set({ dispatchedQty: 3, dispatchStatus: 'DISPATCHED' }).where(eq(itemAssociations.id, associationId));
    await t.app.db.update(items).set({ dispatchedQty: 3, dispatchStatus: 'DISPATCHED' }).where(eq(items.itemId, itemId));
    await refused(m, body(itemId, 1), manager, 409, 'These units are already dispatched. Correct that first.');
  });

  it('refuses a reason not on the CORRECTION list, and one an admin switched off: "Pick a reason from the list."', async () => {
    const m = await manifest({ items: [{ qty: 3 }] });
    await scan(m, 2, exec);
    await refused(m, body(m.items[0]!.itemId, 1, { reasonCode: 'NOT_A_REASON' }), exec, 400, 'Pick a reason from the list.');
    await refused(m, body(m.items[0]!.itemId, 1, { reasonCode: 'mis-scan' }), exec, 400, 'Pick a reason from the list.');
    await t.app.db
      .update(reasonListEntries)
      .set({ active: false })
      .where(and(eq(reasonListEntries.listKey, 'CORRECTION'), eq(reasonListEntries.code, 'OTHER')));
    t.app.reasonLists.forget();
    await refused(m, body(m.items[0]!.itemId, 1, { reasonCode: 'OTHER' }), exec, 400, 'Pick a reason from the list.');
    await setReasonList(t.app.db, 'CORRECTION', ['Mis-scan', 'Double count', 'Other']);
    t.app.reasonLists.forget();
  });

  it("refuses bad units and a note too long, in the contract's words", async () => {
    const m = await manifest({ items: [{ qty: 3 }] });
    await scan(m, 2, exec);
    await refused(m, body(m.items[0]!.itemId, 0), exec, 400, CORRECTION_MESSAGES.unitsInvalid);
    await refused(m, body(m.items[0]!.itemId, 1.5), exec, 400, CORRECTION_MESSAGES.unitsInvalid);
    await refused(m, body(m.items[0]!.itemId, 1, { note: 'x'.repeat(201) }), exec, 400, CORRECTION_MESSAGES.noteTooLong);
  });

  it("refuses another hub's user (403), another hub's manifest (404) and an item not on the manifest (404)", async () => {
    const m = await manifest({ items: [{ qty: 3, picked: 2 }] });
    const hydOnly = await signInWithHubs(t, { roles: ['hubManager'], hubs: ['HUB-HYD-02'], label: 'hyd-manager' });
    await refused(m, body(m.items[0]!.itemId, 1), hydOnly, 403, hubForbiddenMessage(m.hub));
    const hyd = await manifest({ hub: 'HUB-HYD-02', items: [{ qty: 2, picked: 2 }] });
    await t.expectCallRefused(
      correctInwardCount,
      { params: { hubId: 'HUB-BLR-01', spaId: hyd.spaId }, body: body(hyd.items[0]!.itemId, 1) },
      404,
      manifestNotFoundMessage(hyd.spaId),
      {
        cookie: manager,
      },
    );
    await refused(m, body(hyd.items[0]!.itemId, 1), manager, 404, itemNotFoundMessage(hyd.items[0]!.itemId));
  });

  it('needs a session (401)', async () => {
    const m = await manifest({ items: [{ qty: 3, picked: 2 }] });
    await t.expectCallRefused(correctInwardCount, { params: params(m), body: body(m.items[0]!.itemId, 1) }, 401, 'Please sign in');
  });
});
