import { type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { DEMO_ACCOUNTS, signInAs } from './support/demo';
import { API, H, HUB, json, type ManifestRow, pickManifest, slide } from './support/dispatch';
import { wedgeScan } from './support/wedge';

// Corrections and history at 390x844 on the production build (issue 34): a mis-scan on dispatch taken back with a
// reason, a hub manager correcting a closed inward manifest, and an item's timeline reached from global search. Each
// test starts from the seeded world (world reset) and makes its own history.

interface InwardItem {
  itemId: string;
  qty: number;
  pickedQty: number;
  dispatchedQty: number;
}

/** As the executive on the dispatch screen: opens a not-started manifest, starts it, opens the zone and scans one unit. */
async function dispatchOneUnit(page: Page, a11y: { check: () => Promise<void> }) {
  await signInAs(page, 'hubExecutive', `/hubs/${HUB}/dispatch`);
  const picked = await pickManifest(page.request);
  const { manifest, zone, a } = picked;
  await expect(page.getByRole('heading', { name: 'Select Manifest' })).toBeVisible();
  await page.getByPlaceholder('Search manifest').fill(manifest.activityGroupId);
  await page.locator(`[data-manifest="${manifest.spaId}"]`).click();
  await expect(page.getByRole('heading', { name: manifest.activityGroupId })).toBeVisible();
  await slide(page, "Let's start dispatching!");
  await expect(page.getByRole('slider', { name: "Let's start dispatching!" })).toHaveCount(0);
  await page
    .locator(`[data-dispatch-group="${zone}"]`)
    .getByRole('button', { name: `Open ${zone}` })
    .click();
  await expect(page.getByRole('heading', { name: zone })).toBeVisible();
  // The zone's items are on screen (the scanner matches against them) before the scan.
  await expect(page.locator(`[data-item-card="${a.itemId}"]`)).toBeVisible();
  await wedgeScan(page, a11y, a.itemId);
  await expect(page.getByText('Dispatch successful')).toBeVisible();
  await expect(page.locator(`[data-item-card="${a.itemId}"]`)).toContainText(`1 / ${a.qty}`);
  return picked;
}

test.describe('corrections and history at 390x844', () => {
  test('a mis-scan on dispatch is taken back with a reason: the count drops and the item history shows who, when and why', async ({ page, a11y }) => {
    test.setTimeout(120_000);
    // The mis-scan: one unit dispatched.
    const { a } = await dispatchOneUnit(page, a11y);
    const card = page.locator(`[data-item-card="${a.itemId}"]`);

    // Undo it with a reason: no reason is refused in words first, then "Mis-scan" saves.
    await a11y.check();
    await page.getByRole('button', { name: `Undo / correct ${a.itemId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Correct ${a.itemId}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('At most 1.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Pick a reason from the list.')).toBeVisible();
    await dialog.getByLabel('Reason').selectOption({ label: 'Mis-scan' });
    await dialog.getByLabel('Note (optional)').fill('Scanned the neighbouring parcel');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Correction saved.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText(`0 / ${a.qty}`);

    // The item's history: the dispatch scan and its correction, by this person, with the reason.
    await page.goto(`/console/hubs/${HUB}/items/${a.itemId}/history`);
    const history = page.getByRole('list', { name: 'Item history' });
    await expect(history).toBeVisible();
    const correction = history.getByRole('listitem').filter({ hasText: 'Correction (dispatch)' });
    await expect(correction).toContainText('Mis-scan');
    await expect(correction).toContainText(DEMO_ACCOUNTS.hubExecutive.name);
    await expect(correction).toContainText('Scanned the neighbouring parcel');
    await expect(
      history
        .getByRole('listitem')
        .filter({ hasText: /Dispatched/ })
        .first(),
    ).toContainText(DEMO_ACCOUNTS.hubExecutive.name);
  });

  test('a hub manager corrects a closed inward manifest; an operator is refused there in words', async ({ page, a11y }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'hubManager', `/hubs/${HUB}`);
    // A closed inward manifest of the demo world with an item counted and not dispatched.
    let found: { manifest: ManifestRow; viewType: string; item: InwardItem } | null = null;
    for (const viewType of ['VEHICLE', 'SELLER']) {
      const { activities } = await json<{ activities: Array<ManifestRow & { vehicleActivity: { vehicleActivityState: string } }> }>(
        page.request,
        `/hubOps/hubApp/${HUB}/${viewType}/activities?movementType=HUB_INWARD&includeCompleted=true`,
      );
      for (const m of activities.filter((x) => x.vehicleActivity.vehicleActivityState === 'COMPLETED')) {
        const { items } = await json<{ items: InwardItem[] }>(page.request, `/hubOps/hubApp/${HUB}/inward/${m.spaId}/items`);
        const item = items.find((i) => i.pickedQty - i.dispatchedQty >= 1);
        if (item) {
          found = { manifest: m, viewType, item };
          break;
        }
      }
      if (found) break;
    }
    expect(found, 'the demo world has a closed inward manifest with a counted, undispatched item at Bengaluru').toBeTruthy();
    const { manifest, viewType, item } = found!;

    // An operator may not correct a closed manifest: the server says so (the screen offers them no action there).
    const refused = await page.request.post(`${API}/auth/demo-login`, { data: { email: DEMO_ACCOUNTS.hubExecutive.email }, headers: H });
    expect(refused.ok()).toBeTruthy();
    const operator = await page.request.post(`${API}/hubOps/hubApp/${HUB}/inward/${manifest.spaId}/corrections`, {
      headers: { ...H, 'idempotency-key': `e2e-closed-${manifest.spaId}` },
      data: { itemId: item.itemId, units: 1, reasonCode: 'DOUBLE_COUNT' },
    });
    expect([operator.status(), (await operator.json()).message]).toEqual([403, 'This is closed. Only a hub manager can correct it now.']);

    await signInAs(page, 'hubManager', `/hubs/${HUB}/inward?viewType=${viewType}&spaId=${manifest.spaId}`);
    const card = page.locator(`[data-item-card="${item.itemId}"]`);
    await expect(card).toContainText(`${item.pickedQty} / ${item.qty}`);
    await a11y.check();
    await page.getByRole('button', { name: `Undo / correct ${item.itemId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Correct ${item.itemId}` });
    await dialog.getByLabel('Reason').selectOption({ label: 'Double count' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Correction saved.')).toBeVisible();
    await expect(card).toContainText(`${item.pickedQty - 1} / ${item.qty}`);

    // The manifest's activity log names the correction and the manager.
    await page.getByRole('button', { name: 'Activity' }).click();
    const log = page.getByRole('list', { name: `Activity of manifest ${manifest.spaId}` });
    const line = log.getByRole('listitem').filter({ hasText: 'Correction (inward)' }).first();
    await expect(line).toContainText('Double count');
    await expect(line).toContainText(DEMO_ACCOUNTS.hubManager.name);
  });

  test("an item's timeline from global search lists every step with the people and times", async ({ page, a11y }) => {
    test.setTimeout(120_000);
    // The executive dispatches one unit; a hub manager takes it back (through the api, as the screen sends it).
    const { manifest, a } = await dispatchOneUnit(page, a11y);
    await signInAs(page, 'hubManager', `/hubs/${HUB}`);
    const corrected = await page.request.post(`${API}/hubOps/hubApp/${HUB}/dispatch/${manifest.spaId}/corrections`, {
      headers: { ...H, 'idempotency-key': `e2e-search-${manifest.spaId}` },
      data: { itemId: a.itemId, units: 1, reasonCode: 'WRONG_TOTE' },
    });
    expect(corrected.status()).toBe(200);

    // Global search (Ctrl+K): the item id finds the item, Enter opens its timeline.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Control+k');
    const input = page.getByRole('textbox', { name: 'Global search' });
    await expect(input).toBeVisible();
    await input.fill(a.itemId);
    await expect(page.locator('[data-entity-type="ITEM"]').first()).toContainText(a.itemId);
    await input.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/console/hubs/${HUB}/items/${a.itemId}/history`));

    // Every step, newest first, each with its person and time: the correction (manager), the dispatch (executive),
    // and the item's arrival in the hub.
    const history = page.getByRole('list', { name: 'Item history' });
    const correction = history.getByRole('listitem').filter({ hasText: 'Correction (dispatch)' });
    await expect(correction).toContainText(DEMO_ACCOUNTS.hubManager.name);
    await expect(correction).toContainText('Wrong tote');
    const dispatched = history
      .getByRole('listitem')
      .filter({ hasText: /Dispatched/ })
      .first();
    await expect(dispatched).toContainText(DEMO_ACCOUNTS.hubExecutive.name);
    for (const line of [correction, dispatched]) await expect(line.locator('time')).toHaveCount(1);
    await expect(history.getByRole('listitem').filter({ hasText: 'In the hub since' })).toHaveCount(1);
  });
});
