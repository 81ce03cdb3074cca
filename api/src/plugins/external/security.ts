import { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { API_BASE, CSRF_HEADER, CSRF_HEADER_VALUE, type ErrorBody } from '@hub/shared/contracts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Security headers (helmet, CSP that fits the app) and the cross-site write rule: cookie auth is SameSite=Lax,
 * and every unsafe method under the API must carry `x-hub-console: 1`. A cross-site form cannot set a header, and a
 * cross-site fetch with one needs a CORS preflight this server never grants.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
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
    });
    app.addHook('onSend', async (_request, reply) => {
      // The camera scanner (html5-qrcode) needs camera access on this origin only.
      void reply.header('permissions-policy', 'camera=(self), microphone=(), geolocation=()');
    });

    app.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (!(request.url === API_BASE || request.url.startsWith(`${API_BASE}/`))) return;
      if (request.headers[CSRF_HEADER] === CSRF_HEADER_VALUE) return;
      const body: ErrorBody = { message: `Missing ${CSRF_HEADER} header: this request was refused to protect your session.` };
      return reply.code(403).type('application/json').send(body);
    });
  },
  { name: 'security' },
);
