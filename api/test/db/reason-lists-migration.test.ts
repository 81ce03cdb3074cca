import fs from 'node:fs';
import path from 'node:path';
import { asc, sql } from 'drizzle-orm';
import { migrationsFolder } from '../../src/db/client';
import { reasonListEntries } from '../../src/db/schema';
import { freshDatabase } from '../helpers/test-app';

// Migration 0017 moves the lists the flows read from 0001's reason_catalog into reason_list_entries. A database
// migrated before has them there; this replays the move on such rows (the catalog as 0001 made it).

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;
let f: Fresh;
beforeAll(async () => {
  f = await freshDatabase();
  await f.database.migrate();
});
afterAll(() => f.drop());

/** 0017's statement that copies the catalog's rows. */
function copyStatement(): string {
  const file = fs.readFileSync(path.join(migrationsFolder(), '0017_reason_lists.sql'), 'utf8');
  const statement = file.split('--> statement-breakpoint').find((s) => s.includes('INSERT INTO "reason_list_entries"'));
  if (!statement) throw new Error('0017 has no copy of reason_catalog');
  return statement;
}

it('copies each kept list under its new key, in label order, leaving the shortfall list and unusable rows to the defaults', async () => {
  const db = f.database.db;
  await db.execute(sql`create table reason_catalog (kind text not null, code text not null, label text not null, primary key (kind, code))`);
  await db.execute(sql`insert into reason_catalog (kind, code, label) values
    ('ZONE_TO_ZONE', 'WRONG_ITEM', 'Wrong item'), ('ZONE_TO_ZONE', 'DAMAGED', 'Damaged'),
    ('QC_REJECTION', 'LEAKING', 'Leaking'),
    ('INTERCITY_NOT_DELIVERED', 'SHOP_CLOSED', 'Shop closed'),
    ('RUNSHEET_HOLD', 'CASH', 'Cash mismatch'), ('MISSING_CRATE', 'LOST', 'Crate lost'),
    ('DISPATCH_SHORTFALL', 'PRODUCT_DAMAGED', 'Product Damaged'),
    ('SOMETHING_ELSE', 'X_Y', 'Other kind'),
    ('ZONE_TO_ZONE', 'not a code', 'Bad code')`);
  await db.execute(sql.raw(copyStatement()));
  const rows = await db.select().from(reasonListEntries).orderBy(asc(reasonListEntries.listKey), asc(reasonListEntries.position));
  expect(rows.map((r) => [r.listKey, r.code, r.label, r.position, r.active])).toEqual([
    ['DISCREPANCY', 'DAMAGED', 'Damaged', 0, true],
    ['DISCREPANCY', 'WRONG_ITEM', 'Wrong item', 1, true],
    ['MISSING_CRATE', 'LOST', 'Crate lost', 0, true],
    ['NOT_DELIVERED', 'SHOP_CLOSED', 'Shop closed', 0, true],
    ['QC_FAILURE', 'LEAKING', 'Leaking', 0, true],
    ['RUNSHEET_HOLD', 'CASH', 'Cash mismatch', 0, true],
  ]);
});
