import { type FastifyInstance } from 'fastify';
import {
  CLOSE_VALIDATION_CODES,
  type CloseValidation,
  type EndpointBodyOut,
  type endRunsheetCloseActivity,
  formatPaise,
  guardMessage,
  passesGuard,
  RUNSHEET_MESSAGES as M,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { badRequest, conflict, forbidden } from '../../lib/http-error';
import { type AuthUser } from '../../plugins/app/session';
import { groupBy } from './answers';
import { RUNSHEET_REASON_KINDS, type RunsheetRow } from './repository';

/**
 * The close of a runsheet (spec 001 §4 "Runsheet", §7): what it would meet now, and the close itself, which puts the
 * collected units back into the hub, returns (or loses) the crates and ends the runsheet in one transaction.
 */
export function createRunsheetClose(
  app: FastifyInstance,
  { found, locked }: { found: (db: Db | Tx, id: string) => Promise<RunsheetRow>; locked: (tx: Tx, id: string) => Promise<RunsheetRow> },
) {
  const repo = app.repos.runsheets;

  /** What the close would meet now (spec 001 §4): drops/items pending (1), crates not scanned (2), or ready (0). */
  const closeCheck = async (db: Db | Tx, rs: RunsheetRow): Promise<CloseValidation> => {
    if (rs.activityStatus === 'ENDED') throw conflict(M.closed(rs.runsheetId));
    if (rs.activityStatus === 'NOT_STARTED') throw conflict(M.notStarted);
    if (rs.onHold) throw conflict(M.onHold(rs.runsheetId));
    // One after another: inside the close's transaction these share one connection.
    const drops = await repo.dropPoints(db, rs.runsheetId);
    const rows = await repo.items(db, rs.runsheetId);
    const totes = await repo.totes(db, rs.runsheetId);
    const amountCollected = drops.reduce((sum, d) => sum + d.drop.collectedAmountPaise, 0);
    const base = {
      successful: true,
      assetIds: [],
      availableReason: [],
      amountCollected,
      tripDistanceApproved: rs.tripDistanceApproved,
      tripDistanceKm: rs.tripDistanceKm,
      plannedDistanceKm: rs.plannedDistanceKm,
    };
    const pendingDrops = drops.filter((d) => !d.drop.isCompleted).map((d) => d.drop.name);
    const pendingItems = rows.filter((r) => r.status !== 'COLLECTED').length;
    if (pendingDrops.length || pendingItems) {
      const message = [pendingDrops.length ? M.dpPending(pendingDrops) : null, pendingItems ? M.itemsPending(pendingItems) : null].filter(Boolean).join(' ');
      return { ...base, message, code: CLOSE_VALIDATION_CODES.DP_VERIFICATION_PENDING };
    }
    const unscanned = totes.filter((t) => !t.isScanned).map((t) => t.assetCode);
    if (unscanned.length) {
      const availableReason = await app.reasonLists.labels(RUNSHEET_REASON_KINDS.missingCrate, db);
      return {
        ...base,
        message: M.assetsPending(unscanned.length),
        code: CLOSE_VALIDATION_CODES.ASSET_VERIFICATION_PENDING,
        assetIds: unscanned,
        availableReason,
      };
    }
    return { ...base, message: M.readyToClose, code: CLOSE_VALIDATION_CODES.SUCCESS };
  };

  return {
    async validate(id: string) {
      return closeCheck(app.db, await found(app.db, id));
    },

    async close(
      id: string,
      { assetDetails, shipmentStatusMap, amountCollected, distanceOverrideReason }: EndpointBodyOut<typeof endRunsheetCloseActivity>,
      user: Pick<AuthUser, 'email' | 'flags'>,
    ) {
      const by = user.email;
      const result = await app.db.transaction(async (tx) => {
        const rs = await locked(tx, id);
        const runsheetId = rs.runsheetId;
        if (shipmentStatusMap && Object.keys(shipmentStatusMap).length) {
          const known = new Set((await repo.dropPoints(tx, runsheetId)).flatMap((d) => d.shipments.map((s) => s.shipmentId)));
          const stranger = Object.keys(shipmentStatusMap).find((s) => !known.has(s));
          if (stranger) throw badRequest(M.notInRunsheet(stranger));
        }
        // Crates given a reason are the ones the validation said were not scanned; every one of them needs a reason.
        const check = await closeCheck(tx, rs);
        if (check.code === CLOSE_VALIDATION_CODES.DP_VERIFICATION_PENDING) throw conflict(check.message);
        const reasons = new Map(assetDetails.map((a) => [a.crateId, a.missingReason]));
        const stray = [...reasons.keys()].find((c) => !check.assetIds.includes(c));
        if (stray) throw badRequest(M.notACrate(stray));
        const unexplained = check.assetIds.find((c) => !reasons.get(c));
        if (unexplained) throw badRequest(M.crateReasonRequired(unexplained));
        const allowed = check.assetIds.length ? await app.reasonLists.labels(RUNSHEET_REASON_KINDS.missingCrate, tx) : [];
        const badReason = [...reasons.values()].find((r) => !allowed.includes(r));
        if (badReason) throw badRequest(M.unknownReason(badReason));
        // Spec 001 §2, §4: the excess-travel-distance approval comes before the cash. Read under the runsheet lock, so
        // an approval racing this close is either seen or comes after it (docs/areas/runsheet.md "Trip distance").
        const override = rs.tripDistanceApproved ? null : (distanceOverrideReason ?? null);
        if (!rs.tripDistanceApproved && !override) throw conflict(M.distanceNotApproved(rs.tripDistanceKm));
        if (override && !passesGuard('l1OrAdmin', user.flags)) throw forbidden(guardMessage('l1OrAdmin'));
        if (amountCollected !== check.amountCollected) throw conflict(M.amountMismatch(formatPaise(amountCollected), formatPaise(check.amountCollected)));

        if (override) await repo.approveDistance(tx, runsheetId, by, override);
        if (shipmentStatusMap) await repo.setShipmentStatuses(tx, runsheetId, shipmentStatusMap);
        const hub = (await app.repos.hubs.get(tx, rs.hubOrgUnitId))!;
        const totes = await repo.totes(tx, runsheetId);
        const toteIds = totes.map((t) => t.assetCode);
        // Collected units go back into the hub: not attempted (or a drop marked for reattempt) to REATTEMPT-ZONE, the
        // rest to RTO-ZONE, where zone movement and tote management see them.
        const collected = (await repo.items(tx, runsheetId)).filter((r) => r.status === 'COLLECTED').map((r) => r.itemId);
        const outcome = new Map((await repo.itemShipments(tx, collected)).map((r) => [r.itemId, r]));
        const reattemptDrops = new Set((await repo.dropPoints(tx, runsheetId)).filter((d) => d.drop.reattemptMarked).map((d) => d.drop.dropPointId));
        const road = await repo.roadAssociations(tx, collected, rs.vehicleId, toteIds);
        for (const itemId of collected) {
          const o = outcome.get(itemId);
          const zone = o?.shipmentStatus === 'NOT_ATTEMPTED' || (o?.dropPointId && reattemptDrops.has(o.dropPointId)) ? 'REATTEMPT-ZONE' : 'RTO-ZONE';
          const from = road.filter((a) => a.itemId === itemId);
          if (from.length) await repo.moveItemUnits(tx, itemId, from, { type: 'ZONE', entityId: zone, hub: rs.hubOrgUnitId });
        }
        // Delivered units packed in a returning crate stay attributed to the vehicle that carried them.
        const packed = await repo.crateAssociations(tx, toteIds);
        for (const [itemId, rows] of groupBy(packed, (a) => a.itemId)) {
          await repo.moveItemUnits(tx, itemId, rows, { type: 'VEHICLE', entityId: rs.vehicleId, hub: rs.hubOrgUnitId });
        }
        const returned: string[] = [];
        const lost: string[] = [];
        for (const t of totes) {
          const missingReason = reasons.get(t.assetCode) ?? null;
          (missingReason ? lost : returned).push(t.assetCode);
          await repo.returnAsset(tx, { assetCode: t.assetCode, hub: rs.hubOrgUnitId, hubName: hub.hubName, runsheetId, by, missingReason });
        }
        await repo.end(tx, runsheetId, amountCollected);
        return { runsheetId, movedItemIds: collected, returnedAssetIds: returned, lostAssetIds: lost };
      });
      return { successful: true, message: M.closedOk(result.runsheetId), ...result };
    },
  };
}
