import { expect, type Page } from '@playwright/test';

/**
 * Sets the hub clock (India time, today) of this page's session to hh:mm, or back to real time with null, through the
 * api's test clock (PUT /test/clock, on because playwright.config starts the api with HUB_TEST_CLOCK=1). Only this
 * session's time changes: tests running beside it keep theirs. Call after signing in.
 */
export async function setHubClock(page: Page, hhmm: string | null): Promise<void> {
  let at: string | null = null;
  if (hhmm !== null) {
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    at = `${day}T${hhmm}:00+05:30`;
  }
  const res = await page.request.put('/logistics/api/test/clock', { data: { at }, headers: { 'x-hub-console': '1' } });
  expect(res.ok(), `set hub clock ${hhmm}: ${res.status()}`).toBeTruthy();
}
