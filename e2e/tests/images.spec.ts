import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { hubDayStartMs as startOfDay } from './support/clock';
import { appPath, HUBS, signInAs } from './support/demo';

const API = '/logistics/api';
/** The seeded sample photos are uploads (api/src/seed/images.ts): GET /files/{id}. */
const SAMPLE_UPLOAD = /^\/logistics\/api\/files\/sample-[0-9a-f]{24}$/;

/**
 * Waits until the browser has loaded and decoded the image from a sample upload: a broken image has no natural width,
 * and one that fell back to its placeholder no longer has a sample upload as its source.
 */
async function expectLoadedPhoto(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() =>
      image.evaluate(
        (img: HTMLImageElement, pattern) => (img.complete && new RegExp(pattern).test(new URL(img.currentSrc || img.src).pathname) ? img.naturalWidth : 0),
        SAMPLE_UPLOAD.source,
      ),
    )
    .toBeGreaterThan(0);
}

/** The first item of a seeded inward manifest of Bengaluru (any state: the item detail opens from the URL). */
async function anInwardItem(page: Page): Promise<{ spaId: string; itemId: string; itemTitle: string }> {
  const res = await page.request.get(`${API}/hubOps/hubApp/${HUBS.blr.id}/VEHICLE/activities?movementType=HUB_INWARD`);
  expect(res.ok()).toBeTruthy();
  for (const m of (await res.json()).activities as Array<{ spaId: string }>) {
    const items = await page.request.get(`${API}/hubOps/hubApp/${HUBS.blr.id}/inward/${m.spaId}/items?activityViewType=VEHICLE`);
    const [item] = (await items.json()).items as Array<{ itemId: string; itemTitle: string }>;
    if (item) return { spaId: m.spaId, ...item };
  }
  throw new Error('the demo world has no inward manifest with items at Bengaluru');
}

test.describe('images at 390x844: real photos served as uploads', () => {
  test('an item detail shows the item’s photo', async ({ page }) => {
    await signInAs(page, 'hubExecutive', '/hubs');
    const item = await anInwardItem(page);
    await page.goto(appPath(`/hubs/${HUBS.blr.id}/inward?viewType=VEHICLE&spaId=${item.spaId}&itemId=${item.itemId}`));
    await expectLoadedPhoto(page.getByRole('img', { name: item.itemTitle, exact: true }));
  });

  test('the alert review modal shows the alert’s proof photo', async ({ page }) => {
    await signInAs(page, 'hubExecutive', '/hubs');
    // Yesterday's seeded complete-RTO alert at Pune carries an RTO image.
    const yesterday = startOfDay(1);
    const res = await page.request.get(`${API}/venus/hub/${HUBS.pun.id}/alerts?date_epoch=${yesterday}`);
    expect(res.ok()).toBeTruthy();
    const [rto] = (await res.json()).alerts as Array<{ vehicleNumber: string }>;
    expect(rto, 'a seeded alert yesterday at Pune').toBeTruthy();
    await page.goto(appPath(`/venus/timeline?vehicleId=${rto!.vehicleNumber}&hubId=${HUBS.pun.id}&date=${yesterday}`));
    await page.locator('[data-entry-type="ALERT"]').getByRole('button', { name: 'Complete rto' }).click();
    const modal = page.getByRole('dialog', { name: 'Complete rto' });
    await expect(modal.getByText('RTO reason')).toBeVisible();
    await expectLoadedPhoto(modal.getByRole('img', { name: 'Proof image 1 of 1' }));
  });
});
