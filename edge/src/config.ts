import path from 'node:path';
import { type ReleaseServing, releaseServingFromEnv } from './release-serving';

/** What the edge alone reads from its environment (edge/README.md has the table). */
export interface EdgeConfig {
  /** The assembled web directory (WEB_ROOT; default <repo>/dist/web, what `pnpm build` assembles). */
  webRoot: string;
  /** The Logistics API the edge proxies /logistics/api/* to (API_URL; default http://localhost:4800). */
  apiUrl: string;
  port: number;
  host: string;
  releases: ReleaseServing;
  /** TRUST_PROXY: the edge itself is behind a load balancer whose X-Forwarded-* it believes. */
  trustProxy: boolean;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

const bool = (v: string | undefined) => ['1', 'true', 'yes', 'on'].includes((v ?? '').toLowerCase());

/** Reads the edge's configuration; a wrong value stops the start with its name. */
export function edgeConfigFromEnv(env: Env = process.env): EdgeConfig {
  const apiUrl = env.API_URL?.trim() || 'http://localhost:4800';
  let parsed: URL;
  try {
    parsed = new URL(apiUrl);
  } catch {
    throw new Error(`API_URL must be an absolute http(s) URL of the Logistics API (got "${apiUrl}")`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error(`API_URL must be an http(s) URL (got "${apiUrl}")`);
  const port = Number(env.PORT || 4870);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    // edge/src (tsx) is two levels under the repository root.
    webRoot: path.resolve(env.WEB_ROOT || path.join(__dirname, '..', '..', 'dist', 'web')),
    apiUrl: parsed.origin,
    port,
    // Loopback unless told otherwise, like the api.
    host: env.HOST || 'localhost',
    releases: releaseServingFromEnv(env),
    trustProxy: bool(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
