// What every browser bench shares: its own production server on a scale-100 world (a PGlite directory under .data/
// seeded once and reused, or BENCH_DATABASE_URL) serving a private copy of the web app, and the figures it prints.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Starts `pnpm start` for a bench named `name` on BENCH_PORT or `defaultPort` (BENCH_BUILD=1 builds first); stops it
 * when the process exits.
 * @param {string} name
 * @param {number} defaultPort
 * @returns {{ base: string, waitForHealth: (timeoutMs: number) => Promise<void>, stop: () => void }}
 */
export function startBenchServer(name, defaultPort) {
  const port = Number(process.env.BENCH_PORT ?? defaultPort);
  const base = `http://localhost:${port}`;
  /** @type {Record<string, string | undefined>} */
  const env = {
    ...process.env,
    PORT: String(port),
    SEED_SCALE: '100',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_MAX: '1000',
    // A private web directory: assembling it never disturbs another server serving dist/web.
    WEB_OUT: path.join(ROOT, '.data', `bench-${name}-web`),
    UPLOAD_DIR: path.join(ROOT, '.data', `bench-${name}-uploads`),
    SKIP_BUILD: process.env.BENCH_BUILD === '1' ? '' : '1',
  };
  if (process.env.BENCH_DATABASE_URL) env.DATABASE_URL = process.env.BENCH_DATABASE_URL;
  else env.PGLITE_DIR = path.join(ROOT, '.data', `bench-${name}-pglite`);
  if (env.SKIP_BUILD && !fs.existsSync(path.join(ROOT, 'api', 'dist', 'server.js'))) env.SKIP_BUILD = '';

  const server = spawn('node', ['scripts/start.mjs'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));

  /** @param {number} timeoutMs */
  async function waitForHealth(timeoutMs) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      try {
        if ((await fetch(`${base}/logistics/api/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`server on ${base} did not start in ${timeoutMs} ms`);
  }
  return { base, waitForHealth, stop };
}

/**
 * n, min, median, p95 and max of some timings.
 * @param {number[]} xs
 */
export const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  /** @param {number} p */
  const q = (p) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return { n: s.length, min: s[0], median: q(0.5), p95: q(0.95), max: s.at(-1) };
};

/**
 * Every number of an object to one decimal.
 * @param {Record<string, unknown>} o
 */
export const round = (o) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 10) / 10 : v]));

/**
 * Types `text` + Enter as a hardware wedge scanner does (all keys in one task) and resolves when `doneScript` (a
 * function body run in the page) holds, in ms after Enter.
 * @param {import('@playwright/test').Page} page
 * @param {string} text
 * @param {string} doneScript
 * @returns {Promise<number>}
 */
export const wedgeUntil = (page, text, doneScript) =>
  page.evaluate(
    ({ text, doneScript }) =>
      new Promise((resolve) => {
        const done = new Function(doneScript);
        for (const key of text) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
        const at = performance.now();
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
        const check = () => (done() ? resolve(performance.now() - at) : requestAnimationFrame(check));
        check();
      }),
    { text, doneScript },
  );

/**
 * Debian Chromium at 390x844 (a hub phone), one page on `base`, signed in as the demo account `email`.
 * @param {string} base
 * @param {string} email
 */
export async function openSignedInPage(base, email) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--no-first-run'],
  });
  const context = await browser.newContext({ baseURL: base, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const login = await page.request.post(`${base}/logistics/api/auth/demo-login`, { data: { email }, headers: { 'x-hub-console': '1' } });
  if (!login.ok()) throw new Error(`demo login as ${email} failed: ${login.status()}`);
  return { browser, context, page };
}
