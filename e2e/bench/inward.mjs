// pnpm bench:hubops — with the scale-100 demo world, the inward flow in Debian Chromium at 390x844 on the production
// build: (1) the largest open inward manifest's item list, from its items answer to every card on screen (first
// render after data), and (2) scan -> visible feedback: a hardware-wedge scan of an id that is not in the manifest
// until the flash shows, and of an item that is, until its detail shows (p50/p95). Targets: render <= 150 ms, scan
// feedback < 100 ms p95.
//
// Starts its own server (PORT 4838 unless BENCH_PORT) on a PGlite directory under .data/ (seeded once at scale 100,
// reused afterwards) or on BENCH_DATABASE_URL, serving a private copy of the web app. BENCH_BUILD=1 builds first.
import { openSignedInPage, round, startBenchServer, stats, wedgeUntil } from './lib.mjs';

const HUB = 'HUB-BLR-01';
const RENDERS = Number(process.env.BENCH_RENDERS ?? 20);
const SCANS = Number(process.env.BENCH_SCANS ?? 40);

const { base: BASE, waitForHealth, stop } = startBenchServer('inward', 4838);

let browser;
try {
  await waitForHealth(900_000);
  const opened = await openSignedInPage(BASE, 'hub.exec@demo.hub');
  browser = opened.browser;
  const { page } = opened;

  // The largest open inward manifest of the hub (either tab).
  let largest = null;
  for (const viewType of ['VEHICLE', 'SELLER']) {
    const { activities } = await (await page.request.get(`/logistics/api/hubOps/hubApp/${HUB}/${viewType}/activities?movementType=HUB_INWARD`)).json();
    for (const m of activities) if (!largest || m.itemCount > largest.itemCount) largest = { ...m, viewType };
  }
  const url = `/console/hubs/${HUB}/inward?viewType=${largest.viewType}&spaId=${largest.spaId}`;
  const { items } = await (await page.request.get(`/logistics/api/hubOps/hubApp/${HUB}/inward/${largest.spaId}/items`)).json();

  const renders = [];
  for (let i = 0; i < RENDERS; i++) {
    await page.goto(url);
    const ms = await page.evaluate(
      ({ n, spaId }) =>
        new Promise((resolve) => {
          const check = () => {
            const res = /** @type {PerformanceResourceTiming | undefined} */ (
              performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes(`/inward/${spaId}/items`))
                .at(-1)
            );
            if (res && document.querySelectorAll('[data-item-card]').length === n) resolve(performance.now() - res.responseEnd);
            else requestAnimationFrame(check);
          };
          check();
        }),
      { n: items.length, spaId: largest.spaId },
    );
    renders.push(ms);
  }

  const misses = [];
  const hits = [];
  for (let i = 0; i < SCANS; i++) {
    await page.waitForTimeout(700); // the previous flash is gone
    misses.push(await wedgeUntil(page, `LIBLR${String(900000000 + i)}`, 'return document.querySelector(\'[data-scan-flash="error"]\') !== null'));
  }
  for (let i = 0; i < Math.min(SCANS / 2, items.length); i++) {
    await page.goto(url);
    await page.locator('[data-item-card]').first().waitFor();
    hits.push(await wedgeUntil(page, items[i].itemId, "return document.querySelector('[data-item-progress]') !== null"));
  }

  console.log(
    JSON.stringify(
      {
        manifest: largest.spaId,
        items: items.length,
        firstRenderAfterDataMs: round(stats(renders)),
        scanMissToFlashMs: round(stats(misses)),
        scanHitToDetailMs: round(stats(hits)),
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
