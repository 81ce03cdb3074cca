import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request: Fastify's default writes two ("incoming request" and "request completed"), and
 * each line is a write to stdout, about 0.2 ms of CPU on the build machine; at rush hour (200 scans a second) the
 * first line cost 4% of a core for nothing the second does not say (docs/perf/rush-hour.md "What one scan costs"). The
 * line carries the request (method, URL, host, address), the status, the time and the request id; refusals and failures keep their
 * own lines from the error handler.
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
