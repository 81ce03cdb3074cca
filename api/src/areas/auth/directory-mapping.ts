import { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { type AppConfig, normalizeDirectoryValue, type RoleMapping, ROLE_MAPPING_LIMITS } from '../../config';
import { upsertSignedInUser } from '../../plugins/app/accounts';
import { DIRECTORY_MAPPING_ACTION, type UserRow } from './repository';

/** Most directory values (claim values, groups) one sign-in reads: a person in thousands of groups maps the first ones. */
export const DIRECTORY_VALUES_MAX = 1000;

/** What a user holds, or what part of it the directory granted: roles, the all-hubs flag, hubs. */
export interface Grants {
  roles: readonly string[];
  allHubs: boolean;
  hubs: readonly string[];
}

const NONE: Grants = { roles: [], allHubs: false, hubs: [] };

/**
 * The string values of a claim or attribute (one value or a list; bytes as UTF-8), bounded: at most
 * DIRECTORY_VALUES_MAX values of at most ROLE_MAPPING_LIMITS.valueChars characters each; anything else is ignored.
 */
export function directoryValues(raw: unknown): string[] {
  const list = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const out: string[] = [];
  for (const v of list) {
    const text = Buffer.isBuffer(v) ? v.toString('utf8') : typeof v === 'string' ? v : null;
    if (text && text.length <= ROLE_MAPPING_LIMITS.valueChars) out.push(text);
    if (out.length >= DIRECTORY_VALUES_MAX) break;
  }
  return out;
}

/** A claim by its name, else by a dotted path into nested objects (`realm_access.roles`); undefined when absent. */
export function claimAt(claims: Record<string, unknown>, name: string): unknown {
  if (name in claims) return claims[name];
  let at: unknown = claims;
  for (const part of name.split('.')) {
    if (!at || typeof at !== 'object' || Array.isArray(at)) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return at;
}

/** What these directory values grant together under the mapping, and which of them matched an entry. */
export function grantsOf(mapping: RoleMapping, values: readonly string[]): Grants & { matched: string[] } {
  const roles = new Set<string>();
  const hubs = new Set<string>();
  let allHubs = false;
  const matched: string[] = [];
  for (const value of new Set(values.map(normalizeDirectoryValue))) {
    const grant = mapping.get(value);
    if (!grant) continue;
    matched.push(value);
    for (const r of grant.roles) roles.add(r);
    if (grant.hubs === 'all') allHubs = true;
    else for (const h of grant.hubs) hubs.add(h);
  }
  return { roles: [...roles], allHubs, hubs: [...hubs].sort(), matched: matched.sort() };
}

/**
 * The user's next roles and hubs: what they hold that the directory did not grant last time (manual grants: an
 * admin's, the first sign-in's default roles) is kept whatever the directory says now; what the directory granted last
 * time and no longer grants goes; what it grants now is added. `mapped` is the part only the directory holds up (a
 * grant the user also holds manually stays manual), read back at the next sign-in (docs/adr/014).
 */
export function applyDirectoryGrants(current: Grants, mappedBefore: Grants, granted: Grants): { next: Grants; mapped: Grants } {
  const manualRoles = current.roles.filter((r) => !mappedBefore.roles.includes(r));
  const manualHubs = current.hubs.filter((h) => !mappedBefore.hubs.includes(h));
  const manualAll = current.allHubs && !mappedBefore.allHubs;
  const mapped: Grants = {
    roles: granted.roles.filter((r) => !manualRoles.includes(r)),
    allHubs: granted.allHubs && !manualAll,
    hubs: granted.hubs.filter((h) => !manualHubs.includes(h)),
  };
  return {
    next: { roles: [...manualRoles, ...mapped.roles], allHubs: manualAll || mapped.allHubs, hubs: [...manualHubs, ...mapped.hubs].sort() },
    mapped,
  };
}

/** The `mapped` part of a directory-mapping audit row's `after` (nothing when there is no row or it is not one). */
export function mappedOf(after: unknown): Grants {
  const m = (after as { mapped?: Partial<Grants> } | null)?.mapped;
  if (!m || typeof m !== 'object') return NONE;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return { roles: strings(m.roles), allHubs: m.allHubs === true, hubs: strings(m.hubs) };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
const sameGrants = (a: Grants, b: Grants) => a.allHubs === b.allHubs && sameSet(a.roles, b.roles) && sameSet(a.hubs, b.hubs);

/** Who signed in through a directory, and the directory values to map (undefined: this method maps nothing). */
export interface DirectorySignIn {
  email: string;
  name: string;
  profileImageUri?: string | null;
  source: 'oidc' | 'ldap';
  values: readonly string[] | undefined;
}

/**
 * The account of an OIDC or LDAP sign-in, in one transaction with the user's row locked: found or created (a
 * deactivated one refused with 403 before anything changes), then the directory mapping applied when one is
 * configured for this method. A change of roles or hubs is written with its audit row (action `directoryMapping`,
 * the user as actor) and takes effect at once on this instance's cached sessions of the user (others within
 * SESSION_CACHE_MS).
 */
export function createDirectorySignIn(app: FastifyInstance, config: AppConfig) {
  return async (input: DirectorySignIn, log: FastifyBaseLogger): Promise<UserRow> => {
    const mapping = input.values === undefined ? undefined : config.roleMapping;
    const { user, changed } = await app.db.transaction(async (tx) => {
      const user = await upsertSignedInUser(tx, { ...input, defaultRoles: config.defaultRoles });
      if (!mapping) return { user, changed: false };
      const repo = app.repos.auth;
      const granted = grantsOf(mapping, input.values ?? []);
      const known = await repo.existingHubIds(tx, granted.hubs);
      const unknown = granted.hubs.filter((h) => !known.has(h));
      if (unknown.length) log.warn({ unknown, email: user.email }, 'ROLE_MAPPING names hubs that do not exist; skipped');
      const current: Grants = { roles: user.roles, allHubs: user.allHubs, hubs: await repo.userHubIds(tx, user.id) };
      const mappedBefore = mappedOf(await repo.lastDirectoryMapping(tx, user.id));
      const { next, mapped } = applyDirectoryGrants(current, mappedBefore, { ...granted, hubs: granted.hubs.filter((h) => known.has(h)) });
      // Nothing to record when neither the grants nor the directory's part of them moved.
      if (sameGrants(next, current) && sameGrants(mapped, mappedBefore)) return { user, changed: false };
      const updated = await repo.setGrants(tx, user.id, next);
      await app.repos.audit.record(tx, {
        actor: { id: user.id, email: user.email },
        entityType: 'user',
        entityId: user.id,
        action: DIRECTORY_MAPPING_ACTION,
        before: current,
        after: { ...next, mapped, source: input.source, matched: granted.matched },
      });
      return { user: updated, changed: true };
    });
    if (changed) app.forgetUser(user.id);
    return user;
  };
}
