import { type FastifyInstance } from 'fastify';
import {
  dropNotFoundMessage,
  type EndpointQueryOut,
  type getPushList,
  orgNotFoundMessage,
  pushListRange,
  VISIT_REVIEW_MESSAGES,
  type VisitReviewBody,
  visitNotFoundMessage,
} from '@hub/shared/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-error';

/**
 * Organisation support (spec 002 §2, §3, §7, §8): the shop, its order details (by trip or overall), QPS, ECT, visits
 * and their review, push lists. Every call names an org: an unknown one is a 404 with the contract's text.
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
      const visits = await repo.visits(app.db, orgId);
      if (!visits) throw notFound(orgNotFoundMessage(orgId));
      return { visits };
    },

    /**
     * Reviews a visit of the org (spec 002 §8 "Error submitting visit review:"; docs/areas/org-support.md "Visit
     * review"): once, after the visit happened, by any signed-in user. The same review repeated by its reviewer (a
     * submit whose answer was lost) is answered again without a write; any other second review is a 409, so two
     * reviewers never overwrite each other. One transaction under the visit's row lock: a refusal changes nothing.
     */
    async reviewVisit({ orgId, visitId, review }: VisitReviewBody, by: string, now = Date.now()) {
      const visit = await app.db.transaction(async (tx) => {
        if (!(await repo.orgExists(tx, orgId))) throw notFound(orgNotFoundMessage(orgId));
        const row = await repo.lockVisit(tx, orgId, visitId);
        if (!row) throw notFound(visitNotFoundMessage(visitId, orgId));
        if (row.visitedAt > now) throw conflict(VISIT_REVIEW_MESSAGES.notVisitedYet);
        if (row.review !== null) {
          if (row.review === review && row.reviewedBy === by) return row;
          throw conflict(VISIT_REVIEW_MESSAGES.alreadyReviewed);
        }
        const written = await repo.writeVisitReview(tx, visitId, review, by, new Date(now));
        // Under the row lock the review is still empty; the conditional update says so again rather than trusting it.
        if (!written) throw conflict(VISIT_REVIEW_MESSAGES.alreadyReviewed);
        return written;
      });
      return { message: VISIT_REVIEW_MESSAGES.submitted, visit };
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
