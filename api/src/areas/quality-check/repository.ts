import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { itemQcStatusOf, mergeComments, type QcComment, type ZoneQcItem, type ZoneQcStatus, zoneQcStatusOf } from '@hub/shared/contracts';
import { type Db, type Tx, rowsOf } from '../../db/client';
import { itemDiscrepancies, items, qcDecisions, zones } from '../../db/schema';

const n = (v: unknown) => Number(v ?? 0);

/** One item with units in a zone, as the QC list needs it. */
interface ZoneItemRow {
  itemId: string;
  orderId: string;
  itemTitle: string;
  imageUrl: string | null;
  totalQty: number;
  acceptedQty: number;
  failedQty: number;
  fulfilmentArchetype: string;
  isQcStatusChangeAllowed: boolean;
  scannedItems: number;
  toteId: string | null;
  sisterSkuCount: number;
  commentsFailed: QcComment[];
}

/**
 * Items "in" a zone are those with a ZONE association there whose units have not all left (qty > dispatched): what
 * the zone holds now. QC quantities are the item's (an item is checked once, wherever its units sit).
 */
async function zoneItemRows(db: Db | Tx, hubId: string, zoneId: string, itemIds?: string[]): Promise<ZoneItemRow[]> {
  const only = itemIds
    ? sql`and i.item_id in (${sql.join(
        itemIds.map((x) => sql`${x}`),
        sql`, `,
      )})`
    : sql``;
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select i.item_id, i.order_id, k.title, k.image_url, i.qty, i.accepted_qty, i.failed_qty, i.fulfilment_archetype,
             i.is_qc_status_change_allowed, sum(a.picked_qty)::int as scanned, min(a.tote_attached_to_entity_id) as tote,
             (select count(*)::int from items s where s.order_id = i.order_id and s.item_id <> i.item_id) as sisters
      from item_associations a join items i on i.item_id = a.item_id join skus k on k.sku_id = i.sku_id
      where a.hub_org_unit_id = ${hubId} and a.association_type = 'ZONE' and a.entity_id = ${zoneId} and a.qty > a.dispatched_qty ${only}
      group by i.item_id, k.title, k.image_url
      order by i.item_id`),
  );
  const ids = rows.map((r) => String(r.item_id));
  const comments = new Map<string, QcComment[]>();
  if (ids.length) {
    const notes = await db
      .select({ itemId: itemDiscrepancies.itemId, comment: itemDiscrepancies.comment, qty: itemDiscrepancies.qty })
      .from(itemDiscrepancies)
      .where(and(eq(itemDiscrepancies.kind, 'QC_FAILURE'), inArray(itemDiscrepancies.itemId, ids)))
      .orderBy(asc(itemDiscrepancies.id));
    for (const c of notes) comments.set(c.itemId, [...(comments.get(c.itemId) ?? []), { comment: c.comment, qty: c.qty }]);
  }
  return rows.map((r) => ({
    itemId: String(r.item_id),
    orderId: String(r.order_id),
    itemTitle: String(r.title),
    imageUrl: (r.image_url as string | null) ?? null,
    totalQty: n(r.qty),
    acceptedQty: n(r.accepted_qty),
    failedQty: n(r.failed_qty),
    fulfilmentArchetype: String(r.fulfilment_archetype),
    isQcStatusChangeAllowed: Boolean(r.is_qc_status_change_allowed),
    scannedItems: n(r.scanned),
    toteId: (r.tote as string | null) ?? null,
    sisterSkuCount: n(r.sisters),
    commentsFailed: mergeComments(comments.get(String(r.item_id)) ?? []),
  }));
}

const entryOf = (r: ZoneItemRow): ZoneQcItem => ({
  itemId: r.itemId,
  orderId: r.orderId,
  itemTitle: r.itemTitle,
  imageUrl: r.imageUrl,
  totalQty: r.totalQty,
  acceptedQty: r.acceptedQty,
  failedQty: r.failedQty,
  status: itemQcStatusOf(r),
  fulfilmentArchetype: r.fulfilmentArchetype,
  isTote: false,
  isQcStatusChangeAllowed: r.isQcStatusChangeAllowed,
  associatedQcItems: [],
  scannedItems: r.scannedItems,
  sisterSkuCount: r.sisterSkuCount,
  commentsFailed: r.commentsFailed,
});

/**
 * The zone's QC entries. Intercity units travel sealed in a tote (checked at the origin hub), so the intercity items
 * of one tote are one tote entry (isTote, its orders and quantities in associatedQcItems) that cannot be changed here;
 * every other item is its own entry.
 */
function qcEntries(rows: ZoneItemRow[]): ZoneQcItem[] {
  const out: ZoneQcItem[] = [];
  const totes = new Map<string, ZoneItemRow[]>();
  for (const r of rows) {
    if (r.fulfilmentArchetype === 'INTERCITY' && r.toteId) totes.set(r.toteId, [...(totes.get(r.toteId) ?? []), r]);
    else out.push(entryOf(r));
  }
  for (const [toteId, list] of totes) {
    const sum = (f: (r: ZoneItemRow) => number) => list.reduce((s, r) => s + f(r), 0);
    const q = { totalQty: sum((r) => r.totalQty), acceptedQty: sum((r) => r.acceptedQty), failedQty: sum((r) => r.failedQty) };
    out.push({
      itemId: toteId,
      orderId: [...list.map((r) => r.orderId)].sort()[0]!,
      itemTitle: `Tote ${toteId}`,
      imageUrl: null,
      ...q,
      status: itemQcStatusOf(q),
      fulfilmentArchetype: 'INTERCITY',
      isTote: true,
      isQcStatusChangeAllowed: false,
      associatedQcItems: list.map((r) => ({ itemId: r.itemId, orderId: r.orderId, itemTitle: r.itemTitle, qty: r.totalQty })),
      scannedItems: sum((r) => r.scannedItems),
      sisterSkuCount: 0,
      commentsFailed: mergeComments(...list.map((r) => r.commentsFailed)),
    });
  }
  return out;
}

/** Quality check and zone visibility (spec 000 §2-§7). Every function takes the database or a transaction. */
export const qualityCheckRepository = {
  /** The hub's zones with QC status, the number of items in each and their pending units, sorted by id. */
  async zones(db: Db | Tx, hubId: string) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        with zi as (
          select distinct a.entity_id as zone_id, a.item_id from item_associations a
          where a.hub_org_unit_id = ${hubId} and a.association_type = 'ZONE' and a.qty > a.dispatched_qty)
        select z.zone_id, z.zone_type, z.qc_status, count(i.item_id)::int as item_count,
               coalesce(sum(i.qty - i.accepted_qty - i.failed_qty), 0)::int as pending
        from zones z left join zi on zi.zone_id = z.zone_id left join items i on i.item_id = zi.item_id
        where z.hub_org_unit_id = ${hubId}
        group by z.zone_id, z.zone_type, z.qc_status
        order by z.zone_id`),
    );
    return rows.map((r) => ({
      zoneId: String(r.zone_id),
      zoneType: String(r.zone_type),
      qcStatus: String(r.qc_status) as ZoneQcStatus,
      itemCount: n(r.item_count),
      pendingQty: n(r.pending),
    }));
  },

  /** The zone row (locked for the transaction when `lock`), or undefined. */
  async zone(db: Db | Tx, hubId: string, zoneId: string, lock = false) {
    const q = db
      .select()
      .from(zones)
      .where(and(eq(zones.hubOrgUnitId, hubId), eq(zones.zoneId, zoneId)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  /** The zone's QC entries (unsorted). */
  entries: async (db: Db | Tx, hubId: string, zoneId: string) => qcEntries(await zoneItemRows(db, hubId, zoneId)),

  /** One item's entry in the zone, or undefined when it has no units there. */
  async entry(db: Db | Tx, hubId: string, zoneId: string, itemId: string) {
    const [row] = await zoneItemRows(db, hubId, zoneId, [itemId]);
    return row ? entryOf(row) : undefined;
  },

  /** True when `code` is a tote holding intercity units of the zone (a tote entry). */
  async isToteEntry(db: Db | Tx, hubId: string, zoneId: string, code: string) {
    return qcEntries(await zoneItemRows(db, hubId, zoneId)).some((e) => e.isTote && e.itemId === code);
  },

  /** The item row at the hub, locked for the transaction. */
  async lockItem(tx: Tx, hubId: string, itemId: string) {
    const [row] = await tx
      .select()
      .from(items)
      .where(and(eq(items.itemId, itemId), eq(items.hubOrgUnitId, hubId)))
      .for('update');
    return row;
  },

  /** The item's QC failure comments, merged by comment. */
  async qcComments(db: Db | Tx, itemId: string) {
    const rows = await db
      .select({ comment: itemDiscrepancies.comment, qty: itemDiscrepancies.qty })
      .from(itemDiscrepancies)
      .where(and(eq(itemDiscrepancies.itemId, itemId), eq(itemDiscrepancies.kind, 'QC_FAILURE')))
      .orderBy(asc(itemDiscrepancies.id));
    return mergeComments(rows);
  },

  /**
   * Stores an item's QC values. The CHECK constraint (accepted + failed <= qty) backs the caller's check. Comments
   * whose quantity did not change keep their row (and who wrote it); changed or new ones are written by `by`.
   */
  async saveItemQc(tx: Tx, itemId: string, qc: { acceptedQty: number; failedQty: number; commentsFailed: QcComment[]; totalQty: number }, by: string) {
    await tx
      .update(items)
      .set({ acceptedQty: qc.acceptedQty, failedQty: qc.failedQty, qcStatus: itemQcStatusOf(qc), updatedAt: new Date() })
      .where(eq(items.itemId, itemId));
    const rows = await tx
      .select()
      .from(itemDiscrepancies)
      .where(and(eq(itemDiscrepancies.itemId, itemId), eq(itemDiscrepancies.kind, 'QC_FAILURE')));
    const wanted = new Map(qc.commentsFailed.map((c) => [c.comment, c.qty]));
    const kept = new Set<string>();
    for (const r of rows) {
      if (wanted.get(r.comment) === r.qty && !kept.has(r.comment)) kept.add(r.comment);
      else await tx.delete(itemDiscrepancies).where(eq(itemDiscrepancies.id, r.id));
    }
    const fresh = qc.commentsFailed.filter((c) => !kept.has(c.comment));
    if (fresh.length)
      await tx.insert(itemDiscrepancies).values(fresh.map((c) => ({ itemId, kind: 'QC_FAILURE', qty: c.qty, comment: c.comment, createdBy: by })));
  },

  /** Recomputes and stores the zone's QC status from its items; answers it. */
  async recomputeZone(tx: Tx, hubId: string, zoneId: string): Promise<ZoneQcStatus> {
    const status = zoneQcStatusOf(qcEntries(await zoneItemRows(tx, hubId, zoneId)));
    await tx
      .update(zones)
      .set({ qcStatus: status })
      .where(and(eq(zones.hubOrgUnitId, hubId), eq(zones.zoneId, zoneId)));
    return status;
  },

  /** Records one QC decision (who, when, before and after). */
  async logDecision(tx: Tx, row: typeof qcDecisions.$inferInsert) {
    await tx.insert(qcDecisions).values(row);
  },

  // ---------------------------------------------------------------- corrections (docs/areas/corrections.md "Quality check")

  /**
   * The units of one side (ACCEPTED or FAILED) a checker decided on the item in the zone and has not taken back: what
   * their saved edits added to that side (qc_decisions, before and after), less what their corrections took from it,
   * plus what their corrections sent to it. The item's QC values are locked by the caller (the item row).
   */
  async ownDecided(db: Db | Tx, hubId: string, zoneId: string, itemId: string, by: string, side: 'ACCEPTED' | 'FAILED'): Promise<number> {
    const delta = side === 'ACCEPTED' ? sql`accepted_after - accepted_before` : sql`failed_after - failed_before`;
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select
          (select coalesce(sum(${delta}), 0)::int from qc_decisions
            where hub_org_unit_id = ${hubId} and zone_id = ${zoneId} and item_id = ${itemId} and decided_by = ${by} and action <> 'COMPLETE_ZONE') as decided,
          (select coalesce(sum(case when to_value = ${side} then units when from_value = ${side} then -units else 0 end), 0)::int from corrections
            where hub_org_unit_id = ${hubId} and step = 'QC' and context_id = ${zoneId} and item_id = ${itemId} and corrected_by = ${by}) as corrected`),
    );
    return n(row?.decided) + n(row?.corrected);
  },

  /**
   * True when the zone's QC was completed after the item's last decision there: the checker's decisions are sealed
   * (only a hub manager corrects them) until the item is decided again.
   */
  async completedSinceDecided(db: Db | Tx, hubId: string, zoneId: string, itemId: string): Promise<boolean> {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select 1 as x from qc_decisions c
        where c.hub_org_unit_id = ${hubId} and c.zone_id = ${zoneId} and c.action = 'COMPLETE_ZONE'
          and c.id > coalesce((select max(d.id) from qc_decisions d
                               where d.hub_org_unit_id = ${hubId} and d.zone_id = ${zoneId} and d.item_id = ${itemId}), 0)
        limit 1`),
    );
    return Boolean(row);
  },

  /**
   * Takes `units` off the item's failure comments: the corrector's own comments first, then the others', newest first
   * in each; a comment left with no units is removed. The caller holds the item row (every QC writer locks it first) and
   * checked that the comments hold the units.
   */
  async takeBackFailures(tx: Tx, itemId: string, units: number, by: string): Promise<number> {
    const rows = await tx
      .select()
      .from(itemDiscrepancies)
      .where(and(eq(itemDiscrepancies.itemId, itemId), eq(itemDiscrepancies.kind, 'QC_FAILURE')))
      .orderBy(asc(itemDiscrepancies.id));
    const ordered = [...rows.filter((r) => r.createdBy === by).reverse(), ...rows.filter((r) => r.createdBy !== by).reverse()];
    let left = units;
    for (const r of ordered) {
      if (left === 0) break;
      const take = Math.min(left, r.qty);
      if (take <= 0) continue;
      if (take === r.qty) await tx.delete(itemDiscrepancies).where(eq(itemDiscrepancies.id, r.id));
      else
        await tx
          .update(itemDiscrepancies)
          .set({ qty: r.qty - take })
          .where(eq(itemDiscrepancies.id, r.id));
      left -= take;
    }
    return units - left;
  },

  /** Adds rejected units under a failure comment (a correction sending approved units to the rejected side). */
  async addFailure(tx: Tx, itemId: string, comment: string, units: number, by: string) {
    await tx.insert(itemDiscrepancies).values({ itemId, kind: 'QC_FAILURE', qty: units, comment, createdBy: by });
  },

  /** Stores the item's QC values after a correction: failed = the sum of its comments, the status from the three. */
  async setItemQc(tx: Tx, itemId: string, qc: { acceptedQty: number; totalQty: number }) {
    const [sum] = rowsOf<Record<string, unknown>>(
      await tx.execute(sql`select coalesce(sum(qty), 0)::int as failed from item_discrepancies where item_id = ${itemId} and kind = 'QC_FAILURE'`),
    );
    const failedQty = n(sum?.failed);
    await tx
      .update(items)
      .set({ acceptedQty: qc.acceptedQty, failedQty, qcStatus: itemQcStatusOf({ ...qc, failedQty }), updatedAt: new Date() })
      .where(eq(items.itemId, itemId));
    return failedQty;
  },

  /** The units now in a zone, per item and tote. */
  async currentEntityItems(db: Db | Tx, hubId: string, zoneId: string) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select a.item_id, i.order_id, k.title, sum(a.qty - a.dispatched_qty)::int as qty, a.tote_attached_to_entity_id as tote
        from item_associations a join items i on i.item_id = a.item_id join skus k on k.sku_id = i.sku_id
        where a.hub_org_unit_id = ${hubId} and a.association_type = 'ZONE' and a.entity_id = ${zoneId} and a.qty > a.dispatched_qty
        group by a.item_id, i.order_id, k.title, a.tote_attached_to_entity_id
        order by a.item_id, a.tote_attached_to_entity_id`),
    );
    return rows.map((r) => ({
      itemId: String(r.item_id),
      orderId: String(r.order_id),
      itemTitle: String(r.title),
      qty: n(r.qty),
      toteId: (r.tote as string | null) ?? null,
    }));
  },

  /** The item (of that order) and the other items of its order, or undefined when the item is not of that order. */
  async sisterSkus(db: Db | Tx, itemId: string, orderId: string) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select i.item_id, i.sku_id, k.title, k.image_url, i.qty from items i join skus k on k.sku_id = i.sku_id
        where i.order_id = ${orderId} order by i.item_id`),
    );
    if (!rows.some((r) => r.item_id === itemId)) return undefined;
    return rows
      .filter((r) => r.item_id !== itemId)
      .map((r) => ({
        itemId: String(r.item_id),
        skuId: String(r.sku_id),
        itemTitle: String(r.title),
        imageUrl: (r.image_url as string | null) ?? null,
        qty: n(r.qty),
      }));
  },
};
