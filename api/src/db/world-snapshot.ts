import { sql } from 'drizzle-orm';
import { type Db } from './client';
import { rowsOf } from './rows';

/**
 * A copy of the seeded world inside the database, and a way back to it: the e2e servers (HUB_TEST_RESET=1, never in
 * production) take it once after seeding, and every e2e test starts from it (POST /test/world/reset), so no test sees
 * what another test wrote and any test can run alone or in any order (docs/adr/011-test-isolation.md).
 *
 * Kept out of the copy (a reset leaves them as they are):
 * - `sessions`: a browser signed in before the reset stays signed in (the users it points at are restored as they were);
 * - `live_outbox`: its readers keep a cursor into it (db/live-outbox.ts); its sequence must only grow.
 */
export const SNAPSHOT_SCHEMA = 'hub_world_snapshot';
const KEPT_TABLES = new Set(['sessions', 'live_outbox']);
const KEPT_SEQUENCE = /^live_outbox_/;

const ident = (name: string) => sql.identifier(name);

async function worldTables(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    ),
  );
  return rows.map((r) => r.name).filter((n) => !KEPT_TABLES.has(n));
}

async function worldSequences(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    // pg_class, not information_schema.sequences: the latter leaves out the sequences behind identity columns.
    await db.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind = 'S' and n.nspname = 'public' order by c.relname`,
    ),
  );
  return rows.map((r) => r.name).filter((n) => !KEPT_SEQUENCE.test(n));
}

/** Copies every world table and sequence position into SNAPSHOT_SCHEMA (replacing an older copy). */
export async function takeWorldSnapshot(db: Db): Promise<{ tables: number }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`drop schema if exists ${ident(SNAPSHOT_SCHEMA)} cascade`);
    await t.execute(sql`create schema ${ident(SNAPSHOT_SCHEMA)}`);
    const tables = await worldTables(t);
    for (const name of tables) {
      await t.execute(sql`create table ${ident(SNAPSHOT_SCHEMA)}.${ident(name)} as table public.${ident(name)}`);
    }
    await t.execute(
      sql`create table ${ident(SNAPSHOT_SCHEMA)}.${ident('__sequences')} (name text primary key, last_value bigint not null, is_called boolean not null)`,
    );
    for (const name of await worldSequences(t)) {
      await t.execute(sql`insert into ${ident(SNAPSHOT_SCHEMA)}.${ident('__sequences')} select ${name}, last_value, is_called from public.${ident(name)}`);
    }
    return { tables: tables.length };
  });
}

/** True when a snapshot exists in this database. */
export async function hasWorldSnapshot(db: Db): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from information_schema.schemata where schema_name = ${SNAPSHOT_SCHEMA}`));
  return Number(rows[0]?.n ?? 0) > 0;
}

/**
 * Puts every world table and sequence back as the snapshot has them, in one transaction. Foreign keys and the live
 * triggers are off for it (session_replication_role = replica): the rows are restored as a whole, in any order, and
 * no screen is told about each of them.
 */
export async function restoreWorldSnapshot(db: Db): Promise<{ tables: number; rows: number }> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await t.execute(sql`set local session_replication_role = replica`);
    const tables = await worldTables(t);
    let rows = 0;
    for (const name of tables) {
      await t.execute(sql`delete from public.${ident(name)}`);
      const inserted = await t.execute(sql`insert into public.${ident(name)} overriding system value select * from ${ident(SNAPSHOT_SCHEMA)}.${ident(name)}`);
      rows += Number((inserted as { rowCount?: number; affectedRows?: number }).rowCount ?? (inserted as { affectedRows?: number }).affectedRows ?? 0);
    }
    const sequences = rowsOf<{ name: string; last_value: string | number; is_called: boolean }>(
      await t.execute(sql`select name, last_value, is_called from ${ident(SNAPSHOT_SCHEMA)}.${ident('__sequences')}`),
    );
    for (const s of sequences) {
      await t.execute(sql`select setval(${`public."${s.name}"`}::regclass, ${Number(s.last_value)}, ${s.is_called})`);
    }
    return { tables: tables.length, rows };
  });
}
