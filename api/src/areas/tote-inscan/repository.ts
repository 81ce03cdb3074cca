import { and, asc, desc, eq, gte, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { type RouteBatch } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { coupledTotes, itemAssociations } from '../../db/schema';
import { totesRepository } from '../../repositories/totes';

/** A stored coupling row. */
export type CouplingRow = typeof coupledTotes.$inferSelect;

/** Most rows one list answers (a hub in-scans a few hundred totes a day). */
const LIST_MAX = 2000;

/** A batch filter: MORNING takes the totes without a batch too (000 §5: no batch counts as morning). */
const inBatch = (batch: RouteBatch) =>
  batch === 'MORNING' ? or(isNull(coupledTotes.routeBatch), eq(coupledTotes.routeBatch, 'MORNING')) : eq(coupledTotes.routeBatch, 'AFTERNOON');

/** Tote in-scan (000 §2, §7): totes coupled to a hub's inward, and their in-scan. Functions take the database or a transaction. */
export const toteInscanRepository = {
  /**
   * The hub's coupled totes of a batch (or every batch): still to scan, and scanned since `since` (the start of the hub's
   * day, so a repeat is known as one), each with its contents (in transit: CRATE rows named by the tote; once scanned:
   * the zone rows attached to it). Ordered by tote id.
   */
  async list(db: Db | Tx, hubId: string, batch: RouteBatch | undefined, since: Date) {
    const c = coupledTotes;
    const rows = await db
      .select()
      .from(c)
      .where(and(eq(c.hubOrgUnitId, hubId), or(isNull(c.scannedAt), gte(c.scannedAt, since)), batch ? inBatch(batch) : undefined))
      .orderBy(asc(c.assetCode), desc(c.id))
      .limit(LIST_MAX);
    // A tote coupled again after a scan today is listed once: its open row (rows come newest first per tote).
    const latest = new Map<string, CouplingRow>();
    for (const r of rows) {
      const seen = latest.get(r.assetCode);
      if (!seen || (seen.scannedAt !== null && r.scannedAt === null)) latest.set(r.assetCode, r);
    }
    const contents = await totesRepository.contents(db, [...latest.keys()]);
    return [...latest.values()].map((r) => ({
      toteId: r.assetCode,
      zoneId: r.zoneId,
      scanned: r.scannedAt !== null,
      routeBatch: (r.routeBatch as RouteBatch | null) ?? null,
      associations: contents.filter((x) => x.holder === r.assetCode).map((x) => ({ itemId: x.itemId, itemTitle: x.title, qty: x.units })),
      scannedBy: r.scannedBy,
      scannedAt: r.scannedAt?.toISOString() ?? null,
    }));
  },

  /** How many morning totes (no batch included) are still to scan at the hub: the batch switch's "morning list is empty". */
  async morningPending(db: Db | Tx, hubId: string): Promise<number> {
    const c = coupledTotes;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(c)
      .where(and(eq(c.hubOrgUnitId, hubId), isNull(c.scannedAt), inBatch('MORNING')));
    return Number(row?.n ?? 0);
  },

  /** The tote's open coupling to this hub, locked (null when it has none here). */
  async lockOpen(tx: Tx, hubId: string, toteId: string): Promise<CouplingRow | null> {
    const c = coupledTotes;
    const [row] = await tx
      .select()
      .from(c)
      .where(and(eq(c.hubOrgUnitId, hubId), eq(c.assetCode, toteId), isNull(c.scannedAt)))
      .for('update');
    return row ?? null;
  },

  /** The tote's latest coupling to this hub scanned since `since` (a repeat scan), or null. */
  async scannedSince(db: Db | Tx, hubId: string, toteId: string, since: Date): Promise<CouplingRow | null> {
    const c = coupledTotes;
    const [row] = await db
      .select()
      .from(c)
      .where(and(eq(c.hubOrgUnitId, hubId), eq(c.assetCode, toteId), isNotNull(c.scannedAt), gte(c.scannedAt, since)))
      .orderBy(desc(c.scannedAt))
      .limit(1);
    return row ?? null;
  },

  /** Closes an open coupling with who and when; false when it was closed meanwhile (the row is locked, so it was not). */
  async markScanned(tx: Tx, id: number, user: string, at: Date): Promise<boolean> {
    const c = coupledTotes;
    const rows = await tx
      .update(c)
      .set({ scannedBy: user, scannedAt: at })
      .where(and(eq(c.id, id), isNull(c.scannedAt)))
      .returning({ id: c.id });
    return rows.length === 1;
  },

  /** The units travelling in the tote (CRATE rows naming it), locked in id order. */
  transitRows(tx: Tx, toteId: string) {
    const a = itemAssociations;
    return tx
      .select()
      .from(a)
      .where(and(eq(a.associationType, 'CRATE'), eq(a.entityId, toteId)))
      .orderBy(asc(a.id))
      .for('update');
  },
};
