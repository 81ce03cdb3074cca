import { and, eq } from 'drizzle-orm';
import {
  activeRunsheetsResponseSchema,
  bulkCollectItem,
  type CloseBody,
  closeValidationResponseSchema,
  collectItem,
  dropPointsResponseSchema,
  type Endpoint,
  type EndpointArgs,
  endpointUrl,
  endRunsheetCloseActivity,
  fetchDropPointsForItem,
  fetchRunsheetDropPointsDetails,
  fetchRunsheetItemsList,
  fetchRunsheetItemsListV2,
  getAllActiveRunsheets,
  getOnHoldReasons,
  hubForbiddenMessage,
  markDropPointReattempt,
  otpValidation,
  persistVerify,
  ROLES,
  RUNSHEET_MESSAGES as M,
  runsheetItemsResponseSchema,
  scanCrates,
  startRunsheetCloseActivity,
  updateRunSheetState,
  validateCloseRunsheetActivity,
} from '@hub/shared/contracts';
import { assetLogs, assets, dropPoints, itemAssociations, items, runsheetItems, shipments, shipmentVerifications } from '../../../src/db/schema';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeRunsheet, type RunsheetFixture, runsheetRow } from './runsheet-test-kit';

let t: TestApp;
let op: string;

beforeAll(async () => {
  t = await createTestApp();
  op = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());

const call = <E extends Endpoint>(endpoint: E, args: EndpointArgs<E>, cookie = op) => t.call(endpoint, args, { cookie });
const ok = async <E extends Endpoint>(endpoint: E, args: EndpointArgs<E>) => {
  const res = await call(endpoint, args);
  if (res.statusCode !== 200) throw new Error(`${endpoint.name}: ${res.statusCode} ${res.body}`);
  return res.json();
};
/** The call is refused with this status and message, and the database is byte-for-byte unchanged. */
const refused = <E extends Endpoint>(endpoint: E, args: EndpointArgs<E>, status: number, message: string, cookie = op) =>
  t.expectRefused(
    {
      method: endpoint.method,
      url: endpointUrl(endpoint, args as { params?: unknown; query?: unknown }),
      cookie,
      ...((args as { body?: unknown }).body === undefined ? {} : { payload: (args as { body: object }).body }),
    },
    status,
    message,
  );
const fresh = (opts?: Parameters<typeof makeRunsheet>[1]) => makeRunsheet(t.app.db, opts);
const id = (f: RunsheetFixture) => ({ params: { id: f.runsheetId } });

describe('GET /runsheet/getAllActiveRunsheets/{hubId}', () => {
  it('lists open runsheets with vehicle, driver, contact and shipments; closed ones are not listed', async () => {
    const open = await fresh({ status: 'NOT_STARTED' });
    const closed = await fresh({ status: 'ENDED' });
    const body = activeRunsheetsResponseSchema.parse(await ok(getAllActiveRunsheets, { params: { hubId: 'HUB-BLR-01' } }));
    expect(body.successful).toBe(true);
    const entry = body.runsheets.find((r) => r.runsheetId === open.runsheetId)!;
    expect(entry).toMatchObject({ vehicleNumber: expect.stringMatching(/^KA01T/), driverName: expect.stringMatching(/^Driver /), contactNum: '9876543210' });
    expect(entry.reverseRunsheet).toBe(false);
    expect(entry.activityStatus).toBe('NOT_STARTED');
    expect(entry.shipmentDetails.map((s) => s.shipmentId).sort()).toEqual([open.dropA.shipmentId, open.dropB.shipmentId].sort());
    expect(entry.shipmentDetails[0]).toMatchObject({ expectedTotal: 150_000, invoiceId: expect.any(String) });
    expect(body.runsheets.some((r) => r.runsheetId === closed.runsheetId)).toBe(false);
  });
  it("refuses an unknown hub with 403 (not one of the user's) and an anonymous caller with 401", async () => {
    await refused(getAllActiveRunsheets, { params: { hubId: 'HUB-NOPE' } }, 403, hubForbiddenMessage('HUB-NOPE'));
    await refused(getAllActiveRunsheets, { params: { hubId: 'HUB-BLR-01' } }, 401, 'Please sign in', '');
  });
  it('is open to every signed-in role (role checks for the runsheet screens are not shown)', async () => {
    for (const role of ROLES) {
      const res = await t.call(getAllActiveRunsheets, { params: { hubId: 'HUB-BLR-01' } }, { cookie: await t.loginAs(role) });
      expect([role, res.statusCode]).toEqual([role, 200]);
    }
  });
});

describe('items and drop points', () => {
  it('v2 answers the tote view (crates with their items, loose items) and the intercity reasons; v1 the plain list', async () => {
    const f = await fresh();
    const v2 = runsheetItemsResponseSchema.parse(await ok(fetchRunsheetItemsListV2, id(f)));
    expect(v2.status).toBe('IN_PROGRESS');
    expect(v2.toteItemsList.map((x) => [x.toteId, x.category, x.isScanned, x.isVerified, x.itemsList.map((i) => i.itemId)])).toEqual([
      [f.crates[0], 'CRATE', false, false, [f.items.b2]],
      [f.crates[1], 'CRATE', false, false, []],
    ]);
    expect(v2.looseItemsList.map((i) => [i.itemId, i.itemType, i.isCollected, i.notDeliveredReason])).toEqual([
      [f.items.b1, 'INTRACITY', false, 'Shop closed'],
    ]);
    expect(v2.intercityNotDeliveredReasons).toEqual(['Buyer unavailable', 'Shop closed']);
    const v1 = runsheetItemsResponseSchema.parse(await ok(fetchRunsheetItemsList, id(f)));
    expect(v1.toteItemsList).toEqual([]);
    expect(v1.itemsList.map((i) => i.itemId)).toEqual([f.items.b1, f.items.b2]);
  });
  it('says "There are no items in the runsheet." when there is nothing to collect, and 404 for an unknown runsheet', async () => {
    const f = await fresh({ status: 'NOT_STARTED' });
    await t.app.db.delete(runsheetItems).where(eq(runsheetItems.runsheetId, f.runsheetId));
    expect((await ok(fetchRunsheetItemsList, id(f))).message).toBe(M.noItems);
    await refused(fetchRunsheetItemsListV2, { params: { id: 'RS-NOPE' } }, 404, 'Runsheet RS-NOPE not found');
  });
  it('lists drop points in sequence with OTP, completion, cash in paise and shipments', async () => {
    const f = await fresh();
    const body = dropPointsResponseSchema.parse(await ok(fetchRunsheetDropPointsDetails, id(f)));
    expect(body.dropPoints.map((d) => [d.dropPointId, d.isOtpRequired, d.isCompleted, d.enableHubReattempt, d.totalAmount])).toEqual([
      [f.dropA.dropPointId, true, false, false, 150_000],
      [f.dropB.dropPointId, false, false, true, 0],
    ]);
    expect(body.dropPoints[0]!.creditCollection).toEqual({ expectedAmount: 150_000, collectedAmount: 150_000 });
    expect(body.dropPoints[1]!.shipmentDetails).toEqual([{ shipmentId: f.dropB.shipmentId, isVerified: false, shipmentStatus: 'NOT_ATTEMPTED' }]);
  });
  it("fetchDropPointsForItem answers the item's drop; setBreakItem adds every drop that received the same SKU", async () => {
    const f = await fresh();
    const one = await ok(fetchDropPointsForItem, { params: { runsheetId: f.runsheetId, itemId: f.items.b1 } });
    expect(one.dropPoints.map((d: { dropPointId: string }) => d.dropPointId)).toEqual([f.dropB.dropPointId]);
    const set = await ok(fetchDropPointsForItem, { params: { runsheetId: f.runsheetId, itemId: f.items.b1 }, query: { setBreakItem: 'true' } });
    expect(set.dropPoints.map((d: { dropPointId: string }) => d.dropPointId)).toEqual([f.dropA.dropPointId, f.dropB.dropPointId]);
    await refused(fetchDropPointsForItem, { params: { runsheetId: f.runsheetId, itemId: 'LI-NOPE' } }, 404, M.notInRunsheet('LI-NOPE'));
  });
});

describe('activity and hold', () => {
  it('starts a NOT_STARTED runsheet ("Runsheet activity started successfully.") and refuses a second start', async () => {
    const f = await fresh({ status: 'NOT_STARTED' });
    await refused(scanCrates, { params: { runsheetId: f.runsheetId, toteId: f.crates[0] } }, 409, M.notStarted);
    expect(await ok(startRunsheetCloseActivity, id(f))).toEqual({ successful: true, message: M.started, activityStatus: 'IN_PROGRESS' });
    expect((await runsheetRow(t.app.db, f.runsheetId)).startedAt).not.toBeNull();
    await refused(startRunsheetCloseActivity, id(f), 409, M.alreadyStarted);
    const closed = await fresh({ status: 'ENDED' });
    await refused(startRunsheetCloseActivity, id(closed), 409, M.closed(closed.runsheetId));
    await refused(startRunsheetCloseActivity, { params: { id: 'RS-NOPE' } }, 404, 'Runsheet RS-NOPE not found');
  });

  it('holds with a reason, blocks validation and close while held, and un-holds', async () => {
    const f = await fresh();
    const reasons = await ok(getOnHoldReasons, id(f));
    expect(reasons).toMatchObject({ successful: true, reasons: ['Cash mismatch', 'Vehicle breakdown'], onHold: false, holdReason: null });
    await refused(updateRunSheetState, { ...id(f), body: { operation: 'HOLD' } }, 400, M.holdReasonRequired);
    await refused(updateRunSheetState, { ...id(f), body: { operation: 'HOLD', reasonBucket: 'Bored' } }, 400, M.unknownReason('Bored'));
    await refused(updateRunSheetState, { ...id(f), body: { operation: 'UN_HOLD' } }, 409, M.notOnHold(f.runsheetId));
    expect(await ok(updateRunSheetState, { ...id(f), body: { operation: 'HOLD', reasonBucket: 'Vehicle breakdown' } })).toEqual({
      successful: true,
      message: M.held(f.runsheetId),
      onHold: true,
      holdReason: 'Vehicle breakdown',
    });
    await refused(updateRunSheetState, { ...id(f), body: { operation: 'HOLD', reasonBucket: 'Cash mismatch' } }, 409, M.alreadyOnHold(f.runsheetId));
    await refused(validateCloseRunsheetActivity, id(f), 409, M.onHold(f.runsheetId));
    await refused(endRunsheetCloseActivity, { ...id(f), body: { assetDetails: [], amountCollected: 150_000 } }, 409, M.onHold(f.runsheetId));
    expect((await ok(updateRunSheetState, { ...id(f), body: { operation: 'UN_HOLD' } })).message).toBe(M.unheld(f.runsheetId));
    expect(await runsheetRow(t.app.db, f.runsheetId)).toMatchObject({ onHold: false, holdReason: null });
    expect((await call(validateCloseRunsheetActivity, id(f))).statusCode).toBe(200);
  });
});

describe('tote scan and collection', () => {
  it('scans a crate (Scan Pending -> Scanned), refuses a repeat with "Duplicate Scan." and a foreign tote with "Invalid Tote Scan (Tote ID: {id})"', async () => {
    const f = await fresh();
    const res = await ok(scanCrates, { params: { runsheetId: f.runsheetId, toteId: f.crates[0].toLowerCase() } });
    expect(res.message).toBe(`Tote Id ${f.crates[0]} is scanned successfully.`);
    expect(res.tote).toMatchObject({ toteId: f.crates[0], isScanned: true, isVerified: false });
    expect(res.tote.itemsList.map((i: { itemId: string }) => i.itemId)).toEqual([f.items.b2]);
    await refused(scanCrates, { params: { runsheetId: f.runsheetId, toteId: f.crates[0] } }, 409, 'Duplicate Scan.');
    await refused(scanCrates, { params: { runsheetId: f.runsheetId, toteId: 'CTZZ999' } }, 404, 'Invalid Tote Scan (Tote ID: CTZZ999)');
    // An empty crate has nothing to verify: Verified at once.
    const empty = await ok(scanCrates, { params: { runsheetId: f.runsheetId, toteId: f.crates[1] } });
    expect(empty.tote).toMatchObject({ isScanned: true, isVerified: true });
  });

  it('verifies items of a scanned tote (bulk collect with toteId): "{n} Items verified successfully.", the tote becomes Verified', async () => {
    const f = await fresh();
    const body = { itemType: 'INTERCITY' as const, itemIds: [f.items.b2], toteId: f.crates[0] };
    await refused(bulkCollectItem, { ...id(f), body }, 409, M.toteNotScanned(f.crates[0]));
    await ok(scanCrates, { params: { runsheetId: f.runsheetId, toteId: f.crates[0] } });
    // The intercity item has no not-delivered reason: one must be chosen.
    await refused(bulkCollectItem, { ...id(f), body }, 400, M.intercityReasonRequired(f.items.b2));
    await refused(bulkCollectItem, { ...id(f), body: { ...body, reason: 'Aliens' } }, 400, M.unknownReason('Aliens'));
    await refused(
      bulkCollectItem,
      { ...id(f), body: { ...body, itemType: 'INTRACITY', reason: 'Shop closed' } },
      400,
      M.itemTypeMismatch(f.items.b2, 'INTRACITY'),
    );
    await refused(bulkCollectItem, { ...id(f), body: { ...body, itemIds: [f.items.b1], itemType: 'INTRACITY' } }, 400, M.notInTote(f.items.b1, f.crates[0]));
    const res = await ok(bulkCollectItem, { ...id(f), body: { ...body, reason: 'Buyer unavailable' } });
    expect(res).toEqual({ successful: true, message: '1 Items verified successfully.', collectedItemIds: [f.items.b2] });
    const v2 = runsheetItemsResponseSchema.parse(await ok(fetchRunsheetItemsListV2, id(f)));
    expect(v2.toteItemsList[0]).toMatchObject({ isScanned: true, isVerified: true });
    expect(v2.toteItemsList[0]!.itemsList[0]).toMatchObject({ isCollected: true, isVerified: true, notDeliveredReason: 'Buyer unavailable' });
  });

  it('verifies a tote item that was collected before its tote came back; a second verify is "Duplicate Scan."', async () => {
    const f = await fresh();
    await ok(collectItem, { ...id(f), body: { itemType: 'INTERCITY', itemIds: [f.items.b2], reason: 'Shop closed' } });
    await ok(scanCrates, { params: { runsheetId: f.runsheetId, toteId: f.crates[0] } });
    const body = { itemType: 'INTERCITY' as const, itemIds: [f.items.b2], toteId: f.crates[0] };
    expect((await ok(bulkCollectItem, { ...id(f), body })).message).toBe('1 Items verified successfully.');
    await refused(bulkCollectItem, { ...id(f), body }, 409, 'Duplicate Scan.');
  });

  it('collects a scanned loose item ("Scanned item collected successfully.") and refuses it again with "Duplicate Scan."', async () => {
    const f = await fresh();
    const body = { itemType: 'INTRACITY' as const, itemIds: [f.items.b1] };
    expect(await ok(collectItem, { ...id(f), body })).toEqual({ successful: true, message: M.itemCollected, collectedItemIds: [f.items.b1] });
    await refused(collectItem, { ...id(f), body }, 409, 'Duplicate Scan.');
    await refused(collectItem, { ...id(f), body: { ...body, itemIds: ['LIXNOTHERE1'] } }, 404, 'LIXNOTHERE1 is not part of the this runsheet.');
    await refused(collectItem, { ...id(f), body: { ...body, itemIds: [] } }, 400, 'Select at least one item');
  });

  it('bulk collects loose items: "All selected items collected successfully."', async () => {
    const f = await fresh();
    const res = await ok(bulkCollectItem, { ...id(f), body: { itemType: 'INTRACITY', itemIds: [f.items.b1] } });
    expect(res.message).toBe(M.allCollected);
  });
});

describe('drop points: OTP, verify and undo, reattempt', () => {
  it('refuses verification before the OTP; a wrong OTP is counted ("Invalid OTP. 4 attempts left."); the right one clears the requirement', async () => {
    const f = await fresh();
    const verify = { ...id(f), body: { dropPointId: f.dropA.dropPointId, shipmentId: f.dropA.shipmentId, undoVerification: false } };
    await refused(persistVerify, verify, 409, M.otpFirst);
    await refused(otpValidation, { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId }, body: { otp: '12ab' } }, 400, M.otpDigits);
    const wrong = await call(otpValidation, { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId }, body: { otp: '0000' } });
    expect([wrong.statusCode, wrong.json().message]).toEqual([422, 'Invalid OTP. 4 attempts left.']);
    const [d] = await t.app.db.select().from(dropPoints).where(eq(dropPoints.dropPointId, f.dropA.dropPointId));
    expect([d!.otpAttempts, d!.isOtpRequired]).toEqual([1, true]);
    const right = await ok(otpValidation, { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId }, body: { otp: f.otp } });
    expect(right.message).toBe('OTP validated successfully.');
    expect(right.dropPoint.isOtpRequired).toBe(false);
    await refused(otpValidation, { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId }, body: { otp: f.otp } }, 409, M.otpNotRequired);
    await refused(otpValidation, { params: { runsheetId: f.runsheetId, dropPointId: 'DP-NOPE' }, body: { otp: '1234' } }, 404, M.dropPointNotFound('DP-NOPE'));
  });

  it('locks OTP validation after 5 wrong attempts', async () => {
    const f = await fresh();
    const args = { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId }, body: { otp: '9999' } };
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await call(otpValidation, args)).json().message);
    expect(answers).toEqual([
      'Invalid OTP. 4 attempts left.',
      'Invalid OTP. 3 attempts left.',
      'Invalid OTP. 2 attempts left.',
      'Invalid OTP. 1 attempt left.',
      M.otpLocked,
    ]);
    // Locked: even the right OTP is refused, and nothing changes.
    await refused(otpValidation, { ...args, body: { otp: f.otp } }, 429, M.otpLocked);
  });

  it('verifies a shipment (drop complete), undoes it (drop incomplete again), and refuses a repeat of either', async () => {
    const f = await fresh();
    const verify = { ...id(f), body: { dropPointId: f.dropB.dropPointId, shipmentId: f.dropB.shipmentId, undoVerification: false } };
    const undo = { ...verify, body: { ...verify.body, undoVerification: true } };
    await refused(persistVerify, undo, 409, M.notVerified(f.dropB.shipmentId));
    const res = await ok(persistVerify, verify);
    expect(res.message).toBe('Shipment verified successfully.');
    expect(res.dropPoint).toMatchObject({
      dropPointId: f.dropB.dropPointId,
      isCompleted: true,
      shipmentDetails: [{ shipmentId: f.dropB.shipmentId, isVerified: true }],
    });
    await refused(persistVerify, verify, 409, M.alreadyVerified(f.dropB.shipmentId));
    const back = await ok(persistVerify, undo);
    expect(back.message).toBe('Undo shipment status successful.');
    expect(back.dropPoint.isCompleted).toBe(false);
    const log = await t.app.db.select().from(shipmentVerifications).where(eq(shipmentVerifications.shipmentId, f.dropB.shipmentId));
    expect(log.map((l) => [l.undo, l.performedBy])).toEqual([
      [false, 'hub.exec@demo.hub'],
      [true, 'hub.exec@demo.hub'],
    ]);
    await refused(persistVerify, { ...verify, body: { ...verify.body, shipmentId: f.dropA.shipmentId } }, 404, M.notInRunsheet(f.dropA.shipmentId));
  });

  it('marks a drop not attempted only where hub reattempt is enabled', async () => {
    const f = await fresh();
    await refused(markDropPointReattempt, { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId } }, 409, M.reattemptDisabled);
    const res = await ok(markDropPointReattempt, { params: { runsheetId: f.runsheetId, dropPointId: f.dropB.dropPointId } });
    expect(res.dropPoint).toMatchObject({ reattemptMarked: true, isCompleted: true, status: 'NOT_ATTEMPTED' });
    await refused(markDropPointReattempt, { params: { runsheetId: f.runsheetId, dropPointId: f.dropB.dropPointId } }, 409, M.reattemptDone);
  });
});

describe('close', () => {
  const prepare = async (f: RunsheetFixture) => {
    await ok(otpValidation, { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId }, body: { otp: f.otp } });
    for (const d of [f.dropA, f.dropB])
      await ok(persistVerify, { ...id(f), body: { dropPointId: d.dropPointId, shipmentId: d.shipmentId, undoVerification: false } });
  };

  it('walks the validation codes: DP_VERIFICATION_PENDING, then ASSET_VERIFICATION_PENDING, then SUCCESS with cash and distance', async () => {
    const f = await fresh({ tripDistanceApproved: false });
    let v = closeValidationResponseSchema.parse(await ok(validateCloseRunsheetActivity, id(f)));
    expect(v.code).toBe(1);
    expect(v.message).toBe(`${M.dpPending([f.dropA.name, f.dropB.name])} ${M.itemsPending(2)}`);
    await prepare(f);
    await ok(collectItem, { ...id(f), body: { itemType: 'INTRACITY', itemIds: [f.items.b1] } });
    await ok(collectItem, { ...id(f), body: { itemType: 'INTERCITY', itemIds: [f.items.b2], reason: 'Shop closed' } });
    v = closeValidationResponseSchema.parse(await ok(validateCloseRunsheetActivity, id(f)));
    expect(v).toMatchObject({ code: 2, assetIds: f.crates, availableReason: ['Crate damaged', 'Crate lost'] });
    await ok(scanCrates, { params: { runsheetId: f.runsheetId, toteId: f.crates[0] } });
    await ok(scanCrates, { params: { runsheetId: f.runsheetId, toteId: f.crates[1] } });
    v = closeValidationResponseSchema.parse(await ok(validateCloseRunsheetActivity, id(f)));
    expect(v).toMatchObject({ code: 0, message: M.readyToClose, amountCollected: 150_000, tripDistanceApproved: false, tripDistanceKm: 42 });
  });

  it('closes: missing crate recorded lost with its reason, collected units back in REATTEMPT-ZONE, scanned crates in hub stock, ENDED', async () => {
    const f = await fresh();
    await prepare(f);
    await ok(collectItem, { ...id(f), body: { itemType: 'INTRACITY', itemIds: [f.items.b1] } });
    await ok(scanCrates, { params: { runsheetId: f.runsheetId, toteId: f.crates[0] } });
    await ok(bulkCollectItem, { ...id(f), body: { itemType: 'INTERCITY', itemIds: [f.items.b2], reason: 'Shop closed', toteId: f.crates[0] } });
    const close = (body: CloseBody) => ({ ...id(f), body });
    await refused(endRunsheetCloseActivity, close({ assetDetails: [], amountCollected: 150_000 }), 400, M.crateReasonRequired(f.crates[1]));
    await refused(
      endRunsheetCloseActivity,
      close({ assetDetails: [{ crateId: f.crates[0], missingReason: 'Crate lost' }], amountCollected: 150_000 }),
      400,
      M.notACrate(f.crates[0]),
    );
    await refused(
      endRunsheetCloseActivity,
      close({ assetDetails: [{ crateId: f.crates[1], missingReason: 'Eaten' }], amountCollected: 150_000 }),
      400,
      M.unknownReason('Eaten'),
    );
    await refused(
      endRunsheetCloseActivity,
      close({ assetDetails: [{ crateId: f.crates[1], missingReason: 'Crate lost' }], amountCollected: 100 }),
      409,
      M.amountMismatch('₹1.00', '₹1500.00'),
    );
    const res = await ok(endRunsheetCloseActivity, close({ assetDetails: [{ crateId: f.crates[1], missingReason: 'Crate lost' }], amountCollected: 150_000 }));
    expect(res).toEqual({
      successful: true,
      message: M.closedOk(f.runsheetId),
      movedItemIds: [f.items.b1, f.items.b2],
      returnedAssetIds: [f.crates[0]],
      lostAssetIds: [f.crates[1]],
    });
    expect(await runsheetRow(t.app.db, f.runsheetId)).toMatchObject({ activityStatus: 'ENDED', amountCollectedPaise: 150_000 });
    // Not attempted units: REATTEMPT-ZONE, no longer dispatched; the delivered item stays on the vehicle.
    for (const itemId of [f.items.b1, f.items.b2]) {
      const assoc = await t.app.db.select().from(itemAssociations).where(eq(itemAssociations.itemId, itemId));
      expect(assoc.map((a) => [a.associationType, a.entityId, a.qty, a.dispatchedQty])).toEqual([['ZONE', 'REATTEMPT-ZONE', 2, 0]]);
      const [item] = await t.app.db.select().from(items).where(eq(items.itemId, itemId));
      expect([item!.dispatchedQty, item!.dispatchStatus]).toEqual([0, 'NOT_STARTED']);
    }
    const [a1] = await t.app.db.select().from(itemAssociations).where(eq(itemAssociations.itemId, f.items.a1));
    expect([a1!.associationType, a1!.entityId]).toEqual(['VEHICLE', f.vehicleId]);
    const crates = await t.app.db
      .select()
      .from(assets)
      .where(and(eq(assets.currentHubOrgUnitId, 'HUB-BLR-01')));
    const byCode = new Map(crates.map((c) => [c.assetCode, c]));
    expect(byCode.get(f.crates[0])).toMatchObject({ assetState: 'GOOD_TO_USE', currentVehicleId: null, isUsable: true });
    expect(byCode.get(f.crates[1])).toMatchObject({ assetState: 'LOST', isUsable: false, unusableReason: 'Missing at runsheet close: Crate lost' });
    const logs = await t.app.db.select().from(assetLogs).where(eq(assetLogs.referenceId, f.runsheetId));
    expect(logs.map((l) => [l.assetCode, l.assetEventType]).sort()).toEqual([
      [f.crates[0], 'RECEIVE'],
      [f.crates[1], 'LOST'],
    ]);
    // Closed: gone from the active list; every write now says so.
    await refused(endRunsheetCloseActivity, close({ assetDetails: [], amountCollected: 150_000 }), 409, M.closed(f.runsheetId));
    await refused(collectItem, { ...id(f), body: { itemType: 'INTRACITY', itemIds: [f.items.b1] } }, 409, M.closed(f.runsheetId));
  });

  it('refuses the close while drops are pending, with the validation message', async () => {
    const f = await fresh();
    const v = await ok(validateCloseRunsheetActivity, id(f));
    await refused(endRunsheetCloseActivity, { ...id(f), body: { assetDetails: [], amountCollected: 150_000 } }, 409, v.message);
  });

  it('applies shipmentStatusMap and sends RTO units to RTO-ZONE; refuses a shipment of another runsheet', async () => {
    const f = await fresh();
    await prepare(f);
    await ok(collectItem, { ...id(f), body: { itemType: 'INTRACITY', itemIds: [f.items.b1] } });
    await ok(collectItem, { ...id(f), body: { itemType: 'INTERCITY', itemIds: [f.items.b2], reason: 'Shop closed' } });
    for (const c of f.crates) await ok(scanCrates, { params: { runsheetId: f.runsheetId, toteId: c } });
    const other = await fresh();
    await refused(
      endRunsheetCloseActivity,
      { ...id(f), body: { assetDetails: [], amountCollected: 150_000, shipmentStatusMap: { [other.dropB.shipmentId]: 'RETURNED' } } },
      400,
      M.notInRunsheet(other.dropB.shipmentId),
    );
    await ok(endRunsheetCloseActivity, {
      ...id(f),
      body: { assetDetails: [], amountCollected: 150_000, shipmentStatusMap: { [f.dropB.shipmentId]: 'RETURNED' } },
    });
    const [s] = await t.app.db.select().from(shipments).where(eq(shipments.shipmentId, f.dropB.shipmentId));
    expect(s!.shipmentStatus).toBe('RETURNED');
    const assoc = await t.app.db.select().from(itemAssociations).where(eq(itemAssociations.itemId, f.items.b1));
    expect(assoc.map((a) => a.entityId)).toEqual(['RTO-ZONE']);
  });
});

describe('idempotent scans', () => {
  it('replays a repeated tote scan sent with the same Idempotency-Key instead of answering "Duplicate Scan."', async () => {
    const f = await fresh();
    const args = { params: { runsheetId: f.runsheetId, toteId: f.crates[0] } };
    const first = await t.call(scanCrates, args, { cookie: op, idempotencyKey: 'scan-key-0001' });
    const again = await t.call(scanCrates, args, { cookie: op, idempotencyKey: 'scan-key-0001' });
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 200, 'true']);
    expect(again.json()).toEqual(first.json());
    // A new user action (new key) is a real second scan.
    const other = await t.call(scanCrates, args, { cookie: op, idempotencyKey: 'scan-key-0002' });
    expect([other.statusCode, other.json().message]).toEqual([409, 'Duplicate Scan.']);
  });
});
