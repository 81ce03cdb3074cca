import { type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { appPath, HUBS, signInAs } from './support/demo';

// The first load of a route (issue 11): index.html carries the registry and starts the session call, the first
// screen's data and the owning remote in parallel with the JS. Each is requested once: the client takes the
// preloaded answer instead of asking again, and the registry is never fetched on its own.

/** Counts the requests of the page by path (query dropped). */
function countRequests(page: Page) {
  const counts = new Map<string, number>();
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    counts.set(pathname, (counts.get(pathname) ?? 0) + 1);
  });
  return (path: string) => counts.get(path) ?? 0;
}

test('a hub route: the session, the hub’s pilots and Hub Ops are each asked for once, the registry never', async ({ page }) => {
  const count = countRequests(page);
  await signInAs(page, 'hubManager', `/hubs/${HUBS.blr.id}/inward`);
  await expect(page.getByRole('heading', { name: 'Select Manifest' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const registry = JSON.parse((await page.locator('#hub-remote-registry').textContent()) ?? '{}');
  expect(registry.remotes.hubops.entry).toBe('remotes/hubops/mf-manifest.json');
  expect(count('/logistics/api/sessionInfo')).toBe(1);
  expect(count(`/logistics/api/pilot/hub/${HUBS.blr.id}/enabled`)).toBe(1);
  expect(count('/console/remotes/hubops/mf-manifest.json')).toBe(1);
  expect(count('/console/remotes/hubops/remoteEntry.js')).toBe(1);
  expect(count('/console/remote-registry.json')).toBe(0);
  // The inward screen's own chunks are asked for by index.html (not once Hub Ops has run), and only once: the
  // remote's lazy import takes the preloaded file.
  const screen = (await (await page.request.get(appPath('/remotes/hubops/boot-assets.json'))).json()).routes['/hubs/:hubId/inward'];
  expect(screen.js.length).toBeGreaterThan(0);
  const preloaded = await page.locator('link[rel="preload"][as="script"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  for (const file of screen.js) {
    expect(preloaded).toContain(`remotes/hubops/${file}`);
    expect(count(`/console/remotes/hubops/${file}`)).toBe(1);
  }
  // The entry script is the first thing index.html asks for.
  expect(preloaded[0]).toMatch(/^main\.[0-9a-f]{8}\.js$/);
});

test('the hub list: the hub names and the first hub’s pilots are asked for once, with the session', async ({ page }) => {
  const count = countRequests(page);
  await signInAs(page, 'hubManager', '/hubs');
  await expect(page.getByRole('combobox', { name: 'Hub' })).toHaveValue(HUBS.blr.name);
  await page.waitForLoadState('networkidle');
  expect(count('/logistics/api/sessionInfo')).toBe(1);
  expect(count('/logistics/api/hub/hubNames')).toBe(1);
  // The tiles of the hub the list picks need its pilots: index.html asks for them, the page takes that answer.
  const fetches = await page.locator('link[rel="preload"][as="fetch"]').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
  expect(fetches).toContain(`/logistics/api/pilot/hub/${HUBS.blr.id}/enabled`);
  expect(count(`/logistics/api/pilot/hub/${HUBS.blr.id}/enabled`)).toBe(1);
  expect(count('/console/remote-registry.json')).toBe(0);
});

test('static files and API answers arrive compressed, documents revalidated, chunks immutable', async ({ page }) => {
  const seen: Array<{ url: string; encoding?: string; cache?: string }> = [];
  page.on('response', (r) => {
    const h = r.headers();
    seen.push({ url: r.url(), encoding: h['content-encoding'], cache: h['cache-control'] });
  });
  await signInAs(page, 'hubManager', '/hubs');
  await expect(page.getByRole('combobox', { name: 'Hub' })).toHaveValue(HUBS.blr.name);
  await page.waitForLoadState('networkidle');
  const html = seen.find((s) => new URL(s.url).pathname === appPath('/hubs'));
  expect(html?.encoding).toMatch(/^(br|gzip)$/);
  expect(html?.cache).toBe('no-cache');
  const chunks = seen.filter((s) => /\.[0-9a-f]{8}\.(js|css)$/.test(new URL(s.url).pathname));
  expect(chunks.length).toBeGreaterThan(5);
  for (const c of chunks) {
    expect(c.encoding, c.url).toMatch(/^(br|gzip)$/);
    expect(c.cache, c.url).toBe('public, max-age=31536000, immutable');
  }
  const entry = seen.find((s) => s.url.endsWith('/remotes/hubops/remoteEntry.js'));
  expect(entry?.cache).toBe('no-cache');
  expect(entry?.encoding).toMatch(/^(br|gzip)$/);
});
