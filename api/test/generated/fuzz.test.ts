import { type InjectOptions } from 'fastify';
import { sql } from 'drizzle-orm';
import { errorBodySchema } from '@hub/shared/contracts';
import { rowsOf } from '../../src/db/client';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { admittedRole, fillUrl, sampleOf, walkRoutes, type WalkedRoute } from './route-walk';

/**
 * Fuzz every route (docs/adr/007-hardening.md): walks the OpenAPI document and sends, for every path, query and body
 * field, a NUL byte, a 100 kB string, a wrong type, a negative and a huge number, unicode and a missing required field;
 * per route an empty object, `__proto__` keys and a non-object body. Never a 5xx, always the one error body, and a
 * refused write leaves the whole database as it was. A route added later is fuzzed without an edit here.
 */

const BIG = 'A'.repeat(100 * 1024);
const UNICODE = 'ẞ😀\u200b漢字\u202e';
const FIELD_VALUES: Array<[string, unknown]> = [
  ['NUL', 'a\u0000b'],
  ['100 kB', BIG],
  ['unicode', UNICODE],
  ['negative', -1],
  ['huge', 1e308],
  ['wrong type (object)', { nested: [1, 2] }],
  ['wrong type (boolean)', true],
];
const QUERY_VALUES: Array<[string, string]> = [
  ['NUL', 'a\u0000b'],
  ['100 kB', BIG],
  ['unicode', UNICODE],
  ['negative', '-1'],
  ['huge', '1e308'],
  ['wrong type', '[object Object]'],
];

let t: TestApp;
let routes: WalkedRoute[];

beforeAll(async () => {
  t = await createTestApp();
  routes = await walkRoutes(t);
});
afterAll(() => t.close());

interface Case {
  what: string;
  url: string;
  query?: Record<string, string>;
  payload?: InjectOptions['payload'];
  contentType?: string;
}

function casesOf(route: WalkedRoute): Case[] {
  const cases: Case[] = [];
  const baseQuery = Object.fromEntries(route.queryParams.filter((q) => q.required).map((q) => [q.name, String(sampleOf(q.schema))]));
  const baseBody = route.body ? (sampleOf(route.body) as Record<string, unknown>) : undefined;
  const json = (body: unknown) => JSON.stringify(body);
  const withBody = (c: Omit<Case, 'payload'>): Case => (baseBody ? { ...c, payload: json(baseBody), contentType: 'application/json' } : c);

  for (const p of route.pathParams) {
    for (const [what, value] of QUERY_VALUES) {
      // A 100 kB path segment is refused by the router (parameter length) before any contract: still one error body.
      cases.push(withBody({ what: `path ${p.name}: ${what}`, url: fillUrl(route, { [p.name]: value }), query: baseQuery }));
    }
  }
  for (const q of route.queryParams) {
    for (const [what, value] of QUERY_VALUES)
      cases.push(withBody({ what: `query ${q.name}: ${what}`, url: fillUrl(route), query: { ...baseQuery, [q.name]: value } }));
  }
  if (route.body && baseBody && typeof baseBody === 'object') {
    const props = Object.keys(route.body.properties ?? {});
    for (const name of props) {
      for (const [what, value] of FIELD_VALUES) {
        cases.push({
          what: `body ${name}: ${what}`,
          url: fillUrl(route),
          query: baseQuery,
          payload: json({ ...baseBody, [name]: value }),
          contentType: 'application/json',
        });
      }
      if ((route.body.required ?? []).includes(name)) {
        const { [name]: _gone, ...rest } = baseBody;
        cases.push({ what: `body ${name}: missing`, url: fillUrl(route), query: baseQuery, payload: json(rest), contentType: 'application/json' });
      }
    }
  }
  if (route.method !== 'GET') {
    cases.push({ what: 'empty object', url: fillUrl(route), query: baseQuery, payload: '{}', contentType: 'application/json' });
    cases.push({
      what: '__proto__ keys',
      url: fillUrl(route),
      query: baseQuery,
      payload: '{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}}}',
      contentType: 'application/json',
    });
    cases.push({ what: 'a list for a body', url: fillUrl(route), query: baseQuery, payload: '[1,2,3]', contentType: 'application/json' });
    cases.push({ what: 'not JSON', url: fillUrl(route), query: baseQuery, payload: '{"a":', contentType: 'application/json' });
  }
  return cases;
}

it('walks every route of the app (the walk must find the FE calls, or it proves nothing)', () => {
  expect(routes.length).toBeGreaterThanOrEqual(20);
  expect(routes.map((r) => r.operationId)).toEqual(expect.arrayContaining(['createFieldExecutive', 'deactivateFieldExecutive', 'getEnabledPilots']));
  expect(routes.find((r) => r.operationId === 'createFieldExecutive')!.body?.properties).toHaveProperty('name');
});

it('no route answers a 5xx or another error shape to hostile input, and a refused write changes nothing', async () => {
  const problems: string[] = [];
  let sent = 0;
  for (const route of routes) {
    // Sign in again for each route: a sign-in or logout route fuzzed before must not leave the next one signed out.
    const cookie = await t.loginAs(admittedRole(route.access));
    const isWrite = route.method !== 'GET';
    let wal = isWrite ? await walPosition() : '';
    let baseline = isWrite ? await t.fingerprint() : '';
    for (const c of casesOf(route)) {
      const qs = c.query && Object.keys(c.query).length ? `?${new URLSearchParams(c.query).toString()}` : '';
      const res = await t.request({
        method: route.method as InjectOptions['method'],
        url: `${c.url}${qs}`,
        cookie,
        ...(c.payload !== undefined ? { payload: c.payload, headers: { 'content-type': c.contentType ?? 'application/json' } } : {}),
      });
      sent++;
      const where = `${route.method} ${route.url} [${c.what}]`;
      if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (res.statusCode >= 400) {
        const parsed = errorBodySchema.strict().safeParse(safeJson(res.body));
        if (!parsed.success) problems.push(`${where}: not the one error body: ${res.body.slice(0, 200)}`);
      }
      if (isWrite) {
        // Nothing was written at all when the WAL did not move (the common case, and cheap); otherwise the whole
        // database is compared. Only refused writes must leave it alone; an accepted one becomes the baseline.
        const walNow = await walPosition();
        if (walNow !== wal) {
          const now = await t.fingerprint();
          if (res.statusCode >= 400 && now !== baseline) problems.push(`${where}: refused with ${res.statusCode} but the database changed`);
          baseline = now;
          wal = walNow;
        }
      }
    }
  }
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  expect(problems).toEqual([]);
  expect(sent).toBeGreaterThan(200);
}, 240_000);

/** Where the write-ahead log is: it moves with every write (and some refusals), and costs one tiny query. */
async function walPosition(): Promise<string> {
  const res = await t.database.db.execute(sql`select pg_current_wal_lsn()::text as lsn`);
  return rowsOf<{ lsn: string }>(res)[0]!.lsn;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
