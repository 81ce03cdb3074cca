import crypto from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { type OfdTaskKind } from '@hub/shared/contracts';
import { type Db, type Tx, rowsOf } from '../../db/client';
import { ofdTasks, ofdTaskZones, routeBatches, vehicles, zones } from '../../db/schema';

/** A stored OFD / LM manifest task row. */
export type OfdTaskRow = typeof ofdTasks.$inferSelect;

/** One zone's units waiting for OFD, as a row per item association (the OFD reads and the runsheet build share it). */
export interface OfdUnitRow {
  assocId: number;
  itemId: string;
  zoneId: string;
  qty: number;
  tote: string | null;
  shipmentId: string | null;
  orgId: string;
  orgName: string;
  address: string;
  title: string;
  imageUrl: string | null;
  unitWeightGm: number;
  /** When the unit's order was placed: its dispatch wave (docs/areas/ofd.md "Dispatch wave"). */
  placedAt: Date;
}

const n = (v: unknown) => Number(v ?? 0);
const list = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/**
 * The units an OFD takes (000 §2, docs/areas/ofd.md "What an OFD takes"): item associations of type ZONE, with units,
 * in the hub's LM zones. Weights come from the SKU's unit weight, so tonnage, drop weights and the runsheet drop points agree.
 */
function unitsQuery(hubId: string, zoneIds: readonly string[] | null, orgIds: readonly string[] | null, lock: boolean) {
  return sql`
    select a.id as "assocId", a.item_id as "itemId", a.entity_id as "zoneId", a.qty, a.tote_attached_to_entity_id as tote,
           i.shipment_id as "shipmentId", o.org_id as "orgId", g.shop_name as "orgName", g.address, k.title,
           k.image_url as "imageUrl", k.unit_weight_gm as "unitWeightGm", o.placed_at as "placedAt"
    from item_associations a
    join zones z on z.hub_org_unit_id = a.hub_org_unit_id and z.zone_id = a.entity_id and z.zone_type = 'LM'
    join items i on i.item_id = a.item_id
    join orders o on o.order_id = i.order_id
    join orgs g on g.org_id = o.org_id
    join skus k on k.sku_id = i.sku_id
    where a.hub_org_unit_id = ${hubId} and a.association_type = 'ZONE' and a.qty > 0
      ${zoneIds ? sql`and a.entity_id in (${list(zoneIds)})` : sql``}
      ${orgIds ? sql`and o.org_id in (${list(orgIds)})` : sql``}
    order by a.id
    ${lock ? sql`for update of a` : sql``}`;
}

function toUnit(r: Record<string, unknown>): OfdUnitRow {
  return {
    assocId: n(r.assocId),
    itemId: String(r.itemId),
    zoneId: String(r.zoneId),
    qty: n(r.qty),
    tote: (r.tote as string | null) ?? null,
    shipmentId: (r.shipmentId as string | null) ?? null,
    orgId: String(r.orgId),
    orgName: String(r.orgName),
    address: String(r.address),
    title: String(r.title),
    imageUrl: (r.imageUrl as string | null) ?? null,
    unitWeightGm: n(r.unitWeightGm),
    placedAt: new Date(r.placedAt as string | Date),
  };
}

/** Mark OFD, LM manifest generation and route batches. Every function takes the database or the caller's transaction. */
export const ofdRepository = {
  /** Units waiting for OFD in the hub's LM zones (all zones when `zoneIds` is null), optionally of some buyers only. */
  async units(db: Db | Tx, hubId: string, zoneIds: readonly string[] | null, orgIds: readonly string[] | null = null, lock = false) {
    if (zoneIds?.length === 0 || orgIds?.length === 0) return [];
    return rowsOf<Record<string, unknown>>(await db.execute(unitsQuery(hubId, zoneIds, orgIds, lock))).map(toUnit);
  },

  /** The hub's LM zones with readiness, batch and whether an OFD is in progress. */
  async lmZones(db: Db | Tx, hubId: string, zoneIds: readonly string[] | null = null) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select z.zone_id as "zoneId", z.ready_for_ofd as "readyForOfd", z.route_batch as "routeBatch",
               exists(select 1 from ofd_task_zones t where t.hub_org_unit_id = z.hub_org_unit_id and t.zone_id = z.zone_id
                      and t.task_status = 'IN_PROGRESS') as "ofdInProgress"
        from zones z where z.hub_org_unit_id = ${hubId} and z.zone_type = 'LM'
          ${zoneIds ? sql`and z.zone_id in (${list(zoneIds.length ? zoneIds : [''])})` : sql``}
        order by z.zone_id`),
    );
    return rows.map((r) => ({
      zoneId: String(r.zoneId),
      readyForOfd: (r.readyForOfd as boolean | null) ?? null,
      routeBatch: (r.routeBatch as 'MORNING' | 'AFTERNOON' | null) ?? null,
      ofdInProgress: Boolean(r.ofdInProgress),
    }));
  },

  /**
   * Locks the named LM zones of the hub (rows of `zones`, in zone id order so two requests never deadlock) and returns
   * the ones that exist: two OFD requests for one zone run one after the other from here.
   */
  async lockZones(tx: Tx, hubId: string, zoneIds: readonly string[]) {
    const sorted = [...new Set(zoneIds)].sort();
    const rows = rowsOf<{ zoneId: string }>(
      await tx.execute(sql`select zone_id as "zoneId" from zones where hub_org_unit_id = ${hubId} and zone_type = 'LM'
                           and zone_id in (${list(sorted)}) order by zone_id for update`),
    );
    return new Set(rows.map((r) => r.zoneId));
  },

  /** The hub's driver with its vehicle number, locked when `lock` (one OFD request per driver at a time). */
  async driver(db: Db | Tx, hubId: string, driverId: string, lock = false) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select d.driver_id as "driverId", d.name, d.contact_num as "contactNum", d.vehicle_id as "vehicleId",
               v.vehicle_number as "vehicleNo"
        from drivers d left join vehicles v on v.vehicle_id = d.vehicle_id
        where d.hub_org_unit_id = ${hubId} and d.driver_id = ${driverId}
        ${lock ? sql`for update of d` : sql``}`),
    );
    const r = rows[0];
    if (!r) return null;
    return {
      driverId: String(r.driverId),
      name: String(r.name),
      contactNum: String(r.contactNum),
      vehicleId: (r.vehicleId as string | null) ?? null,
      vehicleNo: (r.vehicleNo as string | null) ?? null,
    };
  },

  /** True when the driver has an OFD / LM manifest task in progress. */
  async driverHasTaskInProgress(db: Db | Tx, driverId: string) {
    const rows = await db
      .select({ taskId: ofdTasks.taskId })
      .from(ofdTasks)
      .where(and(eq(ofdTasks.driverId, driverId), eq(ofdTasks.status, 'IN_PROGRESS')))
      .limit(1);
    return rows.length > 0;
  },

  /** The hub's drivers with a vehicle and no OFD task in progress, by name. */
  /** Every driver of the hub with a vehicle, marked available when no OFD task of theirs is in progress. */
  async freeDrivers(db: Db | Tx, hubId: string) {
    return rowsOf<{ driverId: string; name: string; vehicleNo: string | null; contactNum: string }>(
      await db.execute(sql`
        select d.driver_id as "driverId", d.name, v.vehicle_number as "vehicleNo", d.contact_num as "contactNum"
        from drivers d join vehicles v on v.vehicle_id = d.vehicle_id
        where d.hub_org_unit_id = ${hubId}
          and not exists (select 1 from ofd_tasks t where t.driver_id = d.driver_id and t.status = 'IN_PROGRESS')
        order by d.name, d.driver_id`),
    );
  },

  /**
   * A new task id: OFD-{hub}-{time}{random} or LMM-... Requests for other zones and drivers run in parallel, so the id
   * must not depend on reading the highest one.
   */
  newTaskId(hubId: string, kind: OfdTaskKind) {
    const suffix = `${Date.now().toString(36)}${crypto.randomBytes(3).toString('hex')}`.toUpperCase();
    return `${kind === 'OFD' ? 'OFD' : 'LMM'}-${hubId.replace(/^HUB-/, '')}-${suffix}`;
  },

  /** Inserts a task IN_PROGRESS with its zones (the partial unique index refuses a zone already in progress). */
  async createTask(
    tx: Tx,
    task: { taskId: string; hubId: string; kind: OfdTaskKind; driverId: string; zoneIds: string[]; orgUnitIds: string[] | null; createdBy: string },
  ) {
    const [row] = await tx
      .insert(ofdTasks)
      .values({
        taskId: task.taskId,
        hubOrgUnitId: task.hubId,
        kind: task.kind,
        driverId: task.driverId,
        orgUnitIds: task.orgUnitIds,
        status: 'IN_PROGRESS',
        createdBy: task.createdBy,
      })
      .returning();
    await tx.insert(ofdTaskZones).values(task.zoneIds.map((zoneId) => ({ taskId: task.taskId, taskStatus: 'IN_PROGRESS', hubOrgUnitId: task.hubId, zoneId })));
    return row!;
  },

  /** Tasks with their zone ids: the hub's in progress (touching `zoneIds` when given), or one task by id. */
  async tasks(db: Db | Tx, where: { hubId: string; inProgress: true; zoneIds?: readonly string[] } | { taskId: string }) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select t.task_id as "taskId", t.kind, t.status, t.driver_id as "driverId", t.org_unit_ids as "orgUnitIds",
               t.runsheet_id as "runsheetId", t.created_at as "createdAt", t.hub_org_unit_id as "hubId",
               coalesce(array_agg(z.zone_id order by z.zone_id) filter (where z.zone_id is not null), '{}') as "zoneIds"
        from ofd_tasks t left join ofd_task_zones z on z.task_id = t.task_id
        where ${
          'taskId' in where
            ? sql`t.task_id = ${where.taskId}`
            : sql`t.hub_org_unit_id = ${where.hubId} and t.status = 'IN_PROGRESS' ${
                where.zoneIds
                  ? sql`and exists (select 1 from ofd_task_zones q where q.task_id = t.task_id and q.zone_id in (${list(where.zoneIds.length ? where.zoneIds : [''])}))`
                  : sql``
              }`
        }
        group by t.task_id order by t.created_at, t.task_id`),
    );
    return rows.map((r) => ({
      taskId: String(r.taskId),
      hubId: String(r.hubId),
      kind: r.kind as OfdTaskKind,
      status: r.status as 'IN_PROGRESS' | 'COMPLETED' | 'FAILED',
      driverId: (r.driverId as string | null) ?? null,
      orgUnitIds: (r.orgUnitIds as string[] | null) ?? null,
      runsheetId: (r.runsheetId as string | null) ?? null,
      createdAt: new Date(r.createdAt as string | Date).toISOString(),
      zoneIds: r.zoneIds as string[],
    }));
  },

  /** Every task in progress, of every hub (finished after a restart). */
  allInProgress(db: Db | Tx) {
    return db.select({ taskId: ofdTasks.taskId, createdBy: ofdTasks.createdBy }).from(ofdTasks).where(eq(ofdTasks.status, 'IN_PROGRESS'));
  },

  /** Locks a task that is still in progress (null when it is not, e.g. finished by another worker). */
  async lockInProgressTask(tx: Tx, taskId: string) {
    const rows = rowsOf<{ taskId: string }>(
      await tx.execute(sql`select task_id as "taskId" from ofd_tasks where task_id = ${taskId} and status = 'IN_PROGRESS' for update`),
    );
    return rows.length > 0;
  },

  /** Ends a task (its zone rows follow through the cascading key, freeing the zones). */
  async endTask(tx: Tx, taskId: string, status: 'COMPLETED' | 'FAILED', runsheetId: string | null) {
    await tx.update(ofdTasks).set({ status, runsheetId, completedAt: new Date() }).where(eq(ofdTasks.taskId, taskId));
  },

  /**
   * Builds the driver's runsheet from the units (docs/areas/ofd.md "OFD hand-off"): a NOT_STARTED runsheet of today
   * with one drop point per buyer, the shipments on it (status OFD), the units on the vehicle (dispatched), and every tote
   * the OFD emptied travelling with it as a runsheet tote.
   */
  async buildRunsheet(
    tx: Tx,
    run: { runsheetId: string; hubId: string; hubName: string; driverId: string; vehicleId: string; zoneIds: string[]; tripDate: string; user: string },
    units: OfdUnitRow[],
  ) {
    await tx.execute(sql`
      insert into runsheets (runsheet_id, hub_org_unit_id, driver_id, vehicle_id, zone_ids, trip_date, activity_status)
      values (${run.runsheetId}, ${run.hubId}, ${run.driverId}, ${run.vehicleId},
              ${sql`array[${list(run.zoneIds)}]::text[]`}, ${run.tripDate}, 'NOT_STARTED')`);
    // One drop point per buyer, heaviest first (the order the OFD screen lists them in).
    const byOrg = new Map<string, { orgName: string; address: string; weightGm: number; shipments: Set<string> }>();
    for (const u of units) {
      const d = byOrg.get(u.orgId) ?? { orgName: u.orgName, address: u.address, weightGm: 0, shipments: new Set<string>() };
      d.weightGm += u.qty * u.unitWeightGm;
      if (u.shipmentId) d.shipments.add(u.shipmentId);
      byOrg.set(u.orgId, d);
    }
    const orgs = [...byOrg.entries()].sort((a, b) => b[1].weightGm - a[1].weightGm || a[0].localeCompare(b[0]));
    let seq = 0;
    for (const [orgId, d] of orgs) {
      seq++;
      const dropPointId = `DP-${run.runsheetId}-${String(seq).padStart(3, '0')}`;
      const shipmentIds = [...d.shipments];
      await tx.execute(sql`
        insert into drop_points (drop_point_id, runsheet_id, org_id, name, address, suggested_sequence, weight_gm, expected_amount_paise)
        values (${dropPointId}, ${run.runsheetId}, ${orgId}, ${d.orgName}, ${d.address}, ${seq}, ${d.weightGm},
                ${shipmentIds.length ? sql`(select coalesce(sum(expected_total_paise), 0)::int from shipments where shipment_id in (${list(shipmentIds)}))` : sql`0`})`);
      if (shipmentIds.length)
        await tx.execute(sql`update shipments set runsheet_id = ${run.runsheetId}, drop_point_id = ${dropPointId}, shipment_status = 'OFD'
                             where shipment_id in (${list(shipmentIds)})`);
    }
    // Units onto the vehicle: one association per item (the item's rows of these zones merge), fully dispatched.
    const ids = units.map((u) => u.assocId);
    const keep = new Map<string, number>();
    for (const u of units) if (!keep.has(u.itemId) || keep.get(u.itemId)! > u.assocId) keep.set(u.itemId, u.assocId);
    const idList = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    const keepList = sql.join(
      [...keep.values()].map((id) => sql`${id}`),
      sql`, `,
    );
    await tx.execute(sql`
      update item_associations a set association_type = 'VEHICLE', entity_id = ${run.vehicleId}, qty = agg.q,
             picked_qty = agg.p, dispatched_qty = agg.q, dispatch_status = 'DISPATCHED', tote_attached_to_entity_id = null
      from (select item_id, sum(qty)::int as q, sum(picked_qty)::int as p from item_associations where id in (${idList}) group by item_id) agg
      where a.item_id = agg.item_id and a.id in (${keepList})`);
    await tx.execute(sql`delete from item_associations where id in (${idList}) and id not in (${keepList})`);
    const itemIds = [...keep.keys()];
    await tx.execute(sql`
      update items i set dispatched_qty = s.d,
             dispatch_status = case when s.d = i.qty then 'DISPATCHED' when s.d > 0 then 'PARTIALLY_DISPATCHED' else i.dispatch_status end,
             updated_at = now()
      from (select item_id, sum(dispatched_qty)::int as d from item_associations where item_id in (${list(itemIds)}) group by item_id) s
      where i.item_id = s.item_id`);
    // Totes the OFD emptied leave the zone with the driver; a tote still holding another buyer's units stays.
    const totes = [...new Set(units.map((u) => u.tote).filter((t): t is string => !!t))];
    if (!totes.length) return { dropPoints: seq, totes: [] as string[] };
    const emptied = rowsOf<{ code: string }>(
      await tx.execute(sql`
        select t.asset_code as code from assets t where t.asset_code in (${list(totes)})
          and not exists (select 1 from item_associations a where a.tote_attached_to_entity_id = t.asset_code)
        order by t.asset_code for update`),
    ).map((r) => r.code);
    if (!emptied.length) return { dropPoints: seq, totes: [] as string[] };
    await tx.execute(sql`update tote_zone_tags set detagged_at = now() where asset_code in (${list(emptied)}) and detagged_at is null`);
    await tx.execute(sql`
      update assets set current_hub_org_unit_id = null, current_zone_id = null, current_vehicle_id = ${run.vehicleId},
             asset_state = 'IN_TRANSIT', last_activity = 'DISPATCH', updated_at = now()
      where asset_code in (${list(emptied)})`);
    for (const code of emptied) {
      await tx.execute(sql`insert into runsheet_totes (runsheet_id, asset_code, category) values (${run.runsheetId}, ${code}, 'TOTE')`);
      await tx.execute(sql`
        insert into asset_logs (asset_code, asset_event_type, reference_id, reference_type, location_name, performed_by)
        values (${code}, 'DISPATCH', ${run.runsheetId}, 'RUNSHEET', ${run.hubName}, ${run.user})`);
    }
    return { dropPoints: seq, totes: emptied };
  },

  /** The vehicle row of a driver's vehicle. */
  async vehicle(db: Db | Tx, vehicleId: string) {
    const [row] = await db.select().from(vehicles).where(eq(vehicles.vehicleId, vehicleId)).limit(1);
    return row ?? null;
  },

  // ---------------------------------------------------------------- route batches
  /**
   * The batching day of the hub: the latest day with route rows up to the hub's today (the rows of a day are made
   * ahead of it; a hub whose rows for today are not made yet keeps working on its latest ones), else today.
   */
  async batchDate(db: Db | Tx, hubId: string, hubToday: string): Promise<string> {
    const [row] = rowsOf<{ d: string | null }>(
      await db.execute(sql`select max(batch_date)::text as d from route_batches where hub_org_unit_id = ${hubId} and batch_date <= ${hubToday}`),
    );
    return row?.d ?? hubToday;
  },

  /** Today's routes of the hub (route_batches of `batchDate`) with their LM zone, by route name. */
  async routes(db: Db | Tx, hubId: string, batchDate: string) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select r.route_name as "routeName", r.route_batch as "routeBatch", z.zone_id as "zoneId"
        from route_batches r left join zones z on z.hub_org_unit_id = r.hub_org_unit_id and z.route_name = r.route_name
        where r.hub_org_unit_id = ${hubId} and r.batch_date = ${batchDate}
        order by r.route_name`),
    );
    return rows.map((r) => ({
      routeName: String(r.routeName),
      zoneId: (r.zoneId as string | null) ?? null,
      routeBatch: (r.routeBatch as 'MORNING' | 'AFTERNOON' | null) ?? null,
    }));
  },

  /** Sets the batch of one route of the day and its LM zone; false when the route is not one of the day's. */
  async mapRoute(tx: Tx, hubId: string, batchDate: string, routeName: string, routeBatch: 'MORNING' | 'AFTERNOON', user: string) {
    const updated = await tx
      .update(routeBatches)
      .set({ routeBatch, mappedBy: user, mappedAt: new Date() })
      .where(and(eq(routeBatches.hubOrgUnitId, hubId), eq(routeBatches.batchDate, batchDate), eq(routeBatches.routeName, routeName)))
      .returning({ routeName: routeBatches.routeName });
    if (!updated.length) return false;
    await tx
      .update(zones)
      .set({ routeBatch })
      .where(and(eq(zones.hubOrgUnitId, hubId), eq(zones.routeName, routeName)));
    return true;
  },

  /**
   * Locks the named routes of the hub's day (FOR UPDATE, in route name order so two mappings never deadlock) and returns
   * each one found with its current batch: a change is judged against what the route has now (000 §4).
   */
  async lockRoutes(tx: Tx, hubId: string, batchDate: string, names: readonly string[]) {
    const rows = await tx
      .select({ routeName: routeBatches.routeName, routeBatch: routeBatches.routeBatch })
      .from(routeBatches)
      .where(and(eq(routeBatches.hubOrgUnitId, hubId), eq(routeBatches.batchDate, batchDate), inArray(routeBatches.routeName, [...names])))
      .orderBy(routeBatches.routeName)
      .for('update');
    return new Map(rows.map((r) => [r.routeName, (r.routeBatch as 'MORNING' | 'AFTERNOON' | null) ?? null]));
  },
};
