// pnpm test (the README's test command): lint, typecheck, unit tests, api tests on PGlite (and on PostgreSQL when
// DATABASE_URL is set) and the production build side by side, then Playwright against the composed app. Every step
// runs even when another fails; each step's output is printed whole when it ends; the last line is
// "N passed, N failed" over every test and check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-test-'));
const results = [];
const started = Date.now();

/** Reads a jest --json result file into counts (null when jest did not write one). */
function jestCounts(file) {
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: j.numPassedTests, failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0) };
  } catch {
    return null;
  }
}

/** Reads a Playwright JSON report into counts (flaky = passed on retry). */
function playwrightCounts(file) {
  try {
    const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
    return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
  } catch {
    return null;
  }
}

/**
 * Runs one step with its output buffered to a log file and printed whole when it ends, so lanes running side by side
 * never interleave their lines.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, counts?: () => { passed: number, failed: number } | null }} [options]
 */
async function step(name, cmd, args, { env = {}, counts } = {}) {
  const t0 = Date.now();
  const logFile = path.join(tmp, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const out = fs.openSync(logFile, 'w');
  console.log(`▶ ${name}: ${cmd} ${args.join(' ')}`);
  const code = await run(cmd, args, { env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  console.log(`\n━━ ${name} (exit ${code}, ${Math.round((Date.now() - t0) / 1000)}s)`);
  process.stdout.write(fs.readFileSync(logFile, 'utf8'));
  const c = counts?.() ?? null;
  // A suite that exits non-zero with no failing test still fails (e.g. it crashed or found no tests to run).
  const passed = c ? c.passed : code === 0 ? 1 : 0;
  const failed = c ? Math.max(c.failed, code === 0 ? 0 : 1) : code === 0 ? 0 : 1;
  const result = { name, code, passed, failed, seconds: Math.round((Date.now() - t0) / 1000), unit: c ? 'tests' : 'check' };
  results.push(result);
  return result;
}

// Lanes run side by side (CI has 2 cores; the api suites wait on their databases much of the time). Inside a lane,
// steps run in order. The end-to-end run needs the production build and the machine to itself, so it runs last.
const unitJson = path.join(tmp, 'unit.json');
const apiJson = path.join(tmp, 'api-pglite.json');
const pgJson = path.join(tmp, 'api-pg.json');
const lanes = [
  (async () => {
    await step('lint', 'pnpm', ['-s', 'lint']);
    await step('typecheck', 'pnpm', ['-s', 'typecheck']);
    await step('unit tests (jest)', 'pnpm', ['-s', 'exec', 'jest', '--json', `--outputFile=${unitJson}`], { counts: () => jestCounts(unitJson) });
  })(),
  // The api's own test script (it sets the node flags its suite needs); jest options are appended.
  step('api tests (PGlite)', 'pnpm', ['-s', '--filter', '@hub/api', 'test', '--forceExit', '--json', `--outputFile=${apiJson}`], {
    env: { DATABASE_URL: '' },
    counts: () => jestCounts(apiJson),
  }),
  process.env.DATABASE_URL
    ? step('api tests (PostgreSQL)', 'pnpm', ['-s', '--filter', '@hub/api', 'test', '--forceExit', '--json', `--outputFile=${pgJson}`], {
        counts: () => jestCounts(pgJson),
      })
    : Promise.resolve(),
  step('production build', 'node', ['scripts/build.mjs']),
];
await Promise.all(lanes);
const e2eJson = path.join(tmp, 'e2e.json');
const buildOk = results.find((r) => r.name === 'production build')?.code === 0;
if (buildOk) {
  await step('end-to-end (Playwright, chromium 390x844)', 'pnpm', ['-s', '--filter', '@hub/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'], {
    // The app under test runs on PGlite; with PostgreSQL at hand the live-progress spec also gets two api instances on
    // one PostgreSQL database (e2e/playwright.config.ts, scripts/twin-api.mjs).
    env: { E2E_SKIP_BUILD: '1', PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson, DATABASE_URL: '', E2E_DATABASE_URL: process.env.DATABASE_URL ?? '' },
    counts: () => playwrightCounts(e2eJson),
  });
} else {
  results.push({ name: 'end-to-end (Playwright)', code: 1, passed: 0, failed: 1, seconds: 0, unit: 'skipped: build failed' });
}

const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log('\n━━ Summary');
for (const r of results) {
  const mark = r.failed ? '✗' : '✓';
  console.log(`${mark} ${r.name.padEnd(44)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  (${r.unit}, ${r.seconds}s)`);
}
console.log(`total time ${Math.round((Date.now() - started) / 1000)}s (repo ${ROOT})`);
console.log(`${passed} passed, ${failed} failed`);
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
