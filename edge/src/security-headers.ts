import { type FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { API_BASE } from '@hub/shared/contracts';

/**
 * The helmet settings and CSP of the whole origin, defined once: the api's security plugin sets them on every answer
 * of the composed server (api/src/plugins/external/security.ts imports them from here: the api depends on the edge,
 * never the reverse), the edge alone on what it answers itself (`addWebSecurityHeaders`).
 */
export const SECURITY_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      // Mantine and emotion-free CSS-in-JS still set inline style attributes.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:', 'mediastream:'],
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  },
  // Remote entries and the remote registry are fetched by the shell with CORS; allow cross-origin reads of static files.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
};

/** The camera scanner (html5-qrcode) needs camera access on this origin only. */
export const PERMISSIONS_POLICY = 'camera=(self), microphone=(), geolocation=()';

/**
 * The web app's security headers when the edge runs alone: the same helmet settings and CSP the api sets on every
 * answer of the composed server (`SECURITY_HEADERS`; the standalone test compares the headers of both), for what the
 * edge answers itself. Proxied API answers carry the api's own headers.
 */
export function addWebSecurityHeaders(app: FastifyInstance): void {
  // Built once (helmet re-parsing the CSP per request costs CPU at rush hour: docs/perf/rush-hour.md "What one scan
  // costs").
  const securityHeaders = helmet(SECURITY_HEADERS);
  const proxied = (url: string) => url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
  app.addHook('onRequest', (request, reply, done) => {
    if (proxied(request.url)) return done();
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err instanceof Error ? err : undefined));
  });
  app.addHook('onSend', async (request, reply) => {
    if (!proxied(request.url)) void reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
