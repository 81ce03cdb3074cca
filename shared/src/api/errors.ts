import { COMMON_MESSAGES } from '../contracts/common/messages';

/** The spec's fallback when an error carries nothing readable (spec 000 §8). */
export const FALLBACK_ERROR_MESSAGE = COMMON_MESSAGES.retry;

/** A failed API call: HTTP status plus the server's error body. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, body: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

/** The message a contract-breaking answer carries: a server bug, never shown as data. */
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from server';

/** A 2xx answer that does not match its endpoint contract. */
export class ContractViolationError extends ApiError {
  constructor(status: number, received: unknown) {
    super(status, { message: UNEXPECTED_RESPONSE_MESSAGE, received }, UNEXPECTED_RESPONSE_MESSAGE);
    this.name = 'ContractViolationError';
  }
}

function readBody(body: unknown): string | undefined {
  if (typeof body === 'string' && body.trim()) return body;
  if (body && typeof body === 'object') {
    const b = body as { message?: unknown; errors?: unknown };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (Array.isArray(b.errors) && typeof b.errors[0] === 'string' && b.errors[0]) return b.errors[0];
  }
  return undefined;
}

/**
 * The spec's error helper: error.message, else the first of an errors list, else a string, else the fallback
 * ("Something went wrong. Please re-try." unless the screen names its own, e.g. "An error occurred. Please try
 * again."). With a screen's fallback, only what the server said is shown: a network failure or a bare status gets
 * the screen's text, never "Failed to fetch".
 */
export function getErrorMessage(error: unknown, fallback?: string): string {
  if (error instanceof ApiError) return readBody(error.body) ?? fallback ?? (error.message || FALLBACK_ERROR_MESSAGE);
  if (fallback !== undefined) return readBody(error) ?? fallback;
  if (error instanceof Error) return error.message || FALLBACK_ERROR_MESSAGE;
  return readBody(error) ?? FALLBACK_ERROR_MESSAGE;
}
