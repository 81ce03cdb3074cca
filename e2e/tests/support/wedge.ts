import { type Page } from '@playwright/test';

/**
 * A hardware (keyboard-wedge) scan of `value` on the current screen: no field focused, then the code's keys and Enter
 * in one task of the page, as a scanner delivers them. Typing key by key through the browser protocol can leave more
 * than the wedge's gap between two keys on a busy machine and split the burst; the real-keyboard path is proved
 * once, in shared-kit.spec.ts. Waits for the screen's automatic accessibility scan first (it holds the main thread).
 */
export async function wedgeScan(page: Page, a11y: { check: () => Promise<void> }, value: string): Promise<void> {
  await a11y.check();
  await page.evaluate((code) => {
    (document.activeElement as HTMLElement | null)?.blur();
    for (const key of [...code, 'Enter']) document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
  }, value);
}
