import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { axeProblems, expect, test } from './support/a11y';
import { appPath, DEMO_ACCOUNTS, HUBS, signInAs } from './support/demo';
import { keepLiveClosed } from './support/live';

// The demo world (docs/world.md "The demo world"): every IN_PROGRESS runsheet has an intercity item packed in a
// crate with no not-delivered reason, drops that need an OTP expect 4321, and each started runsheet brings back an
// empty tote that was never scanned (so the close meets the missing-crates panel).
const DEMO_OTP = '4321';
const API = '/logistics/api/runsheet';
const WRITE = { 'x-hub-console': '1' };
const SCREEN = `/hubs/${HUBS.blr.id}/closeRunsheet`;

interface Item {
  itemId: string;
  itemType: string;
  isCollected: boolean;
  isVerified: boolean;
  notDeliveredReason: string | null;
  toteId: string | null;
}
interface Tote {
  toteId: string;
  isScanned: boolean;
  itemsList: Item[];
}
interface Runsheet {
  runsheetId: string;
  reverseRunsheet: boolean;
  activityStatus: string;
  onHold: boolean;
}
interface Drop {
  dropPointId: string;
  name: string;
  isOtpRequired: boolean;
  shipmentDetails: Array<{ shipmentId: string; isVerified: boolean }>;
}

const json = async <T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> => {
  expect(res.ok(), `${res.url()}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return (await res.json()) as T;
};
const active = async (api: APIRequestContext) =>
  (await json<{ runsheets: Runsheet[] }>(await api.get(`${API}/getAllActiveRunsheets/${HUBS.blr.id}`))).runsheets;
const itemsOf = async (api: APIRequestContext, id: string) =>
  json<{ toteItemsList: Tote[]; looseItemsList: Item[]; intercityNotDeliveredReasons: string[] }>(await api.get(`${API}/fetchRunsheetItemsList/v2/${id}`));
const dropsOf = async (api: APIRequestContext, id: string) =>
  (await json<{ dropPoints: Drop[] }>(await api.get(`${API}/fetchRunsheetDropPointsDetails/${id}`))).dropPoints;

/** An open Forward runsheet whose crate holds an intercity item without a reason (what the main path needs). */
async function runsheetWithIntercityCrate(api: APIRequestContext) {
  for (const r of (await active(api)).filter((x) => !x.reverseRunsheet && x.activityStatus === 'IN_PROGRESS' && !x.onHold)) {
    const items = await itemsOf(api, r.runsheetId);
    const tote = items.toteItemsList.find((t) => !t.isScanned && t.itemsList.some((i) => i.itemType === 'INTERCITY' && !i.isVerified && !i.notDeliveredReason));
    if (tote) return { runsheetId: r.runsheetId, tote, items };
  }
  throw new Error('The demo world has no open Forward runsheet with an intercity item in a crate');
}

/** Opens a runsheet from step 1: search it, choose it, confirm the vehicle details. */
async function openRunsheet(page: Page, runsheetId: string) {
  await page.getByRole('searchbox', { name: 'Search runsheet, vehicle or driver' }).fill(runsheetId);
  await page.getByRole('listitem', { name: `Runsheet ${runsheetId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Vehicle details' });
  await expect(dialog.getByLabel('Vehicle number')).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: runsheetId })).toBeVisible();
}

/** The route map of a runsheet (spec 001 §2: the page the close panel's Approve distance opens). */
const mapPath = (runsheetId: string, hubId: string = HUBS.blr.id) => `/logistics/refStatusMap/${runsheetId}/${hubId}/mapbox`;

/** A hub manager approves a runsheet's trip distance through the api (as on the route map in another tab). */
async function approveAsHubManager(browser: Browser, runsheetId: string, hubId: string = HUBS.blr.id) {
  const manager = await browser.newContext();
  try {
    const login = await manager.request.post('/logistics/api/auth/demo-login', { data: { email: DEMO_ACCOUNTS.hubManager.email }, headers: WRITE });
    expect(login.ok(), `demo login as hubManager: ${login.status()}`).toBeTruthy();
    await json(await manager.request.post(`${API}/approveTripDistance/${runsheetId}/${hubId}`, { headers: WRITE }));
  } finally {
    await manager.close();
  }
}

async function scan(page: Page, value: string) {
  const field = page.getByRole('dialog').getByRole('textbox');
  await field.fill(value);
  await field.press('Enter');
}

test.describe('close runsheet at 390x844', () => {
  test('scan totes, verify a tote item with a reason, OTP, verify and undo, missing crates, distance, cash, close', async ({ page, browser }) => {
    test.setTimeout(120_000);
    // This test walks the Continue path of the distance prompt: with live progress on, the hub manager's approval can
    // reach the dialog on its own and lead it on while Continue is being pressed (seen in CI: Continue detached).
    await keepLiveClosed(page);
    await signInAs(page, 'hubExecutive', SCREEN);
    await expect(page.getByRole('heading', { name: 'Close Runsheet' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Forward' })).toHaveAttribute('aria-selected', 'true');
    const api = page.request;
    const target = await runsheetWithIntercityCrate(api);
    const intercity = target.tote.itemsList.find((i) => i.itemType === 'INTERCITY' && !i.isVerified && !i.notDeliveredReason)!;
    await openRunsheet(page, target.runsheetId);
    for (const tab of ['Totes', 'Outside Tote', 'Drop-Points']) await expect(page.getByRole('tab', { name: tab })).toBeVisible();

    // Tote scans: success, a repeat, a tote of no runsheet.
    await page.getByRole('button', { name: 'Scan Totes' }).click();
    await expect(page.getByRole('dialog', { name: 'Scan Tote Barcode' })).toBeVisible();
    await scan(page, target.tote.toteId.toLowerCase());
    await expect(page.getByText(`Tote Id ${target.tote.toteId} is scanned successfully.`)).toBeVisible();
    await scan(page, target.tote.toteId);
    await expect(page.getByText('Duplicate Scan.')).toBeVisible();
    await scan(page, 'CTZZ999');
    await expect(page.getByText('Invalid Tote Scan (Tote ID: CTZZ999)')).toBeVisible();
    await page.keyboard.press('Escape');

    // Verify the intercity item in the scanned tote: a reason is needed, confirming without one does nothing.
    const card = page.locator(`[data-tote="${target.tote.toteId}"]`);
    await expect(card.getByText('Scanned', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: `${target.tote.toteId}: Verify Items (0)` })).toBeDisabled();
    await card.getByRole('checkbox', { name: new RegExp(intercity.itemId) }).check();
    await card.getByRole('button', { name: `${target.tote.toteId}: Verify Items (1)` }).click();
    await page
      .getByRole('dialog', { name: `Verify Items In ${target.tote.toteId}` })
      .getByRole('button', { name: 'Verify 1 item' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Select Reason' });
    await picker.getByRole('button', { name: 'Confirm' }).click();
    await expect(picker).toBeVisible();
    await picker.getByRole('combobox', { name: 'Not delivered reason' }).click();
    await page.getByRole('option', { name: target.items.intercityNotDeliveredReasons[0]! }).click();
    await picker.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('1 Items verified successfully.')).toBeVisible();
    await expect(card.getByRole('checkbox', { name: new RegExp(`${intercity.itemId}.*Verified`) })).toBeChecked();

    // An item scan that matches nothing on the runsheet.
    await page.getByRole('tab', { name: 'Outside Tote' }).click();
    await page.getByRole('button', { name: 'Scan Items' }).click();
    await scan(page, 'ZZ00000000');
    await expect(page.getByText('ZZ00000000 is not part of the this runsheet.')).toBeVisible();
    await page.keyboard.press('Escape');

    // The rest of the run (other items, other drops) is done through the api, as other operators would.
    const rest = await itemsOf(api, target.runsheetId);
    const id = target.runsheetId;
    const reason = rest.intercityNotDeliveredReasons[0]!;
    for (const t of rest.toteItemsList.filter((x) => x.itemsList.some((i) => !i.isCollected))) {
      if (!t.isScanned) await json(await api.post(`${API}/scanCrates/${id}/${t.toteId}`, { headers: WRITE }));
      for (const i of t.itemsList.filter((x) => !x.isVerified))
        await json(
          await api.post(`${API}/bulkCollectItem/${id}`, { headers: WRITE, data: { itemType: i.itemType, itemIds: [i.itemId], reason, toteId: t.toteId } }),
        );
    }
    for (const i of rest.looseItemsList.filter((x) => !x.isCollected))
      await json(await api.post(`${API}/collectItem/${id}`, { headers: WRITE, data: { itemType: i.itemType, itemIds: [i.itemId], reason } }));

    // Drop points: the first drop needs the OTP; wrong then right; then verify, undo and verify a shipment.
    const drops = await dropsOf(api, id);
    const otpDrop = drops.find((d) => d.isOtpRequired)!;
    for (const d of drops.filter((x) => x !== otpDrop)) {
      if (d.isOtpRequired) await json(await api.post(`${API}/otpValidation/${id}/${d.dropPointId}`, { headers: WRITE, data: { otp: DEMO_OTP } }));
      for (const s of d.shipmentDetails.filter((x) => !x.isVerified))
        await json(
          await api.post(`${API}/persistVerify/${id}`, {
            headers: WRITE,
            data: { dropPointId: d.dropPointId, shipmentId: s.shipmentId, undoVerification: false },
          }),
        );
    }
    await page.getByRole('tab', { name: 'Drop-Points' }).click();
    const dropCard = page.locator(`[data-drop="${otpDrop.dropPointId}"]`);
    await expect(dropCard.getByText('Enter OTP to start verification:')).toBeVisible();
    await expect(dropCard.getByText(/Total Collected Amount: ₹/)).toBeVisible();
    const otp = dropCard.getByRole('textbox', { name: 'Enter OTP to start verification:' });
    await otp.fill('0000');
    await dropCard.getByRole('button', { name: 'Validate OTP' }).click();
    await expect(page.getByText('Invalid OTP. 4 attempts left.')).toBeVisible();
    await otp.fill(DEMO_OTP);
    await dropCard.getByRole('button', { name: 'Validate OTP' }).click();
    await expect(page.getByText('OTP validated successfully.')).toBeVisible();
    await dropCard.getByRole('button', { expanded: false }).click();
    await expect(dropCard.getByText(/Expected Amount: ₹/)).toBeVisible();
    const first = otpDrop.shipmentDetails[0]!.shipmentId;
    const alreadyVerified = otpDrop.shipmentDetails[0]!.isVerified;
    if (alreadyVerified) {
      await dropCard.getByRole('button', { name: `Undo ${first}` }).click();
      await expect(dropCard.getByRole('button', { name: `Verify ${first}` })).toBeVisible();
    }
    await dropCard.getByRole('button', { name: `Verify ${first}` }).click();
    await expect(page.getByText('Shipment verified successfully.')).toBeVisible();
    await dropCard.getByRole('button', { name: `Undo ${first}` }).click();
    await expect(page.getByText('Undo shipment status successful.')).toBeVisible();
    // The drop state is refreshed after the undo (spec 001 §7): not complete any more.
    await expect(dropCard.getByRole('button', { name: `Verify ${first}` })).toBeVisible();
    await expect(dropCard.getByRole('img', { name: 'Completed' })).toBeHidden();
    // The rest of this drop's shipments (some were verified on the road already).
    for (const s of otpDrop.shipmentDetails) {
      const verify = dropCard.getByRole('button', { name: `Verify ${s.shipmentId}` });
      if (await verify.isVisible()) await verify.click();
      await expect(dropCard.getByRole('button', { name: `Undo ${s.shipmentId}` })).toBeVisible();
    }
    await expect(dropCard.getByRole('img', { name: 'Completed' })).toBeVisible();

    // Close: the never-scanned empty tote is missing; each missing crate needs a reason to proceed.
    await page.getByRole('button', { name: 'Close Runsheet' }).click();
    const close = page.getByRole('dialog', { name: 'Close Runsheet' });
    const proceed = close.getByRole('button', { name: 'Proceed' });
    await expect(proceed).toBeDisabled();
    const crates = close.getByRole('combobox');
    const count = await crates.count();
    expect(count).toBeGreaterThan(0);
    for (let k = 0; k < count; k++) {
      await crates.nth(k).click();
      await close.getByRole('option', { name: 'Crate lost' }).click();
    }
    await proceed.click();
    // The excess-distance prompt comes first when the trip distance is not approved: a hub manager approves it (the
    // last test of this file walks the route map), then Continue asks the server again.
    const approve = close.getByRole('link', { name: 'Approve distance' });
    if (await approve.isVisible()) {
      await expect(approve).toHaveAttribute('href', appPath(mapPath(id)));
      await approveAsHubManager(browser, id);
      await close.getByRole('button', { name: 'Continue' }).click();
    }
    await expect(close.getByText('Cash verification')).toBeVisible();
    await close.getByRole('button', { name: 'Cash verified, close runsheet' }).click();
    await expect(page.getByText(`Runsheet ${id} closed successfully.`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Close Runsheet' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search runsheet, vehicle or driver' }).fill(id);
    await expect(page.getByText('No runsheets match your search')).toBeVisible();
  });

  test('a held runsheet cannot close until it is un-held', async ({ page }) => {
    await signInAs(page, 'hubManager', SCREEN);
    // Another hub's open Forward runsheet: the main path closes one in Bengaluru.
    let other: Runsheet | undefined;
    let hub: string = HUBS.hyd.id;
    for (const h of [HUBS.hyd.id, HUBS.pun.id, HUBS.blr.id]) {
      const list = await json<{ runsheets: Runsheet[] }>(await page.request.get(`${API}/getAllActiveRunsheets/${h}`));
      other = list.runsheets.filter((x) => !x.reverseRunsheet && x.activityStatus === 'IN_PROGRESS' && !x.onHold).at(-1);
      hub = h;
      if (other) break;
    }
    await page.goto(appPath(`/hubs/${hub}/closeRunsheet`));
    if (!other) throw new Error('The demo world has no open Forward runsheet to hold');
    await openRunsheet(page, other.runsheetId);
    await page.getByRole('button', { name: 'Hold' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hold runsheet' });
    await dialog.getByRole('combobox', { name: /Hold reason/ }).click();
    await page.getByRole('option', { name: 'Vehicle breakdown' }).click();
    await dialog.getByRole('button', { name: 'Hold' }).click();
    await expect(page.getByText(`Runsheet ${other.runsheetId} moved to hold.`)).toBeVisible();
    await page.getByRole('button', { name: 'Close Runsheet' }).click();
    await expect(page.getByRole('dialog', { name: 'Close Runsheet' }).getByRole('alert')).toHaveText(
      `Runsheet ${other.runsheetId} is on hold. Un-hold it to close.`,
    );
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Un-hold' }).click();
    await expect(page.getByText(`Runsheet ${other.runsheetId} is un-held.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hold' })).toBeVisible();
  });

  test('starts a Forward runsheet with the swipe; vehicle details need 8 characters', async ({ page }) => {
    await signInAs(page, 'hubExecutive', SCREEN);
    const fresh = (await active(page.request)).find((x) => !x.reverseRunsheet && x.activityStatus === 'NOT_STARTED')!;
    await page.getByRole('searchbox', { name: 'Search runsheet, vehicle or driver' }).fill(fresh.runsheetId);
    await page.getByRole('listitem', { name: `Runsheet ${fresh.runsheetId}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Vehicle details' });
    const vehicle = dialog.getByLabel('Vehicle number');
    const original = await vehicle.inputValue();
    await vehicle.fill('ka01');
    await expect(vehicle).toHaveValue('KA01');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('Vehicle number must be at least 8 characters')).toBeVisible();
    await vehicle.fill(original);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Close Runsheet' })).toBeDisabled();
    const slider = page.getByRole('slider', { name: 'Start Runsheet Activity!' });
    // Touch targets of at least 44 px on the phone.
    for (const target of [page.getByRole('tab').first(), page.getByRole('button', { name: 'Hold' })])
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await slider.focus();
    await slider.press('End');
    await expect(page.getByText('Runsheet activity started successfully.')).toBeVisible();
    await expect(slider).toBeHidden();
    await expect(page.getByRole('button', { name: 'Close Runsheet' })).toBeEnabled();
  });

  test('excess trip distance: the close is refused until a hub manager approves it on the route map, then it closes', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'hubManager', SCREEN);
    await expect(page.getByRole('heading', { name: 'Close Runsheet' })).toBeVisible();
    const api = page.request;
    // An open Forward runsheet whose trip distance awaits approval (the demo world has some: docs/areas/runsheet.md).
    let target: { runsheetId: string; tripDistanceKm: number; plannedDistanceKm: number | null } | undefined;
    for (const r of (await active(api)).filter((x) => !x.reverseRunsheet && x.activityStatus === 'IN_PROGRESS' && !x.onHold)) {
      const { tripDistance } = await json<{ tripDistance: { tripDistanceApproved: boolean; tripDistanceKm: number; plannedDistanceKm: number | null } }>(
        await api.get(`${API}/tripDistance/${r.runsheetId}/${HUBS.blr.id}`),
      );
      if (!tripDistance.tripDistanceApproved) {
        target = { runsheetId: r.runsheetId, ...tripDistance };
        break;
      }
    }
    if (!target) throw new Error('The demo world has no open Forward runsheet with an unapproved trip distance');
    const id = target.runsheetId;
    const km = target.tripDistanceKm;
    const notApproved = `The trip distance of ${km} km is not approved. A hub manager approves it on the route map before the close.`;

    // Everything else of the close is done through the api, as the operators would: items, drops, crates.
    const items = await itemsOf(api, id);
    const reason = items.intercityNotDeliveredReasons[0]!;
    for (const t of items.toteItemsList) {
      if (!t.isScanned) await json(await api.post(`${API}/scanCrates/${id}/${t.toteId}`, { headers: WRITE }));
      for (const i of t.itemsList.filter((x) => !x.isVerified))
        await json(
          await api.post(`${API}/bulkCollectItem/${id}`, { headers: WRITE, data: { itemType: i.itemType, itemIds: [i.itemId], reason, toteId: t.toteId } }),
        );
    }
    for (const i of items.looseItemsList.filter((x) => !x.isCollected))
      await json(await api.post(`${API}/collectItem/${id}`, { headers: WRITE, data: { itemType: i.itemType, itemIds: [i.itemId], reason } }));
    for (const d of await dropsOf(api, id)) {
      if (d.isOtpRequired) await json(await api.post(`${API}/otpValidation/${id}/${d.dropPointId}`, { headers: WRITE, data: { otp: DEMO_OTP } }));
      for (const s of d.shipmentDetails.filter((x) => !x.isVerified))
        await json(
          await api.post(`${API}/persistVerify/${id}`, {
            headers: WRITE,
            data: { dropPointId: d.dropPointId, shipmentId: s.shipmentId, undoVerification: false },
          }),
        );
    }
    const validation = await json<{ code: number; amountCollected: number; tripDistanceApproved: boolean }>(
      await api.get(`${API}/validateCloseRunsheetActivity/${id}`),
    );
    expect([validation.code, validation.tripDistanceApproved]).toEqual([0, false]);

    // The server refuses the close (a hub manager's reason is no override either), and the runsheet stays open.
    const refused = await api.post(`${API}/endRunsheetCloseActivity/${id}`, {
      headers: WRITE,
      data: { assetDetails: [], amountCollected: validation.amountCollected },
    });
    expect([refused.status(), (await refused.json()).message]).toEqual([409, notApproved]);
    const withReason = await api.post(`${API}/endRunsheetCloseActivity/${id}`, {
      headers: WRITE,
      data: { assetDetails: [], amountCollected: validation.amountCollected, distanceOverrideReason: 'Took a longer road today' },
    });
    expect([withReason.status(), (await withReason.json()).message]).toEqual([
      403,
      'You do not have permission to do this. L1 (supportTeam) or Admin role is required.',
    ]);
    expect((await active(api)).some((r) => r.runsheetId === id)).toBe(true);

    // The close panel: the prompt, and Continue asks the server, which still says no.
    await openRunsheet(page, id);
    await page.getByRole('button', { name: 'Close Runsheet' }).click();
    const close = page.getByRole('dialog', { name: 'Close Runsheet' });
    await expect(close.getByText('Excess travel distance')).toBeVisible();
    await close.getByRole('button', { name: 'Continue' }).click();
    await expect(close.getByRole('alert')).toHaveText(notApproved);
    await expect(close.getByText('Cash verification')).toBeHidden();
    expect(await axeProblems(page)).toEqual([]);

    // Approve distance opens the route map in a new tab; an operator there may look, not approve.
    const approveLink = close.getByRole('link', { name: 'Approve distance' });
    await expect(approveLink).toHaveAttribute('href', appPath(mapPath(id)));
    const operator = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const operatorPage = await operator.newPage();
    await signInAs(operatorPage, 'hubExecutive', mapPath(id));
    await expect(operatorPage.getByText('Approval pending')).toBeVisible();
    await expect(operatorPage.getByText('HubManager role is required.', { exact: true })).toBeVisible();
    await expect(operatorPage.getByRole('button', { name: 'Approve distance' })).toHaveCount(0);
    await operator.close();

    const [tab] = await Promise.all([page.waitForEvent('popup'), approveLink.click()]);
    await expect(tab.getByRole('heading', { name: 'Trip Distance' })).toBeVisible();
    await expect(tab.locator('[data-figure="Travelled"]')).toHaveText(`${km} km`);
    if (target.plannedDistanceKm !== null) await expect(tab.locator('[data-figure="Planned"]')).toHaveText(`${target.plannedDistanceKm} km`);
    await expect(tab.getByRole('img', { name: /^Route of \d+ stops?: planned order dashed, travelled order solid$/ })).toBeVisible();
    await expect(tab.getByText('Approval pending')).toBeVisible();
    expect(await axeProblems(tab)).toEqual([]);
    const approveButton = tab.getByRole('button', { name: 'Approve distance' });
    expect((await approveButton.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await approveButton.click();
    // The toast lives 2 s: watched from the click on, beside the recorded approval.
    await Promise.all([
      expect(tab.getByText(`Trip distance of ${km} km approved.`)).toBeVisible(),
      expect(tab.getByText(/^Approved by hub\.manager@demo\.hub on /)).toBeVisible(),
    ]);
    await tab.close();

    // Back in the close: the approval reached this page live (a runsheet event), the panel asked the server again and
    // moved on to the cash by itself; the close goes through.
    await expect(close.getByText('Cash verification')).toBeVisible();
    await expect(close.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await close.getByRole('button', { name: 'Cash verified, close runsheet' }).click();
    await expect(page.getByText(`Runsheet ${id} closed successfully.`)).toBeVisible();
    const after = await json<{ tripDistance: { tripDistanceApproved: boolean; approvedBy: string | null; activityStatus: string } }>(
      await api.get(`${API}/tripDistance/${id}/${HUBS.blr.id}`),
    );
    expect(after.tripDistance).toMatchObject({ tripDistanceApproved: true, approvedBy: DEMO_ACCOUNTS.hubManager.email, activityStatus: 'ENDED' });
  });
});
