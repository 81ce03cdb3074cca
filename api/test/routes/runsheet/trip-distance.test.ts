import {
  approveTripDistance,
  type CloseBody,
  closeValidationResponseSchema,
  collectItem,
  type Endpoint,
  type EndpointArgs,
  endpointUrl,
  endRunsheetCloseActivity,
  getTripDistance,
  guardMessage,
  hubForbiddenMessage,
  otpValidation,
  persistVerify,
  type Role,
  RUNSHEET_MESSAGES as M,
  scanCrates,
  tripDistanceResponseSchema,
  validateCloseRunsheetActivity,
} from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeRunsheet, type RunsheetFixture, runsheetRow } from './runsheet-test-kit';

// The excess-travel-distance approval (spec 001 §2 close panel, §4 "SUCCESS ... the approval prompt is shown first"):
// the route map's data, the hub manager's approval, and the close the server refuses until then
// (docs/areas/runsheet.md "Trip distance").

let t: TestApp;
const cookies = {} as Record<Role, string>;
const HUB = 'HUB-BLR-01';
const OTHER_HUB = 'HUB-HYD-02';

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['hubManager', 'hubExecutive', 'supportTeam', 'admin', 'routingExecutive'] as const) cookies[role] = await t.loginAs(role);
});
afterAll(() => t.close());

const call = <E extends Endpoint>(endpoint: E, args: EndpointArgs<E>, as: Role = 'hubExecutive') => t.call(endpoint, args, { cookie: cookies[as] });
const ok = async <E extends Endpoint>(endpoint: E, args: EndpointArgs<E>, as: Role = 'hubExecutive') => {
  const res = await call(endpoint, args, as);
  if (res.statusCode !== 200) throw new Error(`${endpoint.name}: ${res.statusCode} ${res.body}`);
  return res.json();
};
/** The call is refused with this status and message, and the database is unchanged. */
const refused = <E extends Endpoint>(endpoint: E, args: EndpointArgs<E>, status: number, message: string, as: Role = 'hubExecutive') =>
  t.expectRefused(
    {
      method: endpoint.method,
      url: endpointUrl(endpoint, args as { params?: unknown; query?: unknown }),
      cookie: cookies[as],
      ...((args as { body?: unknown }).body === undefined ? {} : { payload: (args as { body: object }).body }),
    },
    status,
    message,
  );

const map = (f: RunsheetFixture, hubId = HUB) => ({ params: { runsheetId: f.runsheetId, hubId } });
const id = (f: RunsheetFixture) => ({ params: { id: f.runsheetId } });
const close = (f: RunsheetFixture, extra: Partial<CloseBody> = {}) => ({ ...id(f), body: { assetDetails: [], amountCollected: 150_000, ...extra } });

/** Drops verified, items collected, crates scanned: the validation says SUCCESS, only the distance stands between. */
async function ready(f: RunsheetFixture) {
  await ok(otpValidation, { params: { runsheetId: f.runsheetId, dropPointId: f.dropA.dropPointId }, body: { otp: f.otp } });
  for (const d of [f.dropA, f.dropB])
    await ok(persistVerify, { ...id(f), body: { dropPointId: d.dropPointId, shipmentId: d.shipmentId, undoVerification: false } });
  await ok(collectItem, { ...id(f), body: { itemType: 'INTRACITY', itemIds: [f.items.b1] } });
  await ok(collectItem, { ...id(f), body: { itemType: 'INTERCITY', itemIds: [f.items.b2], reason: 'Shop closed' } });
  for (const c of f.crates) await ok(scanCrates, { params: { runsheetId: f.runsheetId, toteId: c } });
}

describe('GET /runsheet/tripDistance/{runsheetId}/{hubId} (the route map)', () => {
  it('answers travelled against planned distance, the approval state and the stops with coordinates, to any signed-in role', async () => {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false, plannedDistanceKm: 30 });
    for (const role of ['hubExecutive', 'hubManager', 'routingExecutive'] as const) {
      const body = tripDistanceResponseSchema.parse(await ok(getTripDistance, map(f), role));
      expect(body.tripDistance).toMatchObject({
        runsheetId: f.runsheetId,
        hubId: HUB,
        activityStatus: 'IN_PROGRESS',
        tripDistanceKm: 42,
        plannedDistanceKm: 30,
        tripDistanceApproved: false,
        approvedBy: null,
        approvedAt: null,
        overrideReason: null,
      });
      expect(body.tripDistance.stops).toEqual([
        { dropPointId: f.dropA.dropPointId, name: f.dropA.name, lat: 12.97, lng: 77.59, plannedSequence: 1, actualSequence: null, status: 'DELIVERED' },
        { dropPointId: f.dropB.dropPointId, name: f.dropB.name, lat: 12.99, lng: 77.62, plannedSequence: 2, actualSequence: null, status: 'NOT_ATTEMPTED' },
      ]);
    }
  });

  it("404 for a runsheet of another hub and an unknown runsheet, 403 for an unknown hub (not one of the user's)", async () => {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false });
    await refused(getTripDistance, map(f, OTHER_HUB), 404, M.runsheetNotAtHub(f.runsheetId, OTHER_HUB));
    await refused(getTripDistance, { params: { runsheetId: 'RS-NOPE', hubId: HUB } }, 404, M.runsheetNotFound('RS-NOPE'));
    await refused(getTripDistance, { params: { runsheetId: f.runsheetId, hubId: 'HUB-NOPE' } }, 403, hubForbiddenMessage('HUB-NOPE'));
  });
});

describe('POST /runsheet/approveTripDistance/{runsheetId}/{hubId}', () => {
  it('a hub manager approves: who and when are recorded and answered; a second approval is refused', async () => {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false, plannedDistanceKm: 30 });
    const before = Date.now();
    const body = tripDistanceResponseSchema.parse(await ok(approveTripDistance, map(f), 'hubManager'));
    expect(body.message).toBe(M.distanceApproved(42));
    expect(body.tripDistance).toMatchObject({ tripDistanceApproved: true, approvedBy: 'hub.manager@demo.hub', overrideReason: null });
    const row = await runsheetRow(t.app.db, f.runsheetId);
    expect(row).toMatchObject({ tripDistanceApproved: true, tripDistanceApprovedBy: 'hub.manager@demo.hub', tripDistanceOverrideReason: null });
    expect(row.tripDistanceApprovedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(body.tripDistance.approvedAt).toBe(row.tripDistanceApprovedAt!.toISOString());
    await refused(approveTripDistance, map(f), 409, M.distanceAlreadyApproved(f.runsheetId), 'hubManager');
  });

  it('refuses every role but the hub manager with 403, the database unchanged', async () => {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false });
    for (const role of ['hubExecutive', 'supportTeam', 'admin', 'routingExecutive'] as const)
      await refused(approveTripDistance, map(f), 403, guardMessage('hubManager'), role);
  });

  it("refuses another hub's runsheet, an unknown one, a closed one and a distance that needs no approval", async () => {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false });
    await refused(approveTripDistance, map(f, OTHER_HUB), 404, M.runsheetNotAtHub(f.runsheetId, OTHER_HUB), 'hubManager');
    await refused(approveTripDistance, { params: { runsheetId: 'RS-NOPE', hubId: HUB } }, 404, M.runsheetNotFound('RS-NOPE'), 'hubManager');
    const ended = await makeRunsheet(t.app.db, { status: 'ENDED', tripDistanceApproved: false });
    await refused(approveTripDistance, map(ended), 409, M.closed(ended.runsheetId), 'hubManager');
    const within = await makeRunsheet(t.app.db);
    await refused(approveTripDistance, map(within), 409, M.distanceAlreadyApproved(within.runsheetId), 'hubManager');
  });

  it('approves before the close activity starts and while the runsheet is held (neither is about the distance)', async () => {
    for (const opts of [{ status: 'NOT_STARTED' as const }, { onHold: true }]) {
      const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false, ...opts });
      expect((await ok(approveTripDistance, map(f), 'hubManager')).tripDistance.tripDistanceApproved).toBe(true);
    }
  });
});

describe('the close and the distance', () => {
  it('refuses the close of an unapproved distance (database unchanged), and closes once a hub manager approved it', async () => {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false, plannedDistanceKm: 30 });
    await ready(f);
    const v = closeValidationResponseSchema.parse(await ok(validateCloseRunsheetActivity, id(f)));
    expect(v).toMatchObject({ code: 0, tripDistanceApproved: false, tripDistanceKm: 42, plannedDistanceKm: 30 });
    await refused(endRunsheetCloseActivity, close(f), 409, M.distanceNotApproved(42));
    // A reason from a role that may not override changes nothing either.
    await refused(endRunsheetCloseActivity, close(f, { distanceOverrideReason: 'Driver took a detour' }), 403, guardMessage('l1OrAdmin'));
    await refused(endRunsheetCloseActivity, close(f, { distanceOverrideReason: 'Driver took a detour' }), 403, guardMessage('l1OrAdmin'), 'hubManager');
    await ok(approveTripDistance, map(f), 'hubManager');
    expect((await ok(validateCloseRunsheetActivity, id(f))).tripDistanceApproved).toBe(true);
    expect((await ok(endRunsheetCloseActivity, close(f))).message).toBe(M.closedOk(f.runsheetId));
    expect(await runsheetRow(t.app.db, f.runsheetId)).toMatchObject({
      activityStatus: 'ENDED',
      tripDistanceApproved: true,
      tripDistanceApprovedBy: 'hub.manager@demo.hub',
      tripDistanceOverrideReason: null,
    });
    await refused(approveTripDistance, map(f), 409, M.closed(f.runsheetId), 'hubManager');
  });

  it.each(['supportTeam', 'admin'] as const)('%s closes an unapproved distance with a reason, recorded as the approval (who, when, why)', async (role) => {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false });
    await ready(f);
    await refused(endRunsheetCloseActivity, close(f), 409, M.distanceNotApproved(42), role);
    await refused(endRunsheetCloseActivity, close(f, { distanceOverrideReason: '  too short ' }), 400, M.overrideReasonMin, role);
    const before = Date.now();
    await ok(endRunsheetCloseActivity, close(f, { distanceOverrideReason: '  GPS was off; route checked with the driver  ' }), role);
    const row = await runsheetRow(t.app.db, f.runsheetId);
    expect(row).toMatchObject({
      activityStatus: 'ENDED',
      tripDistanceApproved: true,
      tripDistanceApprovedBy: role === 'admin' ? 'admin@demo.hub' : 'l1@demo.hub',
      tripDistanceOverrideReason: 'GPS was off; route checked with the driver',
    });
    expect(row.tripDistanceApprovedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const shown = tripDistanceResponseSchema.parse(await ok(getTripDistance, map(f)));
    expect(shown.tripDistance).toMatchObject({ approvedBy: row.tripDistanceApprovedBy, overrideReason: 'GPS was off; route checked with the driver' });
  });

  it('an override reason sent for an approved distance is not recorded: the approval stands', async () => {
    const f = await makeRunsheet(t.app.db, { tripDistanceApproved: false });
    await ready(f);
    await ok(approveTripDistance, map(f), 'hubManager');
    await ok(endRunsheetCloseActivity, close(f, { distanceOverrideReason: 'Sent from an older screen' }), 'supportTeam');
    expect(await runsheetRow(t.app.db, f.runsheetId)).toMatchObject({ tripDistanceApprovedBy: 'hub.manager@demo.hub', tripDistanceOverrideReason: null });
  });

  it('a distance within plan needs no approval: the close goes through with none recorded', async () => {
    const f = await makeRunsheet(t.app.db);
    await ready(f);
    await ok(endRunsheetCloseActivity, close(f));
    expect(await runsheetRow(t.app.db, f.runsheetId)).toMatchObject({ activityStatus: 'ENDED', tripDistanceApprovedBy: null, tripDistanceApprovedAt: null });
  });
});
