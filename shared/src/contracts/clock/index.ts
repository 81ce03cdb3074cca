import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

/**
 * PUT /test/clock: the caller's session reads the hub clock as `at` (ISO date-time) from now on, or the real time again
 * with null. Registered only when the api runs with HUB_TEST_CLOCK=1 (never in production; loopback only): e2e tests
 * of time rules (afternoon batch window, 000 §4) set the hub time of their own session without touching anyone else's.
 */
export const setTestClockBodySchema = z.object({ at: z.string().datetime({ offset: true }).max(40).nullable() }).strict();
export const testClockResponseSchema = z.object({ now: z.string(), hubMinuteOfDay: z.number().int() }).strict();
export type TestClockResponse = z.infer<typeof testClockResponseSchema>;

export const setTestClock = defineEndpoint({
  name: 'setTestClock',
  method: 'PUT',
  path: '/test/clock',
  area: 'platform',
  summary: 'Test aid (HUB_TEST_CLOCK=1 only): set the hub clock of the calling session',
  access: 'session',
  body: setTestClockBodySchema,
  response: testClockResponseSchema,
});
