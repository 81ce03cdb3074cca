import { asc, eq } from 'drizzle-orm';
import { REASON_LISTS, type ReasonEntry, type ReasonListKey } from '@hub/shared/contracts';
import { type Db, type Tx } from '../db/client';
import { reasonListEntries } from '../db/schema';

/** One list as it is served: its own rows, or the contract's defaults (`inherited`) when it has none. */
export interface ReasonList {
  listKey: ReasonListKey;
  inherited: boolean;
  entries: readonly ReasonEntry[];
}

/**
 * A list from its rows (in position order): the contract's defaults when there are none, so a database never seeded
 * with a list (one older than it, or one an admin has not touched) still offers it.
 */
export function servedList(key: ReasonListKey, rows: readonly ReasonEntry[]): ReasonList {
  if (rows.length) return { listKey: key, inherited: false, entries: rows };
  return { listKey: key, inherited: true, entries: REASON_LISTS[key].defaults.map((d) => ({ ...d, active: true })) };
}

/** The columns of an entry as the flows and the admin screen read them. */
export const reasonEntryColumns = { code: reasonListEntries.code, label: reasonListEntries.label, active: reasonListEntries.active };

/**
 * The reason lists as every flow that offers or checks a reason reads them (through the cached `app.reasonLists`,
 * plugins/app/reason-lists.ts). The admin area (areas/admin-reasons) is the only writer.
 */
export const reasonListsRepository = {
  /** One list as served (rows or defaults). */
  async list(db: Db | Tx, key: ReasonListKey): Promise<ReasonList> {
    const rows = await db.select(reasonEntryColumns).from(reasonListEntries).where(eq(reasonListEntries.listKey, key)).orderBy(asc(reasonListEntries.position));
    return servedList(key, rows);
  },
};
