import crypto from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { and, eq, lt, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { API_BASE, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_MESSAGES, type Endpoint } from '@hub/shared/contracts';
import { type Tx } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import { runAsCall, runInCallTransaction, type WriteCall } from '../../db/request-transaction';
import { crashPoint } from '../../lib/crash-points';
import { badRequest, conflict } from '../../lib/http-error';

/** How long a stored answer is replayed (a retry or an outbox replay comes well within a day). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
/**
 * A key row without an answer can only be one written before answers were stored with their write (docs/adr/015):
 * taken over after this long, as before.
 */
export const IDEMPOTENCY_STALE_MS = 60_000;
/** Each user's expired keys are deleted at most this often per instance. */
export const IDEMPOTENCY_SWEEP_MS = 10 * 60_000;

/** The Idempotency-Key a request carries, checked before its handler runs. */
interface KeyedRequest {
  key: string;
  operation: string;
  requestHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's valid Idempotency-Key (idempotent endpoints only), or null. */
    idempotency: KeyedRequest | null;
  }
  interface FastifyInstance {
    /**
     * Runs a write endpoint's handler as one call (docs/adr/015): in one transaction with its audit settings, its
     * Idempotency-Key claim and its stored answer; a replayed key answers the stored answer without running it.
     */
    runWriteCall(request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, run: () => Promise<unknown>): Promise<unknown>;
  }
}

const hashRequest = (request: FastifyRequest) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([request.method, request.url, request.body ?? null]))
    .digest('base64url');

/** A stored answer found for the key: the call is answered with it and nothing runs. */
class Replay {
  constructor(
    readonly statusCode: number,
    readonly body: string,
  ) {}
}

/** What the call's transaction produced: the handler's answer as sent (serialized when it is stored). */
type CallOutcome = { kind: 'answer'; value: unknown; serialized: string | null } | { kind: 'replay'; replay: Replay };

/** A write endpoint runs as one call unless it streams its body (an upload must not hold a transaction open). */
export const runsInOneTransaction = (endpoint: Endpoint) => endpoint.method !== 'GET' && endpoint.access !== 'public' && !endpoint.rawBody;

/**
 * Idempotency-Key for the endpoints whose contract says `idempotent` (docs/adr/005, docs/adr/015), and the one
 * transaction of every write call. The key is claimed inside the call's transaction, before the handler, and the
 * answer stored in it after: claim, writes, audit rows and answer commit together, so a retry after a crash at any
 * point either finds nothing (the whole call rolled back: it runs once) or finds the answer (it is replayed). A second
 * request with a key whose first is still running waits on the first's uncommitted claim (PostgreSQL's unique index)
 * and then replays its answer, or runs if the first rolled back. The same key with a different request is a 409. A
 * refusal (4xx) or failure (5xx) rolls back with the claim: a retry runs again. Without the header the call simply
 * runs (old clients, tools).
 */
export const idempotencyPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotency', null);

    // Each user's expired keys are swept at most once per IDEMPOTENCY_SWEEP_MS per instance (not at every claim: a
    // device scanning once a second would scan its whole day of keys every time). An expired key found by a claim is
    // taken over by the claim itself, so the sweep only bounds the table.
    const lastSweep = new LRUCache<string, true>({ max: 10_000, ttl: IDEMPOTENCY_SWEEP_MS });
    const k = idempotencyKeys;

    /** Checks the header before the handler (400 in words for a malformed key); the claim happens in the call. */
    async function readKey(request: FastifyRequest) {
      const raw = request.headers[IDEMPOTENCY_HEADER];
      if (raw === undefined) return;
      const key = Array.isArray(raw) ? raw[0] : raw;
      if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalidKey);
      const endpoint = request.routeOptions.config.endpoint;
      // Idempotent endpoints are never public (defineEndpoint refuses one): the session hook ran first.
      if (!request.user || !endpoint) return;
      request.idempotency = { key, operation: endpoint.name, requestHash: hashRequest(request) };
    }

    /** Claims the key in the call's transaction: null when claimed (the call runs), or the stored answer to replay. */
    async function claim(tx: Tx, userId: string, held: KeyedRequest): Promise<{ id: number } | Replay> {
      const now = Date.now();
      if (!lastSweep.has(userId)) {
        lastSweep.set(userId, true);
        await tx.delete(k).where(and(eq(k.userId, userId), lt(k.createdAt, new Date(now - IDEMPOTENCY_TTL_MS))));
      }
      // A new key is inserted; an existing row is taken over only when it has expired (the key starts over) or is an
      // answerless row of this very request older than IDEMPOTENCY_STALE_MS (written before answers were kept with
      // their writes). A concurrent claim of the key waits here for the first's transaction to end.
      const [mine] = await tx
        .insert(k)
        .values({ userId, key: held.key, operation: held.operation, requestHash: held.requestHash, createdAt: new Date(now) })
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
          setWhere: sql`${k.createdAt} < ${new Date(now - IDEMPOTENCY_TTL_MS)}
            or (${k.statusCode} is null and ${k.createdAt} < ${new Date(now - IDEMPOTENCY_STALE_MS)}
                and ${k.operation} = excluded.operation and ${k.requestHash} = excluded.request_hash)`,
        })
        .returning({ id: k.id });
      if (mine) return mine;
      const [seen] = await tx
        .select()
        .from(k)
        .where(and(eq(k.userId, userId), eq(k.key, held.key)))
        .limit(1);
      if (!seen) throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
      if (seen.operation !== held.operation || seen.requestHash !== held.requestHash) throw conflict(IDEMPOTENCY_MESSAGES.reused);
      if (seen.statusCode === null) throw conflict(IDEMPOTENCY_MESSAGES.inFlight);
      return new Replay(seen.statusCode, seen.responseBody ?? '');
    }

    app.decorate('runWriteCall', async (request: FastifyRequest, reply: FastifyReply, endpoint: Endpoint, run: () => Promise<unknown>) => {
      const user = request.user;
      const held = request.idempotency;
      const call: WriteCall = {
        actor: user ? { userId: user.id, email: user.email, kind: 'USER' } : null,
        operation: endpoint.name,
        hubId: request.hub?.hubOrgUnitId ?? null,
        idempotencyKey: held?.key ?? null,
      };
      if (!runsInOneTransaction(endpoint)) return runAsCall(call, run);
      const outcome = await runInCallTransaction<CallOutcome>(app.database.db, call, async (tx) => {
        let claimed: { id: number } | null = null;
        if (held && user) {
          const found = await claim(tx, user.id, held);
          if (found instanceof Replay) return { kind: 'replay', replay: found };
          claimed = found;
          crashPoint('call:after-claim');
        }
        const value = await run();
        crashPoint('call:after-write');
        if (!claimed || value === reply || reply.sent) return { kind: 'answer', value, serialized: null };
        // The answer as the client will receive it (the route's serializer), stored with the write it answers.
        const bytes = reply.serialize(value);
        const serialized = typeof bytes === 'string' ? bytes : Buffer.from(bytes as ArrayBuffer).toString('utf8');
        await tx.update(k).set({ statusCode: reply.statusCode, responseBody: serialized, completedAt: new Date() }).where(eq(k.id, claimed.id));
        crashPoint('call:after-answer');
        return { kind: 'answer', value, serialized };
      });
      crashPoint('call:after-commit');
      if (outcome.kind === 'replay') {
        return reply
          .code(outcome.replay.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(outcome.replay.body);
      }
      if (outcome.serialized !== null) return reply.header('content-type', 'application/json; charset=utf-8').send(outcome.serialized);
      return outcome.value;
    });

    // Runs after the session plugin's onRoute (registered later), so the key is read once the user is known.
    app.addHook('onRoute', (route) => {
      const cfg = route.config as { endpoint?: { idempotent?: boolean } } | undefined;
      if (!cfg?.endpoint?.idempotent || !route.url.startsWith(`${API_BASE}/`)) return;
      const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...existing, readKey];
    });
  },
  { name: 'idempotency', dependencies: ['db', 'session'] },
);
