import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeRegistry, releaseServingFromEnv } from '@hub/edge';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The web plugin serving the release store and the per-environment registry (docs/adr/003-releases.md).
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-'));
const store = fs.mkdtempSync(path.join(os.tmpdir(), 'store-'));
let t: TestApp;

beforeAll(async () => {
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head><base href="/"></head></html>');
  fs.writeFileSync(
    path.join(web, 'remote-registry.json'),
    JSON.stringify({ schemaVersion: 1, remotes: { hubops: { entry: 'remotes/hubops/mf-manifest.json' }, totes: { entry: 'remotes/totes/mf-manifest.json' } } }),
  );
  const rel = path.join(store, 'hubops', '1.1.0');
  fs.mkdirSync(rel, { recursive: true });
  fs.writeFileSync(path.join(rel, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(rel, 'remoteEntry.js'), '/* entry */');
  fs.writeFileSync(path.join(rel, '__federation_expose_remote.1a2b3c4d.js'), '/* chunk */');
  fs.mkdirSync(path.join(store, 'registries'));
  fs.writeFileSync(
    path.join(store, 'registries', 'staging.json'),
    JSON.stringify({
      schemaVersion: 1,
      environment: 'staging',
      remotes: { hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0', previous: ['1.0.0'] } },
      history: [],
    }),
  );
  fs.writeFileSync(path.join(store, 'registries', 'staging.json.lock'), '1');
  process.env.HUB_ENV = 'staging';
  process.env.HUB_RELEASES_DIR = store;
  t = await createTestApp({ config: { webRoot: web } });
});
afterAll(async () => {
  delete process.env.HUB_ENV;
  delete process.env.HUB_RELEASES_DIR;
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
  fs.rmSync(store, { recursive: true, force: true });
});

describe('releases on the web server', () => {
  it('serves the environment registry over the remotes built with the shell, uncached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/remote-registry.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      schemaVersion: 1,
      environment: 'staging',
      pinning: true,
      remotes: { hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0' }, totes: { entry: 'remotes/totes/mf-manifest.json' } },
      // An entry promoted before routes were declared (and without them in its release.json): the shell build's routes.
      routes: { hubops: [], totes: [] },
    });
  });

  it('picks up a promotion on the next request', async () => {
    const file = path.join(store, 'registries', 'staging.json');
    const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
    doc.remotes.totes = { entry: 'releases/totes/2.0.0/mf-manifest.json', version: '2.0.0' };
    fs.writeFileSync(file, JSON.stringify(doc));
    const res = await t.app.inject({ method: 'GET', url: '/qa/remote-registry.json' });
    expect(res.json().remotes.totes).toEqual({ entry: 'releases/totes/2.0.0/mf-manifest.json', version: '2.0.0' });
  });

  it('serves releases: manifests and remoteEntry.js revalidate, fingerprinted chunks are immutable', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/console/releases/hubops/1.1.0/mf-manifest.json?retry=2-1' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const entry = await t.app.inject({ method: 'GET', url: '/console/releases/hubops/1.1.0/remoteEntry.js' });
    expect(entry.headers['cache-control']).toBe('no-cache');
    const chunk = await t.app.inject({ method: 'GET', url: '/console/releases/hubops/1.1.0/__federation_expose_remote.1a2b3c4d.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 for a missing release, a lock file, or a path out of the store', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/console/releases/hubops/9.9.9/mf-manifest.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/console/releases/registries/staging.json.lock' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/console/releases/..%2F..%2Fetc%2Fpasswd' })).statusCode).toBe(404);
  });

  it('turns pinning off in prod unless HUB_ALLOW_PINS=1', () => {
    expect(releaseServingFromEnv({ HUB_ENV: 'prod' }).pinning).toBe(false);
    expect(releaseServingFromEnv({ HUB_ENV: 'prod', HUB_ALLOW_PINS: '1' }).pinning).toBe(true);
    expect(releaseServingFromEnv({ HUB_ENV: 'dev', HUB_ALLOW_PINS: '0' }).pinning).toBe(false);
    expect(releaseServingFromEnv({}).environment).toBe('dev');
    expect(() => releaseServingFromEnv({ HUB_ENV: 'qa' })).toThrow('HUB_ENV must be one of dev, staging, prod');
    expect(composeRegistry(web, { environment: 'prod', pinning: false }).remotes.hubops).toEqual({ entry: 'remotes/hubops/mf-manifest.json' });
  });
});
