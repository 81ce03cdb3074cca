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
  hub: { none: "a test aid on the caller's own session" },
  body: setTestClockBodySchema,
  response: testClockResponseSchema,
});

export const resetTestWorldResponseSchema = z.object({ tables: z.number().int(), rows: z.number().int() }).strict();
export type ResetTestWorldResponse = z.infer<typeof resetTestWorldResponseSchema>;

/**
 * POST /test/world/reset: every table of the world back to what it was right after the server seeded it (sessions
 * stay). Registered only when the api runs with HUB_TEST_RESET=1 (never in production; loopback only): each e2e test
 * starts from the same world on a server no other test uses at the same time (docs/adr/011-test-isolation.md).
 */
export const resetTestWorld = defineEndpoint({
  name: 'resetTestWorld',
  method: 'POST',
  path: '/test/world/reset',
  area: 'platform',
  summary: 'Test aid (HUB_TEST_RESET=1 only): put the world back as it was seeded',
  access: 'session',
  hub: { none: 'a test aid over the whole world (loopback, never in production)' },
  response: resetTestWorldResponseSchema,
});
