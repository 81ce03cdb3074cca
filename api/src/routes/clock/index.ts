import { type FastifyPluginAsync } from 'fastify';
import { hubMinuteOfDay, setTestClock } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { hubNow, setSessionClock } from '../../lib/hub-clock';
import { isLoopback } from '../auth';

/** Refusal when the test clock is asked for from another machine. */
export const TEST_CLOCK_REMOTE_REFUSED = 'The test clock can only be set from this machine';

/**
 * PUT /test/clock (HUB_TEST_CLOCK=1 only; the plugin is not registered otherwise, so the path is a 404): the caller's
 * session reads the hub clock as the given time. e2e tests of the afternoon batch window use it.
 */
export const clockRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(app, setTestClock, async (request) => {
    if (!isLoopback(request.ip)) throw new HttpError(403, TEST_CLOCK_REMOTE_REFUSED);
    setSessionClock(request.sessionId!, request.body.at === null ? null : new Date(request.body.at));
    const now = hubNow(request);
    return { now: now.toISOString(), hubMinuteOfDay: hubMinuteOfDay(now) };
  });
};
