// pnpm bench:field (issue 22, docs/adr/010) — with the scale-100 demo world, in Debian Chromium at 390x844 on the
// production build:
// (1) BENCH_QUEUE (500) dispatch scans made while the network fails (each one unit, its barcode the item id and a unit
//     serial, over the zones of open DIRECT_DROP manifests) are kept in the outbox; then the network is back: time to
//     drain, and the server's writes counted from the items' dispatched quantities (must equal the scans);
// (2) hardware-wedge scans at 30 a second for 10 s on one dispatch screen (300 distinct unit barcodes; network
//     failing, so each is kept): every burst becomes one scan, none lost, none merged into the next (outbox entries =
//     bursts sent), and once the network is back the server counts each once (writes = bursts);
// (3) live update latency between two browser contexts: one dispatches through the api, the other's item card shows
//     the new count (p50/p95 of BENCH_LIVE samples).
// Starts its own server (PORT 4841 unless BENCH_PORT) on a fresh scale-100 world every run (each run dispatches what it
// scans): a PGlite directory under .data/ copied from a pristine one seeded once a day (.data/bench-field-pglite-pristine),
// or BENCH_DATABASE_URL as it is. BENCH_BUILD=1 builds first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT, round, startBenchServer, stats } from './lib.mjs';

/** @typedef {import('@playwright/test').Page} Page */

if (!process.env.BENCH_DATABASE_URL) {
  const dir = path.join(ROOT, '.data', 'bench-field-pglite');
  const pristine = `${dir}-pristine`;
  const stamp = `${pristine}.seeded-on`;
  const today = new Date().toISOString().slice(0, 10);
  // The world is seeded for a day (its manifests and batches): a copy from another day is seeded again.
  if (!fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== today) {
    fs.rmSync(pristine, { recursive: true, force: true });
    console.log('Seeding a pristine scale-100 world (once a day)...');
    const seeded = spawnSync('pnpm', ['--filter', '@hub/api', 'seed', '--', '--scale', '100'], {
      cwd: ROOT,
      env: { ...process.env, PGLITE_DIR: pristine, DATABASE_URL: '' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (seeded.status !== 0) throw new Error('seeding the bench world failed');
    fs.writeFileSync(stamp, today);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(pristine, dir, { recursive: true });
}

const HUB = 'HUB-BLR-01';
const QUEUE = Number(process.env.BENCH_QUEUE ?? 500);
/** BENCH_ONLY=queue|wedge|live runs one part. */
const ONLY = process.env.BENCH_ONLY ?? '';
const runs = (/** @type {string} */ part) => !ONLY || ONLY === part;
const LIVE = Number(process.env.BENCH_LIVE ?? 20);
const H = { 'x-hub-console': '1' };

const { base: BASE, waitForHealth, stop } = startBenchServer('field', 4841);

/** A unit's barcode: the item id and a unit serial (a scan dispatches one unit; no two units alike). */
const unitCode = (/** @type {string} */ itemId, /** @type {number} */ unit) => `${itemId}${String(unit).padStart(4, '0')}`;

/**
 * A hardware scanner at `perSecond`: each code's keys and Enter in one task of the page, sent on the clock (as a
 * scanner does, whatever the page is busy with: the bursts queue in the renderer). Resolves when all were delivered.
 * @param {Page} page
 * @param {string[]} codes
 * @param {number} perSecond
 */
async function scannerAt(page, codes, perSecond) {
  const t0 = Date.now();
  /** @type {Promise<void>[]} */
  const sent = [];
  for (let i = 0; i < codes.length; i++) {
    const due = t0 + (i * 1000) / perSecond;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    sent.push(
      page.evaluate((/** @type {string} */ code) => {
        (document.activeElement instanceof HTMLElement ? document.activeElement : null)?.blur();
        for (const key of [...code, 'Enter']) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
      }, codes[i] ?? ''),
    );
  }
  const sentMs = Date.now() - t0;
  await Promise.all(sent);
  return sentMs;
}

/**
 * Sends `codes` as wedge bursts, one every `gapMs`, each in one task of the page.
 * @param {Page} page
 * @param {string[]} codes
 * @param {number} gapMs
 */
const wedgeBursts = (page, codes, gapMs) =>
  page.evaluate(
    (/** @type {{ codes: string[], gapMs: number }} */ { codes, gapMs }) =>
      new Promise((resolve) => {
        let i = 0;
        const next = () => {
          if (i >= codes.length) return resolve(undefined);
          (document.activeElement instanceof HTMLElement ? document.activeElement : null)?.blur();
          for (const key of [...(codes[i++] ?? ''), 'Enter']) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
          setTimeout(next, gapMs);
        };
        next();
      }),
    { codes, gapMs },
  );

/**
 * The outbox's entries in the page's IndexedDB, by status.
 * @param {Page} page
 */
const outboxStatus = (page) =>
  page.evaluate(
    () =>
      /** @type {Promise<{ waiting: number, refused: number, messages: string[] }>} */ (
        new Promise((resolve) => {
          const req = indexedDB.open('hub-outbox');
          req.onsuccess = () => {
            const db = req.result;
            if (!db.objectStoreNames.contains('entries')) return resolve({ waiting: 0, refused: 0, messages: [] });
            const all = db.transaction('entries').objectStore('entries').getAll();
            all.onsuccess = () => {
              /** @type {Array<{ status: string, message: string }>} */
              const entries = all.result;
              const refused = entries.filter((e) => e.status === 'refused');
              resolve({ waiting: all.result.length - refused.length, refused: refused.length, messages: [...new Set(refused.map((e) => e.message))] });
            };
          };
          req.onerror = () => resolve({ waiting: -1, refused: -1, messages: [] });
        })
      ),
  );

/**
 * Waits until nothing waits in the outbox any more (the replay is done, refusals kept); returns its state.
 * @param {Page} page
 * @param {number} timeoutMs
 */
async function drained(page, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const st = await outboxStatus(page);
    if (st.waiting === 0) return st;
    if (Date.now() > until) throw new Error(`outbox not drained within ${timeoutMs} ms: ${JSON.stringify(st)}`);
    await page.waitForTimeout(100);
  }
}

/**
 * Deletes the refusals a part left (the bench's clean-up; a user reads and dismisses them).
 * @param {Page} page
 */
const clearRefused = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const req = indexedDB.open('hub-outbox');
        req.onsuccess = () => {
          const tx = req.result.transaction('entries', 'readwrite');
          const walk = tx.objectStore('entries').openCursor();
          walk.onsuccess = () => {
            const cursor = walk.result;
            if (!cursor) return;
            if (cursor.value.status === 'refused') cursor.delete();
            cursor.continue();
          };
          tx.oncomplete = () => resolve(undefined);
        };
      }),
  );

/** @type {import('@playwright/test').Browser | undefined} */
let browser;
try {
  await waitForHealth(1_800_000);
  const launched = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  browser = launched;
  const newContext = () => launched.newContext({ baseURL: BASE, viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
  const context = await newContext();
  const page = await context.newPage();
  const login = await page.request.post('/logistics/api/auth/demo-login', { data: { email: 'hub.exec@demo.hub' }, headers: H });
  if (!login.ok()) throw new Error(`demo login failed: ${login.status()}`);
  /** @type {(url: string) => Promise<any>} */
  const api = async (url) => (await page.request.get(`/logistics/api${url}`)).json();

  // Zones of open DIRECT_DROP manifests (started here), largest first, with their open single-zone intracity items.
  const { activities } = await api(`/hubOps/hubApp/${HUB}/VEHICLE/activities?movementType=DISPATCH`);
  /** @typedef {{ itemId: string, qty: number, dispatchedQty: number }} Item */
  /** @typedef {{ spaId: string, zone: string, items: Item[], units: number }} Screen */
  /** @type {Screen[]} */
  const screens = [];
  for (const m of activities.filter((/** @type {any} */ a) => a.activityGroupType === 'DIRECT_DROP')) {
    if (m.vehicleActivity.vehicleActivityState === 'NOT_STARTED')
      await page.request.post('/logistics/api/hubOps/hubApp/captureVehicleActivity?activityViewType=VEHICLE', {
        headers: H,
        data: { activityId: m.spaId, vehicleActivityState: 'STARTED' },
      });
    const { groups } = await api(`/hubOps/${HUB}/activity/${m.spaId}/zones`);
    for (const g of groups) {
      const { items } = await api(`/hubOps/${HUB}/activity/${m.spaId}/zone/${g.zoneId}/items`);
      /** @type {Item[]} */
      const open = items.filter(
        (/** @type {any} */ i) =>
          i.fulfilmentArchetype !== 'INTERCITY' && i.dispatchedQty < i.qty && i.associationDetail.every((/** @type {any} */ a) => a.associationType === 'ZONE'),
      );
      if (open.length) screens.push({ spaId: m.spaId, zone: g.zoneId, items: open, units: open.reduce((n, i) => n + i.qty - i.dispatchedQty, 0) });
    }
  }
  screens.sort((a, b) => b.units - a.units);
  const url = (/** @type {Screen} */ s) => `/console/hubs/${HUB}/dispatch?viewType=VEHICLE&spaId=${s.spaId}&by=zone&group=${s.zone}`;
  /** Units of each item this run scans (a part never scans a unit another part left undispatched). */
  /** @type {Map<string, number>} */
  const used = new Map();
  /**
   * Up to `n` unit scans of a screen's items that no part has scanned yet.
   * @param {Screen} screen
   * @param {number} n
   */
  const unitsOf = (screen, n) => {
    /** @type {Array<{ item: Item, code: string }>} */
    const out = [];
    for (let round = 0; out.length < n; round++) {
      let any = false;
      for (const i of screen.items) {
        const next = (used.get(i.itemId) ?? 0) + 1;
        if (out.length >= n || i.dispatchedQty + next > i.qty) continue;
        used.set(i.itemId, next);
        out.push({ item: i, code: unitCode(i.itemId, next) });
        any = true;
      }
      if (!any) break;
    }
    return out;
  };
  /** Units the server dispatched on these items since `before` (itemId -> dispatched then). */
  /** @type {(before: Map<string, { spaId: string, zone: string, dispatched: number }>) => Promise<{ writes: number, screens: number }>} */
  const writesSince = async (before) => {
    let writes = 0;
    /** @type {Map<string, Array<[string, number]>>} */
    const byZone = new Map();
    for (const [itemId, b] of before) byZone.set(`${b.spaId}|${b.zone}`, [...(byZone.get(`${b.spaId}|${b.zone}`) ?? []), [itemId, b.dispatched]]);
    for (const [key, list] of byZone) {
      const [spaId, zone] = key.split('|');
      const { items } = await api(`/hubOps/${HUB}/activity/${spaId}/zone/${zone}/items`);
      for (const [itemId, was] of list) writes += items.find((/** @type {any} */ i) => i.itemId === itemId).dispatchedQty - was;
    }
    return { writes, screens: byZone.size };
  };

  // (2) first, on the screen with the most units left: 30 bursts a second for 10 s (300 distinct unit barcodes of its
  // items) while the network fails. A screen of the demo world has fewer than 300 units left: the bursts past them are
  // scans of units the manifest does not have, which the server refuses on replay. The check: every burst is one kept
  // write (none lost, none merged), and after the drain server writes + refusals = bursts, writes = the units left.
  const burstScreen = screens[0];
  if (runs('wedge')) {
    if (!burstScreen) throw new Error(`${HUB} has no open DIRECT_DROP items to scan`);
    /** @type {Array<{ item: Item, code: string }>} */
    const bursts = [];
    for (let unit = 1; bursts.length < 300; unit++)
      for (const i of burstScreen.items) if (bursts.length < 300) bursts.push({ item: i, code: unitCode(i.itemId, unit) });
    for (const i of burstScreen.items) used.set(i.itemId, i.qty);
    const before = new Map(burstScreen.items.map((i) => [i.itemId, { spaId: burstScreen.spaId, zone: burstScreen.zone, dispatched: i.dispatchedQty }]));
    await page.route('**/updateItems', (route) => route.abort('internetdisconnected'));
    await page.goto(url(burstScreen));
    await page.locator('[data-item-card]').first().waitFor();
    const t0 = Date.now();
    const sentMs = await scannerAt(
      page,
      bursts.map((b) => b.code),
      30,
    );
    // The pipeline handles scans one after another: wait (up to 10 s) until every burst has been handled.
    let kept = 0;
    for (let waited = 0; waited < 10_000; waited += 250) {
      kept = (await outboxStatus(page)).waiting;
      if (kept >= bursts.length) break;
      await page.waitForTimeout(250);
    }
    const handledMs = Date.now() - t0;
    await page.unroute('**/updateItems');
    await context.setOffline(true);
    await context.setOffline(false);
    const after = await drained(page, 600_000);
    const { writes } = await writesSince(before);
    const ok = kept === bursts.length && writes + after.refused === bursts.length && writes === burstScreen.units;
    console.log(
      `\n(2) wedge at 30/s on ${burstScreen.zone} (${burstScreen.items.length} open items, ${burstScreen.units} units left): ${bursts.length} bursts sent in ${(sentMs / 1000).toFixed(1)} s, handled in ${(handledMs / 1000).toFixed(1)} s -> ${kept} kept in the outbox (${kept === bursts.length ? 'none lost or merged' : 'MISMATCH'}); after the drain: server writes ${writes} (the units left), refused ${after.refused} (${after.messages.join(' / ')}): ${ok ? 'each burst once' : 'MISMATCH'}`,
    );
    await clearRefused(page);
  }

  // (1) QUEUE unit scans over the next screens while the network fails, then the drain.
  if (runs('queue')) {
    /** @type {Array<{ screen: Screen, item: Item, code: string }>} */
    const plan = [];
    /** @type {Map<string, { spaId: string, zone: string, dispatched: number }>} */
    const before = new Map();
    for (const sc of screens.slice(1)) {
      const units = unitsOf(sc, QUEUE - plan.length);
      if (!units.length) continue;
      plan.push(...units.map((u) => ({ screen: sc, ...u })));
      for (const u of units) {
        before.set(u.item.itemId, { spaId: sc.spaId, zone: sc.zone, dispatched: u.item.dispatchedQty });
      }
      if (plan.length >= QUEUE) break;
    }
    await page.route('**/updateItems', (route) => route.abort('internetdisconnected'));
    const queueStart = Date.now();
    for (const sc of [...new Set(plan.map((p) => p.screen))]) {
      await page.goto(url(sc));
      await page.locator('[data-item-card]').first().waitFor();
      await wedgeBursts(
        page,
        plan.filter((p) => p.screen === sc).map((p) => p.code),
        40,
      );
      await page.waitForTimeout(300);
    }
    const queued = (await outboxStatus(page)).waiting;
    const queueMs = Date.now() - queueStart;
    await page.unroute('**/updateItems');
    const drainStart = Date.now();
    await context.setOffline(true);
    await context.setOffline(false);
    const left = await drained(page, 900_000);
    const drainMs = Date.now() - drainStart;
    const { writes, screens: n } = await writesSince(before);
    console.log(
      `(1) ${plan.length} scans made while the network failed, ${queued} kept in the outbox (${(queueMs / 1000).toFixed(1)} s on ${n} screens); drained in ${(drainMs / 1000).toFixed(1)} s (${((queued / drainMs) * 1000).toFixed(1)} writes/s); server writes ${writes}, refused ${left.refused} (${writes === queued && queued === plan.length && left.refused === 0 ? 'each scan counted once' : 'MISMATCH'})`,
    );
  }

  // (3) live latency: a second device watches a screen while the first dispatches through the api.
  if (runs('live')) {
    const watcherContext = await newContext();
    const watcher = await watcherContext.newPage();
    await watcher.request.post('/logistics/api/auth/demo-login', { data: { email: 'hub.manager@demo.hub' }, headers: H });
    // Screens with items this run has not touched (items with units left after the scans above count too), until LIVE.
    const untouched = (/** @type {Screen} */ sc) => sc.items.filter((i) => !used.has(i.itemId));
    /** @type {number[]} */
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
