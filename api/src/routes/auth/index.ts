import { type FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { demoLogin, getAuthProviders, logout, ROLES, type Role } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { type AppConfig } from '../../config';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

const knownRoles = new Set<string>(ROLES);

/** The refusal of demo sign-in from another machine when DEMO_LOGIN=true was not said. */
export const DEMO_LOGIN_REMOTE_REFUSED = 'Demo sign-in is only available on this machine (set DEMO_LOGIN=true to allow other addresses).';

/** Loopback addresses: 127.0.0.0/8 and ::1, plain or IPv4-mapped. */
export function isLoopback(ip: string): boolean {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return ip === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}
const asRoles = (roles: string[]): Role[] => roles.filter((r): r is Role => knownRoles.has(r));

/**
 * Sign-in ceiling per client address shared by every sign-in route (counted in the database). It is high on purpose:
 * a hub's staff sign in at shift start from one NAT address; guessing is slowed per account (signInFailures).
 */
export const signInRateLimit = (config: AppConfig) => ({
  max: config.authRateLimitMax,
  timeWindow: 60_000,
  keyGenerator: (request: { ip: string }) => `sign-in:${request.ip}`,
});

/** Sign-in options, demo sign-in and logout. OIDC and LDAP live in their own files. */
export const authRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  registerEndpoint(app, getAuthProviders, async () => {
    const demoAccounts = config.demoLogin
      ? (await app.db.select().from(users).where(eq(users.isDemo, true)).orderBy(asc(users.email))).map((u) => ({
          name: u.name,
          email: u.email,
          roles: asRoles(u.roles),
        }))
      : [];
    return { oidc: Boolean(config.oidc), ldap: Boolean(config.ldap), demo: config.demoLogin, demoAccounts };
  });

  registerEndpoint(
    app,
    demoLogin,
    async ({ request, reply }) => {
      if (!config.demoLogin) throw new HttpError(403, 'Demo sign-in is not available on this server.');
      // Anyone reaching a demo server could become admin without a password: only this machine, unless DEMO_LOGIN=true.
      if (!config.demoLoginRemote && !isLoopback(request.ip)) throw new HttpError(403, DEMO_LOGIN_REMOTE_REFUSED);
      await app.signInFailures.assertAllowed(request.body.email, request.ip, config.authFailureLimit);
      const [user] = await app.db
        .select()
        .from(users)
        .where(and(eq(users.email, request.body.email), eq(users.isDemo, true)))
        .limit(1);
      if (!user) {
        await app.signInFailures.record(request.body.email, request.ip);
        throw new HttpError(400, `No demo account for ${request.body.email}`);
      }
      await app.signInFailures.clear(request.body.email, request.ip);
      await app.startSession(request, reply, user.id, 'demo');
      return { user: { roles: asRoles(user.roles), name: user.name, email: user.email, profileImageUri: user.profileImageUri } };
    },
    { config: { rateLimit: signInRateLimit(config) } },
  );

  registerEndpoint(app, logout, async ({ request, reply }) => {
    await app.endSession(request, reply);
    return { successful: true as const };
  });
};
