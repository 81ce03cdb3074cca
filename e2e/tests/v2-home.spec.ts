import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/a11y';
import { appPath, HUBS, signInAs } from './support/demo';

// The Hub Ops home reached through /v2/hubs (spec 000 §2 routes: /v2/hubs beside /v2/hubs/{hubId}/inward,
// zoneMovement, segregationSetup) at 390x844: its tiles open the v2 flows; flows without a v2 screen keep /hubs.

const API = '/logistics/api';
const HUB = HUBS.blr.id;

interface ManifestRow {
  spaId: string;
  activityGroupId: string;
  vehicleActivity: { vehicleActivityState: string };
}

async function startedSellerManifest(request: APIRequestContext): Promise<ManifestRow> {
  const res = await request.get(`${API}/hubOps/hubApp/${HUB}/SELLER/activities?movementType=HUB_INWARD`);
  expect(res.ok()).toBeTruthy();
  const started = ((await res.json()).activities as ManifestRow[]).find((m) => m.vehicleActivity.vehicleActivityState === 'STARTED');
  // The seed's started inward manifests are SELLER ones (docs/world.md); without one this test proves nothing.
  expect(started, 'the seeded world has a started SELLER inward manifest').toBeTruthy();
  return started!;
}

test.describe('the v2 Hub Ops home at 390x844', () => {
  test('tapping the Inward tile opens the v2 inward route, which lists items through the v2 suffix', async ({ page }) => {
    await signInAs(page, 'hubExecutive', `/v2/hubs?hubId=${HUB}`);
    const started = await startedSellerManifest(page.request);
    const inward = page.getByRole('link', { name: 'Inward Items' });
    await expect(inward).toHaveAttribute('href', appPath(`/v2/hubs/${HUB}/inward`));
    expect((await inward.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await inward.click();
    await expect(page).toHaveURL(new RegExp(`${appPath(`/v2/hubs/${HUB}/inward`)}$`));
    await expect(page.getByRole('heading', { name: 'Select Manifest' })).toBeVisible();

    const v2Call = page.waitForRequest((r) => r.url().includes(`/inward/${started.spaId}/items/v2?activityPickupType=SELLER`));
    await page.getByRole('tab', { name: 'seller' }).click();
    await page.getByPlaceholder('Search manifest').fill(started.activityGroupId);
    await page.locator(`[data-manifest="${started.spaId}"]`).click();
    await v2Call;
    await expect(page.getByRole('heading', { name: started.activityGroupId })).toBeVisible();
    await expect(page.locator('[data-item-card]').first()).toBeVisible();
    // The v2 view: items are picked for a pick request.
    await expect(page.getByRole('button', { name: /^Create pick request/ })).toBeVisible();
  });

  test('zone movement and segregation setup open their v2 screens; the other tiles keep their /hubs screen', async ({ page }) => {
    await signInAs(page, 'hubExecutive', `/v2/hubs?hubId=${HUB}`);
    await expect(page.getByRole('link', { name: 'Zone movement' })).toHaveAttribute('href', appPath(`/v2/hubs/${HUB}/zoneMovement`));
    for (const [tile, path] of [
      ['Quality check', 'qualityCheck'],
      ['Dispatch items', 'dispatch'],
      ['Zone visibility', 'zonesVisiblity'],
      ['Tote management', 'toteManagement'],
    ] as const) {
      await expect(page.getByRole('link', { name: tile })).toHaveAttribute('href', appPath(`/hubs/${HUB}/${path}`));
    }

    // Segregation setup is the totes remote's screen: the home links across to its v2 route.
    await page.getByRole('link', { name: 'Tote Segregation Setup' }).click();
    await expect(page).toHaveURL(new RegExp(`${appPath(`/v2/hubs/${HUB}/segregationSetup`)}$`));
    await expect(page.getByRole('heading', { name: 'Segregation setup' })).toBeVisible();
  });

  test('the home reached through /hubs keeps every tile on /hubs', async ({ page }) => {
    await signInAs(page, 'hubExecutive', `/hubs?hubId=${HUB}`);
    await expect(page.getByRole('link', { name: 'Inward Items' })).toHaveAttribute('href', appPath(`/hubs/${HUB}/inward`));
    await expect(page.getByRole('link', { name: 'Zone movement' })).toHaveAttribute('href', appPath(`/hubs/${HUB}/zoneMovement`));
    await expect(page.getByRole('link', { name: 'Tote Segregation Setup' })).toHaveAttribute('href', appPath(`/hubs/${HUB}/segregationSetup`));
  });
});
