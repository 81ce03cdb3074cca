// The singleton guard (docs/adr/003-releases.md): a remote runs on the host's one copy of every shared singleton,
// so a remote built for a range the host does not satisfy, or needing a facade export the host does not provide,
// must fail its build (and its promotion), not a user's page.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { BUILD_INFO_FILE } from './release-metadata.mjs';
import { buildInfoSchema, readDocument, sharedExportsSchema } from './release-schema.mjs';

/** Shared singletons whose version ranges the guard enforces (the shared kit has no range: its exports are checked). */
export const GUARDED_SINGLETONS = [
  /^react$/,
  /^react\/jsx-runtime$/,
  /^react-dom(\/client)?$/,
  /^react-router-dom$/,
  /^@tanstack\/react-query$/,
  /^@mantine\//,
  /^zustand$/,
  /^@hub\/shared(\/|$)/,
];

/**
 * Whether a shared key is guarded.
 * @param {string} key
 * @returns {boolean}
 */
export const isGuarded = (key) => GUARDED_SINGLETONS.some((re) => re.test(key));

/**
 * Version problems: every guarded key whose required range the provided version does not satisfy, or that the host
 * does not provide at all.
 * @param {Record<string, string | false | undefined>} required remote: shared key -> requiredVersion (false = any; none is
 *   not a valid range)
 * @param {Record<string, string | undefined>} provided host: shared key -> version
 * @returns {string[]} one sentence per problem
 */
export function checkSingletonRanges(required, provided) {
  /** @type {string[]} */
  const problems = [];
  for (const [key, range] of Object.entries(required)) {
    if (!isGuarded(key)) continue;
    const version = provided[key];
    if (version === undefined) {
      problems.push(`${key}: the host does not provide this shared singleton`);
      continue;
    }
    if (range === false || range === '*' || range === '') continue;
    if (range === undefined || !semver.validRange(range)) {
      problems.push(`${key}: "${range}" is not a valid version range`);
      continue;
    }
    if (!semver.satisfies(version, range)) problems.push(`${key}: requires ${range} but the host provides ${version}`);
  }
  return problems;
}

/**
 * Export problems: a remote consumes the host's facades, so every export it needs must be in the host's list, or
 * the remote gets `undefined` at run time.
 * @param {Record<string, string[]>} needed remote's shared-exports.json `shared`
 * @param {Record<string, string[]>} provided host's shared-exports.json `shared`
 * @returns {string[]}
 */
export function checkSharedExports(needed, provided) {
  /** @type {string[]} */
  const problems = [];
  for (const [key, names] of Object.entries(needed)) {
    const have = provided[key];
    // The host shares this library whole (no facade): every export is there.
    if (!have) continue;
    const missing = names.filter((n) => !have.includes(n));
    if (missing.length) problems.push(`${key}: needs ${missing.join(', ')}, which the host does not provide (rebuild and deploy the host first)`);
  }
  return problems;
}

/**
 * The Mantine stylesheets a remote leaves to the host (it was built while the host loaded them at start) that the host
 * no longer loads at start: that remote's components would render unstyled. Issue 11 (per-component CSS, no stylesheet
 * twice).
 * @param {string[]} fromHost remote's boot-assets.json `hostCss`
 * @param {string[]} hostStart host's boot-assets.json `mantineCss`
 * @returns {string[]}
 */
export function checkHostCss(fromHost, hostStart) {
  const loaded = new Set(hostStart);
  return fromHost
    .filter((name) => !loaded.has(name))
    .map((name) => `Mantine ${name} styles: left to the host, which no longer loads them at start (rebuild the remote against this host)`);
}

/**
 * Throws one error listing every problem (the build or the promotion stops on it).
 * @param {string} what
 * @param {string[]} problems
 */
export function assertCompatible(what, problems) {
  if (problems.length) {
    throw new Error(`Singleton guard: ${what} is not compatible with the host:\n  - ${problems.join('\n  - ')}`);
  }
}

/**
 * The installed version of a package as seen from a package folder.
 * @param {string} fromDir
 * @param {string} name
 * @returns {string | undefined}
 */
function installedVersion(fromDir, name) {
  let dir = fromDir;
  for (;;) {
    const pj = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(pj)) return /** @type {{ version?: string }} */ (JSON.parse(fs.readFileSync(pj, 'utf8'))).version;
    const up = path.dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
}

/** @param {string} key */
const packageName = (key) =>
  key
    .split('/')
    .slice(0, key.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What a host provides: from a built host (a folder with build-info.json and shared-exports.json, e.g. the live
 * dist/web or a downloaded copy), or, without one, the versions installed for the workspace's host package.
 * @param {{ hostDir?: string, workspaceHostDir: string, keys: string[] }} opts
 * @returns {{ source: string, versions: Record<string, string | undefined>, exports: Record<string, string[]> | null }}
 */
export function hostProvides({ hostDir, workspaceHostDir, keys }) {
  if (hostDir) {
    const infoFile = path.join(hostDir, BUILD_INFO_FILE);
    if (!fs.existsSync(infoFile)) throw new Error(`Singleton guard: ${infoFile} is missing (is ${hostDir} a host build?)`);
    // Only the shared singletons are read: a host folder need not carry the rest of build-info.json.
    const info = readDocument(buildInfoSchema.pick({ shared: true }), infoFile, 'build-info.json');
    const exportsFile = path.join(hostDir, 'shared-exports.json');
    const exp = fs.existsSync(exportsFile) ? readDocument(sharedExportsSchema, exportsFile, 'shared-exports.json').shared : null;
    const versions = Object.fromEntries(Object.entries(info.shared ?? {}).map(([k, v]) => [k, v.version]));
    return { source: hostDir, versions, exports: exp };
  }
  const versions = Object.fromEntries(keys.map((k) => [k, k.startsWith('@hub/') ? '0.0.0-workspace' : installedVersion(workspaceHostDir, packageName(k))]));
  return { source: workspaceHostDir, versions, exports: null };
}

/**
 * Per shared key: the version installed for this package and the range it asks for (build-info.json `shared`).
 * @param {string} pkgDir
 * @param {Record<string, { requiredVersion?: string | false }>} shared
 * @returns {Record<string, { version?: string, requiredVersion: string | false }>}
 */
export function describeShared(pkgDir, shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, cfg]) => [key, { version: installedVersion(pkgDir, packageName(key)), requiredVersion: cfg.requiredVersion ?? false }]),
  );
}

/**
 * Runs in every production remote build: fails it when the remote's ranges or needed exports do not fit the host.
 * The host is the workspace's host package, or the built host in HUB_GUARD_HOST (a release checks the live shell).
 * @param {{ pkgDir: string, rootDir: string, name: string, shared: Record<string, { requiredVersion?: string | false }>, exportLists: Record<string, string[]> }} opts
 */
export function guardRemoteBuild({ pkgDir, rootDir, name, shared, exportLists }) {
  const required = Object.fromEntries(Object.entries(shared).map(([k, v]) => [k, v.requiredVersion ?? false]));
  const hostDir = process.env.HUB_GUARD_HOST ? path.resolve(process.env.HUB_GUARD_HOST) : undefined;
  const host = hostProvides({ hostDir, workspaceHostDir: path.join(rootDir, 'host'), keys: Object.keys(shared) });
  const problems = [...checkSingletonRanges(required, host.versions), ...(host.exports ? checkSharedExports(exportLists, host.exports) : [])];
  assertCompatible(`${name} (${path.basename(pkgDir)}, checked against ${host.source})`, problems);
}
