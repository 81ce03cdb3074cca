import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../../src/db/client';

/** The hub's LM zones in id order with their units waiting for OFD and whether an OFD is in progress. */
export async function lmZoneStates(db: Db, hubId: string) {
  return rowsOf<{ zoneId: string; units: number; inProgress: boolean }>(
    await db.execute(sql`
      select z.zone_id as "zoneId",
             coalesce((select sum(a.qty) from item_associations a where a.hub_org_unit_id = z.hub_org_unit_id
                       and a.association_type = 'ZONE' and a.entity_id = z.zone_id), 0)::int as units,
             exists(select 1 from ofd_task_zones t where t.hub_org_unit_id = z.hub_org_unit_id and t.zone_id = z.zone_id
                    and t.task_status = 'IN_PROGRESS') as "inProgress"
      from zones z where z.hub_org_unit_id = ${hubId} and z.zone_type = 'LM' order by z.zone_id`),
  );
}

/** Units of a zone with their buyer and SKU weight, straight from the tables. */
export async function zoneUnits(db: Db, hubId: string, zoneId: string) {
  return rowsOf<{ itemId: string; orgId: string; qty: number; gm: number }>(
    await db.execute(sql`
      select a.item_id as "itemId", o.org_id as "orgId", a.qty, k.unit_weight_gm as gm
      from item_associations a join items i on i.item_id = a.item_id join orders o on o.order_id = i.order_id
      join skus k on k.sku_id = i.sku_id
      where a.hub_org_unit_id = ${hubId} and a.association_type = 'ZONE' and a.entity_id = ${zoneId} and a.qty > 0`),
  );
}

export async function setZone(db: Db, hubId: string, zoneId: string, fields: { readyForOfd: boolean | null }) {
  await db.execute(sql`update zones set ready_for_ofd = ${fields.readyForOfd} where hub_org_unit_id = ${hubId} and zone_id = ${zoneId}`);
}

/** A driver of the hub with a vehicle and no OFD in progress. */
export async function freeDriver(db: Db, hubId: string, skip: string[] = []) {
  const rows = rowsOf<{ d: string }>(
    await db.execute(sql`
      select d.driver_id as d from drivers d where d.hub_org_unit_id = ${hubId} and d.vehicle_id is not null
        and not exists (select 1 from ofd_tasks t where t.driver_id = d.driver_id and t.status = 'IN_PROGRESS')
      order by d.driver_id`),
  );
  const free = rows.map((r) => r.d).filter((d) => !skip.includes(d));
  if (!free.length) throw new Error(`no free driver at ${hubId}`);
  return free[0]!;
}
