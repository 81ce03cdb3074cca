import { type FastifyReply, type FastifyRequest } from 'fastify';
import { LIVE_EVENTS } from '@hub/shared/contracts';
import { type createLiveService } from './service';

/**
 * Answers with the hub's changes as server-sent events (what only HTTP knows: the hijacked reply, its headers, the
 * heartbeat and the end). The stream ends after `streamMaxMs` (the browser's EventSource reconnects, and the
 * reconnect is checked again), and each heartbeat re-checks that the session still exists.
 */
export function streamHubChanges(
  live: ReturnType<typeof createLiveService>,
  hubId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  timing: { streamMaxMs: number; heartbeatMs: number },
): FastifyReply {
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
  send(`retry: 2000\nevent: ${LIVE_EVENTS.ready}\ndata: ${JSON.stringify({ instance: live.instance })}\n\n`);
  const unsubscribe = live.subscribe(hubId, (event) => {
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
      if (!(await live.sessionAlive(sessionId))) return end();
      send(': ping\n\n');
    })().catch(() => end());
  }, timing.heartbeatMs);
  const lifetime = setTimeout(end, timing.streamMaxMs);
  request.raw.on('close', end);
  res.on('error', end);
  return reply;
}
