// pnpm bench:venus — monitoring at scale 100, in Debian Chromium at 390x844 on the production build (issue 20):
// - global search: from the end of the 200 ms debounce (the palette's `global-search-debounced` mark) to the results
//   for that query on screen, and from the last keystroke (debounce included); p50/p95 over mixed terms;
// - vehicle timeline: first render of the trip with the most drops in the world (the issue asks for 60), from the
//   timeline response's arrival to every drop of the expanded trip on screen, and from navigation.
// Starts its own server (PORT 4839 unless BENCH_PORT) like the other benches (e2e/bench/lib.mjs).
import { openSignedInPage, round, startBenchServer, stats } from './lib.mjs';

const RENDERS = Number(process.env.BENCH_RENDERS ?? 8);
const HUBS = ['HUB-BLR-01', 'HUB-PUN-03', 'HUB-HYD-02'];
const DAY = 86_400_000;

const { base: BASE, waitForHealth, stop } = startBenchServer('venus', 4843);
let browser;
try {
  await waitForHealth(900_000);
  const opened = await openSignedInPage(BASE, 'l1@demo.hub');
  browser = opened.browser;
  const { page } = opened;

  // The busiest trip of the last three days across the hubs: the board's touchPoints is the trip's drop count.
  let busiest = null;
  const startOfToday = new Date(new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' }) + 'T00:00:00+05:30').getTime();
  const terms = new Set(['zzzz-none', 'KA', 'HUB', 'Kumar']);
  for (const hubId of HUBS)
    for (let d = 0; d < 3; d++) {
      const date = startOfToday - d * DAY;
      const res = await page.request.get(`/logistics/api/venus/hub/${hubId}/alerts?date_epoch=${date}`);
      if (!res.ok()) continue;
      const { groups } = await res.json();
      for (const g of groups)
        for (const it of g.items) {
          if (!busiest || it.tripMetrics.touchPoints > busiest.touchPoints)
            busiest = { hubId, date, vehicleId: it.vehicleId, touchPoints: it.tripMetrics.touchPoints };
          if (terms.size < 16) terms.add(terms.size % 2 ? it.vehicleNumber.slice(0, 6) : it.driverName.split(' ')[0]);
        }
    }
  if (!busiest) throw new Error('no trips in the world');

  const url = `/console/venus/timeline?vehicleId=${busiest.vehicleId}&hubId=${busiest.hubId}&date=${busiest.date}`;
  const renders = [];
  const fromNavigation = [];
  let drops = 0;
  for (let i = 0; i < RENDERS; i++) {
    const t0 = Date.now();
    await page.goto(url);
    const r = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = -1;
          let stableSince = 0;
          const check = () => {
            const res = /** @type {PerformanceResourceTiming | undefined} */ (
              performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes('/timeline'))
                .at(-1)
            );
            const n = document.querySelectorAll('[data-expanded="true"] [data-entry-type="DROP"]').length;
            // Done when the drops of the expanded trip stop growing for two frames after the answer arrived.
            if (res && n > 0 && n === last) {
              if (++stableSince >= 2) return resolve({ ms: performance.now() - res.responseEnd - 2 * 16.7, drops: n });
            } else stableSince = 0;
            last = n;
            requestAnimationFrame(check);
          };
          check();
        }),
    );
    fromNavigation.push(Date.now() - t0);
    renders.push(r.ms);
    drops = r.drops;
  }

  // Global search from /hubs: Ctrl+K, then each term typed at once (fill), timed to the results for that term.
  await page.goto('/console/hubs');
  await page
    .getByRole('link', { name: /Hub Ops|Bengaluru/ })
    .first()
    .waitFor({ timeout: 60_000 })
    .catch(() => undefined);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('textbox', { name: 'Global search' });
  await box.waitFor({ timeout: 60_000 });
  const afterDebounce = [];
  const afterKeystroke = [];
  for (const term of terms) {
    await box.fill('');
    await page.evaluate(() => performance.clearMarks('global-search-debounced'));
    const typedAt = await page.evaluate(() => performance.now());
    await box.fill(term);
    const r = await page.evaluate(
      ({ t, typedAt }) =>
        new Promise((resolve) => {
          const check = () => {
            const list = document.querySelector(`[data-results-for="${CSS.escape(t.trim())}"]`);
            const mark = performance.getEntriesByName('global-search-debounced').at(-1);
            if (list && mark) {
              const now = performance.now();
              resolve({ ms: now - mark.startTime, fromTyping: now - typedAt });
            } else requestAnimationFrame(check);
          };
          check();
        }),
      { t: term, typedAt },
    );
    afterDebounce.push(r.ms);
    afterKeystroke.push(r.fromTyping);
  }

  console.log(
    JSON.stringify(
      {
        timeline: { ...busiest, dropsRendered: drops, firstRenderAfterDataMs: round(stats(renders)), navigationToDropsMs: round(stats(fromNavigation)) },
        search: { terms: [...terms], debounceEndToResultsMs: round(stats(afterDebounce)), keystrokeToResultsMs: round(stats(afterKeystroke)) },
      },
      null,
      2,
    ),
  );
} finally {
  await browser?.close();
  stop();
}
process.exit(0);
