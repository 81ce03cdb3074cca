import { type FastifyInstance } from 'fastify';
import { LIVE_MESSAGES } from '@hub/shared/contracts';
import { HttpError, unauthorized } from '../../lib/http-error';
import { type LiveListener } from '../../plugins/app/live';
import { createSessionStreams } from './session-streams';

/**
 * Live progress (docs/adr/010): a hub's changes as this instance hears them, and the rule that keeps a stream open
 * only while its session exists (issue 33: closed at once by a logout here, within one session check otherwise).
 */
export function createLiveService(app: FastifyInstance, timing: { heartbeatMs: number }) {
  const sessionStreams = createSessionStreams(app, timing.heartbeatMs);
  return {
    /** This instance's id (the stream's first event names it). */
    instance: app.live.instance,
    /** Listens to one hub's changes; returns the unsubscribe. */
    subscribe: (hubId: string, listener: LiveListener) => app.live.subscribe(hubId, listener),
    /**
     * Ties a stream to its session: `end` is called when the session ends. Returns the release (call it when the
     * stream ends). 429 when the session already holds LIVE_MAX_STREAMS_PER_SESSION streams on this instance.
     */
    attachToSession(sessionId: string | null, end: () => void): () => void {
      if (!sessionId) throw unauthorized();
      const release = sessionStreams.open(sessionId, end);
      if (!release) throw new HttpError(429, LIVE_MESSAGES.tooManyStreams);
      return release;
    },
  };
}
