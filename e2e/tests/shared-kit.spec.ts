import { expect, test } from './support/a11y';
import fs from 'node:fs';
import { cameraFilePath, fakeCameraArgs, showQrCode, writeBlankCamera } from '../fixtures/camera/fake-camera';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';
import { signInAs } from './support/demo';

// Shared kit catalogue in the composed app (Settings > Catalogue), with Chromium's fake camera playing a y4m file
// this spec writes: the camera scanner must decode a real code from real video.
const cameraFile = cameraFilePath();
// Chromium needs the file at launch; only workers launch browsers (the runner process just lists tests).
if (process.env.TEST_WORKER_INDEX !== undefined) writeBlankCamera(cameraFile);

test.use({
  permissions: ['camera'],
  // Replacing launchOptions drops the config's: the shared flags plus the fake camera.
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...fakeCameraArgs(cameraFile)] },
});

test.afterAll(() => fs.rmSync(cameraFile, { force: true }));

test.describe('shared kit catalogue', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'hubManager', '/settings/catalogue');
    await expect(page.getByRole('heading', { name: 'Shared kit catalogue' })).toBeVisible();
  });

  test('the camera scanner decodes a QR code from the camera and the screen shows the text', async ({ page }) => {
    await showQrCode('TT000A0001', cameraFile);
    await page.getByRole('button', { name: 'Scan with camera', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan a code' });
    await expect(dialog).toBeVisible();
    await expect(page.getByText('Scanned: TT000A0001')).toBeVisible();
    await expect(page.getByText('Source: camera, type SCAN')).toBeVisible();
    // The scanner stops and closes after the first success.
    await expect(dialog).toBeHidden();

    // Chromium re-reads the file whenever the camera starts: a second code proves the text comes from the video.
    await showQrCode('CTAB123', cameraFile);
    await page.getByRole('button', { name: 'Scan with camera', exact: true }).click();
    await expect(page.getByText('Scanned: CTAB123')).toBeVisible();
  });

  test('a hardware scanner burst ending in Enter is one scan; slow typing is not', async ({ page, a11y }) => {
    // The screen's accessibility scan holds the main thread for a while: let it finish before timing keys.
    await a11y.check();
    await page.getByRole('heading', { name: 'Keyboard-wedge scanner' }).click();
    await page.keyboard.type('ctab124', { delay: 150 });
    await page.keyboard.press('Enter');
    await expect(page.getByText('No hardware scan yet')).toBeVisible();

    // Real keys through the browser protocol: on a busy machine two of them can arrive further apart than a scanner's
    // (the wedge's 50 ms) and split the burst; a scanner's next trigger pull is a new burst, so try again (a split
    // burst's tail may count as a shorter scan, which the full code then replaces).
    await expect(async () => {
      await page.keyboard.type('TT000A0002');
      await page.keyboard.press('Enter');
      await expect(page.getByText('Hardware scan: TT000A0002')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByText('Scanned: TT000A0002')).toBeVisible();
  });
});
