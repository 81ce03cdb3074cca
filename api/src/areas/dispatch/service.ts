import { type FastifyInstance } from 'fastify';
import {
  activityNotStartedMessage,
  associationNotOfItemsMessage,
  assetNotUsableMessage,
  CORRECTION_CONSUMERS,
  CORRECTION_MESSAGES,
  type CorrectionBody,
  crateNotEmptyMessage,
  DISPATCH_MESSAGES,
  dispatchAllZone as dispatchZoneEndpoint,
  driverNotFoundMessage,
  FORCE_CTX,
  HUB_OPS_MESSAGES,
  hubDate,
  hubNotFoundMessage,
  intercityNotDispatchableMessage,
  ITEM_ID_SCAN_LENGTH,
  itemNotFoundMessage,
  manifestAlreadyClosedMessage,
  manifestNotClosedMessage,
  manifestNotFoundMessage,
  notCrateDropMessage,
  noVehicleMessage,
  ofdAlreadyMarkedMessage,
  ofdBuyerMessage,
  ofdDriverMessage,
  PILOT_REFUSALS,
  quantitiesStaleMessage,
  shipmentNotFoundMessage,
  tagCratesMessage,
  tagNotAllowedMessage,
  TOTE_REFUSALS,
  TOTE_SHORTFALL_MAX,
  tooManyTotesMessage,
  toteManifestAlreadyClosedMessage,
  toteManifestClosedMessage,
  toteManifestCreatedMessage,
  toteManifestExistsMessage,
  toteManifestNotFoundMessage,
  totesNotScannedMessage,
  setDispatchQuantities as setQuantitiesEndpoint,
  undispatchRefusedMessage,
  updateDispatchItems as updateItemsEndpoint,
  updateDispatchItemsV2 as updateItemsV2Endpoint,
  zoneQcNotCompleteMessage,
  type DispatchItem,
  type DispatchLine,
  type DispatchQuantitiesBody,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { correctCount, type Corrector } from '../../lib/count-correction';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { type HubRow } from '../../repositories/hubs';
import { type ActivityLine } from '../../repositories/items';
import { type ActivityRow } from '../../repositories/hub-ops';
import { unusableReason } from '../totes/helpers';
import { toGroups, toItems } from './answers';

/** A refused quantity write: 409 with the spec's "Failed to update units"; the transaction rolls everything back. */
const unitsRefused = () => new HttpError(409, HUB_OPS_MESSAGES.unitsRefused);

/** The dispatch calls whose units an operator counted and may take back (docs/areas/corrections.md "Dispatch"). */
const DISPATCH_SCAN_OPERATIONS = [updateItemsEndpoint.name, updateItemsV2Endpoint.name, dispatchZoneEndpoint.name, setQuantitiesEndpoint.name] as const;

/** Items of one category are totes travelling as items (spec 000 §3 "Item category: CRATE"): the tote shortfall rule's "tote items". */
const TOTE_ITEM_CATEGORY = 'CRATE';

/** The close's query (spec 000 §4 "Close dispatch"): force with its context, or the forced inward of tote shortfall. */
export interface CloseOptions {
  force?: boolean;
  forceCtx?: number;
  forceInwardTotes?: boolean;
  /** What the screen sends as the spec's close does (000 §3: the manifest's driver name and vehicle number): stored. */
  logisticDetails?: string;
  vehicleNumber?: string;
  /** Why the close is forced: a FORCE_CLOSE code (ours, docs/areas/reason-lists.md), stored when the close forces. */
  forceReason?: string;
}

/**
 * Dispatch (spec 000 §2 dispatch screens, §4, §5, §7): groups and items of a manifest, item detail, dispatch writes
 * (updateItems, dispatchAll, dispatch-quantities with shortfall), tagging, close with 300 / 301 / tote shortfall,
 * Mark OFD, the manifest and driver lookups. Quantities only move through `itemsRepository.addDispatched`.
 */
export function createDispatchService(app: FastifyInstance) {
  const hubOps = app.repos.hubOps;
  const repo = app.repos.dispatch;
  const units = app.repos.items;

  /** The activity if it is a DISPATCH activity of this hub, else 404 naming it. */
  function ofThisHub(activity: ActivityRow | null, hubId: string, spaId: string): ActivityRow {
    if (!activity || activity.hubOrgUnitId !== hubId || activity.movementType !== 'DISPATCH') throw notFound(manifestNotFoundMessage(spaId));
    return activity;
  }
  /** The DISPATCH activity of this hub, or 404 naming it. */
  async function dispatchActivity(db: Db | Tx, hubId: string, spaId: string, lock?: 'update' | 'share'): Promise<ActivityRow> {
    return ofThisHub(await hubOps.getActivity(db, spaId, lock), hubId, spaId);
  }
  function assertWritable(activity: ActivityRow) {
    if (activity.vehicleActivityState === 'COMPLETED') throw conflict(manifestAlreadyClosedMessage(activity.spaId));
    if (activity.vehicleActivityState !== 'STARTED') throw conflict(activityNotStartedMessage(activity.spaId));
  }
  async function assertItems(tx: Tx, spaId: string, itemIds: string[]) {
    for (const itemId of itemIds) if (!(await hubOps.activityHasItem(tx, spaId, itemId))) throw notFound(itemNotFoundMessage(itemId));
  }
  /** The answer of every write: each touched item's quantities and status after it. */
  async function written(tx: Tx, spaId: string, itemIds: string[]) {
    // Only the written items: a scan on a manifest of hundreds of items reads its own line, not the manifest.
    return toItems(await repo.lines(tx, spaId, { itemIds }), new Map()).map((i) => ({
      itemId: i.itemId,
      dispatchedQty: i.dispatchedQty,
      qty: i.qty,
      dispatchStatus: i.dispatchStatus,
    }));
  }
  /** The dispatch item detail (the shared detail with the item's dispatch status and shortfall entries), or 404. */
  async function itemView(db: Db | Tx, spaId: string, itemId: string) {
    const detail = await hubOps.itemDetail(db, spaId, itemId);
    if (!detail) throw notFound(itemNotFoundMessage(itemId));
    const [line] = await repo.lines(db, spaId, { itemIds: [detail.itemId] });
    const shortfalls = await repo.shortfalls(db, [detail.itemId]);
    return {
      ...detail,
      dispatchStatus: line!.dispatchStatus,
      fulfilmentArchetype: line!.fulfilmentArchetype,
      shortfallList: (shortfalls.get(detail.itemId) ?? []).map((s) => ({ qty: s.qty, comment: s.comment })),
    };
  }
  /** A driver of this hub, or 404 naming them. */
  async function driverOfHub(db: Db | Tx, hubId: string, driverId: string) {
    const driver = await repo.driver(db, driverId);
    if (!driver || driver.hubOrgUnitId !== hubId) throw notFound(driverNotFoundMessage(driverId));
    return driver;
  }
  /** A crate drop (HUB_TO_WH_CRATE_DROP) group of this hub, or 404 / 409 naming it. */
  async function crateDropGroup(db: Db | Tx, hubId: string, activityGroupId: string) {
    const group = await repo.groupRow(db, activityGroupId);
    if (!group || group.hubOrgUnitId !== hubId) throw notFound(manifestNotFoundMessage(activityGroupId));
    if (group.activityGroupType !== 'HUB_TO_WH_CRATE_DROP') throw conflict(notCrateDropMessage(activityGroupId));
    return group;
  }

  /**
   * Adds the units of each line to the item's associations (in id order, into those with room) through the bounded
   * write; all or nothing: any line beyond its quantity refuses the whole write with "Failed to update units". A
   * line of 0 units records the item as handled (NOT_DISPATCHED). A line that completes its item clears its shortfall.
   */
  async function dispatchItems(hubId: string, spaId: string, lines: DispatchLine[], by: string) {
    const wanted = new Map<string, number>();
    for (const l of lines) wanted.set(l.lItemId, (wanted.get(l.lItemId) ?? 0) + l.dispatchedQty);
    const itemIds = [...wanted.keys()].sort();
    return app.db.transaction(async (tx) => {
      // One statement: the activity FOR SHARE (a close waits for this write), then the items' associations on it FOR
      // UPDATE in id order. A closed or foreign manifest is refused below; the rollback releases what was locked.
      const read = await repo.activityAndLockedAssociations(tx, spaId, itemIds);
      const activity = ofThisHub(read.activity, hubId, spaId);
      assertWritable(activity);
      const locked = read.locked;
      // An item without locked rows is not on the manifest (404), or has no association at all (refused below).
      const found = new Set(locked.map((a) => a.itemId));
      await assertItems(
        tx,
        activity.spaId,
        itemIds.filter((id) => !found.has(id)),
      );
      /** Each item's quantities after its last write: the answer, without reading them again. */
      const after = new Map<string, { itemId: string; dispatchedQty: number; qty: number; dispatchStatus: string }>();
      for (const itemId of itemIds) {
        const mine = locked.filter((a) => a.itemId === itemId);
        let left = wanted.get(itemId)!;
        if (left === 0) {
          await repo.markAttempted(tx, itemId);
          continue;
        }
        if (mine[0]?.fulfilmentArchetype === 'INTERCITY') throw conflict(intercityNotDispatchableMessage(itemId));
        // The manifest line takes the item's units with its first association write (one statement, bounded like it).
        let line: ActivityLine | undefined = { spaId: activity.spaId, itemId, units: left };
        for (const a of mine) {
          const take = Math.min(left, a.qty - a.dispatchedQty);
          if (take <= 0) continue;
          const res = await units.addDispatched(tx, a.id, take, line);
          line = undefined;
          if (!res.ok) throw unitsRefused();
          after.set(itemId, res.item);
          left -= take;
          if (left === 0) break;
        }
        if (left > 0) throw unitsRefused();
        const total = mine.reduce((s, a) => s + a.qty, 0);
        const done = mine.reduce((s, a) => s + a.dispatchedQty, 0) + wanted.get(itemId)!;
        if (done === total) await repo.setShortfall(tx, itemId, 0, null, by);
      }
      // A line of 0 units changed only statuses: its item is read back.
      const items = itemIds.every((id) => after.has(id))
        ? itemIds.map((id) => {
            const i = after.get(id)!;
            return { itemId: i.itemId, dispatchedQty: i.dispatchedQty, qty: i.qty, dispatchStatus: i.dispatchStatus as DispatchItem['dispatchStatus'] };
          })
        : await written(tx, activity.spaId, itemIds);
      return { message: DISPATCH_MESSAGES.dispatchSuccessful, items };
    });
  }

  return {
    /** The manifest's dispatch groups by zone or by shipment (the Order filter). */
    async groups(hubId: string, spaId: string, by: 'zone' | 'shipment') {
      const activity = await dispatchActivity(app.db, hubId, spaId);
      return { spaId: activity.spaId, groups: toGroups(await repo.lines(app.db, activity.spaId), by) };
    },

    /** The manifest's dispatch items (one zone, one shipment or all), with their shortfall entries. */
    async items(hubId: string, spaId: string, filter: { zone?: string; shipmentId?: string }) {
      const activity = await dispatchActivity(app.db, hubId, spaId);
      const lines = await repo.lines(app.db, activity.spaId, filter);
      const shortfalls = await repo.shortfalls(app.db, [...new Set(lines.map((l) => l.itemId))]);
      return { spaId: activity.spaId, items: toItems(lines, shortfalls) };
    },

    /** Item detail, dispatch side: the shared detail with the item's dispatch status and shortfall entries. */
    async item(hubId: string, spaId: string, itemId: string) {
      const activity = await dispatchActivity(app.db, hubId, spaId);
      return itemView(app.db, activity.spaId, itemId);
    },

    /**
     * Takes dispatched units of one item back (issue 34, docs/areas/corrections.md "Dispatch"): the activity FOR SHARE
     * (a close or Mark OFD waits), then `correctCount` (the rule, the bounded take-back of dispatched units and the
     * manifest line, the corrections row). Never units that left on a runsheet: the refusal names it ("on runsheet
     * {id}", or "delivered on closed runsheet {id}"). Answers the item as its detail shows it after the correction.
     */
    async correct(hubId: string, spaId: string, body: CorrectionBody, user: Corrector) {
      if (await app.reasonLists.unlisted('CORRECTION', [body.reasonCode], 'code')) throw badRequest(CORRECTION_MESSAGES.reasonRequired);
      return app.db.transaction(async (tx) => {
        const activity = await dispatchActivity(tx, hubId, spaId, 'share');
        const written = await correctCount(app, tx, {
          step: 'DISPATCH',
          kind: 'dispatched',
          hubId: activity.hubOrgUnitId,
          spaId: activity.spaId,
          open: activity.vehicleActivityState !== 'COMPLETED',
          body,
          user,
          operations: DISPATCH_SCAN_OPERATIONS,
          consumed: async ({ counted }) => {
            const runsheet = await repo.itemRunsheet(tx, body.itemId);
            if (!runsheet) return { units: 0, step: '' };
            return {
              units: counted,
              step: runsheet.ended ? CORRECTION_CONSUMERS.deliveredOnClosedRunsheet(runsheet.runsheetId) : CORRECTION_CONSUMERS.onRunsheet(runsheet.runsheetId),
            };
          },
        });
        const item = await itemView(tx, activity.spaId, body.itemId);
        return { message: CORRECTION_MESSAGES.saved, itemId: body.itemId, ...written, item };
      });
    },

    dispatchItems,

    /** "Dispatch Zone": every remaining unit of the zone's non-intercity associations, once the zone's QC is complete. */
    async dispatchZone(hubId: string, spaId: string, zone: string, by: string) {
      return app.db.transaction(async (tx) => {
        const activity = await dispatchActivity(tx, hubId, spaId, 'share');
        assertWritable(activity);
        const lines = (await repo.lines(tx, activity.spaId, { zone })).filter(
          (l) => l.association.entityId === zone && l.association.associationType === 'ZONE',
        );
        if (lines.length === 0) throw notFound(`Zone ${zone} has no items in manifest ${spaId}`);
        if (lines.some((l) => l.zoneQcStatus !== 'QC_COMPLETE')) throw conflict(zoneQcNotCompleteMessage(zone));
        const itemIds = [...new Set(lines.map((l) => l.itemId))].sort();
        const locked = await repo.lockAssociations(tx, itemIds);
        const touched = new Set<string>();
        let total = 0;
        for (const a of locked) {
          if (a.entityId !== zone || a.associationType !== 'ZONE' || a.fulfilmentArchetype === 'INTERCITY') continue;
          const room = a.qty - a.dispatchedQty;
          if (room === 0) continue;
          if (!(await units.addDispatched(tx, a.id, room)).ok || !(await hubOps.addActivityDone(tx, activity.spaId, a.itemId, room))) throw unitsRefused();
          touched.add(a.itemId);
          total += room;
        }
        for (const i of await written(tx, activity.spaId, [...touched])) if (i.dispatchedQty === i.qty) await repo.setShortfall(tx, i.itemId, 0, null, by);
        return { message: DISPATCH_MESSAGES.dispatchSuccessful, itemsUpdated: touched.size, unitsDispatched: total };
      });
    },

    /**
     * Sets the dispatched quantity of a line (spec 000 §4 "Shortfall dispatch"): below the total a reason is required
     * and one shortfall entry per item records the missing quantity with it; at the total the reason is cleared. The
     * quantity only grows (units on the vehicle are not un-dispatched by a count); the increase is spread over the
     * items and associations in id order through the bounded write, so two operators setting one line never exceed it.
     *
     * The call itself is not gated by DISPATCH_SHORTFALL: spec 000 §4 states the rule without the feature (only the
     * quantity's default depends on it) and §5 "Edit discrepancy" ("Dispatch requires the full shortfall") saves a
     * reason through it on hubs without the feature. One card's write (`associationIds`) is the feature's own (§2:
     * "When the dispatch shortfall feature is on, each card shows a Quantity field ..."): it needs the hub's pilot,
     * read at this call (docs/adr/012 §3), and is refused with the pilot's text otherwise, before anything is read.
     */
    async setQuantities(hubId: string, spaId: string, body: DispatchQuantitiesBody, by: string) {
      if (body.associationIds && !(await app.repos.hubs.pilots(app.db, hubId)).has('DISPATCH_SHORTFALL')) throw conflict(PILOT_REFUSALS.DISPATCH_SHORTFALL);
      // The spec's codes (000 §3), as far as the admin has not switched one off (docs/areas/reason-lists.md).
      if (body.shortfallReason && (await app.reasonLists.unlisted('DISPATCH_SHORTFALL', [body.shortfallReason], 'code')))
        throw badRequest(DISPATCH_MESSAGES.reasonNotInList);
      return app.db.transaction(async (tx) => {
        const activity = await dispatchActivity(tx, hubId, spaId, 'share');
        assertWritable(activity);
        const itemIds = [...new Set(body.logisticsItemIds)].sort();
        await assertItems(tx, activity.spaId, itemIds);
        const all = await repo.lockAssociations(tx, itemIds);
        // One card of the item detail: only those associations make the line.
        const cards = body.associationIds ? [...new Set(body.associationIds)] : null;
        for (const aid of cards ?? []) if (!all.some((a) => a.id === aid)) throw badRequest(associationNotOfItemsMessage(aid));
        const locked = cards ? all.filter((a) => cards.includes(a.id)) : all;
        const total = locked.reduce((s, a) => s + a.qty, 0);
        const current = locked.reduce((s, a) => s + a.dispatchedQty, 0);
        if (body.totalQuantity !== total) throw conflict(quantitiesStaleMessage(body.totalQuantity));
        if (body.dispatchedQuantity > total) throw unitsRefused();
        if (body.dispatchedQuantity < total && !body.shortfallReason) throw badRequest(DISPATCH_MESSAGES.shortfallReasonRequired);
        if (body.dispatchedQuantity < current) throw conflict(undispatchRefusedMessage);
        if (locked.some((a) => a.fulfilmentArchetype === 'INTERCITY'))
          throw conflict(intercityNotDispatchableMessage(locked.find((a) => a.fulfilmentArchetype === 'INTERCITY')!.itemId));
        let left = body.dispatchedQuantity - current;
        const added = new Map<string, number>();
        const addedTo = new Map<number, number>();
        for (const a of locked) {
          const take = Math.min(left, a.qty - a.dispatchedQty);
          if (take <= 0) continue;
          if (!(await units.addDispatched(tx, a.id, take)).ok) throw unitsRefused();
          added.set(a.itemId, (added.get(a.itemId) ?? 0) + take);
          addedTo.set(a.id, take);
          left -= take;
        }
        for (const [itemId, n] of added) if (!(await hubOps.addActivityDone(tx, activity.spaId, itemId, n))) throw unitsRefused();
        if (cards) {
          // Per card: each association's entry holds its own missing units; a completed item has none at all.
          const missingOf = (a: (typeof all)[number]) => a.qty - a.dispatchedQty - (addedTo.get(a.id) ?? 0);
          for (const itemId of itemIds) {
            const mine = all.filter((a) => a.itemId === itemId);
            const chosen = locked.filter((a) => a.itemId === itemId);
            if (!added.has(itemId))
              await repo.markAttempted(
                tx,
                itemId,
                chosen.map((a) => a.id),
              );
            if (mine.every((a) => missingOf(a) === 0)) {
              await repo.setShortfall(tx, itemId, 0, null, by);
              continue;
            }
            for (const a of chosen) {
              const others = mine.filter((o) => !cards.includes(o.id)).map((o) => ({ id: o.id, missing: missingOf(o) }));
              await repo.setAssociationShortfall(tx, {
                itemId,
                associationId: a.id,
                missing: missingOf(a),
                reason: body.shortfallReason,
                by,
                others,
              });
            }
          }
          return { message: DISPATCH_MESSAGES.dispatchSuccessful, items: await written(tx, activity.spaId, itemIds) };
        }
        for (const itemId of itemIds) {
          const mine = locked.filter((a) => a.itemId === itemId);
          const missing = mine.reduce((s, a) => s + a.qty - a.dispatchedQty, 0) - (added.get(itemId) ?? 0);
          if (!added.has(itemId)) await repo.markAttempted(tx, itemId);
          await repo.setShortfall(tx, itemId, missing, body.shortfallReason, by);
        }
        return { message: DISPATCH_MESSAGES.dispatchSuccessful, items: await written(tx, activity.spaId, itemIds) };
      });
    },

    /** Tags a usable tote of this hub to the manifest; only with tote tagging enabled or on a crate drop (spec 000 §5). */
    async tag(hubId: string, spaId: string, tagId: string, by: string) {
      const code = tagId.toUpperCase();
      return app.db.transaction(async (tx) => {
        const activity = await dispatchActivity(tx, hubId, spaId, 'share');
        if (activity.vehicleActivityState === 'COMPLETED') throw conflict(manifestAlreadyClosedMessage(activity.spaId));
        if (!activity.group.isToteTaggingEnabled && activity.group.activityGroupType !== 'HUB_TO_WH_CRATE_DROP') throw conflict(tagNotAllowedMessage);
        // A closed tote manifest has left with its crates: nothing more joins it (held FOR SHARE so its close waits).
        if ((await repo.toteManifest(tx, activity.activityGroupId, 'share'))?.state === 'CLOSED')
          throw conflict(toteManifestAlreadyClosedMessage(activity.activityGroupId));
        const asset = await app.repos.totes.asset(tx, code, true);
        if (!asset) throw notFound(TOTE_REFUSALS.assetNotFound(code));
        if (unusableReason(asset, hubId) !== null) throw conflict(assetNotUsableMessage(code));
        await repo.tag(tx, activity.activityGroupId, code, by);
        const totes = await repo.taggedTotes(tx, activity.activityGroupId);
        return { message: DISPATCH_MESSAGES.tagSuccessful, tagId: code, taggedTotes: totes.length };
      });
    },

    /**
     * Close (spec 000 §4 "Close dispatch"), decided from the manifest's real state under the activity's row lock:
     * - only tote items (category CRATE) left undispatched: 409 "action not completed: totes not scanned [ids]" (at
     *   most 4: the client offers "Tote Shortfall?"; more: refused). `forceInwardTotes` dispatches those (at most 4)
     *   "virtually" and closes.
     * - shipments partly dispatched: statusCode 300 (forceCtx 0, partial order pickup) with those shipments;
     * - otherwise shipments with nothing dispatched: statusCode 301 (forceCtx 1, skip ineligible shipments);
     *   `force` with ctx 0 accepts both, ctx 1 accepts ineligible shipments only. Nothing changes on 300/301.
     * - else the activity (and its group when all its activities are) becomes COMPLETED, with the `logisticDetails` and
     *   `vehicleNumber` the close received stored on it (docs/areas/dispatch.md "Close details").
     */
    async close(hubId: string, spaId: string, q: CloseOptions) {
      const forceReason = q.forceReason || null;
      if (forceReason && (await app.reasonLists.unlisted('FORCE_CLOSE', [forceReason], 'code'))) throw badRequest(DISPATCH_MESSAGES.reasonNotInList);
      return app.db.transaction(async (tx) => {
        const activity = await dispatchActivity(tx, hubId, spaId, 'update');
        assertWritable(activity);
        const lines = await repo.lines(tx, activity.spaId);
        const itemsOf = toItems(lines, new Map());
        const open = itemsOf.filter((i) => i.dispatchedQty < i.qty && i.fulfilmentArchetype !== 'INTERCITY');
        const openTotes = open.filter((i) => i.itemCategory === TOTE_ITEM_CATEGORY);
        const base = { spaId: activity.spaId, activityGroupState: activity.group.activityGroupState };
        if (open.length > 0 && openTotes.length === open.length) {
          const ids = openTotes.map((i) => i.itemId);
          if (ids.length > TOTE_SHORTFALL_MAX) throw conflict(tooManyTotesMessage(ids.length));
          if (!q.forceInwardTotes) throw conflict(totesNotScannedMessage(ids));
          const locked = await repo.lockAssociations(tx, ids);
          for (const a of locked) {
            const room = a.qty - a.dispatchedQty;
            if (room > 0 && (!(await units.addDispatched(tx, a.id, room)).ok || !(await hubOps.addActivityDone(tx, activity.spaId, a.itemId, room))))
              throw unitsRefused();
          }
        } else {
          const byShipment = new Map<string, { shipmentId: string; dispatchedQty: number; totalQty: number }>();
          for (const i of itemsOf.filter((x) => x.fulfilmentArchetype !== 'INTERCITY')) {
            const key = i.shipmentId ?? i.itemId;
            const s = byShipment.get(key) ?? { shipmentId: key, dispatchedQty: 0, totalQty: 0 };
            s.dispatchedQty += i.dispatchedQty;
            s.totalQty += i.qty;
            byShipment.set(key, s);
          }
          const partial = [...byShipment.values()].filter((s) => s.dispatchedQty > 0 && s.dispatchedQty < s.totalQty);
          const ineligible = [...byShipment.values()].filter((s) => s.dispatchedQty === 0);
          const forced = q.force === true ? (q.forceCtx ?? null) : null;
          if (partial.length > 0 && forced !== FORCE_CTX.PARTIAL_ORDER_PICKUP)
            return {
              ...base,
              statusCode: 300 as const,
              message: DISPATCH_MESSAGES.partialOrderPickup,
              forceCtx: FORCE_CTX.PARTIAL_ORDER_PICKUP,
              data: partial,
            };
          if (ineligible.length > 0 && forced === null)
            return {
              ...base,
              statusCode: 301 as const,
              message: DISPATCH_MESSAGES.ineligibleShipments,
              forceCtx: FORCE_CTX.SKIP_INELIGIBLE_SHIPMENTS,
              data: ineligible,
            };
        }
        // Lines nobody touched are closed as not dispatched.
        for (const i of itemsOf) if (i.dispatchStatus === 'NOT_STARTED') await repo.markAttempted(tx, i.itemId);
        // What the close received is kept with the activity it closed (a 300 / 301 answer or a refusal keeps nothing).
        await repo.recordCloseDetails(tx, activity.spaId, {
          logisticDetails: q.logisticDetails || null,
          vehicleNumber: q.vehicleNumber || null,
          forceReason: q.force === true ? forceReason : null,
        });
        await hubOps.setVehicleActivityState(tx, activity, 'COMPLETED');
        const after = (await hubOps.getActivity(tx, activity.spaId))!;
        return {
          statusCode: 200 as const,
          message: DISPATCH_MESSAGES.closed,
          spaId: activity.spaId,
          activityGroupState: after.group.activityGroupState,
          forceCtx: null,
          data: [],
        };
      });
    },

    /**
     * Mark OFD of a closed manifest (spec 000 §7): the driver's runsheet (close runsheet lists it) and its trip
     * (monitoring), once per manifest; refused while fewer crates than minTotesToTag are tagged. With `sendMessage`
     * (absent = true, 000 §7 "sendMessage defaults true") the messages to each buyer of the runsheet and to the driver
     * are recorded PENDING in the same transaction, for the messaging integration to send (docs/areas/ofd.md "Mark OFD
     * messages"); the answer lists them. `now` is the hub clock of the request: the trip is on the hub's day
     * (Asia/Kolkata), as every runsheet of the world (close runsheet and monitoring read it so).
     */
    async markOfd(opts: { hub: HubRow; driverId: string; spaId: string; crates: number; sendMessage: boolean; by: string; now: Date }) {
      const { driverId, spaId: id } = opts;
      const hubId = opts.hub.hubOrgUnitId;
      const result = await app.db.transaction(async (tx) => {
        const activity = await dispatchActivity(tx, hubId, id, 'update');
        if (activity.group.activityGroupState !== 'COMPLETED') throw conflict(manifestNotClosedMessage(id));
        const driver = await driverOfHub(tx, hubId, driverId);
        const tagged = (await repo.taggedTotes(tx, activity.activityGroupId)).length;
        if (tagged < activity.group.minTotesToTag) throw conflict(tagCratesMessage(activity.group.minTotesToTag - tagged));
        const vehicleId = activity.group.vehicleId ?? driver.vehicleId;
        if (!vehicleId) throw conflict(noVehicleMessage(id));
        const made = await repo.markOfd(tx, {
          spaId: activity.spaId,
          hubId,
          activityGroupId: activity.activityGroupId,
          driverId,
          vehicleId,
          crates: opts.crates,
          by: opts.by,
          tripDate: hubDate(opts.now),
        });
        if (!made) throw conflict(ofdAlreadyMarkedMessage(id));
        if (!opts.sendMessage) return { ...made, notifications: [] };
        const buyers = await repo.runsheetBuyers(tx, made.runsheetId);
        const vehicleNumber = await repo.vehicleNumber(tx, vehicleId);
        const about = { hubOrgUnitId: hubId, activityGroupId: activity.activityGroupId, runsheetId: made.runsheetId, createdBy: opts.by };
        const notifications = await repo.insertNotifications(tx, [
          ...buyers.map((b) => ({
            ...about,
            kind: 'OUT_FOR_DELIVERY' as const,
            recipientType: 'BUYER' as const,
            recipientId: b.orgId,
            recipientName: b.shopName,
            recipientPhone: b.phone,
            message: ofdBuyerMessage({ shopName: b.shopName, shipmentIds: b.shipmentIds, driverName: driver.name, vehicleNumber, hubName: opts.hub.hubName }),
          })),
          {
            ...about,
            kind: 'RUNSHEET_ASSIGNED' as const,
            recipientType: 'DRIVER' as const,
            recipientId: driver.driverId,
            recipientName: driver.name,
            recipientPhone: driver.contactNum,
            message: ofdDriverMessage({ runsheetId: made.runsheetId, dropPoints: buyers.length, crates: opts.crates, hubName: opts.hub.hubName }),
          },
        ]);
        return { ...made, notifications };
      });
      return { statusCode: 200 as const, message: DISPATCH_MESSAGES.markedOfd, ...result };
    },

    /** The messages Mark OFD recorded for a manifest of this hub (404 naming it otherwise), oldest first. */
    async notifications(hubId: string, activityGroupId: string) {
      const group = await repo.groupRow(app.db, activityGroupId);
      if (!group || group.hubOrgUnitId !== hubId) throw notFound(manifestNotFoundMessage(activityGroupId));
      return { activityGroupId: group.activityGroupId, notifications: await repo.groupNotifications(app.db, group.activityGroupId) };
    },

    /**
     * "Create empty tote manifest" (spec 000 §7): the crate drop's manifest of the empty crates it takes back, created
     * empty; the crates tagged to the group are its crates. Only while the crate drop is started (not before, not once
     * closed); a repeat answers successful with "already exists" and changes nothing.
     */
    async createToteManifest(hubOrgUnitId: string, activityGroupId: string, by: string) {
      const hub = await app.findHub(hubOrgUnitId);
      if (!hub) throw notFound(hubNotFoundMessage(hubOrgUnitId));
      return app.db.transaction(async (tx) => {
        const group = await crateDropGroup(tx, hub.hubOrgUnitId, activityGroupId);
        if (group.activityGroupState === 'COMPLETED') throw conflict(manifestAlreadyClosedMessage(group.activityGroupId));
        if (group.activityGroupState !== 'STARTED') throw conflict(activityNotStartedMessage(group.activityGroupId));
        const made = await repo.createToteManifest(tx, { activityGroupId: group.activityGroupId, hubId: hub.hubOrgUnitId, by });
        return { successful: true, message: made ? toteManifestCreatedMessage(group.activityGroupId) : toteManifestExistsMessage(group.activityGroupId) };
      });
    },

    /**
     * POST /manifest/tote-manifest/{hubId}/{activityGroupId}/close: under the tote manifest's row lock, every crate
     * tagged to the group must still be at this hub, usable and empty (else 409 naming it), and at least minTotesToTag
     * of them (409 "Tag N crates to proceed for OFD": none can join after, and Mark OFD needs them); they go onto the group's
     * vehicle (the driver's when the group has none) in transit, and the manifest is CLOSED. Closing a closed one answers
     * successful with "already closed" and changes nothing, so a repeated "Create Manifest" slide completes.
     */
    async closeToteManifest(hub: HubRow, activityGroupId: string, by: string) {
      return app.db.transaction(async (tx) => {
        const group = await crateDropGroup(tx, hub.hubOrgUnitId, activityGroupId);
        const id = group.activityGroupId;
        const manifest = await repo.toteManifest(tx, id, 'update');
        if (!manifest) throw notFound(toteManifestNotFoundMessage(id));
        if (manifest.state === 'CLOSED') return { successful: true, message: toteManifestAlreadyClosedMessage(id) };
        const driver = group.driverId ? await repo.driver(tx, group.driverId) : null;
        const vehicleId = group.vehicleId ?? driver?.vehicleId ?? null;
        if (!vehicleId) throw conflict(noVehicleMessage(id));
        const codes = (await repo.taggedTotes(tx, id)).map((t) => t.assetCode).sort();
        // Nothing can be tagged once it has left, and Mark OFD needs minTotesToTag: short of them is refused here.
        if (codes.length < group.minTotesToTag) throw conflict(tagCratesMessage(group.minTotesToTag - codes.length));
        for (const code of codes) {
          const asset = await app.repos.totes.asset(tx, code, true);
          if (!asset || unusableReason(asset, hub.hubOrgUnitId) !== null) throw conflict(assetNotUsableMessage(code));
        }
        const contents = await app.repos.totes.contents(tx, codes);
        if (contents.length > 0) throw conflict(crateNotEmptyMessage(contents.map((c) => c.holder).sort()[0]!));
        await repo.closeToteManifest(tx, { activityGroupId: id, codes, vehicleId, hubName: hub.hubName, by });
        return { successful: true, message: toteManifestClosedMessage(id, codes.length) };
      });
    },

    /** A manifest (activity group) of this hub with its activities and tagged crates, or 404 naming it. */
    async activityGroup(hubId: string, activityGroupId: string) {
      const group = await repo.group(app.db, activityGroupId);
      if (!group || group.hubOrgUnitId !== hubId) throw notFound(manifestNotFoundMessage(activityGroupId));
      const { hubOrgUnitId: _hub, ...rest } = group;
      return rest;
    },

    /** A driver's manifests at this hub, newest first (404 for a driver of another hub). */
    /** A shipment by the first 14 characters of its id (spec 000 §7): its items and the activities they are in. */
    async shipmentMovement(hubId: string, shipmentId: string) {
      const prefix = shipmentId.toUpperCase().slice(0, ITEM_ID_SCAN_LENGTH);
      const rows = await repo.shipmentItems(app.db, hubId, prefix);
      if (rows.length === 0) throw notFound(shipmentNotFoundMessage(shipmentId));
      const first = rows[0]!.shipmentId;
      return { shipmentId: first, items: rows.filter((r) => r.shipmentId === first).map(({ shipmentId: _s, ...item }) => item) };
    },
  };
}

/** What the dispatch routes call (`createDispatchService(app)`). */
export type DispatchService = ReturnType<typeof createDispatchService>;
