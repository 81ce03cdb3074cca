import { type FastifyPluginAsync } from 'fastify';
import { hubMinuteOfDay, resetTestWorld, setTestClock } from '@hub/shared/contracts';
import { restoreWorldSnapshot } from '../../db/world-snapshot';
import { registerEndpoint } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { hubNow, setSessionClock } from '../../lib/hub-clock';
import { isLoopback } from '../auth';

/** Refusal when the test clock is asked for from another machine. */
export const TEST_CLOCK_REMOTE_REFUSED = 'The test clock can only be set from this machine';
/** Refusal when a world reset is asked for from another machine. */
export const TEST_RESET_REMOTE_REFUSED = 'The world can only be reset from this machine';

/**
 * PUT /test/clock (HUB_TEST_CLOCK=1 only; the plugin is not registered otherwise, so the path is a 404): the caller's
 * session reads the hub clock as the given time. e2e tests of the afternoon batch window use it.
 */
export const clockRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, setTestClock, async ({ request }) => {
    if (!isLoopback(request.ip)) throw new HttpError(403, TEST_CLOCK_REMOTE_REFUSED);
    setSessionClock(request.sessionId!, request.body.at === null ? null : new Date(request.body.at));
    const now = hubNow(request);
    return { now: now.toISOString(), hubMinuteOfDay: hubMinuteOfDay(now) };
  });
};

/**
 * POST /test/world/reset (HUB_TEST_RESET=1 only; not registered otherwise): the world back to its seeded snapshot
 * (db/world-snapshot.ts), taken when the server started. Then what the app keeps in memory beside the database is
 * put back in step (`app.onWorldReset`): cached hub rows (a test may have changed a hub's pilots), OFD tasks waiting
 * to be finished (a previous test's timer must not finish this test's task of the same id).
 */
export const worldResetRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, resetTestWorld, async ({ request }) => {
    if (!isLoopback(request.ip)) throw new HttpError(403, TEST_RESET_REMOTE_REFUSED);
    const result = await restoreWorldSnapshot(app.db);
    for (const hook of app.onWorldReset) await hook();
    return result;
  });
};
