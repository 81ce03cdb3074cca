import { type FastifyInstance } from 'fastify';
import {
  activityNotStartedMessage,
  CORRECTION_CONSUMERS,
  CORRECTION_MESSAGES,
  type CorrectionBody,
  createInwardPickRequest as pickRequestEndpoint,
  type EndpointBodyOut,
  updateInwardItems as updateItemsEndpoint,
  HUB_OPS_MESSAGES,
  hubNotFoundMessage,
  itemNotFoundMessage,
  manifestAlreadyClosedMessage,
  manifestNotFoundMessage,
  reasonsMustSumMessage,
  type updateInwardItems,
  type createInwardPickRequest,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { correctCount, type Corrector } from '../../lib/count-correction';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { type ActivityRow } from '../../repositories/hub-ops';

/** A refused quantity write: 409 with the spec's "Failed to update units"; the transaction rolls everything back. */
const unitsRefused = () => new HttpError(409, HUB_OPS_MESSAGES.unitsRefused);

/** The inward calls whose units an operator counted and may take back (docs/areas/corrections.md "Inward"). */
// (inwardAllItems was removed in issue 34, api/README.md "Calls removed": no audit row can name it.)
const INWARD_SCAN_OPERATIONS = [updateItemsEndpoint.name, pickRequestEndpoint.name] as const;

/** Writes need a started, open activity: a closed manifest takes no more units, a not-started one must be swiped first. */
function assertWritable(activity: ActivityRow) {
  if (activity.vehicleActivityState === 'COMPLETED') throw conflict(manifestAlreadyClosedMessage(activity.spaId));
  if (activity.vehicleActivityState !== 'STARTED') throw conflict(activityNotStartedMessage(activity.spaId));
}

/** The activity if it is an inward activity of this hub, else 404 naming it (unknown, another hub's, or not inward). */
function ofThisHub(activity: ActivityRow | null, hubId: string, spaId: string): ActivityRow {
  if (!activity || activity.hubOrgUnitId !== hubId || activity.movementType !== 'HUB_INWARD') throw notFound(manifestNotFoundMessage(spaId));
  return activity;
}

/**
 * Inward (spec 000 §2, §4, §5, §7): items, item detail, unit and discrepancy writes, pick request, close.
 * See docs/areas/inward.md "Inward".
 */
export function createInwardService(app: FastifyInstance) {
  const repo = app.repos.hubOps;
  const units = app.repos.items;

  /** The inward activity of this hub, or 404 naming it. */
  async function inwardActivity(db: Db | Tx, hubId: string, spaId: string, lock?: 'update' | 'share'): Promise<ActivityRow> {
    return ofThisHub(await repo.getActivity(db, spaId, lock), hubId, spaId);
  }

  return {
    async items(hubId: string, spaId: string) {
      const activity = await inwardActivity(app.db, hubId, spaId);
      return { spaId: activity.spaId, items: await repo.listActivityItems(app.db, activity.spaId) };
    },

    async item(hubId: string, spaId: string, itemId: string) {
      const activity = await inwardActivity(app.db, hubId, spaId);
      const detail = await repo.itemDetail(app.db, activity.spaId, itemId);
      if (!detail) throw notFound(itemNotFoundMessage(itemId));
      return detail;
    },

    /**
     * Inward units and discrepancy reasons of one item. Per line: the entered units are added to the association and
     * its item by the bounded write (refused as a whole with "Failed to update units" when qty < picked + units);
     * reasons, when sent, must make the recorded reasons add up to the units still missing; a line that is complete
     * has its reasons cleared ("Inward all"). Statuses follow from the quantities.
     */
    async updateItems(body: EndpointBodyOut<typeof updateInwardItems>, userEmail: string) {
      const hub = await app.findHub(body.hubOrgUnitId);
      if (!hub) throw notFound(hubNotFoundMessage(body.hubOrgUnitId));
      // Reasons come from the admin's DISCREPANCY list: one switched off is refused like an unknown one.
      const comments = body.associationDetail.flatMap((l) => l.discrepancyReasons.map((r) => r.comment));
      if (await app.reasonLists.unlisted('DISCREPANCY', comments)) throw badRequest(HUB_OPS_MESSAGES.reasonNotInList);
      const item = await app.db.transaction(async (tx) => {
        // One statement: the activity FOR SHARE (a close waits for this write) and the item's detail on it (null when
        // the item is not on this manifest).
        const read = await repo.activityAndItemDetail(tx, body.metaData.spaId, 'share', body.itemId);
        const activity = ofThisHub(read.activity, hub.hubOrgUnitId, body.metaData.spaId);
        assertWritable(activity);
        const before = read.detail;
        if (!before) throw notFound(itemNotFoundMessage(body.itemId));
        const ids = before.associationDetail.map((a) => a.id);
        const seen = new Set<number>();
        /** Quantities of each written association right after its write (it stays locked until commit). */
        const written = new Map<number, { id: number; qty: number; pickedQty: number }>();
        // One lock order for every writer: associations by id, each followed by its item (itemsRepository).
        const lines = [...body.associationDetail].sort((a, b) => a.associationId - b.associationId);
        for (const line of lines) {
          if (!ids.includes(line.associationId) || seen.has(line.associationId))
            throw badRequest(`Association ${line.associationId} is not a line of item ${body.itemId}`);
          seen.add(line.associationId);
          if (line.units > 0) {
            // The association, its item and the manifest line, in one statement (the line bounded like the rest).
            const res = await units.addPicked(tx, line.associationId, line.units, { spaId: activity.spaId, itemId: body.itemId, units: line.units });
            if (!res.ok) throw unitsRefused();
            written.set(line.associationId, res.association);
          } else {
            await repo.markAttempted(tx, line.associationId, body.itemId);
          }
        }
        // Reasons recorded so far are read again only when reasons were sent (a scan sends none).
        let recordedNow: Awaited<ReturnType<typeof repo.itemDetail>> = null;
        for (const line of lines) {
          const a = written.get(line.associationId) ?? before.associationDetail.find((x) => x.id === line.associationId)!;
          const missing = a.qty - a.pickedQty;
          if (missing === 0) {
            await repo.clearReasons(tx, body.itemId, a.id, a.id === ids[0]);
            continue;
          }
          if (line.discrepancyReasons.length === 0) continue;
          recordedNow ??= await repo.itemDetail(tx, activity.spaId, body.itemId);
          const recorded = recordedNow!.associationDetail.find((x) => x.id === a.id)!.discrepancyReasons.reduce((s, r) => s + r.qty, 0);
          const sent = line.discrepancyReasons.reduce((s, r) => s + r.qty, 0);
          if (recorded + sent !== missing) throw badRequest(reasonsMustSumMessage(missing));
          await repo.addReasons(tx, { itemId: body.itemId, associationId: a.id, kind: 'INWARD', reasons: line.discrepancyReasons, by: userEmail });
        }
        return (await repo.itemDetail(tx, activity.spaId, body.itemId))!;
      });
      return { message: HUB_OPS_MESSAGES.inwarded, item };
    },

    /** A pick request inwards qty units of each listed item (into its associations with room, in lock order); all or nothing. */
    async pickRequest(spaId: string, lines: EndpointBodyOut<typeof createInwardPickRequest>) {
      return app.db.transaction(async (tx) => {
        const activity = await repo.getActivity(tx, spaId, 'share');
        if (!activity || activity.movementType !== 'HUB_INWARD') throw notFound(manifestNotFoundMessage(spaId));
        assertWritable(activity);
        const wanted = new Map<string, number>();
        for (const line of lines) wanted.set(line.itemId, (wanted.get(line.itemId) ?? 0) + line.qty);
        for (const itemId of wanted.keys()) if (!(await repo.activityHasItem(tx, activity.spaId, itemId))) throw notFound(itemNotFoundMessage(itemId));
        const open = await repo.lockOpenAssociations(tx, activity.spaId, [...wanted.keys()]);
        let total = 0;
        for (const [itemId, qty] of [...wanted].sort(([a], [b]) => a.localeCompare(b))) {
          let left = qty;
          for (const a of open.filter((x) => x.itemId === itemId)) {
            const take = Math.min(left, a.room);
            if (take === 0) break;
            if (!(await units.addPicked(tx, a.id, take)).ok) throw unitsRefused();
            left -= take;
          }
          if (left > 0 || !(await repo.addActivityDone(tx, activity.spaId, itemId, qty))) throw unitsRefused();
          total += qty;
        }
        return { message: HUB_OPS_MESSAGES.pickRequestCreated, unitsInwarded: total };
      });
    },

    /**
     * Takes inward units of one item back (issue 34, docs/areas/corrections.md "Inward"): the activity FOR SHARE (a
     * close waits), then `correctCount` (the rule, the bounded take-back of picked units and the manifest line, the
     * corrections row). Never units a dispatch already took ("already dispatched"). Answers the item as its detail
     * shows it after the correction.
     */
    async correct(hubId: string, spaId: string, body: CorrectionBody, user: Corrector) {
      if (await app.reasonLists.unlisted('CORRECTION', [body.reasonCode], 'code')) throw badRequest(CORRECTION_MESSAGES.reasonRequired);
      return app.db.transaction(async (tx) => {
        const activity = await inwardActivity(tx, hubId, spaId, 'share');
        const written = await correctCount(app, tx, {
          step: 'INWARD',
          kind: 'picked',
          hubId: activity.hubOrgUnitId,
          spaId: activity.spaId,
          open: activity.vehicleActivityState !== 'COMPLETED',
          body,
          user,
          operations: INWARD_SCAN_OPERATIONS,
          // Picked units a dispatch took are consumed: what the associations hold beyond their dispatched units is free.
          consumed: async ({ counted, associations }) => ({
            units:
              counted -
              Math.min(
                counted,
                associations.reduce((s, a) => s + Math.max(0, a.pickedQty - a.dispatchedQty), 0),
              ),
            step: CORRECTION_CONSUMERS.dispatched,
          }),
        });
        const item = (await repo.itemDetail(tx, activity.spaId, body.itemId))!;
        return { message: CORRECTION_MESSAGES.saved, itemId: body.itemId, ...written, item };
      });
    },

    /** Closes the inward manifest: the activity (locked, so two closes queue) becomes COMPLETED, once. */
    async close(hubId: string, spaId: string) {
      return app.db.transaction(async (tx) => {
        const activity = await inwardActivity(tx, hubId, spaId, 'update');
        assertWritable(activity);
        await repo.setVehicleActivityState(tx, activity, 'COMPLETED');
        const after = (await repo.getActivity(tx, activity.spaId))!;
        return { message: HUB_OPS_MESSAGES.closed, spaId: activity.spaId, activityGroupState: after.group.activityGroupState };
      });
    },
  };
}
