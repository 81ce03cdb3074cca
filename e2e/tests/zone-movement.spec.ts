import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { setHubClock } from './support/clock';
import { appPath, DEMO_ACCOUNTS, HUBS, signInAs } from './support/demo';
import { wedgeScan } from './support/wedge';

const API = '/logistics/api';
const HUB = HUBS.blr.id;
const H = { 'x-hub-console': '1' };

interface ZoneItem {
  itemId: string;
  itemTitle: string;
  qty: number;
  movableQty: number;
  movedQty: number;
  destinationZoneId: string | null;
  toteIds: string[];
}
interface ZoneItems {
  items: ZoneItem[];
  totes: Array<{ toteId: string; units: number }>;
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`${API}${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
}
const zoneItems = (request: APIRequestContext, zone: string, query = '') => json<ZoneItems>(request, `/hubOps/hubApp/${HUB}/ZONE/${zone}/items${query}`);

/** A staging zone of the morning list with two untouched items going to the same LM zone (the items the test moves). */
async function pickZone(request: APIRequestContext, skip: readonly string[] = []) {
  const { zones } = await json<{ zones: Array<{ zoneId: string; itemCount: number }> }>(request, `/hubOps/hubApp/${HUB}/stagingZones`);
  for (const z of [...zones].reverse()) {
    if (skip.includes(z.zoneId) || z.itemCount < 2) continue;
    const { items, totes } = await zoneItems(request, z.zoneId, '?routeBatch=MORNING');
    const open = items.filter((i) => i.movedQty === 0 && i.destinationZoneId && i.movableQty >= 1);
    for (const a of open) {
      const b = open.find((x) => x !== a && x.destinationZoneId === a.destinationZoneId);
      if (b) return { zone: z.zoneId, a, b, lm: a.destinationZoneId!, totes };
    }
  }
  throw new Error('the demo world has no staging zone with two untouched items for one LM zone');
}

/**
 * An empty usable tote at the hub in no zone (as bulk asset info shows it to L1): the Switch tote dialog tags it to the
 * item's LM zone. Taken from the end of the list (the dispatch and totes specs take theirs from the start).
 */
async function freeTote(request: APIRequestContext) {
  const login = await request.post(`${API}/auth/demo-login`, { data: { email: DEMO_ACCOUNTS.supportTeam.email }, headers: H });
  expect(login.ok()).toBeTruthy();
  const codes = Array.from({ length: 200 }, (_, i) => `TT000A${String(i + 1).padStart(4, '0')}`);
  const res = await request.post(`${API}/asset-v2/troubleshoot/asset/info/assetCode/bulk`, { data: { assetCodes: codes }, headers: H });
  const { assets } = (await res.json()) as {
    assets: Array<{ assetCode: string; assetState: string; isUsable: boolean; zone: string | null; hubOrgUnitId: string | null; assetContents: unknown[] }>;
  };
  const free = assets.filter((t) => t.hubOrgUnitId === HUB && t.isUsable && t.assetState === 'GOOD_TO_USE' && !t.zone && t.assetContents.length === 0);
  expect(free.length, 'the demo world has a free usable tote at Bengaluru').toBeGreaterThan(0);
  return free.at(-1)!.assetCode;
}

const card = (page: Page, itemId: string) => page.locator(`[data-item-card="${itemId}"]`);
/** The toggle's visible segment (its radio input is visually hidden). */
const batchLabel = (page: Page, name: string) => page.locator('label', { hasText: new RegExp(`^${name} \\(`) });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Confirm?' });

test.describe('zone movement at 390x844', () => {
  test('v1: scan a staging zone, the batch toggle before and after 10 AM, switch tote, move into a tote by scanning it, an invalid tote, "Move all"', async ({
    page,
    request,
    a11y,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, 'hubExecutive', `/hubs/${HUB}/zoneMovement`);
    const { zone, a, b, lm } = await pickZone(page.request);
    const tote = await freeTote(request);

    // Step 1: the staging zones; scanning a zone selects it.
    await expect(page.getByText('Step 1 of 3 · Zone')).toBeVisible();
    const zoneCard = page.locator(`[data-zone-card="${zone}"]`);
    await expect(zoneCard).toBeVisible();
    await expect(zoneCard.locator('[data-zone-qty]')).toHaveText(/^\d{2,} \/ \d{2,}$/);
    expect((await zoneCard.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await wedgeScan(page, a11y, zone.toLowerCase());
    await expect(page.getByText('Step 2 of 3 · Items')).toBeVisible();
    await expect(page.getByRole('heading', { name: zone })).toBeVisible();
    await expect(card(page, a.itemId)).toBeVisible();

    // The Morning / Afternoon toggle (000 §4) on the hub clock: refused at 09:59 while the morning list has items...
    await setHubClock(page, '09:59');
    await page.reload();
    await expect(card(page, a.itemId)).toBeVisible();
    await batchLabel(page, 'Afternoon').click();
    await expect(page.getByText('Cannot switch to afternoon batch before 10 AM')).toBeVisible();
    await expect(page).not.toHaveURL(/batch=AFTERNOON/);
    // ... and allowed at 10:00; back to Morning always.
    await setHubClock(page, '10:00');
    await page.reload();
    await expect(card(page, a.itemId)).toBeVisible();
    await batchLabel(page, 'Afternoon').click();
    await expect(page).toHaveURL(/batch=AFTERNOON/);
    await expect(card(page, a.itemId)).toHaveCount(0);
    await batchLabel(page, 'Morning').click();
    await expect(card(page, a.itemId)).toBeVisible();
    await setHubClock(page, null);

    // Step 3, item A: "Move to tote" is on; Switch tote tags the scanned tote to the card's LM zone.
    await card(page, a.itemId).click();
    await expect(page.getByText('Step 3 of 3 · Details')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Move to tote' })).toBeChecked();
    const line = page.locator(`[data-association="${lm}"]`);
    await line.getByRole('button', { name: 'Switch tote' }).click();
    const scan = page.getByRole('dialog', { name: `Scan tote for ${lm}` });
    await scan.getByLabel('Tote ID').fill(tote);
    await scan.getByRole('button', { name: 'Submit' }).click();
    await expect(line.locator('[data-attached-tote]')).toHaveAttribute('data-attached-tote', tote);

    // An invalid tote scan, then the tote itself scanned: "Confirm moving N x title to zone", moved into it.
    await wedgeScan(page, a11y, 'TT000Z9999');
    await expect(page.getByText('Invalid tote TT000Z9999 scanned')).toBeVisible();
    await wedgeScan(page, a11y, tote);
    await expect(confirmDialog(page)).toContainText(`Confirm moving ${a.movableQty} x ${a.itemTitle} to ${lm}`);
    await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('[data-item-progress]')).toHaveText(`${a.movableQty} / ${a.movableQty}`);
    await expect(page.getByRole('button', { name: /^Move all/ })).toHaveCount(0);

    // The browser back button walks the steps back.
    await page.goBack();
    await expect(page.getByText('Step 2 of 3 · Items')).toBeVisible();
    await expect(card(page, a.itemId)).toHaveCount(0);

    // Item B: "Move all" with the remaining count, through "Confirm?", into the zone's tote.
    await card(page, b.itemId).click();
    await page.getByRole('button', { name: `Move all (${b.movableQty})` }).click();
    await expect(confirmDialog(page)).toContainText(`Confirm moving ${b.movableQty} x ${b.itemTitle} to ${lm}`);
    await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('[data-item-progress]')).toHaveText(`${b.movableQty} / ${b.movableQty}`);

    // The hand-off: QC and Mark OFD read the LM zone's units, now holding both items in the tote.
    const qc = await json<{ items: Array<{ itemId: string; toteId: string | null }> }>(page.request, `/hubOps/hubApp/currentEntityItems/${HUB}/${lm}`);
    expect(qc.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ itemId: a.itemId, toteId: tote }), expect.objectContaining({ itemId: b.itemId, toteId: tote })]),
    );
    await page.goBack();
    await page.goBack();
    await expect(page.getByText('Step 1 of 3 · Zone')).toBeVisible();
    await expect(page).toHaveURL(appPath(`/hubs/${HUB}/zoneMovement`));
  });

  test('v2: a zone, then its tote, then "Move all" with "Move to tote" off', async ({ page, a11y }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'hubExecutive', `/v2/hubs/${HUB}/zoneMovement`);
    const { zones } = await json<{ zones: Array<{ zoneId: string; itemCount: number }> }>(page.request, `/hubOps/hubApp/${HUB}/stagingZones`);
    let picked: { zone: string; tote: string; item: ZoneItem } | null = null;
    for (const z of zones.filter((x) => x.itemCount > 0)) {
      const { items } = await zoneItems(page.request, z.zoneId, '?routeBatch=MORNING');
      const item = items.find((i) => i.movedQty === 0 && i.destinationZoneId && i.toteIds.length === 1);
      if (item) {
        picked = { zone: z.zoneId, tote: item.toteIds[0]!, item };
        break;
      }
    }
    expect(picked, 'a staging zone with an item in a tote').toBeTruthy();
    const { zone, tote, item } = picked!;

    await page.locator(`[data-zone-card="${zone}"]`).click();
    await expect(page.getByText('Scan a tote of this zone to start')).toBeVisible();
    await wedgeScan(page, a11y, tote);
    await expect(page.locator(`[data-current-tote="${tote}"]`)).toBeVisible();
    await card(page, item.itemId).click();
    await page.getByRole('switch', { name: 'Move to tote' }).click({ force: true });
    await expect(page.getByRole('button', { name: 'Switch tote' })).toHaveCount(0);
    await page.getByRole('button', { name: /^Move all/ }).click();
    await expect(confirmDialog(page)).toContainText(`Confirm moving ${item.movableQty} x ${item.itemTitle} to ${item.destinationZoneId}`);
    await confirmDialog(page).getByRole('button', { name: 'Confirm' }).click();
    await expect(page.locator('[data-item-progress]')).toHaveText(`${item.movableQty} / ${item.movableQty}`);
  });
});
