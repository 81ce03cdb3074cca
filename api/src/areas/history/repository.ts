import { sql, type SQL } from 'drizzle-orm';
import { type Db, type Tx, rowsOf } from '../../db/client';
import { type AssociationPlace, type AuditRow } from './lines';

// The history area's SQL (docs/areas/history.md): reads of the audit trail (migration 0018) and of the rows a timeline
// tells from the item's current state (the seeded world has no audit rows). Every read is bounded and indexed:
// audit_log_item_idx (item_id, id) walked backwards for a timeline, audit_log_entity_idx for a manifest's own rows.

const list = (values: readonly (string | number)[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** The columns every audit read selects (the actor's name joined; times as epoch ms and microsecond keys). */
const AUDIT_COLUMNS = sql`a.id, floor(extract(epoch from a.at) * 1000)::float8 as at_ms, (extract(epoch from a.at) * 1000000)::bigint::text as at_key,
  a.actor_user_id, a.actor_email, a.actor_kind, u.name as actor_name, a.entity_type, a.entity_id, a.action, a.before, a.after,
  a.operation, a.item_id`;

interface RawAudit {
  id: number | string;
  at_ms: number | string;
  at_key: string;
  actor_user_id: string | null;
  actor_email: string | null;
  actor_kind: string;
  actor_name: string | null;
  entity_type: string;
  entity_id: string;
  action: string;
  before: unknown;
  after: unknown;
  operation: string | null;
  item_id: string | null;
}

const json = (v: unknown): Record<string, unknown> | null => {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return JSON.parse(v) as Record<string, unknown>;
  return v as Record<string, unknown>;
};

const toAuditRow = (r: RawAudit): AuditRow => ({
  id: Number(r.id),
  at: new Date(Number(r.at_ms)),
  atKey: String(r.at_key),
  actorUserId: r.actor_user_id,
  actorEmail: r.actor_email,
  actorKind: r.actor_kind,
  actorName: r.actor_name,
  entityType: r.entity_type,
  entityId: r.entity_id,
  action: r.action,
  before: json(r.before),
  after: json(r.after),
  operation: r.operation,
  itemId: r.item_id,
});

// Pages are cut between calls, by the transaction's time (every row of one call has it): an id cursor would split
// the rows of two calls that wrote at once (their ids interleave) and lose some of them.
const AT_US = sql`(extract(epoch from a.at) * 1000000)::bigint`;
const beforeAt = (before: number | null) => (before === null ? sql`` : sql`and ${AT_US} < ${before}`);

/** An item as a timeline's header shows it. */
export interface HistoryItemRow {
  itemId: string;
  hubOrgUnitId: string;
  title: string;
  orderId: string;
  orgId: string;
  shipmentId: string | null;
  qty: number;
  pickedQty: number;
  dispatchedQty: number;
  acceptedQty: number;
  failedQty: number;
  createdAt: Date;
}

/** A runsheet an item went out on (its runsheet line, or its shipment's runsheet), with the line's state. */
export interface ItemRunsheetRow {
  itemId: string;
  runsheetId: string;
  createdAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  driverName: string | null;
  lineStatus: string | null;
  notDeliveredReason: string | null;
}

/** A drop at the item's buyer on one of those runsheets. */
export interface ItemDropRow {
  itemId: string;
  runsheetId: string;
  dropPointId: string;
  name: string;
  status: string;
  checkInAt: Date | null;
  checkOutAt: Date | null;
}

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : v instanceof Date ? v : new Date(String(v)));

export const historyRepository = {
  /** The item of `hubId` with this id, or null (another hub's item is not found here: docs/adr/013 §7). */
  async items(db: Db | Tx, hubId: string, itemIds: readonly string[]): Promise<HistoryItemRow[]> {
    if (itemIds.length === 0) return [];
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select i.item_id, i.hub_org_unit_id, k.title, i.order_id, o.org_id, i.shipment_id, i.qty, i.picked_qty, i.dispatched_qty,
               i.accepted_qty, i.failed_qty, i.created_at
        from items i join skus k on k.sku_id = i.sku_id join orders o on o.order_id = i.order_id
        where i.hub_org_unit_id = ${hubId} and i.item_id in (${list(itemIds)})
        order by i.item_id`),
    );
    return rows.map((r) => ({
      itemId: String(r.item_id),
      hubOrgUnitId: String(r.hub_org_unit_id),
      title: String(r.title),
      orderId: String(r.order_id),
      orgId: String(r.org_id),
      shipmentId: r.shipment_id === null ? null : String(r.shipment_id),
      qty: Number(r.qty),
      pickedQty: Number(r.picked_qty),
      dispatchedQty: Number(r.dispatched_qty),
      acceptedQty: Number(r.accepted_qty),
      failedQty: Number(r.failed_qty),
      createdAt: date(r.created_at)!,
    }));
  },

  /**
   * The first shipment of `hubId` whose id starts with `prefix` (a scan reads 14 characters), and up to `max` of its
   * items' ids; null when none.
   */
  async shipmentItemIds(db: Db | Tx, hubId: string, prefix: string, max: number): Promise<{ shipmentId: string; itemIds: string[] } | null> {
    const pattern = `${prefix.replace(/[%_\\]/g, '')}%`;
    const [first] = rowsOf<{ shipment_id: string }>(
      await db.execute(sql`select shipment_id from shipments where hub_org_unit_id = ${hubId} and shipment_id like ${pattern} order by shipment_id limit 1`),
    );
    if (!first) return null;
    const ids = rowsOf<{ item_id: string }>(
      await db.execute(sql`select item_id from items where shipment_id = ${first.shipment_id} and hub_org_unit_id = ${hubId} order by item_id limit ${max}`),
    );
    return { shipmentId: first.shipment_id, itemIds: ids.map((r) => r.item_id) };
  },

  /** Audit rows about these items, newest first, of calls before `before` (epoch µs), at most `limit`. */
  async itemAuditRows(db: Db | Tx, itemIds: readonly string[], before: number | null, limit: number): Promise<AuditRow[]> {
    if (itemIds.length === 0) return [];
    // audit_log_item_idx finds the item's rows (a few dozen for most items), sorted by call time here.
    const which = itemIds.length === 1 ? sql`a.item_id = ${itemIds[0]!}` : sql`a.item_id in (${list(itemIds)})`;
    const rows = rowsOf<RawAudit>(
      await db.execute(sql`select ${AUDIT_COLUMNS} from audit_log a left join users u on u.id = a.actor_user_id
        where ${which} ${beforeAt(before)} order by a.at desc, a.id desc limit ${limit}`),
    );
    return rows.map(toAuditRow);
  },

  /** The manifest (activity) of `hubId`, or null. */
  async manifest(db: Db | Tx, hubId: string, spaId: string) {
    const [row] = rowsOf<{ spa_id: string; activity_group_id: string; movement_type: string; created_at: unknown }>(
      await db.execute(sql`select spa_id, activity_group_id, movement_type, created_at from activities where spa_id = ${spaId} and hub_org_unit_id = ${hubId}`),
    );
    return row ? { spaId: row.spa_id, activityGroupId: row.activity_group_id, movementType: row.movement_type, createdAt: date(row.created_at)! } : null;
  },

  /**
   * Audit rows of a manifest, newest first, of calls before `before` (epoch µs), at most `limit`: the activity's own row, its group's,
   * its lines (activity_items of its items) and the corrections made on it.
   */
  async manifestAuditRows(
    db: Db | Tx,
    m: { hubId: string; spaId: string; activityGroupId: string },
    before: number | null,
    limit: number,
  ): Promise<AuditRow[]> {
    const itemIds = rowsOf<{ item_id: string }>(
      await db.execute(sql`select item_id from activity_items where spa_id = ${m.spaId} order by item_id limit 5000`),
    ).map((r) => r.item_id);
    const correctionIds = rowsOf<{ id: number | string }>(
      await db.execute(sql`select id from corrections where hub_org_unit_id = ${m.hubId} and context_id = ${m.spaId} order by id desc limit 5000`),
    ).map((r) => String(r.id));
    const branches: SQL[] = [
      sql`(a.entity_type = 'activities' and a.entity_id = ${m.spaId})`,
      sql`(a.entity_type = 'activity_groups' and a.entity_id = ${m.activityGroupId})`,
    ];
    if (itemIds.length) branches.push(sql`(a.entity_type = 'activity_items' and a.entity_id in (${list(itemIds.map((i) => `${m.spaId}:${i}`))}))`);
    if (correctionIds.length) branches.push(sql`(a.entity_type = 'corrections' and a.entity_id in (${list(correctionIds)}))`);
    const rows = rowsOf<RawAudit>(
      await db.execute(sql`select ${AUDIT_COLUMNS} from audit_log a left join users u on u.id = a.actor_user_id
        where (${sql.join(branches, sql` or `)}) ${beforeAt(before)} order by a.at desc, a.id desc limit ${limit}`),
    );
    return rows.map(toAuditRow);
  },

  /** Which of these audit keys were recorded: items created by a call, runsheet lines written by a call. */
  async recordedKeys(db: Db | Tx, itemIds: readonly string[]): Promise<Set<string>> {
    if (itemIds.length === 0) return new Set();
    const rows = rowsOf<{ entity_type: string; entity_id: string; action: string }>(
      await db.execute(sql`select distinct entity_type, entity_id, action from audit_log a
        where a.item_id in (${list(itemIds)}) and (a.entity_type = 'runsheet_items' or (a.entity_type = 'items' and a.action = 'insert'))`),
    );
    return new Set(rows.map((r) => `${r.entity_type}:${r.entity_id}:${r.action}`));
  },

  /** Epoch ms of the oldest audit row about these items, or null. */
  async oldestAuditAt(db: Db | Tx, itemIds: readonly string[]): Promise<number | null> {
    if (itemIds.length === 0) return null;
    const [row] = rowsOf<{ at_ms: number | string | null }>(
      await db.execute(sql`select floor(extract(epoch from min(a.at)) * 1000)::float8 as at_ms from audit_log a where a.item_id in (${list(itemIds)})`),
    );
    return row?.at_ms === null || row?.at_ms === undefined ? null : Number(row.at_ms);
  },

  /** Was the manifest's activity created by a recorded call? */
  async manifestRecorded(db: Db | Tx, spaId: string): Promise<boolean> {
    const rows = rowsOf(await db.execute(sql`select 1 from audit_log where entity_type = 'activities' and entity_id = ${spaId} and action = 'insert' limit 1`));
    return rows.length > 0;
  },

  /** The runsheets the items went out on: their runsheet lines, and their shipments' runsheets (at most 100). */
  async itemRunsheets(db: Db | Tx, itemIds: readonly string[]): Promise<ItemRunsheetRow[]> {
    if (itemIds.length === 0) return [];
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select x.item_id, r.runsheet_id, r.created_at, r.started_at, r.ended_at, d.name as driver_name, ri.status, ri.not_delivered_reason
        from (
          select ri.item_id, ri.runsheet_id from runsheet_items ri where ri.item_id in (${list(itemIds)})
          union
          select i.item_id, s.runsheet_id from items i join shipments s on s.shipment_id = i.shipment_id
          where i.item_id in (${list(itemIds)}) and s.runsheet_id is not null
        ) x
        join runsheets r on r.runsheet_id = x.runsheet_id
        left join drivers d on d.driver_id = r.driver_id
        left join runsheet_items ri on ri.runsheet_id = x.runsheet_id and ri.item_id = x.item_id
        order by r.created_at desc limit 100`),
    );
    return rows.map((r) => ({
      itemId: String(r.item_id),
      runsheetId: String(r.runsheet_id),
      createdAt: date(r.created_at)!,
      startedAt: date(r.started_at),
      endedAt: date(r.ended_at),
      driverName: r.driver_name === null ? null : String(r.driver_name),
      lineStatus: r.status === null || r.status === undefined ? null : String(r.status),
      notDeliveredReason: r.not_delivered_reason === null || r.not_delivered_reason === undefined ? null : String(r.not_delivered_reason),
    }));
  },

  /** The drops at the items' buyers on those runsheets (delivery attempts), at most 100. */
  async itemDrops(db: Db | Tx, pairs: ReadonlyArray<{ itemId: string; orgId: string; runsheetId: string }>): Promise<ItemDropRow[]> {
    if (pairs.length === 0) return [];
    const runsheets = [...new Set(pairs.map((p) => p.runsheetId))];
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select dp.drop_point_id, dp.runsheet_id, dp.org_id, dp.name, dp.status, dp.check_in_at, dp.check_out_at
        from drop_points dp where dp.runsheet_id in (${list(runsheets)}) limit 500`),
    );
    const out: ItemDropRow[] = [];
    for (const p of pairs) {
      for (const r of rows) {
        if (String(r.runsheet_id) !== p.runsheetId || String(r.org_id) !== p.orgId) continue;
        out.push({
          itemId: p.itemId,
          runsheetId: p.runsheetId,
          dropPointId: String(r.drop_point_id),
          name: String(r.name),
          status: String(r.status),
          checkInAt: date(r.check_in_at),
          checkOutAt: date(r.check_out_at),
        });
      }
    }
    return out.slice(0, 100);
  },

  /** Where associations are (their place never changes; an update's audit row names only what changed). */
  async associationPlaces(db: Db | Tx, ids: readonly number[]): Promise<Map<number, AssociationPlace>> {
    if (ids.length === 0) return new Map();
    const rows = rowsOf<{ id: number | string; association_type: string; entity_id: string; tote_attached_to_entity_id: string | null }>(
      await db.execute(sql`select id, association_type, entity_id, tote_attached_to_entity_id from item_associations where id in (${list(ids)})`),
    );
    return new Map(rows.map((r) => [Number(r.id), { associationType: r.association_type, entityId: r.entity_id, tote: r.tote_attached_to_entity_id }]));
  },

  /** Movement types of manifests (HUB_INWARD, DISPATCH, ZONE_TO_ZONE). */
  async movementTypes(db: Db | Tx, spaIds: readonly string[]): Promise<Map<string, string>> {
    if (spaIds.length === 0) return new Map();
    const rows = rowsOf<{ spa_id: string; movement_type: string }>(
      await db.execute(sql`select spa_id, movement_type from activities where spa_id in (${list(spaIds)})`),
    );
    return new Map(rows.map((r) => [r.spa_id, r.movement_type]));
  },

  /**
   * Corrections of the items a tote holds or held (association rows that name it: attached tote, or the crate/bag
   * itself), newest first, at most `limit` (the tote history gains them: issue 34).
   */
  async toteCorrections(db: Db | Tx, assetCode: string, limit: number) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select c.id, c.item_id, c.step, c.context_id, c.units, c.from_value, c.to_value, c.reason_code, c.note, c.corrected_by_name,
               floor(extract(epoch from c.corrected_at) * 1000)::float8 as at_ms
        from corrections c
        where c.item_id in (
          select ia.item_id from item_associations ia
          where ia.tote_attached_to_entity_id = ${assetCode} or (ia.association_type in ('CRATE', 'BAG') and ia.entity_id = ${assetCode}))
        order by c.id desc limit ${limit}`),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      itemId: String(r.item_id),
      step: String(r.step),
      contextId: String(r.context_id),
      units: Number(r.units),
      fromValue: String(r.from_value),
      toValue: String(r.to_value),
      reasonCode: String(r.reason_code),
      note: r.note === null ? null : String(r.note),
      correctedByName: String(r.corrected_by_name),
      atMs: Number(r.at_ms),
    }));
  },
};
