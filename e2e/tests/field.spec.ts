import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { wedgeScan } from './support/wedge';
import { appPath, DEMO_ACCOUNTS, HUBS, signInAs } from './support/demo';

// Field conditions (issue 22, docs/adr/010) at 390x844 on the production build: the outbox (offline scans kept,
// replayed once, refused replays on their line, per user), the installed app (service worker: offline start), and
// live progress between two browser contexts. Pune's dispatch manifests are used (no other spec dispatches there).

const API = '/logistics/api';
const HUB = HUBS.pun.id;
const H = { 'x-hub-console': '1' };

interface Item {
  itemId: string;
  qty: number;
  dispatchedQty: number;
  fulfilmentArchetype: string;
  associationDetail: Array<{ associationType: string }>;
}

/** An API client signed in as `role`, separate from any page (a colleague's device, or the test's own look at the server). */
async function apiAs(request: APIRequestContext, role: keyof typeof DEMO_ACCOUNTS) {
  const res = await request.post(`${API}/auth/demo-login`, { data: { email: DEMO_ACCOUNTS[role].email }, headers: H });
  expect(res.ok()).toBeTruthy();
}

async function zoneItems(request: APIRequestContext, spaId: string, zone: string): Promise<Item[]> {
  const res = await request.get(`${API}/hubOps/${HUB}/activity/${spaId}/zone/${zone}/items`, { headers: H });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { items: Item[] }).items;
}

/** Items a scan can dispatch one unit of: open, intracity, in one zone only. */
const open = (items: Item[]) =>
  items.filter((i) => i.dispatchedQty < i.qty && i.fulfilmentArchetype !== 'INTERCITY' && i.associationDetail.every((a) => a.associationType === 'ZONE'));

/** Starts a dispatch manifest (as its operator would with the start swipe). */
async function start(request: APIRequestContext, spaId: string) {
  const res = await request.post(`${API}/hubOps/hubApp/captureVehicleActivity?activityViewType=VEHICLE`, {
    headers: H,
    data: { activityId: spaId, vehicleActivityState: 'STARTED' },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

const itemsUrl = (spaId: string, zone: string) => `/hubs/${HUB}/dispatch?viewType=VEHICLE&spaId=${spaId}&by=zone&group=${zone}`;
const line = (page: Page, itemId: string) => page.locator(`[data-outbox-line="${itemId}"]`);

/** Waits until the service worker controls the page (the first load registers it; a reload puts it in charge). */
async function installed(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test.describe('field conditions at 390x844', () => {
  test('the installed app opens offline at /console/hubs with the last hub and its tiles, marked offline', async ({ page, context, a11y }) => {
    a11y.skip(); // the offline start is checked for what it shows; axe ran on these screens online in other specs
    await signInAs(page, 'hubExecutive', '/hubs');
    await expect(page.getByRole('link', { name: 'Inward Items' })).toBeVisible();
    await installed(page);
    // Online, under the worker: the page and its data are the copies the worker keeps.
    await expect(page.getByRole('link', { name: 'Inward Items' })).toBeVisible();
    const hub = await page.getByRole('combobox', { name: 'Hub' }).inputValue();
    expect(hub).toBeTruthy();
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('hub-remotes')).keys()).some((r) => r.url.includes('/remotes/hubops/mf-manifest.json'))))
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('link', { name: 'Inward Items' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Hub' })).toHaveValue(hub);
    await expect(page.getByTestId('offline-badge')).toHaveText('Offline');
    await context.setOffline(false);
  });

  test('dispatch scans offline are kept, survive a reload offline as pending, and count exactly once when the network is back', async ({
    page,
    context,
    request,
    a11y,
  }) => {
    test.setTimeout(180_000);
    a11y.skip();
    const spaId = 'SPA-PUN-00004';
    const zone = 'LM-PUN-02';
    await apiAs(request, 'hubManager');
    await start(request, spaId);
    const before = open(await zoneItems(request, spaId, zone));
    // The scale-1 world holds 6 open single-zone items on this screen (the bench queues 500 on the scale-100 world).
    expect(before.length).toBeGreaterThanOrEqual(6);

    await signInAs(page, 'hubExecutive', itemsUrl(spaId, zone));
    await expect(page.getByRole('heading', { name: zone })).toBeVisible();
    await installed(page);
    await expect(page.locator(`[data-item-card="${before[0]!.itemId}"]`)).toBeVisible();

    await context.setOffline(true);
    for (const item of before) {
      await wedgeScan(page, a11y, item.itemId);
      await expect(line(page, item.itemId)).toContainText('1 pending');
    }
    await expect(page.getByTestId('outbox-badge')).toHaveAccessibleName(`${before.length} waiting to send`);

    // A reload while offline: the app, the list and the pending writes are all still there.
    await page.reload();
    await expect(page.getByRole('heading', { name: zone })).toBeVisible();
    for (const item of before) await expect(line(page, item.itemId)).toContainText('1 pending');
    await expect(page.getByTestId('outbox-badge')).toHaveAccessibleName(`${before.length} waiting to send`);
    // Nothing reached the server yet.
    const during = await zoneItems(request, spaId, zone);
    for (const item of before) expect(during.find((i) => i.itemId === item.itemId)!.dispatchedQty).toBe(item.dispatchedQty);

    await context.setOffline(false);
    await expect(page.getByTestId('outbox-badge')).toHaveCount(0, { timeout: 20_000 });
    const after = await zoneItems(request, spaId, zone);
    for (const item of before) expect(after.find((i) => i.itemId === item.itemId)!.dispatchedQty, item.itemId).toBe(item.dispatchedQty + 1);
  });

  test('a write whose answer was lost is replayed and counted once; a replay the server refuses shows its message on its line', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // Routes see the page's requests only without a service worker in between.
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const spaId = 'SPA-PUN-00003';
    const zone = 'LM-PUN-04';
    await apiAs(request, 'hubManager');
    await start(request, spaId);
    const [lost, refused] = open(await zoneItems(request, spaId, zone));
    expect(lost && refused, 'two open items in the zone').toBeTruthy();

    await context.request.post(`${API}/auth/demo-login`, { data: { email: DEMO_ACCOUNTS.hubExecutive.email }, headers: H });
    await page.goto(appPath(itemsUrl(spaId, zone)));
    await expect(page.locator(`[data-item-card="${lost!.itemId}"]`)).toBeVisible();

    // The first attempt reaches the server, its answer never comes back.
    let cut = true;
    await page.route('**/hubOps/hubApp/dispatch/**/updateItems', async (route) => {
      if (!cut) return route.continue();
      cut = false;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await wedgeScan(page, { check: async () => undefined }, lost!.itemId);
    await expect(line(page, lost!.itemId)).toContainText('1 pending');
    // The outbox retries by itself (same Idempotency-Key): the server answers from its record, nothing is added.
    await expect(line(page, lost!.itemId)).toHaveCount(0, { timeout: 15_000 });
    const once = (await zoneItems(request, spaId, zone)).find((i) => i.itemId === lost!.itemId)!;
    expect(once.dispatchedQty).toBe(lost!.dispatchedQty + 1);

    // Offline, a scan of an item a colleague then dispatches in full: its replay is refused, and says so on the line.
    await context.setOffline(true);
    await wedgeScan(page, { check: async () => undefined }, refused!.itemId);
    await expect(line(page, refused!.itemId)).toContainText('1 pending');
    const colleague = await request.post(`${API}/hubOps/hubApp/dispatch/${HUB}/${spaId}/updateItems`, {
      headers: H,
      data: { items: [{ lItemId: refused!.itemId, dispatchedQty: refused!.qty - refused!.dispatchedQty }] },
    });
    expect(colleague.ok(), await colleague.text()).toBeTruthy();
    await context.setOffline(false);
    await expect(line(page, refused!.itemId)).toContainText(/Refused: \S/, { timeout: 15_000 });
    await expect(page.getByTestId('outbox-badge')).toHaveAccessibleName('1 refused');
    await line(page, refused!.itemId).getByRole('button', { name: 'Dismiss' }).click();
    await expect(line(page, refused!.itemId)).toHaveCount(0);
    await context.close();
  });

  test("another user signing in on the same browser does not replay the first user's outbox; the first user's next sign-in does", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const spaId = 'SPA-PUN-00003';
    const zone = 'LM-PUN-03';
    await apiAs(request, 'hubManager');
    await start(request, spaId);
    const [item] = open(await zoneItems(request, spaId, zone));
    expect(item).toBeTruthy();

    await context.request.post(`${API}/auth/demo-login`, { data: { email: DEMO_ACCOUNTS.hubExecutive.email }, headers: H });
    await page.goto(appPath(itemsUrl(spaId, zone)));
    await expect(page.locator(`[data-item-card="${item!.itemId}"]`)).toBeVisible();
    await context.setOffline(true);
    await wedgeScan(page, { check: async () => undefined }, item!.itemId);
    await expect(line(page, item!.itemId)).toContainText('1 pending');

    // Vikram's session ends on this phone (cookie gone); Priya signs in on it.
    await context.clearCookies();
    await context.setOffline(false);
    await page.goto(appPath('/hubs'));
    await page.getByRole('button', { name: new RegExp(DEMO_ACCOUNTS.hubPsvExecutive.name) }).click();
    await expect(page.getByRole('link', { name: 'Inward Items' })).toBeVisible();
    await expect(page.getByTestId('outbox-badge')).toHaveCount(0);
    await page.waitForTimeout(3000);
    expect((await zoneItems(request, spaId, zone)).find((i) => i.itemId === item!.itemId)!.dispatchedQty).toBe(item!.dispatchedQty);

    // Vikram signs in again: his scan goes out, once.
    await context.clearCookies();
    await page.goto(appPath('/hubs'));
    await page.getByRole('button', { name: new RegExp(DEMO_ACCOUNTS.hubExecutive.name) }).click();
    await expect
      .poll(async () => (await zoneItems(request, spaId, zone)).find((i) => i.itemId === item!.itemId)!.dispatchedQty, { timeout: 20_000 })
      .toBe(item!.dispatchedQty + 1);
    await context.close();
  });

  test('live progress: one device dispatches, another device on the same zone sees the count change within 2 s', async ({ page, request, a11y }) => {
    a11y.skip();
    const spaId = 'SPA-PUN-00003';
    const zone = 'LM-PUN-01';
    await apiAs(request, 'hubManager');
    await start(request, spaId);
    const [item] = open(await zoneItems(request, spaId, zone));
    expect(item).toBeTruthy();
    await signInAs(page, 'hubExecutive', itemsUrl(spaId, zone));
    const card = page.locator(`[data-item-card="${item!.itemId}"]`);
    await expect(card).toContainText(`${item!.dispatchedQty} / ${item!.qty}`);
    // Let the live stream open (one EventSource per hub) before the colleague acts.
    await page.waitForTimeout(1000);
    const started = Date.now();
    const res = await request.post(`${API}/hubOps/hubApp/dispatch/${HUB}/${spaId}/updateItems`, {
      headers: H,
      data: { items: [{ lItemId: item!.itemId, dispatchedQty: 1 }] },
    });
    expect(res.ok()).toBeTruthy();
    await expect(card).toContainText(`${item!.dispatchedQty + 1} / ${item!.qty}`, { timeout: 2000 });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

// Two api instances on one PostgreSQL (CI has DATABASE_URL): the spec starts both on a database of its own, a watcher
// on instance A, the dispatch through instance B; the database's NOTIFY carries it across.
test.describe('live progress across two api instances on one PostgreSQL', () => {
  test.skip(!process.env.DATABASE_URL, 'needs DATABASE_URL (PostgreSQL), as in CI');

  test('a dispatch through instance B reaches a screen served by instance A within 2 s', async ({ browser, a11y }) => {
    a11y.skip();
    test.setTimeout(300_000);
    const { spawn } = await import('node:child_process');
    const { createRequire } = await import('node:module');
    const path = await import('node:path');
    const root = path.resolve(__dirname, '..', '..');
    // node-postgres from the api package (the e2e package does not depend on it): only what this test uses.
    type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
    const pg = createRequire(path.join(root, 'api', 'package.json'))('pg') as { Client: new (o: { connectionString: string }) => PgClient };
    const base = new URL(process.env.DATABASE_URL!);
    const name = `hub_e2e_field_${process.pid}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    base.pathname = `/${name}`;
    const port = Number(process.env.E2E_PORT ?? 4810) + 10;
    const servers: Array<ReturnType<typeof spawn>> = [];
    const startServer = (p: number) => {
      const child = spawn('node', ['scripts/start.mjs'], {
        cwd: root,
        env: {
          ...process.env,
          SKIP_BUILD: '1',
          PORT: String(p),
          DATABASE_URL: base.toString(),
          DEMO_LOGIN: 'true',
          LOG_LEVEL: 'warn',
          WEB_OUT: path.join(root, '.data', `e2e-field-web-${p}`),
        },
        stdio: 'ignore',
        detached: true,
      });
      servers.push(child);
    };
    const healthy = async (p: number) => {
      for (let i = 0; i < 240; i++) {
        try {
          if ((await fetch(`http://localhost:${p}/logistics/api/health`)).ok) return;
        } catch {
          // starting
        }
        await new Promise((r) => setTimeout(r, 500));
      }
      throw new Error(`instance on ${p} did not start`);
    };
    try {
      startServer(port);
      await healthy(port);
      startServer(port + 10);
      await healthy(port + 10);
      const a = await browser.newContext({ baseURL: `http://localhost:${port}`, viewport: { width: 390, height: 844 } });
      const b = await browser.newContext({ baseURL: `http://localhost:${port + 10}` });
      const page = await a.newPage();
      expect((await page.request.post(`${API}/auth/demo-login`, { data: { email: DEMO_ACCOUNTS.hubExecutive.email }, headers: H })).ok()).toBeTruthy();
      expect((await b.request.post(`${API}/auth/demo-login`, { data: { email: DEMO_ACCOUNTS.hubManager.email }, headers: H })).ok()).toBeTruthy();
      const spaId = 'SPA-PUN-00003';
      const zone = 'LM-PUN-01';
      await start(b.request, spaId);
      const [item] = open(await zoneItems(b.request, spaId, zone));
      expect(item).toBeTruthy();
      await page.goto(appPath(itemsUrl(spaId, zone)));
      const card = page.locator(`[data-item-card="${item!.itemId}"]`);
      await expect(card).toContainText(`${item!.dispatchedQty} / ${item!.qty}`);
      await page.waitForTimeout(1000);
      const started = Date.now();
      const res = await b.request.post(`${API}/hubOps/hubApp/dispatch/${HUB}/${spaId}/updateItems`, {
        headers: H,
        data: { items: [{ lItemId: item!.itemId, dispatchedQty: 1 }] },
      });
      expect(res.ok()).toBeTruthy();
      await expect(card).toContainText(`${item!.dispatchedQty + 1} / ${item!.qty}`, { timeout: 2000 });
      expect(Date.now() - started).toBeLessThan(2000);
      await a.close();
      await b.close();
    } finally {
      for (const s of servers) {
        try {
          if (s.pid) process.kill(-s.pid, 'SIGTERM');
        } catch {
          // gone
        }
      }
      await new Promise((r) => setTimeout(r, 1500));
      await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
      await admin.end();
    }
  });
});
