// `tsx bench/venus-search.ts [--pg]`: latency of GET venus/search (p50/p95/max over 300 sequential queries of mixed
// kinds: exact ids, prefixes, names, misses) and of a vehicle timeline, against the built server at SEED_SCALE 100
// (issue 20 "Measure"). On PostgreSQL when DATABASE_URL is set or --pg is given (a fresh database is made and
// dropped), else embedded PGlite. Not a test: numbers depend on the machine.
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const pgBase = process.env.DATABASE_URL ?? (process.argv.includes('--pg') ? 'postgres://root@127.0.0.1:5432/test' : undefined);
const scale = process.env.SEED_SCALE ?? '100';
const server = path.join(__dirname, '..', 'dist', 'server.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;

async function main() {
  const env: Record<string, string> = { SEED_SCALE: scale };
  let dbName: string | null = null;
  if (pgBase) {
    dbName = `hub_bench_search_${process.pid}`;
    const c = new pg.Client({ connectionString: pgBase });
    await c.connect();
    await c.query(`create database "${dbName}"`);
    await c.end();
    const url = new URL(pgBase);
    url.pathname = `/${dbName}`;
    env.DATABASE_URL = url.toString();
  } else env.PGLITE_DIR = 'memory://';
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_LOGIN: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    const t0 = Date.now();
    for (let i = 0; i < 1500; i++) {
      try {
        if ((await fetch(`${base}/logistics/api/health`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    console.log(`server up and seeded at scale ${scale} in ${((Date.now() - t0) / 1000).toFixed(0)} s (${pgBase ? 'PostgreSQL' : 'PGlite'})`);
    const login = await fetch(`${base}/logistics/api/auth/demo-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-console': '1' },
      body: JSON.stringify({ email: 'hub.manager@demo.hub' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const get = async (p: string) => {
      const s = performance.now();
      const res = await fetch(`${base}/logistics/api${p}`, { headers: { cookie } });
      const body = (await res.json()) as { results?: Array<{ title: string; entityType: string }> };
      return { ms: performance.now() - s, body, status: res.status };
    };
    const overview = (await get('/venus/hub/HUB-BLR-01/alerts')).body as unknown as { alerts: Array<{ vehicleNumber: string; tripId: string }> };
    const vehicle = overview.alerts[0]!.vehicleNumber;
    const terms = [vehicle, vehicle.slice(0, 4), 'ORD-BLR', 'Stores', 'ram', 'ORG-HYD-0', 'xyzzy', 'HUB', 'Kumar', overview.alerts[0]!.tripId];
    const times: number[] = [];
    for (let i = 0; i < 300; i++) {
      const r = await get(`/venus/search?query=${encodeURIComponent(terms[i % terms.length]!)}`);
      if (r.status !== 200) throw new Error(`search answered ${r.status}`);
      if (i > 9) times.push(r.ms);
    }
    console.log(
      `search: p50 ${pct(times, 50).toFixed(1)} ms, p95 ${pct(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (${times.length} queries)`,
    );
    const first = (await get(`/venus/search?query=${vehicle}`)).body.results![0]!;
    console.log(`exact vehicle number ranks first: ${first.entityType} ${first.title}`);
    const tl: number[] = [];
    for (let i = 0; i < 30; i++) tl.push((await get(`/venus/hub/HUB-BLR-01/vehicle/${vehicle}/timeline`)).ms);
    console.log(`vehicle timeline: p50 ${pct(tl, 50).toFixed(1)} ms, p95 ${pct(tl, 95).toFixed(1)} ms`);
  } finally {
    child.kill();
    await new Promise((r) => setTimeout(r, 1000));
    if (dbName && pgBase) {
      const c = new pg.Client({ connectionString: pgBase });
      await c.connect();
      await c.query(`drop database if exists "${dbName}" with (force)`);
      await c.end();
    }
  }
}

void main();
