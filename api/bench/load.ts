// `pnpm bench:load` (issue 13 "Measure"): the hub at rush hour, on loopback only and bounded. LOAD_DEVICES simulated
// devices (HTTP clients, not browsers; default 200), each signed in through demo login with its own session, scan once
// every LOAD_SCAN_INTERVAL_MS (default 1000) for LOAD_DURATION_S (default 60): half of them into dispatch (one unit of
// their item per scan, POST .../dispatch/{hub}/{spa}/updateItems), half into inward (one unit, PUT
// /hubOps/hubApp/inward/updateItems), each request with its own Idempotency-Key as the app sends it. Every device has
// items of its own (LOAD_DEVICES_PER_MANIFEST devices share one manifest), so every scan can succeed: any refusal or
// failure counts as an error. Run against PostgreSQL with two api instances (two `node api/dist/server.js` on one
// database, each on its own port, the devices split between them), and against embedded PGlite (one instance).
// Prints p50 / p95 / p99 / max latency and errors per flow, then checks every count exact in the database: units
// dispatched / inwarded (items, associations, activity lines) equal the successful writes, and the world's invariants
// hold. Each run creates its own database (a PostgreSQL database or a PGlite directory) and drops it.
//
// The measured window follows LOAD_WARMUP_S (default 10) in which the devices join one by one on the freshly started
// servers (reported on its own line; its writes are in the count check). Then the CPU per request of the api processes, the PostgreSQL
// backends and the load generator itself in the window (LOAD_TIMELINE=1 adds p50 / p99 per 5 s).
// Env: LOAD_DEVICES, LOAD_DURATION_S, LOAD_WARMUP_S, LOAD_SCAN_INTERVAL_MS, LOAD_DEVICES_PER_MANIFEST (10), LOAD_PORT_BASE (4860: the
// PostgreSQL instances on +0 and +1, PGlite on +2), LOAD_PG_URL (an existing database to connect to for CREATE /
// DROP DATABASE; default DATABASE_URL or postgres://root@127.0.0.1:5432/test), LOAD_BACKENDS (postgres,pglite),
// LOAD_NODE_ARGS (node flags for the api processes, e.g. --cpu-prof), LOAD_LOG_LEVEL (info, as in production),
// LOAD_SERVER (another build to measure, e.g. an older commit's dist/server.js), LOAD_AUDIT=off (its database without the
// audit triggers of migration 0018, for a build from before them), LOAD_SAMPLES=file (every sample as JSON
// lines: instance, flow, latency, when; to look at one stall), LOAD_API_STDOUT=file (the api processes' stdout, e.g. with
// LOAD_NODE_ARGS=--trace-gc).
// Quick run: LOAD_DEVICES=50 LOAD_DURATION_S=20 pnpm bench:load. Not a test: numbers depend on the machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type DatabaseConfig } from '../src/config';
import { type Db, openDatabase, rowsOf } from '../src/db/client';
import { activities, activityGroups, activityItems, itemAssociations, items, orders, orgs, skus, zones } from '../src/db/schema';
import { checkWorldConsistency, seedDatabase } from '../src/seed';

const env = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};
const DEVICES = Math.floor(env('LOAD_DEVICES', 200));
const DURATION_S = env('LOAD_DURATION_S', 60);
// Before the measured window the devices join one after the other over LOAD_WARMUP_S, as a hub's shift starts, on
// servers that have just started: JIT, PostgreSQL connections and their plans warm up as on a server that has run all
// morning, and the window starts with every device scanning. The warm-up's writes count in the exact-count check; its
// latencies and errors are reported on their own line. LOAD_WARMUP_S=0: every device starts at once, cold.
const WARMUP_S = process.env.LOAD_WARMUP_S ? Math.max(0, Number(process.env.LOAD_WARMUP_S) || 0) : 10;
const INTERVAL_MS = env('LOAD_SCAN_INTERVAL_MS', 1000);
const PER_MANIFEST = Math.floor(env('LOAD_DEVICES_PER_MANIFEST', 10));
const PORT_BASE = Math.floor(env('LOAD_PORT_BASE', 4860));
const PG_ADMIN = process.env.LOAD_PG_URL ?? process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const BACKENDS = (process.env.LOAD_BACKENDS ?? 'postgres,pglite').split(',').map((s) => s.trim());
// LOAD_SERVER: another build of the api to measure (e.g. an older commit's dist/server.js), default this one.
const SERVER = process.env.LOAD_SERVER ? path.resolve(process.env.LOAD_SERVER) : path.join(__dirname, '..', 'dist', 'server.js');
const HUB = 'HUB-BLR-01';
const UNITS_PER_ITEM = 10;
const API = '/logistics/api';

type Flow = 'dispatch' | 'inward';
interface DeviceWork {
  flow: Flow;
  spaId: string;
  /** The device's own items, each with UNITS_PER_ITEM open units (inward: its one association). */
  items: Array<{ itemId: string; associationId: number }>;
}
interface World {
  devices: DeviceWork[];
  dispatchItemIds: string[];
  inwardItemIds: string[];
}

/**
 * The bench's own manifests on a database holding only the demo facts (scale 0): for each dispatch device items picked
 * in an LM zone (dispatch NOT_STARTED, QC complete) on a STARTED DIRECT_DROP manifest; for each inward device items
 * not yet picked in a staging zone on a STARTED WAREHOUSE_TO_HUB_DROP manifest. Enough units for every scan.
 */
async function makeWorld(db: Db): Promise<World> {
  const scansPerDevice = Math.ceil(((WARMUP_S + DURATION_S) * 1000) / INTERVAL_MS) + 2;
  const itemsPerDevice = Math.ceil(scansPerDevice / UNITS_PER_ITEM);
  const tag = `LOAD${process.pid}`;
  await db.insert(zones).values([
    { hubOrgUnitId: HUB, zoneId: `LM-${tag}`, zoneType: 'LM', qcStatus: 'QC_COMPLETE' },
    { hubOrgUnitId: HUB, zoneId: `STAGING-${tag}`, zoneType: 'STAGING' },
  ]);
  await db.insert(orgs).values({
    orgId: `ORG-${tag}`,
    shopName: 'Rush Hour Stores',
    phoneNumber: '9876543210',
    address: '1 Load Road',
    lat: 12.97,
    lng: 77.59,
    marketId: 'M-LOAD',
    hubOrgUnitId: HUB,
  });
  await db
    .insert(orders)
    .values({ orderId: `ORD-${tag}`, orgId: `ORG-${tag}`, hubOrgUnitId: HUB, status: 'IN_FULFILMENT', gmvPaise: 100_000, placedAt: new Date() });
  await db.insert(skus).values({
    skuId: `SKU-${tag}`,
    title: 'Load Test Atta 5 kg',
    category: 'Staples',
    vertical: 'FMCG',
    brand: 'Bench',
    ean: '8901234567890',
    unitWeightGm: 500,
  });

  const world: World = { devices: [], dispatchItemIds: [], inwardItemIds: [] };
  const manifests = new Map<string, string>();
  for (let d = 0; d < DEVICES; d++) {
    const flow: Flow = d % 2 === 0 ? 'dispatch' : 'inward';
    const m = Math.floor(Math.floor(d / 2) / PER_MANIFEST);
    const key = `${flow}-${m}`;
    let spaId = manifests.get(key);
    if (!spaId) {
      const n = String(manifests.size + 1).padStart(3, '0');
      spaId = `SPA-${tag}-${n}`;
      manifests.set(key, spaId);
      await db.insert(activityGroups).values({
        activityGroupId: `AG-${tag}-${n}`,
        hubOrgUnitId: HUB,
        activityGroupType: flow === 'dispatch' ? 'DIRECT_DROP' : 'WAREHOUSE_TO_HUB_DROP',
        activityGroupState: 'STARTED',
        activityViewType: 'VEHICLE',
      });
      await db.insert(activities).values({
        spaId,
        activityGroupId: `AG-${tag}-${n}`,
        hubOrgUnitId: HUB,
        movementType: flow === 'dispatch' ? 'DISPATCH' : 'HUB_INWARD',
        activityAssociationType: flow === 'dispatch' ? 'BUYER_ORDER_IWIT' : 'VLM',
        activityPickupType: 'VEHICLE',
        vehicleActivityState: 'STARTED',
      });
    }
    const ids = Array.from({ length: itemsPerDevice }, (_, k) => `LI${tag}D${String(d).padStart(4, '0')}K${String(k).padStart(3, '0')}`);
    const dispatch = flow === 'dispatch';
    await db.insert(items).values(
      ids.map((itemId) => ({
        itemId,
        hubOrgUnitId: HUB,
        skuId: `SKU-${tag}`,
        orderId: `ORD-${tag}`,
        qty: UNITS_PER_ITEM,
        pickedQty: dispatch ? UNITS_PER_ITEM : 0,
        pickingStatus: dispatch ? 'PICKED' : 'NOT_STARTED',
        qcStatus: dispatch ? 'COMPLETED' : 'NOT_STARTED',
        acceptedQty: dispatch ? UNITS_PER_ITEM : 0,
      })),
    );
    const rows = await db
      .insert(itemAssociations)
      .values(
        ids.map((itemId) => ({
          itemId,
          hubOrgUnitId: HUB,
          associationType: 'ZONE',
          entityId: dispatch ? `LM-${tag}` : `STAGING-${tag}`,
          qty: UNITS_PER_ITEM,
          pickedQty: dispatch ? UNITS_PER_ITEM : 0,
          pickingStatus: dispatch ? 'PICKED' : 'NOT_STARTED',
        })),
      )
      .returning({ id: itemAssociations.id, itemId: itemAssociations.itemId });
    await db.insert(activityItems).values(ids.map((itemId) => ({ spaId: spaId!, itemId, qty: UNITS_PER_ITEM, doneQty: 0 })));
    const byItem = new Map(rows.map((r) => [r.itemId, r.id]));
    world.devices.push({ flow, spaId, items: ids.map((itemId) => ({ itemId, associationId: byItem.get(itemId)! })) });
    (dispatch ? world.dispatchItemIds : world.inwardItemIds).push(...ids);
  }
  return world;
}

/** A database of its own, migrated, with the demo facts and the bench's manifests; `drop` removes it. */
async function prepare(
  kind: 'postgres' | 'pglite',
): Promise<{ config: DatabaseConfig; serverEnv: Record<string, string>; world: World; drop: () => Promise<void>; pgName: string | null }> {
  let config: DatabaseConfig;
  let serverEnv: Record<string, string>;
  let drop: () => Promise<void>;
  let pgName: string | null = null;
  if (kind === 'postgres') {
    const name = `hub_load_${process.pid}`;
    pgName = name;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    config = { kind: 'postgres', url: url.toString() };
    serverEnv = { DATABASE_URL: url.toString() };
    drop = async () => {
      const c = new pg.Client({ connectionString: PG_ADMIN });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  } else {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-load-pglite-'));
    const dataDir = path.join(dir, 'db');
    config = { kind: 'pglite', dataDir };
    serverEnv = { PGLITE_DIR: dataDir };
    drop = async () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await seedDatabase(database.db, { scale: 0 });
    if (process.env.LOAD_AUDIT === 'off') {
      // A build from before the audit trail (LOAD_SERVER) measured without it: the database's audit triggers off.
      const triggers = rowsOf<{ tbl: string; name: string }>(
        await database.db.execute(
          sql`select c.relname as tbl, t.tgname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid where t.tgname like '%\_audit'`,
        ),
      );
      for (const t of triggers) await database.db.execute(sql`alter table ${sql.identifier(t.tbl)} disable trigger ${sql.identifier(t.name)}`);
    }
    return { config, serverEnv, world: await makeWorld(database.db), drop, pgName };
  } finally {
    await database.close();
  }
}

/** Refuses a port something else listens on: the health check below would otherwise find that server and measure it. */
async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use by another process: set LOAD_PORT_BASE to free ports`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

async function startServer(port: number, extra: Record<string, string>): Promise<ChildProcess> {
  await assertPortFree(port);
  // LOAD_NODE_ARGS: extra node flags for the api processes (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile).
  const nodeArgs = (process.env.LOAD_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      // The production default: one line per request arriving and one answered (stdout is discarded).
      LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'info',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_ON_START: 'false',
      // Connections sized to the database host, as one should deploy: about 2 x its cores + 1 in all, split between the
      // instances (2 cores, 2 instances: 3 each). More connections than cores only queue inside PostgreSQL, and each
      // new one is a cold backend the first burst pays for (docs/perf/rush-hour.md "Session 6"). PG_POOL_MAX
      // overrides.
      PG_POOL_MAX: process.env.PG_POOL_MAX ?? String(Math.max(2, Math.ceil((os.cpus().length * 2 + 1) / 2))),
      DEMO_LOGIN: 'true',
      // Every device signs in from 127.0.0.1 (one hub's NAT address): the sign-in limit is per address.
      AUTH_RATE_LIMIT_MAX: '100000',
      ...extra,
    },
    stdio: ['ignore', process.env.LOAD_API_STDOUT ? fs.openSync(`${process.env.LOAD_API_STDOUT}.${port}`, 'w') : 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (ended(child)) throw new Error(`api on port ${port} exited (${child.exitCode ?? child.signalCode}); is the port free?`);
    try {
      if ((await fetch(`${base}${API}/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`api on port ${port} did not start`);
}

/** True once the process has ended, by its own exit or by a signal (then exitCode stays null: signalCode is set). */
const ended = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/**
 * Stops an api process: SIGTERM, then SIGKILL if it has not ended 10 s later. Resolves once it has ended, however it
 * ended (a process killed by a signal before this was called counts as ended), so the bench always goes on to its count
 * check and drops its database.
 */
const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (ended(child)) return resolve();
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });

interface Sample {
  flow: Flow;
  ms: number;
  status: number;
  /** When the scan was sent (Date.now()). */
  at: number;
  /** The api instance it was sent to. */
  base: string;
  /** Why no answer came (the socket error's code), for status 0. */
  failure?: string;
}

// node:http rather than fetch, whose per-request cost (~2 ms of CPU here) would take the shared cores from the api
// being measured. Each device has its own keep-alive connections, at most 6 at once as a browser keeps per host: scans
// a slow server has not answered yet wait on the phone (their wait is in their latency), never in a pile of sockets.
const deviceAgent = () => new http.Agent({ keepAlive: true, maxSockets: 6 });

/** One HTTP request on loopback: status, the Set-Cookie header, and the body read to the end. */
function send(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; setCookie: string[]; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, setCookie: res.headers['set-cookie'] ?? [], text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A device signed in: its connections and its session cookie. */
interface SignedIn {
  agent: http.Agent;
  cookie: string;
}

async function signIn(base: string): Promise<SignedIn> {
  const agent = deviceAgent();
  const login = await send(
    agent,
    `${base}${API}/auth/demo-login`,
    'POST',
    { 'content-type': 'application/json', 'x-hub-console': '1' },
    JSON.stringify({ email: 'hub.exec@demo.hub' }),
  );
  if (login.status !== 200) throw new Error(`demo login failed: ${login.status} ${login.text}`);
  return { agent, cookie: (login.setCookie[0] ?? '').split(';')[0]! };
}

/** One signed-in device scanning at a fixed rate (open loop: a slow answer does not slow the scanner). */
async function runDevice(base: string, device: SignedIn, work: DeviceWork, startAt: number, endAt: number, samples: Sample[]): Promise<void> {
  const { agent, cookie } = device;
  const headers = (key: string) => ({ cookie, 'content-type': 'application/json', 'x-hub-console': '1', 'idempotency-key': key });
  const inFlight: Array<Promise<void>> = [];
  let unit = 0;
  const scan = async () => {
    const item = work.items[Math.floor(unit / UNITS_PER_ITEM)]!;
    unit++;
    const key = randomUUID();
    const t0 = performance.now();
    const at = Date.now();
    let status = 0;
    let failure: string | undefined;
    try {
      const res =
        work.flow === 'dispatch'
          ? await send(
              agent,
              `${base}${API}/hubOps/hubApp/dispatch/${HUB}/${work.spaId}/updateItems`,
              'POST',
              headers(key),
              JSON.stringify({ items: [{ lItemId: item.itemId, dispatchedQty: 1 }] }),
            )
          : await send(
              agent,
              `${base}${API}/hubOps/hubApp/inward/updateItems?activityViewType=VEHICLE`,
              'PUT',
              headers(key),
              JSON.stringify({
                itemId: item.itemId,
                hubOrgUnitId: HUB,
                metaData: { spaId: work.spaId },
                associationDetail: [{ associationId: item.associationId, units: 1, discrepancyReasons: [] }],
              }),
            );
      status = res.status;
    } catch (err) {
      status = 0; // connection refused / reset: an error
      failure = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    }
    samples.push({ flow: work.flow, ms: performance.now() - t0, status, at, base, ...(failure ? { failure } : {}) });
  };
  for (let next = startAt; next < endAt; next += INTERVAL_MS) {
    const wait = next - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inFlight.push(scan());
  }
  await Promise.all(inFlight);
}

/** CPU seconds (user + system) a process has used, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid: number | undefined): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ = 100)
  } catch {
    return null;
  }
}

/** Busy, stolen (by the hypervisor) and total CPU seconds of the whole machine (all cores) from /proc/stat; null elsewhere. */
function machineCpu(): { busy: number; steal: number; total: number } | null {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const ticks = fields.map(Number);
    const idle = ticks[3]! + ticks[4]!; // idle + iowait
    const steal = ticks[7] ?? 0;
    const total = ticks.slice(0, 8).reduce((a, b) => a + b, 0);
    return { busy: (total - idle - steal) / 100, steal: steal / 100, total: total / 100 };
  } catch {
    return null;
  }
}

/** CPU seconds of the PostgreSQL backends serving database `name`, by pid (the server runs on this machine). */
async function backendCpu(name: string): Promise<Map<number, number>> {
  const c = new pg.Client({ connectionString: PG_ADMIN });
  await c.connect();
  try {
    const { rows } = await c.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [name]);
    return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid) ?? 0]));
  } finally {
    await c.end();
  }
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]! : NaN);

/** LOAD_TIMELINE=1: p50 / p99 per window of the run, to tell a warm-up from a steady overload. */
function timeline(samples: Sample[], startAt: number) {
  const windowS = 5;
  const rows: string[] = [];
  const byWindow = new Map<number, number[]>();
  for (const s of samples) {
    const w = Math.floor((s.at - startAt) / 1000 / windowS);
    byWindow.set(w, [...(byWindow.get(w) ?? []), s.ms]);
  }
  for (const [w, ms] of [...byWindow].sort((a, b) => a[0] - b[0])) {
    ms.sort((a, b) => a - b);
    rows.push(
      `${''.padEnd(22)} ${String(w * windowS).padStart(3)}-${String((w + 1) * windowS).padEnd(3)} s  ${String(ms.length).padStart(5)} req  p50 ${pct(ms, 0.5).toFixed(1).padStart(7)}  p99 ${pct(ms, 0.99).toFixed(1).padStart(7)} ms`,
    );
  }
  console.log(rows.join('\n'));
}

function report(label: string, samples: Sample[], seconds: number, flows: Array<Flow | 'all'> = ['dispatch', 'inward', 'all']) {
  const rows: string[] = [];
  for (const flow of flows) {
    const mine = samples.filter((s) => flow === 'all' || s.flow === flow);
    const ok = mine.filter((s) => s.status >= 200 && s.status < 300);
    const errors = mine.length - ok.length;
    const ms = ok.map((s) => s.ms).sort((a, b) => a - b);
    const f = (n: number) => n.toFixed(1).padStart(7);
    rows.push(
      `${label.padEnd(22)} ${flow.padEnd(8)} ${String(mine.length).padStart(6)} req ${(mine.length / seconds).toFixed(0).padStart(4)} req/s  p50 ${f(pct(ms, 0.5))}  p95 ${f(pct(ms, 0.95))}  p99 ${f(pct(ms, 0.99))}  max ${f(ms.at(-1) ?? NaN)} ms  errors ${errors}`,
    );
  }
  const statuses = new Map<string, number>();
  for (const s of samples) {
    if (s.status >= 200 && s.status < 300) continue;
    const k = s.status === 0 ? `no answer (${s.failure ?? 'unknown'})` : String(s.status);
    statuses.set(k, (statuses.get(k) ?? 0) + 1);
  }
  if (statuses.size) rows.push(`${''.padEnd(22)} error statuses: ${[...statuses].map(([k, v]) => `${k} x${v}`).join(', ')}`);
  console.log(rows.join('\n'));
}

/** Units in the database against the successful writes: items, associations and activity lines, plus the invariants. */
async function checkCounts(config: DatabaseConfig, world: World, samples: Sample[]): Promise<boolean> {
  const okOf = (flow: Flow) => samples.filter((s) => s.flow === flow && s.status >= 200 && s.status < 300).length;
  const database = await openDatabase(config);
  try {
    const db = database.db;
    const sums = async (ids: string[], column: 'dispatched_qty' | 'picked_qty') => {
      const [i] = rowsOf<{ n: number }>(await db.execute(sql`select coalesce(sum(${sql.raw(column)}), 0)::int as n from items where item_id in ${ids}`));
      const [a] = rowsOf<{ n: number }>(
        await db.execute(sql`select coalesce(sum(${sql.raw(column)}), 0)::int as n from item_associations where item_id in ${ids}`),
      );
      const [l] = rowsOf<{ n: number }>(await db.execute(sql`select coalesce(sum(done_qty), 0)::int as n from activity_items where item_id in ${ids}`));
      return { items: Number(i!.n), associations: Number(a!.n), lines: Number(l!.n) };
    };
    const d = await sums(world.dispatchItemIds, 'dispatched_qty');
    const w = await sums(world.inwardItemIds, 'picked_qty');
    const expected = { dispatch: okOf('dispatch'), inward: okOf('inward') };
    // Inward items must have dispatched nothing and dispatch items still be fully picked.
    const [cross] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from items where (item_id in ${world.inwardItemIds} and dispatched_qty <> 0)
                                 or (item_id in ${world.dispatchItemIds} and picked_qty <> qty)`),
    );
    const problems = await checkWorldConsistency(db);
    const exact =
      d.items === expected.dispatch &&
      d.associations === expected.dispatch &&
      d.lines === expected.dispatch &&
      w.items === expected.inward &&
      w.associations === expected.inward &&
      w.lines === expected.inward &&
      Number(cross!.n) === 0 &&
      problems.length === 0;
    console.log(
      `${''.padEnd(22)} counts: dispatched ${d.items} (associations ${d.associations}, lines ${d.lines}) vs ${expected.dispatch} successful; ` +
        `inwarded ${w.items} (associations ${w.associations}, lines ${w.lines}) vs ${expected.inward} successful; ` +
        `invariants ${problems.length === 0 ? 'hold' : `broken: ${problems.slice(0, 3).join('; ')}`} -> ${exact ? 'EXACT' : 'MISMATCH'}`,
    );
    // The audit trail's cost in space (issue 34): every successful scan's audit rows (the trigger of migration 0018),
    // per 1,000 scans. Before the audit trail the table does not exist in this form and the line says so.
    const audit = rowsOf<{ rows: number; bytes: number }>(
      await db.execute(sql`select (select count(*)::int from audit_log where actor_kind <> 'SYSTEM') as rows,
                                  pg_total_relation_size('audit_log')::bigint as bytes`),
    ).at(0);
    const scans = expected.dispatch + expected.inward;
    if (audit && scans > 0) {
      console.log(
        `${''.padEnd(22)} audit_log: ${audit.rows} rows of the scans, ${Number(audit.bytes)} bytes with its indexes ` +
          `(${Math.round((Number(audit.bytes) / scans) * 1000)} bytes and ${Math.round((audit.rows / scans) * 1000)} rows per 1,000 scans)`,
      );
    }
    return exact;
  } finally {
    await database.close();
  }
}

async function run(kind: 'postgres' | 'pglite'): Promise<boolean> {
  const label = kind === 'postgres' ? 'PostgreSQL, 2 instances' : 'PGlite, 1 instance';
  const ports = kind === 'postgres' ? [PORT_BASE, PORT_BASE + 1] : [PORT_BASE + 2];
  for (const port of ports) await assertPortFree(port); // before the slow part
  const prepared = await prepare(kind);
  const servers: ChildProcess[] = [];
  try {
    // One after the other: each migrates (a no-op) under the startup lock.
    for (const port of ports) servers.push(await startServer(port, prepared.serverEnv));
    const all: Sample[] = [];
    // Every device signs in first (its own session), then the scanning starts: a sign-in that is slow never turns into
    // a burst of scans that were due while it waited.
    const baseOf = (i: number) => `http://127.0.0.1:${ports[Math.floor(i / 2) % ports.length]}`;
    const devices = await Promise.all(prepared.world.devices.map((_, i) => signIn(baseOf(i))));
    const startAt = Date.now() + 1000;
    const measureFrom = startAt + WARMUP_S * 1000;
    const endAt = measureFrom + DURATION_S * 1000;
    // CPU of the api processes, of the PostgreSQL backends of this database and of this process, at the start of the
    // measured window and at its end.
    const snapshot = async () => ({
      api: servers.map((c) => cpuSeconds(c.pid)),
      pg: prepared.pgName ? await backendCpu(prepared.pgName) : null,
      generator: process.cpuUsage(),
      machine: machineCpu(),
      wall: performance.now(),
    });
    const atMeasure = new Promise<Awaited<ReturnType<typeof snapshot>>>((resolve) => setTimeout(() => resolve(snapshot()), measureFrom - Date.now()));
    // The pool closes backends idle for 10 s (the tail of a slow run): their CPU is read every 2 s while they live.
    const pgLast = new Map<number, number>();
    const pgSampler = prepared.pgName
      ? setInterval(() => {
          if (Date.now() < measureFrom) return;
          void backendCpu(prepared.pgName!).then((m) => m.forEach((cpu, pid) => pgLast.set(pid, cpu)));
        }, 2000)
      : null;
    await Promise.all(
      prepared.world.devices.map((work, i) =>
        // Devices split between the instances (dispatch and inward alike).
        runDevice(
          baseOf(i),
          devices[i]!,
          work,
          // Each joins at its moment of the warm-up, shifted within the scan interval so no two scan in step.
          startAt + Math.floor((i * WARMUP_S * 1000) / DEVICES) + Math.floor((i * INTERVAL_MS) / DEVICES),
          endAt,
          all,
        ),
      ),
    );
    for (const d of devices) d.agent.destroy();
    const before = await atMeasure;
    const after = await snapshot();
    if (pgSampler) clearInterval(pgSampler);
    after.pg?.forEach((cpu, pid) => pgLast.set(pid, cpu));
    const samples = all.filter((x) => x.at >= measureFrom);
    const warmup = all.filter((x) => x.at < measureFrom);
    report(label, samples, DURATION_S);
    if (warmup.length) report(`  warm-up (${WARMUP_S} s)`, warmup, WARMUP_S, ['all']);
    if (process.env.LOAD_TIMELINE) timeline(all, startAt);
    // LOAD_SAMPLES=file: every sample as JSON lines, to look at one stall (which instance, which flow, when).
    if (process.env.LOAD_SAMPLES)
      fs.writeFileSync(`${process.env.LOAD_SAMPLES}.${label.replace(/\W+/g, '_')}`, all.map((x) => JSON.stringify({ ...x, at: x.at - startAt })).join('\n'));
    // CPU per request in the measured window (answers still arriving after it are in it too): the api processes
    // (with PGlite, the embedded database is in them), the PostgreSQL backends of this database, and this load
    // generator. What 2 cores can carry is 2000 ms / (their sum) requests per second, whatever else the machine runs.
    const wall = (after.wall - before.wall) / 1000;
    const api = after.api.map((a, i) => (a === null || before.api[i] === null ? null : a - before.api[i]!));
    const generator = (after.generator.user - before.generator.user + after.generator.system - before.generator.system) / 1e6;
    // Backends that started during the window count from zero; one that ended misses at most its last 2 s.
    const pgCpu = prepared.pgName ? [...pgLast].reduce((sum, [pid, cpu]) => sum + cpu - (before.pg?.get(pid) ?? 0), 0) : null;
    if (api.every((c) => c !== null)) {
      const total = (api as number[]).reduce((x, y) => x + y, 0);
      const n = Math.max(1, samples.length);
      const per = (seconds: number) => `${((seconds * 1000) / n).toFixed(1)} ms`;
      const ours = total + (pgCpu ?? 0) + generator;
      const cores = os.cpus().length;
      console.log(
        `${''.padEnd(22)} CPU per request: api ${per(total)}${kind === 'pglite' ? ' (the embedded database included)' : ''}` +
          `${pgCpu === null ? '' : `, PostgreSQL backends ${per(pgCpu)}`}, load generator ${per(generator)}: ${per(ours)} in all`,
      );
      const m =
        after.machine && before.machine
          ? {
              busy: after.machine.busy - before.machine.busy,
              steal: after.machine.steal - before.machine.steal,
              total: after.machine.total - before.machine.total,
            }
          : null;
      console.log(
        `${''.padEnd(22)} over ${wall.toFixed(0)} s: this run ${((ours / wall / cores) * 100).toFixed(0)}% of the ${cores} cores` +
          (m
            ? `, the whole machine ${((m.busy / m.total) * 100).toFixed(0)}% busy (others ${(((m.busy - ours) / m.total) * 100).toFixed(0)}%), ` +
              `${((m.steal / m.total) * 100).toFixed(0)}% stolen by the hypervisor`
            : '') +
          `; load average ${os.loadavg()[0]!.toFixed(1)}`,
      );
    }
    await Promise.all(servers.map(stop)); // PGlite's directory is the server's alone until it stops
    servers.length = 0;
    return await checkCounts(prepared.config, prepared.world, all);
  } finally {
    await Promise.all(servers.map(stop));
    await prepared.drop();
  }
}

async function main(): Promise<void> {
  if (!fs.existsSync(SERVER)) throw new Error(`${SERVER} not found: build the api first (pnpm --filter @hub/api build)`);
  console.log(
    `Hub at rush hour: ${DEVICES} devices (half dispatch, half inward), one scan each every ${INTERVAL_MS} ms for ${DURATION_S} s after ${WARMUP_S} s of warm-up, ` +
      `${PER_MANIFEST} devices per manifest, loopback only; latency of successful writes, errors = any other answer`,
  );
  let exact = true;
  for (const kind of BACKENDS) {
    if (kind !== 'postgres' && kind !== 'pglite') throw new Error(`LOAD_BACKENDS: unknown backend ${kind}`);
    exact = (await run(kind)) && exact;
  }
  if (!exact) process.exitCode = 1;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
