// pnpm bench:zone — with the scale-100 demo world, zone movement in Debian Chromium at 390x844 on the production build,
// on the largest staging zone (STAGING-01 holds ~500 items at scale 100) of a hub without route batching (the whole
// zone in one list): (1) the zone items list: the items answer's server time and the first render after data (the
// first page of cards on screen), and (2) scan -> visible feedback (p50/p95): on the list, a wedge scan of an id that is
// not in the zone until the error flash, and of an item until its detail shows; on the item detail, a scan of the
// item's LM zone until "Confirm?" shows, and of an unknown tote (a server lookup) until the error flash. Targets: scan
// feedback < 100 ms p95.
//
// Starts its own server (PORT 4839 unless BENCH_PORT) on a PGlite directory under .data/ (seeded once at scale 100,
// reused afterwards) or on BENCH_DATABASE_URL, serving a private copy of the web app. BENCH_BUILD=1 builds first.
import { openSignedInPage, round, startBenchServer, stats, wedgeUntil } from './lib.mjs';

const HUB = process.env.BENCH_HUB ?? 'HUB-HYD-02';
const RENDERS = Number(process.env.BENCH_RENDERS ?? 6);
const SCANS = Number(process.env.BENCH_SCANS ?? 12);
const API = '/logistics/api';

const { base: BASE, waitForHealth, stop } = startBenchServer('zone', 4844);

let browser;
try {
  await waitForHealth(1_800_000);
  const opened = await openSignedInPage(BASE, 'hub.exec@demo.hub');
  browser = opened.browser;
  const { page } = opened;

  // The staging zone with the most items.
  const { zones } = await (await page.request.get(`${API}/hubOps/hubApp/${HUB}/stagingZones`)).json();
  const zone = zones.reduce((/** @type {any} */ a, /** @type {any} */ z) => (z.itemCount > a.itemCount ? z : a));
  const itemsUrl = `${API}/hubOps/hubApp/${HUB}/ZONE/${zone.zoneId}/items`;
  const apiMs = [];
  let body = null;
  for (let i = 0; i < RENDERS; i++) {
    const at = performance.now();
    body = await (await page.request.get(itemsUrl)).json();
    apiMs.push(performance.now() - at);
  }
  const items = body.items;
  const firstPage = Math.min(30, items.length); // ZONE_ITEMS_PAGE: the first page of cards
  const url = `/console/hubs/${HUB}/zoneMovement?zone=${zone.zoneId}`;

  const renders = [];
  for (let i = 0; i < RENDERS; i++) {
    await page.goto(url);
    const ms = await page.evaluate(
      ({ n, zoneId }) =>
        new Promise((resolve, reject) => {
          const until = performance.now() + 60_000;
          const check = () => {
            if (performance.now() > until) return reject(new Error(`fewer than ${n} cards after 60 s`));
            const res = /** @type {PerformanceResourceTiming | undefined} */ (
              performance
                .getEntriesByType('resource')
                .filter((e) => e.name.includes(`/ZONE/${zoneId}/items`))
                .at(-1)
            );
            if (res && document.querySelectorAll('[data-item-card]').length === n) resolve(performance.now() - res.responseEnd);
            else requestAnimationFrame(check);
          };
          check();
        }),
      { n: firstPage, zoneId: zone.zoneId },
    );
    renders.push(ms);
  }

  const misses = [];
  const hits = [];
  for (let i = 0; i < SCANS; i++) {
    await page.waitForTimeout(700); // the previous flash is gone
    misses.push(await wedgeUntil(page, `LIZZZ${String(900000000 + i)}`, 'return document.querySelector(\'[data-scan-flash="error"]\') !== null'));
  }
  const zoneHits = [];
  const hitFlashes = [];
  const toteMisses = [];
  for (let i = 0; i < Math.min(SCANS / 2, items.length); i++) {
    await page.goto(url);
    await page.locator('[data-item-card]').first().waitFor();
    hits.push(await wedgeUntil(page, items[i].itemId, "return document.querySelector('[data-item-progress]') !== null"));
    // On the detail: the item's LM zone scanned opens "Confirm?"; an unknown tote is looked up, then refused.
    await page.locator('[data-association]').first().waitFor();
    await page.waitForTimeout(700);
    zoneHits.push(await wedgeUntil(page, items[i].destinationZoneId, 'return document.querySelector(\'[role="dialog"]\') !== null'));
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForTimeout(700);
    toteMisses.push(await wedgeUntil(page, `TT000Z${String(9000 + i)}`, 'return document.querySelector(\'[data-scan-flash="error"]\') !== null'));
  }

  // A hit's own feedback (the success flash, before the detail is there).
  for (let i = 0; i < Math.min(SCANS / 2, items.length); i++) {
    await page.goto(url);
    await page.locator('[data-item-card]').first().waitFor();
    await page.waitForTimeout(300);
    hitFlashes.push(await wedgeUntil(page, items[items.length - 1 - i].itemId, 'return document.querySelector(\'[data-scan-flash="success"]\') !== null'));
  }

  console.log(
    JSON.stringify(
      {
        hub: HUB,
        zone: zone.zoneId,
        items: items.length,
        itemsAnswerMs: round(stats(apiMs)),
        firstRenderAfterDataMs: round(stats(renders)),
        cardsInFirstRender: firstPage,
        listScanMissToFlashMs: round(stats(misses)),
        listScanHitToFlashMs: round(stats(hitFlashes)),
        listScanHitToDetailMs: round(stats(hits)),
        detailZoneScanToConfirmMs: round(stats(zoneHits)),
        detailUnknownToteToFlashMs: round(stats(toteMisses)),
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
