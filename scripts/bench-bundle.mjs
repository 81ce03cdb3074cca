// pnpm bench:bundle: what a phone downloads. Builds (unless SKIP_BUILD=1), starts the composed app, opens /console/hubs
// in Debian chromium, records every JS/CSS response, and prints the bytes as served (the encoding the server chose:
// brotli or gzip, precompressed at build time; issue 11) and raw, judged on transferred bytes against the budgets of
// issue 2:
//   shell initial JS (every file of /console/hubs that is not a remote's: host files + the singletons it provides)
//     <= 200 kB;
//   what each remote's first route adds <= 60 kB (Hub Ops: its files loaded for /console/hubs, the Hub Ops home;
//     the others: every file their first route loads on top of what was already there).
// Prints OK/OVER per budget; `--strict` (pnpm bench:bundle -- --strict) exits 1 when one is over. BENCH_VERBOSE=1
// lists the files of each step.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import fs from 'node:fs';
import { freePort, must, ROOT, waitForHttp, WEB_DIR } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'e2e', 'package.json'));
// Resolved from e2e (where Playwright is installed), so typed loosely here.
const { chromium } = /** @type {any} */ (require('@playwright/test'));

const SHELL_BUDGET = 200 * 1024;
const REMOTE_BUDGET = 60 * 1024;
const STRICT = process.argv.includes('--strict');
/** The first route of each remote but Hub Ops (measured on /console/hubs), as a user who may open it. */
const REMOTE_ROUTES = [
  { remote: 'hubops', path: '/hubs/HUB-BLR-01/dispatch', note: 'second Hub Ops route', budget: false },
  { remote: 'totes', path: '/hubs/HUB-BLR-01/toteManagement' },
  { remote: 'runsheet', path: '/hubs/HUB-BLR-01/closeRunsheet' },
  { remote: 'fieldExec', path: '/field-executives' },
  { remote: 'venus', path: '/venus' },
  // The org view of the first seeded shop (ids ORG-{hub code}-{5 digits}; every world has it).
  { remote: 'orgSupport', path: '/orgs/ORG-BLR-00001' },
  // The users list (a hub manager may open it for the users of their hubs).
  { remote: 'admin', path: '/admin/users' },
];

if (process.env.SKIP_BUILD !== '1') await must('node', ['scripts/build.mjs']);
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: ROOT,
  env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
  detached: true,
});
const stopServer = () => {
  try {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stopServer);

const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;
const verdict = (/** @type {number} */ n, /** @type {number} */ budget) => (n <= budget ? 'OK' : 'OVER');
/** Budgets that are over (printed at the end; the exit code with --strict). */
/** @type {string[]} */
const over = [];
let failed = false;
try {
  const origin = `http://localhost:${port}`;
  await waitForHttp(`${origin}/logistics/api/health`, 120_000);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  // No service worker (docs/adr/010): it would answer later routes from what it precached, and their bytes would not
  // show as transferred; this bench measures what a route costs over the network.
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  /** url -> { kind, raw, wire, encoding } of every JS/CSS body the browser received (wire: encoded body bytes). */
  /** @type {Map<string, { kind: 'js' | 'css', raw: number, wire: number, encoding: string }>} */
  const seen = new Map();
  /** Encodings the server chose, with how many files each. */
  /** @type {Map<string, number>} */
  const encodings = new Map();
  /** @type {Set<Promise<void>>} */
  const pending = new Set();
  /** The bytes of a file seen (0 when it was not). */
  const sizeOf = (/** @type {string} */ url, /** @type {'raw' | 'wire'} */ field = 'wire') => seen.get(url)?.[field] ?? 0;
  page.on('response', (/** @type {any} */ res) => {
    const url = res.url();
    const kind = /\.js(\?|$)/.test(url) ? 'js' : /\.css(\?|$)/.test(url) ? 'css' : null;
    if (!kind || seen.has(url) || res.status() !== 200) return;
    const encoding = res.headers()['content-encoding'] ?? 'identity';
    /** @type {Promise<void>} */
    const p = Promise.all([res.body(), res.request().sizes()]).then(([body, sizes]) => {
      seen.set(url, { kind, raw: body.length, wire: sizes.responseBodySize, encoding });
      encodings.set(encoding, (encodings.get(encoding) ?? 0) + 1);
    });
    pending.add(p);
    // settle() awaits p itself (and sees its failure); this branch only forgets it, whichever way it ends.
    const forget = () => void pending.delete(p);
    p.then(forget, forget);
  });
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    await Promise.all([...pending]);
  };
  /** @type {(urls: string[], kind: 'js' | 'css', field?: 'raw' | 'wire') => number} */
  const total = (urls, kind, field = 'wire') => urls.reduce((s, u) => s + (seen.get(u)?.kind === kind ? sizeOf(u, field) : 0), 0);

  await page.request.post(`${origin}/logistics/api/auth/demo-login`, { data: { email: 'hub.manager@demo.hub' }, headers: { 'x-hub-console': '1' } });
  await page.goto(`${origin}/console/hubs`);
  await page.getByRole('link', { name: 'Inward Items' }).waitFor({ timeout: 30_000 });
  await settle();
  const hubsUrls = [...seen.keys()];
  const isRemoteFile = (/** @type {string} */ u) => u.includes('/remotes/');
  const hubsJs = total(hubsUrls, 'js');
  const hubsCss = total(hubsUrls, 'css');
  const shellJs = total(
    hubsUrls.filter((u) => !isRemoteFile(u)),
    'js',
  );
  const hubopsJs = total(
    hubsUrls.filter((u) => u.includes('/remotes/hubops/')),
    'js',
  );
  const otherRemote = hubsUrls.filter((u) => isRemoteFile(u) && !u.includes('/remotes/hubops/'));
  if (otherRemote.length) throw new Error(`/console/hubs loaded files of other remotes: ${otherRemote.join(', ')}`);

  const rawOf = (/** @type {string[]} */ urls, /** @type {'js' | 'css'} */ kind) => total(urls, kind, 'raw');
  const shellRaw = rawOf(
    hubsUrls.filter((u) => !isRemoteFile(u)),
    'js',
  );
  const hubopsRaw = rawOf(
    hubsUrls.filter((u) => u.includes('/remotes/hubops/')),
    'js',
  );
  console.log('\nBundle sizes: transferred (as served, the encoding the server chose) / raw\n');
  console.log(
    `/console/hubs total: JS ${kb(hubsJs)} / ${kb(rawOf(hubsUrls, 'js'))}, CSS ${kb(hubsCss)} / ${kb(rawOf(hubsUrls, 'css'))}, ${hubsUrls.length} files; encodings: ${[...encodings].map(([e, n]) => `${e} ${n}`).join(', ')}`,
  );
  console.log(
    `  shell initial JS (host + shared singletons)   ${kb(shellJs).padStart(9)} / ${kb(shellRaw).padStart(9)} raw  budget ${kb(SHELL_BUDGET)}  ${verdict(shellJs, SHELL_BUDGET)}`,
  );
  console.log(
    `  hubops adds for its first route (Hub Ops home) ${kb(hubopsJs).padStart(9)} / ${kb(hubopsRaw).padStart(9)} raw  budget ${kb(REMOTE_BUDGET)}  ${verdict(hubopsJs, REMOTE_BUDGET)}`,
  );
  if (shellJs > SHELL_BUDGET) over.push('shell');
  if (hubopsJs > REMOTE_BUDGET) over.push('hubops');
  const shellUrls = hubsUrls;
  if (process.env.BENCH_VERBOSE) {
    // Which shared library each loaded host file belongs to (from the host's manifest).
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIR, 'mf-manifest.json'), 'utf8'));
    const owners = new Map();
    for (const s of manifest.shared) {
      const lib = s.name.split('/__x/')[0];
      for (const f of s.assets.js.sync) owners.set(f, new Set([...(owners.get(f) ?? []), lib]));
    }
    const byLib = new Map();
    for (const u of shellUrls) {
      const file = u.replace(`${origin}/console/`, '');
      const libs = owners.get(file);
      const key = u.includes('/remotes/')
        ? 'remote hubops'
        : libs
          ? libs.size > 2
            ? `common chunks (${libs.size} libs)`
            : [...libs].sort().join(' + ')
          : file.startsWith('main.')
            ? 'main (runtime + shell)'
            : `other: ${file}`;
      byLib.set(key, (byLib.get(key) ?? 0) + sizeOf(u));
    }
    for (const [k, v] of [...byLib].sort((a, b) => b[1] - a[1])) console.log(`    ${kb(v).padStart(9)}  ${k}`);
    console.log('  files:');
    for (const u of shellUrls.sort((a, b) => sizeOf(b) - sizeOf(a)))
      console.log(`    ${kb(sizeOf(u)).padStart(9)}  ${kb(sizeOf(u, 'raw')).padStart(9)} raw  ${u.replace(`${origin}/console/`, '')}`);
  }

  for (const r of REMOTE_ROUTES) {
    const before = new Set(seen.keys());
    await page.evaluate((/** @type {string} */ p) => {
      window.history.pushState({}, '', `/console${p}`);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, r.path);
    // The route is ready when its remote's exposed module arrived and the page went quiet (screens change as
    // areas land, so no screen text is assumed).
    if (![...before].some((u) => u.includes(`/remotes/${r.remote}/`))) {
      await page.waitForResponse((/** @type {any} */ res) => res.url().includes(`/remotes/${r.remote}/__federation_expose`), { timeout: 30_000 });
    }
    await settle();
    await page.waitForFunction(() => !document.querySelector('[aria-label="Loading"]'), undefined, { timeout: 30_000 });
    await settle();
    const added = [...seen.keys()].filter((u) => !before.has(u));
    const js = total(added, 'js');
    const css = total(added, 'css');
    const status = r.budget === false ? '' : verdict(js, REMOTE_BUDGET);
    if (status === 'OVER') over.push(r.remote);
    console.log(
      `${r.path.padEnd(38)} ${r.remote.padEnd(10)} adds JS ${kb(js).padStart(8)} (${kb(total(added, 'js', 'raw'))} raw), CSS ${kb(css).padStart(7)} (${kb(total(added, 'css', 'raw'))} raw), ${added.length} files  ${status}${r.note ? `  (${r.note})` : ''}`,
    );
    if (process.env.BENCH_VERBOSE) {
      for (const u of added.sort((a, b) => sizeOf(b) - sizeOf(a)))
        console.log(`    ${kb(sizeOf(u)).padStart(9)}  ${kb(sizeOf(u, 'raw')).padStart(9)} raw  ${u.replace(`${origin}/console/`, '')}`);
    }
  }
  await browser.close();
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  stopServer();
}
console.log(over.length ? `Over budget: ${over.join(', ')}${STRICT ? '' : ' (exit 0 without --strict)'}` : 'Every budget is met.');
process.exit(failed || (STRICT && over.length) ? 1 : 0);
