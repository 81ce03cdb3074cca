import { type FastifyInstance } from 'fastify';
import { type LiveListener } from '../../plugins/app/live';

/**
 * Live progress (docs/adr/010): a hub's changes as this instance hears them, and the rule that keeps a stream open
 * only while its session exists.
 */
export function createLiveService(app: FastifyInstance) {
  return {
    /** This instance's id (the stream's first event names it). */
    instance: app.live.instance,
    /** Listens to one hub's changes; returns the unsubscribe. */
    subscribe: (hubId: string, listener: LiveListener) => app.live.subscribe(hubId, listener),
    /** True while the stream's session exists and has not expired: a logout elsewhere ends the stream within a heartbeat. */
    async sessionAlive(sessionId: string | null): Promise<boolean> {
      return sessionId ? app.repos.sessions.alive(app.db, sessionId) : false;
    },
  };
}
