import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { appPath, DEMO_ACCOUNTS, HUBS, signInAs } from './support/demo';
import { wedgeScan } from './support/wedge';

// Administration and least privilege (issue 33): the admin remote, hub scoping seen from the browser, pilots toggled
// by an admin, a PSV task started by a manager and conducted by an executive. Each test owns its data: it starts from
// the seeded world (support/world.ts) and invents the emails it invites.

const HEADERS = { 'x-hub-console': '1' };

/** A browser context of its own for a second person (their own cookie), at the test's viewport. */
async function personPage(browser: Browser, baseURL: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport, timezoneId: 'Asia/Kolkata', serviceWorkers: 'block' });
  return context.newPage();
}

for (const viewport of [
  { width: 390, height: 844, name: 'phone' },
  { width: 1440, height: 900, name: 'desk' },
]) {
  test.describe(`on a ${viewport.name} (${viewport.width}x${viewport.height})`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('an admin invites a hub executive for HUB-PUN-03; they sign in and work in that hub only', async ({ page, browser, baseURL, a11y }) => {
      const email = `pune.exec.${viewport.name}@demo.hub`;
      await signInAs(page, 'admin', '/admin/users');
      await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
      await page
        .getByRole('link', { name: 'Invite user' })
        .or(page.getByRole('button', { name: 'Invite user' }))
        .first()
        .click();
      await expect(page.getByRole('heading', { name: 'Invite a user' })).toBeVisible();
      // The screen's automatic accessibility scan scrolls the page while it runs; a dropdown whose field is scrolled out
      // of view closes, so the form is filled once the scan is done.
      await a11y.check();
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Name').fill('Pune Executive');
      await page.getByRole('checkbox', { name: 'Hub Executive' }).check();
      // The hub is picked by typing (a hardware keyboard or the phone's): the list filters to it, Enter takes it.
      const hubsField = page.getByRole('combobox', { name: 'Hubs' });
      await hubsField.focus();
      await page.keyboard.type('Pune');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('main').getByText(`${HUBS.pun.name} (${HUBS.pun.id})`)).toBeVisible();
      await page.getByRole('button', { name: 'Invite user' }).last().click();
      await expect(page.getByText('User invited. They can sign in now.')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Pune Executive' })).toBeVisible();

      // The invited person signs in (the demo list names their one hub) and picks from their hub only.
      const person = await personPage(browser, baseURL!, viewport);
      await person.goto(appPath('/hubs'));
      const account = person.getByRole('button', { name: /Pune Executive/ });
      await expect(account).toContainText(HUBS.pun.id);
      await account.click();
      await expect(person.getByRole('link', { name: 'Inward Items' })).toHaveAttribute('href', `/console/hubs/${HUBS.pun.id}/inward`);
      await expect(person).toHaveURL(new RegExp(`hubId=${HUBS.pun.id}`));
      const hubs = await person.request.get('/logistics/api/hub/hubNames');
      expect((await hubs.json()).hubNames).toEqual([{ hubOrgUnitId: HUBS.pun.id, hubName: HUBS.pun.name }]);

      // Another hub's screen: the server refuses with its words, and the screen shows them.
      const refused = await person.request.get(`/logistics/api/pilot/hub/${HUBS.blr.id}/enabled`);
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toEqual({ message: `You do not have access to hub ${HUBS.blr.id}.` });
      await person.goto(appPath(`/hubs/${HUBS.blr.id}/inward`));
      await expect(person.getByText(`You do not have access to hub ${HUBS.blr.id}.`).first()).toBeVisible();

      // The audit log shows who invited whom.
      await page.goto(appPath('/admin/audit'));
      await expect(page.getByText(email).first()).toBeVisible();
      await person.context().close();
    });
  });
}

test('a pilot switched off by an admin hides its tile, and the server refuses the gated call at once', async ({ page, browser, baseURL }) => {
  await signInAs(page, 'hubExecutive', `/hubs?hubId=${HUBS.blr.id}`);
  await expect(page.getByRole('link', { name: 'Zone Tote Merging' })).toBeVisible();

  const admin = await personPage(browser, baseURL!, { width: 390, height: 844 });
  const login = await admin.request.post('/logistics/api/auth/demo-login', { data: { email: DEMO_ACCOUNTS.admin.email }, headers: HEADERS });
  expect(login.ok()).toBeTruthy();
  await admin.goto(appPath(`/admin/hubs/${HUBS.blr.id}?tab=pilots`));
  const toggle = admin.getByRole('switch', { name: 'Tote merging' });
  await expect(toggle).toBeChecked();
  await toggle.click({ force: true });
  await expect(admin.getByText(`Tote merging is off for ${HUBS.blr.id}.`)).toBeVisible();
  await expect(toggle).not.toBeChecked();

  // The executive's next call and next page load: refused by the server, no tile.
  const gated = await page.request.get(`/logistics/api/hubOps/hubApp/merge-totes/hubs/${HUBS.blr.id}/zones`);
  expect(gated.status()).toBe(409);
  expect(await gated.json()).toEqual({ message: 'Tote merging is not enabled for this hub' });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Inward Items' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zone Tote Merging' })).toHaveCount(0);
  await admin.context().close();
});

/** Closes every open PSV task of a hub through the api (so the test's manager can start the next one). */
async function closeOpenPsvTasks(request: APIRequestContext, hubId: string) {
  const tasks = (await (await request.get(`/logistics/api/asset-v2/psv/${hubId}/pending?tab=PENDING`)).json()).tasks as Array<{ psvTaskId: string }>;
  for (const t of tasks) {
    const res = await request.post(`/logistics/api/asset-v2/psv/psvTask/${t.psvTaskId}/close`, { headers: HEADERS });
    expect(res.ok(), `close ${t.psvTaskId}: ${res.status()} ${await res.text()}`).toBeTruthy();
  }
}

test('a PSV task started by a manager is conducted by an executive on a phone', async ({ page, browser, baseURL }) => {
  const hubId = HUBS.pun.id;
  await signInAs(page, 'hubPsvManager', `/hubs/${hubId}/toteManagement/psvTotes`);
  await closeOpenPsvTasks(page.request, hubId);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Conduct PSV' })).toBeVisible();
  await page.getByRole('button', { name: 'Start PSV task' }).click();
  const confirm = page.getByRole('dialog', { name: 'Start a PSV task?' });
  await expect(confirm).toContainText('Every tote at this hub that is not lost is added to the task, to be verified by scanning.');
  await confirm.getByRole('button', { name: 'Start PSV task' }).click();
  const started = page.getByText(/^PSV task (PSV-[A-Z0-9-]+) started with \d+ totes?\.$/);
  await expect(started).toBeVisible();
  const taskId = /PSV task (\S+) started/.exec((await started.textContent()) ?? '')![1]!;
  const card = page.getByTestId(`psv-task-${taskId}`);
  await expect(card).toContainText('CREATED');

  // Its totes, from the task's spreadsheet (the manager's download).
  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download' }).click()]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const rows = (book.worksheets[0]!.getSheetValues() as unknown[][]).slice(2);
  const codes = rows.map((r) => String(r[1]));
  expect(codes.length).toBeGreaterThan(0);

  // The executive, on a phone, verifies one of them by scanning.
  const exec = await personPage(browser, baseURL!, { width: 390, height: 844 });
  const login = await exec.request.post('/logistics/api/auth/demo-login', { data: { email: DEMO_ACCOUNTS.hubPsvExecutive.email }, headers: HEADERS });
  expect(login.ok()).toBeTruthy();
  await exec.goto(appPath(`/hubs/${hubId}/toteManagement/psvTotes`));
  await expect(exec.getByTestId('psv-verified')).toHaveText(`0 / ${codes.length}`);
  await exec.getByRole('button', { name: 'Continue PSV' }).click();
  const drawer = exec.getByRole('dialog', { name: `Continue PSV: ${taskId}` });
  await expect(drawer).toBeVisible();
  // A second page has no automatic accessibility scan to wait for (the fixture watches `page`).
  await wedgeScan(exec, { check: async () => undefined }, codes[0]!);
  await expect(exec.getByText(`${codes[0]} verified`)).toBeVisible();
  await expect(drawer.getByTestId('psv-drawer-count')).toHaveText(`Verified 1 / ${codes.length}`);
  await exec.context().close();
});

test('a reason an admin stops offering leaves the flow’s list at once', async ({ page, browser, baseURL, a11y }) => {
  const comments = async (request: APIRequestContext) =>
    (await (await request.get('/logistics/api/hubOps/hubApp/getAvailableCommentsForZoneToZone')).json()).availableComments as string[];
  const exec = await personPage(browser, baseURL!, { width: 390, height: 844 });
  const login = await exec.request.post('/logistics/api/auth/demo-login', { data: { email: DEMO_ACCOUNTS.hubExecutive.email }, headers: HEADERS });
  expect(login.ok()).toBeTruthy();
  expect(await comments(exec.request)).toContain('Item damaged');

  await signInAs(page, 'admin', '/admin/reasons');
  const list = page.locator('[data-reason-list="DISCREPANCY"]');
  await expect(list).toBeVisible();
  // The accessibility scan scrolls while it runs; the switches are used once it is done.
  await a11y.check();
  const offered = list.getByRole('switch', { name: 'Offer "Item damaged"' });
  await expect(offered).toBeChecked();
  await offered.click({ force: true });
  await list.getByRole('button', { name: 'Save list' }).click();
  await expect(page.getByText('Reason list saved.')).toBeVisible();

  // The executive's next read of the flow's list: the reason is gone, the others stay.
  const after = await comments(exec.request);
  expect(after).not.toContain('Item damaged');
  expect(after).toEqual(expect.arrayContaining(['Excess item', 'Item missing', 'Wrong item received']));
  await exec.context().close();
});
