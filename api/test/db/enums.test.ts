import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { isTable, sql } from 'drizzle-orm';
import * as contracts from '@hub/shared/contracts';
import { rowsOf } from '../../src/db/client';
import * as schema from '../../src/db/schema';
import { API_ONLY_LISTS, ENUM_COLUMNS, enumCheckName } from '../../src/db/schema/enums';
import { freshDatabase } from '../helpers/test-app';

// Every value list once (docs/adr/012 §4): the database's value constraints, the drizzle schema's and the contracts'
// arrays must name the same values. Read from the migrated database, so a migration that drifts from its list fails.

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;
let f: Fresh;
/** Every CHECK constraint of the migrated database that limits one column to a list, with that list. */
let valueConstraints: Array<{ table: string; name: string; column: string; values: string[] }>;
/** Every enum type of the migrated database with its labels in order. */
let enumTypes: Array<{ name: string; labels: string[] }>;

beforeAll(async () => {
  f = await freshDatabase();
  await f.database.migrate();
  const checks = rowsOf<{ table: string; name: string; def: string }>(
    await f.database.db.execute(
      sql`select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as def
          from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
          where k.contype = 'c' and n.nspname = 'public' order by c.relname, k.conname`,
    ),
  );
  // PostgreSQL answers `col IN ('A', 'B')` as `CHECK ((col = ANY (ARRAY['A'::text, 'B'::text])))`.
  valueConstraints = checks.flatMap((c) => {
    const m = /^CHECK \(\(\(?(\w+)\)? = ANY \(\(?ARRAY\[(.*)\]\)?(?:::text\[\])?\)\)\)$/.exec(c.def);
    return m ? [{ table: c.table, name: c.name, column: m[1]!, values: [...m[2]!.matchAll(/'([^']+)'/g)].map((v) => v[1]!) }] : [];
  });
  enumTypes = rowsOf<{ name: string; labels: string[] }>(
    await f.database.db.execute(
      sql`select t.typname as name, array_agg(e.enumlabel order by e.enumsortorder) as labels
          from pg_type t join pg_enum e on e.enumtypid = t.oid join pg_namespace n on n.oid = t.typnamespace
          where n.nspname = 'public' group by t.typname order by t.typname`,
    ),
  );
});
afterAll(() => f.drop());

/** Every array of strings the contracts export, by export name (aliases of one array appear under each name). */
const contractLists = (Object.entries(contracts) as Array<[string, unknown]>).filter(
  (e): e is [string, readonly string[]] => Array.isArray(e[1]) && e[1].length > 0 && e[1].every((v) => typeof v === 'string'),
);
const isContractList = (values: readonly string[]) => contractLists.some(([, list]) => list === values);
const apiOnly = Object.values(API_ONLY_LISTS);
const sorted = (values: readonly string[]) => [...values].sort();
const sameValues = (a: readonly string[], b: readonly string[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

describe('the database value lists and the contracts', () => {
  it('finds the value constraints to compare (the parse of pg_get_constraintdef still matches)', () => {
    expect(valueConstraints.length).toBe(ENUM_COLUMNS.length);
  });

  it.each(ENUM_COLUMNS.map((e) => [`${e.table}.${e.column}`, e] as const))('%s: the CHECK constraint names exactly its list', (_, e) => {
    const found = valueConstraints.find((c) => c.table === e.table && c.name === enumCheckName(e.table, e.column));
    expect(found && { column: found.column, values: sorted(found.values) }).toEqual({ column: e.column, values: sorted(e.values) });
  });

  it('lists every value constraint of the database in ENUM_COLUMNS (a new status column needs its list there)', () => {
    const listed = new Set(ENUM_COLUMNS.map((e) => `${e.table}.${enumCheckName(e.table, e.column)}`));
    expect(valueConstraints.map((c) => `${c.table}.${c.name}`).filter((k) => !listed.has(k))).toEqual([]);
  });

  it('has no enum type whose labels are not a contract list (the schema uses text columns with CHECK constraints)', () => {
    expect(enumTypes.filter((t) => !contractLists.some(([, list]) => JSON.stringify([...list]) === JSON.stringify(t.labels)))).toEqual([]);
  });

  it('builds every constraint from a contract array, or from a list the schema declares api-only', () => {
    const strays = ENUM_COLUMNS.filter((e) => !isContractList(e.values) && !apiOnly.includes(e.values));
    expect(strays.map((e) => `${e.table}.${e.column}`)).toEqual([]);
  });

  it('keeps api-only exactly the lists no contract has (a list a contract gains moves there)', () => {
    const copied = Object.entries(API_ONLY_LISTS).filter(([, values]) => contractLists.some(([, list]) => sameValues(list, values)));
    expect(copied.map(([name]) => name)).toEqual([]);
    expect(Object.keys(API_ONLY_LISTS).sort()).toEqual(['ACTIVITY_ASSOCIATION_TYPES', 'ORDER_STATUSES', 'PSV_ASSET_STATUSES', 'TRIP_STATUSES']);
  });

  it('declares every listed constraint in the drizzle schema, so drizzle-kit generate carries a list change to a migration', () => {
    const declared = new Set(
      Object.values(schema)
        .filter((v) => isTable(v))
        .flatMap((t) => {
          const config = getTableConfig(t as PgTable);
          return config.checks.map((c) => `${config.name}.${c.name}`);
        }),
    );
    expect(ENUM_COLUMNS.map((e) => `${e.table}.${enumCheckName(e.table, e.column)}`).filter((k) => !declared.has(k))).toEqual([]);
  });
});

/**
 * Contract lists whose values coincide but mean different things: the QC item panel's tabs (000 §2) and an approval
 * alert's state (002 §3). Anything else with the same values as another list is a copy: export one array and use it.
 */
const COINCIDENT_LISTS = [['APPROVAL_STATES', 'QC_TAB_LIST']];

it('exports no value list twice from the contracts (one array, however many names)', () => {
  const byValues = new Map<string, Array<[string, readonly string[]]>>();
  for (const entry of contractLists) {
    const key = JSON.stringify(sorted(entry[1]));
    byValues.set(key, [...(byValues.get(key) ?? []), entry]);
  }
  const copies = [...byValues.values()]
    .filter((entries) => new Set(entries.map(([, list]) => list)).size > 1)
    .map((entries) => entries.map(([name]) => name).sort())
    .filter((names) => !COINCIDENT_LISTS.some((c) => JSON.stringify(c) === JSON.stringify(names)));
  expect(copies).toEqual([]);
});
