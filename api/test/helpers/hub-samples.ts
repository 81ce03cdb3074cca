import { sql } from 'drizzle-orm';
import * as contracts from '@hub/shared/contracts';
import { assignFieldExecutive, type Endpoint, type HubEntity, isEndpoint } from '@hub/shared/contracts';
import { rowsOf } from '../../src/db/client';
import { createFe, JPEG, upload } from '../routes/field-executives/fe-test-kit';
import { type TestApp } from './test-app';

/** The hub the scoping tests' users work in, and the hub they do not (both seeded with every kind of entity). */
export const OWN_HUB = 'HUB-BLR-01';
export const OTHER_HUB = 'HUB-HYD-02';

/** Every exported endpoint contract by its name (the operationId a route is registered with). */
export function endpointsByName(): Map<string, Endpoint> {
  const byName = new Map<string, Endpoint>();
  for (const value of Object.values(contracts)) if (isEndpoint(value)) byName.set(value.name, value);
  return byName;
}

/** One id per entity (and per key, where a key names a different id space) and hub, read from the seeded world. */
export interface HubEntitySamples {
  get(entity: HubEntity, key: string, hub: string): string | null;
}

/**
 * Per entity, the id of one of each hub's: an entity of `hub` whose hubs do not include the other test hub, so the
 * scoping tests name exactly one hub. `$1` is the hub, `$2` the other one.
 */
const SAMPLE_SQL: Partial<Record<HubEntity, (hub: string, other: string) => ReturnType<typeof sql>>> = {
  runsheet: (hub) => sql`select runsheet_id as id from runsheets where hub_org_unit_id = ${hub} order by runsheet_id limit 1`,
  trip: (hub) => sql`select trip_id as id from trips where hub_org_unit_id = ${hub} order by trip_id limit 1`,
  alert: (hub) => sql`select alert_id as id from alerts where hub_org_unit_id = ${hub} order by alert_id limit 1`,
  org: (hub) => sql`select org_id as id from orgs where hub_org_unit_id = ${hub} order by org_id limit 1`,
  psvTask: (hub) => sql`select psv_task_id as id from psv_tasks where hub_org_unit_id = ${hub} order by psv_task_id limit 1`,
  item: (hub) => sql`select item_id as id from items where hub_org_unit_id = ${hub} order by item_id limit 1`,
  activity: (hub) => sql`select spa_id as id from activities where hub_org_unit_id = ${hub} order by spa_id limit 1`,
  asset: (hub) => sql`select asset_code as id from assets where current_hub_org_unit_id = ${hub} and asset_state <> 'IN_TRANSFER' order by asset_code limit 1`,
  fieldExecutive: (hub, other) => sql`
    select fe.id from field_executives fe
     where fe.status = 'ACTIVE'
       and exists (select 1 from fe_hub_assignments a where a.fe_id = fe.id and a.active and a.hub_org_unit_id = ${hub})
       and not exists (select 1 from fe_hub_assignments a where a.fe_id = fe.id and a.active and a.hub_org_unit_id = ${other})
     order by fe.id limit 1`,
};
/** One entity of `hub` as the world is now (after writes that may have moved the samples read at the start). */
export async function currentSample(t: TestApp, entity: HubEntity, hub: string): Promise<string | null> {
  const query = SAMPLE_SQL[entity];
  if (!query) return null;
  return rowsOf<{ id: string }>(await t.app.db.execute(query(hub, hub === OWN_HUB ? OTHER_HUB : OWN_HUB)))[0]?.id ?? null;
}

/** Keys that name another id space than the entity's usual one. */
const KEY_SQL: Record<string, (hub: string) => ReturnType<typeof sql>> = {
  'activity.activityGroupId': (hub) =>
    sql`select activity_group_id as id from activity_groups where hub_org_unit_id = ${hub} order by activity_group_id limit 1`,
};

/**
 * An uploaded document of an FE of `hub` (the seed's FEs show shared sample photos, in no hub): onboarded and assigned
 * through the product's calls by a hub manager of every hub, who uploaded it.
 */
async function fileOfHub(t: TestApp, manager: string, hub: string, n: number): Promise<string> {
  const panCardPhotoUrl = await upload(t, manager);
  const feId = await createFe(t, manager, {
    panNumber: `SCOPE${String(n).padStart(4, '0')}Z`,
    panCardPhotoUrl,
    addressProofPhotoUrl: await upload(t, manager, JPEG, 'image/jpeg'),
  });
  const res = await t.call(assignFieldExecutive, { body: { feId, hubOrgUnitId: hub } }, { cookie: manager });
  if (res.statusCode !== 200) throw new Error(`assign ${feId} to ${hub} failed: ${res.statusCode} ${res.body}`);
  return panCardPhotoUrl.split('/').pop()!;
}

/**
 * Ids of a hub's things by the path parameter names that carry them (several candidates where a name is used for
 * different things, e.g. `id`): for HUB-HYD-02, what a user of HUB-BLR-01 might put after `/HUB-BLR-01/` to reach
 * another hub's data; for HUB-BLR-01, the values of the other parameters meanwhile.
 */
export async function idsByParam(t: TestApp, hubId: string) {
  const ids = async (query: string) => rowsOf<{ id: string }>(await t.app.db.execute(sql.raw(query))).map((r) => r.id);
  const hub = `'${hubId}'`;
  const list = (values: string[]) => `('${values.join("','")}')`;
  const spas = await ids(
    `select distinct on (movement_type) spa_id as id from activities where hub_org_unit_id = ${hub} and vehicle_activity_state = 'STARTED' order by movement_type, spa_id`,
  );
  const groups = await ids(`select activity_group_id as id from activities where spa_id in ${list(spas)}`);
  const itemIds = await ids(`select distinct on (spa_id) item_id as id from activity_items where spa_id in ${list(spas)} order by spa_id, item_id`);
  const orders = await ids(`select order_id as id from items where item_id in ${list(itemIds)}`);
  const shipments = await ids(`select shipment_id as id from items where item_id in ${list(itemIds)} and shipment_id is not null`);
  const totes = await ids(
    `select distinct on (asset_state) asset_code as id from assets where current_hub_org_unit_id = ${hub} and asset_state in ('IN_USE', 'GOOD_TO_USE', 'EMPTY_TOTE', 'UNDER_PSV') order by asset_state, asset_code`,
  );
  const inZone = await ids(
    `select asset_code as id from assets where current_hub_org_unit_id = ${hub} and asset_state = 'IN_USE' and current_zone_id is not null order by asset_code limit 1`,
  );
  const tagged = await ids(`select asset_code as id from tote_zone_tags where hub_org_unit_id = ${hub} and detagged_at is null order by asset_code limit 1`);
  const zones = await ids(`select zone_id as id from zones where hub_org_unit_id = ${hub} and zone_id like 'LM-%' order by zone_id limit 2`);
  const drivers = await ids(`select driver_id as id from drivers where hub_org_unit_id = ${hub} order by driver_id limit 1`);
  const vehicles = await ids(`select vehicle_id as id from vehicles where hub_org_unit_id = ${hub} order by vehicle_id limit 1`);
  const runsheets = await ids(
    `select runsheet_id as id from runsheets where hub_org_unit_id = ${hub} and activity_status <> 'ENDED' order by runsheet_id limit 1`,
  );
  const psvTasks = await ids(
    `select psv_task_id as id from psv_tasks where hub_org_unit_id = ${hub} and state in ('CREATED', 'PROCESSING') order by psv_task_id limit 1`,
  );
  const sessions = await ids(`select id from segregation_sessions where hub_org_unit_id = ${hub} and ended_at is null order by id limit 1`);
  const toteIds = [...new Set([...totes, ...tagged])];
  return {
    spaId: spas,
    activityGroupId: groups,
    id: [...spas, ...groups, ...itemIds, ...orders, ...shipments, ...psvTasks, ...runsheets, ...sessions, ...toteIds],
    itemId: itemIds,
    shipmentId: shipments,
    driverId: drivers,
    vehicleId: vehicles,
    runsheetId: runsheets,
    zone: zones,
    zoneId: zones,
    tote: toteIds,
    toteId: toteIds,
    assetCode: toteIds,
    session: sessions,
    toteInZone: inZone,
  };
}

/**
 * Reads one sample of each entity for both test hubs (a handful of indexed reads); `manager` (a hub manager of every
 * hub) onboards what the seed lacks.
 */
export async function hubEntitySamples(t: TestApp, manager: string): Promise<HubEntitySamples> {
  const found = new Map<string, string | null>();
  found.set(`file|${OWN_HUB}`, await fileOfHub(t, manager, OWN_HUB, 1));
  found.set(`file|${OTHER_HUB}`, await fileOfHub(t, manager, OTHER_HUB, 2));
  const one = async (query: ReturnType<typeof sql>) => rowsOf<{ id: string }>(await t.app.db.execute(query))[0]?.id ?? null;
  for (const hub of [OWN_HUB, OTHER_HUB]) {
    const other = hub === OWN_HUB ? OTHER_HUB : OWN_HUB;
    for (const [entity, query] of Object.entries(SAMPLE_SQL)) found.set(`${entity}|${hub}`, await one(query(hub, other)));
    for (const [key, query] of Object.entries(KEY_SQL)) found.set(`${key}|${hub}`, await one(query(hub)));
  }
  return {
    get: (entity, key, hub) => found.get(`${entity}.${key}|${hub}`) ?? found.get(`${entity}|${hub}`) ?? null,
  };
}
