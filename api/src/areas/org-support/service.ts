import { type FastifyInstance } from 'fastify';
import { dropNotFoundMessage, type EndpointQueryOut, type getPushList, orgNotFoundMessage, pushListRange } from '@hub/shared/contracts';
import { badRequest, notFound } from '../../lib/http-error';

/**
 * Organisation support (spec 002 §2, §3, §7): the shop, its order details (by trip or overall), QPS, ECT, visits and
 * push lists; reads only. Every call names an org: an unknown one is a 404 with the contract's text.
 */
export function createOrgSupportService(app: FastifyInstance) {
  const repo = app.repos.orgSupport;

  return {
    async org(orgId: string) {
      const org = await repo.org(app.db, orgId);
      if (!org) throw notFound(orgNotFoundMessage(orgId));
      return org;
    },

    /** The org's order details: overall, or of one trip's drop when `tripId` is given. */
    async orderDetails(orgId: string, tripId: string | undefined) {
      if (!tripId) {
        const details = await repo.orgOrderDetails(app.db, orgId);
        if (!details) throw notFound(orgNotFoundMessage(orgId));
        return details;
      }
      const details = await repo.dropOrderDetails(app.db, tripId, orgId);
      if (details === 'no-org') throw notFound(orgNotFoundMessage(orgId));
      if (details === 'no-drop') throw notFound(dropNotFoundMessage(tripId, orgId));
      return details;
    },

    async dropOrderDetails(tripId: string, orgUnitId: string) {
      const details = await repo.dropOrderDetails(app.db, tripId, orgUnitId);
      if (typeof details === 'string') throw notFound(dropNotFoundMessage(tripId, orgUnitId));
      return details;
    },

    async qps(orgId: string) {
      const qps = await repo.qps(app.db, orgId);
      if (!qps) throw notFound(orgNotFoundMessage(orgId));
      return qps;
    },

    async ect(orgId: string) {
      const escalations = await repo.escalations(app.db, orgId);
      if (!escalations) throw notFound(orgNotFoundMessage(orgId));
      return { escalations };
    },

    async visits(orgId: string) {
      const rows = await repo.visits(app.db, orgId);
      if (!rows) throw notFound(orgNotFoundMessage(orgId));
      return { visits: rows.map((v) => ({ visitedAt: v.visitedAt.getTime(), visitedBy: v.visitedBy, review: v.review })) };
    },

    async pushList({ orgId, marketId, attributionTime, timeRange }: EndpointQueryOut<typeof getPushList>) {
      // The range is checked before the org is looked up: a bad range is refused the same for every org.
      const range = pushListRange(attributionTime, timeRange);
      if (!range.ok) throw badRequest(range.message);
      const list = await repo.pushList(app.db, orgId, marketId, range.start, range.end);
      if (!list) throw notFound(orgNotFoundMessage(orgId));
      return list;
    },
  };
}
