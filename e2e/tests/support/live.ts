import { type Page } from '@playwright/test';

/**
 * Keeps the page's live progress stream closed. For a test that proves the server's refusal when another operator's
 * write lands while this screen still shows the old state: live progress (docs/adr/010) would refresh the screen first
 * and race the click the refusal needs. Live updates have their own e2e (field.spec.ts).
 */
export async function keepLiveClosed(page: Page): Promise<void> {
  await page.route('**/logistics/api/live/**', (route) => route.abort());
}
