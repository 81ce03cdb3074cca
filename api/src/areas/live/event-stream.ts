import { type FastifyReply, type FastifyRequest } from 'fastify';
import { LIVE_EVENTS } from '@hub/shared/contracts';
import { type createLiveService } from './service';

/**
 * Answers with the hub's changes as server-sent events (what only HTTP knows: the hijacked reply, its headers, the
 * heartbeat and the end). The stream ends after `streamMaxMs` (the browser's EventSource reconnects, and the
 * reconnect is checked again), and when its session ends (the service's session rule: at once for a logout on this
 * instance, within one session check otherwise). A session over its stream cap is refused (429) before anything is sent.
 */
export function streamHubChanges(
  live: ReturnType<typeof createLiveService>,
  hubId: string,
  request: FastifyRequest,
  reply: FastifyReply,
  timing: { streamMaxMs: number; heartbeatMs: number },
): FastifyReply {
  let ended = false;
  let started = false;
  let unsubscribe = () => {};
  // `end` runs only after the stream started (its callers: the session rule, the lifetime, the request's close), so
  // the timers it clears below exist by then.
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    release();
    if (started) reply.raw.end();
  };
  // Throws (429, 401) before the reply is hijacked: the refusal is an ordinary error answer.
  const release = live.attachToSession(request.sessionId, end);
  reply.hijack();
  started = true;
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
  const send = (text: string) => {
    if (!ended) res.write(text);
  };
  // Reconnect after 2 s when the stream ends (EventSource's own retry).
  send(`retry: 2000\nevent: ${LIVE_EVENTS.ready}\ndata: ${JSON.stringify({ instance: live.instance })}\n\n`);
  unsubscribe = live.subscribe(hubId, (event) => {
    if (event.kind === 'change') send(`event: ${LIVE_EVENTS.change}\ndata: ${JSON.stringify({ changes: event.changes })}\n\n`);
    else send(`event: ${LIVE_EVENTS.resync}\ndata: {}\n\n`);
  });
  const heartbeat = setInterval(() => send(': ping\n\n'), timing.heartbeatMs);
  const lifetime = setTimeout(end, timing.streamMaxMs);
  request.raw.on('close', end);
  res.on('error', end);
  return reply;
}
