import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { API_BASE, COMMON_MESSAGES, endpointUrl, getHubNames, hubNamesResponseSchema } from '@hub/shared/contracts';
import { type ReleaseServing } from './release-serving';
import { webPlugin } from './plugin';
import { addWebSecurityHeaders } from './security-headers';

/** Options of the edge alone. */
export interface EdgeOptions {
  /** The assembled web directory (dist/web). */
  webRoot: string;
  /** The Logistics API's origin, e.g. http://api.internal:4800: /logistics/api/* is proxied there. */
  apiUrl: string;
  /** The environment and release store served; default: this process's environment. */
  releases?: ReleaseServing;
  logger?: FastifyServerOptions['logger'];
  /** The edge is behind a load balancer whose X-Forwarded-For / -Proto it believes (TRUST_PROXY). */
  trustProxy?: boolean;
  /** The api's session cookie name (default hub_session). */
  sessionCookie?: string;
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;
/** The answer when the api does not answer. */
export const API_UNREACHABLE_MESSAGE = 'The Logistics API cannot be reached. Please re-try.';
/** The api's 5xx text (api/src/plugins/app/errors.ts): internals stay in the log. */
const INTERNAL_ERROR_MESSAGE = COMMON_MESSAGES.retry;
/** How long index.html waits for the hub list it uses for one preload hint before going without it. */
const HUB_LIST_TIMEOUT_MS = 2000;

/**
 * The web edge alone: the web app (static files, per-request registry and index.html, release store) and a reverse
 * proxy of /logistics/api/* (the live event streams included) to the api at `apiUrl`. Cookies, bodies and answers pass
 * through as they are. The api sees the browser's own Host (its cross-site check compares Origin with it, its cookie
 * rule reads it), X-Forwarded-For / -Proto / -Host set by the edge (never the browser's own: run the api with
 * TRUST_PROXY=1 behind the edge so it sees the client's address), and the edge's X-Request-Id, so logs join.
 */
export async function buildEdge(opts: EdgeOptions): Promise<FastifyInstance> {
  const api = new URL(opts.apiUrl).origin;
  const app = Fastify({
    logger: opts.logger ?? { level: 'info' },
    trustProxy: opts.trustProxy ?? false,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  addWebSecurityHeaders(app);
  // Before the proxy is registered: its scope takes the handlers in force then.
  app.setNotFoundHandler((request, reply) => {
    if (app.webFallback?.(request, reply)) return;
    void reply
      .code(404)
      .type('application/json')
      .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
  app.setErrorHandler((error: { statusCode?: number; message?: string; code?: string }, request, reply) => {
    // The api did not answer (down, unreachable, too slow): 502 (504 on a timeout), the client's one error body.
    const upstream = typeof error.code === 'string' && error.code.startsWith('FST_REPLY_FROM_');
    const status = upstream ? Math.max(error.statusCode ?? 502, 502) : error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    const message = upstream ? API_UNREACHABLE_MESSAGE : status >= 500 ? INTERNAL_ERROR_MESSAGE : (error.message ?? INTERNAL_ERROR_MESSAGE);
    if (status >= 500) request.log.error({ err: error, url: request.url }, 'request failed');
    void reply.code(status).type('application/json').header('cache-control', 'no-store').send({ message });
  });

  await app.register(httpProxy, {
    upstream: api,
    prefix: API_BASE,
    rewritePrefix: API_BASE,
    // One log line per request, as the api's: not one more for the hop.
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        host: request.host,
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.host,
        'x-request-id': request.id,
      }),
    },
  });

  /** The hub list as the api answers it to this browser's session (its order decides the hub list's first hub). */
  const hubIds = async (request: FastifyRequest): Promise<string[] | undefined> => {
    try {
      const res = await fetch(new URL(endpointUrl(getHubNames), api), {
        headers: { cookie: request.headers.cookie ?? '', 'x-request-id': request.id, accept: 'application/json' },
        signal: AbortSignal.timeout(HUB_LIST_TIMEOUT_MS),
      });
      if (!res.ok) return undefined;
      const parsed = hubNamesResponseSchema.safeParse(await res.json());
      return parsed.success ? parsed.data.hubNames.map((h) => h.hubOrgUnitId) : undefined;
    } catch (err) {
      request.log.warn({ err }, 'hub list for the preload hints not read from the api');
      return undefined;
    }
  };
  await app.register(webPlugin, { webRoot: opts.webRoot, releases: opts.releases, sessionCookie: opts.sessionCookie, hubIds });

  return app;
}
