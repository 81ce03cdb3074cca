import { expect, type Page } from '@playwright/test';

/**
 * Sets the hub clock (India time, today) of this page's session to hh:mm, or back to real time with null, through the
 * api's test clock (PUT /test/clock, on because playwright.config starts the api with HUB_TEST_CLOCK=1). Only this
 * session's time changes: tests running beside it keep theirs. Call after signing in.
 */
export async function setHubClock(page: Page, hhmm: string | null): Promise<void> {
  const at = hhmm === null ? null : `${hubToday()}T${hhmm}:00+05:30`;
  const res = await page.request.put('/logistics/api/test/clock', { data: { at }, headers: { 'x-hub-console': '1' } });
  expect(res.ok(), `set hub clock ${hhmm}: ${res.status()}`).toBeTruthy();
}

const hubDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today on the hub clock (India time, yyyy-mm-dd), whatever the clock of the machine running the tests says. */
export function hubToday(): string {
  return hubDay.format(new Date());
}

/** Midnight (epoch ms) of the hub day `daysAgo` days before today: what the date selector sends as `date_epoch`. */
export function hubDayStartMs(daysAgo = 0): number {
  return Date.parse(`${hubToday()}T00:00:00+05:30`) - daysAgo * 86_400_000;
}
