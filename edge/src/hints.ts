import path from 'node:path';
import { API_BASE, matchRoutePattern, type RemoteRegistry } from '@hub/shared/contracts';
import { type DocumentLog, readJson } from './documents';
import { composeRegistry } from './registry';
import { type ReleaseServing } from './release-serving';

/** The host build's boot manifest: the shell's start files and their providers (tooling/boot-assets.mjs). */
const BOOT_ASSETS_FILE = 'boot-assets.json';
/** The element index.html carries the composed registry in (host/src/remotes/registry.ts reads it). */
export const INLINE_REGISTRY_ID = 'hub-remote-registry';

/** boot-assets.json of the host build: start files and the files providing each shared module. */
interface BootAssets {
  js: string[];
  css: string[];
  provides?: Record<string, { js: string[]; css: string[] }>;
}

/** boot-assets.json of a remote build: what its exposed module consumes, and each lazy screen's files (by route). */
interface RemoteBootAssets {
  consumes?: string[];
  routes?: Record<string, { js?: string[]; css?: string[]; consumes?: string[] }>;
}

interface RemoteManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }>;
}

/** Matches an app path against a route pattern the way the host's router does (shared with the shell). */
export { matchRoutePattern };

/** The route of the registry that an app path opens, with its remote and parameters. */
export function routeOf(registry: RemoteRegistry, appPath: string): { route: { path: string; remote: string }; params: Record<string, string> } | null {
  for (const [remote, patterns] of Object.entries(registry.routes ?? {})) {
    for (const p of patterns) {
      const params = matchRoutePattern(p, appPath);
      if (params) return { route: { path: p, remote }, params };
    }
  }
  return null;
}

/** The API GETs the first screen of a route needs, started by index.html alongside the JS (their paths, unencoded ids). */
export function firstScreenCalls(route: { path: string; remote: string } | undefined, params: Record<string, string>, listHubId?: string): string[] {
  const calls = [`${API_BASE}/sessionInfo`];
  const hubList = route?.path === '/hubs' || route?.path === '/v2/hubs';
  // The hub list: every area names hubs (the shell prefetches it once signed in; /hubs shows it).
  if (hubList) calls.push(`${API_BASE}/hub/hubNames`);
  // A hub route: that hub's pilots (the shell's pilot sync reads them before the screen decides what to show). The
  // hub list shows the tiles of the hub it picks (listHubId), which need its pilots too.
  const hubId = params.hubId ?? (hubList ? listHubId : undefined);
  if (hubId) calls.push(`${API_BASE}/pilot/hub/${encodeURIComponent(hubId)}/enabled`);
  return calls;
}

/**
 * The hub the hub list (/hubs) shows first, as Hub Ops home picks it: the `?hubId=` of the URL when it names a hub,
 * else the first hub of the list (the same list, in the same order, that /hub/hubNames answers).
 */
export function hubListChoice(hubIds: readonly string[], search: string): string | undefined {
  const requested = new URLSearchParams(search).get('hubId');
  return requested && hubIds.includes(requested) ? requested : hubIds[0];
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
/** JSON inside a <script> element: `<` escaped so no string in it can close the element. */
const inlineJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * What index.html asks for at once for this URL (issue 11): the shell's start files, the data calls of the first
 * screen (signed in only), and the owning remote's manifest, remoteEntry.js and the exposed module's files. Paths are
 * relative to the mount (the page's <base>), API calls absolute.
 */
export function composeHints(
  root: string,
  serving: ReleaseServing,
  appPath: string,
  registry: RemoteRegistry,
  signedIn: boolean,
  listHubId?: string,
): string[] {
  const boot = readJson(path.join(root, BOOT_ASSETS_FILE)) as BootAssets | null;
  const links: string[] = [];
  for (const f of boot?.css ?? []) links.push(`<link rel="preload" as="style" href="${escapeAttr(f)}" />`);
  for (const f of boot?.js ?? []) links.push(`<link rel="preload" as="script" href="${escapeAttr(f)}" />`);
  // The route opened, from the routes the chosen versions declare (the registry of this very page load).
  const opened = routeOf(registry, appPath);
  const route = opened?.route;
  const params = opened?.params ?? {};
  // The client sends these GETs the way the preload was made (credentials included, no extra headers), so the
  // browser hands the preloaded answer over instead of asking again (shared/src/api/client.ts).
  if (signedIn)
    for (const call of firstScreenCalls(route, params, listHubId))
      links.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeAttr(call)}" />`);
  const entry = route ? registry.remotes[route.remote]?.entry : undefined;
  if (!route || !entry) return links;
  // The federation runtime fetches the manifest with fetch(url, {}) (cors, same-origin credentials): crossorigin.
  links.push(`<link rel="preload" as="fetch" crossorigin href="${escapeAttr(entry)}" />`);
  // Only a manifest of this server (the shell's remotes or the release store) can be read here.
  const manifestFile = /^[a-z][a-z0-9+.-]*:|^\//i.test(entry)
    ? null
    : entry.startsWith('releases/') && serving.releasesDir
      ? path.resolve(serving.releasesDir, entry.slice('releases/'.length))
      : path.resolve(root, entry);
  const manifest = manifestFile ? (readJson(manifestFile.split('?')[0]!) as RemoteManifest | null) : null;
  if (!manifest) return links;
  const dir = entry.split('?')[0]!.replace(/[^/]*$/, '');
  const remoteEntry = manifest.metaData?.remoteEntry;
  if (remoteEntry?.name)
    links.push(`<link rel="preload" as="script" href="${escapeAttr(dir + (remoteEntry.path ? `${remoteEntry.path}/` : '') + remoteEntry.name)}" />`);
  const exposed = manifest.exposes?.find((e) => e.path === './remote') ?? manifest.exposes?.[0];
  for (const f of exposed?.assets?.css?.sync ?? []) links.push(`<link rel="preload" as="style" href="${escapeAttr(dir + f)}" />`);
  for (const f of exposed?.assets?.js?.sync ?? []) links.push(`<link rel="preload" as="script" href="${escapeAttr(dir + f)}" />`);
  // The opened route's lazy screen: its chunks now, not once the remote has run and asked for them.
  const remoteBoot = readJson(path.join(path.dirname(manifestFile!.split('?')[0]!), BOOT_ASSETS_FILE)) as RemoteBootAssets | null;
  const screen = remoteBoot?.routes?.[route.path];
  for (const f of screen?.css ?? []) links.push(`<link rel="preload" as="style" href="${escapeAttr(dir + f)}" />`);
  for (const f of screen?.js ?? []) links.push(`<link rel="preload" as="script" href="${escapeAttr(dir + f)}" />`);
  // The shared modules the remote and that screen consume as they load come from the host's providers: those the
  // shell did not load.
  const shell = new Set([...(boot?.js ?? []), ...(boot?.css ?? [])]);
  for (const key of [...(remoteBoot?.consumes ?? []), ...(screen?.consumes ?? [])]) {
    const provided = boot?.provides?.[key];
    for (const [as, files] of [
      ['style', provided?.css ?? []],
      ['script', provided?.js ?? []],
    ] as const) {
      for (const f of files) {
        if (shell.has(f)) continue;
        shell.add(f);
        links.push(`<link rel="preload" as="${as}" href="${escapeAttr(f)}" />`);
      }
    }
  }
  return links;
}

/**
 * index.html for one request: the mount as <base>, the composed registry inline (no separate fetch, and never a
 * stale copy: the page is not cached), and the hints of composeHints.
 */
export function composeIndex(
  html: string,
  opts: {
    root: string;
    serving: ReleaseServing;
    mount: string;
    appPath: string;
    search?: string;
    signedIn: boolean;
    listHubId?: string;
    log?: DocumentLog;
  },
): string {
  const registry = composeRegistry(opts.root, opts.serving, { pathname: opts.appPath, search: opts.search ?? '' }, opts.log);
  // The entry script: every other start file waits for it, yet a deferred script is fetched at low priority and only
  // after the preloads above it; asked for first and at high priority it is no longer the last file to arrive.
  const entry = /<script defer(?: fetchpriority="high")? src="([^"]+)"/.exec(html)?.[1];
  const head = [
    `<base href="/${opts.mount}/">`,
    ...(entry ? [`<link rel="preload" as="script" fetchpriority="high" href="${escapeAttr(entry)}" />`] : []),
    `<script type="application/json" id="${INLINE_REGISTRY_ID}">${inlineJson(registry)}</script>`,
    ...composeHints(opts.root, opts.serving, opts.appPath, registry, opts.signedIn, opts.listHubId),
  ].join('\n    ');
  return html.replace(/<base href="[^"]*"\s*\/?>/, () => head).replace(/<script defer src="/, '<script defer fetchpriority="high" src="');
}
