import crypto from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { and, eq, isNull, lt, lte, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { API_BASE, guardMessage, type GuardName, passesGuard, ROLES, type Role, type RoleFlags, roleFlags } from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { sessions, userHubs, users } from '../../db/schema';
import { afterCommit } from '../../db/request-transaction';
import { forbidden, unauthorized } from '../../lib/http-error';

/** Name of the session cookie (httpOnly, SameSite=Lax, Secure off localhost). */
export const SESSION_COOKIE = 'hub_session';

/** The signed-in user attached to a request. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  profileImageUri: string | null;
  roles: Role[];
  flags: RoleFlags;
  /** Works in every hub (granted explicitly; docs/adr/013). */
  allHubs: boolean;
  /** The hubs the user works in (read with the session, so hub scoping costs no query per call). */
  hubs: readonly string[];
}

// Guards live with the contracts (an endpoint names its guard); re-exported for the api's own modules.
export { GUARDS, guardMessage, type GuardName } from '@hub/shared/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The session's user; null when the route is public and nobody is signed in. */
    user: AuthUser | null;
    /** Hash of the session token (the sessions row id). */
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 "Please sign in" without a valid session. */
    requireSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler factory: 401 without a session, 403 naming the role when the guard's flags are missing. */
    requireRole: (guard: GuardName) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Creates a session row for the user and sets the cookie. */
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string, method: string) => Promise<void>;
    /** Deletes the request's session row and clears the cookie. */
    endSession: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Deletes every session row of the request's user (every device) and clears this browser's cookie. */
    endAllSessions: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<void>;
    /**
     * Registers a listener told of the sessions this instance ended (logout, a sign-in over a carried cookie, or any
     * caller of `sessionsEnded`): live streams of those sessions close at once (areas/live).
     */
    onSessionsEnded: (listener: (sessionIds: string[]) => void) => void;
    /**
     * Drops what this instance cached of a user's sessions (roles or hubs changed): its next request reads them again.
     * Other instances follow within SESSION_CACHE_MS.
     */
    forgetUser: (userId: string) => void;
    /** Deletes every session of a user (deactivation, an admin's "sign out everywhere") and closes their live streams. */
    endUserSessions: (userId: string) => Promise<number>;
    /** Tells every `onSessionsEnded` listener that these sessions (row ids) ended; call it after their rows are deleted. */
    sessionsEnded: (sessionIds: string[]) => void;
    /** Every API route with the access it was registered with (generated suites walk them). */
    apiRoutes: Array<{ method: string; url: string; access: 'public' | 'session' | GuardName; operation: string | null }>;
  }
  interface FastifyContextConfig {
    /** Route needs no session (sign-in, providers, health, docs). */
    public?: boolean;
    /** Route needs this role guard (implies a session). */
    guard?: GuardName;
  }
}

const hashToken = (token: string) => crypto.createHash('sha256').update(token).digest('base64url');
const isLocalHost = (host: string) => ['localhost', '127.0.0.1', '::1', '[::1]'].includes(host) || host.endsWith('.localhost');
const knownRoles = new Set<string>(ROLES);

/** Sessions an instance keeps read at most (about 2 MB); the least recently used go first. */
const SESSION_CACHE_MAX = 10_000;

/**
 * How far a used session's idle end must move before it is written: at most one write per session per minute (per
 * instance), never one per request. The idle end is written as "now + idle + this step", so a session is refused no
 * sooner than SESSION_IDLE_MINUTES after its last use and no later than a minute after that.
 */
export const SESSION_TOUCH_STEP_MS = 60_000;

/**
 * Server-side sessions and role guards. Every route under /logistics/api needs a session unless its config says
 * `public: true`; `config.guard` adds a role check. The row is the truth: any instance can serve any request. An
 * instance reuses a row it read for `sessionCacheMs` (a scanning device asks every second; docs/adr/004 "Rush
 * hour"): the cached row's own expiry is still checked on every request, and signing in or out on this instance
 * drops the entry at once, so only another instance's logout (or a role changed in the database) waits out the bound.
 *
 * Idle timeout (SESSION_IDLE_MINUTES) without a column of its own: a row's `expires_at` is the earlier of its absolute
 * end (`created_at` + SESSION_TTL_MINUTES) and its idle end, which a used session moves on at most once a minute
 * (SESSION_TOUCH_STEP_MS). Every reader of `expires_at` (this plugin, live streams) so sees an idle session as ended.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { config } = opts;
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('apiRoutes', [] as FastifyInstance['apiRoutes']);
    const endedListeners: Array<(sessionIds: string[]) => void> = [];
    app.decorate('onSessionsEnded', (listener: (sessionIds: string[]) => void) => {
      endedListeners.push(listener);
    });
    app.decorate('sessionsEnded', (sessionIds: string[]) => {
      if (sessionIds.length === 0) return;
      // Once the deletion has committed (a call that rolls back ended nothing).
      afterCommit(() => notifyEnded(sessionIds));
    });
    const notifyEnded = (sessionIds: string[]) => {
      for (const listener of endedListeners) {
        try {
          listener(sessionIds);
        } catch (err) {
          app.log.error({ err }, 'a sessions-ended listener failed');
        }
      }
    };

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.cookieSecure === 'auto' ? !isLocalHost(request.hostname.replace(/:\d+$/, '')) : config.cookieSecure,
    });

    // Only sessions that exist are kept (an unknown cookie is looked up every time, as before).
    const cache =
      config.sessionCacheMs > 0
        ? new LRUCache<string, { user: AuthUser; expiresAt: number; endsAt: number }>({ max: SESSION_CACHE_MAX, ttl: config.sessionCacheMs })
        : null;
    const idleMs = config.sessionIdleMinutes * 60_000;
    const ttlMs = config.sessionTtlMinutes * 60_000;
    /** The row's next `expires_at` when used now: its idle end moved on, never past its absolute end. */
    const idleEnd = (now: number, endsAt: number) => Math.min(endsAt, now + idleMs + SESSION_TOUCH_STEP_MS);

    // Prepared once (a named statement on PostgreSQL): every request that misses the cache runs it.
    const findSession = app.db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        profileImageUri: users.profileImageUri,
        roles: users.roles,
        allHubs: users.allHubs,
        // The user's hubs ride on the session row (one query, cached with it): hub scoping adds none per call.
        hubs: sql<
          string[]
        >`coalesce((select array_agg(${userHubs.hubOrgUnitId} order by ${userHubs.hubOrgUnitId}) from ${userHubs} where ${userHubs.userId} = ${users.id}), '{}')`,
        expiresAt: sessions.expiresAt,
        createdAt: sessions.createdAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      // A deactivated account's sessions are deleted with it; this keeps one created in between from working.
      .where(and(eq(sessions.id, sql.placeholder('id')), isNull(users.deactivatedAt)))
      .limit(1)
      .prepare('session_user');

    /**
     * Moves a used session's idle end on when it would move by a minute or more (so at most one write a minute, not one
     * per request); returns the expiry the caller now holds.
     */
    async function touch(id: string, expiresAt: number, endsAt: number): Promise<number> {
      const next = idleEnd(Date.now(), endsAt);
      if (next - expiresAt < SESSION_TOUCH_STEP_MS) return expiresAt;
      // Never moved backwards (another instance may have moved it further meanwhile).
      await app.db
        .update(sessions)
        .set({ expiresAt: new Date(next) })
        .where(and(eq(sessions.id, id), lt(sessions.expiresAt, new Date(next))));
      return next;
    }

    async function loadUser(request: FastifyRequest): Promise<void> {
      if (request.user) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const id = hashToken(token);
      const cached = cache?.get(id);
      if (cached && cached.expiresAt > Date.now()) {
        cached.expiresAt = await touch(id, cached.expiresAt, cached.endsAt);
        request.user = cached.user;
        request.sessionId = id;
        return;
      }
      const [row] = await findSession.execute({ id });
      if (!row || row.expiresAt.getTime() <= Date.now()) {
        cache?.delete(id);
        // An expired or idle session is ended for good (one delete; the cookie then names no row at all).
        if (row) await app.db.delete(sessions).where(and(eq(sessions.id, id), lte(sessions.expiresAt, new Date())));
        return;
      }
      const { expiresAt: rowExpiresAt, createdAt, ...person } = row;
      const endsAt = createdAt.getTime() + ttlMs;
      const expiresAt = await touch(id, rowExpiresAt.getTime(), endsAt);
      const roles = person.roles.filter((r): r is Role => knownRoles.has(r));
      // Frozen: one cached user object serves many requests, so no handler may change it.
      const user: AuthUser = Object.freeze({ ...person, roles, flags: roleFlags(roles), hubs: Object.freeze([...person.hubs]) });
      cache?.set(id, { user, expiresAt, endsAt });
      request.user = user;
      request.sessionId = id;
    }

    /** The signed-in user of the request, or 401. */
    const sessionUser = async (request: FastifyRequest): Promise<AuthUser> => {
      await loadUser(request);
      if (!request.user) throw unauthorized();
      return request.user;
    };
    const requireSession = async (request: FastifyRequest) => {
      await sessionUser(request);
    };
    const requireRole = (guard: GuardName) => async (request: FastifyRequest) => {
      if (!passesGuard(guard, (await sessionUser(request)).flags)) throw forbidden(guardMessage(guard));
    };
    app.decorate('requireSession', requireSession);
    app.decorate('requireRole', requireRole);

    // Secure by default: a route an area adds under the API needs a session unless it says otherwise.
    app.addHook('onRoute', (route) => {
      if (!(route.url === API_BASE || route.url.startsWith(`${API_BASE}/`))) return;
      const cfg = (route.config ?? {}) as { public?: boolean; guard?: GuardName; endpoint?: { name: string } };
      // The OpenAPI document and its UI are readable before signing in; the calls they describe are not.
      const isDocs = route.url.startsWith(`${API_BASE}/docs`);
      // Every call is registered from its endpoint contract (lib/endpoint-route.ts): one path, one set of rules.
      if (!isDocs && !cfg.endpoint) {
        throw new Error(`Route ${String(route.method)} ${route.url} has no endpoint contract: register it with registerEndpoint`);
      }
      for (const method of toArray(route.method)) {
        if (method === 'HEAD' || isDocs) continue;
        const access = cfg.guard ?? (cfg.public ? 'public' : 'session');
        app.apiRoutes.push({ method: String(method), url: route.url, access, operation: cfg.endpoint?.name ?? null });
      }
      if ((cfg.public || isDocs) && !cfg.guard) {
        // Public routes still see who is signed in (logout, providers).
        route.onRequest = [loadUser, ...toArray(route.onRequest)];
        return;
      }
      const check = cfg.guard ? requireRole(cfg.guard) : requireSession;
      // onRequest, before the body is read or validated: a caller without a session learns nothing about the
      // call's rules and costs no parsing.
      route.onRequest = [check, ...toArray(route.onRequest)];
    });

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string, method: string) => {
      // Signing in ends the session this browser carried (whoever it was): an old cookie never outlives a new sign-in.
      const carried = request.cookies[SESSION_COOKIE];
      if (carried) {
        cache?.delete(hashToken(carried));
        await app.db.delete(sessions).where(eq(sessions.id, hashToken(carried)));
        app.sessionsEnded([hashToken(carried)]);
      }
      const token = crypto.randomBytes(32).toString('base64url');
      const now = Date.now();
      // The cookie lives to the absolute end; the row's expiry starts at the idle end (moved on by use).
      const expiresAt = new Date(now + ttlMs);
      await app.db.insert(sessions).values({
        id: hashToken(token),
        userId,
        createdAt: new Date(now),
        expiresAt: new Date(idleEnd(now, now + ttlMs)),
        authMethod: method,
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
        ipAddress: request.ip,
      });
      await app.db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
      // Expired rows are swept opportunistically at sign-in; no timer lives in one process.
      await app.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
      void reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(request), expires: expiresAt });
    });

    app.decorate('endSession', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) {
        // This instance forgets the session before the row goes: no request here can use it again.
        cache?.delete(hashToken(token));
        await app.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
        app.sessionsEnded([hashToken(token)]);
      }
      request.user = null;
      request.sessionId = null;
      void reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    });

    const forget = (userId: string) => {
      if (cache) for (const [id, entry] of cache.entries()) if (entry.user.id === userId) cache.delete(id);
    };
    // Now, and again once the call that changed the user commits: a request of that user between the two would have
    // cached the user as the database still had it (db/request-transaction.ts).
    const forgetUser = (userId: string) => {
      forget(userId);
      afterCommit(() => forget(userId));
    };
    app.decorate('forgetUser', forgetUser);
    const endUserSessions = async (userId: string) => {
      // This instance forgets every session of the user first; other instances within SESSION_CACHE_MS.
      forgetUser(userId);
      const ended = await app.db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      // Their live streams on this instance close at once (others' within a session check: areas/live).
      app.sessionsEnded(ended.map((r) => r.id));
      return ended.length;
    };
    app.decorate('endUserSessions', endUserSessions);

    app.decorate('endAllSessions', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
      await endUserSessions(userId);
      request.user = null;
      request.sessionId = null;
      void reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
    });
  },
  { name: 'session', dependencies: ['db'] },
);

function toArray<T>(v: T | T[] | undefined): T[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}
