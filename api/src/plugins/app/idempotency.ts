import crypto from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
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
/** Each user's expired keys are deleted at most this often per instance. */
export const IDEMPOTENCY_SWEEP_MS = 10 * 60_000;

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

    // Each user's expired keys are swept at most once per IDEMPOTENCY_SWEEP_MS per instance (not at every claim: a
    // device scanning once a second would scan its whole day of keys every time). An expired key found by a claim is
    // taken over by the claim itself, so the sweep only bounds the table.
    const lastSweep = new LRUCache<string, true>({ max: 10_000, ttl: IDEMPOTENCY_SWEEP_MS });

    // The two statements of every idempotent write are prepared once (named statements on PostgreSQL: parsed once per
    // connection): building them with the query builder cost ~0.4 ms of CPU per request.
    const k = idempotencyKeys;
    // One statement claims the key: a new key is inserted; an existing row is taken over only when it has expired (the
    // key starts over) or is an abandoned claim of this very request (its process died mid-request). The row lock of
    // ON CONFLICT DO UPDATE lets one of two racing requests win; the other finds the winner's fresh row.
    const claimKey = app.db
      .insert(k)
      .values({
        userId: sql.placeholder('userId'),
        key: sql.placeholder('key'),
        operation: sql.placeholder('operation'),
        requestHash: sql.placeholder('requestHash'),
        createdAt: sql.placeholder('now'),
      })
      .onConflictDoUpdate({
        target: [k.userId, k.key],
        set: {
          operation: sql`excluded.operation`,
          requestHash: sql`excluded.request_hash`,
          statusCode: null,
          responseBody: null,
          createdAt: sql`excluded.created_at`,
          completedAt: null,
        },
        setWhere: sql`${k.createdAt} < ${sql.placeholder('expiredBefore')}
          or (${k.statusCode} is null and ${k.createdAt} < ${sql.placeholder('staleBefore')}
              and ${k.operation} = excluded.operation and ${k.requestHash} = excluded.request_hash)`,
      })
      // A claim's commit does not wait for its WAL to reach the disk (set for this statement's own transaction, only
      // when it wrote a row): the write it guards commits synchronously after it, and WAL is flushed in order, so the
      // claim is durable by the time anything it let through is; a crash before that loses both, and a retry runs
      // once. One disk flush less per idempotent write (~2 ms on the build machine; docs/adr/004 "Rush hour").
      .returning({ id: k.id, asyncCommit: sql<string>`set_config('synchronous_commit', 'off', true)` })
      .prepare('idempotency_claim');
    const storeAnswer = app.db
      .update(k)
      .set({
        statusCode: sql`${sql.placeholder('statusCode')}`,
        responseBody: sql`${sql.placeholder('responseBody')}`,
        completedAt: sql`${sql.placeholder('now')}`,
      })
      .where(eq(k.id, sql.placeholder('id')))
      .prepare('idempotency_store');

    async function claim(request: FastifyRequest, reply: FastifyReply) {
      const raw = request.headers[IDEMPOTENCY_HEADER];
      if (raw === undefined) return;
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
      // Idempotent endpoints are never public (defineEndpoint refuses one): the session hook ran first.
      const user = request.user;
      const endpoint = request.routeOptions.config.endpoint;
      if (!user || !endpoint) return;
      const userId = user.id;
      const operation = endpoint.name;
      const requestHash = hashRequest(request);
      const now = Date.now();
      if (!lastSweep.has(userId)) {
        lastSweep.set(userId, true);
        await app.db.delete(idempotencyKeys).where(and(eq(idempotencyKeys.userId, userId), lt(idempotencyKeys.createdAt, new Date(now - IDEMPOTENCY_TTL_MS))));
      }
      const [mine] = await claimKey.execute({
        userId,
        key,
        operation,
        requestHash,
        now: new Date(now),
        expiredBefore: new Date(now - IDEMPOTENCY_TTL_MS),
        staleBefore: new Date(now - IDEMPOTENCY_STALE_MS),
      });
      if (mine) {
        request.idempotencyClaim = { id: mine.id };
        return;
      }
      const [seen] = await app.db
        .select()
        .from(k)
        .where(and(eq(k.userId, userId), eq(k.key, key)))
        .limit(1);
      if (!seen) throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
      if (seen.operation !== operation || seen.requestHash !== requestHash) throw conflict(IDEMPOTENCY_MESSAGES.reused);
      if (seen.statusCode === null) throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
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
        await storeAnswer.execute({ id: held.id, statusCode: reply.statusCode, responseBody: typeof payload === 'string' ? payload : null, now: new Date() });
      }
      return payload;
    });
  },
  { name: 'idempotency', dependencies: ['db', 'session'] },
);
