import { type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  type Endpoint,
  type GuardName,
  guardMessage,
  hubForbiddenMessage,
  type HubSource,
  hubSources,
  passesGuard,
  type Role,
  createOfdRequest,
  FE_MESSAGES,
  getEnabledHubs,
  getFieldExecutives,
  globalSearch,
  inscanCoupledTote,
  mapRouteBatches,
  mergeTote,
  receiveTote,
  recordPsvScan,
  roleFlags,
  ROLES,
  searchFieldExecutive,
  sendTote,
  setDispatchQuantities,
  startSegregationSession,
  tagToManifest,
  updateDispatchItems,
} from '@hub/shared/contracts';
import { rowsOf } from '../../src/db/client';
import { signInWithHubs } from '../helpers/hub-users';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { currentSample, endpointsByName, hubEntitySamples, type HubEntitySamples, idsByParam, OTHER_HUB, OWN_HUB } from '../helpers/hub-samples';
import { admittedRole, fillUrl, sampleOf, walkRoutes, type WalkedRoute } from './route-walk';

/**
 * The hub matrix (issue 33, docs/adr/013), generated like the role matrix: every signed-in route must say where its
 * hub is (`:hubId`, or the contract's `hub`), and every route that names a hub is walked for each of the 7 roles by a
 * user of HUB-BLR-01 only. Naming HUB-HYD-02 (in the path, the query, the body, or through an entity of that hub from
 * the seeded world) is a 403 with the one message, and changes nothing; naming HUB-BLR-01 (or its entity) is never that
 * 403. A user of every hub passes everywhere; a user of no hub is refused everywhere. A route added later joins
 * without an edit here, unless its sample values do not pass its contract (OVERRIDES).
 */

let t: TestApp;
let routes: Array<WalkedRoute & { endpoint: Endpoint; sources: readonly HubSource[]; hubPath: boolean }>;
let samples: HubEntitySamples;
/** A user of HUB-BLR-01 only, per role; and per role one of every hub and one of none. */
const ofOwnHub = new Map<Role, string>();
const ofAllHubs = new Map<Role, string>();
const ofNoHub = new Map<Role, string>();

/**
 * Requests whose contract the sampled skeleton (the smallest text, the minimum number) does not pass: a hub named in
 * the query, the body or by an entity is checked after validation (ids in their contract's form), so an invalid request
 * never reaches the check. `body` replaces the sampled one; the hub sources are then filled in as for every route.
 */
const TOTE = 'TT000A0001';
const SESSION = 'SESSION00000001';
const OVERRIDES: Record<string, { path?: Record<string, string>; body?: unknown; query?: Record<string, string>; kinds?: Record<string, string> }> = {
  // `kinds`: a path parameter whose name does not say what it names (idsByParam's key).
  moveItemsToLmZones: { kinds: { id: 'session' } },
  endSegregationSession: { kinds: { id: 'session' } },
  markAssetFound: { body: { assetCode: TOTE } },
  updateFieldExecutive: { body: { name: 'Ravi Kumar' } },
  assignFieldExecutive: { body: { feId: 'FE-00000000' } },
  deassignFieldExecutive: { body: { feId: 'FE-00000000' } },
  completeSourceToteSegregation: { path: { id: TOTE }, body: { zoneId: 'STAGING-1', sessionId: SESSION } },
  updateInwardItems: { body: { itemId: 'X1', metaData: { spaId: 'X1' }, associationDetail: [{ associationId: 1, units: 0 }] } },
  moveZoneItems: {
    path: { movementType: 'ZONE_TO_ZONE' },
    body: { itemId: 'X1', sourceZoneId: 'STAGING-1', associationDetail: [{ entityId: 'X1', units: 0 }] },
  },
  createInwardPickRequest: { body: [{ itemId: 'X1', qty: 1 }] },
  collectItem: { body: { itemType: 'INTRACITY', itemIds: ['X1'] } },
  bulkCollectItem: { body: { itemType: 'INTRACITY', itemIds: ['X1'] } },
  otpValidation: { body: { otp: '1234' } },
};

beforeAll(async () => {
  t = await createTestApp({ seedScale: 1 });
  const byName = endpointsByName();
  routes = (await walkRoutes(t))
    .filter((r) => r.access !== 'public')
    .map((r) => {
      const endpoint = byName.get(r.operationId);
      if (!endpoint) throw new Error(`${r.method} ${r.url}: no exported contract named ${r.operationId}`);
      return { ...r, endpoint, sources: hubSources(endpoint.hub), hubPath: /\/:hubId(\/|$)/.test(r.url) };
    });
  for (const role of ROLES) {
    ofOwnHub.set(role, await signInWithHubs(t, { roles: [role], hubs: [OWN_HUB], label: `${role}-blr` }));
    ofAllHubs.set(role, await signInWithHubs(t, { roles: [role], hubs: 'all', label: `${role}-all` }));
    ofNoHub.set(role, await signInWithHubs(t, { roles: [role], hubs: [], label: `${role}-none` }));
  }
  samples = await hubEntitySamples(t, ofAllHubs.get('hubManager')!);
}, 120_000);
afterAll(() => t.close());

const hubBearing = () => routes.filter((r) => r.hubPath || r.sources.length > 0);
const where = (r: WalkedRoute) => `${r.method} ${r.url}`;
const guardOf = (r: WalkedRoute): GuardName | null => (r.access === 'session' ? null : (r.access as GuardName));
const admits = (r: WalkedRoute, role: Role) => {
  const guard = guardOf(r);
  return !guard || passesGuard(guard, roleFlags([role]));
};

/** The request naming `hub`: the path's hub, and every declared source set to that hub or to an entity of it. */
function requestFor(route: (typeof routes)[number], hub: string): InjectOptions {
  const valueOf = (source: HubSource): string => {
    if (!source.entity) return hub;
    const id = samples.get(source.entity, source.key, hub);
    if (!id) throw new Error(`${where(route)}: no ${source.entity} of ${hub} in the seeded world (hub-samples.ts)`);
    return id;
  };
  const override = OVERRIDES[route.operationId] ?? {};
  const pathValues: Record<string, string> = { ...override.path, hubId: hub };
  const query: Record<string, string> = Object.fromEntries(route.queryParams.filter((q) => q.required).map((q) => [q.name, String(sampleOf(q.schema))]));
  Object.assign(query, override.query);
  const skeleton = sampleOf(route.body ?? undefined) as Record<string, unknown>;
  const body = override.body !== undefined ? structuredClone(override.body) : route.body ? skeleton : undefined;
  for (const source of route.sources) {
    const value = valueOf(source);
    if (source.in === 'path') pathValues[source.key] = value;
    else if (source.in === 'query') query[source.key] = value;
    else if (body && !Array.isArray(body))
      (body as Record<string, unknown>)[source.key] = route.body?.properties?.[source.key]?.type === 'array' ? [value] : value;
  }
  const qs = Object.keys(query).length ? `?${new URLSearchParams(query).toString()}` : '';
  return {
    method: route.method as InjectOptions['method'],
    url: `${fillUrl(route, pathValues)}${qs}`,
    ...(body ? { payload: body } : {}),
  };
}

const messageOf = (res: LightMyRequestResponse): unknown => {
  try {
    return (res.json() as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};
const isHubRefusal = (res: LightMyRequestResponse) => res.statusCode === 403 && /^You do not have access to hub /.test(String(messageOf(res)));

/** Every table but sessions (a session's idle end may move on while the walk runs; docs: session.ts). */
async function worldPrint(): Promise<string> {
  return (await t.fingerprint())
    .split('\n')
    .filter((line) => !line.startsWith('sessions:'))
    .join('\n');
}
async function walPosition(): Promise<string> {
  return rowsOf<{ lsn: string }>(await t.database.db.execute(sql`select pg_current_wal_lsn()::text as lsn`))[0]!.lsn;
}

describe('hub scoping of every route (docs/adr/013)', () => {
  it('every signed-in route names its hub: a :hubId path, hub sources, or says it is filtered or about no hub', () => {
    expect(routes.length).toBeGreaterThan(100);
    const undeclared = routes.filter((r) => !r.hubPath && !r.endpoint.hub).map(where);
    expect(undeclared).toEqual([]);
    const kinds = {
      hubPath: routes.filter((r) => r.hubPath).length,
      hubInQueryOrBody: routes.filter((r) => !r.hubPath && r.sources.some((s) => !s.entity)).length,
      entity: routes.filter((r) => !r.hubPath && r.sources.length && r.sources.every((s) => s.entity)).length,
      filtered: routes.filter((r) => r.endpoint.hub && 'filtered' in r.endpoint.hub).length,
      none: routes.filter((r) => r.endpoint.hub && 'none' in r.endpoint.hub).length,
    };
    // The walk must find every kind, or it proves nothing.
    expect(Object.values(kinds).every((n) => n > 0)).toBe(true);
    expect(kinds.hubPath + kinds.hubInQueryOrBody + kinds.entity + kinds.filtered + kinds.none).toBe(routes.length);
  });

  it('a user of HUB-BLR-01 naming HUB-HYD-02 (or its entity) is refused with 403 and the one message, changing nothing; a user of no hub too', async () => {
    const problems: string[] = [];
    const baseline = await worldPrint();
    let wal = await walPosition();
    let refused = 0;
    const expectUnchanged = async (what: string) => {
      const now = await walPosition();
      if (now === wal) return;
      wal = now;
      if ((await worldPrint()) !== baseline) problems.push(`${what}: refused, but the database changed`);
    };
    for (const route of hubBearing()) {
      for (const role of ROLES) {
        const res = await t.request({ ...requestFor(route, OTHER_HUB), cookie: ofOwnHub.get(role)! });
        const what = `${where(route)} as ${role} of ${OWN_HUB} naming ${OTHER_HUB}`;
        const expected = admits(route, role) ? hubForbiddenMessage(OTHER_HUB) : guardMessage(guardOf(route)!);
        if (res.statusCode !== 403 || messageOf(res) !== expected) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
        else refused++;
        await expectUnchanged(what);
      }
      const role = admittedRole(route.access);
      const res = await t.request({ ...requestFor(route, OWN_HUB), cookie: ofNoHub.get(role)! });
      const what = `${where(route)} as ${role} of no hub naming ${OWN_HUB}`;
      if (res.statusCode !== 403 || messageOf(res) !== hubForbiddenMessage(OWN_HUB)) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      await expectUnchanged(what);
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(300);
  }, 300_000);

  // After every refusal above: these may write (a close, a scan), and a write may move an entity between hubs.
  it('naming HUB-BLR-01 (or its entity) as its user, or any hub as a user of every hub, is never the hub 403 nor a 5xx', async () => {
    const problems: string[] = [];
    for (const route of hubBearing()) {
      for (const role of ROLES) {
        if (!admits(route, role)) continue;
        const res = await t.request({ ...requestFor(route, OWN_HUB), cookie: ofOwnHub.get(role)! });
        if (isHubRefusal(res) || res.statusCode >= 500) problems.push(`${where(route)} as ${role} of ${OWN_HUB}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
      const role = admittedRole(route.access);
      const res = await t.request({ ...requestFor(route, OTHER_HUB), cookie: ofAllHubs.get(role)! });
      if (isHubRefusal(res) || res.statusCode >= 500) problems.push(`${where(route)} as ${role} of every hub: ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
    expect(problems).toEqual([]);
  }, 300_000);

  /**
   * A path's hub is checked by the plugin; what else the path names is the service's to find in that hub (docs/adr/013
   * "Entities under a path hub"). Each other path parameter is set, one at a time, to an id of HUB-HYD-02's (a manifest,
   * an item, a tote, a zone, a driver ...): the answer is a refusal as for an unknown id, never HUB-HYD-02's data.
   */
  it("a path hub's call never answers another hub's manifest, item, tote, zone or driver named after it", async () => {
    // A zone-movement session of each hub (the seed has none), started through the call itself.
    for (const hub of [OWN_HUB, OTHER_HUB]) {
      const res = await t.call(startSegregationSession, { params: { hubId: hub }, body: {} }, { cookie: ofAllHubs.get('hubExecutive')! });
      expect(res.statusCode).toBe(200);
    }
    // Looked up by the path's parameter names.
    const byParam: Record<string, string[] | undefined> = await idsByParam(t, OTHER_HUB);
    const own: Record<string, string[] | undefined> = await idsByParam(t, OWN_HUB);
    const problems: string[] = [];
    let probed = 0;
    for (const route of routes.filter((r) => r.hubPath && r.pathParams.length > 1)) {
      const cookie = ofOwnHub.get(admittedRole(route.access))!;
      const base = requestFor(route, OWN_HUB);
      // The other parameters name this hub's things (or the contract's first value), so the probed one decides.
      const kindOf = (name: string) => OVERRIDES[route.operationId]?.kinds?.[name] ?? name;
      const defaults = Object.fromEntries(
        route.pathParams.map((p) => [
          p.name,
          p.schema.enum?.length || p.schema.const !== undefined ? String(sampleOf(p.schema)) : (own[kindOf(p.name)]?.[0] ?? 'X1'),
        ]),
      );
      const query = String(base.url).includes('?') ? `?${String(base.url).split('?')[1]}` : '';
      for (const param of route.pathParams.filter((p) => p.name !== 'hubId' && byParam[kindOf(p.name)])) {
        for (const value of byParam[kindOf(param.name)]!) {
          const url = `${fillUrl(route, { ...defaults, ...OVERRIDES[route.operationId]?.path, hubId: OWN_HUB, [param.name]: value })}${query}`;
          const before = await worldPrint();
          const res = await t.request({ ...base, url, cookie });
          probed++;
          const what = `${route.method} ${url}`;
          if (res.statusCode >= 500) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
          else if (res.statusCode < 300 && /HYD/.test(res.body)) problems.push(`${what}: answered another hub's data: ${res.body.slice(0, 200)}`);
          else if (res.statusCode >= 400 && (await worldPrint()) !== before) problems.push(`${what}: refused but wrote`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(probed).toBeGreaterThan(50);
  }, 180_000);

  // The same for ids a path hub's write carries in its body: each names one thing of HUB-HYD-02 beside this hub's own.
  it("a path hub's write refuses another hub's item, tote, driver, zone, route or PSV task in its body, changing nothing", async () => {
    const other = await idsByParam(t, OTHER_HUB);
    const own = await idsByParam(t, OWN_HUB);
    const [spa] = own.spaId as [string];
    const hub = { hubId: OWN_HUB };
    const psvTask = samples.get('psvTask', 'psvTaskId', OTHER_HUB)!;
    const cases: Array<[Endpoint, { params?: unknown; query?: unknown; body?: unknown }]> = [
      [updateDispatchItems, { params: { ...hub, spaId: spa }, body: { items: [{ lItemId: other.itemId[0], dispatchedQty: 1 }] } }],
      [
        setDispatchQuantities,
        { params: { ...hub, id: spa }, body: { logisticsItemIds: [other.itemId[0]], dispatchedQuantity: 1, totalQuantity: 1, shortfallReason: null } },
      ],
      [tagToManifest, { params: { ...hub, spaId: spa }, body: { tagId: other.tote[0] } }],
      [createOfdRequest, { params: hub, body: { zoneIds: [own.zone[0]], driverId: other.driverId[0] } }],
      [createOfdRequest, { params: hub, body: { zoneIds: [other.zone[0]], driverId: own.driverId[0] } }],
      [inscanCoupledTote, { params: hub, body: { toteId: other.tote[0] } }],
      [mergeTote, { params: { ...hub, toteId: own.toteInZone[0] }, body: { destinationToteId: other.toteInZone[0] } }],
      [mergeTote, { params: { ...hub, toteId: other.toteInZone[0] }, body: { destinationToteId: own.toteInZone[0] } }],
      [recordPsvScan, { params: hub, body: { assetCode: own.tote[0], psvTaskId: psvTask } }],
      [mapRouteBatches, { params: hub, body: { routes: [{ routeName: other.zone[0], routeBatch: 'MORNING' }] } }],
      [receiveTote, { params: hub, body: { assetCode: other.tote[0] } }],
      ...other.tote.map((assetCode): [Endpoint, { params: unknown; body: unknown }] => [
        sendTote,
        { params: hub, body: { assetCode, destinationHubId: 'HUB-PUN-03' } },
      ]),
    ];
    const problems: string[] = [];
    for (const [endpoint, args] of cases) {
      const before = await worldPrint();
      const res = await t.call(endpoint, args as never, { cookie: ofOwnHub.get(admittedRole(endpoint.access))! });
      const what = `${endpoint.name} ${JSON.stringify(args.body)}`;
      if (res.statusCode < 400 || res.statusCode >= 500 || isHubRefusal(res)) problems.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`);
      if ((await worldPrint()) !== before) problems.push(`${what}: refused but wrote`);
    }
    expect(problems).toEqual([]);
  });

  it("refuses another hub's live stream (GET /live/hubs/HUB-HYD-02) with the one message", async () => {
    const res = await t.request({ method: 'GET', url: `/logistics/api/live/hubs/${OTHER_HUB}`, cookie: ofOwnHub.get('hubExecutive')! });
    expect([res.statusCode, res.json()]).toEqual([403, { message: hubForbiddenMessage(OTHER_HUB) }]);
  });
});

/** Calls naming no hub answer only the user's hubs (`hub: { filtered }`); a user of every hub sees all of them. */
describe('filtered lists (docs/adr/013 "Filtered lists")', () => {
  const feHubs = async (ids: string[]) =>
    rowsOf<{ id: string; hubs: string[] | null }>(
      await t.app.db.execute(
        sql`select fe.id, (select array_agg(a.hub_org_unit_id) from fe_hub_assignments a where a.fe_id = fe.id and a.active) as hubs
              from field_executives fe where fe.id in ${ids}`,
      ),
    );

  it("global search finds only orders, vehicles, buyers and drivers of the user's hubs", async () => {
    const own = await t.call(globalSearch, { query: { query: 'HYD' } }, { cookie: ofOwnHub.get('hubExecutive')! });
    expect(own.statusCode).toBe(200);
    expect(own.json().results).toEqual([]);
    const mine = (await t.call(globalSearch, { query: { query: 'BLR' } }, { cookie: ofOwnHub.get('hubExecutive')! })).json().results as Array<{
      title: string;
      description: string;
      href: string;
    }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((r) => /HYD|PUN/.test(`${r.title} ${r.description} ${r.href}`))).toEqual([]);
    const all = (await t.call(globalSearch, { query: { query: 'HYD' } }, { cookie: ofAllHubs.get('hubExecutive')! })).json().results as unknown[];
    expect(all.length).toBeGreaterThan(0);
  });

  it("the FE list holds FEs of the user's hubs or of none; a user of every hub sees them all", async () => {
    const page = async (cookie: string) =>
      (await t.call(getFieldExecutives, { query: { pageSize: 200 } }, { cookie })).json() as { items: Array<{ id: string }>; total: number };
    const own = await page(ofOwnHub.get('hubManager')!);
    expect(own.items.length).toBeGreaterThan(0);
    const outside = (await feHubs(own.items.map((i) => i.id))).filter((r) => r.hubs !== null && !r.hubs.includes(OWN_HUB));
    expect(outside).toEqual([]);
    const all = await page(ofAllHubs.get('hubManager')!);
    expect(all.total).toBeGreaterThan(own.total);
    // The matrix's writes may have deactivated the first samples: FEs assigned as the world is now.
    const otherFe = (await currentSample(t, 'fieldExecutive', OTHER_HUB))!;
    const search = (cookie: string) => t.call(getFieldExecutives, { query: { search: otherFe } }, { cookie });
    expect((await search(ofOwnHub.get('hubManager')!)).json().items).toEqual([]);
    expect((await search(ofAllHubs.get('hubManager')!)).json().items.map((i: { id: string }) => i.id)).toEqual([otherFe]);
  });

  it('the FE identifier search does not find an FE of other hubs only', async () => {
    const otherFe = (await currentSample(t, 'fieldExecutive', OTHER_HUB))!;
    await t.expectCallRefused(searchFieldExecutive, { query: { identifier: otherFe } }, 404, FE_MESSAGES.noIdentifierMatch, {
      cookie: ofOwnHub.get('hubManager')!,
    });
    const found = await t.call(searchFieldExecutive, { query: { identifier: otherFe } }, { cookie: ofAllHubs.get('hubManager')! });
    expect([found.statusCode, found.json().fieldExecutive.id]).toEqual([200, otherFe]);
    const ownFe = (await currentSample(t, 'fieldExecutive', OWN_HUB))!;
    expect((await t.call(searchFieldExecutive, { query: { identifier: ownFe } }, { cookie: ofOwnHub.get('hubManager')! })).statusCode).toBe(200);
  });

  it("the hubs FEs can be assigned to are the user's own", async () => {
    const own = await t.call(getEnabledHubs, {}, { cookie: ofOwnHub.get('hubManager')! });
    expect(own.json()).toEqual([{ name: expect.any(String), orgUnitId: OWN_HUB }]);
    const all = (await t.call(getEnabledHubs, {}, { cookie: ofAllHubs.get('hubManager')! })).json() as Array<{ orgUnitId: string }>;
    expect(all.map((h) => h.orgUnitId)).toEqual(expect.arrayContaining([OWN_HUB, OTHER_HUB, 'HUB-PUN-03']));
  });
});
