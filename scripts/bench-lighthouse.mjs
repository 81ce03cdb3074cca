// pnpm bench:lighthouse: Lighthouse's mobile preset (simulated slow 4G, 4x CPU slowdown) against the production
// build, signed in, on the routes hub staff open first. Builds (unless SKIP_BUILD=1), starts the composed app, runs
// each route RUNS times (default 3, LH_RUNS=n) in Debian chromium and prints the medians: score, LCP, TBT, CLS, FCP,
// transferred JS/CSS/total, and the requests started before the largest contentful paint (observed, unthrottled
// timeline: the waterfall's length). Then a warm second visit of /console/hubs (HTTP cache kept): bytes transferred
// before the first paint. `--strict` exits 1 when a median misses the targets of issue 11. A benchmark, not a test.
//   LH_ROUTES=/console/hubs,...   other routes;  LH_JSON=file   also write the medians as JSON;  LH_REPORT=dir   keep every report.
//   LH_TLS=1   serve over HTTPS with HTTP/2 (TLS_CERT_FILE / TLS_KEY_FILE: a certificate made for localhost, trusted
//              by this Chromium only), as the hub's phones reach the console in production (docs/adr/002 section 8).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { freePort, must, ROOT, waitForHttp } from './lib.mjs';

const require = createRequire(path.join(ROOT, 'package.json'));
// Lighthouse ships chrome-launcher as its own dependency: resolve it from there.
const lhRequire = createRequire(require.resolve('lighthouse'));
const { default: lighthouse } = /** @type {any} */ (await import('lighthouse'));
const chromeLauncher = /** @type {any} */ (await import(lhRequire.resolve('chrome-launcher')));

const STRICT = process.argv.includes('--strict');
const RUNS = Number(process.env.LH_RUNS ?? 3);
const ROUTES = (process.env.LH_ROUTES ?? '/console/hubs,/console/hubs/HUB-BLR-01/inward,/console/field-executives').split(',');
/** Targets of issue 11 (medians): the hub list, and any deeper area route. */
const target = (/** @type {string} */ route) =>
  route === '/console/hubs' ? { score: 90, lcp: 2500, tbt: 200, cls: 0.1 } : { score: 85, lcp: 3000, tbt: 250, cls: 0.1 };
/** A warm second visit of /console/hubs transfers less than this before the first paint. */
const WARM_BUDGET = 10 * 1024;

if (process.env.SKIP_BUILD !== '1') await must('node', ['scripts/build.mjs']);
const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : await freePort();
const TLS = process.env.LH_TLS === '1';
/** A throwaway certificate for localhost (openssl), for LH_TLS=1. */
function localCertificate() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-lh-tls-'));
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  // prettier-ignore
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'], { stdio: 'ignore' });
  if (made.status !== 0) throw new Error('LH_TLS=1 needs openssl to make a certificate for localhost');
  return { TLS_CERT_FILE: cert, TLS_KEY_FILE: key };
}
const server = spawn('node', ['scripts/start.mjs'], {
  cwd: ROOT,
  env: { ...process.env, SKIP_BUILD: '1', PORT: String(port), PGLITE_DIR: 'memory://', LOG_LEVEL: 'warn', ...(TLS ? localCertificate() : {}) },
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

/** @param {number[]} xs */
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (/** @type {number} */ i) => s[i] ?? NaN;
  return s.length % 2 ? at((s.length - 1) / 2) : (at(s.length / 2 - 1) + at(s.length / 2)) / 2;
};
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} kB`;

/**
 * The numbers of one Lighthouse result.
 * @param {any} lhr Lighthouse's result (loaded untyped: lighthouse is not a dependency of the scripts)
 * @returns {Record<'score' | 'lcp' | 'tbt' | 'cls' | 'fcp' | 'js' | 'css' | 'total' | 'requestsBeforeLcp' | 'bytesBeforeFcp' | 'requests' | 'cpu', number>}
 */
function summarize(lhr) {
  const a = lhr.audits;
  /** @type {any[]} */
  const items = a['resource-summary']?.details?.items ?? [];
  const bytes = (/** @type {string} */ type) => items.find((i) => i.resourceType === type)?.transferSize ?? 0;
  const observed = a.metrics?.details?.items?.[0] ?? {};
  /** @type {Array<{ networkRequestTime: number, transferSize?: number }>} */
  const requests = a['network-requests']?.details?.items ?? [];
  const lcpAt = observed.observedLargestContentfulPaint ?? Infinity;
  const fcpAt = observed.observedFirstContentfulPaint ?? Infinity;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    fcp: a['first-contentful-paint'].numericValue,
    js: bytes('script'),
    css: bytes('stylesheet'),
    total: bytes('total'),
    requestsBeforeLcp: requests.filter((r) => r.networkRequestTime < lcpAt).length,
    bytesBeforeFcp: requests.filter((r) => r.networkRequestTime < fcpAt).reduce((s, r) => s + (r.transferSize ?? 0), 0),
    requests: requests.length,
    // Lighthouse's CPU benchmark of this run (higher = faster machine at that moment): the time columns scale with it.
    cpu: lhr.environment?.benchmarkIndex ?? 0,
  };
}

/** @typedef {ReturnType<typeof summarize>} Summary */

let failed = false;
/** @type {string[]} */
const misses = [];
/** @type {Record<string, any>} */
const results = {};
/** @type {any} */
let chrome;
try {
  const origin = `${TLS ? 'https' : 'http'}://localhost:${port}`;
  // The certificate is this run's own: Node trusts it for the sign-in, Chromium by --ignore-certificate-errors.
  if (TLS) process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  await waitForHttp(`${origin}/logistics/api/health`, 120_000);
  const login = await fetch(`${origin}/logistics/api/auth/demo-login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-hub-console': '1' },
    body: JSON.stringify({ email: 'hub.manager@demo.hub' }),
  });
  if (!login.ok) throw new Error(`demo sign-in answered ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      ...(TLS ? ['--ignore-certificate-errors'] : []),
    ],
  });
  /** @type {(url: string, flags?: Record<string, unknown>) => Promise<Summary>} */
  const run = async (url, flags = {}) => {
    // The session cookie goes with every request of the page (as the browser of a signed-in user sends it).
    // A trace Lighthouse could not read (NO_NAVSTART and the like) is its own hiccup, not the page's: run again.
    for (let attempt = 1; ; attempt++) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: cookie },
        ...flags,
      });
      if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (!result.lhr.runtimeError) {
        // LH_REPORT=dir: every full report, to see what a number is made of.
        if (process.env.LH_REPORT) {
          fs.mkdirSync(process.env.LH_REPORT, { recursive: true });
          fs.writeFileSync(path.join(process.env.LH_REPORT, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`), result.report);
        }
        return summarize(result.lhr);
      }
      if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    }
  };

  console.log(`\nLighthouse mobile preset, medians of ${RUNS} (signed in as hub.manager@demo.hub), ${TLS ? 'HTTPS + HTTP/2' : 'HTTP/1.1'}`);
  // Lighthouse multiplies the CPU time it observes by 4: on a shared machine whose speed wanders, compare runs by
  // the cpu column (its benchmarkIndex; ~1500 on a quiet machine here, ~900-1000 when another VM loads the host).
  console.log('cpu = median Lighthouse benchmarkIndex of the runs (higher = faster at the time; the time columns scale with it)\n');
  console.log(
    `${'route'.padEnd(36)} ${'score'.padStart(5)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'FCP'.padStart(7)} ${'JS'.padStart(9)} ${'CSS'.padStart(8)} ${'total'.padStart(9)} ${'req<LCP'.padStart(7)} ${'cpu'.padStart(5)}`,
  );
  for (const route of ROUTES) {
    /** @type {Summary[]} */
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await run(`${origin}${route}`));
    const keys = /** @type {Array<keyof Summary>} */ (Object.keys(runs[0] ?? {}));
    const m = /** @type {Summary} */ (Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])));
    results[route] = m;
    const t = target(route);
    const miss = [
      m.score < t.score && `score ${m.score} < ${t.score}`,
      m.lcp > t.lcp && `LCP ${Math.round(m.lcp)} > ${t.lcp} ms`,
      m.tbt > t.tbt && `TBT ${Math.round(m.tbt)} > ${t.tbt} ms`,
      m.cls > t.cls && `CLS ${m.cls.toFixed(3)} > ${t.cls}`,
    ].filter(Boolean);
    if (miss.length) misses.push(`${route}: ${miss.join(', ')}`);
    console.log(
      `${route.padEnd(36)} ${String(m.score).padStart(5)} ${`${(m.lcp / 1000).toFixed(2)} s`.padStart(7)} ${`${Math.round(m.tbt)} ms`.padStart(7)} ${m.cls.toFixed(3).padStart(6)} ${`${(m.fcp / 1000).toFixed(2)} s`.padStart(7)} ${kb(m.js).padStart(9)} ${kb(m.css).padStart(8)} ${kb(m.total).padStart(9)} ${String(m.requestsBeforeLcp).padStart(7)} ${String(Math.round(m.cpu)).padStart(5)}  ${miss.length ? 'MISS' : 'OK'}`,
    );
  }
  // A second visit: prime the cache, then load again without clearing it (what a phone does every morning).
  const warmUrl = `${origin}/console/hubs`;
  await run(warmUrl, { disableStorageReset: true });
  const warm = await run(warmUrl, { disableStorageReset: true });
  results.warm = warm;
  console.log(
    `\nwarm second visit of /console/hubs: ${kb(warm.bytesBeforeFcp)} transferred before the first paint (budget ${kb(WARM_BUDGET)}), ${kb(warm.total)} in all, ${warm.requests} requests  ${warm.bytesBeforeFcp <= WARM_BUDGET ? 'OK' : 'MISS'}`,
  );
  if (warm.bytesBeforeFcp > WARM_BUDGET) misses.push(`warm /console/hubs: ${kb(warm.bytesBeforeFcp)} before the first paint`);
  if (process.env.LH_JSON) fs.writeFileSync(process.env.LH_JSON, `${JSON.stringify(results, null, 2)}\n`);
} catch (err) {
  console.error(err);
  failed = true;
} finally {
  await chrome?.kill();
  stopServer();
}
console.log(misses.length ? `\nBelow target:\n  ${misses.join('\n  ')}${STRICT ? '' : '\n(exit 0 without --strict)'}` : '\nEvery target is met.');
process.exit(failed || (STRICT && misses.length) ? 1 : 0);
