import { defineEndpoint } from '../endpoint';
import { tmsInwardLinksParamsSchema, tmsInwardLinksResponseSchema } from './tms-inward';

/** GET /hubOps/hubApp/{hubId}/tmsInward/links (path ours: the spec shows no call for the page): the four links. */
export const getTmsInwardLinks = defineEndpoint({
  name: 'getTmsInwardLinks',
  method: 'GET',
  path: '/hubOps/hubApp/:hubId/tmsInward/links',
  area: 'hub-ops',
  summary: "The TMS inward page's external links (labels and targets from the server's configuration, the hub filled in)",
  access: 'session',
  params: tmsInwardLinksParamsSchema,
  response: tmsInwardLinksResponseSchema,
  errors: [404],
});
