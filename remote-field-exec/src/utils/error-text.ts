import { ApiError } from '@hub/shared/api';

/** The server's own message when it sent one (message, else first of errors), otherwise the screen's fallback text. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const b = error.body as { message?: unknown; errors?: unknown };
    if (typeof b.message === 'string' && b.message) return b.message;
    if (Array.isArray(b.errors) && typeof b.errors[0] === 'string' && b.errors[0]) return b.errors[0];
  }
  return fallback;
}
