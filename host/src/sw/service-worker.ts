// The service worker of the installed app (docs/adr/010-field-conditions.md), built by tooling/service-worker.mjs into
// dist/sw.js next to the shell and served at /<mount>/sw.js, so its scope is the mount. What it does:
// - precaches the shell's files of this build (Workbox precaching: the list is injected at build time);
// - keeps the live remotes' entries and their route chunks (read from the registry at install and after each online
//   page load) and whatever chunk a page loads, so the app opens and runs offline;
// - serves navigations from the network, and offline from the last page it saw (index.html as composed for this
//   mount: base, inline registry); API reads from the network, and offline from the last answer it saw;
// - updates safely: a new shell build installs in the background and waits; the page offers "Reload" (SKIP_WAITING),
//   and online pages always get the current index.html, registry and manifests from the network first, so a shell
//   never runs remotes promoted for a newer one (the release and pin rules of docs/adr/003 hold).
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { API_CACHE, ASSETS_CACHE, endsSession, isCachedApiPath, OFFLINE_COPY_HEADER, PAGES_CACHE, REMOTES_CACHE, remoteFilesOf, SW_MESSAGES } from './sw-rules';

interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface SwScope {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  registration: { scope: string };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvent<{ type?: string }>) => void): void;
}
declare const self: SwScope;

const scope = new URL(self.registration.scope);
const inScope = (url: URL) => url.origin === scope.origin && url.pathname.startsWith(scope.pathname);

// 1. The shell of this build.
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// 2. Navigations: the network first (the current shell and registry); offline, the last page seen under this mount.
const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [
    {
      // Every app route is the same document: keep one copy, keyed by the mount.
      cacheKeyWillBeUsed: async () => scope.href,
      cacheWillUpdate: async ({ response }) => (response.ok ? response : null),
    },
  ],
});
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && inScope(url),
  async (options) => {
    const response = await pages.handle(options);
    // Online: a release may have been promoted since; keep the live remotes warm for the next offline start.
    if (response.ok && !response.headers.has(OFFLINE_COPY_HEADER)) void warmRemotes();
    return response;
  },
);

// 3. Remote manifests, remoteEntry.js and JSON documents (registry, build info): the network first, so a promotion
//    or a pin is seen at once; offline the copy last seen.
registerRoute(
  ({ request, url }) =>
    request.method === 'GET' && inScope(url) && (/\.json$/.test(url.pathname) || /\/remoteEntry\.js$/.test(url.pathname)) && !url.pathname.endsWith('/sw.js'),
  new NetworkFirst({ cacheName: REMOTES_CACHE, plugins: [{ cacheWillUpdate: async ({ response }) => (response.ok ? response : null) }] }),
);

// 4. Fingerprinted chunks (the shell's of another build, the remotes', the release store's): one content per URL.
registerRoute(
  ({ request, url }) => request.method === 'GET' && inScope(url) && /\.(?:js|css|png|svg|woff2?)$/.test(url.pathname),
  new CacheFirst({
    cacheName: ASSETS_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 600, purgeOnQuotaError: true }), { cacheWillUpdate: async ({ response }) => (response.ok ? response : null) }],
  }),
);

// 5. API reads of the hub flows: the network first; offline the last answer, marked with the time it was saved. A 401
//    (the session expired or ended elsewhere) drops every copy before the page sees it (issue 33).
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === scope.origin && isCachedApiPath(url.pathname),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 7 * 24 * 3600, purgeOnQuotaError: true }),
      {
        cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
        fetchDidSucceed: async ({ request, response }) => {
          if (endsSession(new URL(request.url).pathname, response.status)) await caches.delete(API_CACHE);
          return response;
        },
        // A saved copy says so (the page can tell "offline copy" from fresh data).
        cachedResponseWillBeUsed: async ({ cachedResponse }) => {
          if (!cachedResponse) return null;
          const headers = new Headers(cachedResponse.headers);
          headers.set(OFFLINE_COPY_HEADER, cachedResponse.headers.get('date') ?? new Date().toUTCString());
          return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
        },
      },
    ],
  }),
);

let lastWarm = 0;
/**
 * Fetches the live registry and keeps each remote's manifest, remoteEntry.js and route chunks in the cache (what is
 * already there is not fetched again: chunks are fingerprinted). At most once a minute.
 */
async function warmRemotes(): Promise<void> {
  if (Date.now() - lastWarm < 60_000) return;
  lastWarm = Date.now();
  try {
    const registryUrl = new URL('remote-registry.json', scope);
    const registry = (await (await fetch(registryUrl, { cache: 'no-cache' })).json()) as { remotes?: Record<string, { entry: string }> };
    const remotes = await caches.open(REMOTES_CACHE);
    const assets = await caches.open(ASSETS_CACHE);
    for (const { entry } of Object.values(registry.remotes ?? {})) {
      const manifestUrl = new URL(entry, registryUrl);
      if (manifestUrl.origin !== scope.origin) continue;
      const res = await fetch(manifestUrl, { cache: 'no-cache' });
      if (!res.ok) continue;
      await remotes.put(manifestUrl.href, res.clone());
      const files = remoteFilesOf(await res.json(), manifestUrl.href);
      if (files.entry) {
        const entryRes = await fetch(files.entry, { cache: 'no-cache' });
        if (entryRes.ok) await remotes.put(files.entry, entryRes);
      }
      for (const url of files.chunks) {
        if (await assets.match(url)) continue;
        const chunk = await fetch(url);
        if (chunk.ok) await assets.put(url, chunk);
      }
    }
  } catch {
    // Offline or a remote away: the next online page load tries again.
  }
}

self.addEventListener('install', (event) => {
  // The start page and the live remotes, so the first offline start works. No skipWaiting: an update waits for the
  // user (or for every tab to close), never swaps the shell under a running page.
  event.waitUntil(
    (async () => {
      try {
        const res = await fetch(scope.href, { cache: 'no-cache', credentials: 'include' });
        if (res.ok) await (await caches.open(PAGES_CACHE)).put(scope.href, res);
      } catch {
        // offline at install: the first navigation stores it
      }
      lastWarm = 0;
      await warmRemotes();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data?.type === SW_MESSAGES.skipWaiting) void self.skipWaiting();
});
