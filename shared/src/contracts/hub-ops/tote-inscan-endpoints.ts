import { defineEndpoint } from '../endpoint';
import { coupledTotesParamsSchema, coupledTotesQuerySchema, coupledTotesResponseSchema, inscanToteBodySchema, inscanToteResponseSchema } from './tote-inscan';

// Tote in-scan calls (spec 000 §7): "GET /hubOps/hubApp/inward/{hubId}/totes/coupled?routeBatch" is the tote list for
// in-scan (hub, batch) and "POST /hubOps/hubApp/inward/{hubId}/totes/coupled" the in-scan (toteId, associations; answer
// zoneId), whose paths the spec does not show elsewhere (docs/areas/tote-inscan.md "Tote in-scan"). No role check is
// shown for hub flows (§6): any signed-in user, on hubs with the TOTE_IN_SCAN pilot (each call's `pilot`: the api
// answers 409 with PILOT_REFUSALS.TOTE_IN_SCAN otherwise, the screen says the same). Route batching (DOUBLE_DISPATCH)
// changes the answer, not who may call.
const area = 'hub-ops';

/** GET /hubOps/hubApp/inward/{hubId}/totes/coupled?routeBatch */
export const getCoupledTotes = defineEndpoint({
  name: 'getCoupledTotes',
  method: 'GET',
  path: '/hubOps/hubApp/inward/:hubId/totes/coupled',
  area,
  summary: 'Totes coupled to the hub for in-scan (one batch, or all): still to scan and scanned today, with their zone and contents',
  access: 'session',
  pilot: 'TOTE_IN_SCAN',
  params: coupledTotesParamsSchema,
  query: coupledTotesQuerySchema,
  response: coupledTotesResponseSchema,
  errors: [404, 409],
});

/** POST /hubOps/hubApp/inward/{hubId}/totes/coupled: in-scan one tote. */
export const inscanCoupledTote = defineEndpoint({
  name: 'inscanCoupledTote',
  method: 'POST',
  path: '/hubOps/hubApp/inward/:hubId/totes/coupled',
  area,
  summary: 'In-scan a coupled tote: marks it scanned (who, when), books it into the zone it must go to, and answers that zone',
  access: 'session',
  pilot: 'TOTE_IN_SCAN',
  params: coupledTotesParamsSchema,
  body: inscanToteBodySchema,
  response: inscanToteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});
