import { z } from 'zod';
import { TEXT_MAX } from '../common/limits';
import { defineEndpoint } from '../endpoint';
import { authProvidersResponseSchema, demoLoginBodySchema, ldapLoginBodySchema, loginResponseSchema, logoutResponseSchema, oidcLoginQuerySchema } from './auth';

const area = 'auth';

/** Query of the single sign-on callback (what the identity provider sends back). */
export const oidcCallbackQuerySchema = z.looseObject({
  code: z.string().max(TEXT_MAX.token).optional(),
  state: z.string().max(TEXT_MAX.token).optional(),
  error: z.string().max(TEXT_MAX.token).optional(),
  error_description: z.string().max(TEXT_MAX.token).optional(),
});

/** GET /auth/providers: which sign-in options this server offers. */
export const getAuthProviders = defineEndpoint({
  name: 'getAuthProviders',
  method: 'GET',
  path: '/auth/providers',
  area,
  summary: 'Sign-in options of this server',
  access: 'public',
  response: authProvidersResponseSchema,
});

/** POST /auth/demo-login: demo sign-in with a seeded account (embedded demo mode only). */
export const demoLogin = defineEndpoint({
  name: 'demoLogin',
  method: 'POST',
  path: '/auth/demo-login',
  area,
  summary: 'Demo sign-in with a seeded account (embedded demo mode only)',
  access: 'public',
  body: demoLoginBodySchema,
  response: loginResponseSchema,
  errors: [403, 429],
});

/** POST /auth/ldap-login: enterprise directory sign-in (LDAP bind). */
export const ldapLogin = defineEndpoint({
  name: 'ldapLogin',
  method: 'POST',
  path: '/auth/ldap-login',
  area,
  summary: 'Enterprise directory sign-in (LDAP bind)',
  access: 'public',
  body: ldapLoginBodySchema,
  response: loginResponseSchema,
  // 403: a deactivated account (AUTH_MESSAGES.deactivated).
  errors: [401, 403, 404, 429, 503],
});

/** POST /auth/logout: ends the session on every instance. */
export const logout = defineEndpoint({
  name: 'logout',
  method: 'POST',
  path: '/auth/logout',
  area,
  summary: 'Ends the session on every instance',
  access: 'public',
  response: logoutResponseSchema,
});

/**
 * POST /auth/logout-everywhere: ends every session of the signed-in user (every device, this one included). Another
 * instance that has a session cached sees it ended within SESSION_CACHE_MS (docs/areas/auth.md "Sign out everywhere").
 */
export const logoutEverywhere = defineEndpoint({
  name: 'logoutEverywhere',
  method: 'POST',
  path: '/auth/logout-everywhere',
  area,
  summary: 'Ends every session of the signed-in user, on every device',
  access: 'session',
  hub: { none: "the signed-in user's own sessions" },
  response: logoutResponseSchema,
});

/** GET /auth/oidc/login: starts single sign-on (a redirect, opened by navigation, not called). */
export const oidcLogin = defineEndpoint({
  name: 'oidcLogin',
  method: 'GET',
  path: '/auth/oidc/login',
  area,
  summary: 'Starts single sign-on (redirects to the identity provider)',
  access: 'public',
  query: oidcLoginQuerySchema,
  errors: [404, 429],
});

/**
 * GET /auth/oidc/callback: the identity provider returns here; creates the session and redirects. 403: not a company
 * account, or a deactivated one (AUTH_MESSAGES.deactivated).
 */
export const oidcCallback = defineEndpoint({
  name: 'oidcCallback',
  method: 'GET',
  path: '/auth/oidc/callback',
  area,
  summary: 'Single sign-on callback: creates the session',
  access: 'public',
  query: oidcCallbackQuerySchema,
  errors: [403, 404, 429],
});
