import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_BASE, HUB_ID_PATTERN, hubOfPage, matchRoutePattern, type RemoteRegistry, type VersionRule } from '@hub/shared/contracts';
import { SESSION_COOKIE } from '../app/session';

/** The mount the bare origin redirects to (any first segment works: docs/adr/002-federation.md). */
export const DEFAULT_MOUNT = 'console';

/**
 * Documents whose names do not change between builds: the browser must revalidate them every time (the service
 * worker and the web app manifest too: a new release must reach an installed app, docs/adr/010).
 */
const REVALIDATE = /(\.html|\.json|\.webmanifest|(^|\/)remoteEntry\.js|(^|\/)sw\.js)$/;
/** Text files the build precompressed (tooling/precompress.mjs): their answer varies with Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|webmanifest|xml)$/;
/** The sibling @fastify/static sent instead of the file (preCompressed): the headers are those of the file itself. */
const ENCODED_SIBLING = /\.(?:br|gz)$/;
/** Documents composed per request smaller than this go as they are. */
const COMPRESS_MIN_BYTES = 512;
/** A first URL segment the app may be mounted under. */
const MOUNT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** Everything the assembled web directory holds besides documents: fingerprinted, so cached for good. */
const ASSET = /\.[A-Za-z0-9]{1,8}$/;
/** The registry document the shell fetches on every page load. */
const REGISTRY_FILE = 'remote-registry.json';
/** The host build's boot manifest: the shell's start files and their providers (tooling/boot-assets.mjs). */
const BOOT_ASSETS_FILE = 'boot-assets.json';
/** The element index.html carries the composed registry in (host/src/remotes/registry.ts reads it). */
export const INLINE_REGISTRY_ID = 'hub-remote-registry';
/** The session cookie: data hints only make sense for a browser that has one (it is not checked here). */
const HAS_SESSION_COOKIE = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);
/** Environments with a registry in the release store (docs/adr/003-releases.md). */
const ENVIRONMENTS = ['dev', 'staging', 'prod'];

/** Where the web app runs: its environment, the release store, whether QA pins are allowed. */
export interface ReleaseServing {
  /** dev, staging or prod (HUB_ENV; default dev). */
  environment: string;
  /** The release store directory (HUB_RELEASES_DIR); none = only the remotes built with the shell. */
  releasesDir?: string;
  /** QA pinning: on in dev and staging, off in prod unless HUB_ALLOW_PINS=1 (HUB_ALLOW_PINS=0 turns it off anywhere). */
  pinning: boolean;
}

/** Reads the release settings of this process from its environment. */
export function releaseServingFromEnv(env: NodeJS.ProcessEnv = process.env): ReleaseServing {
  const environment = env.HUB_ENV?.trim() || 'dev';
  if (!ENVIRONMENTS.includes(environment)) throw new Error(`HUB_ENV must be one of ${ENVIRONMENTS.join(', ')} (got "${environment}")`);
  const allow = env.HUB_ALLOW_PINS?.trim();
  return {
    environment,
    releasesDir: env.HUB_RELEASES_DIR ? path.resolve(env.HUB_RELEASES_DIR) : undefined,
    pinning: allow === '1' ? true : allow === '0' ? false : environment !== 'prod',
  };
}

/** A remote as the assembled web directory's registry lists it: built with the shell, with the routes it declares. */
type BundledRemotes = Record<string, { entry: string; version?: string; routes?: string[] }>;
/** A remote in an environment's registry in the release store (tooling/release-store.mjs writes it). */
interface EnvironmentRemote {
  entry?: string;
  version?: string;
  routes?: string[];
  canary?: { version: string; entry: string; routes?: string[]; hubs: string[] };
}

/**
 * The encoding of a document composed per request: brotli when accepted, else gzip, else none (q=0 refuses one;
 * `*` stands for any not named).
 */
export function negotiateEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const q = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [token, ...params] = part.trim().split(';');
    if (!token) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    q.set(token.trim(), qParam ? Number(qParam.slice(2)) || 0 : 1);
  }
  const accepts = (enc: string) => (q.get(enc) ?? q.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** Sends a document composed for this request, compressed the way the browser accepts (it is small: fast settings). */
function sendComposed(request: FastifyRequest, reply: FastifyReply, body: string, type: string) {
  void reply.header('cache-control', 'no-cache').header('vary', 'Accept-Encoding').type(type);
  const encoding = Buffer.byteLength(body) >= COMPRESS_MIN_BYTES ? negotiateEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(body);
  const encoded =
    encoding === 'br'
      ? zlib.brotliCompressSync(body, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
        })
      : zlib.gzipSync(body, { level: 6 });
  return reply.header('content-encoding', encoding).send(encoded);
}

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/** The page a registry is composed for: its hub, or its path and query (the hub is read from them). */
export type RegistryPage = { hub?: string } | { pathname: string; search: string };

/**
 * The registry the shell reads, composed per request (so a promotion reaches the next page load): the remotes built
 * with the shell (WEB_ROOT/remote-registry.json), overlaid by what is live in this environment's registry in the
 * release store, and the routes each chosen version declares. A remote with a canary (`pnpm promote --hubs`) runs
 * its canary version for a page working in one of the canary's hubs (the `:hubId` of the page's route, else its
 * `?hubId=`), the live version for any other page: the server decides, per request (docs/adr/008). Entries stay
 * relative to the mount, so the document works under any first URL segment.
 */
export function composeRegistry(root: string, serving: ReleaseServing, page: RegistryPage = {}): RemoteRegistry {
  const bundled = (readJson(path.join(root, REGISTRY_FILE)) as { remotes?: BundledRemotes } | null)?.remotes ?? {};
  const store = serving.releasesDir;
  const live: Record<string, EnvironmentRemote> = store
    ? ((readJson(path.join(store, 'registries', `${serving.environment}.json`)) as { remotes?: Record<string, EnvironmentRemote> } | null)?.remotes ?? {})
    : {};
  const names = [...new Set([...Object.keys(bundled), ...Object.keys(live)])];
  // A registry entry written before routes were declared: the release's own list, else the shell's build of it.
  const routesOf = (name: string, version: string | undefined, declared: string[] | undefined) =>
    declared ??
    (version && store ? (readJson(path.join(store, name, version, 'release.json')) as { routes?: string[] } | null)?.routes : undefined) ??
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
    if (canary && hub && canary.hubs.includes(hub)) {
      rule = 'canary';
      remotes[name] = { entry: canary.entry, version: canary.version };
      routes[name] = routesOf(name, canary.version, canary.routes);
    } else if (env?.entry && env.version) {
      rule = 'live';
      remotes[name] = { entry: env.entry, version: env.version };
      routes[name] = routesOf(name, env.version, env.routes);
    } else if (bundled[name]) {
      rule = 'shell';
      remotes[name] = { entry: bundled[name].entry, ...(bundled[name].version ? { version: bundled[name].version } : {}) };
      routes[name] = bundled[name].routes ?? [];
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
  opts: { root: string; serving: ReleaseServing; mount: string; appPath: string; search?: string; signedIn: boolean; listHubId?: string },
): string {
  const registry = composeRegistry(opts.root, opts.serving, { pathname: opts.appPath, search: opts.search ?? '' });
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

/**
 * Serves the assembled web app (WEB_ROOT: shell, remotes/<name>/, remote-registry.json) in the API process.
 * The app is mounted under the first URL segment: /<mount>/<file> serves WEB_ROOT/<file> for any mount, browser
 * navigations get index.html with `<base href="/<mount>/">`, a missing asset is a plain 404 (never the SPA page,
 * so a remote that is gone fails as a remote), and `/` redirects to /console/.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { webRoot: string; releases?: ReleaseServing }) => {
    const root = path.resolve(opts.webRoot);
    const releases = opts.releases ?? releaseServingFromEnv();
    const indexFile = path.join(root, 'index.html');
    await app.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      cacheControl: false,
      etag: true,
      // The .br / .gz sibling the browser accepts (made at build time), else the file itself.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const file = filePath.replace(/\\/g, '/').replace(ENCODED_SIBLING, '');
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('cache-control', REVALIDATE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable');
        if (COMPRESSIBLE.test(file)) res.setHeader('vary', 'Accept-Encoding');
      },
    });

    const sendIndex = async (mount: string, request: FastifyRequest, reply: FastifyReply) => {
      const [pathname = '', query = ''] = request.url.split('?');
      const appPath = pathname.slice(mount.length + 1) || '/';
      const signedIn = HAS_SESSION_COOKIE.test(request.headers.cookie ?? '');
      // The hub list's tiles need the pilots of the hub it will pick: one read of the hub list, signed in only.
      const listHubId =
        signedIn && /^\/(?:v2\/)?hubs\/?$/.test(appPath)
          ? hubListChoice(
              (await app.repos.hubs.list(app.db)).map((h) => h.hubOrgUnitId),
              query,
            )
          : undefined;
      const html = composeIndex(fs.readFileSync(indexFile, 'utf8'), {
        root,
        serving: releases,
        mount,
        appPath,
        search: query,
        signedIn,
        listHubId,
      });
      return sendComposed(request, reply, html, 'text/html; charset=utf-8');
    };

    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(`/${DEFAULT_MOUNT}/`, 302));

    app.get<{ Params: { mount: string } }>('/:mount', { schema: { hide: true } }, async (request, reply) => {
      const { mount } = request.params;
      if (mount === API_BASE.split('/')[1] || !MOUNT.test(mount)) return reply.callNotFound();
      // The router ignores trailing slashes, so /console/ lands here too: serve the app instead of looping.
      if (request.url.split('?')[0]?.endsWith('/')) return fs.existsSync(indexFile) ? sendIndex(mount, request, reply) : reply.callNotFound();
      const qs = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/${mount}/${qs}`, 302);
    });

    const isMount = (mount: string) => mount !== API_BASE.split('/')[1] && MOUNT.test(mount);

    // ?hub=: the shell asks again when a page moves to another hub (only where a canary runs); the server decides.
    app.get<{ Params: { mount: string }; Querystring: { hub?: unknown } }>(`/:mount/${REGISTRY_FILE}`, { schema: { hide: true } }, async (request, reply) => {
      if (!isMount(request.params.mount)) return reply.callNotFound();
      void reply.header('access-control-allow-origin', '*');
      const hub = typeof request.query.hub === 'string' ? request.query.hub : undefined;
      return sendComposed(request, reply, JSON.stringify(composeRegistry(root, releases, { hub })), 'application/json; charset=utf-8');
    });

    // The release store: immutable versioned remotes. Same cache rules as the shell: documents (manifests,
    // remoteEntry.js, release.json) revalidate, fingerprinted chunks are cached for good.
    app.get<{ Params: { mount: string; '*': string } }>('/:mount/releases/*', { schema: { hide: true } }, async (request, reply) => {
      const store = releases.releasesDir;
      if (!store || !isMount(request.params.mount)) return reply.callNotFound();
      const rest = request.params['*'] ?? '';
      const file = path.resolve(store, rest);
      // Locks and half-written temp files are the release commands' business, never content.
      if (!file.startsWith(store + path.sep) || rest.split('/').some((seg) => seg.startsWith('.')) || /\.(lock|tmp)$/.test(rest)) return reply.callNotFound();
      if (!fs.existsSync(file) || !fs.statSync(file).isFile()) return reply.callNotFound();
      return reply.sendFile(path.relative(store, file), store);
    });

    app.get<{ Params: { mount: string; '*': string } }>('/:mount/*', { schema: { hide: true } }, async (request, reply) => {
      const { mount } = request.params;
      const rest = request.params['*'] ?? '';
      if (mount === API_BASE.split('/')[1] || !MOUNT.test(mount)) return reply.callNotFound();
      const file = path.resolve(root, rest);
      const inside = file === root || file.startsWith(root + path.sep);
      if (inside && rest && fs.existsSync(file) && fs.statSync(file).isFile()) return reply.sendFile(path.relative(root, file));
      // Anything that looks like a file and is missing is a 404; everything else is an app route.
      if (ASSET.test(rest) || !fs.existsSync(indexFile)) return reply.callNotFound();
      return sendIndex(mount, request, reply);
    });

    app.decorate('webFallback', (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (request.url === API_BASE || request.url.startsWith(`${API_BASE}/`)) return false;
      if (!(request.headers.accept ?? '').includes('text/html') || !fs.existsSync(indexFile)) return false;
      void reply.redirect(`/${DEFAULT_MOUNT}/`, 302);
      return true;
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
