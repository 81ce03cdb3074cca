import { type FastifyPluginAsync } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import { demoLogin, getAuthProviders, logout, ROLES, type Role } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { type AppConfig } from '../../config';
import { users } from '../../db/schema';
import { HttpError } from '../../lib/http-error';

const knownRoles = new Set<string>(ROLES);
const asRoles = (roles: string[]): Role[] => roles.filter((r): r is Role => knownRoles.has(r));

/** Sign-in rate limit shared by every sign-in route (one bucket per client address, counted in the database). */
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
    async (request, reply) => {
      if (!config.demoLogin) throw new HttpError(403, 'Demo sign-in is not available on this server.');
      const [user] = await app.db
        .select()
        .from(users)
        .where(and(eq(users.email, request.body.email), eq(users.isDemo, true)))
        .limit(1);
      if (!user) throw new HttpError(400, `No demo account for ${request.body.email}`);
      await app.startSession(request, reply, user.id, 'demo');
      return { user: { roles: asRoles(user.roles), name: user.name, email: user.email, profileImageUri: user.profileImageUri } };
    },
    { config: { rateLimit: signInRateLimit(config) } },
  );

  registerEndpoint(app, logout, async (request, reply) => {
    await app.endSession(request, reply);
    return { successful: true as const };
  });
};
