import { defineEndpoint } from '../endpoint';
import { hubIdParamsSchema, hubNamesResponseSchema } from './hubs';
import { enabledPilotsResponseSchema } from './pilots';

/** GET /hub/hubNames: hubs sorted by name (spec 000 §7). */
export const getHubNames = defineEndpoint({
  name: 'getHubNames',
  method: 'GET',
  path: '/hub/hubNames',
  area: 'hubs',
  summary: 'Hubs sorted by name',
  access: 'session',
  hub: { filtered: "only the hubs the user works in (the shell's hub picker lists no other)" },
  response: hubNamesResponseSchema,
});

/** GET /pilot/hub/{hubId}/enabled: the features (pilots) enabled for a hub (spec 000 §6, 001 §7). */
export const getEnabledPilots = defineEndpoint({
  name: 'getEnabledPilots',
  method: 'GET',
  path: '/pilot/hub/:hubId/enabled',
  area: 'hubs',
  summary: 'Feature names (pilots) enabled for a hub',
  access: 'session',
  params: hubIdParamsSchema,
  response: enabledPilotsResponseSchema,
  errors: [404],
});
