import { type FastifyPluginAsync } from 'fastify';
import {
  actOnAlert,
  alertNotFoundMessage,
  alreadyActionedMessage,
  deleteAlertComments,
  getAlert,
  getHubOverview,
  getRunsheetTimeline,
  getVehicleTimeline,
  globalSearch,
  indiaDayOf,
  resolveAlerts,
  tripNotFoundMessage,
  VENUS_MESSAGES,
  vehicleNotFoundMessage,
} from '@hub/shared/contracts';
import { type Tx } from '../../db/client';
import { registerEndpoint } from '../../lib/endpoint-route';
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
 * (`routes/org-support`). See api/README.md "Monitoring".
 */
export const venusRoutes: FastifyPluginAsync = async (app) => {
  const repo = app.repos.monitoring;

  registerEndpoint(app, getVehicleTimeline, async ({ request }) => {
    const { day } = dayOf(request.query.date_epoch);
    const vehicle = await repo.findVehicle(app.db, request.hub!.hubOrgUnitId, request.params.vehicleId);
    if (!vehicle) throw notFound(vehicleNotFoundMessage(request.params.vehicleId));
    return { trips: await repo.vehicleTrips(app.db, request.hub!.hubOrgUnitId, vehicle.vehicleId, day) };
  });

  registerEndpoint(app, getHubOverview, async ({ request }) => {
    const { day } = dayOf(request.query.date_epoch);
    const hub = request.hub!;
    return { hub: { hubOrgUnitId: hub.hubOrgUnitId, hubName: hub.hubName }, date: day, ...(await repo.hubOverview(app.db, hub.hubOrgUnitId, day)) };
  });

  registerEndpoint(app, getRunsheetTimeline, async ({ request }) => {
    dayOf(request.query.date_epoch);
    const trip = await repo.trip(app.db, request.params.tripId);
    if (!trip) throw notFound(tripNotFoundMessage(request.params.tripId));
    return { trips: [trip] };
  });

  registerEndpoint(app, getAlert, async ({ request }) => {
    const alert = await repo.alert(app.db, request.params.alertId);
    if (!alert) throw notFound(alertNotFoundMessage(request.params.alertId));
    return alert;
  });

  /** Locks the alerts (id order) and refuses the whole call when one is unknown. */
  async function lockAll(tx: Tx, alertIds: string[]) {
    const rows = await repo.lockAlerts(tx, alertIds);
    const missing = alertIds.find((id) => !rows.some((r) => r.alertId === id));
    if (missing) throw notFound(alertNotFoundMessage(missing));
    return rows;
  }

  registerEndpoint(app, resolveAlerts, async ({ request }) => {
    const { alertIds, comment, edit } = request.body;
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
      await repo.writeComments(tx, alertIds, comment, request.user!.email);
    });
    return { message: edit ? 'Review updated' : 'Review submitted', alerts: await repo.alertsByIds(app.db, alertIds) };
  });

  registerEndpoint(app, deleteAlertComments, async ({ request }) => {
    const { alertIds } = request.body;
    await app.db.transaction(async (tx) => {
      await lockAll(tx, alertIds);
      const comments = await repo.comments(tx, alertIds);
      if (alertIds.some((id) => !comments.has(id))) throw conflict(VENUS_MESSAGES.noReviewToDelete);
      await repo.deleteComments(tx, alertIds);
    });
    return { message: 'Review deleted', alerts: await repo.alertsByIds(app.db, alertIds) };
  });

  registerEndpoint(app, actOnAlert, async ({ request }) => {
    const { alertId, action } = request.body;
    await app.db.transaction(async (tx) => {
      const [row] = await lockAll(tx, [alertId]);
      if (!row!.approvalAlert) throw conflict(VENUS_MESSAGES.notApprovalAlert);
      if (row!.approvalState !== 'PENDING') throw conflict(alreadyActionedMessage(row!.approvalState ?? action));
      if (!(await repo.act(tx, alertId, action, request.user!.email))) throw conflict(alreadyActionedMessage(action));
    });
    return { message: action === 'APPROVED' ? 'Alert approved' : 'Alert rejected', alerts: await repo.alertsByIds(app.db, [alertId]) };
  });

  registerEndpoint(app, globalSearch, async ({ request }) => {
    const { day, ms } = dayOf(request.query.date_epoch);
    return { results: await repo.search(app.db, request.query.query, day, ms) };
  });
};
