import ldap from 'ldapjs';
import { freePort } from './free-port';

/** A directory person for the in-process LDAP server. */
export interface DirectoryPerson {
  uid: string;
  password: string;
  mail: string;
  cn: string;
  /** Group DNs (the `memberOf` attribute directory mapping reads, docs/adr/014). */
  memberOf?: string[];
}

/**
 * A small real LDAP server (ldapjs) for the directory sign-in tests: a service account that may search
 * ou=people, and people who may bind with their own password. The api talks to it over TCP with ldapts.
 */
export async function startLdapServer(people: DirectoryPerson[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server = ldap.createServer();
  const base = 'ou=people,dc=hub,dc=test';
  const dnOf = (p: DirectoryPerson) => `uid=${p.uid},${base}`;

  server.bind('cn=svc,dc=hub,dc=test', (req: { credentials: string }, res: { end(): void }, next: (e?: unknown) => void) => {
    if (req.credentials !== 'svc-secret') return next(new ldap.InvalidCredentialsError());
    res.end();
    return next();
  });
  server.bind(base, (req: { dn: { toString(): string }; credentials: string }, res: { end(): void }, next: (e?: unknown) => void) => {
    const dn = req.dn.toString().replace(/\s+/g, '');
    const person = people.find((p) => dnOf(p) === dn);
    if (!person || person.password !== req.credentials) return next(new ldap.InvalidCredentialsError());
    res.end();
    return next();
  });
  server.search(
    base,
    (
      req: { filter: { matches(attrs: Record<string, string | string[]>): boolean } },
      res: { attributes: string[]; send(e: unknown): void; end(): void },
      next: () => void,
    ) => {
      // ldapjs keeps an entry's attributes by comparing their lower-cased names with the requested names as sent, so
      // a request for `memberOf` would get none; attribute names are case-insensitive (RFC 4512), as real servers treat them.
      res.attributes = res.attributes.map((a) => a.toLowerCase());
      for (const p of people) {
        const attributes = { objectclass: 'person', uid: p.uid, mail: p.mail, cn: p.cn, ...(p.memberOf ? { memberOf: p.memberOf } : {}) };
        if (req.filter.matches(attributes)) res.send({ dn: dnOf(p), attributes });
      }
      res.end();
      return next();
    },
  );
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  // Closed once every connection has ended: a client's unbind is sent without an answer, and a server still reading it
  // after jest tore the test file down fails to load its message parser (an unhandled error that ends the run).
  return { url: `ldap://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
