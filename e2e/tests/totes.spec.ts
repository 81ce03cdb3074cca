import fs from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, test } from './support/a11y';
import { wedgeScan } from './support/wedge';
import { appPath, DEMO_ACCOUNTS, HUBS, signInAs } from './support/demo';

// Tote management and segregation setup at 390x844 on the production build, against the seeded demo world.
// The tests run in order in one worker (fullyParallel is off): the PSV close, which marks totes lost, runs last.

interface AssetInfo {
  assetCode: string;
  assetState: string;
  hubOrgUnitId: string | null;
  zone: string | null;
  isUsable: boolean;
  assetContents: unknown[];
}
const H = { 'x-hub-console': '1' };
const BLR = HUBS.blr.id;

/** The demo world's totes of a hub letter (TT000A.... are Bengaluru's), read as L1 through bulk asset info. */
async function worldTotes(request: APIRequestContext, codes: string[]): Promise<AssetInfo[]> {
  const login = await request.post('/logistics/api/auth/demo-login', { data: { email: DEMO_ACCOUNTS.supportTeam.email }, headers: H });
  expect(login.ok()).toBeTruthy();
  const out: AssetInfo[] = [];
  for (let i = 0; i < codes.length; i += 200) {
    const res = await request.post('/logistics/api/asset-v2/troubleshoot/asset/info/assetCode/bulk', {
      data: { assetCodes: codes.slice(i, i + 200) },
      headers: H,
    });
    expect(res.ok()).toBeTruthy();
    out.push(...((await res.json()) as { assets: AssetInfo[] }).assets);
  }
  return out;
}
const range = (prefix: string, from: number, to: number, width: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}${String(from + i).padStart(width, '0')}`);
const blrTotes = (request: APIRequestContext) => worldTotes(request, range('TT000A', 1, 400, 4));
/** Empty, usable, untagged totes at Bengaluru. */
const spare = (all: AssetInfo[]) =>
  all.filter((a) => a.hubOrgUnitId === BLR && a.isUsable && a.assetState === 'GOOD_TO_USE' && !a.zone && a.assetContents.length === 0);

/** A hardware scanner: a fast burst of keys ending in Enter, while no field has focus. */
async function typeScan(page: Page, value: string, scope = page.locator('body')) {
  await scope.getByLabel('Scan Tote Barcode').fill(value);
  await scope.getByRole('button', { name: 'Submit' }).click();
}

test.describe('tote management at 390x844', () => {
  test('home: live summary counts, the manager panel, and the cards a hub executive and L1 see', async ({ page }) => {
    await signInAs(page, 'hubPsvManager', `/hubs/${BLR}/toteManagement`);
    await expect(page.getByRole('heading', { name: 'Tote Management' })).toBeVisible();
    const summary = (await (await page.request.get(`/logistics/api/asset-v2/summary/${BLR}/count/summary`, { headers: H })).json()) as Record<string, number>;
    await expect(page.getByTestId('summary-Active Totes')).toContainText(String(summary.totalActiveCount));
    await expect(page.getByTestId('summary-Under PSV')).toContainText(String(summary.psvCount));
    await expect(page.getByTestId('summary-Pending Activation')).toContainText(String(summary.pendingOnboardCount));
    expect(summary.totalActiveCount).toBeGreaterThan(0);
    await expect(page.getByLabel('Manager panel')).toContainText(/verified/);

    await signInAs(page, 'hubExecutive', `/hubs/${BLR}/toteManagement`);
    for (const c of ['Receive Totes', 'Conduct PSV', 'Send Totes', 'Troubleshoot Totes']) {
      const card = page.getByRole('button', { name: c });
      await expect(card).toBeVisible();
      expect((await card.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expect(page.getByRole('button', { name: 'Troubleshoot Issues' })).toHaveCount(0);
    await expect(page.getByLabel('Manager panel')).toHaveCount(0);
    // Sub-paths are appended to the current URL.
    await page.getByRole('button', { name: 'Troubleshoot Totes' }).click();
    await expect(page).toHaveURL(new RegExp(`${appPath(`/hubs/${BLR}/toteManagement/troubleshootTotes`)}$`));
  });

  test('troubleshoot a tote: invalid string refused, asset card and history, mark usable', async ({ page, request }) => {
    const notUsable = (await blrTotes(request)).find((a) => a.hubOrgUnitId === BLR && !a.isUsable && a.assetState !== 'LOST' && a.assetContents.length === 0)!;
    expect(notUsable, 'the demo world has a not-usable tote at Bengaluru').toBeTruthy();
    await signInAs(page, 'hubExecutive', `/hubs/${BLR}/toteManagement/troubleshootTotes`);
    await expect(page.getByRole('heading', { name: 'Troubleshoot Totes' })).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Troubleshoot Asset' });
    await expect(dialog).toBeVisible();
    await typeScan(page, 'HELLO1', dialog);
    await expect(page.getByText('Invalid tote id')).toBeVisible();
    await page.getByRole('button', { name: 'Scan Tote Barcode' }).click();
    await typeScan(page, notUsable.assetCode.toLowerCase(), dialog);
    const card = page.getByLabel(`Asset ${notUsable.assetCode}`);
    await expect(card).toBeVisible();
    await expect(card.getByText(/^Not usable: /)).toBeVisible();
    await expect(page.getByText('History')).toBeVisible();
    await card.getByRole('button', { name: 'Mark usable' }).click();
    await expect(page.getByText(`Marked ${notUsable.assetCode} as usable. Please tag again to attach.`)).toBeVisible();
    await expect(card.getByText('Usable at this hub')).toBeVisible();
    await expect(card.getByTestId('asset-state')).toHaveText('EMPTY_TOTE');
  });

  test('L1 marks a lost tote found (and is refused a non-permanent code)', async ({ page, request }) => {
    const lost = (await worldTotes(request, range('TT000X', 0, 39, 3))).find((a) => a.assetState === 'LOST')!;
    expect(lost, 'the demo world has a lost permanent tote').toBeTruthy();
    await signInAs(page, 'supportTeam', `/hubs/${BLR}/toteManagement`);
    await page.getByRole('button', { name: 'Troubleshoot Issues' }).click();
    await expect(page.getByRole('heading', { name: 'Troubleshoot Issues' })).toBeVisible();
    await page.getByLabel('Asset code', { exact: true }).fill('CTAB123');
    await page.getByRole('button', { name: 'Mark found' }).click();
    await expect(page.getByText('Invalid asset code, example asset - TT000A001')).toBeVisible();
    await page.getByLabel('Asset code', { exact: true }).fill(lost.assetCode);
    await page.getByRole('button', { name: 'Mark found' }).click();
    await expect(page.getByText(`Marked ${lost.assetCode} as found at ${BLR}.`)).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `${lost.assetCode} is EMPTY_TOTE at ${BLR}` })).toBeVisible();
  });

  test('send a tote to another hub, receive it there, undo the receive', async ({ page, request }) => {
    const tote = spare(await blrTotes(request))[0]!;
    await signInAs(page, 'hubExecutive', `/hubs/${BLR}/toteManagement/sendTotes`);
    await expect(page.getByRole('heading', { name: 'Send Totes' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Destination hub' }).click();
    await page.getByRole('option', { name: HUBS.pun.name }).click();
    await typeScan(page, tote.assetCode);
    await expect(page.getByText(`Sent ${tote.assetCode} to ${HUBS.pun.id}.`)).toBeVisible();
    await expect(page.getByTestId('transfer-count')).toHaveText('1');

    await page.goto(appPath(`/hubs/${HUBS.pun.id}/toteManagement/receiveTotes`));
    await expect(page.getByRole('heading', { name: 'Receive Totes' })).toBeVisible();
    await typeScan(page, 'TT000A9999');
    await expect(page.getByText('Asset TT000A9999 not found')).toBeVisible();
    await typeScan(page, tote.assetCode);
    await expect(page.getByText(`Received ${tote.assetCode}.`)).toBeVisible();
    await expect(page.getByTestId('transfer-count')).toHaveText('1');
    await page.getByRole('button', { name: 'Undo last scan' }).click();
    await expect(page.getByText(`Undid the receive of ${tote.assetCode}.`)).toBeVisible();
    await expect(page.getByTestId('transfer-count')).toHaveText('0');
  });

  test('segregation setup: scan a zone name, tag a tote by wedge scan, de-tag it', async ({ page, request, a11y }) => {
    const tote = spare(await blrTotes(request))[1]!;
    const zones = (await (await request.get(`/logistics/api/hubOps/hubApp/${BLR}/zones`, { headers: H })).json()) as {
      zones: Array<{ zoneId: string; zoneType: string }>;
    };
    const zone = zones.zones.find((z) => z.zoneType === 'LM')!.zoneId;
    await signInAs(page, 'hubExecutive', `/v2/hubs/${BLR}/segregationSetup`);
    await expect(page.getByRole('heading', { name: 'Segregation setup' })).toBeVisible();
    await expect(page.getByTestId('segregation-session')).toHaveText(/^Session [A-Za-z0-9]{15}$/);
    await wedgeScan(page, a11y, zone);
    await expect(page.getByText(`Totes tagged to ${zone}`)).toBeVisible();
    await wedgeScan(page, a11y, tote.assetCode);
    await expect(page.getByText(`${tote.assetCode} tagged to ${zone}`)).toBeVisible();
    const list = page.getByLabel('Tagged totes');
    await expect(list.getByText(tote.assetCode)).toBeVisible();
    await list.getByRole('button', { name: `Remove ${tote.assetCode}` }).click();
    await expect(page.getByText(`${tote.assetCode} removed from ${zone}`)).toBeVisible();
    await expect(page.getByLabel('Tagged totes').getByText(tote.assetCode)).toHaveCount(0);
  });

  test('Conduct PSV: download the xlsx, verify a pending tote by wedge scan, refuse one outside the task, close with lost', async ({ page, request, a11y }) => {
    const spares = spare(await blrTotes(request));
    const task = `PSV-BLR-0002`;
    await signInAs(page, 'hubPsvManager', `/hubs/${BLR}/toteManagement/psvTotes`);
    await expect(page.getByRole('heading', { name: 'Conduct PSV' })).toBeVisible();
    const card = page.getByTestId(`psv-task-${task}`);
    await expect(card).toContainText('PROCESSING');
    await expect(card).toContainText(/\d{2} [A-Z][a-z]{2} \d{2}/);

    // Download: a real workbook, named '{task}_asset_list.xlsx', one row per asset.
    const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download' }).click()]);
    expect(download.suggestedFilename()).toBe(`${task}_asset_list.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const rows = (book.worksheets[0]!.getSheetValues() as unknown[][]).slice(1);
    expect(rows[0]!.slice(1, 6)).toEqual(['Asset Code', 'Asset Size', 'Asset State', 'Last Activity', 'Verified']);
    const pending = rows
      .slice(1)
      .filter((r) => r[5] === 'No')
      .map((r) => String(r[1]));
    expect(pending.length).toBeGreaterThan(1);
    const total = rows.length - 1;
    const verifiedBefore = total - pending.length;
    const inTask = new Set(rows.slice(1).map((r) => String(r[1])));
    const outsider = spares.find((a) => !inTask.has(a.assetCode))!;

    // Verify one pending tote with a hardware scanner burst in the scanner drawer.
    await card.getByRole('button', { name: 'View' }).click();
    await expect(page.getByTestId('psv-verified')).toHaveText(`${verifiedBefore} / ${total}`);
    await page.getByRole('button', { name: 'Continue PSV' }).click();
    const drawer = page.getByRole('dialog', { name: `Continue PSV: ${task}` });
    await expect(drawer).toBeVisible();
    await wedgeScan(page, a11y, pending[0]!);
    await expect(page.getByText(`${pending[0]} verified`)).toBeVisible();
    await expect(drawer.getByTestId('psv-drawer-count')).toHaveText(`Verified ${verifiedBefore + 1} / ${total}`);
    await typeScan(page, outsider.assetCode, drawer);
    await expect(page.getByText(`Asset ${outsider.assetCode} is not part of PSV task ${task}`)).toBeVisible();
    await page.keyboard.press('Escape');

    // Close with the remaining pending totes marked lost.
    await page.getByRole('button', { name: 'All tasks' }).click();
    const left = pending.length - 1;
    await expect(card).toContainText(`${left} totes are still pending verification`);
    await card.getByRole('button', { name: 'Close Task & Mark Remaining as Lost' }).click();
    const confirm = page.getByRole('dialog', { name: `Close ${task}?` });
    await confirm.getByRole('button', { name: 'Close Task & Mark Remaining as Lost' }).click();
    await expect(page.getByText(`Task id ${task} closed successfully.`)).toBeVisible();
    await expect(page.getByTestId(`psv-task-${task}`)).toHaveCount(0);
    await page.getByRole('tab', { name: 'Completed' }).click();
    const closed = page.getByTestId(`psv-task-${task}`);
    await expect(closed).toContainText('PROCESSED');
    await expect(closed.getByTestId('count-Lost')).toHaveText(String(left));
    await expect(closed.getByRole('button', { name: /Close Task/ })).toHaveCount(0);
  });
});
