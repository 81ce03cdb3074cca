import { type InjectOptions } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { admittedRole, fillUrl, sampleOf, walkRoutes, type WalkedRoute } from './route-walk';

/**
 * CSRF of every write route (docs/adr/007-hardening.md), generated from the route list: without the header, through a
 * percent-encoded path without it, and from a cross-site Origin with it, every write is refused with 403 and the
 * database is unchanged. A write an area adds is covered without an edit here.
 */

let t: TestApp;
let writes: WalkedRoute[];

beforeAll(async () => {
  t = await createTestApp();
  writes = (await walkRoutes(t)).filter((r) => r.method !== 'GET');
});
afterAll(() => t.close());

/** The path with its first letter percent-encoded: the router decodes it to the same route. */
const encodeFirstLetter = (url: string) => url.replace(/^\/([a-z])/, (_, c: string) => `/%${c.charCodeAt(0).toString(16)}`);

it('finds the write routes (FE writes and sign-in among them)', () => {
  expect(writes.map((w) => w.operationId)).toEqual(expect.arrayContaining(['createFieldExecutive', 'demoLogin', 'uploadFieldExecutiveFile', 'logout']));
});

it('refuses every write without the header, through an encoded path, and from another site, changing nothing', async () => {
  const problems: string[] = [];
  for (const route of writes) {
    const cookie = await t.loginAs(admittedRole(route.access));
    const url = fillUrl(route);
    const payload = route.body ? JSON.stringify(sampleOf(route.body)) : '{}';
    const before = await t.fingerprint();
    const attempts: Array<[string, InjectOptions]> = [
      ['no header', { method: route.method as 'POST', url, payload, headers: { cookie, 'content-type': 'application/json' } }],
      [
        'encoded path, no header',
        { method: route.method as 'POST', url: encodeFirstLetter(url), payload, headers: { cookie, 'content-type': 'application/json' } },
      ],
      [
        'cross-site origin',
        {
          method: route.method as 'POST',
          url,
          payload,
          headers: { cookie, 'content-type': 'application/json', 'x-hub-console': '1', origin: 'https://evil.example' },
        },
      ],
      [
        'sec-fetch-site cross-site',
        {
          method: route.method as 'POST',
          url,
          payload,
          headers: { cookie, 'content-type': 'application/json', 'x-hub-console': '1', 'sec-fetch-site': 'cross-site' },
        },
      ],
    ];
    for (const [what, opts] of attempts) {
      const res = await t.app.inject(opts);
      if (res.statusCode !== 403) problems.push(`${route.method} ${route.url} [${what}]: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    if ((await t.fingerprint()) !== before) problems.push(`${route.method} ${route.url}: the database changed`);
  }
  expect(problems).toEqual([]);
}, 120_000);
