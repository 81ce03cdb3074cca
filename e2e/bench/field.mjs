// pnpm bench:field (issue 22, docs/adr/010) — with the scale-100 demo world, in Debian Chromium at 390x844 on the
// production build:
// (1) BENCH_QUEUE (500) dispatch scans made while the network fails (each one unit of a different item, over the
//     largest zones of open DIRECT_DROP manifests) are kept in the outbox; then the network is back: time to drain,
//     and the server's writes counted from the items' dispatched quantities (must equal the scans);
// (2) hardware-wedge scans at 30 a second for 10 s on one dispatch screen (network failing, so each is kept): every
//     burst becomes one scan (none lost, none merged into the next): outbox entries + "Duplicate Scan." refusals =
//     bursts sent;
// (3) live update latency between two browser contexts: one dispatches through the api, the other's item card shows
//     the new count (p50/p95 of BENCH_LIVE samples).
// Starts its own server (PORT 4841 unless BENCH_PORT) on a PGlite directory under .data/ (seeded once at scale 100,
// reused) or BENCH_DATABASE_URL. BENCH_BUILD=1 builds first.
import { chromium } from '@playwright/test';
import { round, startBenchServer, stats } from './lib.mjs';

const HUB = 'HUB-BLR-01';
const QUEUE = Number(process.env.BENCH_QUEUE ?? 500);
/** BENCH_ONLY=queue|wedge|live runs one part. */
const ONLY = process.env.BENCH_ONLY ?? '';
const runs = (part) => !ONLY || ONLY === part;
const LIVE = Number(process.env.BENCH_LIVE ?? 20);
const H = { 'x-hub-console': '1' };

const { base: BASE, waitForHealth, stop } = startBenchServer('field', 4841);

/** Sends `codes` as wedge bursts, one every `gapMs`, each in one task of the page. */
const wedgeBursts = (page, codes, gapMs) =>
  page.evaluate(
    ({ codes, gapMs }) =>
      new Promise((resolve) => {
        let i = 0;
        const next = () => {
          if (i >= codes.length) return resolve(undefined);
          (document.activeElement instanceof HTMLElement ? document.activeElement : null)?.blur();
          for (const key of [...codes[i++], 'Enter']) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
          setTimeout(next, gapMs);
        };
        next();
      }),
    { codes, gapMs },
  );

/** Entries of the signed-in user's outbox, read from IndexedDB in the page. */
const outboxCount = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const req = indexedDB.open('hub-outbox');
        req.onsuccess = () => {
          const db = req.result;
          if (!db.objectStoreNames.contains('entries')) return resolve(0);
          const c = db.transaction('entries').objectStore('entries').count();
          c.onsuccess = () => resolve(c.result);
        };
        req.onerror = () => resolve(-1);
      }),
  );

let browser;
try {
  await waitForHealth(1_800_000);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const newContext = () => browser.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const context = await newContext();
  const page = await context.newPage();
  const login = await page.request.post('/logistics/api/auth/demo-login', { data: { email: 'hub.exec@demo.hub' }, headers: H });
  if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
  const api = async (url) => (await page.request.get(`/logistics/api${url}`)).json();

  // Zones of open DIRECT_DROP manifests (started here), largest first, with their open single-zone intracity items.
  const { activities } = await api(`/hubOps/hubApp/${HUB}/VEHICLE/activities?movementType=DISPATCH`);
  const screens = [];
  for (const m of activities.filter((a) => a.activityGroupType === 'DIRECT_DROP')) {
    if (m.vehicleActivity.vehicleActivityState === 'NOT_STARTED')
      await page.request.post('/logistics/api/hubOps/hubApp/captureVehicleActivity?activityViewType=VEHICLE', {
        headers: H,
        data: { activityId: m.spaId, vehicleActivityState: 'STARTED' },
      });
    const { groups } = await api(`/hubOps/${HUB}/activity/${m.spaId}/zones`);
    for (const g of groups) {
      const { items } = await api(`/hubOps/${HUB}/activity/${m.spaId}/zone/${g.zoneId}/items`);
      const open = items.filter(
        (i) => i.fulfilmentArchetype !== 'INTERCITY' && i.dispatchedQty < i.qty && i.associationDetail.every((a) => a.associationType === 'ZONE'),
      );
      if (open.length) screens.push({ spaId: m.spaId, zone: g.zoneId, items: open });
    }
  }
  screens.sort((a, b) => b.items.length - a.items.length);
  const url = (s) => `/console/hubs/${HUB}/dispatch?viewType=VEHICLE&spaId=${s.spaId}&by=zone&group=${s.zone}`;

  // (2) first, on the largest screen: 30 bursts a second for 10 s while the network fails (writes kept).
  const burstScreen = screens[0];
  const burstItems = new Set();
  if (runs('wedge')) {
    await page.route('**/updateItems', (route) => route.abort('internetdisconnected'));
    await page.goto(url(burstScreen));
    await page.locator('[data-item-card]').first().waitFor();
    const codes = Array.from({ length: 300 }, (_, i) => burstScreen.items[i % burstScreen.items.length].itemId);
    await wedgeBursts(page, codes, 1000 / 30);
    await page.waitForTimeout(1500);
    const keptBursts = await outboxCount(page);
    const duplicates = Math.max(0, codes.length - burstScreen.items.length);
    console.log(
      `\n(2) wedge at 30/s for 10 s on ${burstScreen.zone} (${burstScreen.items.length} open items): ${codes.length} bursts -> ${keptBursts} kept + ${duplicates} repeats refused as "Duplicate Scan." = ${keptBursts + duplicates} (${keptBursts + duplicates === codes.length ? 'none lost or merged' : 'MISMATCH'})`,
    );
    // Clear them (they are not part of (1)'s count): the network comes back and they go out; remember their items.
    for (const i of burstScreen.items) burstItems.add(i.itemId);
    await page.unroute('**/updateItems');
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForFunction(() => !document.querySelector('[data-testid="outbox-badge"]'), null, { timeout: 300_000 });
  }

  // (1) QUEUE scans over the next screens while the network fails, then the drain.
  const before = new Map();
  if (runs('queue')) {
    const plan = [];
    for (const s of screens.slice(1)) {
      const items = s.items.filter((i) => !burstItems.has(i.itemId)).slice(0, QUEUE - plan.length);
      if (!items.length) continue;
      plan.push(...items.map((i) => ({ screen: s, item: i })));
      for (const i of items) before.set(i.itemId, { spaId: s.spaId, zone: s.zone, dispatched: i.dispatchedQty });
      if (plan.length >= QUEUE) break;
    }
    await page.route('**/updateItems', (route) => route.abort('internetdisconnected'));
    const queueStart = Date.now();
    for (const s of [...new Set(plan.map((p) => p.screen))]) {
      await page.goto(url(s));
      await page.locator('[data-item-card]').first().waitFor();
      await wedgeBursts(
        page,
        plan.filter((p) => p.screen === s).map((p) => p.item.itemId),
        40,
      );
      await page.waitForTimeout(300);
    }
    const queued = await outboxCount(page);
    const queueMs = Date.now() - queueStart;
    await page.unroute('**/updateItems');
    const drainStart = Date.now();
    await context.setOffline(true);
    await context.setOffline(false);
    await page.waitForFunction(() => !document.querySelector('[data-testid="outbox-badge"]'), null, { polling: 100, timeout: 900_000 });
    const drainMs = Date.now() - drainStart;
    let writes = 0;
    const byZone = new Map();
    for (const [itemId, b] of before) byZone.set(`${b.spaId}|${b.zone}`, [...(byZone.get(`${b.spaId}|${b.zone}`) ?? []), [itemId, b.dispatched]]);
    for (const [key, list] of byZone) {
      const [spaId, zone] = key.split('|');
      const { items } = await api(`/hubOps/${HUB}/activity/${spaId}/zone/${zone}/items`);
      for (const [itemId, was] of list) writes += items.find((i) => i.itemId === itemId).dispatchedQty - was;
    }
    console.log(
      `(1) ${plan.length} scans made while the network failed, ${queued} kept in the outbox (${(queueMs / 1000).toFixed(1)} s on ${byZone.size} screens); drained in ${(drainMs / 1000).toFixed(1)} s (${((queued / drainMs) * 1000).toFixed(1)} writes/s); server writes ${writes} (${writes === queued ? 'each kept write counted once' : 'MISMATCH'})`,
    );
  }

  // (3) live latency: a second device watches a screen while the first dispatches through the api.
  if (runs('live')) {
    const watcherContext = await newContext();
    const watcher = await watcherContext.newPage();
    await watcher.request.post('/logistics/api/auth/demo-login', { data: { email: 'hub.manager@demo.hub' }, headers: H });
    // Screens with items this run has not touched (items with units left after the scans above count too), until LIVE.
    const untouched = (sc) => sc.items.filter((i) => !before.has(i.itemId) && !burstItems.has(i.itemId));
    const latencies = [];
    for (const liveScreen of [...screens].sort((a, b) => untouched(b).length - untouched(a).length)) {
      const liveItems = untouched(liveScreen).slice(0, LIVE - latencies.length);
      if (!liveItems.length || latencies.length >= LIVE) break;
      await watcher.goto(url(liveScreen));
      await watcher.locator('[data-item-card]').first().waitFor();
      await watcher.waitForTimeout(1500);
      for (const item of liveItems) {
        const card = watcher.locator(`[data-item-card="${item.itemId}"] [data-done-total]`);
        const t0 = Date.now();
        await page.request.post(`/logistics/api/hubOps/hubApp/dispatch/${HUB}/${liveScreen.spaId}/updateItems`, {
          headers: H,
          data: { items: [{ lItemId: item.itemId, dispatchedQty: 1 }] },
        });
        await card.filter({ hasText: `${item.dispatchedQty + 1} / ${item.qty}` }).waitFor({ timeout: 10_000 });
        latencies.push(Date.now() - t0);
        await watcher.waitForTimeout(400);
      }
    }
    if (!latencies.length) throw new Error('no open item left for the live part');
    console.log(`(3) live update between two contexts, ms (write sent -> other screen shows it):`, round(stats(latencies)));
  }
} finally {
  await browser?.close();
  stop();
}
