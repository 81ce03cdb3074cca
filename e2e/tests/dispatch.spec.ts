import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/a11y';
import { wedgeScan } from './support/wedge';
import { DEMO_ACCOUNTS, HUBS, signInAs } from './support/demo';
import { API, type AssetInfo, type Group, H, HUB, type Item, json, type ManifestRow, pickManifest, slide } from './support/dispatch';

// Dispatch at 390x844 on the production build, against the seeded demo world (Bengaluru has every pilot, so shortfall
// marking is on and DIRECT_DROP manifests have tote tagging).

/** A hub's demo totes (TT000A.... are Bengaluru's, TT000G.... Pune's), read as L1 through bulk asset info. */
async function hubTotes(request: APIRequestContext, letter = 'A'): Promise<AssetInfo[]> {
  const login = await request.post(`${API}/auth/demo-login`, { data: { email: DEMO_ACCOUNTS.supportTeam.email }, headers: H });
  expect(login.ok()).toBeTruthy();
  const codes = Array.from({ length: 400 }, (_, i) => `TT000${letter}${String(i + 1).padStart(4, '0')}`);
  const out: AssetInfo[] = [];
  for (let i = 0; i < codes.length; i += 200) {
    const res = await request.post(`${API}/asset-v2/troubleshoot/asset/info/assetCode/bulk`, { data: { assetCodes: codes.slice(i, i + 200) }, headers: H });
    out.push(...((await res.json()) as { assets: AssetInfo[] }).assets);
  }
  return out;
}

/** A hardware scanner: a fast burst of keys ending in Enter, while no field has focus (after the automatic axe scan). */

test.describe('dispatch at 390x844', () => {
  test('start, scan (duplicate, foreign id), shortfall dispatch, tag with mark-usable, close with force, crates and Mark OFD', async ({
    page,
    request,
    a11y,
  }) => {
    test.setTimeout(180_000);
    const totes = await hubTotes(request);
    const candidates = totes.filter((t) => t.hubOrgUnitId === HUB && !t.isUsable && t.assetState !== 'LOST' && t.assetContents.length === 0);
    // The totes spec marks the first not-usable tote usable: take the last one.
    const notUsable = candidates.at(-1)!;
    expect(notUsable, 'the demo world has a not-usable empty tote at Bengaluru').toBeTruthy();

    await signInAs(page, 'hubExecutive', `/hubs/${HUB}/dispatch`);
    const { manifest, zone, a } = await pickManifest(page.request);

    // Manifest selection, then the manifest view titled with the activity group id; start it.
    await expect(page.getByRole('heading', { name: 'Select Manifest' })).toBeVisible();
    await page.getByPlaceholder('Search manifest').fill(manifest.activityGroupId);
    await page.locator(`[data-manifest="${manifest.spaId}"]`).click();
    await expect(page.getByRole('heading', { name: manifest.activityGroupId })).toBeVisible();
    await expect(page.getByPlaceholder('Search zone')).toBeVisible();
    await slide(page, "Let's start dispatching!");
    // Started: the close swipe replaces the start one, disabled while every group is still NOT_STARTED (a manifest
    // not started has nothing dispatched).
    await expect(page.getByRole('slider', { name: "Let's start dispatching!" })).toHaveCount(0);
    await expect(page.locator('[data-slide-to-confirm][data-disabled]')).toBeVisible();

    // The other untouched items are handled with nothing dispatched (through the api, as a colleague would), so the
    // close swipe (disabled while a group is NOT_STARTED) is reachable after this test's own work.
    const { groups } = await json<{ groups: Group[] }>(page.request, `/hubOps/${HUB}/activity/${manifest.spaId}/zones`);
    for (const g of groups.filter((x) => x.zoneId !== zone && x.dispatchStatus === 'NOT_STARTED')) {
      const { items } = await json<{ items: Item[] }>(page.request, `/hubOps/${HUB}/activity/${manifest.spaId}/zone/${g.zoneId}/items`);
      const res = await page.request.post(`${API}/hubOps/hubApp/dispatch/${HUB}/${manifest.spaId}/updateItems`, {
        headers: H,
        data: { items: items.filter((i) => i.fulfilmentArchetype !== 'INTERCITY').map((i) => ({ lItemId: i.itemId, dispatchedQty: 0 })) },
      });
      expect(res.ok()).toBeTruthy();
    }

    // The zone's items: wedge scans dispatch one unit; a repeat is "Duplicate Scan."; a foreign id is named.
    await page
      .locator(`[data-dispatch-group="${zone}"]`)
      .getByRole('button', { name: `Open ${zone}` })
      .click();
    await expect(page.getByRole('heading', { name: zone })).toBeVisible();
    await expect(page.locator(`[data-item-card="${a.itemId}"]`)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Select all' })).toHaveCount(0);
    await wedgeScan(page, a11y, a.itemId.toLowerCase());
    await expect(page.getByText('Dispatch successful')).toBeVisible();
    await expect(page.locator(`[data-item-card="${a.itemId}"]`)).toContainText(`1 / ${a.qty}`);
    await wedgeScan(page, a11y, a.itemId);
    await expect(page.getByText('Duplicate Scan.')).toBeVisible();
    await wedgeScan(page, a11y, 'LIZZZ999999999XYZ');
    await expect(page.getByText('LIZZZ999999999 not part of manifest')).toBeVisible();

    // Tag a crate: not usable -> mark usable -> tag again.
    await page.getByText('Tag crates').click();
    await wedgeScan(page, a11y, notUsable.assetCode);
    const offer = page.getByRole('dialog', { name: 'Asset not usable' });
    await expect(offer).toBeVisible();
    await offer.getByRole('button', { name: 'Mark usable' }).click();
    await expect(page.getByText(`Marked ${notUsable.assetCode} as usable. Please tag again to attach.`)).toBeVisible();
    await expect(offer).toBeHidden();
    await wedgeScan(page, a11y, notUsable.assetCode);
    await expect(page.getByText('Tag Successful')).toBeVisible();
    await expect(page.locator(`[data-tagged-crate="${notUsable.assetCode}"]`)).toBeVisible();

    // Item detail: dispatch with a shortfall reason.
    await page.locator(`[data-item-card="${a.itemId}"]`).click();
    const quantity = page.getByRole('textbox', { name: 'Quantity' });
    await expect(quantity).toHaveValue(String(a.qty));
    await expect(page.getByText(`Value must be between 0 and ${a.qty}`)).toBeVisible();
    await quantity.fill(String(a.qty - 1));
    const dispatch = page.getByRole('button', { name: 'Dispatch', exact: true });
    await expect(dispatch).toBeDisabled();
    await page.getByRole('combobox', { name: 'Shortfall Reason' }).click();
    await page.getByRole('option', { name: 'Product Damaged' }).click();
    await dispatch.click();
    await expect(page.getByText('Dispatch successful')).toBeVisible();
    await expect(page.locator('[data-item-progress]')).toHaveText(`${a.qty - 1} / ${a.qty}`);

    // Back to the manifest: close (300, partial order pickup) with force, then crates and Mark OFD.
    await page.getByRole('button', { name: '← Items' }).click();
    await page.getByRole('button', { name: `← ${manifest.activityGroupId}` }).click();
    await slide(page, 'Swipe to close manifest');
    const force = page.getByRole('dialog', { name: 'Close dispatch manifest with force?' });
    await expect(force).toBeVisible();
    await force.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('The manifest is closed successfully! Please enter the crates quantity')).toBeVisible();
    await page.getByRole('button', { name: 'Increase Crates' }).click();
    await page.getByRole('button', { name: 'Increase Crates' }).click();
    await page.getByRole('button', { name: 'Mark out for delivery' }).click();
    await expect(page.getByText('Successfully Marked Out for Delivery.')).toBeVisible();
    const group = await json<{ activityGroupState: string; cratesCount: number; driverId: string }>(
      page.request,
      `/hubOps/${HUB}/activityGroup/${manifest.activityGroupId}`,
    );
    expect([group.activityGroupState, group.cratesCount]).toEqual(['COMPLETED', 2]);

    // The hand-off: close runsheet lists the driver's new runsheet.
    const runsheetId = `RS-${manifest.spaId}`;
    await page.goto(`/console/hubs/${HUB}/closeRunsheet`);
    await page.getByRole('searchbox', { name: 'Search runsheet, vehicle or driver' }).fill(runsheetId);
    await expect(page.getByRole('listitem', { name: `Runsheet ${runsheetId}` })).toBeVisible();
  });

  test('crate drop: start it, tag the crate Mark OFD still needs, "Create Manifest" sends the crates with the tote manifest, then Mark OFD', async ({
    page,
    request,
    a11y,
  }) => {
    test.setTimeout(180_000);
    // The demo world's crate drop (HUB_TO_WH_CRATE_DROP) is at Pune, not started, with 2 of its 3 crates tagged.
    const PUN = HUBS.pun.id;
    const totes = await hubTotes(request, 'G');
    const usable = totes.filter(
      (t) => t.hubOrgUnitId === PUN && t.isUsable && ['GOOD_TO_USE', 'EMPTY_TOTE'].includes(t.assetState) && t.zone === null && t.assetContents.length === 0,
    );
    const crate = usable.at(-1)!;
    expect(crate, 'the demo world has a usable empty tote at Pune').toBeTruthy();

    await signInAs(page, 'hubExecutive', `/hubs/${PUN}/dispatch`);
    const { activities } = await json<{ activities: ManifestRow[] }>(page.request, `/hubOps/hubApp/${PUN}/VEHICLE/activities?movementType=DISPATCH`);
    const m = activities.find((x) => x.activityGroupType === 'HUB_TO_WH_CRATE_DROP' && x.vehicleActivity.vehicleActivityState === 'NOT_STARTED');
    expect(m, 'the demo world has a not started crate drop at Pune').toBeTruthy();
    const before = await json<{ minTotesToTag: number; taggedTotes: Array<{ assetCode: string }> }>(
      page.request,
      `/hubOps/${PUN}/activityGroup/${m!.activityGroupId}`,
    );
    expect(before.minTotesToTag - before.taggedTotes.length, 'the seeded crate drop is one crate short').toBe(1);

    // Straight to its items, titled with the manifest: start it there; it is one crate short of minTotesToTag.
    await page.getByPlaceholder('Search manifest').fill(m!.activityGroupId);
    await page.locator(`[data-manifest="${m!.spaId}"]`).click();
    await expect(page.getByRole('heading', { name: m!.activityGroupId })).toBeVisible();
    await expect(page.getByText('Tag 1 crates to proceed for OFD')).toBeVisible();
    await slide(page, "Let's start dispatching!");
    await expect(page.getByRole('slider', { name: 'Create Manifest' })).toBeVisible();
    await page.getByText('Tag crates').click();
    await wedgeScan(page, a11y, crate.assetCode);
    // The toast lives 2 s: watched from the scan on, beside the list's change (venus.spec.ts has the same reason).
    await Promise.all([expect(page.getByText('Tag Successful')).toBeVisible(), expect(page.locator(`[data-tagged-crate="${crate.assetCode}"]`)).toBeVisible()]);
    await expect(page.getByText('Tag 1 crates to proceed for OFD')).toBeHidden();

    // "Create Manifest": the lines, the tote manifest (created and closed: the crates leave), then the close.
    await slide(page, 'Create Manifest');
    const force = page.getByRole('dialog', { name: 'Close dispatch manifest with force?' });
    const closed = page.getByText('The manifest is closed successfully! Please enter the crates quantity');
    await expect(force.or(closed)).toBeVisible();
    if (await force.isVisible()) await force.getByRole('button', { name: 'Confirm' }).click();
    await expect(closed).toBeVisible();
    await page.getByRole('button', { name: 'Increase Crates' }).click();
    await page.getByRole('button', { name: 'Mark out for delivery' }).click();
    await expect(page.getByText('Successfully Marked Out for Delivery.')).toBeVisible();

    // Every tagged crate left the hub on the vehicle.
    const codes = [...before.taggedTotes.map((t) => t.assetCode), crate.assetCode].sort();
    const res = await request.post(`${API}/asset-v2/troubleshoot/asset/info/assetCode/bulk`, { data: { assetCodes: codes }, headers: H });
    const after = ((await res.json()) as { assets: AssetInfo[] }).assets;
    expect(after.map((x) => [x.assetCode, x.assetState, x.hubOrgUnitId, x.vehicleId !== null]).sort()).toEqual(codes.map((c) => [c, 'IN_TRANSIT', null, true]));
  });
  test("the close sends the driver name and vehicle number, and Mark OFD records the buyers' and the driver's messages", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'hubExecutive', `/hubs/${HUB}/dispatch`);
    const { manifest } = await pickManifest(page.request);
    const driver = (manifest as ManifestRow & { driverDetails: { driverName: string | null; vehicleNum: string | null } }).driverDetails;
    expect(driver.driverName, 'the manifest has a driver').toBeTruthy();

    // Started and fully dispatched through the api, as colleagues would, so this test is about the close.
    const started = await page.request.post(`${API}/hubOps/hubApp/captureVehicleActivity?activityViewType=VEHICLE`, {
      headers: H,
      data: { activityId: manifest.spaId, vehicleActivityState: 'STARTED' },
    });
    expect(started.ok()).toBeTruthy();
    const { groups } = await json<{ groups: Group[] }>(page.request, `/hubOps/${HUB}/activity/${manifest.spaId}/zones`);
    for (const g of groups) {
      const { items } = await json<{ items: Item[] }>(page.request, `/hubOps/${HUB}/activity/${manifest.spaId}/zone/${g.zoneId}/items`);
      // Every unit of the intracity items; intercity ones (not dispatchable here) are handled with 0 units.
      const lines = items
        .filter((i) => (i.fulfilmentArchetype === 'INTERCITY' ? i.dispatchStatus === 'NOT_STARTED' : i.dispatchedQty < i.qty))
        .map((i) => ({ lItemId: i.itemId, dispatchedQty: i.fulfilmentArchetype === 'INTERCITY' ? 0 : i.qty - i.dispatchedQty }));
      if (!lines.length) continue;
      const res = await page.request.post(`${API}/hubOps/hubApp/dispatch/${HUB}/${manifest.spaId}/updateItems`, { headers: H, data: { items: lines } });
      expect(res.ok()).toBeTruthy();
    }

    // The list on screen was read before the api started the manifest: read it again.
    await page.reload();
    await page.getByPlaceholder('Search manifest').fill(manifest.activityGroupId);
    await page.locator(`[data-manifest="${manifest.spaId}"]`).click();
    await expect(page.getByRole('heading', { name: manifest.activityGroupId })).toBeVisible();
    const closeRequest = page.waitForRequest((r) => r.method() === 'POST' && r.url().includes(`/spa/DISPATCH/${manifest.spaId}/close`));
    await slide(page, 'Swipe to close manifest');
    const sent = new URL((await closeRequest).url()).searchParams;
    expect([sent.get('logisticDetails'), sent.get('vehicleNumber')]).toEqual([driver.driverName, driver.vehicleNum]);
    const force = page.getByRole('dialog', { name: 'Close dispatch manifest with force?' });
    const closed = page.getByText('The manifest is closed successfully! Please enter the crates quantity');
    await expect(force.or(closed)).toBeVisible();
    if (await force.isVisible()) await force.getByRole('button', { name: 'Confirm' }).click();
    await expect(closed).toBeVisible();
    await page.getByRole('button', { name: 'Increase Crates' }).click();
    await page.getByRole('button', { name: 'Mark out for delivery' }).click();
    await expect(page.getByText('Successfully Marked Out for Delivery.')).toBeVisible();

    // The close kept what it was sent; Mark OFD (sendMessage=true) recorded one message per buyer and one to the driver.
    const group = await json<{ activities: Array<{ spaId: string; logisticDetails: string | null; vehicleNumber: string | null }> }>(
      page.request,
      `/hubOps/${HUB}/activityGroup/${manifest.activityGroupId}`,
    );
    expect(group.activities.find((x) => x.spaId === manifest.spaId)).toMatchObject({
      logisticDetails: driver.driverName,
      vehicleNumber: driver.vehicleNum?.toUpperCase() ?? null,
    });
    const { notifications } = await json<{ notifications: Array<{ recipientType: string; status: string; message: string; runsheetId: string }> }>(
      page.request,
      `/hubOps/${HUB}/activityGroup/${manifest.activityGroupId}/notifications`,
    );
    const runsheetId = `RS-${manifest.spaId}`;
    expect(notifications.filter((n) => n.recipientType === 'DRIVER').map((n) => n.message.split(':')[0])).toEqual([
      `Runsheet ${runsheetId} from ${HUBS.blr.name}`,
    ]);
    expect(notifications.filter((n) => n.recipientType === 'BUYER').length).toBeGreaterThan(0);
    expect(notifications.every((n) => n.status === 'PENDING' && n.runsheetId === runsheetId)).toBe(true);
  });
});
