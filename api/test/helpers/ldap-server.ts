import ldap from 'ldapjs';
import { freePort } from './free-port';

/** A directory person for the in-process LDAP server. */
export interface DirectoryPerson {
  uid: string;
  password: string;
  mail: string;
  cn: string;
}

/**
 * A small real LDAP server (ldapjs) for the directory sign-in tests: a service account that may search
 * ou=people, and people who may bind with their own password. The api talks to it over TCP with ldapts.
 */
export async function startLdapServer(people: DirectoryPerson[]): Promise<{ url: string; close: () => void }> {
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
    (req: { filter: { matches(attrs: Record<string, string>): boolean } }, res: { send(e: unknown): void; end(): void }, next: () => void) => {
      for (const p of people) {
        const attributes = { objectclass: 'person', uid: p.uid, mail: p.mail, cn: p.cn };
        if (req.filter.matches(attributes)) res.send({ dn: dnOf(p), attributes });
      }
      res.end();
      return next();
    },
  );
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return { url: `ldap://127.0.0.1:${port}`, close: () => server.close() };
}
