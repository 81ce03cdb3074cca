import { type FastifyInstance } from 'fastify';
import { defineEndpoint, GUARDS, type GuardName, guardMessage, type Role, ROLES } from '@hub/shared/contracts';
import { registerEndpoint } from '../../src/lib/endpoint-route';
import { DEMO_USERS } from '../../src/seed/demo-facts';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
const cookies = new Map<Role, string>();

/** Which demo roles each guard admits (spec 000 §6, 001 §6). */
const EXPECTED: Record<GuardName, Role[]> = {
  hubManager: ['hubManager'],
  manager: ['hubPsvManager'],
  routingExecutive: ['routingExecutive'],
  l1OrAdmin: ['supportTeam', 'admin'],
  routeBatch: ['hubManager', 'routingExecutive', 'supportTeam', 'admin'],
  admin: ['admin'],
  adminOrHubManager: ['hubManager', 'admin'],
  psvStart: ['hubPsvManager', 'hubManager', 'admin'],
};

// Probe routes exercise each guard the two ways a route can use it: an endpoint contract's access, and the
// app.requireRole decorator as an extra preHandler.
function registerProbes(app: FastifyInstance) {
  for (const guard of Object.keys(GUARDS) as GuardName[]) {
    const probe = (method: 'GET' | 'POST', kind: string, access: GuardName | 'public') =>
      defineEndpoint({ name: `probe-${kind}-${guard}`, method, path: `/logistics/api/__probe/${kind}/${guard}`, area: 'test', summary: 'probe', access });
    registerEndpoint(app, probe('GET', 'config', guard), async () => ({ ok: true }));
    registerEndpoint(app, probe('POST', 'decorator', 'public'), async () => ({ ok: true }), { preHandler: [app.requireRole(guard)] });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  registerProbes(t.app);
  for (const u of DEMO_USERS) cookies.set(u.roles[0]!, await t.login(u.email));
});
afterAll(() => t.close());

describe('role guards', () => {
  const cases = (Object.keys(GUARDS) as GuardName[]).flatMap((guard) => ROLES.map((role) => [guard, role] as const));

  it.each(cases)('guard %s with role %s: 2xx when the role qualifies, otherwise 403 naming the role', async (guard, role) => {
    for (const url of [`/logistics/api/__probe/config/${guard}`, `/logistics/api/__probe/decorator/${guard}`]) {
      const res = await t.request({ method: url.includes('/config/') ? 'GET' : 'POST', url, cookie: cookies.get(role)! });
      if (EXPECTED[guard].includes(role)) {
        expect(res.statusCode).toBe(200);
      } else {
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: guardMessage(guard) });
      }
    }
  });

  it.each(Object.keys(GUARDS) as GuardName[])('guard %s without a session is 401 "Please sign in"', async (guard) => {
    const res = await t.request({ method: 'GET', url: `/logistics/api/__probe/config/${guard}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in' });
    const viaDecorator = await t.request({ method: 'POST', url: `/logistics/api/__probe/decorator/${guard}` });
    expect(viaDecorator.statusCode).toBe(401);
  });

  it('names the role in the 403 message; the hub manager guard says "HubManager role is required." (spec 001 §5)', () => {
    expect(guardMessage('hubManager')).toBe('HubManager role is required.');
    expect(guardMessage('manager')).toBe('You do not have permission to do this. Manager (hubPsvManager) role is required.');
    expect(guardMessage('l1OrAdmin')).toBe('You do not have permission to do this. L1 (supportTeam) or Admin role is required.');
    expect(guardMessage('admin')).toBe('You do not have permission to do this. Admin role is required.');
  });

  // Every route the areas register joins this matrix automatically: each route x 7 roles + anonymous.
  it('every route of the app: anonymous and each role get what its access marking says', async () => {
    const routes = t.app.apiRoutes.filter((r) => !r.url.includes('__probe'));
    // A route must say who may call it: public, session or a guard. Anything else fails here.
    const markings = new Set<string>(['public', 'session', ...Object.keys(GUARDS)]);
    expect(routes.filter((r) => !markings.has(r.access)).map((r) => r.url)).toEqual([]);
    expect(routes.every((r) => r.operation)).toBe(true);
    // Hub assignment's four calls are guarded, the FE calls need a session: the walk must find them, or it proves nothing.
    expect(routes.filter((r) => r.access === 'hubManager').length).toBeGreaterThanOrEqual(4);
    expect(routes.filter((r) => r.access === 'session').length).toBeGreaterThanOrEqual(5);
    // Sign-in and logout change the session itself; they are checked for anonymous callers only (logoutEverywhere
    // would end each role's session for the routes after it; its own test: test/plugins/session-idle.test.ts).
    const sessionChanging = new Set(['demoLogin', 'ldapLogin', 'logout', 'logoutEverywhere', 'oidcLogin', 'oidcCallback']);
    for (const route of routes) {
      const url = route.url.replace(/:hubId/g, 'HUB-BLR-01').replace(/:[A-Za-z]+/g, 'X');
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
      const anon = await t.request({ method, url });
      if (route.access === 'public') {
        expect([route.url, anon.statusCode === 401 || anon.statusCode === 403 || anon.statusCode >= 500]).toEqual([route.url, false]);
        continue;
      }
      expect([route.url, anon.statusCode]).toEqual([route.url, 401]);
      if (sessionChanging.has(route.operation ?? '')) continue;
      for (const role of ROLES) {
        const res = await t.request({ method, url, cookie: cookies.get(role)! });
        const admitted = route.access === 'session' || EXPECTED[route.access as GuardName].includes(role);
        // An admitted role is never refused by the guard and never meets a server error (a 404 for the
        // placeholder ids is fine).
        if (admitted) expect([route.url, role, res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500]).toEqual([route.url, role, false]);
        else expect([route.url, role, res.statusCode]).toEqual([route.url, role, 403]);
      }
    }
  });
});
