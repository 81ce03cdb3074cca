// npm start / npm test (README "The two commands"; pnpm start / pnpm test come here too): the set-up a fresh clone with
// nothing but Node needs, then exactly scripts/start.mjs or scripts/test.mjs.
//
//   pnpm     the one on PATH when it is pnpm 12, else `npx --yes -p pnpm@PNPM_VERSION`: it lands in npm's own cache
//            (~/.npm/_npx), so no global install and no root. Not corepack: its signature check fails on these
//            machines. Its directory goes first on PATH, because build.mjs and test.mjs call `pnpm` themselves.
//   install  `pnpm install --frozen-lockfile` when node_modules is not up to date with the lockfile (installState).
//   build    start only: `node scripts/build.mjs` when the build is missing or stale (buildState), then start.mjs with
//            SKIP_BUILD=1 either way, so a second `npm start` neither installs nor builds.
//   test     chromium and the PostgreSQL lane are checked first (checkChromium, DATABASE_URL); test.mjs builds itself.
//
// Each step prints one line saying whether it ran or was skipped and why ("▸ install: skipped (...)"); the fresh-start
// check (scripts/check-fresh-start.mjs) reads those lines.
// This file runs before anything is installed: it imports only Node built-ins and dependency-free repository modules.
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES } from '../tooling/federation.mjs';
import { ROOT } from './lib.mjs';

/** The pnpm the workspace is installed with (the lockfile and pnpm-workspace.yaml settings are pnpm 12's). */
const PNPM_VERSION = '12.21.0';
const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/**
 * Install rule: node_modules is up to date when this stamp holds the hash of pnpm-lock.yaml and pnpm-workspace.yaml
 * (written after every install this script runs), or, for an install someone ran with pnpm directly (CI's .ci/run),
 * when pnpm's own copy of the lockfile it installed (node_modules/.pnpm/lock.yaml) equals pnpm-lock.yaml and that
 * install is newer than pnpm-workspace.yaml; the stamp is then written so the next run reads one small file.
 */
const INSTALL_STAMP = path.join(ROOT, 'node_modules', '.hub-install-stamp');

/**
 * Build rule: the build is fresh when this stamp exists (written only after a successful build this script ran) and
 *   - its `sources` equals the hash of path + size + mtime of every file in BUILD_DIRS (but generated folders,
 *     NOT_SOURCES) and BUILD_FILES, plus the BUILD_ENV variables the build reads, and
 *   - every file in BUILD_OUTPUTS exists with the mtime recorded in `outputs` (a build by any other command, e.g.
 *     `pnpm build` or the test suite's, replaces them: its sources are unknown, so the next start rebuilds once).
 * Hashing stats, not contents, costs ~1,000 stat calls (tens of ms); a touched but unchanged file rebuilds, which
 * errs the safe way. The git commit is not an input: a commit with no source change does not rebuild, so the build's
 * build-info.json keeps the sha it was built at. The stamp lives in dist/ (gitignored; build.mjs replaces only
 * dist/web), so deleting dist/ also forces a build.
 */
const BUILD_STAMP = path.join(ROOT, 'dist', '.hub-build-stamp.json');
const BUILD_DIRS = ['host', ...REMOTES.map((r) => r.dir), 'shared', 'api', 'edge', 'tooling'];
const BUILD_FILES = [
  'package.json',
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'tsconfig.base.json',
  '.browserslistrc',
  '.npmrc',
  'scripts/build.mjs',
  'scripts/lib.mjs',
];
const NOT_SOURCES = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.data', '.releases', '.git']);
/** Environment the production build reads (tooling/rspack-config.mjs, federation.mjs, release-metadata.mjs). */
const BUILD_ENV = [
  'NODE_ENV',
  'HUB_RELEASE_VERSION',
  'HUB_BUILD_LABEL',
  'HUB_BUILD_SHA',
  'HUB_SOURCE_MAPS',
  'MF_SHARE_MANTINE',
  'MF_SHARE_UI',
  'MF_FACADES',
  'REMOTES_FROM',
];
/** What start.mjs serves with SKIP_BUILD=1: the api bundle, the shell and each remote (it assembles dist/web from them). */
const BUILD_OUTPUTS = [
  'api/dist/server.js',
  'host/dist/index.html',
  ...REMOTES.flatMap((r) => [`${r.dir}/dist/mf-manifest.json`, `${r.dir}/dist/build-info.json`]),
];

const [mode, ...passThrough] = process.argv.slice(2);
if (mode !== 'start' && mode !== 'test') {
  console.error('usage: node scripts/bootstrap.mjs start|test');
  process.exit(2);
}

/** @param {string} message */
const say = (message) => console.log(`▸ ${message}`);
/** @param {string} message @param {number} [code] @returns {never} */
function fail(message, code = 1) {
  console.error(`✗ ${message}`);
  process.exit(code);
}
/** @param {number} t0 */
const seconds = (t0) => ((Date.now() - t0) / 1000).toFixed(1);

const [nodeMajor = 0, nodeMinor = 0] = process.versions.node.split('.').map(Number);
if (nodeMajor < 20 || (nodeMajor === 20 && nodeMinor < 19)) fail(`Node ${process.version} is too old: Hub Console needs Node 20.19 or newer`);

/** The environment of every command this script runs (PATH gains npx's pnpm when there is no pnpm 12 on it). */
const env = { ...process.env };

// A stop signal sent to npm reaches only this process (npm forwards it); pass it on to the running step, so the
// server never outlives `npm start`. Ctrl-C in a terminal reaches the whole group: the step gets it twice, harmlessly.
/** @type {import('node:child_process').ChildProcess | null} */
let current = null;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM', 'SIGHUP'])) {
  process.on(signal, () => {
    if (current) current.kill(signal);
    else process.exit(128 + os.constants.signals[signal]);
  });
}

/**
 * Runs one step with inherited output and resolves with its exit code (128 + signal number when killed). Like lib.mjs
 * `run`, but it keeps the child so stop signals can be forwarded to it.
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string>} [extraEnv]
 * @returns {Promise<number>}
 */
function exec(cmd, args, extraEnv = {}) {
  return new Promise((resolve) => {
    // With an env given, spawn looks the command up on that env's PATH (the one with npx's pnpm on it).
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...env, ...extraEnv } });
    current = child;
    child.on('exit', (code, signal) => {
      current = null;
      resolve(code ?? 128 + (signal ? os.constants.signals[signal] : 0));
    });
    child.on('error', (err) => {
      current = null;
      console.error(`✗ ${cmd}: ${err.message}`);
      resolve(127);
    });
  });
}

/**
 * The path of an executable file called name on PATH, or null.
 * @param {string} name
 */
function onPath(name) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const file = path.join(dir, name);
    if (isExecutable(file)) return file;
  }
  return null;
}

/** @param {string} file */
function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * A command's trimmed last line of output, or null when it fails (its stderr is shown: npx says when it downloads).
 * @param {string} cmd
 * @param {string[]} args
 */
function capture(cmd, args) {
  try {
    const out = execFileSync(cmd, args, { cwd: ROOT, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    return out.trim().split('\n').pop()?.trim() || null;
  } catch {
    return null;
  }
}

let pnpmReady = false;
/** Makes `pnpm` (12) callable on env.PATH; resolved only when a step needs it, so a second start never pays for it. */
function ensurePnpm() {
  if (pnpmReady) return;
  pnpmReady = true;
  const found = onPath('pnpm');
  const wantMajor = PNPM_VERSION.split('.')[0];
  if (found) {
    const version = capture(found, ['--version']);
    if (version?.split('.')[0] === wantMajor) return say(`pnpm: ${version} from PATH (${found})`);
    say(`pnpm: ${found} is ${version ? `pnpm ${version}` : 'not working'}; this workspace needs pnpm ${wantMajor}`);
  }
  say(`pnpm: npx --yes pnpm@${PNPM_VERSION} (kept in npm's cache: no global install)`);
  // `npx -c` runs a shell command with the package's bin directory first on PATH: `command -v` names that directory.
  const bin = capture('npx', ['--yes', '--package', `pnpm@${PNPM_VERSION}`, '--call', 'command -v pnpm']);
  if (!bin || !isExecutable(bin)) fail(`could not get pnpm ${PNPM_VERSION} with npx: is the npm registry reachable? (or install pnpm ${wantMajor} yourself)`);
  env.PATH = [path.dirname(bin), env.PATH].filter(Boolean).join(path.delimiter);
  say(`pnpm: ${bin}`);
}

/** sha256 of the files an install depends on: the lockfile and the workspace settings (allowBuilds and the like). */
function lockHash() {
  const hash = crypto.createHash('sha256');
  for (const file of ['pnpm-lock.yaml', 'pnpm-workspace.yaml']) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(ROOT, file)));
  }
  return hash.digest('hex');
}

/** @param {string} file @returns {Buffer | null} */
function readOrNull(file) {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
}

/** Whether `pnpm install` must run, and why (the install rule: INSTALL_STAMP). */
function installState() {
  const modules = path.join(ROOT, 'node_modules');
  if (!fs.existsSync(path.join(modules, '.modules.yaml'))) return { needed: true, why: 'node_modules is missing' };
  const want = lockHash();
  const stamp = readOrNull(INSTALL_STAMP)?.toString().trim();
  if (stamp === want) return { needed: false, why: 'node_modules matches pnpm-lock.yaml' };
  const installed = readOrNull(path.join(modules, '.pnpm', 'lock.yaml'));
  const lockfile = fs.readFileSync(path.join(ROOT, 'pnpm-lock.yaml'));
  const installedAfterSettings = fs.statSync(path.join(modules, '.modules.yaml')).mtimeMs >= fs.statSync(path.join(ROOT, 'pnpm-workspace.yaml')).mtimeMs;
  if (installed?.equals(lockfile) && installedAfterSettings) {
    fs.writeFileSync(INSTALL_STAMP, `${want}\n`);
    return { needed: false, why: 'node_modules matches pnpm-lock.yaml: installed by pnpm directly' };
  }
  return { needed: true, why: stamp ? 'pnpm-lock.yaml or pnpm-workspace.yaml changed since the last install' : 'node_modules does not match pnpm-lock.yaml' };
}

async function install() {
  const state = installState();
  if (!state.needed) return say(`install: skipped (${state.why})`);
  ensurePnpm();
  say(`install: pnpm install --frozen-lockfile (${state.why})`);
  const t0 = Date.now();
  fs.rmSync(INSTALL_STAMP, { force: true });
  const code = await exec('pnpm', ['install', '--frozen-lockfile']);
  if (code !== 0) fail(`pnpm install --frozen-lockfile failed (exit ${code})`, code);
  fs.writeFileSync(INSTALL_STAMP, `${lockHash()}\n`);
  say(`install: done in ${seconds(t0)}s`);
}

/** The build rule's source hash (BUILD_STAMP): path, size and mtime of every build input, plus the build's env. */
function sourcesHash() {
  const hash = crypto.createHash('sha256');
  /** @param {string} rel */
  const add = (rel) => {
    try {
      const st = fs.statSync(path.join(ROOT, rel));
      hash.update(`${rel}\0${st.size}\0${st.mtimeMs}\n`);
    } catch {
      hash.update(`${rel}\0missing\n`);
    }
  };
  /** @param {string} rel */
  const walk = (rel) => {
    const entries = fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (NOT_SOURCES.has(entry.name) || entry.name.endsWith('.tsbuildinfo')) continue;
      const child = `${rel}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else add(child);
    }
  };
  for (const dir of BUILD_DIRS) if (fs.existsSync(path.join(ROOT, dir))) walk(dir);
  for (const file of BUILD_FILES) add(file);
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  return hash.digest('hex');
}

/** mtime of every build output, or null when one is missing. @returns {Record<string, number> | null} */
function outputTimes() {
  /** @type {Record<string, number>} */
  const times = {};
  for (const rel of BUILD_OUTPUTS) {
    try {
      times[rel] = fs.statSync(path.join(ROOT, rel)).mtimeMs;
    } catch {
      return null;
    }
  }
  return times;
}

/** Whether the last build can be served as it is, and why (the build rule: BUILD_STAMP). */
function buildState() {
  const sources = sourcesHash();
  const outputs = outputTimes();
  if (!outputs) return { fresh: false, sources, why: 'no build yet' };
  /** @type {{ sources?: string, outputs?: Record<string, number> } | null} */
  let stamp = null;
  try {
    stamp = JSON.parse(fs.readFileSync(BUILD_STAMP, 'utf8'));
  } catch {
    return { fresh: false, sources, why: 'no record of how the existing build was made' };
  }
  if (stamp?.sources !== sources) return { fresh: false, sources, why: 'sources changed since the last build' };
  if (BUILD_OUTPUTS.some((rel) => stamp?.outputs?.[rel] !== outputs[rel]))
    return { fresh: false, sources, why: 'the build was replaced by another command since' };
  return { fresh: true, sources, why: 'the last build matches the sources' };
}

async function build() {
  if (process.env.SKIP_BUILD === '1' || process.env.E2E_SKIP_BUILD === '1') return say('build: skipped (SKIP_BUILD=1)');
  const t0 = Date.now();
  const state = buildState();
  if (state.fresh) return say(`build: skipped (${state.why}; checked in ${Date.now() - t0} ms)`);
  ensurePnpm();
  say(`build: node scripts/build.mjs (${state.why})`);
  // No stamp while building: a build that fails or is interrupted half way is never taken for a fresh one.
  fs.rmSync(BUILD_STAMP, { force: true });
  const code = await exec(process.execPath, ['scripts/build.mjs']);
  if (code !== 0) fail(`the build failed (exit ${code})`, code);
  // The hash taken before the build: a file edited while it ran makes the next start build again.
  fs.mkdirSync(path.dirname(BUILD_STAMP), { recursive: true });
  fs.writeFileSync(BUILD_STAMP, `${JSON.stringify({ sources: state.sources, outputs: outputTimes(), builtAt: new Date().toISOString() }, null, 2)}\n`);
  say(`build: done in ${seconds(t0)}s`);
}

/** Playwright drives Debian's chromium (e2e/chromium.ts): install it when this machine allows, else say what to install. */
async function checkChromium() {
  const file = process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  if (isExecutable(file)) return;
  // apt-get installs /usr/bin/chromium only: it cannot satisfy another CHROMIUM_PATH.
  if (file === DEFAULT_CHROMIUM && process.getuid?.() === 0 && onPath('apt-get')) {
    say(`chromium: missing at ${file}: installing Debian's chromium (apt-get)`);
    const ok = (await exec('apt-get', ['update'])) === 0 && (await exec('apt-get', ['install', '-y', 'chromium'], { DEBIAN_FRONTEND: 'noninteractive' })) === 0;
    if (ok && isExecutable(file)) return say(`chromium: installed at ${file}`);
  }
  fail(`chromium is missing at ${file}: install Debian's chromium (as root: apt-get install -y chromium) or set CHROMIUM_PATH to a chromium binary`);
}

/**
 * Hands over to the real command and exits with its code.
 * @param {string} script
 * @param {Record<string, string>} [extraEnv]
 */
async function handOver(script, extraEnv) {
  process.exit(await exec(process.execPath, [script, ...passThrough], extraEnv));
}

if (mode === 'start') {
  await install();
  await build();
  await handOver('scripts/start.mjs', { SKIP_BUILD: '1' });
} else {
  await checkChromium();
  await install();
  ensurePnpm();
  if (!process.env.DATABASE_URL) say('PostgreSQL lane skipped: set DATABASE_URL to a PostgreSQL 15 database (postgres://user@host:5432/db) to run it');
  await handOver('scripts/test.mjs');
}
