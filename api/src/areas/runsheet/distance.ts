import { type FastifyInstance } from 'fastify';
import { RUNSHEET_MESSAGES as M, runsheetActivitySchema, type TripDistance } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { type HubRow } from '../../repositories/hubs';
import { type RunsheetRow } from './repository';

/**
 * The excess-travel-distance approval (spec 001 §2 close panel: the Approve-distance page): what the route map shows,
 * and the hub manager's approval, recorded with who and when. The close refuses an unapproved distance
 * (close.ts; docs/areas/runsheet.md "Trip distance").
 */
export function createTripDistance(
  app: FastifyInstance,
  { found, locked }: { found: (db: Db | Tx, id: string) => Promise<RunsheetRow>; locked: (tx: Tx, id: string) => Promise<RunsheetRow> },
) {
  const repo = app.repos.runsheets;

  /** The page names its hub: a runsheet of another hub is not found there. */
  const atHub = (rs: RunsheetRow, hub: HubRow) => {
    if (rs.hubOrgUnitId !== hub.hubOrgUnitId) throw notFound(M.runsheetNotAtHub(rs.runsheetId, hub.hubOrgUnitId));
  };

  const answer = async (db: Db | Tx, rs: RunsheetRow, hub: HubRow): Promise<TripDistance> => {
    const { vehicleNumber, driverName } = await repo.vehicleAndDriver(db, rs.runsheetId);
    const stops = await repo.stops(db, rs.runsheetId);
    return {
      runsheetId: rs.runsheetId,
      hubId: hub.hubOrgUnitId,
      hubName: hub.hubName,
      vehicleNumber,
      driverName,
      activityStatus: runsheetActivitySchema.parse(rs.activityStatus),
      tripDistanceKm: rs.tripDistanceKm,
      plannedDistanceKm: rs.plannedDistanceKm,
      tripDistanceApproved: rs.tripDistanceApproved,
      approvedBy: rs.tripDistanceApprovedBy,
      approvedAt: rs.tripDistanceApprovedAt?.toISOString() ?? null,
      overrideReason: rs.tripDistanceOverrideReason,
      stops,
    };
  };

  return {
    /** The route map's data (any signed-in user may look; only a hub manager approves). */
    async get(runsheetId: string, hub: HubRow) {
      const rs = await found(app.db, runsheetId);
      atHub(rs, hub);
      return { successful: true, message: `${rs.tripDistanceKm} km travelled`, tripDistance: await answer(app.db, rs, hub) };
    },

    /**
     * A hub manager approves the excess distance of a runsheet not closed yet. Under the runsheet lock, so an approval
     * and a close (or two approvals) queue: the close sees the approval or refuses, a second approval is a 409.
     */
    async approve(runsheetId: string, hub: HubRow, by: string) {
      const tripDistance = await app.db.transaction(async (tx) => {
        const rs = await locked(tx, runsheetId);
        atHub(rs, hub);
        if (rs.activityStatus === 'ENDED') throw conflict(M.closed(rs.runsheetId));
        if (rs.tripDistanceApproved) throw conflict(M.distanceAlreadyApproved(rs.runsheetId));
        await repo.approveDistance(tx, rs.runsheetId, by, null);
        return answer(tx, (await repo.get(tx, rs.runsheetId))!, hub);
      });
      return { successful: true, message: M.distanceApproved(tripDistance.tripDistanceKm), tripDistance };
    },
  };
}
