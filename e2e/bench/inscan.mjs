// pnpm bench:inscan — with the scale-100 demo world, tote in-scan in Debian Chromium at 390x844 on the production
// build: scan -> visible feedback (p50/p95) for (1) a hardware-wedge scan of a tote in no list until the error flash,
// (2) a repeat of a tote scanned before until the error flash ("Duplicate scan", decided on the phone), and (3) a tote
// of the morning list until the dialog naming its zone shows (the in-scan write included). Target < 100 ms p95 for
// the phone-decided feedback; the write path is reported beside it. The machine's load average is printed with the
// figures: they are measured as the machine is, not on a quiet one.
//
// Starts its own server (PORT 4842 unless BENCH_PORT) on a PGlite directory under .data/ (seeded once at scale 100,
// reused afterwards: each run in-scans BENCH_SCANS of Bengaluru's ~140 morning totes) or on BENCH_DATABASE_URL,
// serving a private copy of the web app. BENCH_BUILD=1 builds first.
import os from 'node:os';
import { openSignedInPage, round, startBenchServer, stats, wedgeUntil } from './lib.mjs';

const HUB = 'HUB-BLR-01';
const SCANS = Number(process.env.BENCH_SCANS ?? 12);
const FLASH_GONE_MS = 700;

const { base: BASE, waitForHealth, stop } = startBenchServer('inscan', 4842);

let browser;
try {
  await waitForHealth(900_000);
  const opened = await openSignedInPage(BASE, 'hub.exec@demo.hub');
  browser = opened.browser;
  const { page } = opened;

  const { totes } = await (await page.request.get(`/logistics/api/hubOps/hubApp/inward/${HUB}/totes/coupled?routeBatch=MORNING`)).json();
  const open = totes.filter((/** @type {any} */ t) => !t.scanned);
  if (open.length < SCANS) throw new Error(`only ${open.length} morning totes left to in-scan: remove .data/bench-inscan-pglite to reseed`);
  const loadBefore = os.loadavg();
  await page.goto(`/console/hubs/${HUB}/toteInscan`);
  await page.locator('[data-inscan-tote]').first().waitFor();

  const misses = [];
  for (let i = 0; i < SCANS; i++) {
    await page.waitForTimeout(FLASH_GONE_MS);
    misses.push(await wedgeUntil(page, `TT000Z${String(9000 + i)}`, 'return document.querySelector(\'[data-scan-flash="error"]\') !== null'));
  }
  const hits = [];
  for (const t of open.slice(0, SCANS)) {
    await page.waitForTimeout(FLASH_GONE_MS);
    hits.push(await wedgeUntil(page, t.toteId, `return document.querySelector('[data-inscan-done="${t.toteId}"]') !== null`));
    await page.getByRole('button', { name: 'OK' }).click();
    await page.locator('[data-inscan-done]').waitFor({ state: 'detached' });
  }
  const repeats = [];
  for (const t of open.slice(0, SCANS)) {
    await page.waitForTimeout(FLASH_GONE_MS);
    repeats.push(await wedgeUntil(page, t.toteId, 'return document.querySelector(\'[data-scan-flash="error"]\') !== null'));
  }

  console.log(
    JSON.stringify(
      {
        hub: HUB,
        morningTotesListed: open.length,
        loadAverage1m: { before: Math.round((loadBefore[0] ?? 0) * 100) / 100, after: Math.round((os.loadavg()[0] ?? 0) * 100) / 100, cpus: os.cpus().length },
        scanNotInListToErrorFlashMs: round(stats(misses)),
        scanRepeatToErrorFlashMs: round(stats(repeats)),
        scanToteToZoneDialogMs: round(stats(hits)),
        ...(process.env.BENCH_VERBOSE ? { raw: { misses: misses.map(Math.round), repeats: repeats.map(Math.round), hits: hits.map(Math.round) } } : {}),
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
