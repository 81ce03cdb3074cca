// pnpm bench:fe — with the scale-100 demo world (~10,000 FEs), how long from the end of the 200 ms search debounce
// to the Field Executive table showing the results, in Debian Chromium at 390x844 on the production build.
//
// Starts its own server (PORT 4837 unless BENCH_PORT) on a PGlite directory under .data/ (seeded once at scale 100,
// reused afterwards) or on BENCH_DATABASE_URL, serving a private copy of the web app. BENCH_BUILD=1 builds first.
import { chromium } from '@playwright/test';
import { round, startBenchServer, stats } from './lib.mjs';

const ROUNDS = Number(process.env.BENCH_TERMS ?? 16);

const started = Date.now();
const { base: BASE, waitForHealth, stop } = startBenchServer('fe', 4837);

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
