import fs from 'node:fs';
import path from 'node:path';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@hub/shared/contracts';

/** Files whose names do not change between builds: the browser must revalidate them. */
const REVALIDATE = /(\.html|\.json|(^|\/)remoteEntry\.js)$/;

/**
 * Serves the built web app (shell, remotes, remote registry) from WEB_ROOT in the same process as the API:
 * hashed assets are immutable, entry documents revalidate, browser navigations fall back to index.html, and
 * `/` redirects to the default mount `/console/`.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { webRoot: string }) => {
    const root = opts.webRoot;
    const indexFile = path.join(root, 'index.html');
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: false,
      cacheControl: false,
      etag: true,
      setHeaders: (res, filePath) => {
        res.setHeader('access-control-allow-origin', '*');
        res.setHeader('cache-control', REVALIDATE.test(filePath.replace(/\\/g, '/')) ? 'no-cache' : 'public, max-age=31536000, immutable');
      },
    });

    app.get('/', { schema: { hide: true } }, async (_request, reply) => reply.redirect('/console/', 302));

    app.decorate('webFallback', (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      if (request.url === API_BASE || request.url.startsWith(`${API_BASE}/`)) return false;
      const accept = request.headers.accept ?? '';
      if (!accept.includes('text/html')) return false;
      if (!fs.existsSync(indexFile)) return false;
      void reply
        .header('cache-control', 'no-cache')
        .header('access-control-allow-origin', '*')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(indexFile));
      return true;
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
