import { type RemoteRegistry, remoteRegistrySchema, type VersionRule } from '@hub/shared/platform';

export { remoteRegistrySchema, type RemoteRegistry };

/** A remote as the federation runtime registers it, with the routes it serves. */
export interface ResolvedRemote {
  name: string;
  entry: string;
  /** The version registered: the pinned one when pinned, else the live one. */
  version?: string;
  /** The routes this remote serves (declared by the version registered; docs/adr/008). */
  routes: string[];
  /** The version live in this environment (what the registry says), when it differs from a pin. */
  liveVersion?: string;
  /** Set when a QA pin replaced the live version in this tab. */
  pinned?: boolean;
  /** Which rule of the server picked the version (shell build, live, canary of the page's hub). */
  rule: VersionRule;
  /** The remote's canary in this environment, when one runs (its version and hubs). */
  canary?: { version: string; hubs: string[] };
  /** The live version when the canary was picked. */
  canaryLive?: string;
}

/** The registry as the shell uses it: environment, whether pins are allowed, and every remote resolved. */
export interface RegistryDocument {
  url: string;
  environment: string;
  pinning: boolean;
  remotes: ResolvedRemote[];
  /** The hub the server chose versions for (only where a canary runs). */
  hub?: string;
  /** Whether a canary runs in this environment: a page moving to another hub then asks the server again. */
  hubRules: boolean;
}

/** Resolves every entry against the registry's own URL, so a registry can sit under any base path or CDN. */
export function resolveRegistry(doc: RemoteRegistry, registryUrl: string): ResolvedRemote[] {
  return Object.entries(doc.remotes).map(([name, r]) => {
    const rule = doc.rules?.[name];
    return {
      name,
      entry: new URL(r.entry, registryUrl).href,
      ...(r.version ? { version: r.version } : {}),
      // The composed document lists routes apart from the entries; a registry file written by `pnpm promote` per entry.
      routes: doc.routes?.[name] ?? r.routes ?? [],
      rule: rule?.rule ?? (r.version ? 'live' : 'shell'),
      ...(rule ? { canary: rule.canary, ...(rule.live ? { canaryLive: rule.live } : {}) } : {}),
    };
  });
}

/** The registry document as the shell keeps it. */
export function toRegistryDocument(doc: RemoteRegistry, url: string): RegistryDocument {
  return {
    url,
    environment: doc.environment ?? 'dev',
    pinning: doc.pinning ?? false,
    remotes: resolveRegistry(doc, url),
    ...(doc.hub ? { hub: doc.hub } : {}),
    hubRules: Boolean(doc.rules && Object.keys(doc.rules).length),
  };
}

/** URL of the registry document for the shell mounted at basePath. */
export function registryUrl(origin: string, basePath: string): string {
  return `${origin}${basePath}/remote-registry.json`;
}

/** The element the server puts the composed registry in (edge/src/hints.ts). */
export const INLINE_REGISTRY_ID = 'hub-remote-registry';

/**
 * The registry index.html carries inline (composed by the server for this very page load, so never stale), or null
 * when there is none or it is not a valid registry document (then the shell fetches it).
 */
export function readInlineRegistry(text: string | null | undefined, url: string): RegistryDocument | null {
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = remoteRegistrySchema.safeParse(json);
  return parsed.success ? toRegistryDocument(parsed.data, url) : null;
}

/** Fetches the registry without the HTTP cache: a promotion must reach the next page load. */
export async function fetchRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<ResolvedRemote[]> {
  return (await fetchRegistryDocument(url, fetchImpl)).remotes;
}

/**
 * The registry with its environment and pinning switch (pins are off unless the server allows them). `hub` asks for
 * the versions the server picks for a page working in that hub (canaries); the document keeps its own URL.
 */
export async function fetchRegistryDocument(url: string, fetchImpl: typeof fetch = fetch, hub?: string): Promise<RegistryDocument> {
  const asked = hub ? `${url}?hub=${encodeURIComponent(hub)}` : url;
  const res = await fetchImpl(asked, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Remote registry ${asked} answered ${res.status}`);
  const parsed = remoteRegistrySchema.safeParse(await res.json());
  if (!parsed.success) throw new Error(`Remote registry ${asked} is not a valid registry document`);
  return toRegistryDocument(parsed.data, url);
}
