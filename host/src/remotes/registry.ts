import { z } from 'zod';

/**
 * The remote registry document served beside the shell (remote-registry.json). It says where each remote's
 * manifest is; the host reads it at run time, so moving or re-releasing a remote never rebuilds the host.
 * Later fields (versions, environments, pins) are optional so older documents stay valid.
 */
export const remoteRegistrySchema = z.object({
  schemaVersion: z.literal(1),
  /** Environment this document describes (dev, staging, prod); informational for the shell. */
  environment: z.string().optional(),
  /** Whether QA pins (?pin=remote@version) are allowed here (the server decides: dev and staging yes, prod no). */
  pinning: z.boolean().optional(),
  remotes: z.record(
    z.string(),
    z.object({
      /** mf-manifest.json URL, absolute or relative to the registry document. */
      entry: z.string().min(1),
      /** Released version live in this environment, when the remote is versioned. */
      version: z.string().optional(),
    }),
  ),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;

/** A remote as the federation runtime registers it. */
export interface ResolvedRemote {
  name: string;
  entry: string;
  /** The version registered: the pinned one when pinned, else the live one. */
  version?: string;
  /** The version live in this environment (what the registry says), when it differs from a pin. */
  liveVersion?: string;
  /** Set when a QA pin replaced the live version in this tab. */
  pinned?: boolean;
}

/** The registry as the shell uses it: environment, whether pins are allowed, and every remote resolved. */
export interface RegistryDocument {
  url: string;
  environment: string;
  pinning: boolean;
  remotes: ResolvedRemote[];
}

/** Resolves every entry against the registry's own URL, so a registry can sit under any base path or CDN. */
export function resolveRegistry(doc: RemoteRegistry, registryUrl: string): ResolvedRemote[] {
  return Object.entries(doc.remotes).map(([name, r]) => ({
    name,
    entry: new URL(r.entry, registryUrl).href,
    ...(r.version ? { version: r.version } : {}),
  }));
}

/** URL of the registry document for the shell mounted at basePath. */
export function registryUrl(origin: string, basePath: string): string {
  return `${origin}${basePath}/remote-registry.json`;
}

/** The element the server puts the composed registry in (api/src/plugins/external/web.ts). */
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
  if (!parsed.success) return null;
  return { url, environment: parsed.data.environment ?? 'dev', pinning: parsed.data.pinning ?? false, remotes: resolveRegistry(parsed.data, url) };
}

/** Fetches the registry without the HTTP cache: a promotion must reach the next page load. */
export async function fetchRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<ResolvedRemote[]> {
  return (await fetchRegistryDocument(url, fetchImpl)).remotes;
}

/** The registry with its environment and pinning switch (pins are off unless the server allows them). */
export async function fetchRegistryDocument(url: string, fetchImpl: typeof fetch = fetch): Promise<RegistryDocument> {
  const res = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Remote registry ${url} answered ${res.status}`);
  const parsed = remoteRegistrySchema.safeParse(await res.json());
  if (!parsed.success) throw new Error(`Remote registry ${url} is not a valid registry document`);
  return { url, environment: parsed.data.environment ?? 'dev', pinning: parsed.data.pinning ?? false, remotes: resolveRegistry(parsed.data, url) };
}
