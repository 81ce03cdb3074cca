import path from 'node:path';
import { HUB_ID_PATTERN, hubOfPage, type RemoteRegistry, type VersionRule } from '@hub/shared/contracts';
import { bundledRegistrySchema, releaseRoutesSchema, type ServedRemote, servedRegistrySchema } from '@hub/tooling/release-schema';
import { type DocumentLog, readDocument } from './documents';
import { type ReleaseServing } from './release-serving';

/** The registry document the shell fetches on every page load. */
export const REGISTRY_FILE = 'remote-registry.json';

/** The page a registry is composed for: its hub, or its path and query (the hub is read from them). */
export type RegistryPage = { hub?: string } | { pathname: string; search: string };

/**
 * The registry the shell reads, composed per request (so a promotion reaches the next page load): the remotes built
 * with the shell (WEB_ROOT/remote-registry.json), overlaid by what is live in this environment's registry in the
 * release store, and the routes each chosen version declares. A remote with a canary (`pnpm promote --hubs`) runs
 * its canary version for a page working in one of the canary's hubs (the `:hubId` of the page's route, else its
 * `?hubId=`), the live version for any other page: the server decides, per request (docs/adr/008). Entries stay
 * relative to the mount, so the document works under any first URL segment. Every document is validated as it is
 * read, against the release store's schemas (tooling/release-schema.mjs: the parts the edge reads): one that is not
 * what it should be counts as missing, and `log` is told.
 */
export function composeRegistry(root: string, serving: ReleaseServing, page: RegistryPage = {}, log?: DocumentLog): RemoteRegistry {
  const bundled = readDocument(path.join(root, REGISTRY_FILE), bundledRegistrySchema, log)?.remotes ?? {};
  const store = serving.releasesDir;
  const live: Record<string, ServedRemote> = store
    ? (readDocument(path.join(store, 'registries', `${serving.environment}.json`), servedRegistrySchema, log)?.remotes ?? {})
    : {};
  const names = [...new Set([...Object.keys(bundled), ...Object.keys(live)])];
  // A registry entry written before routes were declared: the release's own list, else the shell's build of it.
  const routesOf = (name: string, version: string | undefined, declared: string[] | undefined) =>
    declared ??
    (version && store ? readDocument(path.join(store, name, version, 'release.json'), releaseRoutesSchema, log)?.routes : undefined) ??
    bundled[name]?.routes ??
    [];
  const canaries = names.filter((n) => live[n]?.canary);
  let hub: string | undefined;
  if (canaries.length) {
    if ('hub' in page) hub = page.hub && HUB_ID_PATTERN.test(page.hub) ? page.hub : undefined;
    else if ('pathname' in page) {
      const patterns = names.flatMap((n) => [...routesOf(n, live[n]?.version, live[n]?.routes), ...(live[n]?.canary?.routes ?? [])]);
      hub = hubOfPage(page.pathname, page.search, patterns);
    }
  }
  const remotes: RemoteRegistry['remotes'] = {};
  const routes: Record<string, string[]> = {};
  const rules: NonNullable<RemoteRegistry['rules']> = {};
  for (const name of names) {
    const env = live[name];
    const canary = env?.canary;
    let rule: VersionRule;
    const shell = bundled[name];
    if (canary && hub && canary.hubs.includes(hub)) {
      rule = 'canary';
      remotes[name] = { entry: canary.entry, version: canary.version };
      routes[name] = routesOf(name, canary.version, canary.routes);
    } else if (env?.entry && env.version) {
      rule = 'live';
      remotes[name] = { entry: env.entry, version: env.version };
      routes[name] = routesOf(name, env.version, env.routes);
    } else if (shell) {
      rule = 'shell';
      remotes[name] = { entry: shell.entry, ...(shell.version ? { version: shell.version } : {}) };
      routes[name] = shell.routes ?? [];
    } else continue;
    if (canary) rules[name] = { rule, ...(env?.version ? { live: env.version } : {}), canary: { version: canary.version, hubs: canary.hubs } };
  }
  return {
    schemaVersion: 1,
    environment: serving.environment,
    pinning: serving.pinning,
    remotes,
    routes,
    // Only where a canary runs: the shell then notices when a page moves to another hub and asks again.
    ...(canaries.length ? { ...(hub ? { hub } : {}), rules } : {}),
  };
}
