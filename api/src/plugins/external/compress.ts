import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';
import { API_BASE } from '@hub/shared/contracts';

/** Answers smaller than this go as they are: below ~1 kB the encoding costs more than the bytes it saves. */
export const API_COMPRESS_THRESHOLD = 1024;

const isApiRoute = (url: string) => url === API_BASE || url.startsWith(`${API_BASE}/`);

/**
 * Compresses API answers (JSON above the threshold: brotli where accepted, else gzip) per request. Only the API:
 * the web app's static files are precompressed at build time and served as they are (@hub/edge, edge/src/plugin.ts), and
 * request bodies are never decompressed (a gzip bomb would get past the body limit). Register before the routes:
 * it decides per route as each is added.
 */
export const compressPlugin = fp(
  async (app: FastifyInstance) => {
    // Runs before @fastify/compress's own onRoute hook (hooks run in the order they are added): a route outside the
    // API opts out, so the hook leaves it alone.
    app.addHook('onRoute', (route) => {
      if (!isApiRoute(route.url) && route.compress === undefined) route.compress = false;
    });
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: API_COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
    });
  },
  { name: 'compress' },
);
