import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { PERMISSIONS_POLICY, SECURITY_HEADERS } from '@hub/edge';
import { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE, type ErrorBody } from '@hub/shared/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The answer to a request naming a host this server does not serve (ALLOWED_HOSTS). */
export const UNKNOWN_HOST_MESSAGE = 'This server does not answer for that host name.';

/**
 * Whether the request's Host (X-Forwarded-Host behind a trusted proxy) is one of `allowed` (lower case, with or without
 * a port). An empty list allows every host.
 */
export function hostAllowed(request: FastifyRequest, allowed: readonly string[]): boolean {
  if (allowed.length === 0) return true;
  const host = (request.host ?? '').toLowerCase();
  if (!host) return false;
  return allowed.includes(host) || allowed.includes(request.hostname.toLowerCase());
}

/** Why a write was refused as cross-site, or null when it may go on. */
export function crossSiteRefusal(request: FastifyRequest): string | null {
  if (SAFE_METHODS.has(request.method)) return null;
  if (request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) return `Missing ${CSRF_HEADER} header: this request was refused to protect your session.`;
  // Browsers say where a request comes from; another site's page must not write with this site's cookie, even if a
  // future CORS mistake let it set the header.
  if (request.headers['sec-fetch-site'] === 'cross-site') return 'Cross-site request refused to protect your session.';
  const origin = request.headers.origin;
  if (origin && origin !== 'null') {
    // Compared as URLs so a default port written out (":80") or left off means the same site.
    const hostOf = (url: string) => {
      try {
        return new URL(url).host;
      } catch {
        return null;
      }
    };
    const originHost = hostOf(origin);
    if (!originHost || originHost !== hostOf(`${request.protocol}://${request.host}`)) return 'Cross-site request refused to protect your session.';
  } else if (origin === 'null') {
    return 'Cross-site request refused to protect your session.';
  }
  return null;
}

async function checkWrite(request: FastifyRequest, reply: FastifyReply) {
  const refusal = crossSiteRefusal(request);
  if (!refusal) return;
  return reply
    .code(403)
    .type('application/json')
    .header('cache-control', 'no-store')
    .send({ message: refusal } satisfies ErrorBody);
}

/**
 * Security headers (helmet, CSP that fits the app) and the cross-site write rule: cookie auth is SameSite=Lax,
 * and every unsafe method under the API must carry `x-hub-console: 1`. A cross-site form cannot set a header, and a
 * cross-site fetch with one needs a CORS preflight this server never grants.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, opts: { allowedHosts?: readonly string[] } = {}) => {
    // One helmet middleware, built once: @fastify/helmet rebuilt it (and re-parsed the CSP) on every request, about
    // 0.3 ms of CPU per request at rush hour (docs/perf/rush-hour.md "What one scan costs"). The headers are set on
    // the raw response, before any hook, route or error handler answers.
    // The settings and CSP are the web edge's (edge/src/security-headers.ts), one definition for the whole origin: the
    // edge alone sets the same on what it serves.
    const securityHeaders = helmet(SECURITY_HEADERS);
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined)),
    );
    // Host allow-list (ALLOWED_HOSTS): a page reached under another name (DNS rebinding, a stray proxy entry) is refused
    // before the cross-site write rule, the session and demo sign-in's loopback rule read anything of it.
    const allowedHosts = opts.allowedHosts ?? [];
    if (allowedHosts.length > 0) {
      app.addHook('onRequest', async (request, reply) => {
        if (hostAllowed(request, allowedHosts)) return;
        return reply
          .code(421)
          .type('application/json')
          .header('cache-control', 'no-store')
          .send({ message: UNKNOWN_HOST_MESSAGE } satisfies ErrorBody);
      });
    }
    app.addHook('onSend', async (request, reply) => {
      // The camera scanner (html5-qrcode) needs camera access on this origin only.
      void reply.header('permissions-policy', PERMISSIONS_POLICY);
      // API answers carry personal data (names, phones, PAN numbers): no browser or proxy keeps a copy, unless a
      // route chose its own policy (session-only files are `private`).
      const routed = request.routeOptions.url ?? request.url;
      if ((routed === API_BASE || routed.startsWith(`${API_BASE}/`) || request.url.startsWith(`${API_BASE}/`)) && !reply.hasHeader('cache-control')) {
        void reply.header('cache-control', 'no-store');
      }
    });

    // The write rule is attached to each route the router chose (onRoute), not matched against the raw URL: a
    // percent-encoded path (/%6cogistics/...) or an absolute-form request line reaches the same route and meets the
    // same check. Every unsafe method under the API has it, public routes (sign-in) included: login CSRF is real.
    app.addHook('onRoute', (route) => {
      if (!(route.url === API_BASE || route.url.startsWith(`${API_BASE}/`))) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.every((m) => SAFE_METHODS.has(String(m)))) return;
      const existing = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
      route.onRequest = [checkWrite, ...existing];
    });
  },
  { name: 'security' },
);
