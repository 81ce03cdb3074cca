import { and, asc, eq, sql } from 'drizzle-orm';
import { type AdminHub, type AdminZone, FIXED_HUB_ZONES, PILOT_FEATURES, type PilotFeature } from '@hub/shared/contracts';
import { type Db, type Tx, rowsOf } from '../../db/client';
import { hubPilots, hubs, hubTmsLinks, zones } from '../../db/schema';

/** A stored hub row. */
export type AdminHubRow = typeof hubs.$inferSelect;
/** What holds a zone in place: units, totes, buyers routed to it, tote history (foreign keys keep those rows). */
export interface ZoneUse {
  items: number;
  totes: number;
  buyers: number;
  history: number;
}

const n = (v: unknown) => Number(v ?? 0);
const FIXED_IDS: readonly string[] = FIXED_HUB_ZONES.map((z) => z.zoneId);

/** The hubs' list rows: pilots in PILOT_FEATURES order, zones, and active users given the hub. `null`: every hub. */
async function hubRows(db: Db | Tx, only: readonly string[] | null): Promise<AdminHub[]> {
  if (only && only.length === 0) return [];
  const where = only
    ? sql`where h.hub_org_unit_id in (${sql.join(
        only.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select h.hub_org_unit_id, h.hub_name, h.city,
        coalesce((select array_agg(p.feature) from hub_pilots p where p.hub_org_unit_id = h.hub_org_unit_id), '{}') as pilots,
        (select count(*) from zones z where z.hub_org_unit_id = h.hub_org_unit_id)::int as zone_count,
        (select count(*) from user_hubs uh join users u on u.id = uh.user_id
          where uh.hub_org_unit_id = h.hub_org_unit_id and u.deactivated_at is null)::int as user_count
      from hubs h ${where}
      order by h.hub_name, h.hub_org_unit_id`),
  );
  return rows.map((r) => {
    const enabled = new Set(r.pilots as string[]);
    return {
      hubOrgUnitId: String(r.hub_org_unit_id),
      hubName: String(r.hub_name),
      city: String(r.city),
      pilots: PILOT_FEATURES.filter((f): f is PilotFeature => enabled.has(f)),
      zoneCount: n(r.zone_count),
      userCount: n(r.user_count),
    };
  });
}

/**
 * Hub administration's SQL (docs/adr/013): hubs, their pilots and zones as admins create and change them, and a
 * hub's own TMS inward links. Every function takes the database or the caller's transaction.
 */
export const adminHubsRepository = {
  /** The hubs of `only` (null: all), sorted by name. */
  list: (db: Db | Tx, only: readonly string[] | null) => hubRows(db, only),

  /** One hub as the list shows it, or null. */
  async one(db: Db | Tx, hubId: string): Promise<AdminHub | null> {
    return (await hubRows(db, [hubId]))[0] ?? null;
  },

  /**
   * The hub row, locked for the rest of the transaction: hub settings (pilots, TMS links, name) change one at a time
   * per hub. NO KEY UPDATE: rows that only reference the hub (foreign keys take KEY SHARE) are not held up.
   */
  async lock(tx: Tx, hubId: string): Promise<AdminHubRow | null> {
    const [row] = await tx.select().from(hubs).where(eq(hubs.hubOrgUnitId, hubId)).for('no key update');
    return row ?? null;
  },

  /** Inserts a hub and its fixed zones; false when the id is taken (nothing written). */
  async insert(tx: Tx, hub: { hubOrgUnitId: string; hubName: string; city: string }): Promise<boolean> {
    const created = await tx.insert(hubs).values(hub).onConflictDoNothing().returning({ id: hubs.hubOrgUnitId });
    if (!created.length) return false;
    await tx
      .insert(zones)
      .values(FIXED_HUB_ZONES.map((z) => ({ hubOrgUnitId: hub.hubOrgUnitId, zoneId: z.zoneId, zoneType: z.zoneType, qcStatus: 'QC_COMPLETE' })));
    return true;
  },

  async update(tx: Tx, hubId: string, changes: { hubName: string; city: string }): Promise<void> {
    await tx.update(hubs).set(changes).where(eq(hubs.hubOrgUnitId, hubId));
  },

  /** Turns a pilot on or off; true when that changed something (a second admin setting the same state changes nothing). */
  async setPilot(tx: Tx, hubId: string, feature: PilotFeature, enabled: boolean): Promise<boolean> {
    const rows = enabled
      ? await tx.insert(hubPilots).values({ hubOrgUnitId: hubId, feature }).onConflictDoNothing().returning({ f: hubPilots.feature })
      : await tx
          .delete(hubPilots)
          .where(and(eq(hubPilots.hubOrgUnitId, hubId), eq(hubPilots.feature, feature)))
          .returning({ f: hubPilots.feature });
    return rows.length > 0;
  },

  /** The hub's zones with what each holds: fixed zones first (in FIXED_HUB_ZONES order), then by id. */
  async zones(db: Db | Tx, hubId: string): Promise<AdminZone[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select z.zone_id, z.zone_type, z.qc_status, z.route_name,
          (select count(distinct a.item_id) from item_associations a
            where a.hub_org_unit_id = z.hub_org_unit_id and a.association_type = 'ZONE' and a.entity_id = z.zone_id
              and a.qty > a.dispatched_qty)::int as item_count,
          (select count(*) from (
            select x.asset_code from assets x where x.current_hub_org_unit_id = z.hub_org_unit_id and x.current_zone_id = z.zone_id
            union
            select t.asset_code from tote_zone_tags t
              where t.hub_org_unit_id = z.hub_org_unit_id and t.zone_id = z.zone_id and t.detagged_at is null) held)::int as tote_count
        from zones z where z.hub_org_unit_id = ${hubId}`),
    );
    const fixedRank = (id: string) => (FIXED_IDS.includes(id) ? FIXED_IDS.indexOf(id) : FIXED_IDS.length);
    return rows
      .map((r) => ({
        zoneId: String(r.zone_id),
        zoneType: String(r.zone_type) as AdminZone['zoneType'],
        qcStatus: String(r.qc_status) as AdminZone['qcStatus'],
        routeName: r.route_name == null ? null : String(r.route_name),
        itemCount: n(r.item_count),
        toteCount: n(r.tote_count),
        fixed: FIXED_IDS.includes(String(r.zone_id)),
      }))
      .sort((a, b) => fixedRank(a.zoneId) - fixedRank(b.zoneId) || (a.zoneId < b.zoneId ? -1 : a.zoneId > b.zoneId ? 1 : 0));
  },

  /** Inserts a zone; false when the hub has the id (nothing written). */
  async insertZone(tx: Tx, zone: { hubOrgUnitId: string; zoneId: string; zoneType: string; routeName: string | null }): Promise<boolean> {
    const rows = await tx.insert(zones).values(zone).onConflictDoNothing().returning({ id: zones.zoneId });
    return rows.length > 0;
  },

  /**
   * The zone, locked FOR UPDATE: totes, tags and couplings reference it by foreign key (KEY SHARE), so none can be put
   * in it between the check of what it holds and its removal.
   */
  async lockZone(tx: Tx, hubId: string, zoneId: string) {
    const [row] = await tx
      .select()
      .from(zones)
      .where(and(eq(zones.hubOrgUnitId, hubId), eq(zones.zoneId, zoneId)))
      .for('update');
    return row ?? null;
  },

  /** What a zone holds or is referenced by (every count 0: it can be removed). */
  async zoneUse(db: Db | Tx, hubId: string, zoneId: string): Promise<ZoneUse> {
    const [r] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select
          (select count(distinct item_id) from item_associations where hub_org_unit_id = ${hubId} and association_type = 'ZONE'
            and entity_id = ${zoneId} and qty > dispatched_qty)::int as items,
          (select count(*) from (
            select asset_code from assets where current_hub_org_unit_id = ${hubId} and current_zone_id = ${zoneId}
            union select asset_code from tote_zone_tags where hub_org_unit_id = ${hubId} and zone_id = ${zoneId} and detagged_at is null
            union select asset_code from coupled_totes where hub_org_unit_id = ${hubId} and zone_id = ${zoneId} and scanned_at is null
          ) held)::int as totes,
          (select count(*) from buyer_lm_zones where hub_org_unit_id = ${hubId} and zone_id = ${zoneId})::int as buyers,
          ((select count(*) from tote_zone_tags where hub_org_unit_id = ${hubId} and zone_id = ${zoneId})
            + (select count(*) from coupled_totes where hub_org_unit_id = ${hubId} and zone_id = ${zoneId}))::int as history`),
    );
    return { items: n(r?.items), totes: n(r?.totes), buyers: n(r?.buyers), history: n(r?.history) };
  },

  async deleteZone(tx: Tx, hubId: string, zoneId: string): Promise<void> {
    await tx.delete(zones).where(and(eq(zones.hubOrgUnitId, hubId), eq(zones.zoneId, zoneId)));
  },

  /** The hub's own TMS inward links in page order (none: the hub uses the configured default). */
  tmsLinks(db: Db | Tx, hubId: string): Promise<Array<{ label: string; url: string }>> {
    return db
      .select({ label: hubTmsLinks.label, url: hubTmsLinks.url })
      .from(hubTmsLinks)
      .where(eq(hubTmsLinks.hubOrgUnitId, hubId))
      .orderBy(asc(hubTmsLinks.position));
  },

  /** Replaces the hub's links as a whole (the caller holds the hub's lock). */
  async replaceTmsLinks(tx: Tx, hubId: string, links: ReadonlyArray<{ label: string; url: string }>): Promise<void> {
    await tx.delete(hubTmsLinks).where(eq(hubTmsLinks.hubOrgUnitId, hubId));
    if (links.length) await tx.insert(hubTmsLinks).values(links.map((l, i) => ({ hubOrgUnitId: hubId, position: i + 1, label: l.label, url: l.url })));
  },
};
