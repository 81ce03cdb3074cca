import { defineEndpoint } from '../endpoint';
import { healthDetailsResponseSchema, healthResponseSchema } from './health';

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

/** GET /health/details: stored upload bytes and unattached files, for operators (docs/adr/007-hardening.md). */
export const getHealthDetails = defineEndpoint({
  name: 'getHealthDetails',
  method: 'GET',
  path: '/health/details',
  area: 'platform',
  summary: 'Operator details: stored uploads (files, bytes) and those not attached to anything yet',
  access: 'l1OrAdmin',
  hub: { none: 'operator figures of the whole installation' },
  response: healthDetailsResponseSchema,
});
