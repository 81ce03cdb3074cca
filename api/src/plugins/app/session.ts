import crypto from 'node:crypto';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { and, eq, gt, lt } from 'drizzle-orm';
import { API_BASE, ROLES, type Role, type RoleFlags, roleFlags } from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { sessions, users } from '../../db/schema';
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
}

/** Guards of spec 000 §6 / 001 §6: each names the flag(s) it needs. */
export const GUARDS = {
  hubManager: { flags: ['isHubManager'], label: 'Hub Manager' },
  manager: { flags: ['isManager'], label: 'Manager (hubPsvManager)' },
  routingExecutive: { flags: ['isRoutingExecutive'], label: 'Routing Executive' },
  l1OrAdmin: { flags: ['isL1OrAdmin'], label: 'L1 (supportTeam) or Admin' },
  /** Route batch management and LM manifest (spec 000 §2 tiles 13-14). */
  routeBatch: { flags: ['isHubManager', 'isRoutingExecutive', 'isL1OrAdmin'], label: 'Hub Manager, Routing Executive or L1/Admin' },
} as const satisfies Record<string, { flags: ReadonlyArray<keyof RoleFlags>; label: string }>;
/** A guard name usable in `config.guard` or `app.requireRole(name)`. */
export type GuardName = keyof typeof GUARDS;

/** The 403 message of a guard: names the role required. */
export function guardMessage(guard: GuardName): string {
  return `You do not have permission to do this. ${GUARDS[guard].label} role is required.`;
}

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
    /** Routes that declared a guard (the role-matrix test walks them). */
    guardedRoutes: Array<{ method: string; url: string; guard: GuardName }>;
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

/**
 * Server-side sessions and role guards. Every route under /logistics/api needs a session unless its config says
 * `public: true`; `config.guard` adds a role check. Nothing is kept in process memory, so any instance can serve
 * any request and a logout is seen everywhere at once.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { config } = opts;
    await app.register(cookie);
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorate('guardedRoutes', [] as Array<{ method: string; url: string; guard: GuardName }>);

    const cookieOptions = (request: FastifyRequest) => ({
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.cookieSecure === 'auto' ? !isLocalHost(request.hostname.replace(/:\d+$/, '')) : config.cookieSecure,
    });

    async function loadUser(request: FastifyRequest): Promise<void> {
      if (request.user) return;
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      const id = hashToken(token);
      const [row] = await app.db
        .select({ id: users.id, email: users.email, name: users.name, profileImageUri: users.profileImageUri, roles: users.roles })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())))
        .limit(1);
      if (!row) return;
      const roles = row.roles.filter((r): r is Role => knownRoles.has(r));
      request.user = { ...row, roles, flags: roleFlags(roles) };
      request.sessionId = id;
    }

    const requireSession = async (request: FastifyRequest) => {
      await loadUser(request);
      if (!request.user) throw unauthorized();
    };
    const requireRole = (guard: GuardName) => async (request: FastifyRequest) => {
      await requireSession(request);
      const flags = request.user!.flags;
      if (!GUARDS[guard].flags.some((f) => flags[f])) throw forbidden(guardMessage(guard));
    };
    app.decorate('requireSession', requireSession);
    app.decorate('requireRole', requireRole);

    // Secure by default: a route an area adds under the API needs a session unless it says otherwise.
    app.addHook('onRoute', (route) => {
      if (!(route.url === API_BASE || route.url.startsWith(`${API_BASE}/`))) return;
      const cfg = (route.config ?? {}) as { public?: boolean; guard?: GuardName };
      // The OpenAPI document and its UI are readable before signing in; the calls they describe are not.
      const isDocs = route.url.startsWith(`${API_BASE}/docs`);
      if ((cfg.public || isDocs) && !cfg.guard) {
        // Public routes still see who is signed in (logout, providers).
        route.preHandler = [loadUser, ...toArray(route.preHandler)];
        return;
      }
      const check = cfg.guard ? requireRole(cfg.guard) : requireSession;
      route.preHandler = [check, ...toArray(route.preHandler)];
      if (cfg.guard) {
        for (const method of toArray(route.method)) {
          if (method !== 'HEAD') app.guardedRoutes.push({ method: String(method), url: route.url, guard: cfg.guard });
        }
      }
    });

    app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string, method: string) => {
      const token = crypto.randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + config.sessionTtlMinutes * 60_000);
      await app.db.insert(sessions).values({
        id: hashToken(token),
        userId,
        expiresAt,
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
      if (token) await app.db.delete(sessions).where(eq(sessions.id, hashToken(token)));
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
