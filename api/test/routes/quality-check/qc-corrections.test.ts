import { and, asc, eq } from 'drizzle-orm';
import {
  completeZoneQc,
  CORRECTION_CONSUMERS,
  CORRECTION_MESSAGES,
  correctQcDecision,
  hubForbiddenMessage,
  QC_CORRECTION_MESSAGES,
  QC_MESSAGES,
  QC_REFUSALS,
  type QcCorrectionBody,
  updateQcState,
} from '@hub/shared/contracts';
import { auditLog, corrections, itemDiscrepancies, items, qcDecisions, zones } from '../../../src/db/schema';
import { signInWithHubs } from '../../helpers/hub-users';
import { setReasonList } from '../../helpers/reason-lists';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { pendingBody, qcItem, qcZone, zoneTote } from './qc-fixtures';

// QC corrections (issue 34, docs/areas/corrections.md "Quality check"): POST /hubOps/hubApp/{hubId}/qc/zones/{zone}/corrections.

let t: TestApp;
let exec: string;
let otherExec: string;
let manager: string;
const HUB = 'HUB-BLR-01';

beforeAll(async () => {
  t = await createTestApp();
  exec = await t.loginAs('hubExecutive');
  otherExec = await t.loginAs('hubPsvExecutive');
  manager = await t.loginAs('hubManager');
  await setReasonList(t.app.db, 'CORRECTION', ['Mis-scan', 'Double count', 'Other']);
});
afterAll(() => t.close());
const db = () => t.app.db;

const body = (itemId: string, units: number, from: QcCorrectionBody['from'], extra: Partial<QcCorrectionBody> = {}): QcCorrectionBody => ({
  itemId,
  units,
  from,
  reasonCode: 'MIS_SCAN',
  ...extra,
});
const correct = (zone: string, b: QcCorrectionBody, cookie: string, key?: string) =>
  t.call(correctQcDecision, { params: { hubId: HUB, zone }, body: b }, { cookie, ...(key ? { idempotencyKey: key } : {}) });
const refused = (zone: string, b: unknown, cookie: string, status: number, message: string, hubId = HUB) =>
  t.expectCallRefused(correctQcDecision, { params: { hubId, zone }, body: b }, status, message, { cookie });
/** A checker's Pending-tab save on the item as stored: approve `accept`, reject `reject` (Wrong SKU). */
const decide = async (zone: string, id: string, accept: number, reject: number, cookie: string) => {
  const [row] = await db().select().from(items).where(eq(items.itemId, id));
  const notes = await db()
    .select()
    .from(itemDiscrepancies)
    .where(and(eq(itemDiscrepancies.itemId, id), eq(itemDiscrepancies.kind, 'QC_FAILURE')));
  const merged = new Map<string, number>();
  for (const n of notes) merged.set(n.comment, (merged.get(n.comment) ?? 0) + n.qty);
  const prev = { acceptedQty: row!.acceptedQty, commentsFailed: [...merged].map(([comment, qty]) => ({ comment, qty })) };
  if (reject) merged.set('Wrong SKU', (merged.get('Wrong SKU') ?? 0) + reject);
  const next = { acceptedQty: row!.acceptedQty + accept, commentsFailed: [...merged].map(([comment, qty]) => ({ comment, qty })) };
  const res = await t.call(updateQcState, { params: { hubId: HUB, zone, id }, body: pendingBody(prev, next) }, { cookie });
  expect(res.statusCode).toBe(200);
};
const qcOf = async (id: string) => {
  const [row] = await db().select().from(items).where(eq(items.itemId, id));
  const notes = await db()
    .select()
    .from(itemDiscrepancies)
    .where(and(eq(itemDiscrepancies.itemId, id), eq(itemDiscrepancies.kind, 'QC_FAILURE')))
    .orderBy(asc(itemDiscrepancies.id));
  return { accepted: row!.acceptedQty, failed: row!.failedQty, status: row!.qcStatus, comments: notes.map((n) => [n.comment, n.qty, n.createdBy]) };
};
const correctionsOf = (itemId: string) => db().select().from(corrections).where(eq(corrections.itemId, itemId)).orderBy(asc(corrections.id));

describe('correct a QC decision', () => {
  it("sends an operator's own approved units back to pending: item, zone status, a corrections row, audit rows, no QC decision row", async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 5);
    await decide(zone, id, 5, 0, exec);
    const res = await correct(zone, body(id, 2, 'ACCEPTED', { note: 'Approved the wrong shelf' }), exec);
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ message: 'Correction saved.', itemId: id, units: 2, fromValue: 'ACCEPTED', toValue: 'PENDING', zoneQcStatus: 'QC_PENDING' });
    expect(answer.item).toMatchObject({ itemId: id, acceptedQty: 3, failedQty: 0, status: 'NOT_STARTED' });
    expect(await qcOf(id)).toEqual({ accepted: 3, failed: 0, status: 'NOT_STARTED', comments: [] });
    expect((await db().select().from(zones).where(eq(zones.zoneId, zone)))[0]!.qcStatus).toBe('QC_PENDING');
    expect(await correctionsOf(id)).toEqual([
      expect.objectContaining({
        id: answer.correctionId,
        hubOrgUnitId: HUB,
        step: 'QC',
        contextId: zone,
        units: 2,
        fromValue: 'ACCEPTED',
        toValue: 'PENDING',
        reasonCode: 'MIS_SCAN',
        note: 'Approved the wrong shelf',
        correctedBy: 'hub.exec@demo.hub',
        correctedByName: 'Vikram Singh',
      }),
    ]);
    // qc_decisions keeps the checkers' saved edits; the correction is its own record.
    expect(await db().select().from(qcDecisions).where(eq(qcDecisions.itemId, id))).toHaveLength(1);
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, id), eq(auditLog.operation, 'correctQcDecision')));
    expect(new Set(audit.map((a) => a.entityType))).toEqual(new Set(['items', 'corrections']));
    expect(audit.every((a) => a.actorUserId === 'USR-DEMO-HUB-EXEC')).toBe(true);
  });

  it("takes rejected units back from the corrector's own comments first, newest first; a comment left empty goes", async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 6, { comments: [{ comment: 'Damaged packaging', qty: 1 }] });
    await decide(zone, id, 2, 3, exec);
    const res = await correct(zone, body(id, 3, 'FAILED'), exec);
    expect(res.statusCode).toBe(200);
    expect(res.json().item).toMatchObject({ acceptedQty: 2, failedQty: 1, commentsFailed: [{ comment: 'Damaged packaging', qty: 1 }] });
    expect(await qcOf(id)).toEqual({ accepted: 2, failed: 1, status: 'FAILED', comments: [['Damaged packaging', 1, 'seed']] });
  });

  it('moves units to the other side: rejected to approved, and approved to rejected with a QC_FAILURE reason', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 4);
    await decide(zone, id, 2, 2, exec);
    const a = await correct(zone, body(id, 1, 'FAILED', { to: 'ACCEPTED' }), exec);
    expect(a.json()).toMatchObject({ fromValue: 'FAILED', toValue: 'ACCEPTED', item: { acceptedQty: 3, failedQty: 1 }, zoneQcStatus: 'QC_FAILED' });
    // The unit now approved through the correction is the operator's own to correct again.
    const b = await correct(zone, body(id, 3, 'ACCEPTED', { to: 'FAILED', failureComment: 'Damaged packaging' }), exec);
    expect(b.statusCode).toBe(200);
    expect(await qcOf(id)).toEqual({
      accepted: 0,
      failed: 4,
      status: 'FAILED',
      comments: [
        ['Wrong SKU', 1, 'hub.exec@demo.hub'],
        ['Damaged packaging', 3, 'hub.exec@demo.hub'],
      ],
    });
  });

  it('refuses a body that names no other side or no rejection reason, and reasons off their lists (400, unchanged)', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 3);
    await decide(zone, id, 3, 0, exec);
    await refused(zone, body(id, 1, 'ACCEPTED', { to: 'ACCEPTED' }), exec, 400, QC_CORRECTION_MESSAGES.sameSide);
    await refused(zone, body(id, 1, 'ACCEPTED', { to: 'FAILED' }), exec, 400, QC_CORRECTION_MESSAGES.failureReasonRequired);
    await refused(zone, body(id, 1, 'ACCEPTED', { to: 'FAILED', failureComment: 'Smells odd' }), exec, 400, QC_REFUSALS.reasonNotInList);
    await refused(zone, body(id, 1, 'ACCEPTED', { reasonCode: 'NOT_A_REASON' }), exec, 400, CORRECTION_MESSAGES.reasonRequired);
    await refused(zone, body(id, 0, 'ACCEPTED'), exec, 400, CORRECTION_MESSAGES.unitsInvalid);
    const bad = await t.call(
      correctQcDecision,
      { params: { hubId: HUB, zone }, body: { ...body(id, 1, 'ACCEPTED'), from: 'PENDING' } as never },
      { cookie: exec },
    );
    expect(bad.statusCode).toBe(400);
  });

  it("refuses an operator another checker's decisions (403) and more than their own (409); a hub manager may", async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 6);
    await decide(zone, id, 2, 0, exec);
    await decide(zone, id, 3, 0, otherExec);
    await refused(zone, body(id, 1, 'FAILED'), exec, 409, CORRECTION_MESSAGES.nothingToTakeBack);
    await refused(zone, body(id, 3, 'ACCEPTED'), exec, 409, CORRECTION_MESSAGES.moreThanYourScans(2));
    const psvManager = await t.loginAs('hubPsvManager');
    await decide(zone, id, 1, 0, exec);
    await refused(zone, body(id, 1, 'ACCEPTED'), psvManager, 403, CORRECTION_MESSAGES.notYourScans);
    await refused(zone, body(id, 7, 'ACCEPTED'), manager, 409, CORRECTION_MESSAGES.moreThanCounted(6));
    expect((await correct(zone, body(id, 6, 'ACCEPTED'), manager)).statusCode).toBe(200);
    expect(await qcOf(id)).toMatchObject({ accepted: 0, status: 'NOT_STARTED' });
  });

  it("closes an operator's decisions once the zone's QC is completed after them; a manager corrects them, and a new decision reopens them", async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 3);
    await decide(zone, id, 3, 0, exec);
    const done = await t.call(completeZoneQc, { params: { hubId: HUB, zone } }, { cookie: exec });
    expect(done.json().success).toBe(true);
    await refused(zone, body(id, 1, 'ACCEPTED'), exec, 403, CORRECTION_MESSAGES.closedForOperators);
    const res = await correct(zone, body(id, 1, 'ACCEPTED'), manager);
    expect(res.json()).toMatchObject({ zoneQcStatus: 'QC_PENDING', item: { acceptedQty: 2 } });
    await decide(zone, id, 1, 0, exec);
    expect((await correct(zone, body(id, 1, 'ACCEPTED'), exec)).statusCode).toBe(200);
  });

  it('keeps approved units already dispatched: the message names dispatch', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 4, { accepted: 3 });
    await db().update(items).set({ dispatchedQty: 2, dispatchStatus: 'PARTIALLY_DISPATCHED' }).where(eq(items.itemId, id));
    await refused(zone, body(id, 2, 'ACCEPTED'), manager, 409, CORRECTION_MESSAGES.consumedBy(CORRECTION_CONSUMERS.dispatched, 1));
    expect((await correct(zone, body(id, 1, 'ACCEPTED'), manager)).statusCode).toBe(200);
    await db().update(items).set({ dispatchedQty: 0, dispatchStatus: 'NOT_STARTED' }).where(eq(items.itemId, id));
  });

  it('refuses tote entries and intercity items (409), unknown items and zones, and items of other zones (404), unchanged', async () => {
    const zone = await qcZone(db());
    const tote = await zoneTote(db(), zone);
    await qcItem(db(), zone, 2, { intercity: true, accepted: 2, tote });
    const intercity = await qcItem(db(), zone, 2, { intercity: true, accepted: 2 });
    const elsewhere = await qcItem(db(), await qcZone(db()), 2, { accepted: 2 });
    await refused(zone, body(tote, 1, 'ACCEPTED'), manager, 409, QC_MESSAGES.statusChangeNotAllowed);
    await refused(zone, body(intercity, 1, 'ACCEPTED'), manager, 409, QC_MESSAGES.statusChangeNotAllowed);
    await refused(zone, body('NOPE', 1, 'ACCEPTED'), manager, 404, QC_REFUSALS.itemNotFound('NOPE'));
    await refused(zone, body(elsewhere, 1, 'ACCEPTED'), manager, 404, QC_REFUSALS.itemNotInZone(elsewhere, zone));
    await refused('NOPE', body(elsewhere, 1, 'ACCEPTED'), manager, 404, QC_REFUSALS.zoneNotFound('NOPE'));
  });

  it('refuses a hub the user does not work in (403), an item of another hub (404), and a call without a session (401)', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 2, { accepted: 2 });
    const hydOnly = await signInWithHubs(t, { roles: ['hubManager'], hubs: ['HUB-HYD-02'], label: 'hyd-qc-manager' });
    await refused(zone, body(id, 1, 'ACCEPTED'), hydOnly, 403, hubForbiddenMessage(HUB));
    const hydZone = await qcZone(db(), 'HUB-HYD-02');
    await refused(hydZone, body(id, 1, 'ACCEPTED'), manager, 404, QC_REFUSALS.itemNotFound(id), 'HUB-HYD-02');
    await t.expectCallRefused(correctQcDecision, { params: { hubId: HUB, zone }, body: body(id, 1, 'ACCEPTED') }, 401, 'Please sign in');
  });

  it('replays a repeated Idempotency-Key: one correction, the same answer', async () => {
    const zone = await qcZone(db());
    const id = await qcItem(db(), zone, 4);
    await decide(zone, id, 4, 0, exec);
    const first = await correct(zone, body(id, 1, 'ACCEPTED'), exec, 'qc-correct-replay-1');
    const again = await correct(zone, body(id, 1, 'ACCEPTED'), exec, 'qc-correct-replay-1');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await correctionsOf(id)).toHaveLength(1);
    expect((await qcOf(id)).accepted).toBe(3);
  });
});
