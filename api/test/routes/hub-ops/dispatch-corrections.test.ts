import { and, asc, eq } from 'drizzle-orm';
import {
  CORRECTION_MESSAGES,
  correctDispatchCount,
  type CorrectionBody,
  hubForbiddenMessage,
  itemNotFoundMessage,
  manifestNotFoundMessage,
  updateDispatchItems,
} from '@hub/shared/contracts';
import {
  activityItems,
  auditLog,
  corrections,
  dropPoints,
  items,
  orders,
  reasonListEntries,
  runsheetItems,
  runsheets,
  shipments,
} from '../../../src/db/schema';
import { signInWithHubs } from '../../helpers/hub-users';
import { setReasonList } from '../../helpers/reason-lists';
import { itemState } from '../../helpers/world-fixtures';
import { type TestApp } from '../../helpers/test-app';
import { correctionBody, correctionsApp } from './corrections-kit';
import { makeDispatchManifest } from './dispatch-kit';

// Dispatch corrections (issue 34, docs/areas/corrections.md "Dispatch"): POST /hubOps/hubApp/{hubId}/dispatch/{spaId}/corrections.

let t: TestApp;
let exec: string;
let otherExec: string;
let manager: string;

beforeAll(async () => {
  ({ t, exec, otherExec, manager } = await correctionsApp('routingExecutive'));
});
afterAll(() => t.close());

type M = Awaited<ReturnType<typeof makeDispatchManifest>>;
const manifest = (opts: Parameters<typeof makeDispatchManifest>[1]) => makeDispatchManifest(t.app.db, opts);
const params = (m: M) => ({ hubId: m.hub, spaId: m.spaId });
const body = correctionBody;
const correct = (m: M, b: CorrectionBody, cookie: string, key?: string) =>
  t.call(correctDispatchCount, { params: params(m), body: b }, { cookie, ...(key ? { idempotencyKey: key } : {}) });
/** `n` scans of one unit of an item (what the dispatch screen sends per scan). */
const scan = async (m: M, itemId: string, n: number, cookie: string) => {
  for (let i = 0; i < n; i++) {
    const res = await t.call(updateDispatchItems, { params: params(m), body: { items: [{ lItemId: itemId, dispatchedQty: 1 }] } }, { cookie });
    expect(res.statusCode).toBe(200);
  }
};
const refused = (m: M, b: unknown, cookie: string, status: number, message: string) =>
  t.expectCallRefused(correctDispatchCount, { params: params(m), body: b }, status, message, { cookie });
const doneOf = async (m: M, itemId: string) =>
  (
    await t.app.db
      .select()
      .from(activityItems)
      .where(and(eq(activityItems.spaId, m.spaId), eq(activityItems.itemId, itemId)))
  )[0]!.doneQty;
/** A runsheet carrying the item (listed on it), open or closed. */
const onRunsheet = async (m: M, itemId: string, id: string, status: 'IN_PROGRESS' | 'ENDED') => {
  await t.app.db
    .insert(runsheets)
    .values({ runsheetId: id, hubOrgUnitId: m.hub, driverId: m.driverId, vehicleId: m.vehicleId, activityStatus: status, tripDate: '2026-01-05' });
  await t.app.db.insert(runsheetItems).values({ runsheetId: id, itemId, itemType: 'INTRACITY', status: status === 'ENDED' ? 'COLLECTED' : 'NOT_STARTED' });
};

describe('correct a dispatch count', () => {
  it('undoes a mis-scan: count, association, item, manifest line, status, corrections row and audit rows', async () => {
    const m = await manifest({ items: [{ qty: 4 }] });
    const { itemId } = m.items[0]!;
    await scan(m, itemId, 3, exec);
    const res = await correct(m, body(itemId, 1, { note: 'Scanned twice' }), exec);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ message: 'Correction saved.', itemId, units: 1, fromValue: '3', toValue: '2' });
    expect(answer.item).toMatchObject({ itemId, dispatchedQty: 2, dispatchStatus: 'PARTIALLY_DISPATCHED' });
    const s = await itemState(t.app.db, itemId);
    expect([s.item.dispatchedQty, s.item.dispatchStatus, s.associations[0]!.dispatchedQty, s.associations[0]!.dispatchStatus]).toEqual([
      2,
      'PARTIALLY_DISPATCHED',
      2,
      'PARTIALLY_DISPATCHED',
    ]);
    // Picked units stay: the correction takes back the dispatch only.
    expect(s.item.pickedQty).toBe(4);
    expect(await doneOf(m, itemId)).toBe(2);
    const [row] = await t.app.db.select().from(corrections).where(eq(corrections.itemId, itemId));
    expect(row).toMatchObject({
      id: answer.correctionId,
      step: 'DISPATCH',
      contextId: m.spaId,
      units: 1,
      fromValue: '3',
      toValue: '2',
      reasonCode: 'MIS_SCAN',
      note: 'Scanned twice',
    });
    const audit = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, itemId), eq(auditLog.operation, 'correctDispatchCount')));
    expect(new Set(audit.map((a) => a.entityType))).toEqual(new Set(['item_associations', 'items', 'activity_items', 'corrections']));
  });

  it('taking back every unit returns the item to NOT_STARTED', async () => {
    const m = await manifest({ items: [{ qty: 2 }] });
    const { itemId } = m.items[0]!;
    await scan(m, itemId, 2, exec);
    const res = await correct(m, body(itemId, 2), exec);
    expect(res.json().item).toMatchObject({ dispatchedQty: 0, dispatchStatus: 'NOT_STARTED' });
    const s = await itemState(t.app.db, itemId);
    expect([s.item.dispatchStatus, s.associations[0]!.dispatchStatus]).toEqual(['NOT_STARTED', 'NOT_STARTED']);
  });

  it('takes units back across associations of a partial item, in id order', async () => {
    const m = await manifest({ items: [{ qty: 4, parts: [3, 1] }] });
    const { itemId } = m.items[0]!;
    await scan(m, itemId, 4, exec);
    expect((await correct(m, body(itemId, 4), exec)).statusCode).toBe(200);
    const s = await itemState(t.app.db, itemId);
    expect(s.associations.map((a) => a.dispatchedQty)).toEqual([0, 0]);
    expect(s.item.dispatchedQty).toBe(0);
  });

  it('lets a hub manager correct a closed manifest; an operator is refused there', async () => {
    const m = await manifest({ state: 'COMPLETED', items: [{ qty: 3, dispatched: 3 }] });
    const { itemId } = m.items[0]!;
    await refused(m, body(itemId, 1), exec, 403, CORRECTION_MESSAGES.closedForOperators);
    const res = await correct(m, body(itemId, 1, { reasonCode: 'DOUBLE_COUNT' }), manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ fromValue: '3', toValue: '2', item: { dispatchedQty: 2, dispatchStatus: 'PARTIALLY_DISPATCHED' } });
  });

  it('replays the same Idempotency-Key once: one correction', async () => {
    const m = await manifest({ items: [{ qty: 3 }] });
    const { itemId } = m.items[0]!;
    await scan(m, itemId, 2, exec);
    const first = await correct(m, body(itemId, 1), exec, 'dispatch-correction-0001');
    const second = await correct(m, body(itemId, 1), exec, 'dispatch-correction-0001');
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await t.app.db.select().from(corrections).where(eq(corrections.itemId, itemId)).orderBy(asc(corrections.id))).toHaveLength(1);
    expect((await itemState(t.app.db, itemId)).item.dispatchedQty).toBe(1);
  });
});

describe('dispatch correction refusals (nothing changes)', () => {
  it("refuses another operator's scans, more than one's own, more than counted", async () => {
    const m = await manifest({ items: [{ qty: 5 }, { qty: 2, dispatched: 1 }] });
    const { itemId } = m.items[0]!;
    await scan(m, itemId, 1, exec);
    await scan(m, itemId, 2, otherExec);
    await refused(m, body(m.items[1]!.itemId, 1), exec, 403, CORRECTION_MESSAGES.notYourScans);
    await refused(m, body(itemId, 2), exec, 409, CORRECTION_MESSAGES.moreThanYourScans(1));
    await refused(m, body(itemId, 4), manager, 409, CORRECTION_MESSAGES.moreThanCounted(3));
    await refused(m, body(m.items[1]!.itemId, 2), manager, 409, CORRECTION_MESSAGES.moreThanCounted(1));
  });

  it('refuses units on a runsheet, naming it; on a closed runsheet "delivered on closed runsheet {id}"', async () => {
    const m = await manifest({
      state: 'COMPLETED',
      items: [
        { qty: 2, dispatched: 2 },
        { qty: 1, dispatched: 1 },
        { qty: 1, dispatched: 1 },
      ],
    });
    await onRunsheet(m, m.items[0]!.itemId, `RS-OPEN-${m.spaId}`, 'IN_PROGRESS');
    await refused(m, body(m.items[0]!.itemId, 1), manager, 409, `These units are already on runsheet RS-OPEN-${m.spaId}. Correct that first.`);
    await onRunsheet(m, m.items[1]!.itemId, `RS-DONE-${m.spaId}`, 'ENDED');
    await refused(m, body(m.items[1]!.itemId, 1), manager, 409, `These units are already delivered on closed runsheet RS-DONE-${m.spaId}. Correct that first.`);
    // Mark OFD puts the shipment (not the item) on the runsheet: its units are on it too.
    const ofd = `RS-OFD-${m.spaId}`;
    await t.app.db.insert(runsheets).values({ runsheetId: ofd, hubOrgUnitId: m.hub, driverId: m.driverId, vehicleId: m.vehicleId, tripDate: '2026-01-05' });
    const [order] = await t.app.db
      .select({ orgId: orders.orgId })
      .from(items)
      .innerJoin(orders, eq(orders.orderId, items.orderId))
      .where(eq(items.itemId, m.items[2]!.itemId));
    await t.app.db
      .insert(dropPoints)
      .values({ dropPointId: `DP-${ofd}`, runsheetId: ofd, orgId: order!.orgId, name: 'Shop', address: '1 Test Road', suggestedSequence: 1 });
    await t.app.db
      .update(shipments)
      .set({ runsheetId: ofd, dropPointId: `DP-${ofd}` })
      .where(eq(shipments.shipmentId, m.items[2]!.shipmentId));
    await refused(m, body(m.items[2]!.itemId, 1), manager, 409, `These units are already on runsheet RS-OFD-${m.spaId}. Correct that first.`);
  });

  it('refuses a reason off the list or switched off, and bad units', async () => {
    const m = await manifest({ items: [{ qty: 3 }] });
    const { itemId } = m.items[0]!;
    await scan(m, itemId, 2, exec);
    await refused(m, body(itemId, 1, { reasonCode: 'NOT_A_REASON' }), exec, 400, CORRECTION_MESSAGES.reasonRequired);
    await t.app.db
      .update(reasonListEntries)
      .set({ active: false })
      .where(and(eq(reasonListEntries.listKey, 'CORRECTION'), eq(reasonListEntries.code, 'OTHER')));
    t.app.reasonLists.forget();
    await refused(m, body(itemId, 1, { reasonCode: 'OTHER' }), exec, 400, CORRECTION_MESSAGES.reasonRequired);
    await setReasonList(t.app.db, 'CORRECTION', ['Mis-scan', 'Double count', 'Other']);
    t.app.reasonLists.forget();
    await refused(m, body(itemId, 0), exec, 400, CORRECTION_MESSAGES.unitsInvalid);
    await refused(m, { itemId, units: 1 }, exec, 400, CORRECTION_MESSAGES.reasonRequired);
  });

  it("refuses another hub's user (403), another hub's manifest and an item off the manifest (404)", async () => {
    const m = await manifest({ items: [{ qty: 2, dispatched: 2 }] });
    const hydOnly = await signInWithHubs(t, { roles: ['hubManager'], hubs: ['HUB-HYD-02'], label: 'hyd-manager' });
    await refused(m, body(m.items[0]!.itemId, 1), hydOnly, 403, hubForbiddenMessage(m.hub));
    const hyd = await manifest({ hub: 'HUB-HYD-02', items: [{ qty: 1, dispatched: 1 }] });
    await t.expectCallRefused(
      correctDispatchCount,
      { params: { hubId: 'HUB-BLR-01', spaId: hyd.spaId }, body: body(hyd.items[0]!.itemId, 1) },
      404,
      manifestNotFoundMessage(hyd.spaId),
      {
        cookie: manager,
      },
    );
    await refused(m, body(hyd.items[0]!.itemId, 1), manager, 404, itemNotFoundMessage(hyd.items[0]!.itemId));
  });
});
