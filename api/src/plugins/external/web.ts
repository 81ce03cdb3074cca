import fs from 'node:fs';
import path from 'node:path';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@hub/shared/contracts';

/** The mount the bare origin redirects to (any first segment works: docs/adr/002-federation.md). */
export const DEFAULT_MOUNT = 'console';

/** Documents whose names do not change between builds: the browser must revalidate them every time. */
const REVALIDATE = /(\.html|\.json|(^|\/)remoteEntry\.js)$/;
/** A first URL segment the app may be mounted under. */
const MOUNT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** Everything the assembled web directory holds besides documents: fingerprinted, so cached for good. */
const ASSET = /\.[A-Za-z0-9]{1,8}$/;
/** The registry document the shell fetches on every page load. */
const REGISTRY_FILE = 'remote-registry.json';
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

type RegistryRemotes = Record<string, { entry: string; version?: string }>;

const readJson = (file: string): unknown => {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
};

/**
 * The registry the shell reads, composed per request (so a promotion reaches the next page load): the remotes built
 * with the shell (WEB_ROOT/remote-registry.json), overlaid by what is live in this environment's registry in the
 * release store. Entries stay relative to the mount, so the document works under any first URL segment.
 */
export function composeRegistry(root: string, serving: ReleaseServing) {
  const bundled = (readJson(path.join(root, REGISTRY_FILE)) as { remotes?: RegistryRemotes } | null)?.remotes ?? {};
  const live = serving.releasesDir
    ? ((readJson(path.join(serving.releasesDir, 'registries', `${serving.environment}.json`)) as { remotes?: RegistryRemotes } | null)?.remotes ?? {})
    : {};
  const remotes: RegistryRemotes = {};
  for (const [name, r] of Object.entries({ ...bundled, ...live })) remotes[name] = { entry: r.entry, ...(r.version ? { version: r.version } : {}) };
  return { schemaVersion: 1, environment: serving.environment, pinning: serving.pinning, remotes };
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
      setHeaders: (res, filePath) => {
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('cache-control', REVALIDATE.test(filePath.replace(/\\/g, '/')) ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });

    const sendIndex = (mount: string, reply: FastifyReply) => {
      const html = fs.readFileSync(indexFile, 'utf8').replace(/<base href="[^"]*"\s*\/?>/, `<base href="/${mount}/">`);
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    };

    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(`/${DEFAULT_MOUNT}/`, 302));

    app.get<{ Params: { mount: string } }>('/:mount', { schema: { hide: true } }, async (request, reply) => {
      const { mount } = request.params;
      if (mount === API_BASE.split('/')[1] || !MOUNT.test(mount)) return reply.callNotFound();
      // The router ignores trailing slashes, so /console/ lands here too: serve the app instead of looping.
      if (request.url.split('?')[0]?.endsWith('/')) return fs.existsSync(indexFile) ? sendIndex(mount, reply) : reply.callNotFound();
      const qs = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/${mount}/${qs}`, 302);
    });

    const isMount = (mount: string) => mount !== API_BASE.split('/')[1] && MOUNT.test(mount);

    app.get<{ Params: { mount: string } }>(`/:mount/${REGISTRY_FILE}`, { schema: { hide: true } }, async (request, reply) => {
      if (!isMount(request.params.mount)) return reply.callNotFound();
      return reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(composeRegistry(root, releases));
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
      return sendIndex(mount, reply);
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
