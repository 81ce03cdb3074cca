// A module of its own: the api and the outbox read these texts, the shell's start (which uses the headers beside them
// in error.ts) does not, so a build keeps them out of its first paint.

/** The refusals of the idempotency rule. */
export const IDEMPOTENCY_MESSAGES = {
  invalidKey: 'Idempotency-Key must be 8 to 128 letters, digits or the characters - _ . :',
  reused: 'This Idempotency-Key was already used for a different request.',
  inFlight: 'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
} as const;
