import { type FastifyPluginAsync } from 'fastify';
import {
  bulkCollectItem,
  CLOSE_VALIDATION_CODES,
  type CloseValidation,
  collectItem,
  type DropPoint,
  endRunsheetCloseActivity,
  fetchDropPointsForItem,
  fetchRunsheetDropPointsDetails,
  fetchRunsheetItemsList,
  fetchRunsheetItemsListV2,
  formatPaise,
  getAllActiveRunsheets,
  getOnHoldReasons,
  markDropPointReattempt,
  OTP_MAX_ATTEMPTS,
  otpValidation,
  persistVerify,
  RUNSHEET_MESSAGES as M,
  type RunsheetItem,
  type RunsheetItemType,
  type RunsheetTote,
  runsheetActivitySchema,
  scanCrates,
  startRunsheetCloseActivity,
  updateRunSheetState,
  validateCloseRunsheetActivity,
} from '@hub/shared/contracts';
import { type Tx } from '../../db/client';
import { registerEndpoint } from '../../lib/endpoint-route';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { RUNSHEET_REASON_KINDS, type RunsheetItemRow, type RunsheetRow, type runsheetsRepository } from '../../repositories/runsheets';

type Repo = typeof runsheetsRepository;
type DropWithShipments = Awaited<ReturnType<Repo['dropPoints']>>[number];

const toItem = (r: RunsheetItemRow): RunsheetItem => ({
  itemId: r.itemId,
  itemTitle: r.itemTitle,
  itemType: r.itemType as RunsheetItemType,
  isCollected: r.status === 'COLLECTED',
  isVerified: r.isVerified,
  notDeliveredReason: r.notDeliveredReason,
  qty: r.qty,
  toteId: r.toteId,
  shipmentId: r.shipmentId,
  dropPointId: r.dropPointId,
});

const toDropPoint = ({ drop: d, shipments }: DropWithShipments): DropPoint => ({
  dropPointId: d.dropPointId,
  dropOrgUnitId: d.orgId,
  name: d.name,
  address: d.address,
  sequence: d.actualSequence ?? d.suggestedSequence,
  status: d.status,
  isOtpRequired: d.isOtpRequired,
  isCompleted: d.isCompleted,
  totalAmount: d.collectedAmountPaise,
  enableHubReattempt: d.enableHubReattempt,
  reattemptMarked: d.reattemptMarked,
  creditCollection: { expectedAmount: d.expectedAmountPaise, collectedAmount: d.collectedAmountPaise },
  shipmentDetails: shipments.map((s) => ({ shipmentId: s.shipmentId, isVerified: s.isVerified, shipmentStatus: s.shipmentStatus })),
  shipmentStatusList: [...new Set(shipments.map((s) => s.shipmentStatus))],
});

/** Rows grouped by a key, in first-seen order (Map.groupBy needs Node 21). */
function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const r of rows) map.set(key(r), [...(map.get(key(r)) ?? []), r]);
  return map;
}

/** Open for work: started, not closed. Hold does not stop collecting or verifying; it stops the close. */
function requireInProgress(rs: RunsheetRow) {
  if (rs.activityStatus === 'ENDED') throw conflict(M.closed(rs.runsheetId));
  if (rs.activityStatus === 'NOT_STARTED') throw conflict(M.notStarted);
}

/**
 * Runsheet close (spec 001 §7 "Runsheet"). The server owns every state machine of §4: activity, hold, tote scan,
 * collection, drop completion and OTP; the client's checks are for speed only. Writes lock the runsheet row first.
 */
export const runsheetRoutes: FastifyPluginAsync = async (app) => {
  const repo = app.repos.runsheets;
  const found = async (db: typeof app.db | Tx, id: string) => {
    const rs = await repo.get(db, id);
    if (!rs) throw notFound(M.runsheetNotFound(id));
    return rs;
  };
  const locked = async (tx: Tx, id: string) => {
    const rs = await repo.lock(tx, id);
    if (!rs) throw notFound(M.runsheetNotFound(id));
    return rs;
  };
  const oneDrop = async (db: typeof app.db | Tx, runsheetId: string, dropPointId: string) => {
    const [d] = await repo.dropPoints(db, runsheetId, [dropPointId]);
    if (!d) throw notFound(M.dropPointNotFound(dropPointId));
    return toDropPoint(d);
  };

  registerEndpoint(app, getAllActiveRunsheets, async ({ request }) => {
    const { rows, shipments } = await repo.activeAtHub(app.db, request.hub!.hubOrgUnitId);
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
  });

  const itemsAnswer = async (id: string, toteView: boolean) => {
    const rs = await found(app.db, id);
    const [rows, totes, reasons] = await Promise.all([repo.items(app.db, id), repo.totes(app.db, id), repo.reasons(app.db, RUNSHEET_REASON_KINDS.intercity)]);
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
  registerEndpoint(app, fetchRunsheetItemsList, async ({ request }) => itemsAnswer(request.params.id, false));
  registerEndpoint(app, fetchRunsheetItemsListV2, async ({ request }) => itemsAnswer(request.params.id, true));

  registerEndpoint(app, fetchRunsheetDropPointsDetails, async ({ request }) => {
    await found(app.db, request.params.id);
    const drops = await repo.dropPoints(app.db, request.params.id);
    return { successful: true, message: `${drops.length} drop points`, dropPoints: drops.map(toDropPoint) };
  });

  registerEndpoint(app, fetchDropPointsForItem, async ({ request }) => {
    const { runsheetId, itemId } = request.params;
    await found(app.db, runsheetId);
    const [item] = await repo.items(app.db, runsheetId, [itemId]);
    if (!item) throw notFound(M.notInRunsheet(itemId));
    const ids = request.query.setBreakItem ? await repo.dropPointIdsForSku(app.db, runsheetId, item.skuId) : item.dropPointId ? [item.dropPointId] : [];
    const drops = ids.length ? await repo.dropPoints(app.db, runsheetId, ids) : [];
    return { successful: true, message: `${drops.length} drop points`, dropPoints: drops.map(toDropPoint) };
  });

  registerEndpoint(app, startRunsheetCloseActivity, async ({ request }) => {
    await app.db.transaction(async (tx) => {
      const rs = await locked(tx, request.params.id);
      if (rs.activityStatus === 'ENDED') throw conflict(M.closed(rs.runsheetId));
      if (rs.activityStatus !== 'NOT_STARTED') throw conflict(M.alreadyStarted);
      await repo.start(tx, rs.runsheetId);
    });
    return { successful: true, message: M.started, activityStatus: 'IN_PROGRESS' as const };
  });

  registerEndpoint(app, getOnHoldReasons, async ({ request }) => {
    const rs = await found(app.db, request.params.id);
    const reasons = await repo.reasons(app.db, RUNSHEET_REASON_KINDS.hold);
    return { successful: true, message: `${reasons.length} hold reasons`, reasons, onHold: rs.onHold, holdReason: rs.holdReason };
  });

  registerEndpoint(app, updateRunSheetState, async ({ request }) => {
    const { operation, reasonBucket } = request.body;
    const hold = operation === 'HOLD';
    const reason = hold ? reasonBucket! : null;
    await app.db.transaction(async (tx) => {
      const rs = await locked(tx, request.params.id);
      if (rs.activityStatus === 'ENDED') throw conflict(M.closed(rs.runsheetId));
      if (hold && rs.onHold) throw conflict(M.alreadyOnHold(rs.runsheetId));
      if (!hold && !rs.onHold) throw conflict(M.notOnHold(rs.runsheetId));
      if (hold && !(await repo.reasons(tx, RUNSHEET_REASON_KINDS.hold)).includes(reason!)) throw badRequest(M.unknownReason(reason!));
      await repo.setHold(tx, rs.runsheetId, hold, reason);
    });
    const id = request.params.id;
    return { successful: true, message: hold ? M.held(id) : M.unheld(id), onHold: hold, holdReason: reason };
  });

  registerEndpoint(app, scanCrates, async ({ request }) => {
    const { runsheetId, toteId } = request.params;
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
  });

  /**
   * Collect (one scanned item, or a bulk selection), or with toteId verify items of a scanned tote. Every item must
   * be on the runsheet, of the declared type, not collected yet, and an intercity item without a not-delivered
   * reason needs one from the list (spec 001 §5 "Intercity collection").
   */
  const collect = async (
    runsheetId: string,
    body: { itemType: RunsheetItemType; itemIds: string[]; reason?: string; toteId?: string },
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
      if (reason && !(await repo.reasons(tx, RUNSHEET_REASON_KINDS.intercity)).includes(reason)) throw badRequest(M.unknownReason(reason));
      const needsReason = rows.find((r) => r.itemType === 'INTERCITY' && !r.notDeliveredReason);
      if (needsReason && !reason) throw badRequest(M.intercityReasonRequired(needsReason.itemId));
      const done = await repo.collect(tx, runsheetId, itemIds, reason, Boolean(body.toteId));
      if (body.toteId) await repo.refreshToteVerified(tx, runsheetId, body.toteId);
      return done;
    });
    const message = body.toteId ? M.itemsVerified(collected.length) : bulk ? M.allCollected : M.itemCollected;
    return { successful: true, message, collectedItemIds: collected };
  };
  registerEndpoint(app, collectItem, async ({ request }) => collect(request.params.id, request.body, false));
  registerEndpoint(app, bulkCollectItem, async ({ request }) => collect(request.params.id, request.body, true));

  registerEndpoint(app, persistVerify, async ({ request }) => {
    const { dropPointId, shipmentId, undoVerification } = request.body;
    const runsheetId = request.params.id;
    await app.db.transaction(async (tx) => {
      const rs = await locked(tx, runsheetId);
      requireInProgress(rs);
      const drop = await repo.lockDrop(tx, runsheetId, dropPointId);
      if (!drop) throw notFound(M.dropPointNotFound(dropPointId));
      if (drop.isOtpRequired) throw conflict(M.otpFirst);
      const shipment = await repo.shipmentOfDrop(tx, runsheetId, dropPointId, shipmentId);
      if (!shipment) throw notFound(M.notInRunsheet(shipmentId));
      const changed = await repo.setVerified(tx, runsheetId, dropPointId, shipmentId, !undoVerification, request.user!.email);
      if (!changed) throw conflict(undoVerification ? M.notVerified(shipmentId) : M.alreadyVerified(shipmentId));
    });
    return { successful: true, message: undoVerification ? M.shipmentUndone : M.shipmentVerified, dropPoint: await oneDrop(app.db, runsheetId, dropPointId) };
  });

  registerEndpoint(app, otpValidation, async ({ request }) => {
    const { runsheetId, dropPointId } = request.params;
    // A wrong OTP must be counted even though the call is refused, so the count commits on its own (after the
    // transaction that read the drop under lock) and the refusal follows.
    const wrong = await app.db.transaction(async (tx) => {
      const rs = await locked(tx, runsheetId);
      requireInProgress(rs);
      const drop = await repo.lockDrop(tx, runsheetId, dropPointId);
      if (!drop) throw notFound(M.dropPointNotFound(dropPointId));
      if (!drop.isOtpRequired) throw conflict(M.otpNotRequired);
      if (drop.otpAttempts >= OTP_MAX_ATTEMPTS) throw new HttpError(429, M.otpLocked);
      if (drop.otpCode !== request.body.otp) return true;
      await repo.clearOtp(tx, dropPointId);
      return false;
    });
    if (wrong) {
      const used = await repo.countWrongOtp(app.db, dropPointId);
      throw used >= OTP_MAX_ATTEMPTS ? new HttpError(429, M.otpLocked) : new HttpError(422, M.otpWrong(OTP_MAX_ATTEMPTS - used));
    }
    return { successful: true, message: M.otpValidated, dropPoint: await oneDrop(app.db, runsheetId, dropPointId) };
  });

  registerEndpoint(app, markDropPointReattempt, async ({ request }) => {
    const { runsheetId, dropPointId } = request.params;
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
  });

  /** What the close would meet now (spec 001 §4): drops/items pending (1), crates not scanned (2), or ready (0). */
  const closeCheck = async (db: typeof app.db | Tx, rs: RunsheetRow): Promise<CloseValidation> => {
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
    };
    const pendingDrops = drops.filter((d) => !d.drop.isCompleted).map((d) => d.drop.name);
    const pendingItems = rows.filter((r) => r.status !== 'COLLECTED').length;
    if (pendingDrops.length || pendingItems) {
      const message = [pendingDrops.length ? M.dpPending(pendingDrops) : null, pendingItems ? M.itemsPending(pendingItems) : null].filter(Boolean).join(' ');
      return { ...base, message, code: CLOSE_VALIDATION_CODES.DP_VERIFICATION_PENDING };
    }
    const unscanned = totes.filter((t) => !t.isScanned).map((t) => t.assetCode);
    if (unscanned.length) {
      const availableReason = await repo.reasons(db, RUNSHEET_REASON_KINDS.missingCrate);
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

  registerEndpoint(app, validateCloseRunsheetActivity, async ({ request }) => closeCheck(app.db, await found(app.db, request.params.id)));

  registerEndpoint(app, endRunsheetCloseActivity, async ({ request }) => {
    const { assetDetails, shipmentStatusMap, amountCollected } = request.body;
    const by = request.user!.email;
    const result = await app.db.transaction(async (tx) => {
      const rs = await locked(tx, request.params.id);
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
      const allowed = check.assetIds.length ? await repo.reasons(tx, RUNSHEET_REASON_KINDS.missingCrate) : [];
      const badReason = [...reasons.values()].find((r) => !allowed.includes(r));
      if (badReason) throw badRequest(M.unknownReason(badReason));
      if (amountCollected !== check.amountCollected) throw conflict(M.amountMismatch(formatPaise(amountCollected), formatPaise(check.amountCollected)));

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
  });
};
