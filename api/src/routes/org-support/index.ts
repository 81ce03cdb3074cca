import { type FastifyPluginAsync } from 'fastify';
import {
  dropNotFoundMessage,
  getDropOrderDetails,
  getOrg,
  getOrgEct,
  getOrgOrderDetails,
  getOrgQps,
  getOrgVisits,
  getPushList,
  orgNotFoundMessage,
  pushListRange,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { badRequest, notFound } from '../../lib/http-error';

/**
 * Organisation support (spec 002 §2, §3, §7): the shop, its order details (by trip or overall), QPS, ECT, visits and
 * push lists; reads only. The drop order view, visits and push lists keep the spec's /venus paths. See api/README.md
 * "Organisation support".
 */
export const orgSupportRoutes: FastifyPluginAsync = async (app) => {
  const repo = app.repos.orgSupport;

  registerEndpoint(app, getOrg, async ({ request }) => {
    const org = await repo.org(app.db, request.params.orgId);
    if (!org) throw notFound(orgNotFoundMessage(request.params.orgId));
    return org;
  });

  registerEndpoint(app, getOrgOrderDetails, async ({ request }) => {
    const { orgId } = request.params;
    const { tripId } = request.query;
    if (!tripId) {
      const details = await repo.orgOrderDetails(app.db, orgId);
      if (!details) throw notFound(orgNotFoundMessage(orgId));
      return details;
    }
    const details = await repo.dropOrderDetails(app.db, tripId, orgId);
    if (details === 'no-org') throw notFound(orgNotFoundMessage(orgId));
    if (details === 'no-drop') throw notFound(dropNotFoundMessage(tripId, orgId));
    return details;
  });

  registerEndpoint(app, getDropOrderDetails, async ({ request }) => {
    const { tripId, orgUnitId } = request.params;
    const details = await repo.dropOrderDetails(app.db, tripId, orgUnitId);
    if (typeof details === 'string') throw notFound(dropNotFoundMessage(tripId, orgUnitId));
    return details;
  });

  registerEndpoint(app, getOrgQps, async ({ request }) => {
    const qps = await repo.qps(app.db, request.params.orgId);
    if (!qps) throw notFound(orgNotFoundMessage(request.params.orgId));
    return qps;
  });

  registerEndpoint(app, getOrgEct, async ({ request }) => {
    const escalations = await repo.escalations(app.db, request.params.orgId);
    if (!escalations) throw notFound(orgNotFoundMessage(request.params.orgId));
    return { escalations };
  });

  registerEndpoint(app, getOrgVisits, async ({ request }) => {
    const rows = await repo.visits(app.db, request.query.orgId);
    if (!rows) throw notFound(orgNotFoundMessage(request.query.orgId));
    return { visits: rows.map((v) => ({ visitedAt: v.visitedAt.getTime(), visitedBy: v.visitedBy, review: v.review })) };
  });

  registerEndpoint(app, getPushList, async ({ request }) => {
    const { orgId, marketId, attributionTime, timeRange } = request.query;
    // The range is checked before the org is looked up: a bad range is refused the same for every org.
    const range = pushListRange(attributionTime, timeRange);
    if (!range.ok) throw badRequest(range.message);
    const list = await repo.pushList(app.db, orgId, marketId, range.start, range.end);
    if (!list) throw notFound(orgNotFoundMessage(orgId));
    return list;
  });
};
