// `tsx bench/history.ts`: the item timeline at 1 million audit rows (issue 34 "Measured": "the timeline query's p95 at
// 1 million audit rows"). On PostgreSQL (DATABASE_URL, else the local test server): a fresh database is made, migrated
// and seeded (SEED_SCALE, default 1), HISTORY_ROWS audit rows (default 1,000,000) are inserted with generate_series,
// spread over 50,000 items (the seeded world's items first, then made-up ids), and it reports over 200 random items:
// the repository's timeline read (audit_log_item_idx) and the whole GET .../items/{itemId}/history call (session,
// hub check, lines, derived lines, JSON) on seeded items. Not a test: numbers depend on the machine. The database is
// dropped at the end.
import pg from 'pg';
import { CSRF_HEADER, CSRF_HEADER_VALUE, endpointUrl, getItemHistory } from '@hub/shared/contracts';
import { buildApp } from '../src/app';
import { openDatabase, rowsOf } from '../src/db/client';
import { sql } from 'drizzle-orm';

const pgBase = process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const scale = Number(process.env.SEED_SCALE ?? '1');
const ROWS = Number(process.env.HISTORY_ROWS ?? 1_000_000);
const ITEMS = 50_000;
const SAMPLES = 200;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (xs: number[]) => `p50 ${pct(xs, 50).toFixed(2)} ms, p95 ${pct(xs, 95).toFixed(2)} ms, max ${Math.max(...xs).toFixed(2)} ms`;

async function admin(text: string) {
  const c = new pg.Client({ connectionString: pgBase });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

async function main() {
  const name = `hub_bench_history_${process.pid}`;
  await admin(`create database "${name}"`);
  const url = new URL(pgBase);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const t0 = Date.now();
  const app = await buildApp({
    database,
    logger: false,
    config: { seedOnStart: true, seedScale: scale, demoLogin: true, webRoot: undefined, oidc: undefined, ldap: undefined, testClock: false, testReset: false },
  });
  try {
    await app.ready();
    console.log(`migrated and seeded at scale ${scale} in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    const db = app.db;
    const real = rowsOf<{ item_id: string; hub: string }>(
      await db.execute(sql`select item_id, hub_org_unit_id as hub from items order by item_id limit ${ITEMS}`),
    );
    // The items the rows are about: the seeded world's, then made-up ids up to 50,000.
    await db.execute(sql`create table bench_items (n int primary key, item_id text not null, hub text not null)`);
    await db.execute(
      sql`insert into bench_items select row_number() over (order by item_id) - 1, item_id, hub_org_unit_id from items order by item_id limit ${ITEMS}`,
    );
    await db.execute(
      sql`insert into bench_items select n, 'BENCH' || lpad(n::text, 9, '0'), 'HUB-BLR-01' from generate_series(${real.length}::int, ${ITEMS - 1}::int) n`,
    );
    const t1 = Date.now();
    // Rows shaped like a scan's: the association, the item, the manifest line, now and then a QC decision or a
    // correction; nine in ten by a person, one in ten by the system; spread over the last ~12 days.
    await db.execute(sql`
      insert into audit_log (at, actor_user_id, actor_email, actor_kind, hub_org_unit_id, entity_type, entity_id, action, before, after, operation, idempotency_key, item_id)
      select now() - ((${ROWS}::int - g) * interval '1 second'),
             case when g % 10 = 0 then null else 'USR-DEMO-HUB-EXEC' end,
             case when g % 10 = 0 then null else 'hub.exec@demo.hub' end,
             case when g % 10 = 0 then 'SYSTEM' else 'USER' end,
             b.hub,
             (array['item_associations', 'items', 'activity_items', 'qc_decisions', 'corrections'])[1 + (g / ${ITEMS}::int) % 5],
             case (g / ${ITEMS}::int) % 5 when 2 then 'SPA-BENCH:' || b.item_id else (g % 100000)::text end,
             case when (g / ${ITEMS}::int) % 5 >= 3 then 'insert' else 'update' end,
             jsonb_build_object('picked_qty', g % 7, 'done_qty', g % 7),
             jsonb_build_object('picked_qty', g % 7 + 1, 'done_qty', g % 7 + 1, 'step', 'DISPATCH', 'units', 1, 'reason_code', 'MIS_SCAN', 'context_id', 'SPA-BENCH'),
             'updateInwardItems',
             'bench-' || g,
             b.item_id
      from generate_series(1, ${ROWS}::int) g join bench_items b on b.n = g % ${ITEMS}::int`);
    await db.execute(sql`analyze audit_log`);
    const [size] = rowsOf<{ rows: string; bytes: string }>(
      await db.execute(sql`select count(*)::text as rows, pg_total_relation_size('audit_log')::text as bytes from audit_log`),
    );
    console.log(
      `inserted ${ROWS.toLocaleString('en-US')} audit rows over ${ITEMS.toLocaleString('en-US')} items (${real.length} seeded) in ${((Date.now() - t1) / 1000).toFixed(0)} s; audit_log ${Number(size!.rows).toLocaleString('en-US')} rows, ${(Number(size!.bytes) / 1e6).toFixed(0)} MB with indexes (${(Number(size!.bytes) / Number(size!.rows)).toFixed(0)} bytes a row)`,
    );

    const ids = rowsOf<{ item_id: string }>(await db.execute(sql`select item_id from bench_items order by random() limit ${SAMPLES}`)).map((r) => r.item_id);
    const [plan] = rowsOf<{ 'QUERY PLAN': string }>(
      await db.execute(sql`explain (analyze, buffers) select a.id from audit_log a left join users u on u.id = a.actor_user_id
        where a.item_id = ${ids[0]!} order by a.at desc, a.id desc limit 520`),
    );
    console.log(`plan: ${plan?.['QUERY PLAN']}`);
    // Warm the cache once (the pages a hub's phones read all day are warm), then measure.
    for (const id of ids.slice(0, 20)) await app.repos.history.itemAuditRows(db, [id], null, 520);
    const repoMs: number[] = [];
    for (const id of ids) {
      const s = performance.now();
      await app.repos.history.itemAuditRows(db, [id], null, 520);
      repoMs.push(performance.now() - s);
    }
    console.log(`timeline read (repository, ${SAMPLES} random items of 50,000, ~${Math.round(ROWS / ITEMS)} rows each): ${fmt(repoMs)}`);

    const login = await app.inject({
      method: 'POST',
      url: '/logistics/api/auth/demo-login',
      headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE },
      payload: { email: 'hub.manager@demo.hub' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const picks = Array.from({ length: SAMPLES }, () => real[Math.floor(Math.random() * real.length)]!);
    const callMs: number[] = [];
    let lines = 0;
    for (const [i, p] of picks.entries()) {
      const s = performance.now();
      const res = await app.inject({ method: 'GET', url: endpointUrl(getItemHistory, { params: { hubId: p.hub, itemId: p.item_id } }), headers: { cookie } });
      const ms = performance.now() - s;
      if (res.statusCode !== 200) throw new Error(`timeline answered ${res.statusCode}: ${res.body}`);
      lines += (res.json() as { lines: unknown[] }).lines.length;
      if (i >= 10) callMs.push(ms);
    }
    console.log(`GET item history (whole call, ${callMs.length} seeded items, ${(lines / picks.length).toFixed(1)} lines each): ${fmt(callMs)}`);
  } finally {
    await app.close();
    await database.close();
    await admin(`drop database if exists "${name}" with (force)`);
  }
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
