import { type FastifyInstance } from 'fastify';
import {
  AFTERNOON_END_MINUTE,
  AFTERNOON_START_MINUTE,
  batchSwitchRefusal,
  type completeSourceToteSegregation,
  CORRECTION_CONSUMERS,
  CORRECTION_MESSAGES,
  type CorrectionBody,
  correctionRefusal,
  correctionRefusalStatus,
  correctsAnyCount,
  type EndpointBodyOut,
  type EndpointQueryOut,
  HUB_OPS_MESSAGES,
  hubMinuteOfDay,
  hubNotFoundMessage,
  type MovementRouteBatch,
  moveItemsToLmZones,
  moveZoneItems,
  partialMovementRefusal,
  reasonsMustSumMessage,
  ZONE_MOVEMENT_MESSAGES,
  ZONE_CORRECTION_CONSUMERS,
  ZONE_MOVEMENT_REFUSALS as R,
  type ZoneItemsResponse,
  selfToteMovement,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { type AuthUser } from '../../plugins/app/session';
import { type HubRow } from '../../repositories/hubs';
import { movementItemDetail } from './item-detail';
import { lineStatus, type SourceRow } from './repository';

/** A refused quantity write: 409 with the spec's "Failed to update units"; the transaction rolls everything back. */
const unitsRefused = () => new HttpError(409, HUB_OPS_MESSAGES.unitsRefused);

const place = (hubName: string, zone: string) => `${hubName} / ${zone}`;

/** The calls that move units into LM zones: the units a person moved through them are theirs to take back. */
const MOVE_OPERATIONS = [moveZoneItems.name, moveItemsToLmZones.name, selfToteMovement.name] as const;

/**
 * Zone movement (000 §2, §4, §5, §7): staging zones, the zone's items, item detail, unit moves into the buyers' LM
 * zones (loose or into a tote tagged there), the list move, self-tote movement, close tote and the session's end.
 * Lock order of every write: the tote asset row (when one is named), then the source association rows in id order, then
 * the destination rows (upsert on the item-place-tote key). Route batching (the DOUBLE_DISPATCH pilot) changes the
 * lists and the list move, it refuses nothing itself: it is read at every call. See docs/areas/zone-movement.md
 * "Zone movement".
 */
export function createZoneMovementService(app: FastifyInstance) {
  const repo = app.repos.zoneMovement;
  const totes = app.repos.totes;

  const checkZone = async (db: Db | Tx, hubId: string, zoneId: string) => {
    const zone = await repo.zone(db, hubId, zoneId);
    if (!zone) throw notFound(R.zoneNotFound(zoneId));
    return zone;
  };
  const batching = async (hubId: string) => (await app.repos.hubs.pilots(app.db, hubId)).has('DOUBLE_DISPATCH');
  const useSession = async (tx: Tx, userId: string, sessionId: string | undefined, hubId: string, zoneId: string) => {
    if (!sessionId) return;
    const state = await repo.touchOpenSession(tx, sessionId, hubId, userId, zoneId);
    if (state === 'missing') throw notFound(R.sessionNotFound(sessionId));
    if (state === 'ended') throw conflict(R.sessionEnded(sessionId));
  };
  const itemDetail = (db: Db | Tx, hubId: string, zoneId: string, itemId: string, tote: string | null) =>
    movementItemDetail(repo, db, hubId, zoneId, itemId, tote);

  /** Logs one tote move (troubleshoot history) through the totes repository, as every tote write does. */
  const logTote = (tx: Tx, tote: string, event: 'PICK' | 'TAG' | 'DETAG', zone: string, hubName: string, user: string) =>
    totes.log(tx, { assetCode: tote, assetEventType: event, referenceType: 'ZONE', referenceId: zone, locationName: place(hubName, zone), performedBy: user });

  /** The tote a move puts units into: locked, at the hub, tagged to the zone (segregation setup's tag). */
  async function destinationTote(tx: Tx, hubId: string, tote: string, zone: string) {
    const asset = await totes.asset(tx, tote, true);
    if (!asset || asset.currentHubOrgUnitId !== hubId) throw notFound(R.toteNotTagged(tote, zone));
    const tag = await totes.activeTag(tx, tote);
    if (!tag || tag.hubOrgUnitId !== hubId || tag.zoneId !== zone) throw conflict(R.toteNotTagged(tote, zone));
    return asset;
  }

  /** After units went into a tote of a zone: the tote is in use there (logged once per write). */
  async function fillTote(tx: Tx, tote: string, zone: string, hubName: string, user: string) {
    await totes.updateAsset(tx, tote, { assetState: 'IN_USE', lastActivity: 'PICK' });
    await logTote(tx, tote, 'PICK', zone, hubName, user);
  }

  /** The tote itself moves to the LM zone (self-tote): re-tagged there, both tag changes logged. */
  async function moveToteItself(tx: Tx, hubId: string, hubName: string, tote: string, from: string, to: string, user: string) {
    const tag = await totes.activeTag(tx, tote);
    if (tag) await totes.endTag(tx, tag.id);
    await logTote(tx, tote, 'DETAG', tag?.zoneId ?? from, hubName, user);
    await totes.addTag(tx, hubId, to, tote, user);
    await totes.updateAsset(tx, tote, { currentZoneId: to, assetState: 'IN_USE', lastActivity: 'PICK' });
    await logTote(tx, tote, 'TAG', to, hubName, user);
  }

  /** Takes `units` out of locked source rows in id order; false when they do not hold that many (nothing changed then by the caller's rollback). */
  async function takeUnits(tx: Tx, rows: readonly SourceRow[], units: number): Promise<{ ok: boolean; fromTotes: Set<string> }> {
    let left = units;
    const fromTotes = new Set<string>();
    for (const row of rows) {
      if (left === 0) break;
      const take = Math.min(left, row.pickedQty - row.dispatchedQty);
      if (take <= 0) continue;
      if (!(await repo.takeFromRow(tx, row.id, take))) return { ok: false, fromTotes };
      if (row.tote) fromTotes.add(row.tote);
      left -= take;
    }
    return { ok: left === 0, fromTotes };
  }

  return {
    async stagingZones(hubId: string) {
      return { zones: await repo.stagingZones(app.db, hubId), routeBatching: await batching(hubId) };
    },

    /**
     * The zone's items. With route batching the list is one batch (default MORNING); asking for AFTERNOON is the batch
     * switch of 000 §4, refused on the hub clock with "Cannot switch to afternoon batch before 10 AM" while the morning
     * list has items, from minute 600 up to 1140 allowed.
     */
    async zoneItems(hubId: string, zoneId: string, query: { toteIdFilter?: string; routeBatch?: MovementRouteBatch }, now: Date): Promise<ZoneItemsResponse> {
      await checkZone(app.db, hubId, zoneId);
      const tote = query.toteIdFilter ?? null;
      const routeBatching = await batching(hubId);
      const all = await repo.zoneItems(app.db, hubId, zoneId, tote);
      const morningCount = all.filter((i) => i.routeBatch === 'MORNING').length;
      const minute = hubMinuteOfDay(now);
      let routeBatch: MovementRouteBatch | null = null;
      if (routeBatching) {
        routeBatch = query.routeBatch ?? 'MORNING';
        const refusal = batchSwitchRefusal(routeBatch, { minuteOfDay: minute, morningListEmpty: morningCount === 0 });
        if (refusal) throw conflict(refusal);
      }
      const items = routeBatch ? all.filter((i) => i.routeBatch === routeBatch) : all;
      return {
        zoneId,
        toteIdFilter: tote,
        routeBatching,
        routeBatch,
        morningCount,
        afternoonCount: all.length - morningCount,
        hubMinuteOfDay: minute,
        afternoonStartMinute: AFTERNOON_START_MINUTE,
        afternoonEndMinute: AFTERNOON_END_MINUTE,
        totes: await repo.sourceTotes(app.db, hubId, zoneId),
        items: items.map(({ hasReasons, ...i }) => ({
          ...i,
          qty: i.movableQty + i.movedQty,
          pickedQty: i.movedQty,
          dispatchedQty: 0,
          pickingStatus: lineStatus(i.movedQty, i.movableQty + i.movedQty, hasReasons),
        })),
      };
    },

    async item(hubId: string, zoneId: string, itemId: string, toteId: string | null) {
      await checkZone(app.db, hubId, zoneId);
      const detail = await itemDetail(app.db, hubId, zoneId, itemId, toteId);
      if (!detail) throw notFound(R.itemNotInZone(itemId, zoneId));
      return detail;
    },

    /**
     * Moves units of one item (000 §5 "Unit move"): per line, the units go from the source zone (the source tote when
     * toteFilterId) into the item's LM zone, into the line's tote when moveToTote (tagged to that zone, or the source tote
     * itself: self-tote, which must take everything the tote holds, else "Partial Movement Not allowed"), loose otherwise.
     * More units than are there: "Failed to update units". Reasons, when sent, must add up to the units still to move.
     */
    async moveItems(body: EndpointBodyOut<typeof moveZoneItems>, query: EndpointQueryOut<typeof moveZoneItems>, by: AuthUser) {
      const { moveToTote, activityId, toteFilterId } = query;
      const hub = await app.findHub(body.hubOrgUnitId);
      if (!hub) throw notFound(hubNotFoundMessage(body.hubOrgUnitId));
      const hubId = hub.hubOrgUnitId;
      const user = by.email;
      // Reasons come from the admin's DISCREPANCY list: one switched off is refused like an unknown one.
      const comments = body.associationDetail.flatMap((l) => l.discrepancyReasons.map((r) => r.comment));
      if (await app.reasonLists.unlisted('DISCREPANCY', comments)) throw badRequest(HUB_OPS_MESSAGES.reasonNotInList);
      const item = await app.db.transaction(async (tx) => {
        await checkZone(tx, hubId, body.sourceZoneId);
        await useSession(tx, by.id, activityId, hubId, body.sourceZoneId);
        const found = await repo.item(tx, hubId, body.itemId);
        if (!found || !(await repo.itemBelongs(tx, hubId, body.itemId, body.sourceZoneId, found.destinationZoneId)))
          throw notFound(R.itemNotInZone(body.itemId, body.sourceZoneId));
        const seen = new Set<string>();
        for (const line of body.associationDetail) {
          if (line.entityId !== found.destinationZoneId) throw conflict(R.notDestination(line.entityId, body.itemId));
          if (seen.has(line.entityId)) throw badRequest(`Zone ${line.entityId} is named twice`);
          seen.add(line.entityId);
          const tote = moveToTote ? (line.toteId ?? null) : null;
          if (moveToTote && line.units > 0 && !tote) throw badRequest(R.toteRequired(line.entityId));
          const self = tote !== null && tote === toteFilterId;
          // Lock order: the tote first, then the source rows in id order.
          if (tote && !self) await destinationTote(tx, hubId, tote, line.entityId);
          if (self) {
            const asset = await totes.asset(tx, tote, true);
            if (!asset || asset.currentHubOrgUnitId !== hubId || asset.currentZoneId !== body.sourceZoneId)
              throw conflict(R.toteNotInZone(tote, body.sourceZoneId));
          }
          // Self-tote: every row of the tote is locked (id order), and everything else it holds in the zone stays behind
          // unless this move takes it all.
          const inTote = self ? await repo.lockToteRows(tx, hubId, body.sourceZoneId, tote) : [];
          const rows = self
            ? inTote.filter((r) => r.itemId === body.itemId && r.pickedQty > r.dispatchedQty)
            : await repo.lockSourceRows(tx, hubId, body.sourceZoneId, { itemIds: [body.itemId], tote: toteFilterId ?? null });
          if (self) {
            const left = inTote.reduce((s, r) => s + r.qty, 0) - line.units;
            const refusal = partialMovementRefusal({ selfTote: true, movedUnits: line.units, unitsLeftInTote: left });
            if (refusal) throw conflict(refusal);
          }
          if (line.units > 0) {
            const taken = await takeUnits(tx, rows, line.units);
            if (!taken.ok) throw unitsRefused();
            await repo.putIntoZone(tx, { hubId, itemId: body.itemId, zoneId: line.entityId, tote, units: line.units });
            for (const t of taken.fromTotes) if (t !== tote) await logTote(tx, t, 'PICK', body.sourceZoneId, hub.hubName, user);
            if (self) await moveToteItself(tx, hubId, hub.hubName, tote, body.sourceZoneId, line.entityId, user);
            else if (tote) await fillTote(tx, tote, line.entityId, hub.hubName, user);
          }
          const after = (await itemDetail(tx, hubId, body.sourceZoneId, body.itemId, toteFilterId ?? null))!;
          const a = after.associationDetail[0]!;
          const missing = a.qty - a.pickedQty;
          if (missing === 0) {
            await repo.clearMovementReasons(tx, body.itemId, body.sourceZoneId);
            continue;
          }
          if (line.discrepancyReasons.length === 0) continue;
          const recorded = a.discrepancyReasons.reduce((s, r) => s + r.qty, 0);
          const sent = line.discrepancyReasons.reduce((s, r) => s + r.qty, 0);
          if (recorded + sent !== missing) throw badRequest(reasonsMustSumMessage(missing));
          const [owner] = await repo.lockSourceRows(tx, hubId, body.sourceZoneId, { itemIds: [body.itemId], tote: toteFilterId ?? null });
          if (owner)
            await app.repos.hubOps.addReasons(tx, {
              itemId: body.itemId,
              associationId: owner.id,
              kind: 'MOVEMENT',
              reasons: line.discrepancyReasons,
              by: user,
            });
        }
        return (await itemDetail(tx, hubId, body.sourceZoneId, body.itemId, toteFilterId ?? null))!;
      });
      return { message: ZONE_MOVEMENT_MESSAGES.moved, item };
    },

    /** The list's "Move to LM zones": every unit present (of the tote and batch when given) goes loose into its buyer's LM zone. */
    async moveToLmZones(hub: HubRow, zone: string, sessionId: string, query: EndpointQueryOut<typeof moveItemsToLmZones>, by: AuthUser) {
      const hubId = hub.hubOrgUnitId;
      const { toteIdFilter, routeBatch } = query;
      const user = by.email;
      const routeBatching = await batching(hubId);
      return app.db.transaction(async (tx) => {
        await checkZone(tx, hubId, zone);
        await useSession(tx, by.id, sessionId, hubId, zone);
        const rows = await repo.lockSourceRows(tx, hubId, zone, { tote: toteIdFilter ?? null });
        const dest = await repo.destinations(tx, hubId, [...new Set(rows.map((r) => r.itemId))]);
        const wanted = routeBatching ? (routeBatch ?? 'MORNING') : null;
        const items = new Set<string>();
        const zones = new Set<string>();
        const touched = new Set<string>();
        let units = 0;
        for (const row of rows) {
          const d = dest.get(row.itemId);
          if (!d || (wanted && d.routeBatch !== wanted)) continue;
          const take = row.pickedQty - row.dispatchedQty;
          if (!(await repo.takeFromRow(tx, row.id, take))) throw unitsRefused();
          await repo.putIntoZone(tx, { hubId, itemId: row.itemId, zoneId: d.zoneId, tote: null, units: take });
          await repo.clearMovementReasons(tx, row.itemId, zone);
          if (row.tote) touched.add(row.tote);
          items.add(row.itemId);
          zones.add(d.zoneId);
          units += take;
        }
        for (const t of [...touched].sort()) await logTote(tx, t, 'PICK', zone, hub.hubName, user);
        return { message: ZONE_MOVEMENT_MESSAGES.movedToLm, itemsMoved: items.size, unitsMoved: units, zones: [...zones].sort() };
      });
    },

    /** "Segregate to the current tote": the tote holds units of one LM zone only, so the tote itself goes there with them. */
    async selfToteMovement(hub: HubRow, zone: string, tote: string, sessionId: string | undefined, by: AuthUser) {
      const hubId = hub.hubOrgUnitId;
      const user = by.email;
      return app.db.transaction(async (tx) => {
        await checkZone(tx, hubId, zone);
        await useSession(tx, by.id, sessionId, hubId, zone);
        const asset = await totes.asset(tx, tote, true);
        if (!asset) throw notFound(R.toteNotInZone(tote, zone));
        if (asset.currentHubOrgUnitId !== hubId || asset.currentZoneId !== zone) throw conflict(R.toteNotInZone(tote, zone));
        const rows = await repo.lockToteRows(tx, hubId, zone, tote);
        if (rows.length === 0) throw conflict(R.toteEmpty(tote));
        const dest = await repo.destinations(tx, hubId, [...new Set(rows.map((r) => r.itemId))]);
        const targets = new Set(rows.map((r) => dest.get(r.itemId)?.zoneId ?? null));
        if (targets.size !== 1 || targets.has(null)) throw conflict(R.toteSeveralZones(tote));
        const to = [...targets][0]!;
        // Units the tote is still waiting for (not inwarded) or that already left cannot go with it: a partial movement.
        const partial = rows.some((r) => r.pickedQty !== r.qty || r.dispatchedQty > 0);
        const refusal = partialMovementRefusal({ selfTote: true, movedUnits: rows.reduce((s, r) => s + r.pickedQty, 0), unitsLeftInTote: partial ? 1 : 0 });
        if (refusal) throw conflict(refusal);
        let units = 0;
        for (const row of rows) {
          if (!(await repo.takeFromRow(tx, row.id, row.pickedQty))) throw unitsRefused();
          await repo.putIntoZone(tx, { hubId, itemId: row.itemId, zoneId: to, tote, units: row.pickedQty });
          await repo.clearMovementReasons(tx, row.itemId, zone);
          units += row.pickedQty;
        }
        await moveToteItself(tx, hubId, hub.hubName, tote, zone, to, user);
        return { message: ZONE_MOVEMENT_MESSAGES.selfToteMoved, toteId: tote, fromZoneId: zone, toZoneId: to, unitsMoved: units };
      });
    },

    /** "Close tote": a source tote whose units have all moved leaves the zone, usable again. */
    async closeSourceTote(tote: string, body: EndpointBodyOut<typeof completeSourceToteSegregation>, by: AuthUser) {
      const hub = await app.findHub(body.hubOrgUnitId);
      if (!hub) throw notFound(hubNotFoundMessage(body.hubOrgUnitId));
      const user = by.email;
      return app.db.transaction(async (tx) => {
        await checkZone(tx, hub.hubOrgUnitId, body.zoneId);
        await useSession(tx, by.id, body.sessionId, hub.hubOrgUnitId, body.zoneId);
        const asset = await totes.asset(tx, tote, true);
        if (!asset) throw notFound(R.toteNotInZone(tote, body.zoneId));
        if (asset.currentHubOrgUnitId !== hub.hubOrgUnitId || asset.currentZoneId !== body.zoneId) throw conflict(R.toteNotInZone(tote, body.zoneId));
        const rows = await repo.lockToteRows(tx, hub.hubOrgUnitId, body.zoneId, tote);
        const units = rows.reduce((s, r) => s + r.qty, 0);
        if (units > 0) throw conflict(R.toteStillHolds(tote, units));
        const tag = await totes.activeTag(tx, tote);
        if (tag) await totes.endTag(tx, tag.id);
        await totes.updateAsset(tx, tote, { currentZoneId: null, assetState: 'GOOD_TO_USE', isUsable: true, unusableReason: null, lastActivity: 'PICK' });
        await logTote(tx, tote, 'DETAG', body.zoneId, hub.hubName, user);
        return { message: ZONE_MOVEMENT_MESSAGES.toteClosed, toteId: tote };
      });
    },

    /**
     * A movement correction (issue 34; docs/areas/corrections.md "Zone movement"): `units` of the item go back from its
     * LM zone, loose, into the source zone they were moved out of. Locks: the LM zone row FOR SHARE (a QC completion
     * or Mark OFD of it waits), then the item's rows in the source zone, then its rows in the LM zone, each in id order
     * (the order of a move: source, then destination). The rule is `correctionRefusal`: an operator takes back only
     * units they moved and only while the move is open (the LM zone's QC not completed since the units arrived, no OFD
     * of it in progress); a hub manager or admin any units; nobody units already dispatched or, once that QC is
     * complete, quality checked there. One `corrections` row records why.
     */
    async correct(hub: HubRow, zoneId: string, body: CorrectionBody, by: AuthUser) {
      const hubId = hub.hubOrgUnitId;
      const { itemId, units } = body;
      if (await app.reasonLists.unlisted('CORRECTION', [body.reasonCode], 'code')) throw badRequest(CORRECTION_MESSAGES.reasonRequired);
      return app.db.transaction(async (tx) => {
        await checkZone(tx, hubId, zoneId);
        const item = await repo.item(tx, hubId, itemId);
        if (!item) throw notFound(R.itemNotInZone(itemId, zoneId));
        const lm = item.destinationZoneId;
        if (!lm || lm === zoneId || !(await repo.leftZone(tx, hubId, itemId, zoneId))) throw notFound(R.notMovedFromZone(itemId, zoneId));
        await repo.shareZone(tx, hubId, lm);
        await repo.lockItemRowsInZone(tx, hubId, itemId, zoneId);
        const inLm = await repo.lockItemRowsInZone(tx, hubId, itemId, lm);
        const present = inLm.reduce((s, r) => s + r.pickedQty - r.dispatchedQty, 0);
        const progress = await repo.itemProgress(tx, itemId);
        // Units that left the LM zone on a vehicle were moved there too: counted, and consumed by dispatch.
        const counted = present + progress.dispatchedQty;
        const arrived = await repo.movedIn(tx, itemId, MOVE_OPERATIONS, null);
        const qcDone = await repo.qcCompletedSince(tx, hubId, lm, arrived.lastAt);
        const checked = qcDone ? Math.min(counted, progress.decidedQty) : 0;
        const consumed =
          checked > progress.dispatchedQty
            ? { units: checked, step: ZONE_CORRECTION_CONSUMERS.qualityChecked(lm) }
            : { units: progress.dispatchedQty, step: CORRECTION_CONSUMERS.dispatched };
        const isManager = correctsAnyCount(by.flags);
        const ownUnits = isManager
          ? 0
          : (await repo.movedIn(tx, itemId, MOVE_OPERATIONS, by.id)).units -
            (await app.repos.items.correctedUnits(tx, { step: 'ZONE_MOVEMENT', contextId: zoneId, itemId, by: by.email }));
        const open = !qcDone && !(await repo.ofdInProgress(tx, hubId, lm));
        const refusal = correctionRefusal({
          who: { isManager, ownUnits: Math.max(0, ownUnits) },
          open,
          units,
          counted,
          consumed: consumed.units,
          consumedStep: consumed.step,
        });
        if (refusal) throw new HttpError(correctionRefusalStatus(refusal), refusal);

        // The latest rows first (the move a correction undoes is most likely the last one); bounded in each UPDATE.
        const movedBefore = inLm.reduce((s, r) => s + r.qty, 0);
        let left = units;
        const fromTotes = new Set<string>();
        for (const row of [...inLm].reverse()) {
          const take = Math.min(left, row.pickedQty - row.dispatchedQty);
          if (take <= 0) continue;
          if (!(await repo.takeFromRow(tx, row.id, take))) throw unitsRefused();
          if (row.tote) fromTotes.add(row.tote);
          left -= take;
          if (left === 0) break;
        }
        if (left > 0) throw unitsRefused();
        // Back loose: which source tote each unit came from is not recorded, and the units are out of the LM tote now.
        await repo.putIntoZone(tx, { hubId, itemId, zoneId, tote: null, units });
        for (const t of [...fromTotes].sort()) await logTote(tx, t, 'PICK', lm, hub.hubName, by.email);
        const fromValue = String(movedBefore);
        const toValue = String(movedBefore - units);
        const correctionId = await app.repos.items.recordCorrection(tx, {
          hubOrgUnitId: hubId,
          itemId,
          step: 'ZONE_MOVEMENT',
          contextId: zoneId,
          units,
          fromValue,
          toValue,
          reasonCode: body.reasonCode,
          note: body.note ? body.note : null,
          correctedBy: by.email,
          correctedByName: by.name,
        });
        const detail = (await itemDetail(tx, hubId, zoneId, itemId, null))!;
        return { message: CORRECTION_MESSAGES.saved, correctionId, itemId, units, fromValue, toValue, item: detail };
      });
    },

    async endSession(hubId: string, sessionId: string, userId: string) {
      const endedAt = await app.db.transaction((tx) => repo.endSession(tx, sessionId, hubId, userId));
      if (!endedAt) throw notFound(R.sessionNotFound(sessionId));
      return { sessionId, endedAt: endedAt.toISOString() };
    },
  };
}
