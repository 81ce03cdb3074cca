import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/a11y';
import { setHubClock } from './support/clock';
import { HUBS, signInAs } from './support/demo';
import { wedgeScan } from './support/wedge';

// Tote in-scan, zone tote merging and the TMS inward links page at 390x844 on the production build, against the
// seeded world: Bengaluru has every pilot (route batching included), Pune tote in-scan only, Hyderabad none. Each test
// picks what it acts on from the live world through the api, so re-runs (and other specs beside it) do not collide.

const API = '/logistics/api';
const BLR = HUBS.blr.id;

interface InscanTote {
  toteId: string;
  zoneId: string;
  scanned: boolean;
  routeBatch: 'MORNING' | 'AFTERNOON' | null;
}
interface MergeTote {
  toteId: string;
  weightGm: number;
  lines: number;
  units: number;
}

const getJson = async <T>(request: APIRequestContext, path: string): Promise<T> => {
  const res = await request.get(`${API}${path}`);
  expect(res.ok(), `${path}: ${res.status()}`).toBeTruthy();
  return (await res.json()) as T;
};
const coupled = (request: APIRequestContext, hubId: string, batch?: 'MORNING' | 'AFTERNOON') =>
  getJson<{ totes: InscanTote[] }>(request, `/hubOps/hubApp/inward/${hubId}/totes/coupled${batch ? `?routeBatch=${batch}` : ''}`).then((r) =>
    r.totes.filter((t) => !t.scanned),
  );
const toteCard = (page: Page, toteId: string) => page.locator(`[data-inscan-tote="${toteId}"]`);

/** A source tote of Bengaluru with a suggested destination, and that destination, from the live world. */
async function mergePair(request: APIRequestContext) {
  const { zones } = await getJson<{ zones: Array<{ zoneId: string }> }>(request, `/hubOps/hubApp/merge-totes/hubs/${BLR}/zones`);
  for (const z of zones) {
    const { totes } = await getJson<{ totes: MergeTote[] }>(request, `/hubOps/hubApp/merge-totes/hubs/${BLR}/zones/${z.zoneId}/totes`);
    for (const source of totes) {
      const detail = await getJson<{ suggestedTotes: MergeTote[] }>(request, `/hubOps/hubApp/merge-totes/hubs/${BLR}/totes/${source.toteId}`);
      if (detail.suggestedTotes.length) return { zoneId: z.zoneId, source, destination: detail.suggestedTotes[0]! };
    }
  }
  throw new Error('the demo world has no mergeable tote left at Bengaluru');
}

test.describe('tote in-scan at 390x844', () => {
  test('a hardware-wedge scan in-scans a tote and names its zone; a repeat, a foreign tote and another batch are refused', async ({ page, a11y }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'hubExecutive', `/hubs/${BLR}/toteInscan`);
    const morning = await coupled(page.request, BLR, 'MORNING');
    const afternoon = await coupled(page.request, BLR, 'AFTERNOON');
    const tote = morning[0]!;
    await expect(page.getByRole('heading', { name: 'Tote In-scan' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Morning' })).toBeChecked();
    await expect(toteCard(page, tote.toteId)).toBeVisible();
    await expect(toteCard(page, tote.toteId)).toContainText(`Zone ${tote.zoneId}`);

    await wedgeScan(page, a11y, tote.toteId);
    const dialog = page.getByRole('dialog', { name: 'Tote In-scan' });
    await expect(dialog.getByText(`In-scan successful, please move the tote to zone: ${tote.zoneId}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    await expect(toteCard(page, tote.toteId)).toHaveCount(0);
    // The server has it: scanned, in its zone.
    expect((await coupled(page.request, BLR, 'MORNING')).map((t) => t.toteId)).not.toContain(tote.toteId);

    await wedgeScan(page, a11y, tote.toteId);
    await expect(page.getByText('Duplicate scan')).toBeVisible();
    await wedgeScan(page, a11y, 'TT000Z9999');
    await expect(page.getByText('TT000Z9999 not part of tote list')).toBeVisible();
    await wedgeScan(page, a11y, afternoon[0]!.toteId);
    await expect(page.getByText(`${afternoon[0]!.toteId} not part of Morning batch`)).toBeVisible();
  });

  test('the Afternoon switch is refused before 10 AM while morning totes wait, and opens the afternoon list from 10 AM', async ({ page }) => {
    await signInAs(page, 'hubExecutive', `/hubs/${BLR}/toteInscan`);
    await setHubClock(page, '09:30');
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Morning' })).toBeChecked();
    await page.getByRole('radiogroup', { name: 'Route batch' }).getByText('Afternoon').click();
    await expect(page.getByText('Cannot switch to afternoon batch before 10 AM')).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Morning' })).toBeChecked();

    await setHubClock(page, '10:00');
    await page.reload();
    await page.getByRole('radiogroup', { name: 'Route batch' }).getByText('Afternoon').click();
    await expect(page.getByRole('radio', { name: 'Afternoon' })).toBeChecked();
    const afternoon = await coupled(page.request, BLR, 'AFTERNOON');
    await expect(toteCard(page, afternoon[0]!.toteId)).toBeVisible();
    await expect(page.getByText(`${afternoon.length} ${afternoon.length === 1 ? 'tote' : 'totes'} to in-scan`)).toBeVisible();
    await setHubClock(page, null);
  });

  test('a hub without the pilot says why: Hyderabad has no tote in-scan, Pune no tote merging', async ({ page }) => {
    await signInAs(page, 'hubExecutive', `/hubs/${HUBS.hyd.id}/toteInscan`);
    await expect(page.getByText('Tote in-scan is not enabled for this hub')).toBeVisible();
    await page.goto(`/console/hubs/${HUBS.pun.id}/toteMerging`);
    await expect(page.getByText('Tote merging is not enabled for this hub')).toBeVisible();
  });
});

test.describe('zone tote merging at 390x844', () => {
  test("scan a source, scan a suggested destination, confirm: the destination holds the source's units too", async ({ page, a11y }) => {
    test.setTimeout(90_000);
    await signInAs(page, 'hubExecutive', `/hubs/${BLR}/toteMerging`);
    const { zoneId, source, destination } = await mergePair(page.request);
    await expect(page.getByText('Zones with at least 2 qualified totes')).toBeVisible();
    await page.getByLabel('Search zone').fill(zoneId);
    await page.getByRole('listitem', { name: `Zone ${zoneId}` }).click();

    await expect(page.getByRole('heading', { name: `Merge Totes · ${zoneId}` })).toBeVisible();
    await expect(page.getByText('Scan a source tote to start merging')).toBeVisible();
    // Weights as 000 §9 wants them: gm below 1000, else kg with one decimal.
    await expect(page.locator(`[data-merge-tote="${source.toteId}"] [data-weight]`)).toHaveText(/^(\d{1,3} gm|\d+\.\d kg)$/);
    await wedgeScan(page, a11y, 'TT000Z9998');
    await expect(page.getByText('TT000Z9998 not part of tote list')).toBeVisible();
    await wedgeScan(page, a11y, source.toteId);

    await expect(page.getByText('Scan a suggested destination tote')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Suggested totes' }).locator(`[data-merge-tote="${destination.toteId}"]`)).toBeVisible();
    await wedgeScan(page, a11y, destination.toteId);
    const dialog = page.getByRole('dialog', { name: 'Confirm?' });
    await expect(
      dialog.getByText(`Move ${source.units} ${source.units === 1 ? 'unit' : 'units'} from ${source.toteId} into ${destination.toteId}?`),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText(`Merged ${source.toteId} into ${destination.toteId}`)).toBeVisible();
    await expect(page.getByText('Scan a source tote to start merging')).toBeVisible();

    // The destination's contents grew by the source's units; the source is empty and left the list.
    const after = await getJson<{ tote: MergeTote }>(page.request, `/hubOps/hubApp/merge-totes/hubs/${BLR}/totes/${destination.toteId}`);
    expect(after.tote.units).toBe(destination.units + source.units);
    await expect(page.locator(`[data-merge-tote="${destination.toteId}"]`)).toContainText(`${destination.units + source.units} units`);
    await expect(page.locator(`[data-merge-tote="${source.toteId}"]`)).toHaveCount(0);
  });
});

test.describe('TMS inward at 390x844', () => {
  test('shows four external links, each opening in a new tab with rel="noopener"', async ({ page }) => {
    await signInAs(page, 'hubExecutive', `/hubs/${HUBS.pun.id}/tmsInward`);
    await expect(page.getByRole('heading', { name: 'TMS Inward' })).toBeVisible();
    await expect(page.getByTestId('tms-hub-name')).toHaveText(HUBS.pun.name);
    const links = page.getByRole('list', { name: 'TMS inward links' }).getByRole('link');
    await expect(links).toHaveCount(4);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
      await expect(link).toHaveAttribute('href', new RegExp(`^https?://.+${HUBS.pun.id}`));
      expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
  });
});
