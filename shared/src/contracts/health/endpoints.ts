import { defineEndpoint } from '../endpoint';
import { healthResponseSchema } from './health';

/** GET /health: liveness with a database round trip (load balancers probe it). */
export const getHealth = defineEndpoint({
  name: 'getHealth',
  method: 'GET',
  path: '/health',
  area: 'platform',
  summary: 'Liveness and database check',
  access: 'public',
  response: healthResponseSchema,
});
