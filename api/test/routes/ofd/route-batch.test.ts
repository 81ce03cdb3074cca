import { sql } from 'drizzle-orm';
import {
  getPendingRouteBatches,
  getRouteBatchInfo,
  guardMessage,
  hubDate,
  mapRouteBatches,
  OFD_MESSAGES,
  OFD_REFUSALS,
  PILOT_REFUSALS,
  type Role,
} from '@hub/shared/contracts';
import { rowsOf } from '../../../src/db/client';
import { hubClock } from '../../../src/lib/hub-clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';

let t: TestApp;
let routing: string;
const HUB = 'HUB-BLR-01';
const realNow = hubClock.now;
/** A moment whose hub (IST) clock reads hh:mm today. */
const istAt = (hh: number, mm: number) => {
  const day = hubDate(new Date());
  return new Date(`${day}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`);
};

beforeAll(async () => {
  t = await createTestApp({ seedScale: 1, config: { ofdTaskFinishMs: 0 } });
  routing = await t.loginAs('routingExecutive');
});
afterEach(() => {
  hubClock.now = realNow;
});
afterAll(() => t.close());

const mapReq = (routes: Array<{ routeName: string; routeBatch: string }>, cookie = routing, hubId = HUB) => ({
  method: 'POST' as const,
  url: `/logistics/api/hubOps/hubApp/route-batch/${hubId}/map`,
  cookie,
  payload: { routes },
});

describe('route batches', () => {
  it('pending lists the routes of the day without a batch; info lists all with the hub clock', async () => {
    hubClock.now = () => istAt(11, 0);
    const pending = (await t.call(getPendingRouteBatches, { params: { hubId: HUB } }, { cookie: routing })).json().routes;
    expect(pending.length).toBeGreaterThan(0);
    expect(pending.every((r: { routeBatch: unknown }) => r.routeBatch === null)).toBe(true);
    const info = (await t.call(getRouteBatchInfo, { params: { hubId: HUB } }, { cookie: routing })).json();
    expect(info).toMatchObject({ hubMinuteOfDay: 660, afternoonStartMinute: 600, afternoonEndMinute: 1140 });
    expect(info.routes.length).toBeGreaterThan(pending.length);
  });
  it('refuses afternoon before minute 600 and after 1140, unknown routes, and a hub without route batching (DB unchanged)', async () => {
    const [route] = (await t.call(getPendingRouteBatches, { params: { hubId: HUB } }, { cookie: routing })).json().routes;
    hubClock.now = () => istAt(9, 59);
    await t.expectRefused(mapReq([{ routeName: route.routeName, routeBatch: 'AFTERNOON' }]), 409, OFD_MESSAGES.afternoonBeforeTen);
    hubClock.now = () => istAt(19, 1);
    await t.expectRefused(mapReq([{ routeName: route.routeName, routeBatch: 'AFTERNOON' }]), 409, OFD_REFUSALS.afternoonAfterSeven);
    hubClock.now = () => istAt(12, 0);
    await t.expectRefused(mapReq([{ routeName: 'ROUTE-NOPE', routeBatch: 'MORNING' }]), 404, OFD_REFUSALS.unknownRoutes(['ROUTE-NOPE']));
    await t.expectRefused(mapReq([{ routeName: route.routeName, routeBatch: 'EVENING' }]), 400, 'Route batch must be MORNING or AFTERNOON');
    await t.expectRefused(mapReq([{ routeName: 'ROUTE-X', routeBatch: 'MORNING' }], routing, 'HUB-HYD-02'), 409, OFD_REFUSALS.routeBatchingOff);
  });
  it('maps every pending route (afternoon at 10:00 and 19:00 exactly) until none is pending; the zones follow', async () => {
    const pending = (await t.call(getPendingRouteBatches, { params: { hubId: HUB } }, { cookie: routing })).json().routes as Array<{ routeName: string }>;
    hubClock.now = () => istAt(10, 0);
    const first = pending.slice(0, 1).map((r) => ({ routeName: r.routeName, routeBatch: 'AFTERNOON' as const }));
    const res1 = await t.call(mapRouteBatches, { params: { hubId: HUB }, body: { routes: first } }, { cookie: routing });
    expect(res1.statusCode).toBe(200);
    expect(res1.json()).toEqual({ mapped: 1, pendingCount: pending.length - 1 });
    hubClock.now = () => istAt(19, 0);
    const rest = pending.slice(1).map((r, i) => ({ routeName: r.routeName, routeBatch: i % 2 ? ('AFTERNOON' as const) : ('MORNING' as const) }));
    if (rest.length) {
      const res2 = await t.call(mapRouteBatches, { params: { hubId: HUB }, body: { routes: rest } }, { cookie: routing });
      expect(res2.json()).toEqual({ mapped: rest.length, pendingCount: 0 });
    }
    expect((await t.call(getPendingRouteBatches, { params: { hubId: HUB } }, { cookie: routing })).json().routes).toEqual([]);
    const zone = rowsOf<{ route_batch: string }>(
      await t.app.db.execute(sql`select route_batch from zones where hub_org_unit_id = ${HUB} and route_name = ${pending[0]!.routeName}`),
    );
    expect(zone[0]!.route_batch).toBe('AFTERNOON');
  });
  it.each<[Role, boolean]>([
    ['hubManager', true],
    ['routingExecutive', true],
    ['admin', true],
    ['supportTeam', true],
    ['hubExecutive', false],
    ['hubPsvManager', false],
    ['hubPsvExecutive', false],
  ])('roles: %s may use route batches: %s', async (role, allowed) => {
    const cookie = await t.loginAs(role);
    const res = await t.call(getRouteBatchInfo, { params: { hubId: HUB } }, { cookie });
    expect(res.statusCode).toBe(allowed ? 200 : 403);
    if (!allowed) {
      expect(res.json().message).toBe(guardMessage('routeBatch'));
      await t.expectRefused(mapReq([{ routeName: 'ROUTE-X', routeBatch: 'MORNING' }], cookie), 403, guardMessage('routeBatch'));
      await t.expectRefused({ method: 'GET', url: `/logistics/api/hubOps/hubApp/route-batch/${HUB}/pending`, cookie }, 403, guardMessage('routeBatch'));
    }
  });
});

describe('route batching pilot (DOUBLE_DISPATCH, 000 §2 tile 13)', () => {
  /** Turns the hub's DOUBLE_DISPATCH pilot on or off in the database, as an operator would. */
  const setRouteBatching = async (hubId: string, on: boolean) => {
    await t.app.db.execute(
      on
        ? sql`insert into hub_pilots (hub_org_unit_id, feature) values (${hubId}, 'DOUBLE_DISPATCH') on conflict do nothing`
        : sql`delete from hub_pilots where hub_org_unit_id = ${hubId} and feature = 'DOUBLE_DISPATCH'`,
    );
  };
  afterAll(() => setRouteBatching(HUB, true));

  it("is refused on a hub without it (the contract's pilot, the same words) and served once it is on, without a restart", async () => {
    expect(PILOT_REFUSALS.DOUBLE_DISPATCH).toBe(OFD_REFUSALS.routeBatchingOff);
    hubClock.now = () => istAt(11, 0);
    await setRouteBatching(HUB, false);
    for (const what of ['pending', 'info'])
      await t.expectRefused(
        { method: 'GET', url: `/logistics/api/hubOps/hubApp/route-batch/${HUB}/${what}`, cookie: routing },
        409,
        OFD_REFUSALS.routeBatchingOff,
      );
    await t.expectRefused(mapReq([{ routeName: 'ROUTE-X', routeBatch: 'MORNING' }]), 409, PILOT_REFUSALS.DOUBLE_DISPATCH);
    await setRouteBatching(HUB, true);
    expect((await t.call(getPendingRouteBatches, { params: { hubId: HUB } }, { cookie: routing })).statusCode).toBe(200);
    expect((await t.call(getRouteBatchInfo, { params: { hubId: HUB } }, { cookie: routing })).statusCode).toBe(200);
  });
});
