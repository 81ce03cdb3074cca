/** The precache list of a built host directory (tooling/service-worker.mjs). */
export function precacheManifest(dir: string): Array<{ url: string; revision: string | null }>;
/** The rspack config of the host's service worker. */
export function serviceWorkerConfig(opts: { pkgDir: string }): Record<string, unknown>;
