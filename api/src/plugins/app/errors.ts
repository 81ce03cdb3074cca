import { type Socket } from 'node:net';
import { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_BASE, COMMON_MESSAGES, type ErrorBody } from '@hub/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { ContractValidationError } from '../../lib/validation-messages';

/** The text every 5xx carries: internals stay in the log (with the request id), never in the body. */
export const INTERNAL_ERROR_MESSAGE = COMMON_MESSAGES.retry;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the web plugin: serves the SPA for a browser navigation that matched no route; returns false otherwise. */
    webFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

/** SQLSTATE classes a bad value or a concurrent write can raise: never a 500 (docs/adr/007-hardening.md). */
const DB_REFUSALS: Array<{ test: (code: string) => boolean; status: number; message: string }> = [
  // 22xxx data exceptions (NUL byte, value too long or out of range, bad text for a type); 54000 index row too big.
  { test: (c) => c.startsWith('22') || c === '54000', status: 400, message: 'The request has a value that cannot be stored.' },
  // 23xxx integrity (a unique key another request took first, a row that is gone).
  { test: (c) => c.startsWith('23'), status: 409, message: 'This conflicts with a change made at the same time. Please re-try.' },
  // 40001 serialization failure, 40P01 deadlock: the other operator's change won; re-trying is safe.
  { test: (c) => c.startsWith('40'), status: 409, message: 'This conflicts with a change made at the same time. Please re-try.' },
];

/** The SQLSTATE of a database error anywhere in the cause chain (drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(?=.*\d)[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

function toBody(error: FastifyError & { errors?: unknown }): { status: number; body: ErrorBody } {
  // The one validation policy (lib/validation-messages.ts): contract texts verbatim, defaults naming the field.
  if (error instanceof ContractValidationError) return { status: 400, body: { message: error.message, errors: error.messages } };
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message } };
  }
  const sqlState = sqlStateOf(error);
  const dbRefusal = sqlState ? DB_REFUSALS.find((r) => r.test(sqlState)) : undefined;
  if (dbRefusal) return { status: dbRefusal.status, body: { message: dbRefusal.message } };
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { message: 'The request is too large.' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { message: 'Send the request body as JSON.' } };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { message: 'The request body is empty; send JSON.' } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { message: 'The request body is not valid JSON.' } };
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 400, body: { message: 'The address of this request is not valid.' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { message: 'The request body does not match its declared length.' } };
  }
  if (error instanceof SyntaxError && status === 400) return { status: 400, body: { message: 'The request body is not valid JSON.' } };
  if (status >= 500) return { status, body: { message: INTERNAL_ERROR_MESSAGE } };
  return { status, body: { message: error.message || INTERNAL_ERROR_MESSAGE } };
}

/**
 * Fastify's router errors (a malformed percent-encoding, an over-long parameter) answered with the one error body
 * instead of Fastify's own `{ error, message, statusCode }`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, body } = toBody(error);
  request.log.info({ status, code: error.code }, 'request refused by the router');
  void reply.code(status).type('application/json').header('cache-control', 'no-store').send(body);
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
};

/**
 * Node's own refusals (a request that never finished arriving, headers too large, bytes that are not HTTP) happen
 * before Fastify has a request: the socket gets the one error body, then closes.
 */
export function clientErrorHandler(this: { log: { debug: (o: object, m: string) => void } }, err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[err.code ?? ''] ?? { status: 400, message: 'The request could not be read.' };
  const body = JSON.stringify({ message } satisfies ErrorBody);
  this.log.debug({ code: err.code, status }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** One error body for every failure (`{ message, errors? }`), JSON 404s, 5xx internals kept in the log. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toBody(error);
      if (status >= 500 || isResponseSerializationError(error as never)) {
        request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
      } else if (sqlStateOf(error)) {
        // The database refused what validation let through: answered as a refusal, logged so the contract gets fixed.
        request.log.warn({ err: error, url: request.url, method: request.method }, 'database refused a value');
      } else {
        request.log.info({ status, message: body.message, url: request.url }, 'request refused');
      }
      void reply.code(status).type('application/json').send(body);
    });

    app.setNotFoundHandler((request, reply) => {
      const inApi = request.url === API_BASE || request.url.startsWith(`${API_BASE}/`) || request.url.startsWith(`${API_BASE}?`);
      if (!inApi && app.webFallback?.(request, reply)) return;
      void reply
        .code(404)
        .type('application/json')
        .send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` } satisfies ErrorBody);
    });
  },
  { name: 'errors' },
);
