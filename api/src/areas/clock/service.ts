import { type FastifyInstance } from 'fastify';
import { hubMinuteOfDay } from '@hub/shared/contracts';
import { restoreWorldSnapshot } from '../../db/world-snapshot';
import { HttpError } from '../../lib/http-error';
import { hubNow, setSessionClock } from '../../lib/hub-clock';
import { isLoopback } from '../auth/loopback';

/** Refusal when the test clock is asked for from another machine. */
export const TEST_CLOCK_REMOTE_REFUSED = 'The test clock can only be set from this machine';
/** Refusal when a world reset is asked for from another machine. */
export const TEST_RESET_REMOTE_REFUSED = 'The world can only be reset from this machine';

/** Test aids (HUB_TEST_CLOCK=1, HUB_TEST_RESET=1; never in production), each only from this machine. */
export function createClockService(app: FastifyInstance) {
  return {
    /** The caller's session reads the hub clock as `at` (null: the real time again). */
    async setClock(ip: string, sessionId: string, at: string | null) {
      if (!isLoopback(ip)) throw new HttpError(403, TEST_CLOCK_REMOTE_REFUSED);
      setSessionClock(sessionId, at === null ? null : new Date(at));
      const now = hubNow({ sessionId });
      return { now: now.toISOString(), hubMinuteOfDay: hubMinuteOfDay(now) };
    },

    /**
     * The world back to its seeded snapshot (db/world-snapshot.ts), taken when the server started. Then what the app
     * keeps in memory beside the database is put back in step (`app.onWorldReset`): cached hub rows (a test may have
     * changed a hub's pilots), OFD tasks waiting to be finished (a previous test's timer must not finish this test's
     * task of the same id).
     */
    async resetWorld(ip: string) {
      if (!isLoopback(ip)) throw new HttpError(403, TEST_RESET_REMOTE_REFUSED);
      const result = await restoreWorldSnapshot(app.db);
      for (const hook of app.onWorldReset) await hook();
      return result;
    },
  };
}
