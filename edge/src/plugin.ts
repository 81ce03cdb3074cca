import fs from 'node:fs';
import path from 'node:path';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@hub/shared/contracts';
import { sendComposed } from './compression';
import { composeIndex, hubListChoice } from './hints';
import { composeRegistry, REGISTRY_FILE } from './registry';
import { type ReleaseServing, releaseServingFromEnv } from './release-serving';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the web plugin: serves the SPA for a browser navigation that matched no route; returns false otherwise. */
    webFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
  interface FastifySchema {
    /** Left out of the OpenAPI document (@fastify/swagger reads it, where the server has one). */
    hide?: boolean;
  }
}

/** The mount the bare origin redirects to (any first segment works: docs/adr/002-federation.md). */
export const DEFAULT_MOUNT = 'console';
/** The api's session cookie (api/src/plugins/app/session.ts SESSION_COOKIE): the composed server passes its own. */
export const DEFAULT_SESSION_COOKIE = 'hub_session';

/**
 * Documents whose names do not change between builds: the browser must revalidate them every time (the service
 * worker and the web app manifest too: a new release must reach an installed app, docs/adr/010).
 */
const REVALIDATE = /(\.html|\.json|\.webmanifest|(^|\/)remoteEntry\.js|(^|\/)sw\.js)$/;
/** Text files the build precompressed (tooling/precompress.mjs): their answer varies with Accept-Encoding. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|webmanifest|xml)$/;
/** The sibling @fastify/static sent instead of the file (preCompressed): the headers are those of the file itself. */
const ENCODED_SIBLING = /\.(?:br|gz)$/;
/** A first URL segment the app may be mounted under. */
const MOUNT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
/** Everything the assembled web directory holds besides documents: fingerprinted, so cached for good. */
const ASSET = /\.[A-Za-z0-9]{1,8}$/;
/** The API's first URL segment: never a mount. */
const API_SEGMENT = API_BASE.split('/')[1];

/** Options of the web plugin. */
export interface WebPluginOptions {
  /** The assembled web directory (WEB_ROOT: shell, remotes/<name>/, remote-registry.json, boot-assets.json). */
  webRoot: string;
  /** The environment and release store served; default: this process's environment (releaseServingFromEnv). */
  releases?: ReleaseServing;
  /** The session cookie's name: a browser that has one gets the first screen's data hints (it is not checked here). */
  sessionCookie?: string;
  /**
   * The hub ids in the order GET /hub/hubNames answers them, asked for a signed-in page of the hub list (its tiles
   * need the pilots of the hub it will pick). The composed server reads its database; the edge alone asks the api.
   * None, or undefined: no hint for that hub's pilots.
   */
  hubIds?: (request: FastifyRequest) => Promise<readonly string[] | undefined>;
}

/**
 * Serves the assembled web app (WEB_ROOT: shell, remotes/<name>/, remote-registry.json), in the api's process
 * (`pnpm start`) or in the edge alone (server.ts). The app is mounted under the first URL segment: /<mount>/<file>
 * serves WEB_ROOT/<file> for any mount, browser navigations get index.html with `<base href="/<mount>/">`, a missing
 * asset is a plain 404 (never the SPA page, so a remote that is gone fails as a remote), and `/` redirects to
 * /console/. Unmatched browser navigations are answered by `app.webFallback`, which the server's not-found handler
 * calls.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: WebPluginOptions) => {
    const root = path.resolve(opts.webRoot);
    const releases = opts.releases ?? releaseServingFromEnv();
    const indexFile = path.join(root, 'index.html');
    const hasSessionCookie = new RegExp(`(?:^|;\\s*)${opts.sessionCookie ?? DEFAULT_SESSION_COOKIE}=`);
    const log = { warn: (details: { file: string; problems: string[] }, message: string) => app.log.warn(details, message) };
    await app.register(fastifyStatic, {
      root,
      serve: false,
      index: false,
      cacheControl: false,
      etag: true,
      // The .br / .gz sibling the browser accepts (made at build time), else the file itself.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const file = filePath.replace(/\\/g, '/').replace(ENCODED_SIBLING, '');
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('cache-control', REVALIDATE.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable');
        if (COMPRESSIBLE.test(file)) res.setHeader('vary', 'Accept-Encoding');
      },
    });

    const sendIndex = async (mount: string, request: FastifyRequest, reply: FastifyReply) => {
      const [pathname = '', query = ''] = request.url.split('?');
      const appPath = pathname.slice(mount.length + 1) || '/';
      const signedIn = hasSessionCookie.test(request.headers.cookie ?? '');
      // The hub list's tiles need the pilots of the hub it will pick: one read of the hub list, signed in only.
      const hubIds = signedIn && opts.hubIds && /^\/(?:v2\/)?hubs\/?$/.test(appPath) ? await opts.hubIds(request) : undefined;
      const listHubId = hubIds ? hubListChoice(hubIds, query) : undefined;
      const html = composeIndex(fs.readFileSync(indexFile, 'utf8'), {
        root,
        serving: releases,
        mount,
        appPath,
        search: query,
        signedIn,
        listHubId,
        log,
      });
      return sendComposed(request, reply, html, 'text/html; charset=utf-8');
    };

    const isMount = (mount: string) => mount !== API_SEGMENT && MOUNT.test(mount);

    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect(`/${DEFAULT_MOUNT}/`, 302));

    app.get<{ Params: { mount: string } }>('/:mount', { schema: { hide: true } }, async (request, reply) => {
      const { mount } = request.params;
      if (!isMount(mount)) return reply.callNotFound();
      // The router ignores trailing slashes, so /console/ lands here too: serve the app instead of looping.
      if (request.url.split('?')[0]?.endsWith('/')) return fs.existsSync(indexFile) ? sendIndex(mount, request, reply) : reply.callNotFound();
      const qs = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
      return reply.redirect(`/${mount}/${qs}`, 302);
    });

    // ?hub=: the shell asks again when a page moves to another hub (only where a canary runs); the server decides.
    app.get<{ Params: { mount: string }; Querystring: { hub?: unknown } }>(`/:mount/${REGISTRY_FILE}`, { schema: { hide: true } }, async (request, reply) => {
      if (!isMount(request.params.mount)) return reply.callNotFound();
      void reply.header('access-control-allow-origin', '*');
      const hub = typeof request.query.hub === 'string' ? request.query.hub : undefined;
      return sendComposed(request, reply, JSON.stringify(composeRegistry(root, releases, { hub }, log)), 'application/json; charset=utf-8');
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
      if (!isMount(mount)) return reply.callNotFound();
      const file = path.resolve(root, rest);
      const inside = file === root || file.startsWith(root + path.sep);
      if (inside && rest && fs.existsSync(file) && fs.statSync(file).isFile()) return reply.sendFile(path.relative(root, file));
      // Anything that looks like a file and is missing is a 404; everything else is an app route.
      if (ASSET.test(rest) || !fs.existsSync(indexFile)) return reply.callNotFound();
      return sendIndex(mount, request, reply);
    });

    app.decorate('webFallback', (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (request.url === API_BASE || request.url.startsWith(`${API_BASE}/`)) return false;
      if (!(request.headers.accept ?? '').includes('text/html') || !fs.existsSync(indexFile)) return false;
      void reply.redirect(`/${DEFAULT_MOUNT}/`, 302);
      return true;
    });
  },
  { name: 'web' },
);
