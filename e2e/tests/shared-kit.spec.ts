import { type Page } from '@playwright/test';
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

/** Real key events through the DevTools protocol, each stamped 5 ms after the one before (a scanner's burst), then Enter. */
async function scannerBurst(page: Page, code: string): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys = [...code, 'Enter'];
  for (const [i, key] of keys.entries()) {
    const timestamp = start + i * 0.005;
    const enter = key === 'Enter';
    const vk = enter ? 13 : key.toUpperCase().charCodeAt(0);
    await cdp.send('Input.dispatchKeyEvent', {
      type: 'keyDown',
      key,
      code: enter ? 'Enter' : /\d/.test(key) ? `Digit${key}` : `Key${key.toUpperCase()}`,
      text: enter ? '\r' : key,
      windowsVirtualKeyCode: vk,
      timestamp,
    });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key, windowsVirtualKeyCode: vk, timestamp: timestamp + 0.001 });
  }
  await cdp.detach();
}

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

    // Real keys through the browser protocol, stamped as a scanner's arrive: 5 ms apart. The browser takes each key's
    // time from the stamp it is given, as it takes a hardware key's from when it arrived, so a busy machine delivering
    // them late cannot split the burst (the wedge times keys by event.timeStamp).
    await scannerBurst(page, 'TT000A0002');
    await expect(page.getByText('Hardware scan: TT000A0002')).toBeVisible();
    await expect(page.getByText('Scanned: TT000A0002')).toBeVisible();
  });
});
