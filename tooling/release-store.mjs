// The release store and the per-environment registries (docs/adr/003-releases.md). A plain directory, so `pnpm
// start` serves it and any static host or CDN can too:
//   <store>/<remote>/<version>/         an immutable release: mf-manifest.json, remoteEntry.js, chunks, release.json
//   <store>/registries/<env>.json       what is live in one environment, its rollback stack and its history
// Every registry change happens under a lock file and lands by rename, so readers see the old or the new document,
// never a mix, and two promotions at once are applied one after the other. Routes, canaries by hub, approvals and
// pruning: docs/adr/008-routes-canaries-approval.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import semver from 'semver';
import { BUILD_INFO_FILE } from './release-metadata.mjs';
import { droppedSpecRoutes, routeConflicts } from './route-rules.mjs';
import { assertCompatible, checkHostCss, checkSharedExports, checkSingletonRanges } from './singleton-guard.mjs';
import { BOOT_ASSETS_FILE } from './boot-assets.mjs';
import {
  bootAssetsSchema,
  buildInfoSchema,
  bundledRegistrySchema,
  checkDocument,
  environmentRegistrySchema,
  readDocument,
  releaseSchema,
  sharedExportsSchema,
} from './release-schema.mjs';

/** @typedef {import('./release-schema.mjs').EnvironmentRegistry} EnvironmentRegistry */
/** @typedef {import('./release-schema.mjs').EnvironmentRemote} EnvironmentRemote */
/** @typedef {import('./release-schema.mjs').RegistryEvent} RegistryEvent */
/** @typedef {import('./release-schema.mjs').PromotionRequest} PromotionRequest */
/** @typedef {import('./release-schema.mjs').Release} Release */
/** @typedef {import('./release-schema.mjs').StackedState} StackedState */
/** @typedef {import('./route-rules.mjs').RouteOwner} RouteOwner */
/** The remotes built with the shell (its remote-registry.json), by name. */
/** @typedef {Record<string, { entry: string, routes?: string[] }>} BundledRemotes */

/** Environments a registry exists for. */
export const ENVIRONMENTS = ['dev', 'staging', 'prod'];
/** Metadata file of each release. */
export const RELEASE_FILE = 'release.json';
/** URL folder (under the shell's mount) the store is served from. */
export const RELEASES_URL_DIR = 'releases';

/**
 * The store directory: HUB_RELEASES_DIR, else <repo>/.releases.
 * @param {string} rootDir
 */
export function storeDir(rootDir) {
  return process.env.HUB_RELEASES_DIR ? path.resolve(process.env.HUB_RELEASES_DIR) : path.join(rootDir, '.releases');
}

/**
 * Who runs a release command: HUB_RELEASE_USER (CI sets the authenticated actor), else the git user, else $USER.
 * @returns {string}
 */
export function whoAmI(cwd = process.cwd()) {
  if (process.env.HUB_RELEASE_USER?.trim()) return process.env.HUB_RELEASE_USER.trim();
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

/**
 * Refuses names and versions that could escape the store or are not releases.
 * @param {string} remote
 * @param {string} [version]
 */
export function assertReleaseId(remote, version) {
  if (!/^[A-Za-z][A-Za-z0-9]*$/.test(remote)) throw new Error(`"${remote}" is not a remote name`);
  if (version !== undefined && !semver.valid(version)) throw new Error(`"${version}" is not a release version (x.y.z)`);
}

/** @param {string} env */
export function assertEnvironment(env) {
  if (!ENVIRONMENTS.includes(env)) throw new Error(`Unknown environment "${env}" (one of ${ENVIRONMENTS.join(', ')})`);
}

const sleep = (/** @type {number} */ ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs fn while holding an exclusive lock file (O_EXCL create). A lock older than staleMs is from a crashed
 * process and is broken; waiting longer than timeoutMs fails.
 * @template T
 * @param {string} lockFile
 * @param {() => Promise<T>} fn
 * @param {{ timeoutMs?: number, staleMs?: number }} [opts]
 * @returns {Promise<T>}
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
      if (/** @type {NodeJS.ErrnoException} */ (err).code !== 'EEXIST') throw err;
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

/**
 * Writes a file atomically: a temp file in the same folder, flushed, then renamed over the target.
 * @param {string} file
 * @param {string} body
 */
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

/**
 * Versions of a remote in the store, oldest first.
 * @param {string} store
 * @param {string} remote
 * @returns {string[]}
 */
export function listReleases(store, remote) {
  const dir = path.join(store, remote);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((v) => semver.valid(v) && fs.existsSync(path.join(dir, v, RELEASE_FILE)))
    .sort(semver.compare);
}

/**
 * A release's metadata, or null when that version is not in the store.
 * @param {string} store
 * @param {string} remote
 * @param {string} version
 * @returns {Release | null}
 */
export function readRelease(store, remote, version) {
  assertReleaseId(remote, version);
  const file = path.join(store, remote, version, RELEASE_FILE);
  return fs.existsSync(file) ? readDocument(releaseSchema, file, 'release') : null;
}

/**
 * Publishes a built remote (fromDir: its mf-manifest.json, remoteEntry.js, chunks, build-info.json) as an
 * immutable release. An existing version is refused: a release never changes once published.
 * @param {{ store: string, remote: string, version: string, fromDir: string, by?: string }} opts
 * @returns {Promise<Release>}
 */
export async function publishRelease({ store, remote, version, fromDir, by = whoAmI() }) {
  assertReleaseId(remote, version);
  const build = readDocument(buildInfoSchema, path.join(fromDir, BUILD_INFO_FILE), 'build-info.json');
  if (build.name !== remote) throw new Error(`${fromDir} is a build of ${build.name}, not ${remote}`);
  if (build.version !== version) throw new Error(`${fromDir} was built as ${build.version}, not ${version}`);
  const remoteDir = path.join(store, remote);
  return withLock(path.join(remoteDir, '.lock'), async () => {
    const target = path.join(remoteDir, version);
    if (fs.existsSync(target)) throw new Error(`${remote} ${version} is already published (${target}); releases are immutable: bump the version`);
    const staging = path.join(remoteDir, `.${version}.${process.pid}.tmp`);
    fs.rmSync(staging, { recursive: true, force: true });
    fs.cpSync(fromDir, staging, { recursive: true });
    const releaseFile = path.join(staging, RELEASE_FILE);
    /** @type {Release} */
    const release = {
      remote,
      version,
      sha: build.sha,
      builtAt: build.builtAt,
      ...(build.label ? { label: build.label } : {}),
      // The routes this version declares (its defineRemote list, read at build time): the registry carries them.
      ...(Array.isArray(build.routes) ? { routes: build.routes } : {}),
      publishedAt: new Date().toISOString(),
      publishedBy: by,
    };
    checkDocument(releaseSchema, release, releaseFile, 'release');
    fs.writeFileSync(releaseFile, `${JSON.stringify(release, null, 2)}\n`);
    // Read-only files: an accidental overwrite of a published release fails loudly.
    for (const f of fs.readdirSync(staging, { recursive: true })) {
      const full = path.join(staging, String(f));
      if (fs.statSync(full).isFile()) fs.chmodSync(full, 0o444);
    }
    fs.renameSync(staging, target);
    return release;
  });
}

/**
 * Path of an environment's registry document.
 * @param {string} store
 * @param {string} env
 */
export const registryFile = (store, env) => path.join(store, 'registries', `${env}.json`);

/**
 * An environment's registry (an empty one when nothing was promoted there yet). A document that is not a registry
 * throws a DocumentError naming the file.
 * @param {string} store
 * @param {string} env
 * @returns {EnvironmentRegistry}
 */
export function readRegistry(store, env) {
  assertEnvironment(env);
  const file = registryFile(store, env);
  if (!fs.existsSync(file)) return { schemaVersion: 1, environment: env, remotes: {}, history: [] };
  return readDocument(environmentRegistrySchema, file, 'environment registry');
}

/**
 * Manifest URL of a release, relative to the shell's mount (where the registry document is served).
 * @param {string} remote
 * @param {string} version
 */
export const releaseEntry = (remote, version) => `${RELEASES_URL_DIR}/${remote}/${version}/mf-manifest.json`;

/**
 * Applies `change` to an environment's registry under its lock, appends the event it returns to the history, and
 * writes the document back (validated first: a change that would write a malformed registry throws instead).
 * @param {string} store
 * @param {string} env
 * @param {(doc: EnvironmentRegistry) => RegistryEvent} change
 * @returns {Promise<RegistryEvent>}
 */
async function updateRegistry(store, env, change) {
  assertEnvironment(env);
  const file = registryFile(store, env);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return withLock(`${file}.lock`, async () => {
    const doc = readRegistry(store, env);
    const event = change(doc);
    doc.updatedAt = event.at;
    doc.history = [...doc.history, event];
    // Written as changed (fields in the order the change put them), once it is still a registry.
    checkDocument(environmentRegistrySchema, doc, file, 'environment registry');
    writeFileAtomic(file, `${JSON.stringify(doc, null, 2)}\n`);
    return event;
  });
}

/**
 * Checks a release against a built host (build-info.json, shared-exports.json and boot-assets.json in hostDir): its
 * singleton ranges, the facade exports it needs and the Mantine stylesheets it leaves to the host. Returns the problems
 * (empty = compatible).
 * @param {string} store
 * @param {string} remote
 * @param {string} version
 * @param {string} hostDir
 * @returns {string[]}
 */
export function releaseProblemsAgainstHost(store, remote, version, hostDir) {
  const dir = path.join(store, remote, version);
  // Only the shared singletons are read: a host folder need not carry the rest.
  const sharedOf = (/** @type {string} */ d) => readDocument(SHARED_OF_BUILD, path.join(d, BUILD_INFO_FILE), 'build-info.json').shared ?? {};
  const required = Object.fromEntries(Object.entries(sharedOf(dir)).map(([k, v]) => [k, v.requiredVersion]));
  const provided = Object.fromEntries(Object.entries(sharedOf(hostDir)).map(([k, v]) => [k, v.version]));
  const readExports = (/** @type {string} */ d) => {
    const file = path.join(d, 'shared-exports.json');
    return fs.existsSync(file) ? readDocument(sharedExportsSchema, file, 'shared-exports.json').shared : {};
  };
  const readBoot = (/** @type {string} */ d) => {
    const file = path.join(d, BOOT_ASSETS_FILE);
    return fs.existsSync(file) ? readDocument(bootAssetsSchema, file, BOOT_ASSETS_FILE) : {};
  };
  return [
    ...checkSingletonRanges(required, provided),
    ...checkSharedExports(readExports(dir), readExports(hostDir)),
    ...checkHostCss(readBoot(dir).hostCss ?? [], readBoot(hostDir).mantineCss ?? []),
  ];
}

// ---------------------------------------------------------------------------------------------------------------------
// Routes: which remote serves which route in an environment (docs/adr/008).

/** The part of build-info.json the singleton guard reads. */
const SHARED_OF_BUILD = buildInfoSchema.pick({ shared: true });

/**
 * The remotes built with the shell and the routes they declare: the live host's remote-registry.json (dist/web, what
 * `pnpm start` serves), or none when hostDir is not an assembled web directory.
 * @param {string | null} [hostDir]
 * @returns {BundledRemotes}
 */
export function readBundledRemotes(hostDir) {
  if (!hostDir) return {};
  const file = path.join(hostDir, 'remote-registry.json');
  if (!fs.existsSync(file)) return {};
  return readDocument(bundledRegistrySchema, file, 'remote registry').remotes ?? {};
}

/**
 * The routes a release declares (release.json); a release published before routes were declared serves the routes
 * of the same remote built with the shell.
 * @param {string} store
 * @param {string} remote
 * @param {string} version
 * @param {Record<string, { routes?: string[] }>} [bundled]
 * @returns {string[]}
 */
export function releaseRoutes(store, remote, version, bundled = {}) {
  return readRelease(store, remote, version)?.routes ?? bundled[remote]?.routes ?? [];
}

/** Hub ids as the shell puts them in URLs (HUB-BLR-01): letters, digits, "-" and "_". */
const HUB_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/**
 * Parses --hubs: a comma-separated list of hub ids, de-duplicated, in the order given.
 * @param {string | undefined | null} value
 * @returns {string[] | undefined}
 */
export function parseHubs(value) {
  if (value === undefined || value === null) return undefined;
  const hubs = [
    ...new Set(
      String(value)
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
  ];
  if (!hubs.length) throw new Error('--hubs names no hub (e.g. --hubs HUB-BLR-01,HUB-PUN-03)');
  const bad = hubs.find((h) => !HUB_ID.test(h));
  if (bad) throw new Error(`"${bad}" is not a hub id (letters, digits, "-" and "_", e.g. HUB-BLR-01)`);
  return hubs;
}

/**
 * What serves each remote's routes in an environment: its live version (or the one built with the shell) and its
 * canary version, if any. The owners route checks compare a candidate with.
 * @param {string} store
 * @param {string} env
 * @param {EnvironmentRegistry} doc
 * @param {BundledRemotes} [bundled]
 * @returns {RouteOwner[]}
 */
export function servedRoutes(store, env, doc, bundled = {}) {
  /** @type {RouteOwner[]} */
  const owners = [];
  for (const name of new Set([...Object.keys(bundled), ...Object.keys(doc.remotes)])) {
    const entry = doc.remotes[name];
    const shell = bundled[name];
    if (entry?.version)
      owners.push({
        remote: name,
        version: entry.version,
        routes: entry.routes ?? releaseRoutes(store, name, entry.version, bundled),
        where: `live in ${env}`,
      });
    else if (shell) owners.push({ remote: name, version: null, routes: shell.routes ?? [], where: `the shell's build, in ${env}` });
    if (entry?.canary)
      owners.push({
        remote: name,
        version: entry.canary.version,
        routes: entry.canary.routes ?? releaseRoutes(store, name, entry.canary.version, bundled),
        where: `canary in ${env} for ${entry.canary.hubs.join(', ')}`,
      });
  }
  return owners;
}

/**
 * Route problems of making `version` of `remote` (declaring `routes`) serve in an environment: conflicts and drops.
 * @param {{ store: string, env: string, doc: EnvironmentRegistry, remote: string, version: string, routes: string[], bundled?: BundledRemotes }} opts
 * @returns {string[]}
 */
export function routeProblems({ store, env, doc, remote, version, routes, bundled = {} }) {
  const owners = servedRoutes(store, env, doc, bundled);
  const candidate = { remote, version, routes };
  return [...routeConflicts(candidate, owners), ...droppedSpecRoutes(candidate, owners)];
}

/**
 * Throws one error listing every route problem, when there is any.
 * @param {string[]} problems
 */
function assertRoutes(problems) {
  if (problems.length) throw new Error(`Route check refused it:\n  - ${problems.join('\n  - ')}`);
}

// ---------------------------------------------------------------------------------------------------------------------
// Promotion, canaries by hub, approval, rollback.

/**
 * The state of a remote in an environment, as the rollback stack keeps it: its live version (null = the one built
 * with the shell) and its canary, if any. Stack entries written before canaries are plain version strings.
 * @typedef {{ version: string | null, canary?: { version: string, hubs: string[] } }} RemoteState
 */

/**
 * @param {EnvironmentRemote | undefined} entry
 * @returns {RemoteState}
 */
const stateOf = (entry) => ({
  version: entry?.version ?? null,
  ...(entry?.canary ? { canary: { version: entry.canary.version, hubs: [...entry.canary.hubs] } } : {}),
});
/**
 * @param {StackedState} s
 * @returns {RemoteState}
 */
const normaliseState = (s) => (typeof s === 'string' ? { version: s } : s);
/**
 * A state as the stack keeps it: a plain version stays a string (the format before canaries).
 * @param {RemoteState} s
 * @returns {StackedState}
 */
const packState = (s) => (s.canary || s.version === null ? s : s.version);

/**
 * "1.1.0", "1.1.0 + canary 1.2.0 for HUB-BLR-01" or null (the shell's build), as events and messages show a state.
 * @param {StackedState} state
 * @returns {string | null}
 */
export function describeState(state) {
  const s = normaliseState(state);
  const live = s.version ?? (s.canary ? "the shell's build" : null);
  return s.canary ? `${live} + canary ${s.canary.version} for ${s.canary.hubs.join(', ')}` : live;
}

const sameHubs = (/** @type {string[]} */ a, /** @type {string[]} */ b) => a.length === b.length && a.every((h) => b.includes(h));

/**
 * Applies a promotion to a registry document (under its lock): with `hubs`, `version` becomes the canary for those
 * hubs (a later call with other hubs widens or narrows it); without, it becomes live for every hub and any canary
 * ends. The previous state goes on the rollback stack. Refuses what would leave the environment serving a route
 * twice or without a route the spec requires.
 * @param {EnvironmentRegistry} doc
 * @param {{ store: string, env: string, remote: string, version: string, hubs?: string[], by: string, bundled: BundledRemotes }} opts
 * @returns {RegistryEvent}
 */
function applyPromotion(doc, { store, env, remote, version, hubs, by, bundled }) {
  if (!readRelease(store, remote, version)) throw new Error(`${remote} ${version} is not in the release store ${store} (pruned meanwhile?)`);
  const current = doc.remotes[remote];
  const before = stateOf(current);
  const routes = releaseRoutes(store, remote, version, bundled);
  assertRoutes(routeProblems({ store, env, doc, remote, version, routes, bundled }));
  const at = new Date().toISOString();
  const previous = current ? [...current.previous, packState(before)] : [];
  if (hubs) {
    if (current?.version === version) throw new Error(`${remote} ${version} is already live in ${env} for every hub`);
    if (current?.canary?.version === version && sameHubs(current.canary.hubs, hubs))
      throw new Error(`${remote} ${version} is already the canary in ${env} for ${hubs.join(', ')}`);
    const canary = { version, entry: releaseEntry(remote, version), routes, hubs };
    doc.remotes[remote] = { ...(current ?? {}), canary, previous: current ? previous : [packState(before)] };
    const widened = current?.canary?.version === version ? { previousHubs: current.canary.hubs } : {};
    return { action: 'promote', remote, from: current?.canary?.version ?? before.version, to: version, hubs, ...widened, by, at };
  }
  if (current?.version === version && !current.canary) throw new Error(`${remote} ${version} is already live in ${env}`);
  doc.remotes[remote] = { entry: releaseEntry(remote, version), version, routes, previous };
  const ended = before.canary ? { endedCanary: before.canary } : {};
  return { action: 'promote', remote, from: before.version, to: version, ...ended, by, at };
}

/**
 * Makes `version` the live version of `remote` in `env` (or, with `hubs`, the canary for those hubs only). The version
 * must be in the store, compatible with the live host build when hostDir names one (singleton guard), and its routes
 * must not clash with what the environment serves (routeProblems). With `approval: 'required'` a promotion to prod is
 * recorded as a request for another person to approve (approve()).
 * @param {{ store: string, env: string, remote: string, version: string, by?: string, hostDir?: string, hubs?: string[], approval?: 'required' }} opts
 * @returns {Promise<RegistryEvent>}
 */
export async function promote({ store, env, remote, version, by = whoAmI(), hostDir, hubs, approval }) {
  assertReleaseId(remote, version);
  assertEnvironment(env);
  if (!readRelease(store, remote, version)) {
    const known = listReleases(store, remote);
    throw new Error(`${remote} ${version} is not in the release store ${store} (released: ${known.join(', ') || 'none'})`);
  }
  if (hubs !== undefined) hubs = parseHubs(hubs.join(','));
  if (hostDir) assertCompatible(`${remote} ${version}`, releaseProblemsAgainstHost(store, remote, version, hostDir));
  const bundled = readBundledRemotes(hostDir);
  if (approval === 'required' && env === 'prod') return requestPromotion({ store, env, remote, version, hubs, by, bundled });
  return updateRegistry(store, env, (doc) => applyPromotion(doc, { store, env, remote, version, hubs, by, bundled }));
}

/**
 * Whether promotions to `env` need a second person: HUB_PROMOTE_APPROVAL=required, for prod.
 * @param {string} env
 * @param {string} [value]
 * @returns {'required' | undefined}
 */
export const approvalFor = (env, value = process.env.HUB_PROMOTE_APPROVAL) => (value?.trim() === 'required' && env === 'prod' ? 'required' : undefined);

/**
 * Records a request to promote (checked now as the promotion would be, so a request that can never apply is refused at
 * once). One pending request per remote: a new one replaces it, and the history keeps both.
 * @param {{ store: string, env: string, remote: string, version: string, hubs?: string[], by: string, bundled: BundledRemotes }} opts
 * @returns {Promise<RegistryEvent>}
 */
async function requestPromotion({ store, env, remote, version, hubs, by, bundled }) {
  return updateRegistry(store, env, (doc) => {
    // Dry run on a copy: the same refusals as the promotion itself, nothing applied.
    applyPromotion(structuredClone(doc), { store, env, remote, version, hubs, by, bundled });
    const at = new Date().toISOString();
    const request = { remote, version, ...(hubs ? { hubs } : {}), by, at };
    const replaced = (doc.requests ?? []).find((r) => r.remote === remote);
    doc.requests = [...(doc.requests ?? []).filter((r) => r.remote !== remote), request];
    return {
      action: 'request',
      remote,
      to: version,
      ...(hubs ? { hubs } : {}),
      ...(replaced ? { replaces: `${replaced.version} requested by ${replaced.by}` } : {}),
      by,
      at,
    };
  });
}

/**
 * Pending promotion requests of an environment.
 * @param {string} store
 * @param {string} env
 * @returns {PromotionRequest[]}
 */
export const pendingRequests = (store, env) => readRegistry(store, env).requests ?? [];

/**
 * Applies a pending request to promote `version` of `remote` in `env`: only someone other than the requester may
 * (`by`). The checks run again (the environment may have changed since the request). The history keeps the request
 * and this approval (with who asked and when).
 * @param {{ store: string, env: string, remote: string, version: string, by?: string, hostDir?: string }} opts
 * @returns {Promise<RegistryEvent>}
 */
export async function approve({ store, env, remote, version, by = whoAmI(), hostDir }) {
  assertReleaseId(remote, version);
  assertEnvironment(env);
  if (hostDir && readRelease(store, remote, version)) assertCompatible(`${remote} ${version}`, releaseProblemsAgainstHost(store, remote, version, hostDir));
  const bundled = readBundledRemotes(hostDir);
  return updateRegistry(store, env, (doc) => {
    const pending = doc.requests ?? [];
    const request = pending.find((r) => r.remote === remote && r.version === version);
    if (!request) {
      const other = pending.find((r) => r.remote === remote);
      throw new Error(
        `No pending request to promote ${remote} ${version} in ${env}${other ? ` (pending: ${remote} ${other.version}, requested by ${other.by})` : ''}`,
      );
    }
    if (request.by === by) throw new Error(`${remote} ${version} was requested by ${by}: another person must approve it`);
    const event = applyPromotion(doc, { store, env, remote, version, hubs: request.hubs, by, bundled });
    doc.requests = pending.filter((r) => r !== request);
    return { ...event, action: 'approve', requestedBy: request.by, requestedAt: request.at };
  });
}

/**
 * Puts back the state before the last change of `remote` in `env` (each rollback steps one further back): the
 * previous live version, or the canary as it was (narrower hubs, or none). Rollbacks need no approval (they restore
 * a state that was approved), but the restored state must still fit the environment's routes.
 * @param {{ store: string, env: string, remote: string, by?: string, hostDir?: string }} opts
 * @returns {Promise<RegistryEvent>}
 */
export async function rollback({ store, env, remote, by = whoAmI(), hostDir }) {
  assertReleaseId(remote);
  const bundled = readBundledRemotes(hostDir);
  return updateRegistry(store, env, (doc) => {
    const current = doc.remotes[remote];
    if (!current) throw new Error(`${remote} has no live version in ${env}: nothing to roll back`);
    const previous = [...current.previous];
    const packed = previous.pop();
    if (packed === undefined) throw new Error(`${remote} ${current.version} is the first version promoted in ${env}: there is no previous live version`);
    const to = normaliseState(packed);
    const others = { ...doc, remotes: { ...doc.remotes } };
    delete others.remotes[remote];
    const check = (/** @type {string | null | undefined} */ version) => {
      if (!version) return [];
      const routes = releaseRoutes(store, remote, version, bundled);
      return routeProblems({ store, env, doc: others, remote, version, routes, bundled });
    };
    assertRoutes([...check(to.version), ...check(to.canary?.version)]);
    const restored = {
      ...(to.version ? { entry: releaseEntry(remote, to.version), version: to.version, routes: releaseRoutes(store, remote, to.version, bundled) } : {}),
      ...(to.canary
        ? {
            canary: {
              version: to.canary.version,
              entry: releaseEntry(remote, to.canary.version),
              routes: releaseRoutes(store, remote, to.canary.version, bundled),
              hubs: to.canary.hubs,
            },
          }
        : {}),
      previous,
    };
    if (!to.version && !to.canary && !previous.length) delete doc.remotes[remote];
    else doc.remotes[remote] = restored;
    return { action: 'rollback', remote, from: describeState(stateOf(current)), to: describeState(to), by, at: new Date().toISOString() };
  });
}

// ---------------------------------------------------------------------------------------------------------------------
// Clean-up.

/**
 * Which releases to keep and why: live, canary, on a rollback stack or asked for (pending request) in any
 * environment, or among the newest `keep` of their remote (what QA may still pin in dev and staging). The rest can go.
 * @param {string} store
 * @param {number} keep
 * @returns {{ keep: Array<{ remote: string, version: string, reasons: string[] }>, remove: Array<{ remote: string, version: string }> }}
 */
export function pruneSelection(store, keep) {
  if (!Number.isInteger(keep) || keep < 0) throw new Error(`--keep must be a whole number of versions (got "${keep}")`);
  /** @type {Map<string, string[]>} */
  const reasons = new Map();
  /** @type {(remote: string, version: string | null | undefined, reason: string) => void} */
  const why = (remote, version, reason) => {
    if (!version) return;
    const key = `${remote}@${version}`;
    reasons.set(key, [...(reasons.get(key) ?? []), reason]);
  };
  for (const env of ENVIRONMENTS) {
    const doc = readRegistry(store, env);
    for (const [remote, entry] of Object.entries(doc.remotes)) {
      why(remote, entry.version, `live in ${env}`);
      if (entry.canary) why(remote, entry.canary.version, `canary in ${env}`);
      for (const s of entry.previous.map(normaliseState)) {
        why(remote, s.version, `rollback stack in ${env}`);
        if (s.canary) why(remote, s.canary.version, `rollback stack in ${env}`);
      }
    }
    for (const r of doc.requests ?? []) why(r.remote, r.version, `requested for ${env}`);
  }
  /** @type {ReturnType<typeof pruneSelection>} */
  const out = { keep: [], remove: [] };
  const remotes = fs
    .readdirSync(store, { withFileTypes: true })
    .filter((d) => d.isDirectory() && d.name !== 'registries' && /^[A-Za-z][A-Za-z0-9]*$/.test(d.name))
    .map((d) => d.name)
    .sort();
  for (const remote of remotes) {
    const versions = listReleases(store, remote);
    const newest = new Set(keep ? versions.slice(-keep) : []);
    for (const version of versions) {
      const r = [...(reasons.get(`${remote}@${version}`) ?? []), ...(newest.has(version) ? [`one of the newest ${keep} (pinnable)`] : [])];
      if (r.length) out.keep.push({ remote, version, reasons: r });
      else out.remove.push({ remote, version });
    }
  }
  return out;
}

/** @type {(dir: string) => number} */
const dirBytes = (dir) =>
  fs.readdirSync(dir, { recursive: true }).reduce((/** @type {number} */ n, f) => {
    const st = fs.statSync(path.join(dir, String(f)));
    return st.isFile() ? n + st.size : n;
  }, 0);

/**
 * Removes the releases pruneSelection does not keep, holding every environment's lock so no promotion can pick a
 * version while it goes. `dryRun` only reports.
 * @param {{ store: string, keep: number, dryRun?: boolean }} opts
 * @returns {Promise<{ removed: Array<{ remote: string, version: string, bytes: number }>, kept: Array<{ remote: string, version: string, reasons: string[] }> }>}
 */
export async function prune({ store, keep, dryRun = false }) {
  /**
   * @template T
   * @param {string[]} envs
   * @param {() => Promise<T>} fn
   * @returns {Promise<T>}
   */
  const locked = ([env, ...rest], fn) => (env ? withLock(`${registryFile(store, env)}.lock`, () => locked(rest, fn)) : fn());
  fs.mkdirSync(path.join(store, 'registries'), { recursive: true });
  return locked(ENVIRONMENTS, async () => {
    const selection = pruneSelection(store, keep);
    /** @type {Array<{ remote: string, version: string, bytes: number }>} */
    const removed = [];
    for (const { remote, version } of selection.remove) {
      const dir = path.join(store, remote, version);
      const bytes = dirBytes(dir);
      if (!dryRun)
        await withLock(path.join(store, remote, '.lock'), async () => {
          // The folder is read-only inside (releases never change): rename it away first, so a reader never sees half.
          const trash = path.join(store, remote, `.${version}.${process.pid}.prune.tmp`);
          fs.renameSync(dir, trash);
          fs.rmSync(trash, { recursive: true, force: true });
        });
      removed.push({ remote, version, bytes });
    }
    return { removed, kept: selection.keep };
  });
}
