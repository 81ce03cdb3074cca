import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { endpointUrl, getHealth } from '@hub/shared/contracts';
import { loadConfig } from '../../src/config';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The api alone (api/README.md "The api without the web app"): HUB_WEB=off, or no WEB_ROOT, serves only
// /logistics/api; the web edge (@hub/edge) then runs on its own and proxies the api.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'api-alone-web-'));
let t: TestApp;

beforeAll(async () => {
  // A built web app is there, and still not served: HUB_WEB=off wins over WEB_ROOT.
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head><base href="/" /></head><body></body></html>');
  const config = loadConfig({ WEB_ROOT: web, HUB_WEB: 'off' });
  expect(config.webRoot).toBeUndefined();
  t = await createTestApp({ config: { webRoot: config.webRoot } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

it('reads HUB_WEB=off as no web app, and WEB_ROOT alone as the composed server', () => {
  expect(loadConfig({ WEB_ROOT: web }).webRoot).toBe(path.resolve(web));
  expect(loadConfig({ WEB_ROOT: web, HUB_WEB: 'on' }).webRoot).toBe(path.resolve(web));
  expect(loadConfig({}).webRoot).toBeUndefined();
});

it('answers the api (health) and 404s the web app: /console, the shell files, a browser navigation', async () => {
  const health = await t.app.inject({ method: 'GET', url: endpointUrl(getHealth) });
  expect(health.statusCode).toBe(200);
  for (const url of ['/console', '/console/', '/console/hubs', '/console/index.html', '/console/remote-registry.json', '/']) {
    const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect([url, res.statusCode]).toEqual([url, 404]);
    expect(res.json()).toEqual({ message: `Not found: GET ${url.split('?')[0]}` });
  }
});
