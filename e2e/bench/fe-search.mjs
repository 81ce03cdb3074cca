// pnpm bench:fe — with the scale-100 demo world (~10,000 FEs), how long from the end of the 200 ms search debounce
// to the Field Executive table showing the results, in Debian Chromium at 390x844 on the production build.
//
// Starts its own server (PORT 4837 unless BENCH_PORT) on a PGlite directory under .data/ (seeded once at scale 100,
// reused afterwards) or on BENCH_DATABASE_URL, serving a private copy of the web app. BENCH_BUILD=1 builds first.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const PORT = Number(process.env.BENCH_PORT ?? 4837);
const BASE = `http://localhost:${PORT}`;
const ROUNDS = Number(process.env.BENCH_TERMS ?? 16);

/** @type {Record<string, string>} */
const env = {
  ...process.env,
  PORT: String(PORT),
  SEED_SCALE: '100',
  LOG_LEVEL: 'warn',
  AUTH_RATE_LIMIT_MAX: '1000',
  // A private web directory: assembling it never disturbs another server serving dist/web.
  WEB_OUT: path.join(ROOT, '.data', 'bench-fe-web'),
  UPLOAD_DIR: path.join(ROOT, '.data', 'bench-fe-uploads'),
  SKIP_BUILD: process.env.BENCH_BUILD === '1' ? '' : '1',
};
if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
else env.PGLITE_DIR = path.join(ROOT, '.data', 'bench-fe-pglite');
if (env.SKIP_BUILD && !fs.existsSync(path.join(ROOT, 'api', 'dist', 'server.js'))) env.SKIP_BUILD = '';

async function waitForHealth(timeoutMs) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${BASE}/logistics/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server on ${BASE} did not start in ${timeoutMs} ms`);
}

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return { n: s.length, min: s[0], median: q(0.5), p95: q(0.95), max: s.at(-1) };
};
const round = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 10) / 10 : v]));

const started = Date.now();
const server = spawn('node', ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
const stop = () => {
  try {
    process.kill(-server.pid, 'SIGTERM');
  } catch {
    // already gone
  }
};
process.on('exit', stop);
process.on('SIGINT', () => process.exit(130));

let browser;
try {
  await waitForHealth(600_000);
  const startupMs = Date.now() - started;
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const context = await browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const login = await page.request.post('/logistics/api/auth/demo-login', { data: { email: 'hub.manager@demo.hub' }, headers: { 'x-hub-console': '1' } });
  if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);

  // Search terms from the seeded world itself: names, PAN and phone fragments, ids, and broad one-letter terms.
  const sample = await (await page.request.get('/logistics/api/field-executives/recent?pageSize=200')).json();
  const total = sample.counts.ALL;
  const rows = sample.items;
  const terms = new Set(['a', 'ku', 'FE-', '98', 'sha', 'zzzz-none']);
  for (let i = 0; terms.size < ROUNDS && i < rows.length; i += 7) {
    const fe = rows[i];
    terms.add([fe.name.split(' ')[0].toLowerCase(), fe.panNumber.slice(0, 5), fe.phoneNumber.slice(0, 6), fe.id.toLowerCase()][i % 4]);
  }

  const t0 = Date.now();
  await page.goto('/console/field-executives');
  await page.locator('[data-fe-table][data-results-for=""]').waitFor({ timeout: 60_000 });
  const firstListMs = Date.now() - t0;

  const box = page.getByPlaceholder('Search by ID, name, phone or PAN number');
  const results = [];
  for (const term of terms) {
    await page.evaluate(() => performance.clearMarks('fe-search-debounced'));
    await box.fill(term);
    const r = await page.evaluate(
      (t) =>
        new Promise((resolve) => {
          const check = () => {
            const el = document.querySelector(`[data-fe-table][data-results-for="${CSS.escape(t)}"]`);
            const mark = performance.getEntriesByName('fe-search-debounced').at(-1);
            if (el && mark) {
              const shownAt = performance.now();
              const res = performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes('/field-executives/recent') && e.name.includes(`search=${encodeURIComponent(t)}`))
                .at(-1);
              resolve({ ms: shownAt - mark.startTime, requestMs: res ? res.duration : null, rows: el.querySelectorAll('tbody tr[data-fe-row]').length });
            } else requestAnimationFrame(check);
          };
          check();
        }),
      term,
    );
    results.push({ term, ...r });
  }

  const out = {
    fesInDatabase: total,
    serverStartupMs: startupMs,
    firstListShownMs: firstListMs,
    debounceEndToTableMs: round(stats(results.map((r) => r.ms))),
    apiRequestMs: round(stats(results.map((r) => r.requestMs).filter((x) => x !== null))),
    perTerm: results.map((r) => round(r)),
  };
  console.log(JSON.stringify(out, null, 2));
} finally {
  await browser?.close();
  stop();
}
process.exit(0);
