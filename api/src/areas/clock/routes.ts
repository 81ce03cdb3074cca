import { type FastifyPluginAsync } from 'fastify';
import { resetTestWorld, setTestClock } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createClockService } from './service';

/**
 * PUT /test/clock (HUB_TEST_CLOCK=1 only; the plugin is not registered otherwise, so the path is a 404): the caller's
 * session reads the hub clock as the given time. e2e tests of the afternoon batch window use it.
 */
export const clockRoutes: FastifyPluginAsync = async (app) => {
  const clock = createClockService(app);

  // The address is HTTP's: only this machine may set the clock (the service refuses any other).
  registerEndpoint(app, setTestClock, ({ body, request }) => clock.setClock(request.ip, request.sessionId!, body.at));
};

/**
 * POST /test/world/reset (HUB_TEST_RESET=1 only; not registered otherwise): the world back to its seeded snapshot
 * (db/world-snapshot.ts), taken when the server started, then `app.onWorldReset` (see the service).
 */
export const worldResetRoutes: FastifyPluginAsync = async (app) => {
  const clock = createClockService(app);

  registerEndpoint(app, resetTestWorld, ({ request }) => clock.resetWorld(request.ip));
};
