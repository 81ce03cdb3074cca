import { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { API_BASE, type ErrorBody } from '@hub/shared/contracts';
import { HttpError } from '../../lib/http-error';
import { ContractValidationError } from '../../lib/validation-messages';

/** The text every 5xx carries: internals stay in the log (with the request id), never in the body. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong. Please re-try.';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the web plugin: serves the SPA for a browser navigation that matched no route; returns false otherwise. */
    webFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean;
  }
}

function toBody(error: FastifyError & { errors?: unknown }): { status: number; body: ErrorBody } {
  // The one validation policy (lib/validation-messages.ts): contract texts verbatim, defaults naming the field.
  if (error instanceof ContractValidationError) return { status: 400, body: { message: error.message, errors: error.messages } };
  if (error instanceof HttpError) {
    return { status: error.statusCode, body: error.errors ? { message: error.message, errors: error.errors } : { message: error.message } };
  }
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
  }
  if (error instanceof SyntaxError && status === 400) return { status: 400, body: { message: 'The request body is not valid JSON.' } };
  if (status >= 500) return { status, body: { message: INTERNAL_ERROR_MESSAGE } };
  return { status, body: { message: error.message || INTERNAL_ERROR_MESSAGE } };
}

/** One error body for every failure (`{ message, errors? }`), JSON 404s, 5xx internals kept in the log. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const { status, body } = toBody(error);
      if (status >= 500 || isResponseSerializationError(error as never)) {
        request.log.error({ err: error, url: request.url, method: request.method }, 'request failed');
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
