import { type FastifyInstance } from 'fastify';
import {
  alertNotFoundMessage,
  alreadyActionedMessage,
  type HubAccess,
  indiaDayOf,
  tripNotFoundMessage,
  VENUS_MESSAGES,
  vehicleNotFoundMessage,
} from '@hub/shared/contracts';
import { type Tx } from '../../db/client';
import { type HubRow } from '../../repositories/hubs';
import { badRequest, conflict, notFound } from '../../lib/http-error';

/** The India day a `date_epoch` asks for (today when absent); a day after today is refused (the date selector's rule). */
export function dayOf(dateEpoch: number | undefined, now = Date.now()): { day: string; ms: number } {
  const ms = dateEpoch ?? now;
  const day = indiaDayOf(ms);
  if (day > indiaDayOf(now)) throw badRequest(VENUS_MESSAGES.dateEpochFuture);
  return { day, ms };
}

/**
 * Monitoring (spec 002 §7, under /logistics/api/venus): timelines, hub overview, alerts and their reviews, global
 * search. The org calls under /venus (drop order view, visits, push lists) are the org support area's
 * (`areas/org-support`). See docs/areas/venus.md "Monitoring".
 */
export function createVenusService(app: FastifyInstance) {
  const repo = app.repos.monitoring;

  /** Locks the alerts (id order) and refuses the whole call when one is unknown. */
  async function lockAll(tx: Tx, alertIds: string[]) {
    const rows = await repo.lockAlerts(tx, alertIds);
    const missing = alertIds.find((id) => !rows.some((r) => r.alertId === id));
    if (missing) throw notFound(alertNotFoundMessage(missing));
    return rows;
  }

  return {
    async vehicleTimeline(hubId: string, vehicleId: string, dateEpoch: number | undefined) {
      const { day } = dayOf(dateEpoch);
      const vehicle = await repo.findVehicle(app.db, hubId, vehicleId);
      if (!vehicle) throw notFound(vehicleNotFoundMessage(vehicleId));
      return { trips: await repo.vehicleTrips(app.db, hubId, vehicle.vehicleId, day) };
    },

    async hubOverview(hub: HubRow, dateEpoch: number | undefined) {
      const { day } = dayOf(dateEpoch);
      return { hub: { hubOrgUnitId: hub.hubOrgUnitId, hubName: hub.hubName }, date: day, ...(await repo.hubOverview(app.db, hub.hubOrgUnitId, day)) };
    },

    async runsheetTimeline(tripId: string, dateEpoch: number | undefined) {
      dayOf(dateEpoch);
      const trip = await repo.trip(app.db, tripId);
      if (!trip) throw notFound(tripNotFoundMessage(tripId));
      return { trips: [trip] };
    },

    async alert(alertId: string) {
      const alert = await repo.alert(app.db, alertId);
      if (!alert) throw notFound(alertNotFoundMessage(alertId));
      return alert;
    },

    async resolve(input: { alertIds: string[]; comment: string; edit?: boolean | undefined }, by: string) {
      const { alertIds, comment, edit } = input;
      await app.db.transaction(async (tx) => {
        await lockAll(tx, alertIds);
        const comments = await repo.comments(tx, alertIds);
        // Under the row locks: a second reviewer who saw the alert pending is told someone reviewed it meanwhile,
        // instead of silently overwriting; an edit needs the review it overwrites.
        if (edit) {
          if (alertIds.some((id) => !comments.has(id))) throw conflict(VENUS_MESSAGES.noReviewToEdit);
        } else if (alertIds.some((id) => comments.has(id))) {
          throw conflict(VENUS_MESSAGES.alreadyReviewed);
        }
        await repo.writeComments(tx, alertIds, comment, by);
      });
      return { message: edit ? 'Review updated' : 'Review submitted', alerts: await repo.alertsByIds(app.db, alertIds) };
    },

    async deleteComments(alertIds: string[]) {
      await app.db.transaction(async (tx) => {
        await lockAll(tx, alertIds);
        const comments = await repo.comments(tx, alertIds);
        if (alertIds.some((id) => !comments.has(id))) throw conflict(VENUS_MESSAGES.noReviewToDelete);
        await repo.deleteComments(tx, alertIds);
      });
      return { message: 'Review deleted', alerts: await repo.alertsByIds(app.db, alertIds) };
    },

    async act(alertId: string, action: 'APPROVED' | 'REJECTED', by: string) {
      await app.db.transaction(async (tx) => {
        const [row] = await lockAll(tx, [alertId]);
        if (!row!.approvalAlert) throw conflict(VENUS_MESSAGES.notApprovalAlert);
        if (row!.approvalState !== 'PENDING') throw conflict(alreadyActionedMessage(row!.approvalState ?? action));
        if (!(await repo.act(tx, alertId, action, by))) throw conflict(alreadyActionedMessage(action));
      });
      return { message: action === 'APPROVED' ? 'Alert approved' : 'Alert rejected', alerts: await repo.alertsByIds(app.db, [alertId]) };
    },

    /** Only what is in the user's hubs (docs/adr/013: the contract's `filtered`). */
    async search(query: string, dateEpoch: number | undefined, user: HubAccess) {
      const { day, ms } = dayOf(dateEpoch);
      return { results: await repo.search(app.db, query, day, ms, user.allHubs ? null : user.hubs) };
    },
  };
}
