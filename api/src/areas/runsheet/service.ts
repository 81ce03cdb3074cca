import { type FastifyInstance } from 'fastify';
import {
  type bulkCollectItem,
  type EndpointBodyOut,
  OTP_MAX_ATTEMPTS,
  type persistVerify,
  RUNSHEET_MESSAGES as M,
  type RunsheetTote,
  runsheetActivitySchema,
  type updateRunSheetState,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { afterWritesCommit, badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { groupBy, toDropPoint, toItem } from './answers';
import { createRunsheetClose } from './close';
import { createTripDistance } from './distance';
import { RUNSHEET_REASON_KINDS, type RunsheetRow } from './repository';

type CollectBody = EndpointBodyOut<typeof bulkCollectItem>;

/** Open for work: started, not closed. Hold does not stop collecting or verifying; it stops the close. */
export function requireInProgress(rs: RunsheetRow) {
  if (rs.activityStatus === 'ENDED') throw conflict(M.closed(rs.runsheetId));
  if (rs.activityStatus === 'NOT_STARTED') throw conflict(M.notStarted);
}

/**
 * Runsheet close (spec 001 §7 "Runsheet"). The server owns every state machine of §4: activity, hold, tote scan,
 * collection, drop completion and OTP; the client's checks are for speed only. Writes lock the runsheet row first.
 */
export function createRunsheetService(app: FastifyInstance) {
  const repo = app.repos.runsheets;
  const found = async (db: Db | Tx, id: string) => {
    const rs = await repo.get(db, id);
    if (!rs) throw notFound(M.runsheetNotFound(id));
    return rs;
  };
  const locked = async (tx: Tx, id: string) => {
    const rs = await repo.lock(tx, id);
    if (!rs) throw notFound(M.runsheetNotFound(id));
    return rs;
  };
  const oneDrop = async (db: Db | Tx, runsheetId: string, dropPointId: string) => {
    const [d] = await repo.dropPoints(db, runsheetId, [dropPointId]);
    if (!d) throw notFound(M.dropPointNotFound(dropPointId));
    return toDropPoint(d);
  };
  const close = createRunsheetClose(app, { found, locked });
  const distance = createTripDistance(app, { found, locked });

  const itemsAnswer = async (id: string, toteView: boolean) => {
    const rs = await found(app.db, id);
    const [rows, totes, reasons] = await Promise.all([repo.items(app.db, id), repo.totes(app.db, id), app.reasonLists.labels(RUNSHEET_REASON_KINDS.intercity)]);
    const all = rows.map(toItem);
    const toteItemsList: RunsheetTote[] = totes.map((t) => ({
      toteId: t.assetCode,
      category: t.category,
      isScanned: t.isScanned,
      isVerified: t.isVerified,
      missingReason: t.missingReason,
      itemsList: all.filter((i) => i.toteId === t.assetCode),
    }));
    return {
      successful: true,
      message: all.length ? `${all.length} items` : M.noItems,
      runsheetId: rs.runsheetId,
      status: runsheetActivitySchema.parse(rs.activityStatus),
      onHold: rs.onHold,
      reverseRunsheet: rs.reverseRunsheet,
      toteItemsList: toteView ? toteItemsList : [],
      looseItemsList: toteView ? all.filter((i) => i.toteId === null) : [],
      itemsList: all,
      intercityNotDeliveredReasons: reasons,
    };
  };

  /**
   * Collect (one scanned item, or a bulk selection), or with toteId verify items of a scanned tote. Every item must
   * be on the runsheet, of the declared type, not collected yet, and an intercity item without a not-delivered
   * reason needs one from the list (spec 001 §5 "Intercity collection").
   */
  const collect = async (
    runsheetId: string,
    body: CollectBody,
    bulk: boolean,
  ): Promise<{ successful: boolean; message: string; collectedItemIds: string[] }> => {
    const itemIds = [...new Set(body.itemIds)];
    const collected = await app.db.transaction(async (tx) => {
      const rs = await locked(tx, runsheetId);
      requireInProgress(rs);
      const rows = await repo.items(tx, runsheetId, itemIds);
      const missing = itemIds.find((i) => !rows.some((r) => r.itemId === i));
      if (missing) throw notFound(M.notInRunsheet(missing));
      if (body.toteId) {
        const tote = (await repo.totes(tx, runsheetId)).find((t) => t.assetCode === body.toteId);
        if (!tote) throw notFound(M.invalidTote(body.toteId));
        if (!tote.isScanned) throw conflict(M.toteNotScanned(body.toteId));
        const outside = rows.find((r) => r.toteId !== body.toteId);
        if (outside) throw badRequest(M.notInTote(outside.itemId, body.toteId));
      }
      const wrongType = rows.find((r) => r.itemType !== body.itemType);
      if (wrongType) throw badRequest(M.itemTypeMismatch(wrongType.itemId, body.itemType));
      // Verifying a tote's items is about isVerified (an item may have been collected before its tote came back);
      // collecting is about the status. Either way a repeat is "Duplicate Scan.".
      if (rows.some((r) => (body.toteId ? r.isVerified : r.status === 'COLLECTED'))) throw conflict(M.duplicateScan);
      const reason = body.reason?.trim() || null;
      if (reason && !(await app.reasonLists.labels(RUNSHEET_REASON_KINDS.intercity, tx)).includes(reason)) throw badRequest(M.unknownReason(reason));
      const needsReason = rows.find((r) => r.itemType === 'INTERCITY' && !r.notDeliveredReason);
      if (needsReason && !reason) throw badRequest(M.intercityReasonRequired(needsReason.itemId));
      const done = await repo.collect(tx, runsheetId, itemIds, reason, Boolean(body.toteId));
      if (body.toteId) await repo.refreshToteVerified(tx, runsheetId, body.toteId);
      return done;
    });
    const message = body.toteId ? M.itemsVerified(collected.length) : bulk ? M.allCollected : M.itemCollected;
    return { successful: true, message, collectedItemIds: collected };
  };

  return {
    /** The hub's runsheets not closed yet, with their shipments. */
    async active(hubId: string) {
      const { rows, shipments } = await repo.activeAtHub(app.db, hubId);
      const byRunsheet = groupBy(shipments, (s) => s.runsheetId!);
      return {
        successful: true,
        message: `${rows.length} active runsheets`,
        runsheets: rows.map((r) => ({
          ...r,
          activityStatus: runsheetActivitySchema.parse(r.activityStatus),
          tripDate: String(r.tripDate),
          shipmentDetails: (byRunsheet.get(r.runsheetId) ?? []).map((s) => ({
            shipmentId: s.shipmentId,
            invoiceId: s.invoiceId,
            shipmentStatus: s.shipmentStatus,
            shipmentReason: s.shipmentReason,
            expectedTotal: s.expectedTotalPaise,
            collectedTotal: s.collectedTotalPaise,
            isVerified: s.isVerified,
          })),
        })),
      };
    },

    /** The runsheet's items; with `toteView` also grouped by tote and loose (v2). */
    items: itemsAnswer,

    async dropPoints(id: string) {
      await found(app.db, id);
      const drops = await repo.dropPoints(app.db, id);
      return { successful: true, message: `${drops.length} drop points`, dropPoints: drops.map(toDropPoint) };
    },

    /** The drop points of an item; for a set-break item, every drop point of its SKU. */
    async dropPointsForItem(runsheetId: string, itemId: string, setBreakItem: boolean | undefined) {
      await found(app.db, runsheetId);
      const [item] = await repo.items(app.db, runsheetId, [itemId]);
      if (!item) throw notFound(M.notInRunsheet(itemId));
      const ids = setBreakItem ? await repo.dropPointIdsForSku(app.db, runsheetId, item.skuId) : item.dropPointId ? [item.dropPointId] : [];
      const drops = ids.length ? await repo.dropPoints(app.db, runsheetId, ids) : [];
      return { successful: true, message: `${drops.length} drop points`, dropPoints: drops.map(toDropPoint) };
    },

    async start(id: string) {
      await app.db.transaction(async (tx) => {
        const rs = await locked(tx, id);
        if (rs.activityStatus === 'ENDED') throw conflict(M.closed(rs.runsheetId));
        if (rs.activityStatus !== 'NOT_STARTED') throw conflict(M.alreadyStarted);
        await repo.start(tx, rs.runsheetId);
      });
      return { successful: true, message: M.started, activityStatus: 'IN_PROGRESS' as const };
    },

    async holdReasons(id: string) {
      const rs = await found(app.db, id);
      const reasons = await app.reasonLists.labels(RUNSHEET_REASON_KINDS.hold);
      return { successful: true, message: `${reasons.length} hold reasons`, reasons, onHold: rs.onHold, holdReason: rs.holdReason };
    },

    /** Hold (with a reason from the list) or release the runsheet. */
    async setState(id: string, { operation, reasonBucket }: EndpointBodyOut<typeof updateRunSheetState>) {
      const hold = operation === 'HOLD';
      const reason = hold ? reasonBucket! : null;
      await app.db.transaction(async (tx) => {
        const rs = await locked(tx, id);
        if (rs.activityStatus === 'ENDED') throw conflict(M.closed(rs.runsheetId));
        if (hold && rs.onHold) throw conflict(M.alreadyOnHold(rs.runsheetId));
        if (!hold && !rs.onHold) throw conflict(M.notOnHold(rs.runsheetId));
        if (hold && !(await app.reasonLists.labels(RUNSHEET_REASON_KINDS.hold, tx)).includes(reason!)) throw badRequest(M.unknownReason(reason!));
        await repo.setHold(tx, rs.runsheetId, hold, reason);
      });
      return { successful: true, message: hold ? M.held(id) : M.unheld(id), onHold: hold, holdReason: reason };
    },

    async scanTote(runsheetId: string, toteId: string) {
      const tote = await app.db.transaction(async (tx) => {
        const rs = await locked(tx, runsheetId);
        requireInProgress(rs);
        const totes = await repo.totes(tx, runsheetId);
        const t = totes.find((x) => x.assetCode === toteId);
        if (!t) throw notFound(M.invalidTote(toteId));
        if (t.isScanned) throw conflict(M.duplicateScan);
        return repo.scanTote(tx, runsheetId, toteId);
      });
      const itemsList = (await repo.items(app.db, runsheetId)).filter((i) => i.toteId === toteId).map(toItem);
      return {
        successful: true,
        message: M.toteScanned(toteId),
        tote: { toteId, category: tote!.category, isScanned: true, isVerified: tote!.isVerified, missingReason: tote!.missingReason, itemsList },
      };
    },

    collect,

    /** Verify (or undo) a shipment of a drop point that needs no OTP. */
    async verify(runsheetId: string, { dropPointId, shipmentId, undoVerification }: EndpointBodyOut<typeof persistVerify>, by: string) {
      await app.db.transaction(async (tx) => {
        const rs = await locked(tx, runsheetId);
        requireInProgress(rs);
        const drop = await repo.lockDrop(tx, runsheetId, dropPointId);
        if (!drop) throw notFound(M.dropPointNotFound(dropPointId));
        if (drop.isOtpRequired) throw conflict(M.otpFirst);
        const shipment = await repo.shipmentOfDrop(tx, runsheetId, dropPointId, shipmentId);
        if (!shipment) throw notFound(M.notInRunsheet(shipmentId));
        const changed = await repo.setVerified(tx, runsheetId, dropPointId, shipmentId, !undoVerification, by);
        if (!changed) throw conflict(undoVerification ? M.notVerified(shipmentId) : M.alreadyVerified(shipmentId));
      });
      return { successful: true, message: undoVerification ? M.shipmentUndone : M.shipmentVerified, dropPoint: await oneDrop(app.db, runsheetId, dropPointId) };
    },

    async validateOtp(runsheetId: string, dropPointId: string, otp: string) {
      // A wrong OTP must be counted even though the call is refused: the count is written after the transaction that
      // read the drop under lock, and the refusal asks the call to commit it before answering.
      const wrong = await app.db.transaction(async (tx) => {
        const rs = await locked(tx, runsheetId);
        requireInProgress(rs);
        const drop = await repo.lockDrop(tx, runsheetId, dropPointId);
        if (!drop) throw notFound(M.dropPointNotFound(dropPointId));
        if (!drop.isOtpRequired) throw conflict(M.otpNotRequired);
        if (drop.otpAttempts >= OTP_MAX_ATTEMPTS) throw new HttpError(429, M.otpLocked);
        if (drop.otpCode !== otp) return true;
        await repo.clearOtp(tx, dropPointId);
        return false;
      });
      if (wrong) {
        const used = await repo.countWrongOtp(app.db, dropPointId);
        // The count commits with the call; the refusal is answered after (lib/http-error.ts afterWritesCommit).
        throw afterWritesCommit(used >= OTP_MAX_ATTEMPTS ? new HttpError(429, M.otpLocked) : new HttpError(422, M.otpWrong(OTP_MAX_ATTEMPTS - used)));
      }
      return { successful: true, message: M.otpValidated, dropPoint: await oneDrop(app.db, runsheetId, dropPointId) };
    },

    /**
     * A hub manager releases a drop's OTP lock (the hub of the runsheet was checked by its contract): the attempts
     * start over, with an audit row in the same transaction (docs/areas/runsheet.md "OTP lock").
     */
    async releaseOtpLock(runsheetId: string, dropPointId: string, by: { id: string; email: string }) {
      const name = await app.db.transaction(async (tx) => {
        const rs = await locked(tx, runsheetId);
        requireInProgress(rs);
        const drop = await repo.lockDrop(tx, runsheetId, dropPointId);
        if (!drop) throw notFound(M.dropPointNotFound(dropPointId));
        if (!drop.isOtpRequired || drop.otpAttempts < OTP_MAX_ATTEMPTS) throw conflict(M.otpNotLocked);
        await repo.releaseOtpLock(tx, dropPointId);
        await app.repos.audit.record(tx, {
          actor: by,
          hubOrgUnitId: rs.hubOrgUnitId,
          entityType: 'otpLock',
          entityId: dropPointId,
          action: 'release',
          before: { runsheetId, otpAttempts: drop.otpAttempts },
          after: { runsheetId, otpAttempts: 0 },
        });
        return drop.name;
      });
      return { successful: true, message: M.otpLockReleased(name), dropPoint: await oneDrop(app.db, runsheetId, dropPointId) };
    },

    async reattempt(runsheetId: string, dropPointId: string) {
      const name = await app.db.transaction(async (tx) => {
        const rs = await locked(tx, runsheetId);
        requireInProgress(rs);
        const drop = await repo.lockDrop(tx, runsheetId, dropPointId);
        if (!drop) throw notFound(M.dropPointNotFound(dropPointId));
        if (!drop.enableHubReattempt) throw conflict(M.reattemptDisabled);
        if (drop.reattemptMarked) throw conflict(M.reattemptDone);
        await repo.markReattempt(tx, runsheetId, dropPointId);
        return drop.name;
      });
      return { successful: true, message: M.reattempted(name), dropPoint: await oneDrop(app.db, runsheetId, dropPointId) };
    },

    validateClose: close.validate,
    close: close.close,
    tripDistance: distance.get,
    approveDistance: distance.approve,
  };
}
