import crypto from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE } from '@hub/shared/contracts';
import { webPlugin } from '@hub/edge';
import { type AppConfig, loadConfig } from './config';
import { type Database, isEmpty, openDatabase } from './db/client';
import { contractValidatorCompiler } from './lib/validation-messages';
import { clientErrorHandler, errorsPlugin, frameworkErrors } from './plugins/app/errors';
import { type FileStorage, fileStoragePlugin } from './plugins/app/file-storage';
import { hubContextPlugin } from './plugins/app/hub-context';
import { idempotencyPlugin } from './plugins/app/idempotency';
import { livePlugin } from './plugins/app/live';
import { reasonListsPlugin } from './plugins/app/reason-lists';
import { OneLineRequestLog } from './lib/request-log';
import { repositoriesPlugin } from './plugins/app/repositories';
import { SESSION_COOKIE, sessionPlugin } from './plugins/app/session';
import { uploadsPlugin } from './plugins/app/uploads';
import { compressPlugin } from './plugins/external/compress';
import { dbPlugin } from './plugins/external/db';
import { rateLimitPlugin } from './plugins/external/rate-limit';
import { securityPlugin } from './plugins/external/security';
import { swaggerPlugin } from './plugins/external/swagger';
import { apiRoutes } from './areas';
import { seedDatabase } from './seed';
import { hasWorldSnapshot, takeWorldSnapshot } from './db/world-snapshot';

/** Version reported by /health and the OpenAPI document. */
export const API_VERSION = '0.1.0';

/** Options of `buildApp`; everything defaults to the environment. */
export interface BuildAppOptions {
  /** Overrides on top of `loadConfig(process.env)`. */
  config?: Partial<AppConfig>;
  /** An already open database (tests share one per file); otherwise the configured one is opened and closed with the app. */
  database?: Database;
  /** Fastify logger option; defaults to JSON logs at config.logLevel. */
  logger?: FastifyServerOptions['logger'];
  /** Storage for uploaded files; otherwise the configured one (local disk by default). */
  fileStorage?: FileStorage;
}

/** The Fastify app with the Zod type provider. */
export type App = FastifyInstance & { withTypeProvider: () => FastifyInstance };

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * Builds the Logistics API: opens (or takes) the database, migrates it, seeds an empty one, and registers every
 * plugin and route under /logistics/api. Call `listen` (server.ts) or `inject` (tests) on the result.
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config: AppConfig = { ...loadConfig(), ...options.config };
  const database = options.database ?? (await openDatabase(config.database));
  const ownsDatabase = !options.database;
  try {
    await database.migrate();
    if (config.seedOnStart) {
      await database.withStartupLock(async (db) => {
        if (await isEmpty(db)) await seedDatabase(db, { scale: config.seedScale });
      });
    }
    // The world every e2e test starts from: the seeded one, copied once (a restarted server keeps its first copy).
    if (config.testReset) await database.withStartupLock(async (db) => (await hasWorldSnapshot(db)) || takeWorldSnapshot(db));
  } catch (err) {
    if (ownsDatabase) await database.close();
    throw err;
  }

  // With TLS files: HTTPS, HTTP/2 where the browser offers it (ALPN), HTTP/1.1 otherwise (allowHTTP1). The compat
  // request and reply objects keep every plugin and route as it is; the instance is typed as the HTTP/1.1 one.
  const transport = config.tls
    ? ({ http2: true, https: { allowHTTP1: true, cert: config.tls.cert, key: config.tls.key } } as unknown as Record<string, never>)
    : { http: { connectionsCheckingInterval: Math.min(1000, config.requestTimeoutMs), headersTimeout: Math.min(15_000, config.requestTimeoutMs) } };
  const app = Fastify({
    ...transport,
    logger: options.logger ?? { level: config.logLevel },
    // One line per request instead of two (lib/request-log.ts).
    logController: new OneLineRequestLog(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    // Accept a caller's request id (load balancer) when it is sane; otherwise make one, so logs join across hops.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A request must have fully arrived within requestTimeoutMs (a held-open body gets 408, then the socket
    // closes); Node checks open connections every second so the 408 is on time, not up to 30 s late.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs * 4,
    // Node's and the router's own refusals carry the one error body too.
    clientErrorHandler,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  await app.register(dbPlugin, { database, closeOnShutdown: ownsDatabase });
  await app.register(errorsPlugin);
  await app.register(securityPlugin, { allowedHosts: config.allowedHosts });
  await app.register(rateLimitPlugin);
  // Before any API route: it decides per route, as each is added, that API answers are compressed.
  await app.register(compressPlugin);
  await app.register(swaggerPlugin, { version: API_VERSION });
  await app.register(repositoriesPlugin);
  await app.register(sessionPlugin, { config });
  // Order matters: each adds its preHandler after the session check (hub first, then the idempotency claim).
  await app.register(hubContextPlugin);
  await app.register(reasonListsPlugin);
  await app.register(idempotencyPlugin);
  await app.register(fileStoragePlugin, { config, storage: options.fileStorage });
  await app.register(uploadsPlugin, { config });
  await app.register(livePlugin, { batchMs: config.live.batchMs, pollMs: config.live.pollMs });
  await app.register(apiRoutes, { prefix: API_BASE, config, version: API_VERSION });
  // The web edge (@hub/edge, edge/README.md) in this same process when WEB_ROOT is set, as `pnpm start` runs it: the web
  // app on the api's port and origin, under the api's security headers and error handler. No WEB_ROOT, or HUB_WEB=off:
  // the api alone (only /logistics/api); the edge then runs on its own and proxies the api (API_URL).
  if (config.webRoot)
    await app.register(webPlugin, {
      webRoot: config.webRoot,
      sessionCookie: SESSION_COOKIE,
      // The hub list's first hub, for one preload hint: the same list, in the same order, GET /hub/hubNames answers.
      hubIds: async () => (await app.repos.hubs.list(app.db)).map((h) => h.hubOrgUnitId),
    });
  return app;
}
