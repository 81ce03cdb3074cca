import { type FastifyPluginAsync, type FastifyRequest } from 'fastify';
import { demoLogin, endpointUrl, getAuthProviders, ldapLogin, logout, logoutEverywhere, oidcCallback, oidcLogin } from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createOidcService } from './oidc';
import { createAuthService, signedInUser } from './service';

/**
 * Sign-in ceiling per client address shared by every sign-in route (counted in the database). It is high on purpose:
 * a hub's staff sign in at shift start from one NAT address; guessing is slowed per account (signInFailures).
 */
export const signInRateLimit = (config: AppConfig) => ({
  max: config.authRateLimitMax,
  timeWindow: 60_000,
  keyGenerator: (request: { ip: string }) => `sign-in:${request.ip}`,
});

/** Sign-in options, demo sign-in and logout. OIDC and LDAP have their own plugins below. */
export const authRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const auth = createAuthService(app, config);

  registerEndpoint(app, getAuthProviders, () => auth.providers());

  registerEndpoint(
    app,
    demoLogin,
    async ({ body, request, reply }) => {
      const user = await auth.demoSignIn(body.email, request.ip);
      await app.startSession(request, reply, user.id, 'demo');
      return signedInUser(user);
    },
    { config: { rateLimit: signInRateLimit(config) } },
  );

  registerEndpoint(app, logout, async ({ request, reply }) => {
    await app.endSession(request, reply);
    return { successful: true as const };
  });

  // Every session of the caller ends (a device left signed in on a shared hub desk); docs/areas/auth.md.
  registerEndpoint(app, logoutEverywhere, async ({ user, request, reply }) => {
    await app.endAllSessions(request, reply, user.id);
    return { successful: true as const };
  });
};

/** Enterprise directory sign-in (spec 000 §1) by LDAP bind. */
export const ldapRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const auth = createAuthService(app, config);

  registerEndpoint(
    app,
    ldapLogin,
    async ({ body, request, reply }) => {
      const user = await auth.ldapSignIn(body.username, body.password, request.ip, request.log);
      await app.startSession(request, reply, user.id, 'ldap');
      return signedInUser(user);
    },
    { config: { rateLimit: signInRateLimit(config) } },
  );
};

/** OpenID Connect single sign-on: authorization code + PKCE, state kept in the database (any instance can finish it). */
export const oidcRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  const oidc = createOidcService(app, config);
  // The callback on the host this request came to (unless OIDC_REDIRECT_URI says otherwise).
  const requestCallbackUrl = (request: FastifyRequest) => `${request.protocol}://${request.host}${endpointUrl(oidcCallback)}`;
  const wantsHtml = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/html');

  registerEndpoint(
    app,
    oidcLogin,
    async ({ query, request, reply }) =>
      reply.redirect(await oidc.authorizationUrl({ returnTo: query.returnTo, requestCallbackUrl: requestCallbackUrl(request) }), 302),
    { config: { rateLimit: signInRateLimit(config) } },
  );

  registerEndpoint(
    app,
    oidcCallback,
    async ({ query, request, reply }) => {
      const outcome = await oidc.callback({
        query,
        requestUrl: request.url,
        requestCallbackUrl: requestCallbackUrl(request),
        wantsHtml: wantsHtml(request),
        log: request.log,
      });
      if (outcome.userId) await app.startSession(request, reply, outcome.userId, 'oidc');
      return reply.redirect(outcome.redirectTo, 302);
    },
    { config: { rateLimit: signInRateLimit(config) } },
  );
};
