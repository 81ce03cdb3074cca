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

/**
 * Serves the assembled web app (WEB_ROOT: shell, remotes/<name>/, remote-registry.json) in the API process.
 * The app is mounted under the first URL segment: /<mount>/<file> serves WEB_ROOT/<file> for any mount, browser
 * navigations get index.html with `<base href="/<mount>/">`, a missing asset is a plain 404 (never the SPA page,
 * so a remote that is gone fails as a remote), and `/` redirects to /console/.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { webRoot: string }) => {
    const root = path.resolve(opts.webRoot);
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
