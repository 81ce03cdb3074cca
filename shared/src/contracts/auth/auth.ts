import { z } from 'zod';
import { TEXT_MAX, tooLong } from '../common/limits';
import { sessionUserSchema } from '../session/session-info';

/** GET /auth/providers: which sign-in options this server offers (demo accounts only in embedded demo mode). */
export const authProvidersResponseSchema = z.object({
  oidc: z.boolean(),
  ldap: z.boolean(),
  demo: z.boolean(),
  demoAccounts: z.array(sessionUserSchema.pick({ name: true, email: true, roles: true, allHubs: true, hubs: true })),
});
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>;

/** POST /auth/demo-login body. */
export const demoLoginBodySchema = z.object({ email: z.string().trim().toLowerCase().max(TEXT_MAX.email, 'Enter a valid email').email('Enter a valid email') });
export type DemoLoginBody = z.infer<typeof demoLoginBodySchema>;

/** POST /auth/ldap-login body (enterprise directory sign-in). */
export const ldapLoginBodySchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(TEXT_MAX.email, tooLong('Username', TEXT_MAX.email)),
  password: z.string().min(1, 'Password is required').max(1024, tooLong('Password', 1024)),
});
export type LdapLoginBody = z.infer<typeof ldapLoginBodySchema>;

/** Response of every successful sign-in (the session cookie is set alongside). */
export const loginResponseSchema = z.object({ user: sessionUserSchema });

/** GET /auth/oidc/login query: where to return after single sign-on. */
export const oidcLoginQuerySchema = z.object({ returnTo: z.string().max(TEXT_MAX.url).startsWith('/').optional() });

/** POST /auth/logout response. */
export const logoutResponseSchema = z.object({ successful: z.literal(true) });
