import { defineEndpoint } from '../endpoint';
import { adminReasonListSchema, adminReasonListsResponseSchema, putReasonListBodySchema, reasonListParamsSchema, reasonListResponseSchema } from './reasons';

// Reason lists (docs/areas/reason-lists.md): an admin reads and replaces them; every signed-in user reads what a flow
// offers. The lists are company-wide: no hub is named.
const area = 'admin';
const companyWide = { none: 'reason lists are company-wide' } as const;

/** GET /admin/reasons: every reason list with its entries (active or not) in order. */
export const getAdminReasonLists = defineEndpoint({
  name: 'getAdminReasonLists',
  method: 'GET',
  path: '/admin/reasons',
  area,
  summary: 'Every reason list the flows use: entries in order with their code, label and whether they are offered',
  access: 'admin',
  hub: companyWide,
  response: adminReasonListsResponseSchema,
});

/**
 * PUT /admin/reasons/{listKey}: the whole list in order. A list whose codes the spec fixes takes no added or removed
 * code (labels and active only).
 */
export const putAdminReasonList = defineEndpoint({
  name: 'putAdminReasonList',
  method: 'PUT',
  path: '/admin/reasons/:listKey',
  area,
  summary: 'Replace a reason list (1 to 50 entries of code, label and active, in order; one active at least); a spec-fixed list refuses added or removed codes',
  access: 'admin',
  hub: companyWide,
  params: reasonListParamsSchema,
  body: putReasonListBodySchema,
  response: adminReasonListSchema,
});

/** GET /reasons/{listKey}: the reasons a flow offers (active, in order) and the retired ones it may find recorded. */
export const getReasonList = defineEndpoint({
  name: 'getReasonList',
  method: 'GET',
  path: '/reasons/:listKey',
  area: 'reasons',
  summary: 'The reasons a flow offers from one list (active entries in order) and the switched-off ones, to name older records',
  access: 'session',
  hub: companyWide,
  params: reasonListParamsSchema,
  response: reasonListResponseSchema,
});
