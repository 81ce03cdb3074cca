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
  version?: string;
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

/** Fetches the registry without the HTTP cache: a promotion must reach the next page load. */
export async function fetchRegistry(url: string, fetchImpl: typeof fetch = fetch): Promise<ResolvedRemote[]> {
  const res = await fetchImpl(url, { cache: 'no-cache', credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Remote registry ${url} answered ${res.status}`);
  const parsed = remoteRegistrySchema.safeParse(await res.json());
  if (!parsed.success) throw new Error(`Remote registry ${url} is not a valid registry document`);
  return resolveRegistry(parsed.data, url);
}
