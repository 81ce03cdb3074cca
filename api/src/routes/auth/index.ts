import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import {
  authProvidersResponseSchema,
  demoLoginBodySchema,
  errorBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  ROLES,
  type Role,
} from '@hub/shared/contracts';
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
export const authRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.get(
    '/auth/providers',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'Sign-in options of this server', response: { 200: authProvidersResponseSchema } } },
    async () => {
      const demoAccounts = config.demoLogin
        ? (await app.db.select().from(users).where(eq(users.isDemo, true)).orderBy(asc(users.email))).map((u) => ({
            name: u.name,
            email: u.email,
            roles: asRoles(u.roles),
          }))
        : [];
      return { oidc: Boolean(config.oidc), ldap: Boolean(config.ldap), demo: config.demoLogin, demoAccounts };
    },
  );

  app.post(
    '/auth/demo-login',
    {
      config: { public: true, rateLimit: signInRateLimit(config) },
      schema: {
        tags: ['auth'],
        summary: 'Demo sign-in with a seeded account (embedded demo mode only)',
        body: demoLoginBodySchema,
        response: { 200: loginResponseSchema, 400: errorBodySchema, 403: errorBodySchema, 429: errorBodySchema },
      },
    },
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
  );

  app.post(
    '/auth/logout',
    { config: { public: true }, schema: { tags: ['auth'], summary: 'Ends the session on every instance', response: { 200: logoutResponseSchema } } },
    async (request, reply) => {
      await app.endSession(request, reply);
      return { successful: true as const };
    },
  );
};
