// The README's promise, tested (issue 42): on a fresh copy of this repository, with node, npm and npx on PATH but no
// pnpm, `npm start` installs, builds and serves the app; a second `npm start` in the same copy is up without
// installing or building again. Two tests; the last line is "N passed, N failed" like scripts/test.mjs.
//
// The copy is the working tree as git sees it (tracked and untracked-but-not-ignored files, uncommitted changes
// included: a `git clone` of HEAD would test the last commit instead), so no node_modules, no dist. pnpm's default
// store and npm's cache are the machine's own (HOME is kept), so the install links packages instead of downloading
// them. Everything runs in one temporary directory, removed at the end; every process started is stopped (by process
// group) on success, failure, timeout or interruption. FRESH_START_TIMEOUT_S bounds the whole run (default 360).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ROOT } from './lib.mjs';

const OVERALL_MS = Number(process.env.FRESH_START_TIMEOUT_S || 360) * 1000;
/** The second start should be up in seconds; this only bounds a hang (the time is printed, not asserted). */
const SECOND_START_MS = 60_000;
const STOP_MS = 15_000;
/** Names that would give the copy a pnpm without the bootstrap (corepack ships pnpm shims). */
const HIDDEN = new Set(['pnpm', 'pnpx', 'pn', 'pnx', 'corepack', 'yarn', 'yarnpkg']);
/** Settings of this shell that would change what `npm start` does in the copy (database, build, where it serves from). */
const DROPPED_ENV = new Set([
  'INIT_CWD',
  'NODE_OPTIONS',
  'DATABASE_URL',
  'E2E_DATABASE_URL',
  'SKIP_BUILD',
  'E2E_SKIP_BUILD',
  'WEB_OUT',
  'WEB_ROOT',
  'HUB_WEB',
  'HUB_ENV',
  'HUB_RELEASES_DIR',
  'HUB_BUILD_OUT',
  'HUB_GUARD_HOST',
  'TLS_CERT_FILE',
  'TLS_KEY_FILE',
  'PGLITE_DIR',
  'PORT',
]);

const started = Date.now();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hub-fresh-start-'));
const copy = path.join(tmp, 'repo');
const binDir = path.join(tmp, 'bin');
/** Process groups still running (the pid of each detached `npm start`). */
const groups = new Set();
/** @type {{ name: string, ok: boolean, why: string }[]} */
const results = [];
/** Time spent stopping the two starts (printed with the timings). */
let stopSeconds = 0;

/** @param {number} t0 */
const secs = (t0) => (Date.now() - t0) / 1000;

/** @param {number} pid @param {NodeJS.Signals | 0} signal @returns {boolean} whether the group still had a process */
function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

function cleanUp() {
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
  groups.clear();
  fs.rmSync(tmp, { recursive: true, force: true });
}

/** @param {string} why @returns {never} */
function abort(why) {
  console.error(`\n✗ fresh start: ${why}`);
  cleanUp();
  const passed = results.filter((r) => r.ok).length;
  console.log(`${passed} passed, ${2 - passed} failed`);
  process.exit(1);
}

const overall = setTimeout(() => abort(`did not finish within ${OVERALL_MS / 1000}s (FRESH_START_TIMEOUT_S)`), OVERALL_MS);
process.on('SIGINT', () => abort('interrupted'));
process.on('SIGTERM', () => abort('terminated'));
// Last resort (an exception): never leave a server behind.
process.on('exit', () => {
  for (const pid of groups) signalGroup(pid, 'SIGKILL');
});

/** Copies the files git would put in a commit of the working tree now (deleted-but-tracked files are skipped). */
function copyWorkingTree() {
  const list = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, maxBuffer: 256 * 1024 * 1024 });
  let count = 0;
  for (const rel of list.toString().split('\0').filter(Boolean)) {
    const from = path.join(ROOT, rel);
    const to = path.join(copy, rel);
    let st;
    try {
      st = fs.lstatSync(from);
    } catch {
      continue;
    }
    if (!st.isFile() && !st.isSymbolicLink()) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (st.isSymbolicLink()) fs.symlinkSync(fs.readlinkSync(from), to);
    else fs.copyFileSync(from, to);
    count++;
  }
  return count;
}

/**
 * A bin directory standing in for PATH: node (this one), then every command of this PATH's directories but pnpm and
 * its relatives, and none of the node_modules/.bin directories a package manager adds while running a script.
 */
function makeBin() {
  fs.mkdirSync(binDir);
  /** @param {string} name @param {string} target */
  const link = (name, target) => {
    try {
      fs.symlinkSync(target, path.join(binDir, name));
    } catch {
      // an earlier PATH directory already provides it
    }
  };
  link('node', process.execPath);
  const dirs = [path.dirname(process.execPath), ...(process.env.PATH ?? '').split(path.delimiter)];
  for (const dir of new Set(dirs)) {
    if (!path.isAbsolute(dir) || dir.split(path.sep).includes('node_modules')) continue;
    let names = [];
    try {
      names = fs.readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) if (!HIDDEN.has(name)) link(name, path.join(dir, name));
  }
}

/** @param {number} port */
function freshEnv(port) {
  /** @type {Record<string, string>} */
  const env = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined || DROPPED_ENV.has(key) || /^(npm_|pnpm_|corepack_)/i.test(key)) continue;
    env[key] = value;
  }
  return { ...env, PATH: binDir, PORT: String(port), PGLITE_DIR: 'memory://', FORCE_COLOR: '0' };
}

/**
 * Runs `npm start` in the copy (its own process group) until it prints the URL line, printing its output indented.
 * @param {string} label
 * @param {number} port
 * @param {number} timeoutMs
 * @returns {Promise<{ pid: number, output: string, seconds: number, error?: string }>}
 */
function startApp(label, port, timeoutMs) {
  const t0 = Date.now();
  const child = spawn(path.join(binDir, 'npm'), ['start'], { cwd: copy, env: freshEnv(port), detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = /** @type {number} */ (child.pid);
  groups.add(pid);
  let output = '';
  let partial = '';
  return new Promise((resolve) => {
    let done = false;
    /** @param {string} [error] */
    const finish = (error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve({ pid, output, seconds: secs(t0), ...(error ? { error } : {}) });
    };
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      const text = chunk.toString();
      output += text;
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) console.log(`  ${label} │ ${line}`);
      if (/Hub Console is running: https?:\/\/\S+\/console\/hubs/.test(output)) finish();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code, signal) => finish(`npm start exited (${signal ?? `exit ${code}`}) before printing the URL`));
    child.on('error', (err) => finish(`npm start did not run: ${err.message}`));
    const timer = setTimeout(() => finish(`no URL line within ${timeoutMs / 1000}s`), timeoutMs);
  });
}

/**
 * The app answers: the page under /console with HTML, the api's health check. Returns what is wrong, or null.
 * @param {number} port
 */
async function checkApp(port) {
  const base = `http://127.0.0.1:${port}`;
  try {
    const page = await fetch(`${base}/console/hubs`, { redirect: 'manual', signal: AbortSignal.timeout(15_000) });
    const body = await page.text();
    const type = page.headers.get('content-type') ?? '';
    if (page.status !== 200 || !type.includes('text/html') || !/<html/i.test(body)) return `GET /console/hubs answered ${page.status} ${type}`;
    const health = await fetch(`${base}/logistics/api/health`, { signal: AbortSignal.timeout(15_000) });
    if (health.status !== 200) return `GET /logistics/api/health answered ${health.status}`;
    return null;
  } catch (err) {
    return `the app did not answer: ${err instanceof Error ? err.message : err}`;
  }
}

/**
 * SIGTERM to the whole group (npm, the bootstrap, start.mjs, the server), SIGKILL what is left after STOP_MS.
 * @param {number} pid
 * @returns {Promise<boolean>} whether it stopped on SIGTERM
 */
async function stopApp(pid) {
  const t0 = Date.now();
  signalGroup(pid, 'SIGTERM');
  const until = Date.now() + STOP_MS;
  while (signalGroup(pid, 0) && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  const clean = !signalGroup(pid, 0);
  if (!clean) signalGroup(pid, 'SIGKILL');
  groups.delete(pid);
  stopSeconds += secs(t0);
  return clean;
}

/**
 * @param {string} output
 * @param {RegExp} pattern
 */
const stepSeconds = (output, pattern) => output.match(pattern)?.[1] ?? '?';

/** @param {string} name @param {string[]} problems */
function record(name, problems) {
  results.push({ name, ok: problems.length === 0, why: problems.join('; ') });
}

// 1. The copy and a PATH without pnpm.
let t0 = Date.now();
const fileCount = copyWorkingTree();
const copySeconds = secs(t0);
makeBin();
const probe = (/** @type {string} */ cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { env: freshEnv(0), encoding: 'utf8' });
if (probe('pnpm').status === 0) abort(`pnpm is still on the test PATH (${probe('pnpm').stdout.trim()})`);
for (const cmd of ['node', 'npm', 'npx', 'git']) if (probe(cmd).status !== 0) abort(`${cmd} is not on the test PATH (${binDir})`);
if (fs.existsSync(path.join(copy, 'node_modules'))) abort('the copy has a node_modules');
console.log(`fresh copy: ${fileCount} files in ${copySeconds.toFixed(1)}s at ${copy}; PATH=${binDir} (node, npm, npx; \`command -v pnpm\` fails)`);

// 2. First start: install (pnpm through npx), build, serve.
const port1 = await freePort();
console.log(`\n▶ first npm start (port ${port1})`);
const first = await startApp('first ', port1, Math.max(OVERALL_MS - secs(started) * 1000 - SECOND_START_MS - 2 * STOP_MS, 60_000));
const firstSeconds = secs(started);
{
  const problems = [];
  if (first.error) problems.push(first.error);
  else {
    const wrong = await checkApp(port1);
    if (wrong) problems.push(wrong);
  }
  if (!/▸ pnpm: npx --yes pnpm@/.test(first.output)) problems.push('the bootstrap did not fetch pnpm with npx');
  if (!/▸ install: pnpm install --frozen-lockfile/.test(first.output)) problems.push('the bootstrap did not install');
  if (!/▸ build: node scripts\/build\.mjs/.test(first.output)) problems.push('the bootstrap did not build');
  const clean = await stopApp(first.pid);
  if (!clean) console.log(`  (the first start's processes needed SIGKILL after ${STOP_MS / 1000}s)`);
  record('first npm start on a fresh copy (no pnpm on PATH): installs, builds, serves /console/hubs and the api', problems);
}

// 3. Second start in the same copy: nothing to install or build.
let secondSeconds = NaN;
if (results[0]?.ok) {
  const port2 = await freePort();
  console.log(`\n▶ second npm start (port ${port2})`);
  t0 = Date.now();
  const second = await startApp('second', port2, SECOND_START_MS);
  secondSeconds = secs(t0);
  const problems = [];
  if (second.error) problems.push(second.error);
  else {
    const wrong = await checkApp(port2);
    if (wrong) problems.push(wrong);
  }
  if (!/▸ install: skipped/.test(second.output) || /▸ install: pnpm install/.test(second.output)) problems.push('the second start did not skip the install');
  if (!/▸ build: skipped/.test(second.output) || /▸ build: node scripts/.test(second.output)) problems.push('the second start did not skip the build');
  await stopApp(second.pid);
  record('second npm start in the same copy: no install, no build', problems);
} else {
  record('second npm start in the same copy: no install, no build', ['not run: the first start failed']);
}

clearTimeout(overall);
t0 = Date.now();
cleanUp();
const cleanSeconds = secs(t0);
const install = stepSeconds(first.output, /▸ install: done in ([\d.]+)s/);
const build = stepSeconds(first.output, /▸ build: done in ([\d.]+)s/);
console.log(
  `\ntimings: copy ${copySeconds.toFixed(1)}s; first start, copy to URL ${firstSeconds.toFixed(1)}s (install ${install}s, build ${build}s); ` +
    `second start ${Number.isNaN(secondSeconds) ? 'not run' : `${secondSeconds.toFixed(1)}s`}; stopping ${stopSeconds.toFixed(1)}s; ` +
    `removing the copy ${cleanSeconds.toFixed(1)}s; total ${secs(started).toFixed(1)}s`,
);
for (const r of results) console.log(`${r.ok ? '✓' : '✗'} ${r.name}${r.ok ? '' : `: ${r.why}`}`);
const passed = results.filter((r) => r.ok).length;
console.log(`${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length ? 0 : 1);
