import { type FastifyInstance } from 'fastify';
import {
  activityNotStartedMessage,
  activityTransitionMessage,
  HUB_OPS_MESSAGES,
  manifestMovementTypeSchema,
  manifestNotFoundMessage,
  type ManifestMovementType,
  type VehicleActivityState,
} from '@hub/shared/contracts';
import { conflict, notFound } from '../../lib/http-error';

const ORDER: Record<VehicleActivityState, number> = { NOT_STARTED: 0, STARTED: 1, COMPLETED: 2 };

/**
 * Calls every manifest flow shares (spec 000 §7): the manifest list, reason comments, and the vehicle activity state
 * (swipe to start, close).
 */
export function createManifestService(app: FastifyInstance) {
  const repo = app.repos.hubOps;

  return {
    /**
     * The hub's manifests of one view type and flow. Without a movement type, both flows' manifests (inward and
     * dispatch): spec 000 §7 shows this call for both flows with no flow parameter, and each row names its
     * movementType, so the spec's call shape answers what either flow needs (docs/areas/inward.md).
     */
    async activities(hubId: string, viewType: string, filter: { movementType?: ManifestMovementType; includeCompleted: boolean }) {
      const movementTypes = filter.movementType ? [filter.movementType] : manifestMovementTypeSchema.options;
      return {
        activities: await repo.listActivities(app.db, { hubId, viewType, movementTypes, includeCompleted: filter.includeCompleted }),
      };
    },

    /** The discrepancy reasons inward and zone movement offer: the DISCREPANCY list's active labels (docs/areas/reason-lists.md). */
    async availableComments() {
      return { availableComments: await app.reasonLists.labels('DISCREPANCY') };
    },

    /**
     * The vehicle activity only moves forward: NOT_STARTED -> STARTED (swipe to start) -> COMPLETED. Asking for the
     * state it already has is answered as done (a repeated swipe), going back is refused. The row is locked so a start
     * and a close cannot interleave.
     */
    async captureVehicleActivity(activityId: string, wanted: VehicleActivityState) {
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
    },
  };
}
