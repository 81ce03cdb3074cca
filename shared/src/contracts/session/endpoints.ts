import { defineEndpoint } from '../endpoint';
import { sessionInfoResponseSchema } from './session-info';

/** GET /sessionInfo: the signed-in user (roles, name, email, profileImageUri). */
export const getSessionInfo = defineEndpoint({
  name: 'getSessionInfo',
  method: 'GET',
  path: '/sessionInfo',
  area: 'session',
  summary: 'The signed-in user',
  access: 'session',
  hub: { none: 'the signed-in user themself' },
  response: sessionInfoResponseSchema,
});
