import { sql } from 'drizzle-orm';
import { getOfdZonesSummary, hubDate, hubDayStart, type Role } from '@hub/shared/contracts';
import { rowsOf } from '../../../src/db/client';
import { hubClock } from '../../../src/lib/hub-clock';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { lmZoneStates, zoneUnits } from './ofd-fixtures';

// The dispatch wave of the zones summary (spec 000 §7 "zones/summary?dispatchWaveCutoffMinutes (the cutoff hour times
// 60)", §9): only the zones holding units of an order placed before the cutoff of the hub's day are listed, with an
// OFD in progress listed whatever its wave (docs/areas/ofd.md "Dispatch wave").

let t: TestApp;
let exec: string;
const HUB = 'HUB-BLR-01';
const realNow = hubClock.now;
/** A moment whose hub (IST) clock reads hh:mm on the hub's day `daysAgo` days before today. */
const istAt = (hh: number, mm: number, daysAgo = 0) => new Date(hubDayStart(new Date()).getTime() - daysAgo * 86_400_000 + (hh * 60 + mm) * 60_000);

let later: string; // its orders placed today 12:30 (after noon)
let earlier: string; // its orders placed yesterday 22:00 (before today's midnight)
let inProgress: string; // the seed's zone with an OFD in progress, its orders placed today 21:00

beforeAll(async () => {
  t = await createTestApp({ seedScale: 1, config: { ofdTaskFinishMs: 0 } });
  exec = await t.loginAs('hubExecutive');
  const zones = await lmZoneStates(t.app.db, HUB);
  const free = zones.filter((z) => z.units > 0 && !z.inProgress);
  [later, earlier] = [free[0]!.zoneId, free[1]!.zoneId];
  inProgress = zones.find((z) => z.inProgress)!.zoneId;
  await placeOrdersOf(later, istAt(12, 30));
  await placeOrdersOf(earlier, istAt(22, 0, 1));
  await placeOrdersOf(inProgress, istAt(21, 0));
  hubClock.now = () => istAt(13, 0);
});
afterAll(async () => {
  hubClock.now = realNow;
  await t.close();
});

/** Moves the orders of a zone's units to `at` (a buyer's units are in one LM zone, so no other zone changes). */
async function placeOrdersOf(zoneId: string, at: Date) {
  await t.app.db.execute(sql`
    update orders set placed_at = ${at.toISOString()} where order_id in (
      select i.order_id from item_associations a join items i on i.item_id = a.item_id
      where a.hub_org_unit_id = ${HUB} and a.association_type = 'ZONE' and a.entity_id = ${zoneId} and a.qty > 0)`);
}

/** The zones the wave must list, read straight from the tables: an OFD in progress, or a unit of an order placed before `cutoff`. */
async function expectedZones(cutoff: Date | null) {
  return rowsOf<{ z: string }>(
    await t.app.db.execute(sql`
      select z.zone_id as z from zones z where z.hub_org_unit_id = ${HUB} and z.zone_type = 'LM' and (
        exists (select 1 from ofd_task_zones k where k.hub_org_unit_id = z.hub_org_unit_id and k.zone_id = z.zone_id and k.task_status = 'IN_PROGRESS')
        or exists (select 1 from item_associations a join items i on i.item_id = a.item_id join orders o on o.order_id = i.order_id
                   where a.hub_org_unit_id = z.hub_org_unit_id and a.association_type = 'ZONE' and a.entity_id = z.zone_id and a.qty > 0
                   ${cutoff ? sql`and o.placed_at < ${cutoff.toISOString()}` : sql``}))
      order by z.zone_id`),
  ).map((r) => r.z);
}

const summary = async (cutoff?: number, cookie = exec) => {
  const res = await t.call(
    getOfdZonesSummary,
    { params: { hubId: HUB }, query: cutoff === undefined ? {} : { dispatchWaveCutoffMinutes: cutoff } },
    { cookie },
  );
  expect(res.statusCode).toBe(200);
  return res.json() as {
    zones: Array<{ zoneId: string; buyerCount: number; tonnage: number; ofdInProgress: boolean }>;
    dispatchWaveCutoffMinutes: number | null;
  };
};

describe('zones summary: the dispatch wave cutoff filters the zones (000 §7, §9)', () => {
  it('the noon wave (720) leaves out a zone whose orders were all placed after noon; the in-progress zone stays', async () => {
    const body = await summary(720);
    const ids = body.zones.map((z) => z.zoneId);
    expect(body.dispatchWaveCutoffMinutes).toBe(720);
    expect(ids).toEqual(await expectedZones(istAt(12, 0)));
    expect(ids).not.toContain(later);
    expect(ids).toContain(earlier);
    expect(ids).toContain(inProgress);
  });

  it("the 8 PM wave (1200) and no cutoff list every zone with units; the midnight wave (0) only earlier days' orders", async () => {
    const evening = (await summary(1200)).zones.map((z) => z.zoneId);
    expect(evening).toEqual(await expectedZones(istAt(20, 0)));
    expect(evening).toEqual(expect.arrayContaining([later, earlier, inProgress]));
    const all = (await summary()).zones.map((z) => z.zoneId);
    expect(all).toEqual(await expectedZones(null));
    expect(all).toEqual(evening);
    const midnight = (await summary(0)).zones.map((z) => z.zoneId);
    expect(midnight).toEqual(await expectedZones(istAt(0, 0)));
    expect(midnight).toContain(earlier);
    expect(midnight).not.toContain(later);
    expect(midnight.length).toBeLessThan(all.length);
  });

  it("a listed zone's buyers and tonnage are the whole zone's, as its screen and the OFD take it", async () => {
    // A unit of a later order in the earlier zone: the zone is in the midnight wave and counts both.
    const [late] = rowsOf<{ o: string }>(
      await t.app.db.execute(sql`
        select i.order_id as o from item_associations a join items i on i.item_id = a.item_id
        where a.hub_org_unit_id = ${HUB} and a.association_type = 'ZONE' and a.entity_id = ${earlier} and a.qty > 0 order by a.id limit 1`),
    );
    await t.app.db.execute(sql`update orders set placed_at = ${istAt(12, 30).toISOString()} where order_id = ${late!.o}`);
    const zone = (await summary(0)).zones.find((z) => z.zoneId === earlier)!;
    const units = await zoneUnits(t.app.db, HUB, earlier);
    expect(zone.buyerCount).toBe(new Set(units.map((u) => u.orgId)).size);
    expect(zone.tonnage).toBeCloseTo(units.reduce((a, u) => a + u.qty * u.gm, 0) / 1e6, 9);
    await placeOrdersOf(earlier, istAt(22, 0, 1));
  });

  it("the cutoff is on the hub's day of the hub clock: the next day the same zone is in the noon wave", async () => {
    hubClock.now = () => new Date(istAt(13, 0).getTime() + 86_400_000);
    try {
      expect((await summary(720)).zones.map((z) => z.zoneId)).toContain(later);
      expect(hubDate(hubClock.now())).not.toBe(hubDate(istAt(13, 0)));
    } finally {
      hubClock.now = () => istAt(13, 0);
    }
  });

  it.each<Role>(['hubManager', 'routingExecutive', 'supportTeam'])('every signed-in role sees the same wave: %s', async (role) => {
    const cookie = await t.loginAs(role);
    expect((await summary(720, cookie)).zones.map((z) => z.zoneId)).toEqual((await summary(720)).zones.map((z) => z.zoneId));
  });

  it('refuses a cutoff that is not a whole number of minutes from 0 to 1440 with 400, changing nothing', async () => {
    const url = (v: string) => `/logistics/api/hubOps/hubApp/hub/${HUB}/zones/summary?dispatchWaveCutoffMinutes=${v}`;
    await t.expectRefused({ method: 'GET', url: url('-1'), cookie: exec }, 400, 'dispatchWaveCutoffMinutes must be at least 0');
    await t.expectRefused({ method: 'GET', url: url('720.5'), cookie: exec }, 400, 'dispatchWaveCutoffMinutes must be a whole number');
    await t.expectRefused({ method: 'GET', url: url('noon'), cookie: exec }, 400, 'dispatchWaveCutoffMinutes must be a number');
  });
});
