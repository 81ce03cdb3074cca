import { and, asc, eq, sql } from 'drizzle-orm';
import {
  actOnAlert,
  alertSchema,
  alertsWriteResponseSchema,
  deleteAlertComments,
  endpointUrl,
  getAlert,
  getHubOverview,
  getRunsheetTimeline,
  getVehicleTimeline,
  globalSearch,
  hubForbiddenMessage,
  hubOverviewResponseSchema,
  resolveAlerts,
  searchResponseSchema,
  timelineResponseSchema,
  VENUS_MESSAGES,
} from '@hub/shared/contracts';
import { alertReviews, alerts, orders, trips, vehicles } from '../../../src/db/schema';
import { dayOf } from '../../../src/areas/venus/service';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let cookie: string;
const HUB = 'HUB-BLR-01';
const DAY = 86_400_000;
const YESTERDAY = Date.now() - DAY;

beforeAll(async () => {
  t = await createTestApp({ seedScale: 1 });
  cookie = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());

const refuse = (
  endpoint: Parameters<typeof endpointUrl>[0],
  args: { params?: unknown; query?: unknown; body?: unknown },
  status: number,
  message: string,
  as = cookie,
) => t.expectCallRefused(endpoint, args, status, message, { cookie: as });

/** An alert of the hub matching the filter (the seeded world has every kind). */
async function anAlert(where: { approval?: boolean; pending?: boolean; reviewed?: boolean; approvalState?: string; anyHub?: boolean }) {
  const rows = await t.app.db
    .select()
    .from(alerts)
    .where(
      and(
        where.anyHub ? undefined : eq(alerts.hubOrgUnitId, HUB),
        where.approval === undefined ? undefined : eq(alerts.approvalAlert, where.approval),
        where.pending === undefined ? undefined : eq(alerts.reviewPending, where.pending),
        where.approvalState === undefined ? undefined : eq(alerts.approvalState, where.approvalState),
        where.reviewed === undefined
          ? undefined
          : where.reviewed
            ? sql`exists (select 1 from alert_reviews r where r.alert_id = ${alerts.alertId} and r.kind = 'COMMENT')`
            : sql`not exists (select 1 from alert_reviews r where r.alert_id = ${alerts.alertId} and r.kind = 'COMMENT')`,
      ),
    )
    .orderBy(asc(alerts.alertId));
  if (!rows.length) throw new Error(`no alert ${JSON.stringify(where)}`);
  return rows;
}

async function aTrip() {
  const [row] = await t.app.db
    .select({ trip: trips, vehicleNumber: vehicles.vehicleNumber })
    .from(trips)
    .innerJoin(vehicles, eq(vehicles.vehicleId, trips.vehicleId))
    .where(eq(trips.hubOrgUnitId, HUB))
    .orderBy(asc(trips.tripId))
    .limit(1);
  return row!;
}

describe('date_epoch', () => {
  it('is the India day of the timestamp; a day after today is refused', () => {
    const now = Date.UTC(2026, 10, 22, 12, 0);
    expect(dayOf(Date.UTC(2026, 10, 21, 20, 0), now).day).toBe('2026-11-22'); // 01:30 IST on the 22nd
    expect(dayOf(undefined, now).day).toBe('2026-11-22');
    expect(() => dayOf(now + DAY, now)).toThrow(VENUS_MESSAGES.dateEpochFuture);
  });
  it('refuses a non-number and a future day with 400, database unchanged', async () => {
    await refuse(getHubOverview, { params: { hubId: HUB }, query: { date_epoch: 'yesterday' } }, 400, VENUS_MESSAGES.dateEpochInvalid);
    await refuse(getHubOverview, { params: { hubId: HUB }, query: { date_epoch: 1.5 } }, 400, VENUS_MESSAGES.dateEpochInvalid);
    await refuse(getHubOverview, { params: { hubId: HUB }, query: { date_epoch: Date.now() + 2 * DAY } }, 400, VENUS_MESSAGES.dateEpochFuture);
  });
  it('bounds the global search’s date_epoch the same way (spec 002 §7 "query, date_epoch"), database unchanged', async () => {
    await refuse(globalSearch, { query: { query: 'ORD', date_epoch: 'today' } }, 400, VENUS_MESSAGES.dateEpochInvalid);
    await refuse(globalSearch, { query: { query: 'ORD', date_epoch: -1 } }, 400, VENUS_MESSAGES.dateEpochInvalid);
    await refuse(globalSearch, { query: { query: 'ORD', date_epoch: 4_102_444_800_001 } }, 400, VENUS_MESSAGES.dateEpochInvalid);
    await refuse(globalSearch, { query: { query: 'ORD', date_epoch: Date.now() + 2 * DAY } }, 400, VENUS_MESSAGES.dateEpochFuture);
  });
  it('answers today named by its start (what the dashboard and the search now send: the start of the browser’s day, India or UTC) as today', async () => {
    const indiaMidnight = Date.parse(`${dayOf(undefined).day}T00:00:00+05:30`);
    const utcMidnight = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
    const unnamed = (await t.call(getHubOverview, { params: { hubId: HUB } }, { cookie })).json();
    expect((await t.call(getHubOverview, { params: { hubId: HUB }, query: { date_epoch: indiaMidnight } }, { cookie })).json()).toEqual(unnamed);
    // A UTC midnight is 05:30 in India: the same India day whenever the UTC date is the India date.
    if (dayOf(utcMidnight).day === dayOf(undefined).day) {
      expect((await t.call(getHubOverview, { params: { hubId: HUB }, query: { date_epoch: utcMidnight } }, { cookie })).json()).toEqual(unnamed);
    }
    const { vehicleNumber } = await aTrip();
    const search = searchResponseSchema.parse((await t.call(globalSearch, { query: { query: vehicleNumber, date_epoch: indiaMidnight } }, { cookie })).json());
    expect(search.results[0]!.href).toContain(`&date=${indiaMidnight}`);
  });
});

describe('GET venus/hub/{hubId}/alerts (hub overview)', () => {
  it('answers the day’s alerts with priorities (reviewed P3, else by severity) and board groups', async () => {
    const res = await t.call(getHubOverview, { params: { hubId: HUB }, query: { date_epoch: Date.now() } }, { cookie });
    expect(res.statusCode).toBe(200);
    const body = hubOverviewResponseSchema.parse(res.json());
    expect(body.hub).toEqual({ hubOrgUnitId: HUB, hubName: 'Bengaluru Central Hub' });
    expect(body.alerts.length).toBeGreaterThan(0);
    for (const a of body.alerts) {
      const expected = !a.reviewPending ? 'P3' : a.severity === 'HIGH' ? 'P0' : a.severity === 'MEDIUM' ? 'P1' : 'P2';
      expect([a.alertId, a.priority]).toEqual([a.alertId, expected]);
    }
    expect(new Set(body.alerts.map((a) => a.priority)).size).toBeGreaterThan(1);
    expect(body.groups.length).toBeGreaterThan(0);
    const card = body.groups[0]!.items[0]!;
    expect(card).toEqual(expect.objectContaining({ driverName: expect.any(String), vehicleNumber: expect.any(String) }));
    expect(Object.keys(card.tripMetrics)).toEqual(['touchPoints', 'attempts', 'rto', 'partialDeliveries']);
  });
  it('answers an empty overview for a day without trips', async () => {
    const res = await t.call(getHubOverview, { params: { hubId: HUB }, query: { date_epoch: Date.now() - 30 * DAY } }, { cookie });
    expect(res.json()).toEqual(expect.objectContaining({ alerts: [], groups: [] }));
  });
  it("403 for an unknown hub (not one of the user's); 401 without a session", async () => {
    await refuse(getHubOverview, { params: { hubId: 'HUB-NOPE' } }, 403, hubForbiddenMessage('HUB-NOPE'));
    await t.expectRefused({ method: 'GET', url: endpointUrl(getHubOverview, { params: { hubId: HUB } }) }, 401, 'Please sign in');
  });
  it('is open to every role (spec 002 §6 shows no role check)', async () => {
    for (const role of ['hubManager', 'supportTeam', 'admin', 'routingExecutive'] as const) {
      const res = await t.call(getHubOverview, { params: { hubId: HUB } }, { cookie: await t.loginAs(role) });
      expect([role, res.statusCode]).toEqual([role, 200]);
    }
  });
});

describe('GET venus/hub/{hubId}/vehicle/{vehicleId}/timeline', () => {
  it('answers the vehicle’s trips (by number, any case, or by id) with TRIP_START first and drops with durations', async () => {
    const { trip, vehicleNumber } = await aTrip();
    for (const key of [vehicleNumber, vehicleNumber.toLowerCase(), trip.vehicleId]) {
      const res = await t.call(getVehicleTimeline, { params: { hubId: HUB, vehicleId: key }, query: { date_epoch: Date.now() } }, { cookie });
      expect(res.statusCode).toBe(200);
      const body = timelineResponseSchema.parse(res.json());
      expect(body.trips.map((x) => x.tripDetails.tripId)).toContain(trip.tripId);
    }
    const body = timelineResponseSchema.parse((await t.call(getVehicleTimeline, { params: { hubId: HUB, vehicleId: vehicleNumber } }, { cookie })).json());
    const one = body.trips.find((x) => x.tripDetails.tripId === trip.tripId)!;
    expect(one.timeline[0]!.type).toBe('TRIP_START');
    expect(one.tripDetails.tripMetrics.map((m) => m.title)).toEqual(['Touch points', 'Attempts', 'RTO', 'Partial deliveries', 'Distance', 'Alerts']);
    const drop = one.timeline.find((e) => e.type === 'DROP' && e.checkIn && e.checkOut)!;
    expect(drop.durationSeconds).toBe(Math.round((drop.checkOut! - drop.checkIn!) / 1000));
    // Every ALERT entry carries its alert; every alert of the trip appears once inline.
    const inline = one.timeline.filter((e) => e.type === 'ALERT').flatMap((e) => e.alerts.map((a) => a.alertId));
    expect(inline.sort()).toEqual(one.alerts.map((a) => a.alertId).sort());
  });
  it('answers no trips on a day the vehicle did not run', async () => {
    const { vehicleNumber } = await aTrip();
    const res = await t.call(getVehicleTimeline, { params: { hubId: HUB, vehicleId: vehicleNumber }, query: { date_epoch: Date.now() - 5 * DAY } }, { cookie });
    expect(res.json()).toEqual({ trips: [] });
  });
  it('404 for an unknown vehicle or one of another hub', async () => {
    await refuse(getVehicleTimeline, { params: { hubId: HUB, vehicleId: 'KA00ZZ0000' } }, 404, 'Vehicle KA00ZZ0000 not found');
    const [other] = await t.app.db.select().from(vehicles).where(eq(vehicles.hubOrgUnitId, 'HUB-PUN-03')).limit(1);
    await refuse(getVehicleTimeline, { params: { hubId: HUB, vehicleId: other!.vehicleNumber } }, 404, `Vehicle ${other!.vehicleNumber} not found`);
  });
});

describe('GET venus/runsheet/{tripId}/timeline', () => {
  it('answers one trip', async () => {
    const { trip } = await aTrip();
    const res = await t.call(getRunsheetTimeline, { params: { tripId: trip.tripId } }, { cookie });
    expect(timelineResponseSchema.parse(res.json()).trips.map((x) => x.tripDetails.tripId)).toEqual([trip.tripId]);
    await refuse(getRunsheetTimeline, { params: { tripId: 'RS-NOPE' } }, 404, 'Trip RS-NOPE not found');
  });
});

describe('GET venus/alerts/{alertId}', () => {
  it('answers the alert with its type’s extended data and review', async () => {
    const [reviewed] = await anAlert({ reviewed: true });
    const body = alertSchema.parse((await t.call(getAlert, { params: { alertId: reviewed!.alertId } }, { cookie })).json());
    expect(body.review).toEqual(expect.any(String));
    expect(body.reviewedBy).toBe('hub.manager@demo.hub');
    const key = {
      QR_DISPUTE: 'qrDisputeProperties',
      DELIVERY_RECEIPT: 'deliveryReceiptProperties',
      WEIGHT_SHORTFALL: 'weightShortfallProperties',
      SET_BREAK: 'setBreakProperties',
      COMPLETE_RTO: 'completeRtoAlertProperties',
    }[body.type];
    expect(Object.keys(body.properties)).toEqual([key]);
    await refuse(getAlert, { params: { alertId: 'ALT-NOPE' } }, 404, 'Alert ALT-NOPE not found');
  });
});

describe('review: resolve, edit, delete', () => {
  it('resolving a pending alert stores the comment (who, when) and clears reviewPending; deleting restores it', async () => {
    const [a] = await anAlert({ pending: true, reviewed: false, approval: false });
    const res = await t.call(resolveAlerts, { body: { alertIds: [a!.alertId], comment: '  Driver called, genuine  ' } }, { cookie });
    expect(res.statusCode).toBe(200);
    const done = alertsWriteResponseSchema.parse(res.json()).alerts[0]!;
    expect(done).toEqual(expect.objectContaining({ reviewPending: false, review: 'Driver called, genuine', reviewedBy: 'hub.exec@demo.hub' }));
    expect(done.reviewedAt).toBeGreaterThan(Date.now() - 60_000);

    const edited = await t.call(resolveAlerts, { body: { alertIds: [a!.alertId], comment: 'Buyer confirmed', edit: true } }, { cookie });
    expect(alertsWriteResponseSchema.parse(edited.json()).alerts[0]!.review).toBe('Buyer confirmed');
    const rows = await t.app.db
      .select()
      .from(alertReviews)
      .where(and(eq(alertReviews.alertId, a!.alertId), eq(alertReviews.kind, 'COMMENT')));
    expect(rows.map((r) => r.comment)).toEqual(['Buyer confirmed']);

    const del = await t.call(deleteAlertComments, { body: { alertIds: [a!.alertId] } }, { cookie });
    expect(alertsWriteResponseSchema.parse(del.json()).alerts[0]).toEqual(expect.objectContaining({ reviewPending: true, review: null }));
  });
  it('resolves several alerts at once', async () => {
    const list = await anAlert({ reviewed: false, approval: false });
    const ids = list.slice(0, 2).map((x) => x.alertId);
    const res = await t.call(resolveAlerts, { body: { alertIds: ids, comment: 'Bulk checked' } }, { cookie });
    expect(alertsWriteResponseSchema.parse(res.json()).alerts.map((x) => [x.alertId, x.reviewPending])).toEqual(ids.map((id) => [id, false]));
  });
  it('refuses, database unchanged: empty comment, no alerts, unknown alert, a second new review, edit or delete without a review', async () => {
    const [fresh] = await anAlert({ reviewed: false, approval: false });
    const [reviewed] = await anAlert({ reviewed: true });
    await refuse(resolveAlerts, { body: { alertIds: [fresh!.alertId], comment: '   ' } }, 400, VENUS_MESSAGES.commentRequired);
    await refuse(resolveAlerts, { body: { alertIds: [fresh!.alertId], comment: 'x'.repeat(501) } }, 400, VENUS_MESSAGES.commentTooLong);
    await refuse(resolveAlerts, { body: { alertIds: [], comment: 'ok' } }, 400, VENUS_MESSAGES.alertIdsRequired);
    await refuse(resolveAlerts, { body: { alertIds: [fresh!.alertId, 'ALT-NOPE'], comment: 'ok' } }, 404, 'Alert ALT-NOPE not found');
    await refuse(resolveAlerts, { body: { alertIds: [reviewed!.alertId], comment: 'again' } }, 409, VENUS_MESSAGES.alreadyReviewed);
    await refuse(resolveAlerts, { body: { alertIds: [fresh!.alertId], comment: 'edit', edit: true } }, 409, VENUS_MESSAGES.noReviewToEdit);
    await refuse(deleteAlertComments, { body: { alertIds: [fresh!.alertId] } }, 409, VENUS_MESSAGES.noReviewToDelete);
    await refuse(deleteAlertComments, { body: { alertIds: ['ALT-NOPE'] } }, 404, 'Alert ALT-NOPE not found');
    await t.expectRefused({ method: 'POST', url: endpointUrl(resolveAlerts), payload: { alertIds: [fresh!.alertId], comment: 'x' } }, 401, 'Please sign in');
  });
});

describe('POST venus/alerts/action', () => {
  it('approves a pending approval alert once (reviewPending cleared, who recorded); a second action is 409', async () => {
    const [a] = await anAlert({ approval: true, approvalState: 'PENDING' });
    const res = await t.call(actOnAlert, { body: { alertId: a!.alertId, action: 'APPROVED' } }, { cookie });
    expect(alertsWriteResponseSchema.parse(res.json()).alerts[0]).toEqual(expect.objectContaining({ approvalState: 'APPROVED', reviewPending: false }));
    const [row] = await t.app.db
      .select()
      .from(alertReviews)
      .where(and(eq(alertReviews.alertId, a!.alertId), eq(alertReviews.kind, 'APPROVED')));
    expect(row!.reviewedBy).toBe('hub.exec@demo.hub');
    await refuse(actOnAlert, { body: { alertId: a!.alertId, action: 'REJECTED' } }, 409, 'This alert has already been approved');
  });
  it('rejects', async () => {
    // The world has few pending approval alerts: make one (an approval alert back to pending) for this case.
    const [b] = await anAlert({ approval: true, anyHub: true });
    await t.app.db.update(alerts).set({ approvalState: 'PENDING', reviewPending: true }).where(eq(alerts.alertId, b!.alertId));
    await t.app.db.delete(alertReviews).where(and(eq(alertReviews.alertId, b!.alertId), sql`${alertReviews.kind} <> 'COMMENT'`));
    const res = await t.call(actOnAlert, { body: { alertId: b!.alertId, action: 'REJECTED' } }, { cookie });
    expect(alertsWriteResponseSchema.parse(res.json()).alerts[0]!.approvalState).toBe('REJECTED');
  });
  it('refuses a non-approval alert, an unknown alert and a bad action, database unchanged', async () => {
    const [plain] = await anAlert({ approval: false });
    await refuse(actOnAlert, { body: { alertId: plain!.alertId, action: 'APPROVED' } }, 409, VENUS_MESSAGES.notApprovalAlert);
    await refuse(actOnAlert, { body: { alertId: 'ALT-NOPE', action: 'APPROVED' } }, 404, 'Alert ALT-NOPE not found');
    await refuse(actOnAlert, { body: { alertId: plain!.alertId, action: 'MAYBE' } }, 400, 'Action must be APPROVED or REJECTED');
  });
});

describe('GET venus/search', () => {
  it('finds a vehicle by its exact number first, with a link to its timeline', async () => {
    const { trip, vehicleNumber } = await aTrip();
    const res = await t.call(globalSearch, { query: { query: vehicleNumber.toLowerCase(), date_epoch: YESTERDAY } }, { cookie });
    const { results } = searchResponseSchema.parse(res.json());
    expect(results[0]).toEqual({
      entityType: 'VEHICLE',
      title: vehicleNumber,
      description: expect.any(String),
      href: `/venus/timeline?vehicleId=${encodeURIComponent(vehicleNumber)}&hubId=${trip.hubOrgUnitId}&date=${YESTERDAY}`,
    });
  });
  it('ranks the exact order id before orders that merely contain it, and links an order on a trip to the shop’s drop', async () => {
    const [o] = await t.app.db
      .select()
      .from(orders)
      .where(sql`exists (select 1 from shipments s where s.order_id = ${orders.orderId} and s.runsheet_id in (select trip_id from trips))`)
      .limit(1);
    const { results } = searchResponseSchema.parse((await t.call(globalSearch, { query: { query: o!.orderId } }, { cookie })).json());
    expect(results[0]!.title).toBe(o!.orderId);
    expect(results[0]!.entityType).toBe('ORDER');
    expect(results[0]!.href).toContain(`orgUnitId=${o!.orgId}`);
    const broad = searchResponseSchema.parse((await t.call(globalSearch, { query: { query: 'ORD' } }, { cookie })).json());
    expect(broad.results.filter((r) => r.entityType === 'ORDER').length).toBeLessThanOrEqual(5);
  });
  it('finds buyers and drivers by name', async () => {
    const { results } = searchResponseSchema.parse((await t.call(globalSearch, { query: { query: 'a' + 'n' } }, { cookie })).json());
    expect(new Set(results.map((r) => r.entityType))).toEqual(expect.any(Set));
    expect(results.length).toBeLessThanOrEqual(20);
  });
  it('refuses a query too short or too long, or a wildcard-only search that would scan everything', async () => {
    await refuse(globalSearch, { query: { query: 'a' } }, 400, VENUS_MESSAGES.searchTooShort);
    await refuse(globalSearch, { query: { query: 'a'.repeat(65) } }, 400, VENUS_MESSAGES.searchTooLong);
    const pct = searchResponseSchema.parse((await t.call(globalSearch, { query: { query: '%%' } }, { cookie })).json());
    expect(pct.results).toEqual([]);
  });
});

describe('a vehicle with several trips, and yesterday', () => {
  it('answers the vehicle’s trips of today oldest first (an early leg, then the main trip), and yesterday’s trip with its alert', async () => {
    const [leg] = await t.app.db
      .select()
      .from(trips)
      .where(sql`${trips.tripId} like '%-AM' and ${trips.hubOrgUnitId} = ${HUB}`);
    const [v] = await t.app.db.select().from(vehicles).where(eq(vehicles.vehicleId, leg!.vehicleId));
    const today = timelineResponseSchema.parse((await t.call(getVehicleTimeline, { params: { hubId: HUB, vehicleId: v!.vehicleNumber } }, { cookie })).json());
    expect(today.trips.map((x) => x.tripDetails.tripId)).toEqual([leg!.tripId, leg!.runsheetId]);
    const before = timelineResponseSchema.parse(
      (await t.call(getVehicleTimeline, { params: { hubId: HUB, vehicleId: v!.vehicleNumber }, query: { date_epoch: YESTERDAY } }, { cookie })).json(),
    );
    expect(before.trips.map((x) => x.tripDetails.tripId)).toEqual([`${leg!.runsheetId}-Y1`]);
    const inline = before.trips[0]!.timeline.find((e) => e.type === 'ALERT')!;
    expect(inline.alerts.map((a) => a.type)).toEqual(['COMPLETE_RTO']);
    const overview = hubOverviewResponseSchema.parse(
      (await t.call(getHubOverview, { params: { hubId: HUB }, query: { date_epoch: YESTERDAY } }, { cookie })).json(),
    );
    expect(overview.alerts.map((a) => [a.type, a.priority])).toEqual([['COMPLETE_RTO', 'P0']]);
  });
});
