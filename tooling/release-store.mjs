// The release store and the per-environment registries (docs/adr/003-releases.md). A plain directory, so `pnpm
// start` serves it and any static host or CDN can too:
//   <store>/<remote>/<version>/         an immutable release: mf-manifest.json, remoteEntry.js, chunks, release.json
//   <store>/registries/<env>.json       what is live in one environment, its rollback stack and its history
// Every registry change happens under a lock file and lands by rename, so readers see the old or the new document,
// never a mix, and two promotions at once are applied one after the other.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { BUILD_INFO_FILE } from './release-metadata.mjs';
import { assertCompatible, checkSharedExports, checkSingletonRanges } from './singleton-guard.mjs';

/** Environments a registry exists for. */
export const ENVIRONMENTS = ['dev', 'staging', 'prod'];
/** Metadata file of each release. */
export const RELEASE_FILE = 'release.json';
/** URL folder (under the shell's mount) the store is served from. */
export const RELEASES_URL_DIR = 'releases';

/** The store directory: HUB_RELEASES_DIR, else <repo>/.releases. */
export function storeDir(rootDir) {
  return process.env.HUB_RELEASES_DIR ? path.resolve(process.env.HUB_RELEASES_DIR) : path.join(rootDir, '.releases');
}

/** Who runs a release command: the git user, else $USER. */
export function whoAmI(cwd = process.cwd()) {
  try {
    const name = execFileSync('git', ['config', 'user.name'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
    if (name) return name;
  } catch {
    // not a git checkout, or no user configured
  }
  return process.env.USER || process.env.USERNAME || os.userInfo().username;
}

/** Refuses names and versions that could escape the store or are not releases. */
export function assertReleaseId(remote, version) {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(remote)) throw new Error(`"${remote}" is not a remote name`);
  if (version !== undefined && !semver.valid(version)) throw new Error(`"${version}" is not a release version (x.y.z)`);
}

export function assertEnvironment(env) {
  if (!ENVIRONMENTS.includes(env)) throw new Error(`Unknown environment "${env}" (one of ${ENVIRONMENTS.join(', ')})`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs fn while holding an exclusive lock file (O_EXCL create). A lock older than staleMs is from a crashed
 * process and is broken; waiting longer than timeoutMs fails.
 */
export async function withLock(lockFile, fn, { timeoutMs = 15_000, staleMs = 30_000 } = {}) {
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = fs.openSync(lockFile, 'wx');
      fs.writeSync(fd, `${process.pid} ${new Date().toISOString()}\n`);
      fs.closeSync(fd);
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      try {
        if (Date.now() - fs.statSync(lockFile).mtimeMs > staleMs) fs.rmSync(lockFile, { force: true });
      } catch {
        // released meanwhile
      }
      if (Date.now() > until) throw new Error(`Timed out waiting for ${lockFile} (another release command is running)`);
      await sleep(20 + Math.random() * 60);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lockFile, { force: true });
  }
}

/** Writes a file atomically: a temp file in the same folder, flushed, then renamed over the target. */
export function writeFileAtomic(file, body) {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  const fd = fs.openSync(tmp, 'w');
  try {
    fs.writeSync(fd, body);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(tmp, file);
}

/** Versions of a remote in the store, oldest first. */
export function listReleases(store, remote) {
  const dir = path.join(store, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => semver.valid(v) && fs.existsSync(path.join(dir, v, RELEASE_FILE)))
    .sort(semver.compare);
}

/** A release's metadata, or null when that version is not in the store. */
export function readRelease(store, remote, version) {
  assertReleaseId(remote, version);
  const file = path.join(store, remote, version, RELEASE_FILE);
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * Publishes a built remote (fromDir: its mf-manifest.json, remoteEntry.js, chunks, build-info.json) as an
 * immutable release. An existing version is refused: a release never changes once published.
 */
export async function publishRelease({ store, remote, version, fromDir, by = whoAmI() }) {
  assertReleaseId(remote, version);
  const build = JSON.parse(fs.readFileSync(path.join(fromDir, BUILD_INFO_FILE), 'utf8'));
  if (build.name !== remote) throw new Error(`${fromDir} is a build of ${build.name}, not ${remote}`);
  if (build.version !== version) throw new Error(`${fromDir} was built as ${build.version}, not ${version}`);
  const remoteDir = path.join(store, remote);
  return withLock(path.join(remoteDir, '.lock'), async () => {
    const target = path.join(remoteDir, version);
    if (fs.existsSync(target)) throw new Error(`${remote} ${version} is already published (${target}); releases are immutable: bump the version`);
    const staging = path.join(remoteDir, `.${version}.${process.pid}.tmp`);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(fromDir, staging, { recursive: true });
    const release = {
      remote,
      version,
      sha: build.sha,
      builtAt: build.builtAt,
      ...(build.label ? { label: build.label } : {}),
      publishedAt: new Date().toISOString(),
      publishedBy: by,
    };
    fs.writeFileSync(path.join(staging, RELEASE_FILE), `${JSON.stringify(release, null, 2)}\n`);
    // Read-only files: an accidental overwrite of a published release fails loudly.
    for (const f of fs.readdirSync(staging, { recursive: true })) {
      const full = path.join(staging, String(f));
      if (fs.statSync(full).isFile()) fs.chmodSync(full, 0o444);
    }
    fs.renameSync(staging, target);
    return release;
  });
}

/** Path of an environment's registry document. */
export const registryFile = (store, env) => path.join(store, 'registries', `${env}.json`);

/** An environment's registry (an empty one when nothing was promoted there yet). */
export function readRegistry(store, env) {
  assertEnvironment(env);
  const file = registryFile(store, env);
  if (!fs.existsSync(file)) return { schemaVersion: 1, environment: env, remotes: {}, history: [] };
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Manifest URL of a release, relative to the shell's mount (where the registry document is served). */
export const releaseEntry = (remote, version) => `${RELEASES_URL_DIR}/${remote}/${version}/mf-manifest.json`;

async function updateRegistry(store, env, change) {
  assertEnvironment(env);
  const file = registryFile(store, env);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return withLock(`${file}.lock`, async () => {
    const doc = readRegistry(store, env);
    const event = change(doc);
    doc.updatedAt = event.at;
    doc.history = [...(doc.history ?? []), event];
    writeFileAtomic(file, `${JSON.stringify(doc, null, 2)}\n`);
    return event;
  });
}

/**
 * Checks a release against a built host (build-info.json + shared-exports.json in hostDir): its singleton ranges and
 * the facade exports it needs. Returns the problems (empty = compatible).
 */
export function releaseProblemsAgainstHost(store, remote, version, hostDir) {
  const dir = path.join(store, remote, version);
  const build = JSON.parse(fs.readFileSync(path.join(dir, BUILD_INFO_FILE), 'utf8'));
  const host = JSON.parse(fs.readFileSync(path.join(hostDir, BUILD_INFO_FILE), 'utf8'));
  const required = Object.fromEntries(Object.entries(build.shared ?? {}).map(([k, v]) => [k, v.requiredVersion]));
  const provided = Object.fromEntries(Object.entries(host.shared ?? {}).map(([k, v]) => [k, v.version]));
  const readExports = (d) =>
    fs.existsSync(path.join(d, 'shared-exports.json')) ? JSON.parse(fs.readFileSync(path.join(d, 'shared-exports.json'), 'utf8')).shared : {};
  return [...checkSingletonRanges(required, provided), ...checkSharedExports(readExports(dir), readExports(hostDir))];
}

/**
 * Makes `version` the live version of `remote` in `env`. The version must be in the store and, when hostDir names
 * the live host build, compatible with it (singleton guard).
 */
export async function promote({ store, env, remote, version, by = whoAmI(), hostDir }) {
  assertReleaseId(remote, version);
  if (!readRelease(store, remote, version)) {
    const known = listReleases(store, remote);
    throw new Error(`${remote} ${version} is not in the release store ${store} (released: ${known.join(', ') || 'none'})`);
  }
  if (hostDir) assertCompatible(`${remote} ${version}`, releaseProblemsAgainstHost(store, remote, version, hostDir));
  return updateRegistry(store, env, (doc) => {
    const current = doc.remotes[remote];
    if (current?.version === version) throw new Error(`${remote} ${version} is already live in ${env}`);
    const previous = current ? [...(current.previous ?? []), current.version] : [];
    doc.remotes[remote] = { entry: releaseEntry(remote, version), version, previous };
    return { action: 'promote', remote, from: current?.version ?? null, to: version, by, at: new Date().toISOString() };
  });
}

/** Puts back the version that was live before the current one (each rollback steps one further back). */
export async function rollback({ store, env, remote, by = whoAmI() }) {
  assertReleaseId(remote);
  return updateRegistry(store, env, (doc) => {
    const current = doc.remotes[remote];
    if (!current) throw new Error(`${remote} has no live version in ${env}: nothing to roll back`);
    const previous = [...(current.previous ?? [])];
    const to = previous.pop();
    if (!to) throw new Error(`${remote} ${current.version} is the first version promoted in ${env}: there is no previous live version`);
    doc.remotes[remote] = { entry: releaseEntry(remote, to), version: to, previous };
    return { action: 'rollback', remote, from: current.version, to, by, at: new Date().toISOString() };
  });
}
