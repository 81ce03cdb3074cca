import { type FastifyPluginAsync } from 'fastify';
import {
  activityNotStartedMessage,
  associationNotOfItemsMessage,
  assetNotUsableMessage,
  closeDispatchManifest,
  closeDispatchManifestV2,
  closeToteManifest,
  crateNotEmptyMessage,
  createToteManifest,
  DISPATCH_MESSAGES,
  dispatchAllZone,
  driverNotFoundMessage,
  FORCE_CTX,
  getActivityGroup,
  getDispatchItem,
  getDispatchManifestItems,
  getDispatchOrderItems,
  getDispatchOrders,
  getDispatchZoneItems,
  getDispatchZones,
  getDriverActivityGroups,
  getShipmentMovementDetails,
  HUB_OPS_MESSAGES,
  hubDate,
  hubNotFoundMessage,
  intercityNotDispatchableMessage,
  ITEM_ID_SCAN_LENGTH,
  itemNotFoundMessage,
  manifestAlreadyClosedMessage,
  manifestNotClosedMessage,
  manifestNotFoundMessage,
  markManifestOfd,
  notCrateDropMessage,
  noVehicleMessage,
  ofdAlreadyMarkedMessage,
  quantitiesStaleMessage,
  setDispatchQuantities,
  tagCratesMessage,
  tagNotAllowedMessage,
  tagToManifest,
  TOTE_REFUSALS,
  TOTE_SHORTFALL_MAX,
  tooManyTotesMessage,
  toteManifestAlreadyClosedMessage,
  toteManifestClosedMessage,
  toteManifestCreatedMessage,
  toteManifestExistsMessage,
  toteManifestNotFoundMessage,
  totesNotScannedMessage,
  undispatchRefusedMessage,
  updateDispatchItems,
  updateDispatchItemsV2,
  zoneQcNotCompleteMessage,
  type DispatchGroup,
  type DispatchItem,
  type DispatchLine,
} from '@hub/shared/contracts';
import { eq, sql } from 'drizzle-orm';
import { type Db, rowsOf, type Tx } from '../../../db/client';
import { activityGroups, drivers } from '../../../db/schema';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { hubNow } from '../../../lib/hub-clock';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/http-error';
import { dispatchStatusOf, type DispatchLineRow } from '../../../repositories/dispatch';
import { type ActivityLine } from '../../../repositories/items';
import { type ActivityRow } from '../../../repositories/hub-ops';
import { unusableReason } from '../../totes/helpers';

/** A refused quantity write: 409 with the spec's "Failed to update units"; the transaction rolls everything back. */
const unitsRefused = () => new HttpError(409, HUB_OPS_MESSAGES.unitsRefused);

/** Items of one category are totes travelling as items (spec 000 §3 "Item category: CRATE"): the tote shortfall rule's "tote items". */
const TOTE_ITEM_CATEGORY = 'CRATE';

/** Groups association rows into the dispatch list's items (spec 000 §3 "Dispatch item (list)"). */
function toItems(lines: DispatchLineRow[], shortfalls: Map<string, Array<{ qty: number; comment: string; associationId: number | null }>>): DispatchItem[] {
  const byItem = new Map<string, DispatchItem>();
  for (const l of lines) {
    let item = byItem.get(l.itemId);
    if (!item) {
      item = {
        itemId: l.itemId,
        itemTitle: l.itemTitle,
        itemCategory: l.itemCategory,
        dispatchStatus: l.dispatchStatus,
        dispatchedQty: l.dispatchedQty,
        qty: l.qty,
        imageUrl: l.imageUrl,
        skuId: l.skuId,
        shipmentId: l.shipmentId,
        itemQcStatus: l.qcStatus,
        fulfilmentArchetype: l.fulfilmentArchetype,
        // Intercity items travel on another flow: never dispatched whole from here (spec 000 §2).
        allowFullItemDispatch: l.fulfilmentArchetype !== 'INTERCITY',
        partialItemAttributed: false,
        associationDetail: [],
      };
      byItem.set(l.itemId, item);
    }
    item.partialItemAttributed ||= l.association.partialItemAttributed;
    item.associationDetail.push({
      ...l.association,
      discrepancyReasons: [],
      // An entry of this association, or of the item as a whole (a whole-item write).
      shortfallList: (shortfalls.get(l.itemId) ?? [])
        .filter((s) => s.associationId === null || s.associationId === l.association.id)
        .map((s) => ({ quantity: s.qty, reason: s.comment })),
    });
  }
  return [...byItem.values()];
}

/** Dispatch groups by zone (association entity) or by shipment, with status from their quantities (spec 000 §4). */
function toGroups(lines: DispatchLineRow[], by: 'zone' | 'shipment'): DispatchGroup[] {
  const groups = new Map<string, { g: DispatchGroup; untouched: boolean; shipments: Set<string>; zones: Set<string>; qc: Set<string> }>();
  const seenItem = new Set<string>();
  for (const l of lines) {
    const key = by === 'zone' ? l.association.entityId : (l.shipmentId ?? l.itemId);
    let entry = groups.get(key);
    if (!entry) {
      entry = {
        g: {
          zoneId: by === 'zone' ? key : null,
          shipmentId: by === 'shipment' ? key : null,
          zoneIds: [],
          shipmentsCount: 0,
          dispatchedQty: 0,
          totalQty: 0,
          dispatchStatus: 'NOT_STARTED',
          qcStatus: '',
        },
        untouched: true,
        shipments: new Set(),
        zones: new Set(),
        qc: new Set(),
      };
      groups.set(key, entry);
    }
    entry.zones.add(l.association.entityId);
    if (l.shipmentId) entry.shipments.add(l.shipmentId);
    if (by === 'zone') {
      entry.g.totalQty += l.association.qty;
      entry.g.dispatchedQty += l.association.dispatchedQty;
      entry.untouched &&= l.association.dispatchStatus === 'NOT_STARTED';
      entry.qc.add(l.zoneQcStatus ?? 'QC_PENDING');
    } else if (!seenItem.has(l.itemId)) {
      seenItem.add(l.itemId);
      entry.g.totalQty += l.qty;
      entry.g.dispatchedQty += l.dispatchedQty;
      entry.untouched &&= l.dispatchStatus === 'NOT_STARTED';
      entry.qc.add(l.qcStatus === 'COMPLETED' ? 'QC_COMPLETE' : l.qcStatus === 'FAILED' ? 'QC_FAILED' : 'QC_PENDING');
    }
  }
  return [...groups.values()]
    .map(({ g, untouched, shipments, zones, qc }) => ({
      ...g,
      zoneIds: [...zones].sort(),
      shipmentsCount: shipments.size,
      dispatchStatus: dispatchStatusOf(g.dispatchedQty, g.totalQty, untouched),
      qcStatus: qc.has('QC_FAILED') ? 'QC_FAILED' : qc.has('QC_PENDING') ? 'QC_PENDING' : 'QC_COMPLETE',
    }))
    .sort((a, b) => (a.zoneId ?? a.shipmentId ?? '').localeCompare(b.zoneId ?? b.shipmentId ?? ''));
}

/**
 * Dispatch (spec 000 §2 dispatch screens, §4, §5, §7): groups and items of a manifest, item detail, dispatch writes
 * (updateItems, dispatchAll, dispatch-quantities with shortfall), tagging, close with 300 / 301 / tote shortfall,
 * Mark OFD, the manifest and driver lookups. Quantities only move through `itemsRepository.addDispatched`.
 */
export const dispatchRoutes: FastifyPluginAsync = async (app) => {
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

  const groups = async (hubId: string, spaId: string, by: 'zone' | 'shipment') => {
    const activity = await dispatchActivity(app.db, hubId, spaId);
    return { spaId: activity.spaId, groups: toGroups(await repo.lines(app.db, activity.spaId), by) };
  };
  registerEndpoint(app, getDispatchZones, ({ request }) => groups(request.hub!.hubOrgUnitId, request.params.spaId, 'zone'));
  registerEndpoint(app, getDispatchOrders, ({ request }) => groups(request.hub!.hubOrgUnitId, request.params.spaId, 'shipment'));

  const items = async (hubId: string, spaId: string, filter: { zone?: string; shipmentId?: string }) => {
    const activity = await dispatchActivity(app.db, hubId, spaId);
    const lines = await repo.lines(app.db, activity.spaId, filter);
    const shortfalls = await repo.shortfalls(app.db, [...new Set(lines.map((l) => l.itemId))]);
    return { spaId: activity.spaId, items: toItems(lines, shortfalls) };
  };
  registerEndpoint(app, getDispatchZoneItems, ({ request }) => items(request.hub!.hubOrgUnitId, request.params.spaId, { zone: request.params.zone }));
  registerEndpoint(app, getDispatchManifestItems, ({ request }) => items(request.hub!.hubOrgUnitId, request.params.spaId, {}));
  registerEndpoint(app, getDispatchOrderItems, ({ request }) => items(request.hub!.hubOrgUnitId, request.params.spaId, { shipmentId: request.params.id }));

  registerEndpoint(app, getDispatchItem, async ({ request }) => {
    const activity = await dispatchActivity(app.db, request.hub!.hubOrgUnitId, request.params.spaId);
    const detail = await hubOps.itemDetail(app.db, activity.spaId, request.params.itemId);
    if (!detail) throw notFound(itemNotFoundMessage(request.params.itemId));
    const [line] = await repo.lines(app.db, activity.spaId, { itemIds: [detail.itemId] });
    const shortfalls = await repo.shortfalls(app.db, [detail.itemId]);
    return {
      ...detail,
      dispatchStatus: line!.dispatchStatus,
      fulfilmentArchetype: line!.fulfilmentArchetype,
      shortfallList: (shortfalls.get(detail.itemId) ?? []).map((s) => ({ qty: s.qty, comment: s.comment })),
    };
  });

  /**
   * Adds the units of each line to the item's associations (in id order, into those with room) through the bounded
   * write; all or nothing: any line beyond its quantity refuses the whole write with "Failed to update units". A
   * line of 0 units records the item as handled (NOT_DISPATCHED). A line that completes its item clears its shortfall.
   */
  const dispatchWrite = async (hubId: string, spaId: string, lines: DispatchLine[], by: string) => {
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
  };
  registerEndpoint(app, updateDispatchItems, ({ request }) =>
    dispatchWrite(request.hub!.hubOrgUnitId, request.params.spaId, request.body.items, request.user!.email),
  );
  registerEndpoint(app, updateDispatchItemsV2, ({ request }) =>
    dispatchWrite(request.hub!.hubOrgUnitId, request.params.spaId, request.body.items, request.user!.email),
  );

  /** "Dispatch Zone": every remaining unit of the zone's non-intercity associations, once the zone's QC is complete. */
  registerEndpoint(app, dispatchAllZone, async ({ request }) => {
    const { spaId, zone } = request.params;
    return app.db.transaction(async (tx) => {
      const activity = await dispatchActivity(tx, request.hub!.hubOrgUnitId, spaId, 'share');
      assertWritable(activity);
      const lines = (await repo.lines(tx, activity.spaId, { zone })).filter((l) => l.association.entityId === zone && l.association.associationType === 'ZONE');
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
      for (const i of await written(tx, activity.spaId, [...touched]))
        if (i.dispatchedQty === i.qty) await repo.setShortfall(tx, i.itemId, 0, null, request.user!.email);
      return { message: DISPATCH_MESSAGES.dispatchSuccessful, itemsUpdated: touched.size, unitsDispatched: total };
    });
  });

  /**
   * Sets the dispatched quantity of a line (spec 000 §4 "Shortfall dispatch"): below the total a reason is required
   * and one shortfall entry per item records the missing quantity with it; at the total the reason is cleared. The
   * quantity only grows (units on the vehicle are not un-dispatched by a count); the increase is spread over the
   * items and associations in id order through the bounded write, so two operators setting one line never exceed it.
   */
  registerEndpoint(app, setDispatchQuantities, async ({ request }) => {
    const body = request.body;
    return app.db.transaction(async (tx) => {
      const activity = await dispatchActivity(tx, request.hub!.hubOrgUnitId, request.params.id, 'share');
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
            await repo.setShortfall(tx, itemId, 0, null, request.user!.email);
            continue;
          }
          for (const a of chosen) {
            const others = mine.filter((o) => !cards.includes(o.id)).map((o) => ({ id: o.id, missing: missingOf(o) }));
            await repo.setAssociationShortfall(tx, {
              itemId,
              associationId: a.id,
              missing: missingOf(a),
              reason: body.shortfallReason,
              by: request.user!.email,
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
        await repo.setShortfall(tx, itemId, missing, body.shortfallReason, request.user!.email);
      }
      return { message: DISPATCH_MESSAGES.dispatchSuccessful, items: await written(tx, activity.spaId, itemIds) };
    });
  });

  /** Tags a usable tote of this hub to the manifest; only with tote tagging enabled or on a crate drop (spec 000 §5). */
  registerEndpoint(app, tagToManifest, async ({ request }) => {
    const hubId = request.hub!.hubOrgUnitId;
    const code = request.body.tagId.toUpperCase();
    return app.db.transaction(async (tx) => {
      const activity = await dispatchActivity(tx, hubId, request.params.spaId, 'share');
      if (activity.vehicleActivityState === 'COMPLETED') throw conflict(manifestAlreadyClosedMessage(activity.spaId));
      if (!activity.group.isToteTaggingEnabled && activity.group.activityGroupType !== 'HUB_TO_WH_CRATE_DROP') throw conflict(tagNotAllowedMessage);
      // A closed tote manifest has left with its crates: nothing more joins it (held FOR SHARE so its close waits).
      if ((await repo.toteManifest(tx, activity.activityGroupId, 'share'))?.state === 'CLOSED')
        throw conflict(toteManifestAlreadyClosedMessage(activity.activityGroupId));
      const asset = await app.repos.totes.asset(tx, code, true);
      if (!asset) throw notFound(TOTE_REFUSALS.assetNotFound(code));
      if (unusableReason(asset, hubId) !== null) throw conflict(assetNotUsableMessage(code));
      await repo.tag(tx, activity.activityGroupId, code, request.user!.email);
      const totes = await repo.taggedTotes(tx, activity.activityGroupId);
      return { message: DISPATCH_MESSAGES.tagSuccessful, tagId: code, taggedTotes: totes.length };
    });
  });

  /**
   * Close (spec 000 §4 "Close dispatch"), decided from the manifest's real state under the activity's row lock:
   * - only tote items (category CRATE) left undispatched: 409 "action not completed: totes not scanned [ids]" (at
   *   most 4: the client offers "Tote Shortfall?"; more: refused). `forceInwardTotes` dispatches those (at most 4)
   *   "virtually" and closes.
   * - shipments partly dispatched: statusCode 300 (forceCtx 0, partial order pickup) with those shipments;
   * - otherwise shipments with nothing dispatched: statusCode 301 (forceCtx 1, skip ineligible shipments);
   *   `force` with ctx 0 accepts both, ctx 1 accepts ineligible shipments only. Nothing changes on 300/301.
   * - else the activity (and its group when all its activities are) becomes COMPLETED.
   */
  const close = async (hubId: string, spaId: string, q: { force?: boolean; forceCtx?: number; forceInwardTotes?: boolean }) => {
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
          return { ...base, statusCode: 300 as const, message: DISPATCH_MESSAGES.partialOrderPickup, forceCtx: FORCE_CTX.PARTIAL_ORDER_PICKUP, data: partial };
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
  };
  registerEndpoint(app, closeDispatchManifest, ({ request }) => close(request.hub!.hubOrgUnitId, request.params.spaId, request.query));
  registerEndpoint(app, closeDispatchManifestV2, ({ request }) => close(request.hub!.hubOrgUnitId, request.params.spaId, request.query));

  /**
   * Mark OFD of a closed manifest (spec 000 §7): the driver's runsheet (close runsheet lists it) and its trip
   * (monitoring), once per manifest; refused while fewer crates than minTotesToTag are tagged. `sendMessage` is
   * accepted as the spec shows it; the world model has no messaging to send through.
   */
  registerEndpoint(app, markManifestOfd, async ({ request }) => {
    const { hubId, driverId, id } = request.params;
    const result = await app.db.transaction(async (tx) => {
      const activity = await dispatchActivity(tx, request.hub!.hubOrgUnitId, id, 'update');
      if (activity.group.activityGroupState !== 'COMPLETED') throw conflict(manifestNotClosedMessage(id));
      const [driver] = await tx.select().from(drivers).where(eq(drivers.driverId, driverId)).limit(1);
      if (!driver || driver.hubOrgUnitId !== hubId) throw notFound(driverNotFoundMessage(driverId));
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
        crates: request.query.noOfCrates,
        by: request.user!.email,
        // The hub's day (Asia/Kolkata), as every runsheet of the world: close runsheet and monitoring read it so.
        tripDate: hubDate(hubNow(request)),
      });
      if (!made) throw conflict(ofdAlreadyMarkedMessage(id));
      return made;
    });
    return { statusCode: 200 as const, message: DISPATCH_MESSAGES.markedOfd, ...result };
  });

  /** A crate drop (HUB_TO_WH_CRATE_DROP) group of this hub, or 404 / 409 naming it. */
  async function crateDropGroup(db: Db | Tx, hubId: string, activityGroupId: string) {
    const [group] = await db.select().from(activityGroups).where(eq(activityGroups.activityGroupId, activityGroupId)).limit(1);
    if (!group || group.hubOrgUnitId !== hubId) throw notFound(manifestNotFoundMessage(activityGroupId));
    if (group.activityGroupType !== 'HUB_TO_WH_CRATE_DROP') throw conflict(notCrateDropMessage(activityGroupId));
    return group;
  }

  /**
   * "Create empty tote manifest" (spec 000 §7): the crate drop's manifest of the empty crates it takes back, created
   * empty; the crates tagged to the group are its crates. Only while the crate drop is started (not before, not once
   * closed); a repeat answers successful with "already exists" and changes nothing.
   */
  registerEndpoint(app, createToteManifest, async ({ request }) => {
    const { activityGroupId, hubOrgUnitId } = request.body;
    const hub = await app.findHub(hubOrgUnitId);
    if (!hub) throw notFound(hubNotFoundMessage(hubOrgUnitId));
    return app.db.transaction(async (tx) => {
      const group = await crateDropGroup(tx, hub.hubOrgUnitId, activityGroupId);
      if (group.activityGroupState === 'COMPLETED') throw conflict(manifestAlreadyClosedMessage(group.activityGroupId));
      if (group.activityGroupState !== 'STARTED') throw conflict(activityNotStartedMessage(group.activityGroupId));
      const made = await repo.createToteManifest(tx, { activityGroupId: group.activityGroupId, hubId: hub.hubOrgUnitId, by: request.user!.email });
      return { successful: true, message: made ? toteManifestCreatedMessage(group.activityGroupId) : toteManifestExistsMessage(group.activityGroupId) };
    });
  });

  /**
   * POST /manifest/tote-manifest/{hubId}/{activityGroupId}/close: under the tote manifest's row lock, every crate
   * tagged to the group must still be at this hub, usable and empty (else 409 naming it), and at least minTotesToTag
   * of them (409 "Tag N crates to proceed for OFD": none can join after, and Mark OFD needs them); they go onto the group's
   * vehicle (the driver's when the group has none) in transit, and the manifest is CLOSED. Closing a closed one answers
   * successful with "already closed" and changes nothing, so a repeated "Create Manifest" slide completes.
   */
  registerEndpoint(app, closeToteManifest, async ({ request }) => {
    const hub = request.hub!;
    return app.db.transaction(async (tx) => {
      const group = await crateDropGroup(tx, hub.hubOrgUnitId, request.params.activityGroupId);
      const id = group.activityGroupId;
      const manifest = await repo.toteManifest(tx, id, 'update');
      if (!manifest) throw notFound(toteManifestNotFoundMessage(id));
      if (manifest.state === 'CLOSED') return { successful: true, message: toteManifestAlreadyClosedMessage(id) };
      const [driver] = group.driverId ? await tx.select().from(drivers).where(eq(drivers.driverId, group.driverId)).limit(1) : [];
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
      await repo.closeToteManifest(tx, { activityGroupId: id, codes, vehicleId, hubName: hub.hubName, by: request.user!.email });
      return { successful: true, message: toteManifestClosedMessage(id, codes.length) };
    });
  });

  registerEndpoint(app, getActivityGroup, async ({ request }) => {
    const group = await repo.group(app.db, request.params.id);
    if (!group || group.hubOrgUnitId !== request.hub!.hubOrgUnitId) throw notFound(manifestNotFoundMessage(request.params.id));
    const { hubOrgUnitId: _hub, ...rest } = group;
    return rest;
  });

  registerEndpoint(app, getDriverActivityGroups, async ({ request }) => {
    const hubId = request.hub!.hubOrgUnitId;
    const [driver] = await app.db.select().from(drivers).where(eq(drivers.driverId, request.params.driverId)).limit(1);
    if (!driver || driver.hubOrgUnitId !== hubId) throw notFound(driverNotFoundMessage(request.params.driverId));
    const ids = await repo.driverGroupIds(app.db, hubId, driver.driverId);
    const activityGroups = [];
    for (const gid of ids) {
      const { hubOrgUnitId: _hub, ...rest } = (await repo.group(app.db, gid))!;
      activityGroups.push(rest);
    }
    return { activityGroups };
  });

  /** A shipment by the first 14 characters of its id (spec 000 §7): its items and the activities they are in. */
  registerEndpoint(app, getShipmentMovementDetails, async ({ request }) => {
    const prefix = request.params.shipmentId.toUpperCase().slice(0, ITEM_ID_SCAN_LENGTH);
    const result = await app.db.execute(sql`
      select i.item_id, i.shipment_id, i.qty, i.dispatched_qty, i.dispatch_status,
             coalesce(array_agg(ai.spa_id order by ai.spa_id) filter (where ai.spa_id is not null), '{}') as spa_ids
      from items i left join activity_items ai on ai.item_id = i.item_id
      where i.hub_org_unit_id = ${request.hub!.hubOrgUnitId} and i.shipment_id like ${`${prefix.replace(/[%_\\]/g, '')}%`}
      group by i.item_id order by i.shipment_id, i.item_id limit 500`);
    const rows = rowsOf<{ item_id: string; shipment_id: string; qty: number; dispatched_qty: number; dispatch_status: string; spa_ids: string[] | string }>(
      result,
    );
    if (rows.length === 0) throw notFound(`Shipment ${request.params.shipmentId} not found`);
    return {
      shipmentId: rows[0]!.shipment_id,
      items: rows
        .filter((r) => r.shipment_id === rows[0]!.shipment_id)
        .map((r) => ({
          itemId: r.item_id,
          qty: Number(r.qty),
          dispatchedQty: Number(r.dispatched_qty),
          dispatchStatus: r.dispatch_status,
          spaIds: Array.isArray(r.spa_ids) ? r.spa_ids : String(r.spa_ids).replace(/[{}]/g, '').split(',').filter(Boolean),
        })),
    };
  });
};
