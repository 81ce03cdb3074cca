import { and, asc, eq } from 'drizzle-orm';
import {
  ADMIN_HUB_MESSAGES,
  ADMIN_HUB_REFUSALS,
  adminHubSchema,
  adminHubsResponseSchema,
  adminZonesResponseSchema,
  createAdminHub,
  createAdminHubZone,
  deleteAdminHubTmsLinks,
  deleteAdminHubZone,
  FIXED_HUB_ZONES,
  getAdminHubs,
  getAdminHubTmsLinks,
  getAdminHubZones,
  getEnabledPilots,
  getHubNames,
  getMergeZones,
  getTmsInwardLinks,
  guardMessage,
  hubForbiddenMessage,
  hubNotFoundMessage,
  PILOT_FEATURES,
  PILOT_REFUSALS,
  putAdminHubTmsLinks,
  type Role,
  setAdminHubPilot,
  TOTE_REFUSALS,
  updateAdminHub,
} from '@hub/shared/contracts';
import { loadConfig } from '../../../src/config';
import { auditLog, buyerLmZones, toteZoneTags } from '../../../src/db/schema';
import { DEMO_HUBS, DEMO_USERS } from '../../../src/seed/demo-facts';
import { createTestApp, type TestApp } from '../../helpers/test-app';
import { makeItem } from '../../helpers/world-fixtures';
import { makeTote } from '../totes/tote-fixtures';

let t: TestApp;
let admin: string;
let manager: string;
const cookies = new Map<Role, string>();
const BLR = 'HUB-BLR-01';
const HYD = 'HUB-HYD-02';
/** A hub only the admin (all hubs) works in: created by the first tests. */
const NEW_HUB = 'HUB-TEST-09';
const defaults = loadConfig({ TMS_BASE_URL: 'https://tms.test' }).tmsInwardLinks;

beforeAll(async () => {
  t = await createTestApp({ config: { tmsInwardLinks: defaults } });
  admin = await t.loginAs('admin');
  manager = await t.loginAs('hubManager');
  for (const role of ['hubExecutive', 'hubPsvManager', 'hubPsvExecutive', 'routingExecutive', 'supportTeam'] as const) cookies.set(role, await t.loginAs(role));
  const res = await t.call(createAdminHub, { body: { hubOrgUnitId: NEW_HUB, hubName: 'Test Hub', city: 'Mysuru' } }, { cookie: admin });
  expect(res.statusCode).toBe(200);
});
afterAll(() => t.close());

const auditRows = (entityType: string, entityId: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(asc(auditLog.id));

/** Every role but admin and hub manager is refused a guarded call with the guard's words, the database unchanged. */
async function refusesOtherRoles(call: Parameters<TestApp['expectCallRefused']>[0], args: Parameters<TestApp['expectCallRefused']>[1], roles: Role[]) {
  for (const role of roles) {
    const cookie = role === 'hubManager' ? manager : cookies.get(role)!;
    await t.expectCallRefused(call, args, 403, guardMessage(call.access as 'admin'), { cookie });
  }
}
const NOT_ADMIN_OR_MANAGER: Role[] = ['hubExecutive', 'hubPsvManager', 'hubPsvExecutive', 'routingExecutive', 'supportTeam'];
const NOT_ADMIN: Role[] = ['hubManager', ...NOT_ADMIN_OR_MANAGER];

describe('GET /admin/hubs', () => {
  it('answers every hub to an admin, with pilots in list order, zone and user counts', async () => {
    const res = await t.call(getAdminHubs, {}, { cookie: admin });
    expect(res.statusCode).toBe(200);
    const { hubs } = adminHubsResponseSchema.parse(res.json());
    expect(hubs.map((h) => h.hubOrgUnitId).sort()).toEqual([...DEMO_HUBS.map((h) => h.hubOrgUnitId), NEW_HUB].sort());
    const staff = DEMO_USERS.filter((u) => u.hubs !== 'all' && u.hubs.includes(BLR)).length;
    expect(hubs.find((h) => h.hubOrgUnitId === BLR)).toEqual({
      hubOrgUnitId: BLR,
      hubName: 'Bengaluru Central Hub',
      city: 'Bengaluru',
      pilots: [...PILOT_FEATURES],
      zoneCount: expect.any(Number),
      userCount: staff,
    });
    expect(hubs.find((h) => h.hubOrgUnitId === NEW_HUB)).toEqual({
      hubOrgUnitId: NEW_HUB,
      hubName: 'Test Hub',
      city: 'Mysuru',
      pilots: [],
      zoneCount: FIXED_HUB_ZONES.length,
      userCount: 0,
    });
  });

  it('answers a hub manager the hubs they work in only', async () => {
    const { hubs } = adminHubsResponseSchema.parse((await t.call(getAdminHubs, {}, { cookie: manager })).json());
    expect(hubs.map((h) => h.hubOrgUnitId).sort()).toEqual(DEMO_HUBS.map((h) => h.hubOrgUnitId).sort());
  });

  it('refuses every other role with the guard’s words, and an anonymous caller with 401', async () => {
    await refusesOtherRoles(getAdminHubs, {}, NOT_ADMIN_OR_MANAGER);
    expect((await t.call(getAdminHubs, {})).statusCode).toBe(401);
  });
});

describe('POST /admin/hubs', () => {
  it('creates a hub with its fixed zones and no pilot, recorded in the audit log', async () => {
    const res = await t.call(createAdminHub, { body: { hubOrgUnitId: 'HUB-TEST-10', hubName: ' Coastal Hub ', city: 'Mangaluru' } }, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(adminHubSchema.parse(res.json())).toEqual({
      hubOrgUnitId: 'HUB-TEST-10',
      hubName: 'Coastal Hub',
      city: 'Mangaluru',
      pilots: [],
      zoneCount: 4,
      userCount: 0,
    });
    const zones = adminZonesResponseSchema.parse((await t.call(getAdminHubZones, { params: { hubId: 'HUB-TEST-10' } }, { cookie: admin })).json()).zones;
    expect(zones.map((z) => [z.zoneId, z.zoneType, z.fixed])).toEqual(FIXED_HUB_ZONES.map((z) => [z.zoneId, z.zoneType, true]));
    const [row] = await auditRows('hub', 'HUB-TEST-10');
    expect(row).toMatchObject({
      actorEmail: 'admin@demo.hub',
      hubOrgUnitId: 'HUB-TEST-10',
      action: 'create',
      after: { hubName: 'Coastal Hub', city: 'Mangaluru', zones: 4 },
    });
    // The hub is usable at once: its pilots answer (no stale "not found").
    expect((await t.call(getEnabledPilots, { params: { hubId: 'HUB-TEST-10' } }, { cookie: admin })).json()).toEqual([]);
  });

  it('refuses an existing id with 409, a malformed id, a blank name and city with 400: nothing changes', async () => {
    await t.expectCallRefused(createAdminHub, { body: { hubOrgUnitId: BLR, hubName: 'Again', city: 'Bengaluru' } }, 409, ADMIN_HUB_REFUSALS.hubExists(BLR), {
      cookie: admin,
    });
    for (const hubOrgUnitId of ['BLR-01', 'HUB-a1', 'HUB-X', `HUB-${'A'.repeat(41)}`])
      await t.expectCallRefused(createAdminHub, { body: { hubOrgUnitId, hubName: 'X', city: 'Y' } }, 400, ADMIN_HUB_MESSAGES.hubIdInvalid, { cookie: admin });
    await t.expectCallRefused(createAdminHub, { body: { hubOrgUnitId: 'HUB-OK-01', hubName: '  ', city: 'Y' } }, 400, ADMIN_HUB_MESSAGES.hubNameRequired, {
      cookie: admin,
    });
    await t.expectCallRefused(createAdminHub, { body: { hubOrgUnitId: 'HUB-OK-01', hubName: 'X', city: '' } }, 400, ADMIN_HUB_MESSAGES.cityRequired, {
      cookie: admin,
    });
  });

  it('is an admin’s: every other role is refused, nothing changes', async () => {
    await refusesOtherRoles(createAdminHub, { body: { hubOrgUnitId: 'HUB-OK-02', hubName: 'X', city: 'Y' } }, NOT_ADMIN);
  });
});

describe('PUT /admin/hubs/:hubId', () => {
  it('renames a hub: the hub picker shows the new name on the next request; the audit row has before and after', async () => {
    const res = await t.call(updateAdminHub, { params: { hubId: NEW_HUB }, body: { hubName: 'Renamed Hub', city: 'Mysore' } }, { cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ hubOrgUnitId: NEW_HUB, hubName: 'Renamed Hub', city: 'Mysore' });
    const names = (await t.call(getHubNames, {}, { cookie: admin })).json().hubNames as Array<{ hubOrgUnitId: string; hubName: string }>;
    expect(names.find((h) => h.hubOrgUnitId === NEW_HUB)?.hubName).toBe('Renamed Hub');
    const rows = await auditRows('hub', NEW_HUB);
    expect(rows.at(-1)).toMatchObject({ action: 'update', before: { hubName: 'Test Hub', city: 'Mysuru' }, after: { hubName: 'Renamed Hub', city: 'Mysore' } });
  });

  it('refuses an unknown hub with 404, other roles with 403: nothing changes', async () => {
    await t.expectCallRefused(updateAdminHub, { params: { hubId: 'HUB-NOPE-1' }, body: { hubName: 'X', city: 'Y' } }, 404, hubNotFoundMessage('HUB-NOPE-1'), {
      cookie: admin,
    });
    await refusesOtherRoles(updateAdminHub, { params: { hubId: BLR }, body: { hubName: 'X', city: 'Y' } }, NOT_ADMIN);
  });
});

describe('PUT /admin/hubs/:hubId/pilots/:feature', () => {
  const merge = { params: { hubId: BLR } };

  it('turning a pilot off refuses its gated call on the next request, and turning it on admits it again', async () => {
    expect((await t.call(getMergeZones, merge, { cookie: manager })).statusCode).toBe(200);

    const off = await t.call(setAdminHubPilot, { params: { hubId: BLR, feature: 'TOTE_MERGING' }, body: { enabled: false } }, { cookie: admin });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ pilots: PILOT_FEATURES.filter((f) => f !== 'TOTE_MERGING') });
    const refused = await t.call(getMergeZones, merge, { cookie: manager });
    expect([refused.statusCode, refused.json().message]).toEqual([409, PILOT_REFUSALS.TOTE_MERGING]);
    expect((await t.call(getEnabledPilots, { params: { hubId: BLR } }, { cookie: manager })).json()).not.toContain('TOTE_MERGING');
    expect((await auditRows('pilot', `${BLR}:TOTE_MERGING`)).at(-1)).toMatchObject({
      hubOrgUnitId: BLR,
      action: 'disable',
      before: { feature: 'TOTE_MERGING', enabled: true },
      after: { feature: 'TOTE_MERGING', enabled: false },
    });

    const on = await t.call(setAdminHubPilot, { params: { hubId: BLR, feature: 'TOTE_MERGING' }, body: { enabled: true } }, { cookie: admin });
    expect(on.json()).toEqual({ pilots: [...PILOT_FEATURES] });
    expect((await t.call(getMergeZones, merge, { cookie: manager })).statusCode).toBe(200);
    expect((await t.call(getEnabledPilots, { params: { hubId: BLR } }, { cookie: manager })).json()).toEqual([...PILOT_FEATURES]);
  });

  it('setting the state a pilot already has changes nothing and writes no audit row', async () => {
    const before = await t.fingerprint();
    const res = await t.call(setAdminHubPilot, { params: { hubId: HYD, feature: 'TOTE_MERGING' }, body: { enabled: false } }, { cookie: admin });
    expect([res.statusCode, res.json()]).toEqual([200, { pilots: [] }]);
    expect(await t.fingerprint()).toBe(before);
  });

  it('two admins toggling one pilot at once: both answered, the final state is one of theirs', async () => {
    const second = await t.login('admin@demo.hub');
    const params = { hubId: HYD, feature: 'TOTE_IN_SCAN' } as const;
    const [a, b] = await Promise.all([
      t.call(setAdminHubPilot, { params, body: { enabled: true } }, { cookie: admin }),
      t.call(setAdminHubPilot, { params, body: { enabled: false } }, { cookie: second }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const final = (await t.call(getEnabledPilots, { params: { hubId: HYD } }, { cookie: admin })).json() as string[];
    expect([[], ['TOTE_IN_SCAN']]).toContainEqual(final);
    await t.call(setAdminHubPilot, { params, body: { enabled: false } }, { cookie: admin });
  });

  it('refuses an unknown feature and a missing flag with 400, an unknown hub with 404, other roles with 403', async () => {
    await t.expectCallRefused(setAdminHubPilot, { params: { hubId: BLR, feature: 'NOPE' }, body: { enabled: true } }, 400, ADMIN_HUB_MESSAGES.pilotUnknown, {
      cookie: admin,
    });
    await t.expectCallRefused(setAdminHubPilot, { params: { hubId: BLR, feature: 'TOTE_MERGING' }, body: {} }, 400, ADMIN_HUB_MESSAGES.enabledRequired, {
      cookie: admin,
    });
    await t.expectCallRefused(
      setAdminHubPilot,
      { params: { hubId: 'HUB-NOPE-1', feature: 'TOTE_MERGING' }, body: { enabled: true } },
      404,
      hubNotFoundMessage('HUB-NOPE-1'),
      { cookie: admin },
    );
    await refusesOtherRoles(setAdminHubPilot, { params: { hubId: BLR, feature: 'TOTE_MERGING' }, body: { enabled: false } }, NOT_ADMIN);
  });
});

describe('zones', () => {
  const zonesOf = async (hubId: string, cookie = manager) =>
    adminZonesResponseSchema.parse((await t.call(getAdminHubZones, { params: { hubId } }, { cookie })).json()).zones;

  it('a hub manager adds an LM zone with its route and a STAGING zone to their hub, each audited', async () => {
    const lm = await t.call(
      createAdminHubZone,
      { params: { hubId: HYD }, body: { zoneId: 'LM-HYD-90', zoneType: 'LM', routeName: 'ROUTE-HYD-90' } },
      { cookie: manager },
    );
    expect(lm.statusCode).toBe(200);
    expect(lm.json()).toEqual({
      zoneId: 'LM-HYD-90',
      zoneType: 'LM',
      qcStatus: 'QC_PENDING',
      routeName: 'ROUTE-HYD-90',
      itemCount: 0,
      toteCount: 0,
      fixed: false,
    });
    const staging = await t.call(createAdminHubZone, { params: { hubId: HYD }, body: { zoneId: 'STAGING-90', zoneType: 'STAGING' } }, { cookie: manager });
    expect(staging.json()).toMatchObject({ zoneId: 'STAGING-90', routeName: null });
    expect((await zonesOf(HYD)).map((z) => z.zoneId)).toEqual(expect.arrayContaining(['LM-HYD-90', 'STAGING-90']));
    expect((await auditRows('zone', `${HYD}:LM-HYD-90`))[0]).toMatchObject({
      actorEmail: 'hub.manager@demo.hub',
      hubOrgUnitId: HYD,
      action: 'create',
      after: { zoneId: 'LM-HYD-90', zoneType: 'LM', routeName: 'ROUTE-HYD-90' },
    });
  });

  it('refuses a duplicate id (409), a fixed type, a route on a STAGING zone and a malformed id (400): nothing changes', async () => {
    const hub = { hubId: HYD };
    await t.call(createAdminHubZone, { params: hub, body: { zoneId: 'STAGING-91', zoneType: 'STAGING' } }, { cookie: manager });
    await t.expectCallRefused(
      createAdminHubZone,
      { params: hub, body: { zoneId: 'STAGING-91', zoneType: 'LM' } },
      409,
      ADMIN_HUB_REFUSALS.zoneExists('STAGING-91'),
      {
        cookie: manager,
      },
    );
    await t.expectCallRefused(createAdminHubZone, { params: hub, body: { zoneId: 'RTO-2', zoneType: 'RTO' } }, 400, ADMIN_HUB_MESSAGES.zoneTypeNotAddable, {
      cookie: manager,
    });
    await t.expectCallRefused(
      createAdminHubZone,
      { params: hub, body: { zoneId: 'STAGING-92', zoneType: 'STAGING', routeName: 'R1' } },
      400,
      ADMIN_HUB_MESSAGES.routeNameOnlyLm,
      {
        cookie: manager,
      },
    );
    await t.expectCallRefused(createAdminHubZone, { params: hub, body: { zoneId: 'lm 1', zoneType: 'LM' } }, 400, ADMIN_HUB_MESSAGES.zoneIdInvalid, {
      cookie: manager,
    });
  });

  it('refuses a hub manager another hub’s zones (403 before the hub is looked up), and other roles: nothing changes', async () => {
    await t.expectCallRefused(getAdminHubZones, { params: { hubId: NEW_HUB } }, 403, hubForbiddenMessage(NEW_HUB), { cookie: manager });
    await t.expectCallRefused(
      createAdminHubZone,
      { params: { hubId: NEW_HUB }, body: { zoneId: 'STAGING-01', zoneType: 'STAGING' } },
      403,
      hubForbiddenMessage(NEW_HUB),
      {
        cookie: manager,
      },
    );
    await t.expectCallRefused(deleteAdminHubZone, { params: { hubId: NEW_HUB, zoneId: 'RTO-ZONE' } }, 403, hubForbiddenMessage(NEW_HUB), { cookie: manager });
    await refusesOtherRoles(getAdminHubZones, { params: { hubId: HYD } }, NOT_ADMIN_OR_MANAGER);
    await refusesOtherRoles(createAdminHubZone, { params: { hubId: HYD }, body: { zoneId: 'STAGING-93', zoneType: 'STAGING' } }, NOT_ADMIN_OR_MANAGER);
    await refusesOtherRoles(deleteAdminHubZone, { params: { hubId: HYD, zoneId: 'STAGING-90' } }, NOT_ADMIN_OR_MANAGER);
  });

  it('removes an empty zone (answering the zones left), audited', async () => {
    await t.call(createAdminHubZone, { params: { hubId: HYD }, body: { zoneId: 'STAGING-94', zoneType: 'STAGING' } }, { cookie: manager });
    const res = await t.call(deleteAdminHubZone, { params: { hubId: HYD, zoneId: 'STAGING-94' } }, { cookie: manager });
    expect(res.statusCode).toBe(200);
    expect(adminZonesResponseSchema.parse(res.json()).zones.map((z) => z.zoneId)).not.toContain('STAGING-94');
    expect((await auditRows('zone', `${HYD}:STAGING-94`)).map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('refuses removing a fixed zone, a zone holding items or totes, routing buyers or with tote history: nothing changes', async () => {
    const add = (zoneId: string) => t.call(createAdminHubZone, { params: { hubId: NEW_HUB }, body: { zoneId, zoneType: 'LM' } }, { cookie: admin });
    const del = (zoneId: string) => ({ params: { hubId: NEW_HUB, zoneId } });
    await t.expectCallRefused(deleteAdminHubZone, del('RTO-ZONE'), 409, ADMIN_HUB_REFUSALS.fixedZone('RTO-ZONE'), { cookie: admin });
    await t.expectCallRefused(deleteAdminHubZone, del('LM-NONE'), 404, TOTE_REFUSALS.zoneNotFound('LM-NONE'), { cookie: admin });

    await add('LM-03');
    await makeItem(t.app.db, { hub: NEW_HUB, places: [{ entityId: 'LM-03', qty: 2 }] });
    for (let i = 0; i < 3; i++) await makeItem(t.app.db, { hub: NEW_HUB, places: [{ entityId: 'LM-03', qty: 1 }] });
    expect((await zonesOf(NEW_HUB, admin)).find((z) => z.zoneId === 'LM-03')?.itemCount).toBe(4);
    await t.expectCallRefused(deleteAdminHubZone, del('LM-03'), 409, 'Zone LM-03 still holds 4 items. Move them before removing it.', { cookie: admin });

    await add('LM-04');
    await makeTote(t.app.db, { hub: NEW_HUB, currentZoneId: 'LM-04' });
    expect((await zonesOf(NEW_HUB, admin)).find((z) => z.zoneId === 'LM-04')?.toteCount).toBe(1);
    await t.expectCallRefused(deleteAdminHubZone, del('LM-04'), 409, 'Zone LM-04 still holds 1 tote. Move or de-tag them before removing it.', {
      cookie: admin,
    });

    await add('LM-05');
    // A buyer whose units are all on a vehicle: the zone holds nothing, yet the buyer's next units are routed to it.
    const { itemId } = await makeItem(t.app.db, { hub: NEW_HUB, places: [{ type: 'VEHICLE', entityId: 'VEH-T1', qty: 1 }] });
    await t.app.db.insert(buyerLmZones).values({ hubOrgUnitId: NEW_HUB, orgId: itemId.replace(/^ITEM-/, 'ORG-'), zoneId: 'LM-05' });
    await t.expectCallRefused(deleteAdminHubZone, del('LM-05'), 409, ADMIN_HUB_REFUSALS.zoneRoutesBuyers('LM-05', 1), { cookie: admin });

    await add('LM-06');
    const tote = await makeTote(t.app.db, { hub: NEW_HUB });
    await t.app.db.insert(toteZoneTags).values({ hubOrgUnitId: NEW_HUB, zoneId: 'LM-06', assetCode: tote, taggedBy: 'x', detaggedAt: new Date() });
    await t.expectCallRefused(deleteAdminHubZone, del('LM-06'), 409, ADMIN_HUB_REFUSALS.zoneHasHistory('LM-06'), { cookie: admin });
  });
});

describe('TMS inward links per hub', () => {
  const links = [
    { label: 'Gate log', url: 'https://gate.test/{hubId}/log' },
    { label: 'Yard', url: 'http://yard.test/' },
  ];

  it('a hub without its own links inherits the configured default, as written', async () => {
    const res = await t.call(getAdminHubTmsLinks, { params: { hubId: HYD } }, { cookie: manager });
    expect(res.json()).toEqual({ links: defaults, inherited: true });
  });

  it('an admin’s links replace the default for that hub only; DELETE brings the default back; both audited', async () => {
    const put = await t.call(
      putAdminHubTmsLinks,
      { params: { hubId: HYD }, body: { links: [{ label: ' Gate log ', url: links[0]!.url }, links[1]!] } },
      { cookie: admin },
    );
    expect([put.statusCode, put.json()]).toEqual([200, { links, inherited: false }]);
    expect((await t.call(getTmsInwardLinks, { params: { hubId: HYD } }, { cookie: manager })).json().links).toEqual([
      { label: 'Gate log', url: 'https://gate.test/HUB-HYD-02/log' },
      { label: 'Yard', url: 'http://yard.test/' },
    ]);
    // Another hub keeps the default.
    expect((await t.call(getTmsInwardLinks, { params: { hubId: BLR } }, { cookie: manager })).json().links[0]).toEqual({
      label: 'Vehicle arrivals',
      url: 'https://tms.test/inward/arrivals?hub=HUB-BLR-01',
    });

    const reset = await t.call(deleteAdminHubTmsLinks, { params: { hubId: HYD } }, { cookie: admin });
    expect(reset.json()).toEqual({ links: defaults, inherited: true });
    expect((await t.call(getTmsInwardLinks, { params: { hubId: HYD } }, { cookie: manager })).json().links[0]).toEqual({
      label: 'Vehicle arrivals',
      url: 'https://tms.test/inward/arrivals?hub=HUB-HYD-02',
    });
    expect((await auditRows('tmsLinks', HYD)).map((r) => [r.action, r.hubOrgUnitId])).toEqual([
      ['update', HYD],
      ['reset', HYD],
    ]);
    // Already on the default: nothing to reset, nothing written.
    const before = await t.fingerprint();
    expect((await t.call(deleteAdminHubTmsLinks, { params: { hubId: HYD } }, { cookie: admin })).statusCode).toBe(200);
    expect(await t.fingerprint()).toBe(before);
  });

  it('refuses no links, more than 10, a blank label and a non-http URL with 400; other roles with 403: nothing changes', async () => {
    const put = (body: unknown) => ({ params: { hubId: HYD }, body });
    await t.expectCallRefused(putAdminHubTmsLinks, put({ links: [] }), 400, ADMIN_HUB_MESSAGES.tmsLinksCount, { cookie: admin });
    await t.expectCallRefused(putAdminHubTmsLinks, put({ links: Array.from({ length: 11 }, () => links[1]) }), 400, ADMIN_HUB_MESSAGES.tmsLinksCount, {
      cookie: admin,
    });
    await t.expectCallRefused(putAdminHubTmsLinks, put({ links: [{ label: ' ', url: 'https://a.test' }] }), 400, ADMIN_HUB_MESSAGES.tmsLabelRequired, {
      cookie: admin,
    });
    for (const url of ['javascript:alert(1)', '/relative', 'ftp://a.test/x'])
      await t.expectCallRefused(putAdminHubTmsLinks, put({ links: [{ label: 'X', url }] }), 400, ADMIN_HUB_MESSAGES.tmsUrlInvalid, { cookie: admin });
    await refusesOtherRoles(putAdminHubTmsLinks, put({ links }), NOT_ADMIN);
    await refusesOtherRoles(deleteAdminHubTmsLinks, { params: { hubId: HYD } }, NOT_ADMIN);
    await refusesOtherRoles(getAdminHubTmsLinks, { params: { hubId: HYD } }, NOT_ADMIN_OR_MANAGER);
    await t.expectCallRefused(getAdminHubTmsLinks, { params: { hubId: NEW_HUB } }, 403, hubForbiddenMessage(NEW_HUB), { cookie: manager });
  });
});
