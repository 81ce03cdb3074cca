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
    // Made first, then delivered: each key is stamped when made (as the browser stamps a scanner's keys on arrival),
    // so the process being descheduled while the keys are handled cannot stretch the burst past the wedge's gap.
    const keys = [...code, 'Enter'].map((key) => new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
    for (const key of keys) document.body.dispatchEvent(key);
  }, value);
}
