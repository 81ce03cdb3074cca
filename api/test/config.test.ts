import { demoLoginBanner, loadConfig } from '../src/config';
import { createTestApp } from './helpers/test-app';

describe('configuration', () => {
  it('defaults to PORT 4800 on localhost with embedded PGlite under .data/pglite and demo sign-in on for this machine only', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4800);
    expect(c.host).toBe('localhost');
    expect(c.demoLoginRemote).toBe(false);
    expect(c.database.kind).toBe('pglite');
    expect(c.database.kind === 'pglite' && c.database.dataDir.endsWith('.data/pglite')).toBe(true);
    expect(c.demoLogin).toBe(true);
  });

  it('uses PostgreSQL when DATABASE_URL is set, where demo sign-in is off unless asked for', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db' })).toMatchObject({ database: { kind: 'postgres', url: 'postgres://x@h/db' }, demoLogin: false });
    expect(loadConfig({ DATABASE_URL: 'postgres://x@h/db', DEMO_LOGIN: 'true' }).demoLogin).toBe(true);
  });

  it('says in the start banner who can use demo sign-in', () => {
    expect(demoLoginBanner(loadConfig({}))).toBe('Demo sign-in: on from this machine only (loopback).');
    expect(demoLoginBanner(loadConfig({ HOST: '0.0.0.0' }))).toBe(
      'Demo sign-in: on from this machine only (loopback); other addresses reaching 0.0.0.0 are refused unless DEMO_LOGIN=true.',
    );
    expect(demoLoginBanner(loadConfig({ DEMO_LOGIN: 'true' }))).toMatch(/^Demo sign-in: ON FOR EVERY ADDRESS \(DEMO_LOGIN=true\)/);
    expect(demoLoginBanner(loadConfig({ DATABASE_URL: 'postgres://x@h/db' }))).toBe('Demo sign-in: off.');
  });

  it('never enables demo sign-in when NODE_ENV=production', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoLogin).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_LOGIN: 'true' }).demoLogin).toBe(false);
  });

  it('reads OIDC allowed domains and LDAP settings', () => {
    const c = loadConfig({
      OIDC_ISSUER: 'https://id.example',
      OIDC_CLIENT_ID: 'c',
      OIDC_ALLOWED_DOMAINS: '@Company.com, other.in',
      LDAP_URL: 'ldaps://dir',
      LDAP_SEARCH_BASE: 'dc=x',
    });
    expect(c.oidc?.allowedDomains).toEqual(['company.com', 'other.in']);
    expect(c.ldap).toMatchObject({ url: 'ldaps://dir', searchBase: 'dc=x', emailAttribute: 'mail' });
  });

  it('refuses the demo sign-in with 403 and lists no demo accounts when it is off', async () => {
    const t = await createTestApp({ config: { demoLogin: false } });
    try {
      const res = await t.request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email: 'admin@demo.hub' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: 'Demo sign-in is not available on this server.' });
      expect((await t.request({ method: 'GET', url: '/logistics/api/auth/providers' })).json()).toMatchObject({ demo: false, demoAccounts: [] });
    } finally {
      await t.close();
    }
  });
});
