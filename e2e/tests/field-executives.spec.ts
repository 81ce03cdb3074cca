import { type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { appPath, signInAs } from './support/demo';

// A 1x1 PNG and a minimal JPEG: the server checks the first bytes, not the names.
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5b1b4e60000000049454e44ae426082',
  'hex',
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(64, 1), Buffer.from([0xff, 0xd9])]);

// Unique per run, so the spec also passes against a reused server.
const stamp = Date.now() % 10_000;
const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('');
const PAN = `${letters(5)}${String(stamp).padStart(4, '0')}${letters(1)}`;
const PHONE = `9${String(Date.now()).slice(-9)}`;
const NEW_PHONE = `8${PHONE.slice(1)}`;
const NAME = `E2E Onboard ${letters(4)}`;

const tableSearch = (page: Page) => page.getByPlaceholder('Search by ID, name, phone or PAN number');
const rowOf = (page: Page, text: string) => page.locator('[data-fe-table] tbody tr', { hasText: text });

async function searchTable(page: Page, term: string) {
  await tableSearch(page).fill(term);
  await expect(page.locator(`[data-fe-table][data-results-for="${term}"]`)).toBeVisible();
}

test.describe('field executives at 390x844', () => {
  test('onboard with both images, find by PAN and phone, edit, no-change save, hub assign/deassign, deactivate', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'hubManager', '/field-executives');
    await expect(page.getByRole('heading', { name: 'Field Executives' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Field Executive List' })).toHaveAttribute('aria-selected', 'true');
    for (const status of ['ALL', 'ACTIVE', 'DEACTIVATED']) await expect(page.getByRole('tab', { name: new RegExp(`^${status}`) })).toBeVisible();

    // Touch targets of at least 44 px on the phone.
    await expect(page.locator('[data-fe-table]')).toBeVisible();
    for (const target of [
      page.getByRole('button', { name: 'Add Field Executive' }),
      page.getByRole('tab', { name: /^ACTIVE/ }),
      page.getByRole('button', { name: 'Next' }),
    ]) {
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }

    // Onboard.
    await page.getByRole('button', { name: 'Add Field Executive' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(NAME);
    await dialog.getByLabel('Phone Number').fill(PHONE);
    await dialog.getByLabel('PAN Number').fill(PAN.toLowerCase());
    await dialog.getByLabel('Address', { exact: false }).first().fill('42 Residency Road, Bengaluru 560025');
    await expect(dialog.getByRole('combobox', { name: 'Address Proof Type' })).toHaveValue('Voter ID');
    const files = dialog.locator('input[type="file"]');
    await files.nth(0).setInputFiles({ name: 'pan-card.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByText('Uploaded pan-card.png')).toBeVisible();
    await files.nth(1).setInputFiles({ name: 'voter-id.jpg', mimeType: 'image/jpeg', buffer: JPEG });
    await expect(dialog.getByText('Uploaded voter-id.jpg')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add Field Executive' }).click();
    await expect(page.getByText('Field Executive added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Find by PAN, then by phone.
    await searchTable(page, PAN);
    await expect(rowOf(page, PAN)).toHaveCount(1);
    const feId = (await rowOf(page, PAN).locator('td').first().textContent())!.trim();
    expect(feId).toMatch(/^FE-\d{8}$/);
    await searchTable(page, PHONE);
    await expect(rowOf(page, feId)).toContainText(NAME);

    // Unchanged save, then edit the phone.
    await rowOf(page, feId)
      .getByRole('button', { name: `Edit ${feId}` })
      .click();
    await expect(dialog.getByLabel('Phone Number')).toHaveValue(PHONE);
    await expect(dialog.getByLabel('PAN Number')).toBeDisabled();
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('No changes to update')).toBeVisible();
    await dialog.getByLabel('Phone Number').fill(NEW_PHONE);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Field Executive updated successfully')).toBeVisible();
    await searchTable(page, NEW_PHONE);
    await expect(rowOf(page, feId)).toContainText(NEW_PHONE);

    // Hub Management: find by the new phone, assign, see it listed and the button disabled, deassign.
    await page.getByRole('tab', { name: 'Hub Management' }).click();
    await expect(page).toHaveURL(new RegExp(`${appPath('/field-executives/hub-management')}$`));
    await expect(page.getByRole('combobox', { name: 'Hub' })).toHaveValue('Bengaluru Central Hub');
    const idSearch = page.getByPlaceholder('Search ID, Phone Number Or PAN number');
    await idSearch.fill(NEW_PHONE.slice(0, 6));
    await expect(page.getByText('Enter 4 more digits for phone search')).toBeVisible();
    await idSearch.fill(NEW_PHONE);
    await idSearch.press('Enter');
    const card = page.locator(`[data-found-fe="${feId}"]`);
    await expect(card).toContainText(NAME);
    await card.getByRole('button', { name: 'Assign to Hub' }).click();
    await expect(page.getByText('Field Executive assigned to hub successfully')).toBeVisible();
    await expect(page.locator(`[data-active-fe="${feId}"]`)).toBeVisible();
    await expect(card.getByRole('button', { name: 'Assign to Hub' })).toBeDisabled();
    await expect(card.getByText('This Field Executive is already assigned to this hub')).toBeVisible();
    await page.getByRole('button', { name: `Deassign ${feId}` }).click();
    await expect(page.getByText('Field Executive deassigned from hub successfully')).toBeVisible();
    await expect(page.locator(`[data-active-fe="${feId}"]`)).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Assign to Hub' })).toBeEnabled();

    // Deactivate with a reason.
    await page.getByRole('tab', { name: 'Field Executive List' }).click();
    await searchTable(page, PAN);
    await rowOf(page, feId)
      .getByRole('button', { name: `Deactivate ${feId}` })
      .click();
    await expect(dialog.getByTestId('deactivate-fe-id')).toHaveText(feId);
    await expect(dialog.getByTestId('deactivate-fe-name')).toHaveText(NAME);
    await dialog.getByLabel('Reason').fill('short');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(dialog.getByText('Reason must be at least 10 characters')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Moved to another city');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('Field Executive deactivated successfully')).toBeVisible();
    await expect(rowOf(page, feId)).toContainText('DEACTIVATED');
    await expect(rowOf(page, feId).getByRole('button')).toHaveCount(0);
  });

  test('uploads: oversize and non-image refused over real HTTP; images served to signed-in users only', async ({ page, browser }) => {
    await signInAs(page, 'hubManager', '/field-executives');
    const res = await page.request.post('/logistics/api/field-executives/upload-file?fileName=a.png', {
      headers: { 'x-hub-console': '1', 'content-type': 'image/png' },
      data: PNG,
    });
    const url = (await res.json()).data as string;
    expect((await page.request.get(url)).status()).toBe(200);
    const oversize = await page.request.post('/logistics/api/field-executives/upload-file?fileName=big.png', {
      headers: { 'x-hub-console': '1', 'content-type': 'image/png' },
      data: Buffer.concat([PNG, Buffer.alloc(2097153 - PNG.length)]),
    });
    expect([oversize.status(), (await oversize.json()).message]).toEqual([413, 'File size should be less than 2MB']);
    const text = await page.request.post('/logistics/api/field-executives/upload-file?fileName=fake.png', {
      headers: { 'x-hub-console': '1', 'content-type': 'image/png' },
      data: Buffer.from('not an image'),
    });
    expect(text.status()).toBe(415);
    const anon = await browser.newContext();
    expect((await anon.request.get(new URL(url, page.url()).toString())).status()).toBe(401);
    await anon.close();
  });

  test('an L1 user opening the list by a direct link sees PAN and phone masked and no Add, Edit or Deactivate', async ({ page }) => {
    // The hub manager onboards the FE through the api (same calls as the form), then L1 signs in in the same context.
    const headers = { 'x-hub-console': '1' };
    expect((await page.request.post('/logistics/api/auth/demo-login', { data: { email: 'hub.manager@demo.hub' }, headers })).ok()).toBeTruthy();
    const uploadAs = async (purpose: string, data: Buffer, type: string) => {
      const res = await page.request.post(`/logistics/api/field-executives/upload-file?fileName=doc&purpose=${purpose}`, {
        headers: { ...headers, 'content-type': type },
        data,
      });
      expect(res.status()).toBe(200);
      return (await res.json()).data as string;
    };
    const pan = `${letters(5)}${String(stamp).padStart(4, '0')}${letters(1)}`;
    const phone = `7${String(Date.now()).slice(-9)}`;
    const name = `E2E Masked ${letters(4)}`;
    const created = await page.request.post('/logistics/api/field-executives', {
      headers,
      data: {
        name,
        phoneNumber: phone,
        panNumber: pan,
        address: '42 Residency Road, Bengaluru 560025',
        panCardPhotoUrl: await uploadAs('FE_PAN_CARD', PNG, 'image/png'),
        addressProofType: 'VOTER_ID',
        addressProofPhotoUrl: await uploadAs('FE_ADDRESS_PROOF', JPEG, 'image/jpeg'),
      },
    });
    expect(created.status()).toBe(200);
    const feId = (await created.json()).data.id as string;

    await signInAs(page, 'supportTeam', '/field-executives');
    await expect(page.getByRole('heading', { name: 'Field Executives' })).toBeVisible();
    // Searching by the real PAN still finds the FE: the server searches stored values and answers them masked.
    await searchTable(page, pan);
    const row = rowOf(page, feId);
    await expect(row).toContainText(name);
    await expect(row).toContainText(`••••••${pan.slice(-4)}`);
    await expect(row).toContainText(`••••••${phone.slice(-4)}`);
    await expect(row).not.toContainText(pan);
    await expect(row).not.toContainText(phone);
    await expect(page.getByRole('button', { name: 'Add Field Executive' })).toHaveCount(0);
    await expect(row.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  });

  test('a hub executive sees the permission message on Hub Management', async ({ page }) => {
    await signInAs(page, 'hubExecutive', '/field-executives/hub-management');
    await expect(page.getByText('You do not have permission to view this page. Hub Manager role is required.')).toBeVisible();
    await expect(page.getByPlaceholder('Search ID, Phone Number Or PAN number')).toHaveCount(0);
  });
});
