import { defineEndpoint } from '../endpoint/endpoint';
import { hubIdParamsSchema } from '../hubs/hubs';

/**
 * GET /live/hubs/{hubId}: server-sent events of the hub's changes (docs/adr/010). Not JSON: a text/event-stream
 * (events in LIVE_EVENTS) that the server ends after a few minutes; EventSource reconnects, and each connection is
 * checked like any call (session, hub). Open it with `endpointUrl`. It ends when its session ends; a session holds at
 * most LIVE_MAX_STREAMS_PER_SESSION streams per instance (429 LIVE_MESSAGES.tooManyStreams beyond).
 */
export const getLiveHubChanges = defineEndpoint({
  name: 'getLiveHubChanges',
  method: 'GET',
  path: '/live/hubs/:hubId',
  area: 'live',
  summary: 'Live changes of a hub (server-sent events: manifest, zone, runsheet, PSV task, tote and item ids)',
  access: 'session',
  params: hubIdParamsSchema,
  errors: [404, 429],
});
