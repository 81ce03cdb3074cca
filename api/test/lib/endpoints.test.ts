import { z } from 'zod';
import * as contracts from '@hub/shared/contracts';
import { API_BASE, defineEndpoint, isEndpoint, pathParamNames } from '@hub/shared/contracts';
import { registerEndpoint } from '../../src/lib/endpoint-route';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let cookie: string;

const broken = defineEndpoint({
  name: 'probeBrokenResponse',
  method: 'GET',
  path: '/__probe/broken',
  area: 'test',
  summary: 'answers what its contract forbids',
  access: 'session',
  response: z.object({ count: z.number().int() }),
});
const typed = defineEndpoint({
  name: 'probeTyped',
  method: 'POST',
  path: '/__probe/typed/:code',
  area: 'test',
  summary: 'echoes what the contract parsed',
  access: 'session',
  params: z.object({ code: z.string().max(20).toUpperCase() }),
  query: z.object({ n: z.coerce.number().int().min(-5).max(5, 'N is too big for this probe') }),
  body: z.object({ pageSize: z.number().int().min(0).max(200) }),
  response: z.object({ code: z.string(), n: z.number(), pageSize: z.number() }),
});

let rawRouteError: unknown;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.register(
    async (scope) => {
      registerEndpoint(scope, broken, async () => ({ count: 'many' }) as unknown as { count: number });
      registerEndpoint(scope, typed, async (request) => ({ code: request.params.code, n: request.query.n, pageSize: request.body.pageSize }));
    },
    { prefix: API_BASE },
  );
  try {
    t.app.get(`${API_BASE}/__probe/raw`, async () => ({}));
  } catch (err) {
    rawRouteError = err;
  }
  cookie = await t.loginAs('hubExecutive');
});
afterAll(() => t.close());

/** Every endpoint contract the shared package exports (what the clients can call). */
const allEndpoints: contracts.Endpoint[] = (Object.values(contracts) as unknown[]).filter(isEndpoint);

describe('routes are registered from endpoint contracts', () => {
  it('registers every exported endpoint exactly once, at its method and path', () => {
    const routes = t.app.apiRoutes.filter((r) => !r.url.includes('__probe'));
    for (const e of allEndpoints) {
      const matches = routes.filter((r) => r.operation === e.name);
      expect([e.name, matches.map((r) => `${r.method} ${r.url}`)]).toEqual([e.name, [`${e.method} /logistics/api${e.path}`]]);
    }
  });

  it('has no API route without a contract', () => {
    const names = new Set(allEndpoints.map((e) => e.name));
    const strays = t.app.apiRoutes.filter((r) => !r.url.includes('__probe') && !names.has(r.operation ?? ''));
    expect(strays).toEqual([]);
  });

  it('gives every route the access its contract names', () => {
    for (const e of allEndpoints) {
      const route = t.app.apiRoutes.find((r) => r.operation === e.name)!;
      expect([e.name, route.access]).toEqual([e.name, e.access]);
    }
  });

  it('refuses at startup a route that is not registered from a contract', () => {
    expect(rawRouteError).toEqual(new Error('Route GET /logistics/api/__probe/raw has no endpoint contract: register it with registerEndpoint'));
  });

  it('refuses to define an endpoint whose params do not match its path', () => {
    expect(() =>
      defineEndpoint({ name: 'bad', method: 'GET', path: '/x/:id', area: 'test', summary: 'x', access: 'session', params: z.object({ hubId: z.string() }) }),
    ).toThrow("Endpoint bad: params schema keys (hubId) must equal the path's (/x/:id)");
    expect(pathParamNames('/hubs/:hubId/zones/:zoneId')).toEqual(['hubId', 'zoneId']);
  });

  it('answers 500 with the one error body when a handler breaks its response contract', async () => {
    const res = await t.request({ method: 'GET', url: '/logistics/api/__probe/broken', cookie });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong. Please re-try.' });
  });

  it('hands the handler what the contract parsed (params, query, body)', async () => {
    const res = await t.call(typed, { params: { code: 'ab1' }, query: { n: 3 }, body: { pageSize: 20 } }, { cookie });
    expect([res.statusCode, res.json()]).toEqual([200, { code: 'AB1', n: 3, pageSize: 20 }]);
  });
});

describe('one validation policy', () => {
  it('sends a message the contract wrote word for word', async () => {
    const res = await t.call(typed, { params: { code: 'x' }, query: { n: 9 }, body: { pageSize: 1 } }, { cookie });
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'N is too big for this probe', errors: ['N is too big for this probe'] }]);
  });

  it('names the field in words where the contract left the message to zod', async () => {
    const res = await t.call(typed, { params: { code: 'x' }, query: { n: 1 }, body: { pageSize: 500 } }, { cookie });
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Page size must be at most 200', errors: ['Page size must be at most 200'] }]);
    const missing = await t.request({ method: 'POST', url: '/logistics/api/__probe/typed/x?n=1', cookie, payload: {} });
    expect(missing.json()).toEqual({ message: 'Page size is required', errors: ['Page size is required'] });
    const wrongType = await t.request({ method: 'POST', url: '/logistics/api/__probe/typed/x?n=1', cookie, payload: { pageSize: 'ten' } });
    expect(wrongType.json()).toEqual({ message: 'Page size must be a number', errors: ['Page size must be a number'] });
  });

  it('checks the session before it reads the body: no session is 401, whatever the body', async () => {
    const res = await t.request({ method: 'POST', url: '/logistics/api/__probe/typed/x?n=99', payload: { pageSize: 'ten' } });
    expect([res.statusCode, res.json()]).toEqual([401, { message: 'Please sign in' }]);
  });

  it('uses the FE contract texts verbatim on the FE routes', async () => {
    // Deactivating is hub-manager-only (docs/adr/006): the guard answers first for anyone else.
    const manager = await t.loginAs('hubManager');
    const res = await t.call(contracts.deactivateFieldExecutive, { params: { id: 'FE-00000001' }, body: { reason: ' short ' } }, { cookie: manager });
    expect([res.statusCode, res.json()]).toEqual([
      400,
      { message: 'Reason must be at least 10 characters', errors: ['Reason must be at least 10 characters'] },
    ]);
  });
});
