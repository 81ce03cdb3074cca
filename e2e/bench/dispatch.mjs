// pnpm bench:dispatch — with the scale-100 demo world, the dispatch flow in Debian Chromium at 390x844 on the
// production build: (1) scan -> visible feedback on a zone's items screen: a hardware-wedge scan of an id that is not
// in the manifest until the error flash shows, and of an item that is until the success flash shows (the dispatch
// write included) (p50/p95); (2) 200 one-unit dispatch writes (scans) on open dispatch manifests, sequential, their
// api latency (p50/p95), and one write dispatching every remaining unit of the largest manifest.
//
// Starts its own server (PORT 4838 unless BENCH_PORT) on a PGlite directory under .data/ (seeded once at scale 100,
// reused afterwards) or on BENCH_DATABASE_URL, serving a private copy of the web app. BENCH_BUILD=1 builds first.
import { openSignedInPage, round, startBenchServer, stats, wedgeUntil } from './lib.mjs';

const HUB = 'HUB-BLR-01';
const SCANS = Number(process.env.BENCH_SCANS ?? 12);

const { base: BASE, waitForHealth, stop } = startBenchServer('dispatch', 4839);

const H = { 'x-hub-console': '1' };
let browser;
try {
  await waitForHealth(900_000);
  const opened = await openSignedInPage(BASE, 'hub.exec@demo.hub');
  browser = opened.browser;
  const { page } = opened;
  /** @type {(url: string) => Promise<any>} */
  const api = async (url) => (await page.request.get(`/logistics/api${url}`)).json();

  // Open DIRECT_DROP manifests, started here when needed; their open intracity items.
  const { activities } = await api(`/hubOps/hubApp/${HUB}/VEHICLE/activities?movementType=DISPATCH`);
  /** @type {Array<{ m: any, items: any[] }>} */
  const open = [];
  for (const m of activities.filter((/** @type {any} */ a) => a.activityGroupType === 'DIRECT_DROP')) {
    if (m.vehicleActivity.vehicleActivityState === 'NOT_STARTED')
      await page.request.post('/logistics/api/hubOps/hubApp/captureVehicleActivity?activityViewType=VEHICLE', {
        headers: H,
        data: { activityId: m.spaId, vehicleActivityState: 'STARTED' },
      });
    const { items } = await api(`/hubOps/${HUB}/activity/${m.spaId}/items`);
    open.push({ m, items: items.filter((/** @type {any} */ i) => i.fulfilmentArchetype !== 'INTERCITY' && i.dispatchedQty < i.qty) });
  }
  open.sort((a, b) => b.items.length - a.items.length);

  // (1) scan feedback on the largest zone of the largest manifest.
  const first = open[0];
  if (!first) throw new Error(`${HUB} has no open DIRECT_DROP manifest`);
  const { groups } = await api(`/hubOps/${HUB}/activity/${first.m.spaId}/zones`);
  const zone = groups.sort((/** @type {any} */ a, /** @type {any} */ b) => b.totalQty - a.totalQty)[0].zoneId;
  const { items: zoneItems } = await api(`/hubOps/${HUB}/activity/${first.m.spaId}/zone/${zone}/items`);
  const url = `/console/hubs/${HUB}/dispatch?viewType=VEHICLE&spaId=${first.m.spaId}&by=zone&group=${zone}`;
  await page.goto(url);
  await page.locator('[data-item-card]').first().waitFor();
  /** @type {number[]} */
  const misses = [];
  /** @type {number[]} */
  const hits = [];
  for (let i = 0; i < SCANS; i++) {
    await page.waitForTimeout(700);
    misses.push(await wedgeUntil(page, `LIBLR${String(900000000 + i)}`, 'return document.querySelector(\'[data-scan-flash="error"]\') !== null'));
  }
  for (const it of zoneItems.filter((/** @type {any} */ i) => i.fulfilmentArchetype !== 'INTERCITY' && i.dispatchedQty < i.qty).slice(0, SCANS / 2)) {
    await page.waitForTimeout(700);
    hits.push(await wedgeUntil(page, it.itemId, 'return document.querySelector(\'[data-scan-flash="success"]\') !== null'));
  }

  // (2) 200 one-unit dispatch writes over the open items, then one write of everything left on the largest manifest.
  /** @type {number[]} */
  const writes = [];
  let n = 0;
  outer: for (const { m, items } of [first, ...open.slice(2)]) {
    for (const it of items) {
      for (let u = 0; u < it.qty - it.dispatchedQty && n < 200; u++, n++) {
        const t0 = performance.now();
        const res = await page.request.post(`/logistics/api/hubOps/hubApp/dispatch/${HUB}/${m.spaId}/updateItems`, {
          headers: H,
          data: { items: [{ lItemId: it.itemId, dispatchedQty: 1 }] },
        });
        writes.push(performance.now() - t0);
        if (!res.ok() && res.status() !== 409) throw new Error(`dispatch write failed: ${res.status()}`);
      }
      if (n >= 200) break outer;
    }
  }
  // The second-largest manifest, which the scans above leave alone.
  const second = open[1] ?? first;
  const { items: left } = await api(`/hubOps/${HUB}/activity/${second.m.spaId}/items`);
  const lines = left
    .filter((/** @type {any} */ i) => i.fulfilmentArchetype !== 'INTERCITY' && i.dispatchedQty < i.qty)
    .map((/** @type {any} */ i) => ({ lItemId: i.itemId, dispatchedQty: i.qty - i.dispatchedQty }));
  const t0 = performance.now();
  const all = lines.length
    ? await page.request.post(`/logistics/api/hubOps/hubApp/dispatch/${HUB}/${second.m.spaId}/updateItems`, { headers: H, data: { items: lines } })
    : null;
  const allMs = performance.now() - t0;

  console.log(
    JSON.stringify(
      {
        manifest: first.m.spaId,
        zone,
        scanMissToFlashMs: round(stats(misses)),
        scanHitToDispatchedFlashMs: round(stats(hits)),
        oneUnitDispatchWritesMs: round(stats(writes)),
        wholeManifestWrite: { manifest: second.m.spaId, lines: lines.length, status: all?.status() ?? null, ms: Math.round(allMs) },
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
