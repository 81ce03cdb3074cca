import { asc, eq, sql } from 'drizzle-orm';
import { REASON_LIST_KEYS, type ReasonEntry, type ReasonListKey } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { reasonListEntries } from '../../db/schema';
import { type ReasonList, reasonEntryColumns, servedList } from '../../repositories/reason-lists';

/** The reason lists' writes (docs/areas/reason-lists.md): the one write path of `reason_list_entries` besides the seed. */
export const adminReasonsRepository = {
  /** Every list as served, in REASON_LIST_KEYS order. */
  async all(db: Db | Tx): Promise<ReasonList[]> {
    const rows = await db
      .select({ listKey: reasonListEntries.listKey, ...reasonEntryColumns })
      .from(reasonListEntries)
      .orderBy(asc(reasonListEntries.listKey), asc(reasonListEntries.position));
    return REASON_LIST_KEYS.map((key) =>
      servedList(
        key,
        rows.filter((r) => r.listKey === key).map(({ code, label, active }) => ({ code, label, active })),
      ),
    );
  },

  /**
   * Holds one list's writers in line for the rest of the transaction (a list without rows has no row to lock): two
   * admins saving one list at once write one after the other, and the second's audit row has the first's list as before.
   */
  async lock(tx: Tx, key: ReasonListKey): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`reason-list:${key}`}))`);
  },

  /** Replaces a list's rows by these, in order (position = place in the array). */
  async replace(tx: Tx, key: ReasonListKey, entries: readonly ReasonEntry[]): Promise<void> {
    await tx.delete(reasonListEntries).where(eq(reasonListEntries.listKey, key));
    if (entries.length)
      await tx.insert(reasonListEntries).values(entries.map((e, position) => ({ listKey: key, code: e.code, label: e.label, active: e.active, position })));
  },
};
