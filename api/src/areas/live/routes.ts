import { type FastifyPluginAsync } from 'fastify';
import { getLiveHubChanges } from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { registerEndpoint } from '../../lib/endpoint-route';
import { streamHubChanges } from './event-stream';
import { createLiveService } from './service';

/**
 * GET /live/hubs/{hubId} (docs/adr/010): the hub's changes as server-sent events. The session and the hub are
 * checked like any call's (access `session`; the hub-context plugin answers 404 for an unknown hub), so a stream is
 * open only to a session allowed to read that hub's flows. Events carry entity ids only. The stream ends after
 * `live.streamMaxMs` (the browser's EventSource reconnects, and the reconnect is checked again), and when its session
 * ends: at once for a logout on this instance, within one session check (5 s at most) for one elsewhere (issue 33).
 * A session holds at most LIVE_MAX_STREAMS_PER_SESSION streams per instance; the next is refused 429.
 */
export const liveRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  const live = createLiveService(app, opts.config.live);

  registerEndpoint(app, getLiveHubChanges, async ({ hub, request, reply }) => streamHubChanges(live, hub.hubOrgUnitId, request, reply, opts.config.live));
};
