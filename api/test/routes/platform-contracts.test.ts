import {
  authProvidersResponseSchema,
  enabledPilotsResponseSchema,
  errorBodySchema,
  healthResponseSchema,
  hubForbiddenMessage,
  hubNamesResponseSchema,
  loginResponseSchema,
  logoutResponseSchema,
  sessionInfoResponseSchema,
} from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login('hub.manager@demo.hub');
});
afterAll(() => t.close());

describe('platform calls answer with their contract', () => {
  it('GET /health reports ok and the database kind', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/health' });
    expect(res.statusCode).toBe(200);
    expect(healthResponseSchema.parse(res.json())).toMatchObject({ status: 'ok', database: t.kind });
  });

  it('GET /auth/providers lists every demo account with its role', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/auth/providers' });
    const body = authProvidersResponseSchema.parse(res.json());
    expect(body).toMatchObject({ oidc: false, ldap: false, demo: true });
    expect(body.demoAccounts.map((a) => [a.email, a.name, a.roles])).toEqual([
      ['admin@demo.hub', 'Neha Kapoor', ['admin']],
      ['hub.exec@demo.hub', 'Vikram Singh', ['hubExecutive']],
      ['hub.manager@demo.hub', 'Asha Rao', ['hubManager']],
      ['l1@demo.hub', 'Arjun Mehta', ['supportTeam']],
      ['psv.exec@demo.hub', 'Rahul Verma', ['hubPsvExecutive']],
      ['psv.manager@demo.hub', 'Priya Nair', ['hubPsvManager']],
      ['routing@demo.hub', 'Kavya Iyer', ['routingExecutive']],
    ]);
  });

  it('POST /auth/demo-login returns the user and sets an httpOnly SameSite=Lax hub_session cookie', async () => {
    const res = await t.request({ method: 'POST', url: '/logistics/api/auth/demo-login', payload: { email: ' Routing@Demo.Hub ' } });
    expect(res.statusCode).toBe(200);
    expect(loginResponseSchema.parse(res.json()).user).toEqual({
      roles: ['routingExecutive'],
      name: 'Kavya Iyer',
      email: 'routing@demo.hub',
      profileImageUri: null,
    });
    const c = res.cookies.find((x) => x.name === 'hub_session');
    expect(c).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    // inject talks to "localhost": the cookie is not Secure there.
    expect(c?.secure).toBeFalsy();
    expect(c?.expires).toBeInstanceOf(Date);
  });

  it('GET /sessionInfo returns roles, name, email, profileImageUri and the last sign-in', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/sessionInfo', cookie });
    expect(res.statusCode).toBe(200);
    expect(sessionInfoResponseSchema.parse(res.json())).toEqual({
      user: {
        roles: ['hubManager'],
        name: 'Asha Rao',
        email: 'hub.manager@demo.hub',
        profileImageUri: null,
        lastLoginAt: expect.any(Number),
        allHubs: false,
        hubs: ['HUB-BLR-01', 'HUB-HYD-02', 'HUB-PUN-03'],
      },
    });
    expect(res.json().user.lastLoginAt).toBeGreaterThan(Date.now() - 600_000);
  });

  it('GET /hub/hubNames lists the three demo hubs sorted by name', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/hub/hubNames', cookie });
    expect(hubNamesResponseSchema.parse(res.json())).toEqual({
      hubNames: [
        { hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' },
        { hubOrgUnitId: 'HUB-HYD-02', hubName: 'Hyderabad East Hub' },
        { hubOrgUnitId: 'HUB-PUN-03', hubName: 'Pune West Hub' },
      ],
    });
  });

  it.each([
    ['HUB-BLR-01', ['CONTINUOUS_DISPATCH_ENABLED_HUBS', 'TOTE_IN_SCAN', 'TOTE_MERGING', 'DOUBLE_DISPATCH', 'DISPATCH_SHORTFALL']],
    ['HUB-HYD-02', []],
    ['HUB-PUN-03', ['TOTE_IN_SCAN', 'DISPATCH_SHORTFALL']],
  ])('GET /pilot/hub/%s/enabled returns its feature names', async (hubId, expected) => {
    const res = await t.request({ method: 'GET', url: `/logistics/api/pilot/hub/${hubId}/enabled`, cookie });
    expect(res.statusCode).toBe(200);
    expect(enabledPilotsResponseSchema.parse(res.json())).toEqual(expected);
  });

  // Hub scoping (docs/adr/013): a hub the user does not work in is a 403 before it is looked up, so only a user of every
  // hub learns that it does not exist.
  it('GET /pilot/hub/{unknown}/enabled is a 404 naming the hub for a user of every hub, a 403 for anyone else', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/pilot/hub/HUB-XXX-99/enabled', cookie: await t.login('admin@demo.hub') });
    expect(res.statusCode).toBe(404);
    expect(errorBodySchema.parse(res.json())).toEqual({ message: 'Hub HUB-XXX-99 not found' });
    const refused = await t.request({ method: 'GET', url: '/logistics/api/pilot/hub/HUB-XXX-99/enabled', cookie });
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: hubForbiddenMessage('HUB-XXX-99') }]);
  });

  it('POST /auth/logout answers successful and clears the cookie', async () => {
    const own = await t.login('admin@demo.hub');
    const res = await t.request({ method: 'POST', url: '/logistics/api/auth/logout', cookie: own });
    expect(res.statusCode).toBe(200);
    expect(logoutResponseSchema.parse(res.json())).toEqual({ successful: true });
    const cleared = res.cookies.find((x) => x.name === 'hub_session');
    expect(cleared?.value).toBe('');
  });

  it('GET /docs/json is an OpenAPI document generated from the contracts', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/logistics/api/hub/hubNames', '/logistics/api/sessionInfo', '/logistics/api/pilot/hub/{hubId}/enabled']),
    );
    expect(doc.paths['/logistics/api/hub/hubNames']?.get?.responses['200']).toBeDefined();
  });
});
