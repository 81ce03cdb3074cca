import { sql } from 'drizzle-orm';
import { ACTIVITY_GROUP_TYPES, VEHICLE_ACTIVITY_STATE_VALUES } from '@hub/shared/contracts';
import { type Db, rowsOf } from '../db/client';
import { unresolvedImageReferences } from './images';

/**
 * The world's own invariants, as SQL: returns one line per violation (empty = consistent).
 * Used by the seed test, `pnpm seed -- --check`, and after every API test file (TestApp.close), so a write path
 * that breaks an invariant fails the file that exercised it.
 */
export async function checkWorldConsistency(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const check = async (what: string, query: ReturnType<typeof sql>) => {
    for (const r of rowsOf<Record<string, unknown>>(await db.execute(query))) problems.push(`${what}: ${JSON.stringify(r)}`);
  };
  await check(
    'item quantities differ from the sum of its associations',
    sql`select i.item_id, i.qty, i.picked_qty, i.dispatched_qty, coalesce(sum(a.qty), 0)::int as assoc_qty,
               coalesce(sum(a.picked_qty), 0)::int as assoc_picked, coalesce(sum(a.dispatched_qty), 0)::int as assoc_dispatched
        from items i left join item_associations a on a.item_id = i.item_id
        group by i.item_id
        having i.qty <> coalesce(sum(a.qty), 0) or i.picked_qty <> coalesce(sum(a.picked_qty), 0)
            or i.dispatched_qty <> coalesce(sum(a.dispatched_qty), 0)
        limit 20`,
  );
  await check('item QC quantities exceed the item', sql`select item_id from items where accepted_qty + failed_qty > qty limit 20`);
  await check(
    'tote attached to units in more than one zone',
    sql`select tote_attached_to_entity_id as tote, count(distinct (hub_org_unit_id, entity_id))::int as places
        from item_associations where tote_attached_to_entity_id is not null
        group by tote_attached_to_entity_id having count(distinct (hub_org_unit_id, entity_id)) > 1 limit 20`,
  );
  await check(
    'tote holding zone units is not in that zone',
    sql`select a.item_id, a.entity_id, a.tote_attached_to_entity_id as tote, t.current_hub_org_unit_id, t.current_zone_id
        from item_associations a join assets t on t.asset_code = a.tote_attached_to_entity_id
        where a.association_type = 'ZONE'
          and (t.current_hub_org_unit_id is distinct from a.hub_org_unit_id or t.current_zone_id is distinct from a.entity_id)
        limit 20`,
  );
  await check(
    'crate association does not name a crate on a vehicle',
    sql`select a.item_id, a.entity_id from item_associations a left join assets t on t.asset_code = a.entity_id
        where a.association_type = 'CRATE' and (t.asset_code is null or t.current_vehicle_id is null) limit 20`,
  );
  await check(
    'asset not in exactly one place',
    sql`select asset_code from assets
        where (current_hub_org_unit_id is null) = (current_vehicle_id is null)
           or (current_zone_id is not null and current_hub_org_unit_id is null) limit 20`,
  );
  await check(
    'tote tagged to a zone it is not in',
    sql`select g.asset_code, g.zone_id from tote_zone_tags g join assets t on t.asset_code = g.asset_code
        where g.detagged_at is null and (t.current_zone_id is distinct from g.zone_id or t.current_hub_org_unit_id is distinct from g.hub_org_unit_id)
        limit 20`,
  );
  await check(
    'shipment on a runsheet without a drop point of that runsheet and org',
    sql`select s.shipment_id from shipments s join orders o on o.order_id = s.order_id
        left join drop_points d on d.drop_point_id = s.drop_point_id and d.runsheet_id = s.runsheet_id and d.org_id = o.org_id
        where s.runsheet_id is not null and d.drop_point_id is null limit 20`,
  );
  // Org support reads the monitoring world's rows: a drop on the timeline must open an order view, and a shop's
  // money must be its own orders' money on its own drops.
  await check(
    'timeline drop at a shop with no drop point on that trip',
    sql`select e.trip_id, e.shop_org_unit_id from trip_events e
        where e.type = 'DROP' and e.shop_org_unit_id is not null
          and not exists (select 1 from drop_points d where d.runsheet_id = e.trip_id and d.org_id = e.shop_org_unit_id) limit 20`,
  );
  await check(
    'payment names an order of another org',
    sql`select p.id, p.org_id, o.org_id as order_org from payments p join orders o on o.order_id = p.order_id where o.org_id <> p.org_id limit 20`,
  );
  await check(
    'payment on a runsheet where the org has no drop',
    sql`select p.id, p.org_id, p.runsheet_id from payments p where p.runsheet_id is not null
          and not exists (select 1 from drop_points d where d.runsheet_id = p.runsheet_id and d.org_id = p.org_id) limit 20`,
  );
  await check(
    'push-list listing of an unknown SKU',
    sql`select l.listing_id from push_list_items l left join skus k on k.sku_id = l.sku_id where k.sku_id is null limit 20`,
  );
  await check(
    'closed PSV task still has pending assets',
    sql`select p.psv_task_id from psv_tasks p join psv_task_assets a on a.psv_task_id = p.psv_task_id
        where p.state = 'PROCESSED' and a.status = 'PENDING' group by p.psv_task_id limit 20`,
  );
  await check(
    'deactivated field executive is still assigned to a hub',
    sql`select f.id from field_executives f join fe_hub_assignments a on a.fe_id = f.id
        where f.status = 'DEACTIVATED' and a.active limit 20`,
  );
  await check('field executive status and current_active disagree', sql`select id from field_executives where (status = 'ACTIVE') <> current_active limit 20`);
  await check(
    'zone with more than one OFD in progress',
    sql`select z.hub_org_unit_id, z.zone_id, count(*)::int as tasks from ofd_task_zones z join ofd_tasks t on t.task_id = z.task_id
        where t.status = 'IN_PROGRESS' group by z.hub_org_unit_id, z.zone_id having count(*) > 1 limit 20`,
  );
  await check(
    'item placed twice in one place and tote',
    sql`select item_id, association_type, entity_id, tote_attached_to_entity_id from item_associations where not partial_item_attributed
        group by item_id, association_type, entity_id, tote_attached_to_entity_id having count(*) > 1 limit 20`,
  );
  await check(
    "units in an LM zone that is not the buyer's LM zone",
    sql`select a.item_id, a.entity_id, b.zone_id as buyer_zone from item_associations a
        join zones z on z.hub_org_unit_id = a.hub_org_unit_id and z.zone_id = a.entity_id and z.zone_type = 'LM'
        join items i on i.item_id = a.item_id join orders o on o.order_id = i.order_id
        join buyer_lm_zones b on b.org_id = o.org_id
        where a.association_type = 'ZONE' and a.qty > 0 and b.zone_id <> a.entity_id limit 20`,
  );
  await check(
    'idempotent answer stored for a refused or failed request',
    sql`select id, status_code from idempotency_keys where status_code is not null and (status_code < 200 or status_code >= 300) limit 20`,
  );
  await check('image that is not a stored upload', unresolvedImageReferences);
  return problems;
}

const valuesOf = (list: readonly string[]) =>
  sql.join(
    list.map((v) => sql`(${v}::text)`),
    sql`, `,
  );

/**
 * What the freshly seeded demo world is (docs/world.md "The demo world"), as SQL: one line per violation (empty = as
 * documented). Run by `pnpm seed -- --check` and the seed test, not after API test files: tests close manifests, an
 * OFD takes the units of manifests not started, and a zone's QC status is recomputed by QC writes only (zone movement
 * and dispatch leave it), so a world that tests have written may move away from these.
 */
export async function checkDemoWorld(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const check = async (what: string, query: ReturnType<typeof sql>) => {
    for (const r of rowsOf<Record<string, unknown>>(await db.execute(query))) problems.push(`${what}: ${JSON.stringify(r)}`);
  };
  // Every hub with a world (zones) has manifests of every type in every state, and every crate drop its crates.
  await check(
    'hub without a manifest of this type and state',
    sql`select h.hub_org_unit_id, t.type, st.state
        from (select distinct hub_org_unit_id from zones) h
        cross join (values ${valuesOf(ACTIVITY_GROUP_TYPES)}) as t(type)
        cross join (values ${valuesOf(VEHICLE_ACTIVITY_STATE_VALUES)}) as st(state)
        where not exists (select 1 from activity_groups g where g.hub_org_unit_id = h.hub_org_unit_id
                            and g.activity_group_type = t.type and g.activity_group_state = st.state)
        order by 1, 2, 3 limit 20`,
  );
  await check(
    'crate drop without a tagged crate',
    sql`select g.activity_group_id from activity_groups g where g.activity_group_type = 'HUB_TO_WH_CRATE_DROP'
        and not exists (select 1 from activity_group_totes t where t.activity_group_id = g.activity_group_id) limit 20`,
  );
  // Dispatch writes need the manifest started; its close marks every line nobody touched NOT_DISPATCHED.
  await check(
    'dispatch manifest not started with dispatched units',
    sql`select a.spa_id, i.item_id, i.dispatched_qty, i.dispatch_status, ai.done_qty
        from activities a join activity_items ai on ai.spa_id = a.spa_id join items i on i.item_id = ai.item_id
        where a.movement_type = 'DISPATCH' and a.vehicle_activity_state = 'NOT_STARTED'
          and (i.dispatched_qty > 0 or ai.done_qty > 0 or i.dispatch_status <> 'NOT_STARTED') limit 20`,
  );
  await check(
    'closed dispatch manifest with a line never handled',
    sql`select a.spa_id, i.item_id from activities a join activity_items ai on ai.spa_id = a.spa_id join items i on i.item_id = ai.item_id
        where a.movement_type = 'DISPATCH' and a.vehicle_activity_state = 'COMPLETED' and i.dispatch_status = 'NOT_STARTED' limit 20`,
  );
  // A zone's QC status is what its items say (zoneQcStatusOf over the items with units there not all dispatched).
  await check(
    "zone QC status differs from its items'",
    sql`with held as (
          select distinct hub_org_unit_id, entity_id as zone_id, item_id from item_associations
          where association_type = 'ZONE' and qty > dispatched_qty),
        q as (
          select h.hub_org_unit_id, h.zone_id, sum(i.qty - i.accepted_qty - i.failed_qty)::int as pending, sum(i.failed_qty)::int as failed
          from held h join items i on i.item_id = h.item_id group by h.hub_org_unit_id, h.zone_id),
        z as (
          select z.hub_org_unit_id, z.zone_id, z.qc_status, coalesce(q.pending, 0) as pending_units, coalesce(q.failed, 0) as failed_units,
                 case when coalesce(q.pending, 0) > 0 then 'QC_PENDING' when coalesce(q.failed, 0) > 0 then 'QC_FAILED' else 'QC_COMPLETE' end as items_say
          from zones z left join q on q.hub_org_unit_id = z.hub_org_unit_id and q.zone_id = z.zone_id)
        select * from z where qc_status <> items_say order by hub_org_unit_id, zone_id limit 20`,
  );
  return problems;
}
