import { expect, request as playwrightRequest, test as base } from '@playwright/test';
import { DEMO_ACCOUNTS } from './demo';

/**
 * Test isolation (docs/adr/011-test-isolation.md). Each Playwright worker has an app server of its own
 * (playwright.config.ts starts one per worker on E2E_PORT + worker index), and every test starts with that server's
 * world reset to the seeded one (POST /test/world/reset, HUB_TEST_RESET=1): what a test reads is what the seed wrote,
 * never what another test left, so any test can run alone, in any order, on any worker, with the same result.
 */

/** The first app server's port; worker `i` uses E2E_PORT + i. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4810);

/** The origin of worker `index`'s app server (E2E_BASE_URL: one server someone else runs, shared by all). */
export const workerOrigin = (index: number): string => process.env.E2E_BASE_URL ?? `http://localhost:${E2E_PORT + index}`;

/** Resets the world of the server at `origin` to its seeded state (a signed-in loopback caller; sessions stay). */
export async function resetWorld(origin: string): Promise<void> {
  const api = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { 'x-hub-console': '1' } });
  try {
    const login = await api.post('/logistics/api/auth/demo-login', { data: { email: DEMO_ACCOUNTS.admin.email } });
    expect(login.ok(), `demo login for the world reset: ${login.status()}`).toBeTruthy();
    const res = await api.post('/logistics/api/test/world/reset');
    expect(res.ok(), `world reset on ${origin}: ${res.status()} ${await res.text()}`).toBeTruthy();
  } finally {
    await api.dispose();
  }
}

export const test = base.extend<{ freshWorld: void }>({
  // This worker's own server: pages, contexts made with browser.newContext() and `request` all resolve against it.
  baseURL: async ({}, use, testInfo) => {
    await use(workerOrigin(testInfo.parallelIndex));
  },
  freshWorld: [
    async ({ baseURL }, use) => {
      if (!process.env.E2E_BASE_URL) await resetWorld(baseURL!);
      await use();
    },
    { auto: true },
  ],
});

export { expect };
