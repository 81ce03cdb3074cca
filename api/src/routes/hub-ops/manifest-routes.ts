import { type FastifyPluginAsync } from 'fastify';
import {
  activityNotStartedMessage,
  activityTransitionMessage,
  captureVehicleActivity,
  captureVehicleActivityV2,
  getActivities,
  getAvailableComments,
  getItemCategories,
  HUB_OPS_MESSAGES,
  manifestNotFoundMessage,
  type VehicleActivityState,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { conflict, notFound } from '../../lib/http-error';

const ORDER: Record<VehicleActivityState, number> = { NOT_STARTED: 0, STARTED: 1, COMPLETED: 2 };

/** Calls every manifest flow shares: the manifest list, reason comments, item categories, vehicle activity state. */
export const manifestRoutes: FastifyPluginAsync = async (app) => {
  const repo = app.repos.hubOps;

  registerEndpoint(app, getActivities, async ({ request }) => ({
    activities: await repo.listActivities(app.db, {
      hubId: request.hub!.hubOrgUnitId,
      viewType: request.params.activityViewType,
      movementType: request.query.movementType,
      includeCompleted: request.query.includeCompleted,
    }),
  }));

  registerEndpoint(app, getAvailableComments, async () => ({ availableComments: await repo.availableComments(app.db) }));

  registerEndpoint(app, getItemCategories, async ({ request }) => {
    const activity = await repo.getActivity(app.db, request.params.id);
    if (!activity || activity.hubOrgUnitId !== request.hub!.hubOrgUnitId) throw notFound(manifestNotFoundMessage(request.params.id));
    return { itemCategories: await repo.itemCategories(app.db, activity.spaId) };
  });

  /**
   * The vehicle activity only moves forward: NOT_STARTED -> STARTED (swipe to start) -> COMPLETED. Asking for the
   * state it already has is answered as done (a repeated swipe), going back is refused. The row is locked so a start
   * and a close cannot interleave.
   */
  const capture = async (activityId: string, wanted: VehicleActivityState) => {
    return app.db.transaction(async (tx) => {
      const activity = await repo.getActivity(tx, activityId, 'update');
      if (!activity) throw notFound(manifestNotFoundMessage(activityId));
      const current = activity.vehicleActivityState as VehicleActivityState;
      if (current === wanted) return { spaId: activity.spaId, vehicleActivityState: current, message: HUB_OPS_MESSAGES.started };
      if (wanted === 'NOT_STARTED' || ORDER[wanted] < ORDER[current]) throw conflict(activityTransitionMessage(activityId, current, wanted));
      if (wanted === 'COMPLETED' && current === 'NOT_STARTED') throw conflict(activityNotStartedMessage(activityId));
      await repo.setVehicleActivityState(tx, activity, wanted);
      return { spaId: activity.spaId, vehicleActivityState: wanted, message: wanted === 'STARTED' ? HUB_OPS_MESSAGES.started : HUB_OPS_MESSAGES.closed };
    });
  };
  registerEndpoint(app, captureVehicleActivity, ({ request }) => capture(request.body.activityId, request.body.vehicleActivityState));
  registerEndpoint(app, captureVehicleActivityV2, ({ request }) => capture(request.body.activityId, request.body.vehicleActivityState));
};
