import { Client, EqualityFilter } from 'ldapts';
import { type LdapConfig } from '../../config';
import { directoryValues } from './directory-mapping';

/** The one message for a wrong user name or password (never say which). */
export const LDAP_INVALID_CREDENTIALS = 'Invalid username or password.';

/** Escapes a value for an LDAP filter (RFC 4515) by building it with ldapts' own filter and taking its text. */
function escapeFilterValue(value: string): string {
  return new EqualityFilter({ attribute: 'x', value }).toString().replace(/^\(x=/, '').replace(/\)$/, '');
}

const first = (v: unknown): string | undefined => {
  if (Array.isArray(v)) return first(v[0]);
  if (Buffer.isBuffer(v)) return v.toString('utf8');
  return typeof v === 'string' ? v : undefined;
};

/** An entry's attribute by name without case (LDAP attribute names are case-insensitive; servers answer `memberof`). */
const attributeOf = (entry: Record<string, unknown>, name: string): unknown =>
  entry[name] ?? Object.entries(entry).find(([k]) => k.toLowerCase() === name.toLowerCase())?.[1];

/** A person the directory vouched for; `groups` only when LDAP_GROUP_ATTRIBUTE is set (the values ROLE_MAPPING maps). */
export interface LdapPerson {
  email: string;
  name: string;
  groups: string[] | undefined;
}

/** Looks the user up (service bind or anonymous), then binds as the user with the given password. */
export async function ldapAuthenticate(cfg: LdapConfig, username: string, password: string): Promise<LdapPerson | null> {
  const client = new Client({ url: cfg.url, timeout: cfg.timeoutMs, connectTimeout: cfg.timeoutMs });
  try {
    if (cfg.bindDn) await client.bind(cfg.bindDn, cfg.bindPassword ?? '');
    const filter = cfg.searchFilter.replace(/\{\{username\}\}/g, escapeFilterValue(username));
    const { searchEntries } = await client.search(cfg.searchBase, {
      scope: 'sub',
      filter,
      attributes: [cfg.emailAttribute, cfg.nameAttribute, ...(cfg.groupAttribute ? [cfg.groupAttribute] : [])],
      sizeLimit: 2,
    });
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
    return {
      email,
      name: first(entry[cfg.nameAttribute]) ?? email,
      groups: cfg.groupAttribute ? directoryValues(attributeOf(entry, cfg.groupAttribute)) : undefined,
    };
  } finally {
    await client.unbind().catch(() => undefined);
  }
}
