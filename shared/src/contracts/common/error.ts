import { z } from 'zod';

/** The one error body every 4xx/5xx carries (what the spec's error helper reads). */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.array(z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Most write responses in the spec carry `successful` and `message`. */
export const successResponseSchema = z.object({
  successful: z.boolean(),
  message: z.string(),
});
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** The header every client write sends; the server refuses unsafe methods without it (CSRF guard, see docs/areas/auth.md). */
export const CSRF_HEADER = 'x-hub-console';
export const CSRF_HEADER_VALUE = '1';

/** Base path of every Logistics API call. */
export const API_BASE = '/logistics/api';
/** Base path of the monitoring ("venus") calls. */
export const VENUS_BASE = '/logistics/api/venus';

/** Header of writes a scan or a retry can repeat (endpoints whose contract says `idempotent`). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** What a key may look like: a UUID fits, as do other opaque tokens of 8 to 128 safe characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
