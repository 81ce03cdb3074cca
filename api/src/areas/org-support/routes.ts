import { type FastifyPluginAsync } from 'fastify';
import { getDropOrderDetails, getOrg, getOrgEct, getOrgOrderDetails, getOrgQps, getOrgVisits, getPushList, reviewOrgVisit } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { registerOrgHubLookup } from './hub-lookup';
import { createOrgSupportService } from './service';

/**
 * Organisation support (spec 002 §2, §3, §7, §8): the shop, its order details (by trip or overall), QPS, ECT, visits
 * and their review, push lists. The drop order view, visits and push lists keep the spec's /venus paths. See
 * docs/areas/org-support.md "Organisation support".
 */
export const orgSupportRoutes: FastifyPluginAsync = async (app) => {
  const orgs = createOrgSupportService(app);
  registerOrgHubLookup(app);

  registerEndpoint(app, getOrg, ({ params }) => orgs.org(params.orgId));
  registerEndpoint(app, getOrgOrderDetails, ({ params, query }) => orgs.orderDetails(params.orgId, query.tripId));
  registerEndpoint(app, getDropOrderDetails, ({ params }) => orgs.dropOrderDetails(params.tripId, params.orgUnitId));
  registerEndpoint(app, getOrgQps, ({ params }) => orgs.qps(params.orgId));
  registerEndpoint(app, getOrgEct, ({ params }) => orgs.ect(params.orgId));
  registerEndpoint(app, getOrgVisits, ({ query }) => orgs.visits(query.orgId));
  registerEndpoint(app, reviewOrgVisit, ({ body, user }) => orgs.reviewVisit(body, user.email));
  registerEndpoint(app, getPushList, ({ query }) => orgs.pushList(query));
};
