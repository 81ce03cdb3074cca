import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { AUTH_MESSAGES, ROLES, type Role } from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { forbidden, HttpError } from '../../lib/http-error';
import { createDirectorySignIn } from './directory-mapping';
import { ldapAuthenticate, LDAP_INVALID_CREDENTIALS, type LdapPerson } from './ldap';
import { isLoopback } from './loopback';
import { type UserRow } from './repository';

/** The refusal of demo sign-in from another machine when DEMO_LOGIN=true was not said. */
export const DEMO_LOGIN_REMOTE_REFUSED = 'Demo sign-in is only available on this machine (set DEMO_LOGIN=true to allow other addresses).';

const knownRoles = new Set<string>(ROLES);
const asRoles = (roles: string[]): Role[] => roles.filter((r): r is Role => knownRoles.has(r));

/** A signed-in user as the sign-in calls answer it (roles the app knows only). */
export const signedInUser = (user: UserRow) => ({
  user: { roles: asRoles(user.roles), name: user.name, email: user.email, profileImageUri: user.profileImageUri },
});

/**
 * Sign-in options, demo sign-in and directory (LDAP) sign-in (spec 000 §1): who may sign in, and how often a wrong
 * guess is tolerated (`app.signInFailures`, per account and address). Starting the session (the cookie) is the
 * route's; OIDC lives in oidc.ts.
 */
export function createAuthService(app: FastifyInstance, config: AppConfig) {
  const directorySignIn = createDirectorySignIn(app, config);
  return {
    async providers() {
      const demoAccounts = config.demoLogin
        ? (await app.repos.auth.demoAccounts(app.db)).map((u) => ({
            name: u.name,
            email: u.email,
            roles: asRoles(u.roles),
            allHubs: u.allHubs,
            hubs: u.hubs,
          }))
        : [];
      return { oidc: Boolean(config.oidc), ldap: Boolean(config.ldap), demo: config.demoLogin, demoAccounts };
    },

    /** The demo account to sign in as, from a client at `ip`. */
    async demoSignIn(email: string, ip: string): Promise<UserRow> {
      if (!config.demoLogin) throw new HttpError(403, 'Demo sign-in is not available on this server.');
      // Anyone reaching a demo server could become admin without a password: only this machine, unless DEMO_LOGIN=true.
      if (!config.demoLoginRemote && !isLoopback(ip)) throw new HttpError(403, DEMO_LOGIN_REMOTE_REFUSED);
      await app.signInFailures.assertAllowed(email, ip, config.authFailureLimit);
      const user = await app.repos.auth.demoAccount(app.db, email);
      if (!user) {
        await app.signInFailures.record(email, ip);
        throw new HttpError(400, `No demo account for ${email}`);
      }
      await app.signInFailures.clear(email, ip);
      if (user.deactivatedAt) throw forbidden(AUTH_MESSAGES.deactivated);
      return user;
    },

    /**
     * The directory's user for these credentials (created on first sign-in with the default roles; the directory
     * mapping applied when LDAP_GROUP_ATTRIBUTE is set). A deactivated account is refused only after its password
     * was right: a wrong guess never learns the account's state.
     */
    async ldapSignIn(username: string, password: string, ip: string, log: FastifyBaseLogger): Promise<UserRow> {
      if (!config.ldap) throw new HttpError(404, 'Directory sign-in is not configured on this server.');
      // An empty password would be an anonymous ("unauthenticated") bind, which many servers accept.
      if (!password) throw new HttpError(401, LDAP_INVALID_CREDENTIALS);
      await app.signInFailures.assertAllowed(username, ip, config.authFailureLimit);
      let found: LdapPerson | null;
      try {
        found = await ldapAuthenticate(config.ldap, username, password);
      } catch (err) {
        log.error({ err }, 'ldap sign-in failed');
        throw new HttpError(503, 'The company directory is not reachable. Please try again later.');
      }
      if (!found) {
        await app.signInFailures.record(username, ip);
        throw new HttpError(401, LDAP_INVALID_CREDENTIALS);
      }
      await app.signInFailures.clear(username, ip);
      return directorySignIn({ email: found.email, name: found.name, source: 'ldap', values: found.groups }, log);
    },
  };
}
