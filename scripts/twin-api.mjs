// Two api instances on one PostgreSQL database, serving the built web app: what the e2e live-progress test across
// instances needs (issue 22, docs/adr/010-field-conditions.md). Playwright starts it beside the usual server when
// E2E_DATABASE_URL is set (e2e/playwright.config.ts; CI sets it from DATABASE_URL). It drops and creates the database
// E2E_TWIN_DB (default hub_e2e_twin) on that PostgreSQL, assembles the web app once, starts instance A (it migrates and
// seeds the demo world), then instance B on the same database, and on SIGTERM / SIGINT stops both and drops the
// database. Ports: E2E_TWIN_PORTS="a,b". Needs a finished build (node scripts/build.mjs).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { assembleWeb, ROOT, waitForHttp } from './lib.mjs';

const url = process.env.E2E_DATABASE_URL;
const [portA = 0, portB = 0, ...more] = (process.env.E2E_TWIN_PORTS ?? '').split(',').map(Number);
if (!url || more.length || [portA, portB].some((p) => !Number.isInteger(p) || p <= 0)) {
  console.error('twin-api: set E2E_DATABASE_URL and E2E_TWIN_PORTS="a,b"');
  process.exit(2);
}
const name = process.env.E2E_TWIN_DB ?? 'hub_e2e_twin';
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`twin-api: unsafe database name ${name}`);

// node-postgres from the api package (the root has no dependency on it).
const pg = createRequire(path.join(ROOT, 'api', 'package.json'))('pg');
const admin = async (/** @type {string} */ sql) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
await admin(`drop database if exists "${name}" with (force)`);
await admin(`create database "${name}"`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;

// Its own copy of the web app: the usual e2e server re-assembles dist/web when it starts.
const webRoot = path.join(ROOT, '.data', 'e2e-twin-web');
assembleWeb(webRoot);

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @param {number | string} port */
function startInstance(port) {
  const child = spawn('node', [path.join(ROOT, 'api', 'dist', 'server.js')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      PGLITE_DIR: '',
      WEB_ROOT: webRoot,
      HUB_ENV: 'dev',
      HUB_RELEASES_DIR: path.join(ROOT, '.data', 'e2e-twin-releases'),
      DEMO_LOGIN: 'true',
      AUTH_RATE_LIMIT_MAX: '1000',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`twin-api: instance on ${port} exited (${code})`);
      void stop(1);
    }
  });
  return child;
}

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.all(
    children.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null) return resolve(undefined);
          c.once('exit', resolve);
          c.kill('SIGTERM');
          setTimeout(() => c.kill('SIGKILL'), 5000).unref();
        }),
    ),
  );
  await admin(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  process.exit(code);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

// A first, alone: it migrates and seeds; B then finds the database ready (the startup lock would serialise them too).
startInstance(portA);
await waitForHttp(`http://127.0.0.1:${portA}/logistics/api/health`, 180_000);
startInstance(portB);
await waitForHttp(`http://127.0.0.1:${portB}/logistics/api/health`, 180_000);
console.log(`twin-api: two instances on ${name}: http://127.0.0.1:${portA} and http://127.0.0.1:${portB}`);
