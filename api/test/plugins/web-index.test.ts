import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INLINE_REGISTRY_ID, matchRoutePattern } from '@hub/edge';
import { createTestApp, type TestApp } from '../helpers/test-app';

// index.html composed by the server for the URL opened (issue 11): the registry inline, preload hints for the shell's
// start files, for the owning remote's manifest, remoteEntry and exposed chunks, and for the first screen's data.
// Which remote a URL opens comes from the routes each remote declares, as the registry lists them.
const web = fs.mkdtempSync(path.join(os.tmpdir(), 'web-index-'));
const routes = {
  hubops: ['/hubs', '/v2/hubs', '/hubs/:hubId/inward', '/hubs/:hubId/dispatch'],
  fieldExec: ['/field-executives', '/field-executives/hub-management'],
};
let t: TestApp;

const write = (rel: string, body: unknown) => {
  const file = path.join(web, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
};
const remoteBuild = (name: string, exposed: string[], consumes: string[], screens: Record<string, unknown> = {}) => {
  write(`remotes/${name}/mf-manifest.json`, {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './remote', assets: { js: { sync: exposed, async: [`${name}-lazy.js`] }, css: { sync: [], async: [] } } }],
  });
  write(`remotes/${name}/boot-assets.json`, { js: exposed, css: [], consumes, routes: screens });
};

beforeAll(async () => {
  write(
    'index.html',
    '<!doctype html><html><head><title>Hub Console</title><base href="/" /><script defer src="main.11111111.js"></script></head><body><div id="root"></div></body></html>',
  );
  write('remote-registry.json', {
    schemaVersion: 1,
    remotes: {
      hubops: { entry: 'remotes/hubops/mf-manifest.json', routes: routes.hubops },
      fieldExec: { entry: 'remotes/fieldExec/mf-manifest.json', routes: routes.fieldExec },
    },
  });
  write('boot-assets.json', {
    js: ['shell-a.js', 'react.js'],
    css: ['shell.css'],
    provides: { react: { js: ['react.js'], css: [] }, dayjs: { js: ['dayjs.js'], css: [] } },
  });
  // Inward's lazy screen: its own chunks and stylesheet, and a shared module the shell does not load at start.
  remoteBuild('hubops', ['hubops-1.js', '__federation_expose_remote.hubops.js'], ['react'], {
    '/hubs/:hubId/inward': { js: ['inward-1.js', 'inward-2.js'], css: ['inward.css'], consumes: ['react', 'dayjs'] },
  });
  remoteBuild('fieldExec', ['fe-1.js', '__federation_expose_remote.fe.js'], ['react', 'dayjs']);
  t = await createTestApp({ config: { webRoot: web } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(web, { recursive: true, force: true });
});

/** The preload hrefs of a page, by `as`. */
const hints = (html: string) => {
  const out: Record<string, string[]> = {};
  for (const m of html.matchAll(/<link rel="preload" as="(\w+)"[^>]*? href="([^"]+)"/g)) (out[m[1]!] ??= []).push(m[2]!);
  return out;
};
const inlineRegistry = (html: string) => {
  const m = new RegExp(`<script type="application/json" id="${INLINE_REGISTRY_ID}">(.*?)</script>`).exec(html);
  return m ? JSON.parse(m[1]!) : null;
};
const open = async (url: string, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return res.body;
};

describe('index.html composed for the URL opened', () => {
  it('a Hub Ops route: the registry inline, the shell, Hub Ops (manifest, remoteEntry, exposed chunks) and that hub’s data', async () => {
    const cookie = await t.login('hub.manager@demo.hub');
    const html = await open('/console/hubs/HUB-BLR-01/inward', cookie);
    expect(html).toContain('<base href="/console/">');
    expect(inlineRegistry(html)).toEqual({
      schemaVersion: 1,
      environment: 'dev',
      pinning: true,
      remotes: { hubops: { entry: 'remotes/hubops/mf-manifest.json' }, fieldExec: { entry: 'remotes/fieldExec/mf-manifest.json' } },
      routes,
    });
    expect(hints(html)).toEqual({
      style: ['shell.css', 'remotes/hubops/inward.css'],
      script: [
        'main.11111111.js',
        'shell-a.js',
        'react.js',
        'remotes/hubops/remoteEntry.js',
        'remotes/hubops/hubops-1.js',
        'remotes/hubops/__federation_expose_remote.hubops.js',
        // The route's lazy screen, and the host's provider of what it consumes (react is the shell's already).
        'remotes/hubops/inward-1.js',
        'remotes/hubops/inward-2.js',
        'dayjs.js',
      ],
      fetch: ['/logistics/api/sessionInfo', '/logistics/api/pilot/hub/HUB-BLR-01/enabled', 'remotes/hubops/mf-manifest.json'],
    });
    // The data calls carry the credentials the client's fetch sends (so the browser hands the answer over).
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/logistics/api/sessionInfo" />');
    // The manifest is fetched by the federation runtime with same-origin credentials.
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="remotes/hubops/mf-manifest.json" />');
    // The hints come after <base> (they resolve against the mount); the entry script is asked for first, at high
    // priority (every other start file waits for it), and the deferred script tag itself stays after the hints.
    expect(html.indexOf('<base')).toBeLessThan(html.indexOf('rel="preload"'));
    expect(html.indexOf('rel="preload"')).toBe(html.indexOf('<link rel="preload" as="script" fetchpriority="high" href="main.11111111.js" />') + 6);
    expect(html.lastIndexOf('rel="preload"')).toBeLessThan(html.indexOf('<script defer fetchpriority="high" src="main.11111111.js">'));
  });

  it('the hub list: Hub Ops and the hub names', async () => {
    const cookie = await t.login('hub.manager@demo.hub');
    const h = hints(await open('/qa/hubs', cookie));
    // With the pilots of the hub the list shows first (the first by name, as /hub/hubNames orders them): its tiles.
    const hubIds = (await t.app.repos.hubs.list(t.app.db)).map((x) => x.hubOrgUnitId);
    expect(hubIds.length).toBeGreaterThan(1);
    expect(h.fetch).toEqual([
      '/logistics/api/sessionInfo',
      '/logistics/api/hub/hubNames',
      `/logistics/api/pilot/hub/${hubIds[0]}/enabled`,
      'remotes/hubops/mf-manifest.json',
    ]);
    // ?hubId= names the hub the list shows; an unknown one falls back to the first, as the page does.
    expect(hints(await open(`/console/v2/hubs?hubId=${hubIds[1]}`, cookie)).fetch).toContain(`/logistics/api/pilot/hub/${hubIds[1]}/enabled`);
    expect(hints(await open('/console/hubs?hubId=NOPE', cookie)).fetch).toContain(`/logistics/api/pilot/hub/${hubIds[0]}/enabled`);
    // Another screen of the same remote does not ask for inward's.
    expect(JSON.stringify(h)).not.toContain('inward');
    expect(JSON.stringify(hints(await open('/console/hubs/HUB-BLR-01/dispatch', cookie)))).not.toContain('inward');
  });

  it('field executives: that remote, and the host providers it consumes that the shell did not load', async () => {
    const cookie = await t.login('hub.manager@demo.hub');
    const h = hints(await open('/console/field-executives', cookie));
    expect(h.script).toEqual([
      'main.11111111.js',
      'shell-a.js',
      'react.js',
      'remotes/fieldExec/remoteEntry.js',
      'remotes/fieldExec/fe-1.js',
      'remotes/fieldExec/__federation_expose_remote.fe.js',
      'dayjs.js',
    ]);
    expect(h.fetch).toEqual(['/logistics/api/sessionInfo', 'remotes/fieldExec/mf-manifest.json']);
    expect(JSON.stringify(h)).not.toContain('hubops');
  });

  it('an unknown path or a host page: only the shell', async () => {
    for (const url of ['/console/', '/console/settings', '/console/no/such/route', '/console/Hubs']) {
      const html = await open(url);
      expect(inlineRegistry(html)?.remotes.hubops).toBeDefined();
      expect(hints(html)).toEqual({ style: ['shell.css'], script: ['main.11111111.js', 'shell-a.js', 'react.js'] });
    }
  });

  it('without a session: no data hints (they would only answer 401)', async () => {
    const h = hints(await open('/console/hubs/HUB-BLR-01/inward'));
    expect(h.fetch).toEqual(['remotes/hubops/mf-manifest.json']);
  });

  it('names the release a promotion made live, on the next load', async () => {
    const store = fs.mkdtempSync(path.join(os.tmpdir(), 'store-index-'));
    const rel = path.join(store, 'hubops', '2.0.0');
    fs.mkdirSync(rel, { recursive: true });
    fs.writeFileSync(path.join(rel, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [] }));
    fs.mkdirSync(path.join(store, 'registries'));
    process.env.HUB_RELEASES_DIR = store;
    const staged = await createTestApp({ config: { webRoot: web } });
    try {
      const before = await staged.app.inject({ method: 'GET', url: '/console/hubs' });
      expect(inlineRegistry(before.body).remotes.hubops.entry).toBe('remotes/hubops/mf-manifest.json');
      fs.writeFileSync(
        path.join(store, 'registries', 'dev.json'),
        JSON.stringify({ schemaVersion: 1, remotes: { hubops: { entry: 'releases/hubops/2.0.0/mf-manifest.json', version: '2.0.0' } } }),
      );
      const after = await staged.app.inject({ method: 'GET', url: '/console/hubs' });
      expect(inlineRegistry(after.body).remotes.hubops).toEqual({ entry: 'releases/hubops/2.0.0/mf-manifest.json', version: '2.0.0' });
      expect(hints(after.body).script).toContain('releases/hubops/2.0.0/remoteEntry.js');
    } finally {
      delete process.env.HUB_RELEASES_DIR;
      await staged.close();
      fs.rmSync(store, { recursive: true, force: true });
    }
  });

  it('matches routes the way the router does: exact, case-sensitive, one segment per parameter', () => {
    expect(matchRoutePattern('/hubs/:hubId/inward', '/hubs/HUB-1/inward')).toEqual({ hubId: 'HUB-1' });
    expect(matchRoutePattern('/hubs/:hubId/inward', '/hubs/HUB%201/inward/')).toEqual({ hubId: 'HUB 1' });
    expect(matchRoutePattern('/hubs/:hubId/inward', '/hubs/HUB-1/Inward')).toBeNull();
    expect(matchRoutePattern('/hubs/:hubId/inward', '/hubs/HUB-1/inward/x')).toBeNull();
    expect(matchRoutePattern('/hubs', '/hubs')).toEqual({});
  });
});
