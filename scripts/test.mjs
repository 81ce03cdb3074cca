// pnpm test (the README's test command): lint, typecheck, unit tests, api tests on PGlite (and on PostgreSQL when
// DATABASE_URL is set) and the production build side by side, then Playwright against the composed app. Every step
// runs even when another fails; each step's output is printed whole when it ends; the last line is
// "N passed, N failed" over every test and check.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, run } from './lib.mjs';
import { BACKEND_INDEPENDENT_SUITES } from '../api/test/lanes.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-test-'));
const CI = Boolean(process.env.CI);
// The PostgreSQL lane runs when DATABASE_URL is set; CI must have it (.ci/run starts PostgreSQL).
const pgLane = Boolean(process.env.DATABASE_URL);
/** @typedef {{ passed: number, failed: number, skipped: number, postgresOnly: number, skippedNames: string[] }} Counts */
/** @type {Array<{ name: string, code: number, passed: number, failed: number, skipped: number, postgresOnly: number, seconds: number, unit: string }>} */
const results = [];
const started = Date.now();

/** Marks a describe block whose tests need PostgreSQL (api/test/helpers/concurrency.ts `describeOnPostgres`). */
const POSTGRES_ONLY = '[PostgreSQL only]';

/**
 * Reads a jest --json result file into counts (null when jest did not write one). Skipped tests are split into those
 * that need PostgreSQL (skipped on PGlite by design: they run in the PostgreSQL lane) and any other skip.
 * @param {string} file
 * @returns {Counts | null}
 */
function jestCounts(file) {
  /** @typedef {{ status: string, ancestorTitles: string[], fullName: string }} Assertion */
  try {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    /** @type {Assertion[]} */
    const skipped = j.testResults.flatMap((/** @type {{ assertionResults: Assertion[] }} */ f) =>
      f.assertionResults.filter((a) => a.status === 'pending' || a.status === 'skipped' || a.status === 'todo'),
    );
    const postgresOnly = skipped.filter((a) => a.ancestorTitles.some((t) => t.includes(POSTGRES_ONLY))).length;
    return {
      passed: j.numPassedTests,
      failed: j.numFailedTests + (j.numRuntimeErrorTestSuites ?? 0),
      skipped: skipped.length,
      postgresOnly,
      skippedNames: skipped.filter((a) => !a.ancestorTitles.some((t) => t.includes(POSTGRES_ONLY))).map((a) => a.fullName),
    };
  } catch {
    return null;
  }
}

/**
 * Reads a Playwright JSON report into counts. Retries are off (playwright.config.ts): a flaky test fails.
 * @param {string} file
 * @returns {Counts | null}
 */
function playwrightCounts(file) {
  /** @typedef {{ specs?: Array<{ file: string, title: string, tests?: Array<{ status: string }> }>, suites?: Suite[] }} Suite */
  try {
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    /** @type {string[]} */
    const skippedNames = [];
    /** @param {Suite} suite */
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) for (const t of spec.tests ?? []) if (t.status === 'skipped') skippedNames.push(`${spec.file}: ${spec.title}`);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    const { stats } = report;
    return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped, postgresOnly: 0, skippedNames };
  } catch {
    return null;
  }
}

/**
 * Counts from a script's own closing line "N passed, N failed" (scripts/check-fresh-start.mjs).
 * @param {string} log
 * @returns {Counts | null}
 */
function closingLineCounts(log) {
  const m = [...log.matchAll(/^(\d+) passed, (\d+) failed$/gm)].pop();
  return m ? { passed: Number(m[1]), failed: Number(m[2]), skipped: 0, postgresOnly: 0, skippedNames: [] } : null;
}

/**
 * Runs one step with its output buffered to a log file and printed whole when it ends, so lanes running side by side
 * never interleave their lines.
 * @param {string} name
 * @param {string} cmd
 * @param {string[]} args
 * @param {{ env?: Record<string, string>, counts?: (log: string) => { passed: number, failed: number, skipped: number, postgresOnly: number, skippedNames: string[] } | null }} [options]
 */
async function step(name, cmd, args, { env = {}, counts } = {}) {
  const t0 = Date.now();
  const logFile = path.join(tmp, `${name.replace(/[^a-z0-9]+/gi, '-')}.log`);
  const out = fs.openSync(logFile, 'w');
  console.log(`▶ ${name}: ${cmd} ${args.join(' ')}`);
  const code = await run(cmd, args, { env: { ...process.env, FORCE_COLOR: '0', ...env }, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  console.log(`\n━━ ${name} (exit ${code}, ${Math.round((Date.now() - t0) / 1000)}s)`);
  const log = fs.readFileSync(logFile, 'utf8');
  process.stdout.write(log);
  const c = counts?.(log) ?? null;
  // A suite that exits non-zero with no failing test still fails (e.g. it crashed or found no tests to run).
  const passed = c ? c.passed : code === 0 ? 1 : 0;
  let failed = c ? Math.max(c.failed, code === 0 ? 0 : 1) : code === 0 ? 0 : 1;
  const skipped = c?.skipped ?? 0;
  // In CI a skipped test fails the run: a test that quietly stops running proves nothing. The one skip allowed is a
  // PostgreSQL-only test in the PGlite lane, when the PostgreSQL lane runs it.
  const unexplained = c ? c.skipped - (pgLane ? c.postgresOnly : 0) : 0;
  if (CI && unexplained > 0) {
    console.log(`✗ ${name}: ${unexplained} test(s) skipped in CI:\n  ${(c?.skippedNames ?? []).join('\n  ')}`);
    failed += unexplained;
  }
  const result = {
    name,
    code,
    passed,
    failed,
    skipped,
    postgresOnly: c?.postgresOnly ?? 0,
    seconds: Math.round((Date.now() - t0) / 1000),
    unit: c ? 'tests' : 'check',
  };
  results.push(result);
  return result;
}

// Lanes run side by side (CI has 2 cores; the api suites wait on their databases much of the time). Inside a lane,
// steps run in order. The end-to-end run needs the production build and the machine to itself, so it runs last.
const unitJson = path.join(tmp, 'unit.json');
const apiJson = path.join(tmp, 'api-pglite.json');
const pgJson = path.join(tmp, 'api-pg.json');
const pgliteIgnores = pgLane ? ['--testPathIgnorePatterns', '/node_modules/', ...BACKEND_INDEPENDENT_SUITES] : [];
const lanes = [
  (async () => {
    await step('lint', 'pnpm', ['-s', 'lint']);
    await step('typecheck', 'pnpm', ['-s', 'typecheck']);
    await step('unit tests (jest)', 'pnpm', ['-s', 'exec', 'jest', '--json', `--outputFile=${unitJson}`], { counts: () => jestCounts(unitJson) });
  })(),
  // The api's own test script (it sets the node flags its suite needs); jest options are appended.
  // With a PostgreSQL lane beside it, the PGlite lane leaves the suites that do not depend on the backend to it
  // (api/test/lanes.mjs): each still runs once against a real database.
  step('api tests (PGlite)', 'pnpm', ['-s', '--filter', '@hub/api', 'test', '--forceExit', '--json', `--outputFile=${apiJson}`, ...pgliteIgnores], {
    env: { DATABASE_URL: '' },
    counts: () => jestCounts(apiJson),
  }),
  process.env.DATABASE_URL
    ? step('api tests (PostgreSQL)', 'pnpm', ['-s', '--filter', '@hub/api', 'test', '--forceExit', '--json', `--outputFile=${pgJson}`], {
        counts: () => jestCounts(pgJson),
      })
    : Promise.resolve(),
  (async () => {
    await step('production build', 'node', ['scripts/build.mjs']);
    // A clean copy with nothing but Node: `npm start` installs, builds and serves; a second start skips both (issue 42).
    await step('fresh start (npm start twice in a clean copy)', 'node', ['scripts/check-fresh-start.mjs'], { counts: closingLineCounts });
  })(),
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
  results.push({ name: 'end-to-end (Playwright)', code: 1, passed: 0, failed: 1, skipped: 0, postgresOnly: 0, seconds: 0, unit: 'skipped: build failed' });
}

if (CI && !pgLane) {
  console.log('✗ CI without PostgreSQL: the PostgreSQL lane (concurrency tests) must run in CI (DATABASE_URL)');
  results.push({ name: 'api tests (PostgreSQL)', code: 1, passed: 0, failed: 1, skipped: 0, postgresOnly: 0, seconds: 0, unit: 'missing: no DATABASE_URL' });
}
const passed = results.reduce((s, r) => s + r.passed, 0);
const failed = results.reduce((s, r) => s + r.failed, 0);
console.log('\n━━ Summary (one line per lane: tests passed, failed, skipped, and the time the lane took)');
for (const r of results) {
  const mark = r.failed ? '✗' : '✓';
  const why =
    r.postgresOnly && pgLane
      ? ` (${r.postgresOnly} PostgreSQL-only, run in the PostgreSQL lane)`
      : r.postgresOnly
        ? ` (${r.postgresOnly} PostgreSQL-only: set DATABASE_URL to run them)`
        : '';
  console.log(
    `${mark} ${r.name.padEnd(44)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped ?? 0).padStart(3)} skipped${why}  (${r.unit}, ${r.seconds}s)`,
  );
}
console.log(`total time ${Math.round((Date.now() - started) / 1000)}s (repo ${ROOT})`);
console.log(`${passed} passed, ${failed} failed`);
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
