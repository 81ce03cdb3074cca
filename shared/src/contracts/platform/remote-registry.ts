import { z } from 'zod';

/** How the server picked the version of a remote for a page: built with the shell, live, or the canary of its hub. */
export const versionRuleSchema = z.enum(['shell', 'live', 'canary']);
export type VersionRule = z.infer<typeof versionRuleSchema>;

const routeList = z.array(z.string().min(1).max(200)).max(500);

/**
 * The remote registry document served beside the shell (remote-registry.json, also inline in index.html). It says
 * where each remote's manifest is and which routes each remote serves; the server composes it per request (so a
 * promotion reaches the next page load and a canary is decided by the page's hub). Later fields are optional, so
 * older documents stay valid. docs/adr/002 §2, 003 §3, 008.
 */
export const remoteRegistrySchema = z.object({
  schemaVersion: z.literal(1),
  /** Environment this document describes (dev, staging, prod); informational for the shell. */
  environment: z.string().max(40).optional(),
  /** Whether QA pins (?pin=remote@version) are allowed here (the server decides: dev and staging yes, prod no). */
  pinning: z.boolean().optional(),
  remotes: z.record(
    z.string(),
    z.object({
      /** mf-manifest.json URL, absolute or relative to the registry document. */
      entry: z.string().min(1),
      /** Released version live in this environment, when the remote is versioned. */
      version: z.string().optional(),
      /** The routes this remote serves (a registry file written by `pnpm promote` carries them per remote). */
      routes: routeList.optional(),
    }),
  ),
  /** The routes each remote serves, for the versions chosen in this document (the server's composed form). */
  routes: z.record(z.string(), routeList).optional(),
  /** The hub the versions were chosen for (present when a canary runs in this environment). */
  hub: z.string().max(64).optional(),
  /** Remotes with a canary in this environment: which rule picked their version here, and the canary's hubs. */
  rules: z
    .record(
      z.string(),
      z.object({ rule: versionRuleSchema, live: z.string().optional(), canary: z.object({ version: z.string(), hubs: z.array(z.string()).max(500) }) }),
    )
    .optional(),
});
export type RemoteRegistry = z.infer<typeof remoteRegistrySchema>;
