import { type FastifyPluginAsync } from 'fastify';
import { and, eq, gt } from 'drizzle-orm';
import { getLiveHubChanges, LIVE_EVENTS } from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { sessions } from '../../db/schema';
import { registerEndpoint } from '../../lib/endpoint-route';

/**
 * GET /live/hubs/{hubId} (docs/adr/010): the hub's changes as server-sent events. The session and the hub are
 * checked like any call's (access `session`; the hub-context plugin answers 404 for an unknown hub), so a stream is
 * open only to a session allowed to read that hub's flows. Events carry entity ids only. The stream ends after
 * `live.streamMaxMs` (the browser's EventSource reconnects, and the reconnect is checked again), and each heartbeat
 * re-checks that the session still exists: a logout elsewhere ends the stream within a heartbeat.
 */
export const liveRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  const { streamMaxMs, heartbeatMs } = opts.config.live;
  registerEndpoint(app, getLiveHubChanges, async ({ request, reply }) => {
    const hubId = request.hub!.hubOrgUnitId;
    const sessionId = request.sessionId;
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // A connection header is HTTP/1.1's own (HTTP/2 refuses it: TLS_CERT_FILE servers).
      ...(request.raw.httpVersionMajor === 2 ? {} : { connection: 'keep-alive' }),
      // Proxies must pass events as they come.
      'x-accel-buffering': 'no',
      'x-request-id': request.id,
    });
    let ended = false;
    const send = (text: string) => {
      if (!ended) res.write(text);
    };
    // Reconnect after 2 s when the stream ends (EventSource's own retry).
    send(`retry: 2000\nevent: ${LIVE_EVENTS.ready}\ndata: ${JSON.stringify({ instance: app.live.instance })}\n\n`);
    const unsubscribe = app.live.subscribe(hubId, (event) => {
      if (event.kind === 'change') send(`event: ${LIVE_EVENTS.change}\ndata: ${JSON.stringify({ changes: event.changes })}\n\n`);
      else send(`event: ${LIVE_EVENTS.resync}\ndata: {}\n\n`);
    });
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      clearTimeout(lifetime);
      unsubscribe();
      res.end();
    };
    const heartbeat = setInterval(() => {
      void (async () => {
        const [alive] = sessionId
          ? await app.db
              .select({ id: sessions.id })
              .from(sessions)
              .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
              .limit(1)
          : [];
        if (!alive) return end();
        send(': ping\n\n');
      })().catch(() => end());
    }, heartbeatMs);
    const lifetime = setTimeout(end, streamMaxMs);
    request.raw.on('close', end);
    res.on('error', end);
    return reply;
  });
};
