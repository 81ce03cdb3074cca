import { z } from 'zod';
import { idText } from '../common/limits';
import { defineEndpoint } from '../endpoint';
import {
  ectResponseSchema,
  orgOrderDetailsQuerySchema,
  orgOrderDetailsSchema,
  orgParamsSchema,
  orgQuerySchema,
  orgSchema,
  pushListQuerySchema,
  pushListResponseSchema,
  qpsSchema,
  visitReviewBodySchema,
  visitReviewResponseSchema,
  visitsResponseSchema,
} from './org-support';

// Organisation support (spec 002 §7): one contract per call. The spec shows the paths of the drop order view, visits
// and push lists (under /venus); the org, its order details, QPS and ECT paths are ours
// (docs/areas/org-support.md "Organisation support"). Any signed-in user (002 §6 shows no role check on the org views;
// docs/adr/006).
const area = 'org-support';
/** The shop a call names by `:orgId`: a shop of another hub is refused with a 403 (hub scoping, docs/adr/013). */
const orgByPath = { in: 'path', key: 'orgId', entity: 'org' } as const;

/** GET orgs/{orgId}: the shop (the org view's header); 404 for an unknown org ("Couldn't fetch org" on screen). */
export const getOrg = defineEndpoint({
  name: 'getOrg',
  method: 'GET',
  path: '/orgs/:orgId',
  area,
  summary: 'The shop: name, phone, address, location, market',
  access: 'session',
  hub: orgByPath,
  params: orgParamsSchema,
  response: orgSchema,
  errors: [404],
});

/**
 * GET orgs/{orgId}/orderDetails?tripId: org order details (spec 002 §7 "org order details (orgUnitId, tripId)"): with
 * a trip, that trip's drop at the shop (as the drop order view); without, the shop's shipments that went out for
 * delivery, newest first, with the payments of their orders.
 */
export const getOrgOrderDetails = defineEndpoint({
  name: 'getOrgOrderDetails',
  method: 'GET',
  path: '/orgs/:orgId/orderDetails',
  area,
  summary: "The shop's shipments with items and the payments in paise (of one trip's drop, or its recent shipments)",
  access: 'session',
  hub: [orgByPath, { in: 'query', key: 'tripId', entity: 'trip' }],
  params: orgParamsSchema,
  query: orgOrderDetailsQuerySchema,
  response: orgOrderDetailsSchema,
  errors: [404],
});

/** GET venus/runsheet/{tripId}/drop/{orgUnitId} (spec 002 §7): the shop's order view of one drop of a trip. */
export const getDropOrderDetails = defineEndpoint({
  name: 'getDropOrderDetails',
  method: 'GET',
  path: '/venus/runsheet/:tripId/drop/:orgUnitId',
  area,
  summary: "The shop's order details of one drop of a trip: header, shipments with items, payments in paise",
  access: 'session',
  hub: [
    { in: 'path', key: 'tripId', entity: 'trip' },
    { in: 'path', key: 'orgUnitId', entity: 'org' },
  ],
  params: z.object({ tripId: idText('Trip id'), orgUnitId: idText('Org id') }),
  response: orgOrderDetailsSchema,
  errors: [404],
});

/** GET orgs/{orgId}/qps: store summary, rewards and offers (spec 002 §3 "QPS"). */
export const getOrgQps = defineEndpoint({
  name: 'getOrgQps',
  method: 'GET',
  path: '/orgs/:orgId/qps',
  area,
  summary: "The shop's QPS: verticals and listings bought, reward schemes with milestones, offers",
  access: 'session',
  hub: orgByPath,
  params: orgParamsSchema,
  response: qpsSchema,
  errors: [404],
});

/** GET orgs/{orgId}/ect: the shop's escalations, newest first (spec 002 §3 "ECT"). */
export const getOrgEct = defineEndpoint({
  name: 'getOrgEct',
  method: 'GET',
  path: '/orgs/:orgId/ect',
  area,
  summary: "The shop's escalations (title, description, status), newest first",
  access: 'session',
  hub: orgByPath,
  params: orgParamsSchema,
  response: ectResponseSchema,
  errors: [404],
});

/** GET venus/visits/org?orgId (spec 002 §7): the shop's visits, newest first (the push list's Visit select). */
export const getOrgVisits = defineEndpoint({
  name: 'getOrgVisits',
  method: 'GET',
  path: '/venus/visits/org',
  area,
  summary: "An org's visits, newest first",
  access: 'session',
  hub: { in: 'query', key: 'orgId', entity: 'org' },
  query: orgQuerySchema,
  response: visitsResponseSchema,
  errors: [404],
});

/**
 * POST venus/visits/review (the path is ours; spec 002 §8 names the failure "Error submitting visit review:"): the
 * review of one visit of the org, once (409 when it has one); the same review repeated by its reviewer is answered
 * again without a write, and the Idempotency-Key replays a retried submit. Any signed-in user (002 §6; docs/adr/006).
 */
export const reviewOrgVisit = defineEndpoint({
  name: 'reviewOrgVisit',
  method: 'POST',
  path: '/venus/visits/review',
  area,
  summary: "Review one of an org's visits (once; the reviewer and time are kept)",
  access: 'session',
  hub: { in: 'body', key: 'orgId', entity: 'org' },
  body: visitReviewBodySchema,
  response: visitReviewResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** GET venus/pushLists?orgId&marketId&attributionTime&timeRange=start-end (spec 002 §7): the market's push list and the org's units. */
export const getPushList = defineEndpoint({
  name: 'getPushList',
  method: 'GET',
  path: '/venus/pushLists',
  area,
  summary: "The market's pushed listings in a period (this week, this month or a custom range) with the org's units of each",
  access: 'session',
  hub: { in: 'query', key: 'orgId', entity: 'org' },
  query: pushListQuerySchema,
  response: pushListResponseSchema,
  errors: [404],
});
