import crypto from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, isNull, lt } from 'drizzle-orm';
import { API_BASE, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES } from '@hub/shared/contracts';
import { idempotencyKeys } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-error';

/** How long a stored answer is replayed (a retry or an outbox replay comes well within a day). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * A claim whose request never finished (the process died between claim and answer) is taken over after this long;
 * until then a second request with the key is told the first is still running.
 */
export const IDEMPOTENCY_STALE_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The claimed idempotency row of this request (its answer is stored on send), or null. */
    idempotencyClaim: { id: number } | null;
  }
}

const hashRequest = (request: FastifyRequest) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('base64url');

/**
 * Idempotency-Key for the endpoints whose contract says `idempotent` (docs/adr/005): the first successful answer
 * per user and key is stored and replayed (`idempotent-replayed: true`), the same key with a different request is a
 * 409, and a key whose first request is still running is a 409 too. A refusal (4xx) or failure (5xx) changed
 * nothing, so it is not kept: the claim is dropped and a retry runs again (and a refused call leaves the database
 * exactly as it was). Without the header the call simply runs (old clients, tools).
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotencyClaim', null);

    async function claim(request: FastifyRequest, reply: FastifyReply) {
      const raw = request.headers[IDEMPOTENCY_HEADER];
      if (raw === undefined) return;
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
      const userId = request.user!.id;
      const operation = request.routeOptions.config.endpoint!.name;
      const requestHash = hashRequest(request);
      const now = Date.now();
      // This user's expired keys go first, so the table holds about a day of writes per user.
      await app.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS))));
      const [mine] = await app.db
        .insert(idempotencyKeys)
        .values({ userId, key, operation, requestHash })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (mine) {
        request.idempotencyClaim = mine;
        return;
      }
      const [seen] = await app.db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)))
        .limit(1);
      if (!seen || seen.operation !== operation || seen.requestHash !== requestHash) {
        if (seen) throw conflict(IDEMPOTENCY_MESSAGES.reused);
        throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
      }
      if (seen.statusCode === null) {
        // Take over only an abandoned claim, and only once: the conditional update lets one request win.
        const stale = now - seen.createdAt.getTime() > IDEMPOTENCY_STALE_MS;
        const [taken] = stale
          ? await app.db
              .update(idempotencyKeys)
              .set({ createdAt: new Date(now) })
              .where(and(eq(idempotencyKeys.id, seen.id), isNull(idempotencyKeys.statusCode), eq(idempotencyKeys.createdAt, seen.createdAt)))
              .returning({ id: idempotencyKeys.id })
          : [];
        if (!taken) throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
        request.idempotencyClaim = taken;
        return;
      }
      return reply
        .code(seen.statusCode)
        .header('content-type', 'application/json; charset=utf-8')
        .header('idempotent-replayed', 'true')
        .send(seen.responseBody ?? '');
    }

    // Runs after the session plugin's onRoute (registered later), so the claim sees the signed-in user.
    app.addHook('onRoute', (route) => {
      const cfg = route.config as { endpoint?: { idempotent?: boolean } } | undefined;
      if (!cfg?.endpoint?.idempotent || !route.url.startsWith(`${API_BASE}/`)) return;
      const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...existing, claim];
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const held = request.idempotencyClaim;
      if (!held) return payload;
      request.idempotencyClaim = null;
      if (reply.statusCode >= 300) {
        await app.db.delete(idempotencyKeys).where(eq(idempotencyKeys.id, held.id));
      } else {
        await app.db
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, responseBody: typeof payload === 'string' ? payload : null, completedAt: new Date() })
          .where(eq(idempotencyKeys.id, held.id));
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['db', 'session'] },
);
