import path from 'node:path';

/** Environments with a registry in the release store (docs/adr/003-releases.md). */
export const ENVIRONMENTS = ['dev', 'staging', 'prod'];

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
