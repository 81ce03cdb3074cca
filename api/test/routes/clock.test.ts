import { hubMinuteOfDay, setTestClock } from '@hub/shared/contracts';
import { createTestApp, type TestApp } from '../helpers/test-app';

describe('PUT /test/clock (HUB_TEST_CLOCK=1 only)', () => {
  let t: TestApp;
  afterEach(async () => t?.close());

  it('is not there unless the api was started with the test clock', async () => {
    t = await createTestApp({ seedScale: 0, config: { testClock: false } });
    const cookie = await t.loginAs('hubExecutive');
    const res = await t.call(setTestClock, { body: { at: '2026-11-23T04:00:00.000Z' } }, { cookie });
    expect(res.statusCode).toBe(404);
  });

  it("sets only the calling session's hub clock, and null gives the real time back", async () => {
    t = await createTestApp({ seedScale: 0, config: { testClock: true } });
    const exec = await t.loginAs('hubExecutive');
    const manager = await t.loginAs('hubManager');
    const res = await t.call(setTestClock, { body: { at: '2026-11-23T04:00:00.000Z' } }, { cookie: exec });
    expect(res.statusCode).toBe(200);
    // 04:00 UTC is 09:30 in India: minute 570.
    expect(res.json().hubMinuteOfDay).toBe(570);
    const other = await t.call(setTestClock, { body: { at: null } }, { cookie: manager });
    expect(Math.abs(other.json().hubMinuteOfDay - hubMinuteOfDay(new Date()))).toBeLessThanOrEqual(1);
    const again = await t.call(setTestClock, { body: { at: '2026-11-23T05:00:00.000Z' } }, { cookie: exec });
    expect(again.json().hubMinuteOfDay).toBe(630);
  });

  it('refuses a time that is not an ISO date-time, and callers without a session', async () => {
    t = await createTestApp({ seedScale: 0, config: { testClock: true } });
    const cookie = await t.loginAs('hubExecutive');
    expect((await t.call(setTestClock, { body: { at: 'ten o clock' } }, { cookie })).statusCode).toBe(400);
    expect((await t.call(setTestClock, { body: { at: null } })).statusCode).toBe(401);
  });
});
