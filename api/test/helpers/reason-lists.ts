import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { type ReasonListKey } from '@hub/shared/contracts';
import { type Db } from '../../src/db/client';
import { reasonListEntries } from '../../src/db/schema';

const codeOf = (label: string) => label.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/**
 * Makes a reason list exactly these labels, all active, in this order (codes made from the labels), as a test's world
 * needs it. Fixtures call it for every record they build: a list already so is left alone, and the write is an upsert
 * (fixtures of parallel tests may write it at once). An app caches a list for REASON_CACHE_MS: call
 * `app.reasonLists.forget()` after changing a list a request already read.
 */
export async function setReasonList(db: Db, key: ReasonListKey, labels: readonly string[]): Promise<void> {
  const now = await db.select().from(reasonListEntries).where(eq(reasonListEntries.listKey, key)).orderBy(asc(reasonListEntries.position));
  if (now.length === labels.length && now.every((e, i) => e.label === labels[i] && e.active)) return;
  const rows = labels.map((label, position) => ({ listKey: key, code: codeOf(label), label, position, active: true }));
  await db.transaction(async (tx) => {
    await tx.delete(reasonListEntries).where(
      and(
        eq(reasonListEntries.listKey, key),
        notInArray(
          reasonListEntries.code,
          rows.map((r) => r.code),
        ),
      ),
    );
    await tx
      .insert(reasonListEntries)
      .values(rows)
      .onConflictDoUpdate({
        target: [reasonListEntries.listKey, reasonListEntries.code],
        set: { label: sql`excluded.label`, position: sql`excluded.position`, active: true },
      });
  });
}
