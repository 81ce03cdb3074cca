import { sql } from 'drizzle-orm';
import { getRouteBatchInfo, guardMessage, hubDate, mapRouteBatches, OFD_MESSAGES, OFD_REFUSALS, type Role, type RouteBatchRow } from '@hub/shared/contracts';
import { rowsOf } from '../../../src/db/client';
import { hubClock } from '../../../src/lib/hub-clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';

// Changing a route's batch (docs/areas/ofd.md "Route batches"): the switch rule of spec 000 §4 judged against the
// route's batch now: Morning -> Afternoon only inside the afternoon window (10:00 to 19:00 on the hub clock, 000 §9),
// Afternoon -> Morning always; the same batch again changes nothing; all or nothing.

let t: TestApp;
let routing: string;
const HUB = 'HUB-BLR-01';
const realNow = hubClock.now;
const istAt = (hh: number, mm: number) => new Date(`${hubDate(new Date())}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+05:30`);
let r1: string;
let r2: string;

beforeAll(async () => {
  t = await createTestApp({ seedScale: 1, config: { ofdTaskFinishMs: 0 } });
  routing = await t.loginAs('routingExecutive');
  // Two routes of the day without a batch: r1 goes to the morning, r2 to the afternoon (at 11:00).
  hubClock.now = () => istAt(11, 0);
  const pending = (await info()).routes.filter((r) => r.routeBatch === null);
  [r1, r2] = [pending[0]!.routeName, pending[1]!.routeName];
  const res = await map([
    { routeName: r1, routeBatch: 'MORNING' },
    { routeName: r2, routeBatch: 'AFTERNOON' },
  ]);
  expect(res.statusCode).toBe(200);
});
afterEach(() => {
  hubClock.now = realNow;
});
afterAll(() => t.close());

async function info(cookie = routing) {
  return (await t.call(getRouteBatchInfo, { params: { hubId: HUB } }, { cookie })).json() as { routes: RouteBatchRow[] };
}
const map = (routes: Array<{ routeName: string; routeBatch: 'MORNING' | 'AFTERNOON' }>, cookie = routing) =>
  t.call(mapRouteBatches, { params: { hubId: HUB }, body: { routes } }, { cookie });
const mapReq = (routes: Array<{ routeName: string; routeBatch: string }>, cookie = routing) => ({
  method: 'POST' as const,
  url: `/logistics/api/hubOps/hubApp/route-batch/${HUB}/map`,
  cookie,
  payload: { routes },
});
const batchOf = async (name: string) => (await info()).routes.find((r) => r.routeName === name)!.routeBatch;
const stored = async (name: string) =>
  rowsOf<{ batch: string | null; zone: string | null; by: string | null }>(
    await t.app.db.execute(sql`
      select r.route_batch as batch, z.route_batch as zone, r.mapped_by as by from route_batches r
      left join zones z on z.hub_org_unit_id = r.hub_org_unit_id and z.route_name = r.route_name
      where r.hub_org_unit_id = ${HUB} and r.route_name = ${name} order by r.batch_date desc limit 1`),
  )[0]!;

describe('changing a route batch (000 §4 switch rule)', () => {
  it('Morning -> Afternoon inside the window: the route and its LM zone change, and who changed it is kept', async () => {
    hubClock.now = () => istAt(15, 0);
    const manager = await t.loginAs('hubManager');
    const pendingBefore = (await info()).routes.filter((r) => r.routeBatch === null).length;
    const res = await map([{ routeName: r1, routeBatch: 'AFTERNOON' }], manager);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ mapped: 1, pendingCount: pendingBefore });
    expect(await stored(r1)).toEqual({ batch: 'AFTERNOON', zone: 'AFTERNOON', by: expect.stringContaining('@') as unknown as string });
    // Back to the morning for the tests below.
    expect((await map([{ routeName: r1, routeBatch: 'MORNING' }])).statusCode).toBe(200);
    expect(await batchOf(r1)).toBe('MORNING');
  });

  it('Afternoon -> Morning is allowed at any time (before 10 AM and after 7 PM)', async () => {
    hubClock.now = () => istAt(8, 30);
    expect((await map([{ routeName: r2, routeBatch: 'MORNING' }])).statusCode).toBe(200);
    expect(await batchOf(r2)).toBe('MORNING');
    hubClock.now = () => istAt(12, 0);
    expect((await map([{ routeName: r2, routeBatch: 'AFTERNOON' }])).statusCode).toBe(200);
    hubClock.now = () => istAt(20, 0);
    expect((await map([{ routeName: r2, routeBatch: 'MORNING' }])).statusCode).toBe(200);
    expect(await batchOf(r2)).toBe('MORNING');
    hubClock.now = () => istAt(12, 0);
    expect((await map([{ routeName: r2, routeBatch: 'AFTERNOON' }])).statusCode).toBe(200);
  });

  it('Morning -> Afternoon is refused before 10 AM and after 7 PM, with the whole request, changing nothing', async () => {
    hubClock.now = () => istAt(9, 59);
    await t.expectRefused(mapReq([{ routeName: r1, routeBatch: 'AFTERNOON' }]), 409, OFD_MESSAGES.afternoonBeforeTen);
    // All or nothing: the allowed switch of r2 to the morning is not made either.
    await t.expectRefused(
      mapReq([
        { routeName: r2, routeBatch: 'MORNING' },
        { routeName: r1, routeBatch: 'AFTERNOON' },
      ]),
      409,
      OFD_MESSAGES.afternoonBeforeTen,
    );
    hubClock.now = () => istAt(19, 1);
    await t.expectRefused(mapReq([{ routeName: r1, routeBatch: 'AFTERNOON' }]), 409, OFD_REFUSALS.afternoonAfterSeven);
    expect([await batchOf(r1), await batchOf(r2)]).toEqual(['MORNING', 'AFTERNOON']);
  });

  it('a route sent with the batch it has changes nothing, even an afternoon one outside the window', async () => {
    hubClock.now = () => istAt(7, 0);
    const before = await t.fingerprint();
    const res = await map([
      { routeName: r2, routeBatch: 'AFTERNOON' },
      { routeName: r1, routeBatch: 'MORNING' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().mapped).toBe(2);
    expect(await t.fingerprint()).toBe(before);
  });

  it('refuses an unknown route and a route twice in one change, changing nothing', async () => {
    hubClock.now = () => istAt(12, 0);
    await t.expectRefused(
      mapReq([
        { routeName: r1, routeBatch: 'AFTERNOON' },
        { routeName: 'ROUTE-NOPE', routeBatch: 'MORNING' },
      ]),
      404,
      OFD_REFUSALS.unknownRoutes(['ROUTE-NOPE']),
    );
    await t.expectRefused(
      mapReq([
        { routeName: r1, routeBatch: 'AFTERNOON' },
        { routeName: r1, routeBatch: 'MORNING' },
      ]),
      400,
      OFD_REFUSALS.duplicateRoutes,
    );
  });

  it.each<[Role, boolean]>([
    ['hubManager', true],
    ['routingExecutive', true],
    ['admin', true],
    ['supportTeam', true],
    ['hubExecutive', false],
    ['hubPsvManager', false],
    ['hubPsvExecutive', false],
  ])('roles: %s may change a batch: %s', async (role, allowed) => {
    hubClock.now = () => istAt(12, 0);
    const cookie = await t.loginAs(role);
    if (!allowed) return t.expectRefused(mapReq([{ routeName: r1, routeBatch: 'AFTERNOON' }], cookie), 403, guardMessage('routeBatch'));
    expect((await map([{ routeName: r1, routeBatch: 'AFTERNOON' }], cookie)).statusCode).toBe(200);
    expect((await map([{ routeName: r1, routeBatch: 'MORNING' }], cookie)).statusCode).toBe(200);
  });
});
