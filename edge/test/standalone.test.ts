import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type FastifyInstance } from 'fastify';
import {
  API_BASE,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  demoLogin,
  endpointUrl,
  getHealth,
  getHubNames,
  getLiveHubChanges,
  getSessionInfo,
  LIVE_EVENTS,
} from '@hub/shared/contracts';
import { INLINE_REGISTRY_ID } from '../src';
import { API_UNREACHABLE_MESSAGE, buildEdge } from '../src/server';

// The api's start (migrations, the base world) on a loaded machine; testTimeout is not read per project in the root run.
jest.setTimeout(120_000);

// The edge alone in front of a real api on its own port (edge/README.md "Run it alone"): the api is started as it is
// deployed without the web app (HUB_WEB=off), the edge serves the web app and proxies /logistics/api/* to it.
const REPO = path.resolve(__dirname, '..', '..');
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-web-'));
const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-uploads-'));
let api: ChildProcess;
let apiUrl: string;
let apiLog = '';
let edge: FastifyInstance;
let edgeUrl: string;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

async function waitForApi(url: string, ms: number) {
  const until = Date.now() + ms;
  for (;;) {
    if (api.exitCode !== null) throw new Error(`the api exited (${api.exitCode}):\n${apiLog}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the api did not start within ${ms} ms:\n${apiLog}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  fs.writeFileSync(
    path.join(web, 'index.html'),
    '<!doctype html><html><head><base href="/" /><script defer src="main.1234abcd.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(web, 'main.1234abcd.js'), '/* shell */');
  fs.writeFileSync(
    path.join(web, 'remote-registry.json'),
    JSON.stringify({ schemaVersion: 1, remotes: { hubops: { entry: 'remotes/hubops/mf-manifest.json', routes: ['/hubs', '/hubs/:hubId/inward'] } } }),
  );
  fs.writeFileSync(path.join(web, 'boot-assets.json'), JSON.stringify({ js: ['main.1234abcd.js'], css: [] }));

  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    HUB_WEB: 'off',
    PGLITE_DIR: 'memory://',
    SEED_SCALE: '0',
    UPLOAD_DIR: uploads,
    OFD_TASK_FINISH_MS: '0',
    UPLOAD_SWEEP_INTERVAL_MINUTES: '0',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'WEB_ROOT', 'HUB_TEST_RESET', 'HUB_TEST_CLOCK', 'TLS_CERT_FILE', 'TLS_KEY_FILE', 'OIDC_ISSUER', 'LDAP_URL'])
    delete env[name];
  api = spawn(process.execPath, [require.resolve('tsx/cli'), path.join(REPO, 'api', 'src', 'server.ts')], {
    cwd: REPO,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (d) => (apiLog += d));
  api.stderr?.on('data', (d) => (apiLog += d));
  await waitForApi(`${apiUrl}${endpointUrl(getHealth)}`, 110_000);

  edge = await buildEdge({ webRoot: web, apiUrl, releases: { environment: 'dev', pinning: true }, logger: false });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  edgeUrl = `http://127.0.0.1:${(edge.server.address() as net.AddressInfo).port}`;
});

afterAll(async () => {
  await edge?.close();
  if (api && api.exitCode === null) {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    await exited;
  }
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(uploads, { recursive: true, force: true });
});

/** The hrefs index.html preloads with credentials (the first screen's data calls). */
const dataHints = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)"/g)].map((m) => m[1]);

it('the api alone serves no web app', async () => {
  expect((await fetch(`${apiUrl}/console/hubs`, { headers: { accept: 'text/html' } })).status).toBe(404);
});

it('serves index.html composed per request (registry inline, preload hints), with the web app’s security headers', async () => {
  const res = await fetch(`${edgeUrl}/console/hubs`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  const html = await res.text();
  expect(html).toContain('<base href="/console/">');
  const inline = new RegExp(`<script type="application/json" id="${INLINE_REGISTRY_ID}">([^<]*)</script>`).exec(html)?.[1];
  expect(JSON.parse(inline!).remotes).toEqual({ hubops: { entry: 'remotes/hubops/mf-manifest.json' } });
  expect(html).toContain('<link rel="preload" as="script" href="main.1234abcd.js" />');
  // Signed out: no data hints.
  expect(dataHints(html)).toEqual([]);
  // The same helmet headers and CSP as the api's (the composed server sets the api's on every answer): both come from
  // SECURITY_HEADERS (src/security-headers.ts); this checks the edge alone applies them to what it serves.
  const api = (await fetch(`${apiUrl}${endpointUrl(getHealth)}`)).headers;
  const helmetHeaders = [
    'content-security-policy',
    'cross-origin-resource-policy',
    'cross-origin-opener-policy',
    'x-content-type-options',
    'x-frame-options',
    'referrer-policy',
    'strict-transport-security',
    'permissions-policy',
  ];
  expect(api.get('content-security-policy')).toContain("default-src 'self'");
  expect(Object.fromEntries(helmetHeaders.map((h) => [h, res.headers.get(h)]))).toEqual(Object.fromEntries(helmetHeaders.map((h) => [h, api.get(h)])));
  expect(res.headers.get('permissions-policy')).toBe('camera=(self), microphone=(), geolocation=()');
  // Files, the bare origin and unknown browser navigations as in the composed server.
  const shell = await fetch(`${edgeUrl}/console/main.1234abcd.js`);
  expect([shell.status, shell.headers.get('cache-control')]).toEqual([200, 'public, max-age=31536000, immutable']);
  expect((await fetch(`${edgeUrl}/console/missing.1234abcd.js`)).status).toBe(404);
  const bare = await fetch(`${edgeUrl}/`, { redirect: 'manual' });
  expect([bare.status, bare.headers.get('location')]).toEqual([302, '/console/']);
});

it('proxies the api: sign-in cookies pass through both ways, and a signed-in page gets its data hints from the api', async () => {
  const login = await fetch(`${edgeUrl}${endpointUrl(demoLogin)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: edgeUrl },
    body: JSON.stringify({ email: 'hub.manager@demo.hub' }),
  });
  expect(login.status).toBe(200);
  const setCookie = login.headers.getSetCookie().find((c) => c.startsWith('hub_session='));
  expect(setCookie).toMatch(/HttpOnly/i);
  const cookie = setCookie!.split(';')[0]!;

  const session = await fetch(`${edgeUrl}${endpointUrl(getSessionInfo)}`, { headers: { cookie } });
  expect(session.status).toBe(200);
  expect(session.headers.get('cache-control')).toBe('no-store');
  expect((await session.json()) as unknown).toMatchObject({ user: { email: 'hub.manager@demo.hub' } });
  expect((await fetch(`${edgeUrl}${endpointUrl(getSessionInfo)}`)).status).toBe(401);
  // A write from another site is refused by the api as it is without the edge.
  const crossSite = await fetch(`${edgeUrl}${endpointUrl(demoLogin)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE, origin: 'https://elsewhere.example', cookie },
    body: JSON.stringify({ email: 'hub.manager@demo.hub' }),
  });
  expect(crossSite.status).toBe(403);
  // An API path that does not exist: the api's own JSON 404.
  const missing = await fetch(`${edgeUrl}${API_BASE}/no-such-route`, { headers: { cookie } });
  expect([missing.status, ((await missing.json()) as { message: string }).message]).toEqual([404, `Not found: GET ${API_BASE}/no-such-route`]);

  // The hub list's first hub, read from the api with this browser's session: its pilots are preloaded too.
  const hubs = (await (await fetch(`${edgeUrl}${endpointUrl(getHubNames)}`, { headers: { cookie } })).json()) as { hubNames: Array<{ hubOrgUnitId: string }> };
  const first = hubs.hubNames[0]!.hubOrgUnitId;
  const page = await (await fetch(`${edgeUrl}/console/hubs`, { headers: { cookie, accept: 'text/html' } })).text();
  expect(dataHints(page)).toEqual([`${API_BASE}/sessionInfo`, `${API_BASE}/hub/hubNames`, `${API_BASE}/pilot/hub/${encodeURIComponent(first)}/enabled`]);
});

it('proxies the live event stream as it comes', async () => {
  const login = await fetch(`${edgeUrl}${endpointUrl(demoLogin)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    body: JSON.stringify({ email: 'hub.manager@demo.hub' }),
  });
  const cookie = login.headers.getSetCookie()[0]!.split(';')[0]!;
  const hubs = (await (await fetch(`${edgeUrl}${endpointUrl(getHubNames)}`, { headers: { cookie } })).json()) as { hubNames: Array<{ hubOrgUnitId: string }> };
  const aborter = new AbortController();
  const res = await fetch(`${edgeUrl}${endpointUrl(getLiveHubChanges, { params: { hubId: hubs.hubNames[0]!.hubOrgUnitId } })}`, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: aborter.signal,
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  // The first event arrives while the stream is still open (the proxy does not wait for its end).
  const reader = res.body!.getReader();
  const { value } = await reader.read();
  expect(new TextDecoder().decode(value)).toContain(`event: ${LIVE_EVENTS.ready}`);
  aborter.abort();
});

it('answers 502 with the one error body when the api does not answer', async () => {
  const closed = await freePort();
  const lonely = await buildEdge({ webRoot: web, apiUrl: `http://127.0.0.1:${closed}`, releases: { environment: 'dev', pinning: true }, logger: false });
  try {
    await lonely.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(lonely.server.address() as net.AddressInfo).port}`;
    const res = await fetch(`${origin}${endpointUrl(getHealth)}`);
    expect([res.status, await res.json()]).toEqual([502, { message: API_UNREACHABLE_MESSAGE }]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The web app is still served.
    expect((await fetch(`${origin}/console/hubs`)).status).toBe(200);
  } finally {
    await lonely.close();
  }
});
