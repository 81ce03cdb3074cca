import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { MERGE_MIN_TOTES, TOTE_MAX_WEIGHT_GM } from '@hub/shared/contracts';
import { type Db, type Tx, rowsOf } from '../../db/client';
import { assets, itemAssociations, itemDiscrepancies, items, skus } from '../../db/schema';

/** An association row as stored. */
export type AssociationRow = typeof itemAssociations.$inferSelect;

/** A qualified tote: its place and what it holds (000 §3 "Tote for merging"). */
export interface QualifiedTote {
  toteId: string;
  zoneId: string;
  weightGm: number;
  lines: number;
  units: number;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * Qualified totes (docs/areas/tote-merging.md "Qualified tote"): totes (TOTE or TEMP_TOTE) in use, usable, in a zone
 * of the hub, holding at least one unit through zone associations, none of them dispatched yet (a tote whose units are being
 * dispatched is dispatch's to finish). `zoneId` / `toteIds` narrow the set.
 */
async function qualified(db: Db | Tx, hubId: string, where: { zoneId?: string; toteIds?: string[] } = {}): Promise<QualifiedTote[]> {
  const zoneFilter = where.zoneId === undefined ? sql`` : sql` and t.current_zone_id = ${where.zoneId}`;
  const toteFilter =
    where.toteIds === undefined
      ? sql``
      : sql` and t.asset_code in (${sql.join(
          where.toteIds.map((c) => sql`${c}`),
          sql`, `,
        )})`;
  if (where.toteIds?.length === 0) return [];
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select t.asset_code as tote, t.current_zone_id as zone, t.weight_gm as weight,
             count(distinct a.item_id)::int as lines, sum(a.qty)::int as units
      from ${assets} t
      join ${itemAssociations} a on a.tote_attached_to_entity_id = t.asset_code and a.association_type = 'ZONE'
        and a.hub_org_unit_id = t.current_hub_org_unit_id and a.entity_id = t.current_zone_id
      where t.current_hub_org_unit_id = ${hubId} and t.current_zone_id is not null
        and t.asset_type in ('TOTE', 'TEMP_TOTE') and t.asset_state = 'IN_USE' and t.is_usable${zoneFilter}${toteFilter}
      group by t.asset_code
      having sum(a.qty) > 0 and bool_and(a.dispatched_qty = 0)
      order by t.asset_code`),
  );
  return rows.map((r) => ({ toteId: String(r.tote), zoneId: String(r.zone), weightGm: n(r.weight), lines: n(r.lines), units: n(r.units) }));
}

const statusAfter = (done: ReturnType<typeof sql>, total: ReturnType<typeof sql>, full: string, partial: string, current: ReturnType<typeof sql>) =>
  sql`case when ${total} > 0 and ${done} >= ${total} then ${full} when ${done} > 0 then ${partial} else ${current} end`;

/**
 * Moves one association's units to another place and tote in the caller's transaction (the row must be locked): into
 * the item's existing row for that place and tote when there is one (quantities added, statuses recomputed, its
 * discrepancy notes re-pointed, the emptied row removed), else by re-placing the row itself. An item's rows only
 * change place, so its quantities stay the sums of its associations. Answers the id of the row now holding the units.
 */
async function relocate(tx: Tx, row: AssociationRow, to: { associationType: 'ZONE'; entityId: string; tote: string }): Promise<number> {
  const a = itemAssociations;
  if (!row.partialItemAttributed) {
    const [target] = await tx
      .select()
      .from(a)
      .where(
        and(
          eq(a.itemId, row.itemId),
          eq(a.associationType, to.associationType),
          eq(a.entityId, to.entityId),
          eq(a.toteAttachedToEntityId, to.tote),
          eq(a.partialItemAttributed, false),
          ne(a.id, row.id),
        ),
      )
      .for('update');
    if (target) {
      await tx
        .update(a)
        .set({
          qty: sql`${a.qty} + ${row.qty}`,
          pickedQty: sql`${a.pickedQty} + ${row.pickedQty}`,
          dispatchedQty: sql`${a.dispatchedQty} + ${row.dispatchedQty}`,
          pickingStatus: statusAfter(sql`${a.pickedQty} + ${row.pickedQty}`, sql`${a.qty} + ${row.qty}`, 'PICKED', 'PARTIALLY_PICKED', sql`${a.pickingStatus}`),
          dispatchStatus: statusAfter(
            sql`${a.dispatchedQty} + ${row.dispatchedQty}`,
            sql`${a.qty} + ${row.qty}`,
            'DISPATCHED',
            'PARTIALLY_DISPATCHED',
            sql`${a.dispatchStatus}`,
          ),
        })
        .where(eq(a.id, target.id));
      // The notes (discrepancies, shortfalls) follow the units instead of going with the emptied row (on delete cascade).
      await tx.update(itemDiscrepancies).set({ associationId: target.id }).where(eq(itemDiscrepancies.associationId, row.id));
      await tx.delete(a).where(eq(a.id, row.id));
      return target.id;
    }
  }
  await tx.update(a).set({ associationType: to.associationType, entityId: to.entityId, toteAttachedToEntityId: to.tote }).where(eq(a.id, row.id));
  return row.id;
}

/** Zone tote merging (000 §2, §7): qualified zones and totes, suggestions, and the move of a tote's units. */
export const toteMergingRepository = {
  qualified,
  relocate,

  /** Zones with at least MERGE_MIN_TOTES qualified totes, by zone id, with their count. */
  async zones(db: Db | Tx, hubId: string) {
    const byZone = new Map<string, number>();
    for (const t of await qualified(db, hubId)) byZone.set(t.zoneId, (byZone.get(t.zoneId) ?? 0) + 1);
    return [...byZone]
      .filter(([, count]) => count >= MERGE_MIN_TOTES)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([zoneId, toteCount]) => ({ zoneId, toteCount }));
  },

  /** The zone's qualified totes, by tote id. */
  zoneTotes: (db: Db | Tx, hubId: string, zoneId: string) => qualified(db, hubId, { zoneId }),

  /** One tote if it is qualified at the hub, else null. */
  async tote(db: Db | Tx, hubId: string, toteId: string): Promise<QualifiedTote | null> {
    const [row] = await qualified(db, hubId, { toteIds: [toteId] });
    return row ?? null;
  },

  /**
   * Where a source may go: the other qualified totes of its zone that can take its weight (TOTE_MAX_WEIGHT_GM), fullest
   * first (a merge should fill a tote, not spread units), then by id.
   */
  async suggestions(db: Db | Tx, hubId: string, source: QualifiedTote): Promise<QualifiedTote[]> {
    const others = (await qualified(db, hubId, { zoneId: source.zoneId })).filter((t) => t.toteId !== source.toteId);
    return others.filter((t) => t.weightGm + source.weightGm <= TOTE_MAX_WEIGHT_GM).sort((a, b) => b.weightGm - a.weightGm || a.toteId.localeCompare(b.toteId));
  },

  /** What a tote holds, one line per item (units summed over its rows), by item id. */
  async items(db: Db | Tx, toteId: string) {
    const a = itemAssociations;
    const rows = await db
      .select({ itemId: a.itemId, itemTitle: skus.title, imageUrl: skus.imageUrl, units: sql<number>`sum(${a.qty})::int` })
      .from(a)
      .innerJoin(items, eq(items.itemId, a.itemId))
      .innerJoin(skus, eq(skus.skuId, items.skuId))
      .where(and(eq(a.toteAttachedToEntityId, toteId), eq(a.associationType, 'ZONE'), sql`${a.qty} > 0`))
      .groupBy(a.itemId, skus.title, skus.imageUrl)
      .orderBy(asc(a.itemId));
    return rows.map((r) => ({ ...r, units: n(r.units) }));
  },

  /** Locks the asset rows of the given totes in code order (every tote writer's first lock: no deadlock between merges). */
  async lockTotes(tx: Tx, codes: string[]) {
    const sorted = [...new Set(codes)].sort();
    return tx.select().from(assets).where(inArray(assets.assetCode, sorted)).orderBy(asc(assets.assetCode)).for('update');
  },

  /** Locks the zone rows attached to the totes, in id order (the order every association writer takes). */
  async lockToteRows(tx: Tx, codes: string[]): Promise<AssociationRow[]> {
    const a = itemAssociations;
    return tx
      .select()
      .from(a)
      .where(and(inArray(a.toteAttachedToEntityId, codes), eq(a.associationType, 'ZONE')))
      .orderBy(asc(a.id))
      .for('update');
  },
};
