import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { composeRegistry, INLINE_REGISTRY_ID, type ReleaseServing } from '@hub/edge';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Routes declared by remotes and canaries by hub (docs/adr/008-routes-canaries-approval.md): the server composes the
// registry per request, picking each remote's version by the hub the page works in.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-canary-'));
const store = fs.mkdtempSync(path.join(os.tmpdir(), 'store-canary-'));
const serving: ReleaseServing = { environment: 'prod', releasesDir: store, pinning: false };
const HUBOPS_ROUTES = ['/hubs', '/hubs/:hubId/inward'];
let t: TestApp;

const writeJson = (file: string, body: unknown) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(body));
};
const release = (remote: string, version: string, routes?: string[]) => {
  const dir = path.join(store, remote, version);
  writeJson(path.join(dir, 'release.json'), { remote, version, ...(routes ? { routes } : {}) });
  writeJson(path.join(dir, 'mf-manifest.json'), { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] });
};
const prod = (remotes: unknown) => writeJson(path.join(store, 'registries', 'prod.json'), { schemaVersion: 1, environment: 'prod', remotes, history: [] });
const canaryState = {
  hubops: {
    entry: 'releases/hubops/1.1.0/mf-manifest.json',
    version: '1.1.0',
    routes: HUBOPS_ROUTES,
    previous: [],
    canary: {
      version: '1.2.0',
      entry: 'releases/hubops/1.2.0/mf-manifest.json',
      routes: [...HUBOPS_ROUTES, '/hubs/:hubId/newScreen'],
      hubs: ['HUB-BLR-01', 'HUB-PUN-03'],
    },
  },
};

beforeAll(async () => {
  fs.writeFileSync(path.join(web, 'index.html'), '<html><head><base href="/" /></head><body></body></html>');
  writeJson(path.join(web, 'boot-assets.json'), { js: ['shell.js'], css: [] });
  writeJson(path.join(web, 'remote-registry.json'), {
    schemaVersion: 1,
    remotes: {
      hubops: { entry: 'remotes/hubops/mf-manifest.json', routes: HUBOPS_ROUTES },
      venus: { entry: 'remotes/venus/mf-manifest.json', routes: ['/venus'] },
    },
  });
  release('hubops', '1.1.0', HUBOPS_ROUTES);
  release('hubops', '1.2.0', [...HUBOPS_ROUTES, '/hubs/:hubId/newScreen']);
  release('hubops', '1.0.0');
  process.env.HUB_ENV = 'prod';
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
beforeEach(() => prod(canaryState));

const inline = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  const m = new RegExp(`<script type="application/json" id="${INLINE_REGISTRY_ID}">(.*?)</script>`).exec(res.body);
  return JSON.parse(m![1]!);
};

describe('canary resolution', () => {
  it('a page in a canary hub (the hub in its path) runs the canary version with the routes it declares', async () => {
    const doc = await inline('/console/hubs/HUB-BLR-01/inward');
    expect(doc.remotes.hubops).toEqual({ entry: 'releases/hubops/1.2.0/mf-manifest.json', version: '1.2.0' });
    expect(doc.routes.hubops).toEqual([...HUBOPS_ROUTES, '/hubs/:hubId/newScreen']);
    expect(doc.hub).toBe('HUB-BLR-01');
    expect(doc.rules.hubops).toEqual({ rule: 'canary', live: '1.1.0', canary: { version: '1.2.0', hubs: ['HUB-BLR-01', 'HUB-PUN-03'] } });
    // A remote without a canary: nothing to say about it.
    expect(doc.rules.venus).toBeUndefined();
    expect(doc.remotes.venus).toEqual({ entry: 'remotes/venus/mf-manifest.json' });
  });

  it('a route only the canary declares is found for a canary hub (and its hints name the canary)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/console/hubs/HUB-PUN-03/newScreen', headers: { accept: 'text/html' } });
    expect(res.body).toContain('href="releases/hubops/1.2.0/mf-manifest.json"');
    expect((await inline('/console/hubs/HUB-PUN-03/newScreen')).hub).toBe('HUB-PUN-03');
  });

  it('a page in another hub, or with no hub, keeps the live version', async () => {
    for (const url of ['/console/hubs/HUB-HYD-02/inward', '/console/hubs?hubId=HUB-HYD-02', '/console/hubs', '/console/settings/platform']) {
      const doc = await inline(url);
      expect(doc.remotes.hubops).toEqual({ entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0' });
      expect(doc.routes.hubops).toEqual(HUBOPS_ROUTES);
      expect(doc.rules.hubops.rule).toBe('live');
    }
    expect((await inline('/console/hubs?hubId=HUB-HYD-02')).hub).toBe('HUB-HYD-02');
    expect((await inline('/console/hubs')).hub).toBeUndefined();
  });

  it('the hub picker’s hub (?hubId= on /hubs) decides too', async () => {
    expect((await inline('/console/hubs?hubId=HUB-BLR-01')).remotes.hubops.version).toBe('1.2.0');
  });

  it('the registry document decides for the hub the shell names (?hub=), never for a client’s wish otherwise', async () => {
    const ask = async (qs: string) => (await t.app.inject({ method: 'GET', url: `/console/remote-registry.json${qs}` })).json();
    expect((await ask('?hub=HUB-PUN-03')).remotes.hubops.version).toBe('1.2.0');
    expect((await ask('?hub=HUB-HYD-02')).remotes.hubops.version).toBe('1.1.0');
    expect((await ask('')).remotes.hubops.version).toBe('1.1.0');
    expect((await ask('?canary=1&version=1.2.0')).remotes.hubops.version).toBe('1.1.0');
    // Not a hub id: no hub.
    expect((await ask('?hub=%3Cscript%3E')).hub).toBeUndefined();
  });

  it('where no canary runs, the document has no hub or rules (nothing for the shell to watch)', () => {
    prod({ hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0', routes: HUBOPS_ROUTES, previous: [] } });
    const doc = composeRegistry(web, serving, { pathname: '/hubs/HUB-BLR-01/inward', search: '' });
    expect(doc).toEqual({
      schemaVersion: 1,
      environment: 'prod',
      pinning: false,
      remotes: { hubops: { entry: 'releases/hubops/1.1.0/mf-manifest.json', version: '1.1.0' }, venus: { entry: 'remotes/venus/mf-manifest.json' } },
      routes: { hubops: HUBOPS_ROUTES, venus: ['/venus'] },
    });
  });

  it('a canary promoted where nothing was live yet: the shell’s build for everyone else', () => {
    prod({ hubops: { previous: [{ version: null }], canary: canaryState.hubops.canary } });
    expect(composeRegistry(web, serving, { hub: 'HUB-HYD-02' }).remotes.hubops).toEqual({ entry: 'remotes/hubops/mf-manifest.json' });
    expect(composeRegistry(web, serving, { hub: 'HUB-HYD-02' }).rules?.hubops).toEqual({
      rule: 'shell',
      canary: { version: '1.2.0', hubs: ['HUB-BLR-01', 'HUB-PUN-03'] },
    });
    expect(composeRegistry(web, serving, { hub: 'HUB-BLR-01' }).remotes.hubops?.version).toBe('1.2.0');
  });

  it('an entry without routes serves its release’s routes, else the shell build’s (releases from before routes)', () => {
    prod({ hubops: { entry: 'releases/hubops/1.2.0/mf-manifest.json', version: '1.2.0', previous: [] } });
    expect(composeRegistry(web, serving).routes?.hubops).toEqual([...HUBOPS_ROUTES, '/hubs/:hubId/newScreen']);
    prod({ hubops: { entry: 'releases/hubops/1.0.0/mf-manifest.json', version: '1.0.0', previous: [] } });
    expect(composeRegistry(web, serving).routes?.hubops).toEqual(HUBOPS_ROUTES);
  });
});
