import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@hub/shared/contracts';
import { loadConfig } from '../../src/config';
import { UNKNOWN_HOST_MESSAGE } from '../../src/plugins/external/security';
import { createTestApp, sessionCookieOf, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { allowedHosts: ['hub.example.com', 'localhost:4800'] } });
});
afterAll(() => t.close());

const demoLogin = (host: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/logistics/api/auth/demo-login',
    headers: { host, [CSRF_HEADER]: CSRF_HEADER_VALUE, ...headers },
    payload: { email: 'admin@demo.hub' },
  });

describe('ALLOWED_HOSTS', () => {
  it('is empty (any host) by default, lower case and checked when set', () => {
    expect(loadConfig({}).allowedHosts).toEqual([]);
    expect(loadConfig({ ALLOWED_HOSTS: ' Hub.Example.com, 10.0.0.5:8443 ,' }).allowedHosts).toEqual(['hub.example.com', '10.0.0.5:8443']);
    expect(() => loadConfig({ ALLOWED_HOSTS: 'hub.example.com/path' })).toThrow('ALLOWED_HOSTS: "hub.example.com/path" is not a host name');
  });

  it('refuses a request naming another host with 421 before the origin check and demo sign-in, changing nothing', async () => {
    const before = await t.fingerprint();
    // From loopback, with the CSRF header and a same-host Origin: everything else would let it in.
    const res = await demoLogin('rebound.example.net', { origin: 'http://rebound.example.net' });
    expect([res.statusCode, res.json()]).toEqual([421, { message: UNKNOWN_HOST_MESSAGE }]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.cookies).toHaveLength(0);
    // A cross-site write without the header meets the host rule first, too.
    const write = await t.app.inject({ method: 'POST', url: '/logistics/api/auth/logout', headers: { host: 'rebound.example.net' } });
    expect([write.statusCode, write.json()]).toEqual([421, { message: UNKNOWN_HOST_MESSAGE }]);
    const read = await t.app.inject({ method: 'GET', url: '/logistics/api/auth/providers', headers: { host: 'rebound.example.net' } });
    expect(read.statusCode).toBe(421);
    expect(await t.fingerprint()).toBe(before);
  });

  it('serves the hosts it names, with or without their port, in any case', async () => {
    const named = await demoLogin('HUB.example.com');
    expect(named.statusCode).toBe(200);
    const withPort = await t.app.inject({
      method: 'GET',
      url: '/logistics/api/sessionInfo',
      headers: { host: 'hub.example.com:8443', cookie: sessionCookieOf(named) },
    });
    expect(withPort.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/logistics/api/auth/providers', headers: { host: 'localhost:4800' } })).statusCode).toBe(200);
    // An entry with a port allows that port only.
    expect((await t.app.inject({ method: 'GET', url: '/logistics/api/auth/providers', headers: { host: 'localhost:9999' } })).statusCode).toBe(421);
  });
});
