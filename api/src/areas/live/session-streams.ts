import { type FastifyInstance } from 'fastify';
import { LIVE_MAX_STREAMS_PER_SESSION, LIVE_SESSION_CHECK_MS } from '@hub/shared/contracts';

/** Most session ids one check asks about in one query (bounded parameter lists). */
const CHECK_CHUNK = 500;

/**
 * The open live streams of this instance by session (issue 33: a stream ends when its session ends).
 * - A session this instance ends (logout, a sign-in over a carried cookie, `app.sessionsEnded`) closes its streams at
 *   once (`app.onSessionsEnded`).
 * - A session ended elsewhere (another instance's logout, expiry, a deleted row) is noticed by one check every
 *   `checkMs`: one primary-key query for all the instance's streams' sessions, run only while a stream is open.
 * - A session holds at most LIVE_MAX_STREAMS_PER_SESSION streams here: `open` answers null for the next one.
 */
export function createSessionStreams(app: FastifyInstance, heartbeatMs: number) {
  const checkMs = Math.min(heartbeatMs, LIVE_SESSION_CHECK_MS);
  const bySession = new Map<string, Set<() => void>>();
  let timer: ReturnType<typeof setInterval> | null = null;
  let checking = false;

  const closeSessions = (sessionIds: Iterable<string>) => {
    for (const id of sessionIds) {
      const ends = bySession.get(id);
      // Each end removes itself from the set (release): iterate over a copy.
      if (ends) for (const end of [...ends]) end();
    }
  };

  const check = async () => {
    if (checking) return;
    checking = true;
    const ids = [...bySession.keys()];
    try {
      for (let i = 0; i < ids.length; i += CHECK_CHUNK) {
        const chunk = ids.slice(i, i + CHECK_CHUNK);
        const alive = await app.repos.sessions.aliveAmong(app.db, chunk);
        closeSessions(chunk.filter((id) => !alive.has(id)));
      }
    } catch (err) {
      // Unknown is not alive: the streams end and their EventSources reconnect, checked again like any call.
      app.log.warn({ err }, 'live streams: the session check failed; closing the streams it could not check');
      closeSessions(ids);
    } finally {
      checking = false;
    }
  };

  app.onSessionsEnded((sessionIds) => closeSessions(sessionIds));

  return {
    checkMs,
    /**
     * Registers a stream of `sessionId` closed by `end`; returns its release (call it when the stream ends for any
     * reason), or null when the session already holds LIVE_MAX_STREAMS_PER_SESSION streams here.
     */
    open(sessionId: string, end: () => void): (() => void) | null {
      const ends = bySession.get(sessionId) ?? new Set<() => void>();
      if (ends.size >= LIVE_MAX_STREAMS_PER_SESSION) return null;
      ends.add(end);
      bySession.set(sessionId, ends);
      if (!timer) {
        timer = setInterval(() => void check(), checkMs);
        // Never keeps the process alive: a closing api ends its streams itself.
        timer.unref();
      }
      return () => {
        if (!ends.delete(end)) return;
        if (ends.size === 0 && bySession.get(sessionId) === ends) bySession.delete(sessionId);
        if (bySession.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
  };
}
