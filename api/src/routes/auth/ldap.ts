import { type FastifyPluginAsync } from 'fastify';
import { Client, EqualityFilter } from 'ldapts';
import { ldapLogin, ROLES, type Role } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { type AppConfig, type LdapConfig } from '../../config';
import { HttpError } from '../../lib/http-error';
import { upsertSignedInUser } from '../../plugins/app/accounts';
import { signInRateLimit } from './index';

/** The one message for a wrong user name or password (never say which). */
export const LDAP_INVALID_CREDENTIALS = 'Invalid username or password.';

const knownRoles = new Set<string>(ROLES);

/** Escapes a value for an LDAP filter (RFC 4515) by building it with ldapts' own filter and taking its text. */
function escapeFilterValue(value: string): string {
  return new EqualityFilter({ attribute: 'x', value }).toString().replace(/^\(x=/, '').replace(/\)$/, '');
}

const first = (v: unknown): string | undefined => {
  if (Array.isArray(v)) return first(v[0]);
  if (Buffer.isBuffer(v)) return v.toString('utf8');
  return typeof v === 'string' ? v : undefined;
};

/** Looks the user up (service bind or anonymous), then binds as the user with the given password. */
export async function ldapAuthenticate(cfg: LdapConfig, username: string, password: string): Promise<{ email: string; name: string } | null> {
  const client = new Client({ url: cfg.url, timeout: cfg.timeoutMs, connectTimeout: cfg.timeoutMs });
  try {
    if (cfg.bindDn) await client.bind(cfg.bindDn, cfg.bindPassword ?? '');
    const filter = cfg.searchFilter.replace(/\{\{username\}\}/g, escapeFilterValue(username));
    const { searchEntries } = await client.search(cfg.searchBase, { scope: 'sub', filter, attributes: [cfg.emailAttribute, cfg.nameAttribute], sizeLimit: 2 });
    if (searchEntries.length !== 1) return null;
    const entry = searchEntries[0]!;
    await client.unbind();
    const userClient = new Client({ url: cfg.url, timeout: cfg.timeoutMs, connectTimeout: cfg.timeoutMs });
    try {
      await userClient.bind(entry.dn, password);
    } catch {
      return null;
    } finally {
      await userClient.unbind().catch(() => undefined);
    }
    const email = first(entry[cfg.emailAttribute]);
    if (!email) return null;
    return { email, name: first(entry[cfg.nameAttribute]) ?? email };
  } finally {
    await client.unbind().catch(() => undefined);
  }
}

/** Enterprise directory sign-in (spec 000 §1) by LDAP bind. */
export const ldapRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, { config }) => {
  registerEndpoint(
    app,
    ldapLogin,
    async ({ request, reply }) => {
      if (!config.ldap) throw new HttpError(404, 'Directory sign-in is not configured on this server.');
      // An empty password would be an anonymous ("unauthenticated") bind, which many servers accept.
      if (!request.body.password) throw new HttpError(401, LDAP_INVALID_CREDENTIALS);
      await app.signInFailures.assertAllowed(request.body.username, request.ip, config.authFailureLimit);
      let found: { email: string; name: string } | null;
      try {
        found = await ldapAuthenticate(config.ldap, request.body.username, request.body.password);
      } catch (err) {
        request.log.error({ err }, 'ldap sign-in failed');
        throw new HttpError(503, 'The company directory is not reachable. Please try again later.');
      }
      if (!found) {
        await app.signInFailures.record(request.body.username, request.ip);
        throw new HttpError(401, LDAP_INVALID_CREDENTIALS);
      }
      await app.signInFailures.clear(request.body.username, request.ip);
      const user = await upsertSignedInUser(app.db, { email: found.email, name: found.name, source: 'ldap', defaultRoles: config.defaultRoles });
      await app.startSession(request, reply, user.id, 'ldap');
      const roles = user.roles.filter((r): r is Role => knownRoles.has(r));
      return { user: { roles, name: user.name, email: user.email, profileImageUri: user.profileImageUri } };
    },
    { config: { rateLimit: signInRateLimit(config) } },
  );
};
