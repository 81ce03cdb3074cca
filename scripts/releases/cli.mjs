// Shared bits of the release commands (pnpm release / promote / rollback): arguments, store, live host, errors.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BUILD_INFO_FILE } from '../../tooling/release-metadata.mjs';
import { storeDir } from '../../tooling/release-store.mjs';
import { ROOT } from '../lib.mjs';

/** The options every command reads: strings (`type: 'string'`) or flags (`type: 'boolean'`). */
/** @typedef {Record<string, string | boolean | undefined>} Values */

/**
 * Parses argv with the options every release command shares (--store, --host) plus its own.
 * @param {import('node:util').ParseArgsConfig['options']} options
 * @param {string} usage
 * @returns {{ values: Values, positionals: string[] }}
 */
export function parseCommand(options, usage) {
  try {
    const parsed = parseArgs({
      args: process.argv.slice(2),
      allowPositionals: true,
      options: { store: { type: 'string' }, host: { type: 'string' }, help: { type: 'boolean', short: 'h' }, ...options },
    });
    if (parsed.values.help) {
      console.log(usage);
      process.exit(0);
    }
    return parsed;
  } catch (err) {
    fail(`${err instanceof Error ? err.message : String(err)}\n${usage}`);
  }
}

/**
 * The store: --store, else HUB_RELEASES_DIR, else <repo>/.releases.
 * @param {Values} values
 */
export const resolveStore = (values) => (values.store ? path.resolve(String(values.store)) : storeDir(ROOT));

/**
 * The live host build the singleton guard checks against: --host, else HUB_HOST_DIR, else the assembled dist/web
 * (what `pnpm start` serves) when it carries build metadata; null when there is none to check against, or when told
 * `none`.
 * @param {Values} values
 * @returns {string | null}
 */
export function resolveHostDir(values) {
  const explicit = values.host ?? process.env.HUB_HOST_DIR;
  // `--host none`: no built host to check against (a team's machine or CI without the shell's build): the build's
  // singleton guard checks the workspace's host package instead, and only the store's registries name other remotes'
  // routes. Also what makes a test independent of whether dist/web happens to exist.
  if (explicit === 'none') return null;
  if (explicit) {
    const dir = path.resolve(String(explicit));
    if (!fs.existsSync(path.join(dir, BUILD_INFO_FILE))) fail(`${dir} is not a host build (no ${BUILD_INFO_FILE})`);
    return dir;
  }
  const web = path.join(ROOT, 'dist', 'web');
  return fs.existsSync(path.join(web, BUILD_INFO_FILE)) ? web : null;
}

/**
 * One line for a registry event (promote, canary, request, approve, rollback).
 * @param {import('../../tooling/release-schema.mjs').RegistryEvent} e
 */
export function describeEvent(e) {
  const shell = "the shell's build";
  const hubs = e.hubs ? ` for ${e.hubs.join(', ')}` : '';
  switch (e.action) {
    case 'request':
      return `${e.remote} ${e.to}${hubs} requested by ${e.by} at ${e.at}${e.replaces ? ` (replaces ${e.replaces})` : ''}: waiting for approval`;
    case 'rollback':
      return `${e.remote} rolled back ${e.from ?? shell} -> ${e.to ?? shell} (by ${e.by} at ${e.at})`;
    default: {
      const what = e.hubs ? `canary ${e.to}${hubs}${e.previousHubs ? ` (was ${e.previousHubs.join(', ')})` : ''}` : `${e.from ?? '(none)'} -> ${e.to}`;
      const approved = e.action === 'approve' ? `, requested by ${e.requestedBy} at ${e.requestedAt}, approved` : '';
      return `${e.remote} ${what}${e.endedCanary ? ` (canary ${e.endedCanary.version} ended)` : ''}${approved} (by ${e.by} at ${e.at})`;
    }
  }
}

/**
 * Prints the reason and exits 1.
 * @param {string} message
 * @returns {never}
 */
export function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

/**
 * Runs a command body, turning a thrown error into a one-line refusal.
 * @param {() => Promise<void>} body
 */
export async function runCommand(body) {
  try {
    await body();
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
}
