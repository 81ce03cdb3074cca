// `pnpm bench:api`: req/s and p99 of GET /hub/hubNames and /sessionInfo with a session cookie, at 10 and 100
// connections, against the built server (dist/server.js) on embedded PGlite and, when DATABASE_URL is set (or
// --pg is given), on PostgreSQL. The server runs in its own process so the load generator does not share its
// event loop. Not a test: numbers depend on the machine.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const args = process.argv.slice(2);
const duration = Number(args[args.indexOf('--duration') + 1]) || 10;
const pgBase = process.env.DATABASE_URL ?? (args.includes('--pg') ? 'postgres://root@127.0.0.1:5432/test' : undefined);
const server = path.join(__dirname, '..', 'dist', 'server.js');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });

async function startServer(env: Record<string, string>): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [server], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_SCALE: '1',
      DEMO_LOGIN: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/logistics/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

async function run(label: string, env: Record<string, string>): Promise<void> {
  const { base, child } = await startServer(env);
  try {
    const login = await fetch(`${base}/logistics/api/auth/demo-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-console': '1' },
      body: JSON.stringify({ email: 'hub.manager@demo.hub' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    for (const route of ['/logistics/api/hub/hubNames', '/logistics/api/sessionInfo']) {
      for (const connections of [10, 100]) {
        const r = await autocannon({ url: `${base}${route}`, connections, duration, headers: { cookie } });
        console.log(
          `${label.padEnd(10)} ${route.padEnd(28)} ${String(connections).padStart(3)} conn  ${r.requests.average.toFixed(0).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
        );
      }
    }
  } finally {
    child.kill();
  }
}

async function main(): Promise<void> {
  console.log(`Logistics API bench: ${duration} s per run, server log level warn`);
  await run('PGlite', { PGLITE_DIR: 'memory://' });
  if (pgBase) {
    const name = `hub_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: pgBase });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(pgBase);
    url.pathname = `/${name}`;
    try {
      await run('PostgreSQL', { DATABASE_URL: url.toString() });
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  } else {
    console.log('PostgreSQL: skipped (set DATABASE_URL or pass --pg)');
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
