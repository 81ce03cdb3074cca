// Rules of the service worker that the page and unit tests share (no worker globals here).

/** Cache Storage names: the last page per mount, remote documents, fingerprinted chunks, API answers. */
export const PAGES_CACHE = 'hub-pages';
export const REMOTES_CACHE = 'hub-remotes';
export const ASSETS_CACHE = 'hub-assets';
export const API_CACHE = 'hub-api';
/** Header the worker adds to an API answer served from its copy (the value: when the copy was made). */
export const OFFLINE_COPY_HEADER = 'x-hub-offline-copy';
/** Messages the page sends the worker. */
export const SW_MESSAGES = { skipWaiting: 'SKIP_WAITING' } as const;

/**
 * API reads the worker keeps for offline use: the hub flows' screens (session, hubs, pilots, hub ops, QC, totes,
 * runsheets, OFD). Never: sign-in, the live stream, files and media, health, field executives' personal records,
 * organisation and payment views, monitoring.
 */
const CACHED_API = /^\/logistics\/api\/(?:sessionInfo|hub\/|pilot\/|hubOps\/|asset-v2\/|runsheet\/)/;
const NEVER = /^\/logistics\/api\/(?:auth|live|files|media|health|docs)(?:\/|$)/;

/** True when the worker may keep a copy of a GET of this API path. */
export function isCachedApiPath(pathname: string): boolean {
  return CACHED_API.test(pathname) && !NEVER.test(pathname);
}

/**
 * True when an API answer says the session is over (401: expired, logged out, ended elsewhere): the worker then drops
 * every copy of API answers it keeps, as logout does (issue 33: a shared hub device or a driver's phone keeps nothing of
 * a session that ended, even when nobody pressed Logout).
 */
export function endsSession(pathname: string, status: number): boolean {
  return status === 401 && /^\/logistics\/api\//.test(pathname);
}

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }>;
}

/**
 * A remote's files from its mf-manifest.json: remoteEntry.js and every chunk of its exposed module, sync (the module)
 * and async (its lazily loaded route pages), resolved against the manifest's URL (publicPath 'auto', ADR 003).
 */
export function remoteFilesOf(manifest: unknown, manifestUrl: string): { entry: string | null; chunks: string[] } {
  const m = (manifest ?? {}) as MfManifest;
  const base = new URL('.', manifestUrl);
  const re = m.metaData?.remoteEntry;
  const entry = re?.name ? new URL(`${re.path ? `${re.path}/` : ''}${re.name}`, base).href : null;
  const chunks = new Set<string>();
  for (const e of m.exposes ?? []) {
    for (const f of [...(e.assets?.js?.sync ?? []), ...(e.assets?.js?.async ?? []), ...(e.assets?.css?.sync ?? []), ...(e.assets?.css?.async ?? [])]) {
      chunks.add(new URL(f, base).href);
    }
  }
  return { entry, chunks: [...chunks] };
}
