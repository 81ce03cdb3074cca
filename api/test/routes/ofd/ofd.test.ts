import { sql } from 'drizzle-orm';
import {
  createOfdRequest,
  getDriverNames,
  getOfdInProgressTasks,
  getOfdZoneDrops,
  getOfdZoneItemsSummary,
  getOfdZonesSummary,
  guardMessage,
  hubForbiddenMessage,
  OFD_MESSAGES,
  OFD_REFUSALS,
  ofdDropsResponseSchema,
  ofdZonesSummaryResponseSchema,
  PILOT_REFUSALS,
} from '@hub/shared/contracts';
import { rowsOf } from '../../../src/db/client';
import { finishOfdTask } from '../../../src/areas/ofd/finish';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { freeDriver, lmZoneStates, setZone, zoneUnits } from './ofd-fixtures';

let t: TestApp;
let exec: string;
let manager: string;
const HUB = 'HUB-BLR-01';

beforeAll(async () => {
  t = await createTestApp({ seedScale: 1, config: { ofdTaskFinishMs: 0 } });
  exec = await t.loginAs('hubExecutive');
  manager = await t.loginAs('hubManager');
});
afterAll(() => t.close());

const db = () => t.app.db;
const post = (body: object, cookie = exec, hubId = HUB) => ({
  method: 'POST' as const,
  url: `/logistics/api/hubOps/hubApp/hub/${hubId}/zones/ofd`,
  cookie,
  payload: body,
});

/** A ready LM zone with units and no OFD in progress (made ready when the seed left it unknown). */
async function readyZone(skip: string[] = []): Promise<string> {
  const zones = (await lmZoneStates(db(), HUB)).filter((z) => z.units > 0 && !z.inProgress && !skip.includes(z.zoneId));
  const zone = zones[0]!;
  await setZone(db(), HUB, zone.zoneId, { readyForOfd: true });
  return zone.zoneId;
}

describe('GET zones summary', () => {
  it('lists LM zones with units or an OFD in progress: buyers, tonnage from SKU weights, readiness, batch', async () => {
    const res = await t.call(getOfdZonesSummary, { params: { hubId: HUB }, query: { dispatchWaveCutoffMinutes: 720 } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    const body = ofdZonesSummaryResponseSchema.parse(res.json());
    expect(body.dispatchWaveCutoffMinutes).toBe(720);
    const states = await lmZoneStates(db(), HUB);
    const expected = states.filter((z) => z.units > 0 || z.inProgress).map((z) => z.zoneId);
    expect(body.zones.map((z) => z.zoneId)).toEqual(expected);
    for (const z of body.zones) {
      const units = await zoneUnits(db(), HUB, z.zoneId);
      expect(z.buyerCount).toBe(new Set(units.map((u) => u.orgId)).size);
      expect(z.tonnage).toBeCloseTo(units.reduce((a, u) => a + u.qty * u.gm, 0) / 1e6, 9);
    }
    // The seed has an OFD in progress on the last LM zone of the continuous-dispatch hub.
    expect(body.zones.some((z) => z.ofdInProgress)).toBe(true);
    expect(new Set(body.zones.map((z) => z.readyForOfd))).toEqual(new Set([true, false, null]));
  });
  it("refuses a cutoff out of range with 400 and an unknown hub with 403 (not one of the user's)", async () => {
    await t.expectRefused(
      { method: 'GET', url: `/logistics/api/hubOps/hubApp/hub/${HUB}/zones/summary?dispatchWaveCutoffMinutes=5000`, cookie: exec },
      400,
      'dispatchWaveCutoffMinutes must be at most 1440',
    );
    await t.expectRefused(
      { method: 'GET', url: '/logistics/api/hubOps/hubApp/hub/HUB-NOPE/zones/summary', cookie: exec },
      403,
      hubForbiddenMessage('HUB-NOPE'),
    );
  });
});

describe('GET zone items summary and drops', () => {
  it('gives the zone header and its buyers heaviest first, weights consistent with the tonnage', async () => {
    const zoneId = await readyZone();
    const head = (await t.call(getOfdZoneItemsSummary, { params: { hubId: HUB, zoneId } }, { cookie: exec })).json();
    const drops = ofdDropsResponseSchema.parse((await t.call(getOfdZoneDrops, { params: { hubId: HUB, zoneId } }, { cookie: exec })).json()).drops;
    expect(drops.length).toBe(head.buyerCount);
    expect(drops.reduce((a, d) => a + d.weightKg, 0) / 1000).toBeCloseTo(head.tonnage, 9);
    expect(drops.map((d) => d.weightKg)).toEqual([...drops.map((d) => d.weightKg)].sort((a, b) => b - a));
    expect(drops.flatMap((d) => d.items).reduce((a, i) => a + i.qty, 0)).toBe(head.unitCount);
  });
  it('refuses a zone that is not an LM zone of the hub with 404', async () => {
    await t.expectRefused(
      { method: 'GET', url: `/logistics/api/hubOps/hubApp/${HUB}/zones/RTO-ZONE/drops`, cookie: exec },
      404,
      OFD_REFUSALS.zoneNotFound('RTO-ZONE'),
    );
  });
});

describe('GET driverNames', () => {
  it("lists the hub's drivers without an OFD in progress, with vehicle numbers", async () => {
    const res = await t.call(getDriverNames, { query: { hubOrgUnitId: HUB } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    const ids = res.json().driverNames.map((d: { driverId: string }) => d.driverId);
    const busy = rowsOf<{ d: string }>(await db().execute(sql`select driver_id as d from ofd_tasks where status = 'IN_PROGRESS' and hub_org_unit_id = ${HUB}`));
    expect(busy.length).toBeGreaterThan(0);
    for (const b of busy) expect(ids).not.toContain(b.d);
    expect(res.json().driverNames[0]).toEqual({
      driverId: expect.any(String),
      name: expect.any(String),
      vehicleNo: expect.any(String),
      contactNum: expect.any(String),
    });
  });
  it("refuses an unknown hub with 403 (not one of the user's)", async () => {
    await t.expectRefused({ method: 'GET', url: '/logistics/api/hub/driverNames?hubOrgUnitId=HUB-NOPE', cookie: exec }, 403, hubForbiddenMessage('HUB-NOPE'));
  });
});

describe('continuous dispatch and route batching pilots (000 §2 tiles 6 and 14: Mark OFD, Generate LM Manifest)', () => {
  /** Turns one of the hub's pilots on or off in the database, as an operator would. */
  const setPilot = async (feature: 'CONTINUOUS_DISPATCH_ENABLED_HUBS' | 'DOUBLE_DISPATCH', on: boolean) => {
    await db().execute(
      on
        ? sql`insert into hub_pilots (hub_org_unit_id, feature) values (${HUB}, ${feature}) on conflict do nothing`
        : sql`delete from hub_pilots where hub_org_unit_id = ${HUB} and feature = ${feature}`,
    );
  };
  afterAll(async () => {
    await setPilot('CONTINUOUS_DISPATCH_ENABLED_HUBS', true);
    await setPilot('DOUBLE_DISPATCH', true);
  });

  it('refuses the shared calls on a hub with neither pilot, admits them with either, and Mark OFD itself only with continuous dispatch, without a restart', async () => {
    const zoneId = await readyZone();
    const driver = await freeDriver(db(), HUB);
    const base = '/logistics/api/hubOps';
    const reads = [
      `${base}/hubApp/hub/${HUB}/zones/summary`,
      `${base}/hubApp/${HUB}/zones/${zoneId}/items/summary`,
      `${base}/hubApp/${HUB}/zones/${zoneId}/drops`,
      `${base}/hubApp/hub/${HUB}/zones/ofd/in-progress-tasks`,
    ];
    await setPilot('CONTINUOUS_DISPATCH_ENABLED_HUBS', false);
    await setPilot('DOUBLE_DISPATCH', false);
    for (const url of reads) await t.expectRefused({ method: 'GET', url, cookie: exec }, 409, PILOT_REFUSALS.CONTINUOUS_DISPATCH_ENABLED_HUBS);
    await t.expectRefused(post({ zoneIds: [zoneId], driverId: driver }), 409, 'Continuous dispatch is not enabled for this hub');

    // Route batching only (an LM hub): the screens' reads are served, Mark OFD itself is still refused.
    await setPilot('DOUBLE_DISPATCH', true);
    for (const url of reads) expect((await t.request({ method: 'GET', url, cookie: exec })).statusCode).toBe(200);
    await t.expectRefused(post({ zoneIds: [zoneId], driverId: driver }), 409, 'Continuous dispatch is not enabled for this hub');

    await setPilot('CONTINUOUS_DISPATCH_ENABLED_HUBS', true);
    await setPilot('DOUBLE_DISPATCH', false);
    for (const url of reads) expect((await t.request({ method: 'GET', url, cookie: exec })).statusCode).toBe(200);
    await setPilot('DOUBLE_DISPATCH', true);
    // One buyer of the zone, finished at once: the zone keeps its other buyers for the tests below.
    const [buyer] = (await zoneUnits(db(), HUB, zoneId)).map((u) => u.orgId);
    const res = await t.call(
      createOfdRequest,
      { params: { hubId: HUB }, body: { zoneIds: [zoneId], driverId: driver, orgUnitIds: [buyer!] } },
      { cookie: exec },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toMatchObject({ kind: 'OFD', status: 'IN_PROGRESS', zoneIds: [zoneId] });
    expect(await finishOfdTask(t.app, res.json().task.taskId, 'test')).toBe(`RS-${res.json().task.taskId}`);
    // Both off again: the next call is refused at once (the pilots are read at every call, never cached).
    await setPilot('CONTINUOUS_DISPATCH_ENABLED_HUBS', false);
    await setPilot('DOUBLE_DISPATCH', false);
    await t.expectRefused({ method: 'GET', url: reads[0]!, cookie: exec }, 409, PILOT_REFUSALS.CONTINUOUS_DISPATCH_ENABLED_HUBS);
  });
});

describe('POST zones/ofd', () => {
  it('refuses a request without a driver or zones with the spec message', async () => {
    const zoneId = await readyZone();
    await t.expectRefused(post({ zoneIds: [zoneId], driverId: '' }), 400, OFD_MESSAGES.selectionPending);
    await t.expectRefused(post({ zoneIds: [], driverId: 'DRV-X' }), 400, OFD_MESSAGES.selectionPending);
    await t.expectRefused(post({ driverId: 'DRV-X' }), 400, OFD_MESSAGES.selectionPending);
  });
  it('refuses unknown drivers and zones, zones still picking, and buyers not in the zones (DB unchanged)', async () => {
    const zoneId = await readyZone();
    const driver = await freeDriver(db(), HUB);
    await t.expectRefused(post({ zoneIds: [zoneId], driverId: 'DRV-NOPE' }), 404, OFD_REFUSALS.driverNotFound('DRV-NOPE'));
    await t.expectRefused(post({ zoneIds: [zoneId, 'LM-NOPE'], driverId: driver }), 404, OFD_REFUSALS.zoneNotFound('LM-NOPE'));
    await setZone(db(), HUB, zoneId, { readyForOfd: false });
    await t.expectRefused(post({ zoneIds: [zoneId], driverId: driver }), 409, OFD_REFUSALS.zoneNotReady(zoneId));
    await setZone(db(), HUB, zoneId, { readyForOfd: true });
    await t.expectRefused(post({ zoneIds: [zoneId], driverId: driver, orgUnitIds: ['ORG-NOPE'] }), 409, OFD_REFUSALS.buyersNotInZones(['ORG-NOPE']));
  });
  it('refuses a zone with an OFD in progress and an LM manifest by a hub executive', async () => {
    const inProgress = (await lmZoneStates(db(), HUB)).find((z) => z.inProgress)!.zoneId;
    const driver = await freeDriver(db(), HUB);
    await t.expectRefused(post({ zoneIds: [inProgress], driverId: driver }), 409, OFD_REFUSALS.zoneInProgress(inProgress));
    const zoneId = await readyZone();
    await t.expectRefused(post({ zoneIds: [zoneId], driverId: driver, disableEmulation: true }), 403, guardMessage('routeBatch'));
  });
  it('marks two zones OFD: a task in progress that the in-progress call lists, then the runsheet with the buyers and items', async () => {
    const a = await readyZone();
    const b = await readyZone([a]);
    const driver = await freeDriver(db(), HUB);
    const before = [...(await zoneUnits(db(), HUB, a)), ...(await zoneUnits(db(), HUB, b))];
    const res = await t.call(createOfdRequest, { params: { hubId: HUB }, body: { zoneIds: [b, a], driverId: driver } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    const task = res.json().task;
    expect(task).toMatchObject({ kind: 'OFD', status: 'IN_PROGRESS', zoneIds: [a, b].sort(), driverId: driver, runsheetId: null });
    const listed = (await t.call(getOfdInProgressTasks, { params: { hubId: HUB }, query: { zoneIds: `${a},${b}` } }, { cookie: exec })).json().tasks;
    expect(listed.map((x: { taskId: string }) => x.taskId)).toEqual([task.taskId]);
    const summary = (await t.call(getOfdZonesSummary, { params: { hubId: HUB } }, { cookie: exec })).json().zones;
    expect(summary.find((z: { zoneId: string }) => z.zoneId === a).ofdInProgress).toBe(true);
    // The driver is busy until the task ends.
    const drivers = (await t.call(getDriverNames, { query: { hubOrgUnitId: HUB } }, { cookie: exec })).json().driverNames;
    expect(drivers.map((d: { driverId: string }) => d.driverId)).not.toContain(driver);

    const runsheetId = await finishOfdTask(t.app, task.taskId, 'test');
    expect(runsheetId).toBe(`RS-${task.taskId}`);
    const rs = rowsOf<{ driver_id: string; activity_status: string; zone_ids: string[] }>(
      await db().execute(sql`select * from runsheets where runsheet_id = ${runsheetId}`),
    )[0]!;
    expect(rs).toMatchObject({ driver_id: driver, activity_status: 'NOT_STARTED' });
    expect([...rs.zone_ids].sort()).toEqual([a, b].sort());
    const drops = rowsOf<{ org_id: string }>(await db().execute(sql`select org_id from drop_points where runsheet_id = ${runsheetId}`));
    expect(new Set(drops.map((d) => d.org_id))).toEqual(new Set(before.map((u) => u.orgId)));
    const onRun = rowsOf<{ item_id: string; shipment_status: string }>(
      await db().execute(
        sql`select i.item_id, s.shipment_status from items i join shipments s on s.shipment_id = i.shipment_id where s.runsheet_id = ${runsheetId}`,
      ),
    );
    expect(new Set(onRun.map((r) => r.item_id))).toEqual(new Set(before.map((u) => u.itemId)));
    expect(new Set(onRun.map((r) => r.shipment_status))).toEqual(new Set(['OFD']));
    // The zones leave the OFD list and the task the in-progress list.
    const after = (await t.call(getOfdZonesSummary, { params: { hubId: HUB } }, { cookie: exec })).json().zones.map((z: { zoneId: string }) => z.zoneId);
    expect(after).not.toContain(a);
    expect(after).not.toContain(b);
    expect(
      (await t.call(getOfdInProgressTasks, { params: { hubId: HUB } }, { cookie: exec })).json().tasks.map((x: { taskId: string }) => x.taskId),
    ).not.toContain(task.taskId);
    // Finishing twice does nothing.
    expect(await finishOfdTask(t.app, task.taskId, 'test')).toBeNull();
  });
  it('per-buyer OFD takes only the named buyers; the others stay in the zone', async () => {
    const zoneId = await readyZone();
    const units = await zoneUnits(db(), HUB, zoneId);
    const buyers = [...new Set(units.map((u) => u.orgId))];
    const chosen = buyers.slice(0, Math.max(1, buyers.length - 1));
    const driver = await freeDriver(db(), HUB);
    const res = await t.call(createOfdRequest, { params: { hubId: HUB }, body: { zoneIds: [zoneId], driverId: driver, orgUnitIds: chosen } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    const runsheetId = await finishOfdTask(t.app, res.json().task.taskId, 'test');
    const drops = rowsOf<{ org_id: string }>(await db().execute(sql`select org_id from drop_points where runsheet_id = ${runsheetId}`));
    expect(new Set(drops.map((d) => d.org_id))).toEqual(new Set(chosen));
    const left = await zoneUnits(db(), HUB, zoneId);
    expect(new Set(left.map((u) => u.orgId))).toEqual(new Set(buyers.filter((b) => !chosen.includes(b))));
  });
  it('LM manifest generation by a hub manager is an LM_MANIFEST task', async () => {
    const zoneId = await readyZone();
    const driver = await freeDriver(db(), HUB);
    const res = await t.call(
      createOfdRequest,
      { params: { hubId: HUB }, body: { zoneIds: [zoneId], driverId: driver, disableEmulation: true } },
      { cookie: manager },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().task).toMatchObject({ kind: 'LM_MANIFEST', status: 'IN_PROGRESS' });
    // One request per driver at a time: the driver is checked before the zones.
    await t.expectRefused(post({ zoneIds: [zoneId], driverId: driver }), 409, OFD_REFUSALS.driverBusy(driver));
  });
});
