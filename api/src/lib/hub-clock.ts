import { type FastifyRequest } from 'fastify';

/**
 * The hub clock every time rule reads (route batch afternoon window, batch day, dispatch wave): one object, so api
 * tests can set the time (`hubClock.now = () => new Date(...)`) without faking the process clock.
 */
export const hubClock = { now: (): Date => new Date() };

/**
 * Per-session offsets set through PUT /test/clock (only when HUB_TEST_CLOCK=1, never in production). Keyed by session
 * so parallel e2e tests each live at their own time of day. Kept in memory on purpose: it is a test aid of one
 * process, not state a second instance must share.
 */
const sessionOffsets = new Map<string, number>();
const MAX_TEST_CLOCK_SESSIONS = 1000;

/** "Now" for this request: the hub clock, shifted by the session's test offset when one is set. */
export function hubNow(request?: Pick<FastifyRequest, 'sessionId'>): Date {
  const base = hubClock.now();
  const offset = request?.sessionId ? sessionOffsets.get(request.sessionId) : undefined;
  return offset === undefined ? base : new Date(base.getTime() + offset);
}

/** Sets (or with null clears) the session's clock so that it reads `at` now and runs on from there. */
export function setSessionClock(sessionId: string, at: Date | null): void {
  if (at === null) {
    sessionOffsets.delete(sessionId);
    return;
  }
  // Bounded: the oldest setting goes first (a test run signs in a few hundred sessions at most).
  if (!sessionOffsets.has(sessionId) && sessionOffsets.size >= MAX_TEST_CLOCK_SESSIONS) {
    const oldest = sessionOffsets.keys().next().value;
    if (oldest !== undefined) sessionOffsets.delete(oldest);
  }
  sessionOffsets.set(sessionId, at.getTime() - hubClock.now().getTime());
}
