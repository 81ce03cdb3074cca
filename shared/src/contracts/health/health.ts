import { z } from 'zod';

/** GET /health: liveness plus a database round trip (load balancers probe it). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /health/details: what operators watch (L1 or admin only): stored uploads, and how many are still unattached. */
export const healthDetailsResponseSchema = z.object({
  status: z.literal('ok'),
  uploads: z.object({
    files: z.number().int(),
    bytes: z.number().int(),
    unattachedFiles: z.number().int(),
    unattachedBytes: z.number().int(),
  }),
});
export type HealthDetailsResponse = z.infer<typeof healthDetailsResponseSchema>;
