import { type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { setHubClock } from './support/clock';
import { appPath, HUBS, signInAs } from './support/demo';

// Mark OFD, Generate LM Manifest and route batch management at 390x844 against the seeded world (scale 1), which every
// test starts from (support/world.ts): BLR's LM zones are LM-BLR-01 (ready, 2 buyers), -02 (readiness unknown,
// 3 buyers), -03 (picking, 2 buyers) and -04 (ready, 3 buyers, one of them in the seed's per-buyer OFD in progress,
// which the api finishes a few seconds after start, and again after each reset).
const HUB = HUBS.blr.id;

const zoneRow = (page: Page, zoneId: string) => page.locator(`[data-zone="${zoneId}"]`);

/** Waits (reloading) until a zone can be selected: its in-progress task has finished. */
async function waitSelectable(page: Page, zoneId: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('checkbox', { name: `Select zone ${zoneId}` })).toBeEnabled({ timeout: 3000 });
  }).toPass({ timeout: 45_000 });
}

async function pickDriver(page: Page, buttonName: string) {
  await page.getByRole('button', { name: buttonName }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Driver' });
  await dialog.getByRole('option').first().click();
  await expect(dialog).toBeHidden();
}

test.describe('Mark OFD, LM manifest and route batches at 390x844', () => {
  test('per-buyer OFD for two buyers of a zone', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'hubExecutive', `/hubs/${HUB}/markOfd`);
    await expect(page.getByRole('heading', { name: 'Mark OFD' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search zone' })).toBeVisible();
    await expect(zoneRow(page, 'LM-BLR-03').getByText('Picking')).toBeVisible();
    await expect(zoneRow(page, 'LM-BLR-01').getByText('OFD ready')).toBeVisible();
    await page.getByRole('button', { name: /^LM-BLR-02/ }).click();
    await expect(page.getByRole('heading', { name: 'LM-BLR-02' })).toBeVisible();
    const buyers = page.getByRole('list', { name: 'Buyers' }).getByRole('listitem');
    await expect(buyers).toHaveCount(3);
    await expect(page.getByText('Selected Buyers: 3')).toBeVisible();
    await pickDriver(page, 'Assign Driver');
    await expect(page.getByRole('button', { name: 'Re-assign Driver' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark OFD for Zone' })).toBeVisible();
    // Leave out the lightest buyer (the list is heaviest first).
    await buyers.nth(2).getByRole('checkbox').uncheck();
    await expect(page.getByText('Selected Buyers: 2')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Mark OFD for Selected Buyers' });
    expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await submit.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Are you sure you want to proceed with OFD for 2 buyers?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('OFD Request Generated')).toBeVisible();
    await expect(page.getByRole('status', { name: 'OFD Operation In Progress' })).toBeVisible();
    // The driver selection is cleared after a request.
    await expect(page.getByRole('button', { name: 'Assign Driver' })).toBeVisible();
  });

  test('two zones with a driver: confirmation lists them, request generated, in-progress banner, zones leave the list', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'hubExecutive', `/hubs/${HUB}/markOfd`);
    await expect(page.getByText('Either Driver or Zone Selection Pending')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select zone LM-BLR-02' }).check();
    await page.getByRole('checkbox', { name: 'Select zone LM-BLR-01' }).check();
    await expect(page.getByText(/^Total Weight: \d+\.\d{2} ton$/)).toBeVisible();
    // Both zones' buyers: 3 of LM-BLR-02 and 2 of LM-BLR-01.
    await expect(page.getByText('Buyers: 5')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark OFD' })).toHaveCount(0);
    await pickDriver(page, 'Select Driver');
    await page.getByRole('button', { name: 'Mark OFD' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Zones: LM-BLR-01, LM-BLR-02')).toBeVisible();
    await expect(dialog.getByText('Are you sure you want to proceed with OFD for 5 buyers?')).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('OFD Request Generated')).toBeVisible();
    const banner = page.getByRole('status', { name: 'OFD Operation In Progress' });
    await expect(banner).toBeVisible();
    const taskId = /OFD-[A-Z0-9-]+/.exec((await banner.textContent()) ?? '')?.[0];
    expect(taskId, 'the banner lists the task id').toBeTruthy();
    await expect(page.getByRole('checkbox', { name: 'Select zone LM-BLR-01' })).toBeDisabled();
    // Once the task has become the driver's runsheet, the zones have nothing left and leave the list.
    await expect(zoneRow(page, 'LM-BLR-01')).toHaveCount(0, { timeout: 30_000 });
    await expect(zoneRow(page, 'LM-BLR-02')).toHaveCount(0);
    // The hand-off: close runsheet lists the driver's new runsheet.
    await page.goto(`/console/hubs/${HUB}/closeRunsheet`);
    await page.getByRole('searchbox', { name: 'Search runsheet, vehicle or driver' }).fill(`RS-${taskId}`);
    await expect(page.getByRole('listitem', { name: `Runsheet RS-${taskId}` })).toBeVisible();
  });

  test('Generate LM Manifest: a zone still picking is refused, a ready one is created', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'routingExecutive', `/hubs/${HUB}/lm-generation`);
    await expect(page.getByRole('heading', { name: 'Generate LM Manifest' })).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select zone LM-BLR-03' }).check();
    await pickDriver(page, 'Select Driver');
    await page.getByRole('button', { name: 'Generate LM Manifest' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Failed to create LM Manifest: Zone LM-BLR-03 is still picking and not ready for OFD')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Select zone LM-BLR-03' }).uncheck();
    // LM-BLR-04 keeps the buyers the seed's per-buyer OFD left once that task has finished.
    await waitSelectable(page, 'LM-BLR-04');
    await page.getByRole('checkbox', { name: 'Select zone LM-BLR-04' }).check();
    await pickDriver(page, 'Select Driver');
    await page.getByRole('button', { name: 'Generate LM Manifest' }).click();
    await expect(page.getByRole('dialog').getByText('Are you sure you want to proceed with OFD for 2 buyers?')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Manifest Generation Request Created')).toBeVisible();
    await expect(page.getByRole('status', { name: 'OFD Operation In Progress' })).toBeVisible();
  });

  test('route batches: from some unbatched to "All batches have been submitted"', async ({ page }) => {
    await signInAs(page, 'hubManager', `/hubs?hubId=${HUB}`);
    await page.getByRole('link', { name: 'Route Batch Management' }).click();
    await expect(page.getByRole('heading', { name: 'Route Batch Management' })).toBeVisible();
    const routes = page.getByRole('list', { name: 'Routes without a batch' }).getByRole('listitem');
    await expect(routes.first()).toBeVisible();
    const n = await routes.count();
    expect(n).toBeGreaterThan(0);
    // Morning is always allowed (afternoon depends on the hub clock).
    for (let i = 0; i < n; i++) await routes.nth(i).getByText('Morning').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('All batches have been submitted')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
  });

  test('route batches: a batched route changes to the afternoon at 11:00 and back to the morning before 10 AM', async ({ page }) => {
    await signInAs(page, 'routingExecutive', `/hubs?hubId=${HUB}`);
    await setHubClock(page, '11:00');
    await page.goto(appPath(`/hubs/${HUB}/routeBatchMgt`));
    await expect(page.getByRole('heading', { name: 'Route Batch Management' })).toBeVisible();
    // Every route without a batch goes to the morning first.
    const pending = page.getByRole('list', { name: 'Routes without a batch' }).getByRole('listitem');
    await expect(pending.first()).toBeVisible();
    const names = await pending.evaluateAll((els) => els.map((e) => e.getAttribute('data-route')!));
    expect(names.length, 'the seeded hub has at least two routes without a batch').toBeGreaterThanOrEqual(2);
    for (let i = 0; i < names.length; i++) await pending.nth(i).getByText('Morning').click();
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('All batches have been submitted')).toBeVisible();

    // Morning -> Afternoon inside the window (000 §4).
    const batched = page.getByRole('list', { name: 'Routes with a batch' });
    const first = batched.locator(`[data-batched-route="${names[0]}"]`);
    const second = batched.locator(`[data-batched-route="${names[1]}"]`);
    await expect(first.getByRole('radio', { name: 'Morning' })).toBeChecked();
    const change = page.getByRole('button', { name: 'Change batches' });
    await expect(change).toBeDisabled();
    await first.getByText('Afternoon').click();
    expect((await change.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await change.click();
    await expect(page.getByText('Route batches changed')).toBeVisible();
    await expect(first.getByRole('radio', { name: 'Afternoon' })).toBeChecked();

    // Before 10 AM a morning route cannot switch to the afternoon; an afternoon route can always go back.
    await setHubClock(page, '09:30');
    await page.reload();
    await expect(page.getByText('Cannot switch to afternoon batch before 10 AM')).toBeVisible();
    await expect(second.getByRole('radio', { name: 'Afternoon' })).toBeDisabled();
    await expect(first.getByRole('radio', { name: 'Afternoon' })).toBeChecked();
    await first.getByText('Morning').click();
    await page.getByRole('button', { name: 'Change batches' }).click();
    await expect(page.getByText('Route batches changed')).toBeVisible();
    await expect(first.getByRole('radio', { name: 'Morning' })).toBeChecked();
  });

  test('a hub executive has no route batch tile and is refused the page', async ({ page }) => {
    await signInAs(page, 'hubExecutive', `/hubs?hubId=${HUB}`);
    await expect(page.getByRole('link', { name: 'Mark OFD' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Route Batch Management' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Generate LM Manifest' })).toHaveCount(0);
    await page.goto(`/console/hubs/${HUB}/routeBatchMgt`);
    await expect(page.getByText('You do not have permission to do this. Hub Manager, Routing Executive or L1/Admin role is required.')).toBeVisible();
  });
});
