import { type FastifyInstance } from 'fastify';
import {
  canChangeQcStatus,
  CORRECTION_CONSUMERS,
  CORRECTION_MESSAGES,
  correctionRefusal,
  correctionRefusalStatus,
  correctsAnyCount,
  isQcValid,
  pendingQty,
  QC_CHECK_ERROR_ITEMS,
  type correctQcDecision,
  type EndpointBodyOut,
  QC_MESSAGES,
  QC_REFUSALS,
  type QcComment,
  type QcSort,
  type QcTab,
  type QcUpdateBody,
  rebaseQcEdit,
  sortQcItems,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error';
import { type AuthUser } from '../../plugins/app/session';

const sameComments = (a: readonly QcComment[], b: readonly QcComment[]) =>
  JSON.stringify([...a].sort((x, y) => x.comment.localeCompare(y.comment))) === JSON.stringify([...b].sort((x, y) => x.comment.localeCompare(y.comment)));

/** What each tab may change (000 §2, §4): Pending only adds; Approved only takes approvals back; Rejected leaves approvals. */
function fitsTab(tab: QcTab, prev: { acceptedQty: number; commentsFailed: QcComment[] }, next: { acceptedQty: number; commentsFailed: QcComment[] }) {
  const dA = next.acceptedQty - prev.acceptedQty;
  if (tab === 'APPROVED') return dA <= 0 && sameComments(prev.commentsFailed, next.commentsFailed);
  if (tab === 'REJECTED') return dA === 0;
  const before = new Map(prev.commentsFailed.map((c) => [c.comment, c.qty]));
  return (
    dA >= 0 &&
    next.commentsFailed.every((c) => c.qty >= (before.get(c.comment) ?? 0)) &&
    prev.commentsFailed.every((c) => next.commentsFailed.some((x) => x.comment === c.comment))
  );
}

/**
 * Quality check and zone visibility (000 §7). Every QC write locks the zone row, then the item row (one order in
 * every writer: no deadlock), re-applies the edit to the item as it is now (a concurrent checker's change is kept,
 * never overwritten), refuses a result with pending below zero, recomputes the zone status and records who and when.
 */
export function createQualityCheckService(app: FastifyInstance) {
  const qc = app.repos.qualityCheck;
  const zoneOr404 = async (db: Db | Tx, hubId: string, zone: string, lock = false) => {
    const row = await qc.zone(db, hubId, zone, lock);
    if (!row) throw notFound(QC_REFUSALS.zoneNotFound(zone));
    return row;
  };

  return {
    async zones(hubId: string) {
      return { zones: await qc.zones(app.db, hubId) };
    },

    async itemList(hubId: string, zone: string, sortStrategy: QcSort) {
      const row = await zoneOr404(app.db, hubId, zone);
      const entries = await qc.entries(app.db, hubId, zone);
      return {
        zoneId: zone,
        qcStatus: row.qcStatus as 'QC_PENDING',
        itemsList: sortQcItems(entries, sortStrategy),
        availableComments: await app.reasonLists.labels('QC_FAILURE'),
      };
    },

    async currentEntityItems(hubId: string, zone: string) {
      await zoneOr404(app.db, hubId, zone);
      return { zoneId: zone, items: await qc.currentEntityItems(app.db, hubId, zone) };
    },

    async updateState(hubId: string, zone: string, id: string, body: QcUpdateBody, user: AuthUser) {
      // A reason the edit adds units to must be offered by the admin's QC_FAILURE list; units already recorded under a
      // reason switched off since stay (the Approved tab re-sends them unchanged).
      const recorded = new Map(body.previous.commentsFailed.map((c) => [c.comment, c.qty]));
      const grown = body.commentsFailed.filter((c) => c.qty > (recorded.get(c.comment) ?? 0)).map((c) => c.comment);
      if (await app.reasonLists.unlisted('QC_FAILURE', grown)) throw badRequest(QC_REFUSALS.reasonNotInList);
      return app.db.transaction(async (tx) => {
        await zoneOr404(tx, hubId, zone, true);
        const item = await qc.lockItem(tx, hubId, id);
        if (!item) {
          if (await qc.isToteEntry(tx, hubId, zone, id)) throw conflict(QC_MESSAGES.statusChangeNotAllowed);
          throw notFound(QC_REFUSALS.itemNotFound(id));
        }
        const before = await qc.entry(tx, hubId, zone, id);
        if (!before) throw notFound(QC_REFUSALS.itemNotInZone(id, zone));
        // A real item is never a tote entry; its intercity units (inside one) are refused by the archetype rule.
        if (!canChangeQcStatus({ isTote: false, fulfilmentArchetype: item.fulfilmentArchetype, isQcStatusChangeAllowed: item.isQcStatusChangeAllowed })) {
          throw conflict(QC_MESSAGES.statusChangeNotAllowed);
        }
        if (!fitsTab(body.tab, body.previous, body)) throw badRequest(QC_REFUSALS.wrongTab(body.tab.toLowerCase()));
        const next = rebaseQcEdit(before, body.previous, body);
        if (!next) throw conflict(QC_REFUSALS.belowZero);
        if (!isQcValid({ totalQty: item.qty, ...next })) throw conflict(QC_REFUSALS.exceedsPending(Math.max(0, pendingQty(before))));
        await qc.saveItemQc(tx, id, { ...next, totalQty: item.qty }, user.email);
        const zoneQcStatus = await qc.recomputeZone(tx, hubId, zone);
        await qc.logDecision(tx, {
          hubOrgUnitId: hubId,
          zoneId: zone,
          itemId: id,
          action: body.tab,
          acceptedBefore: before.acceptedQty,
          acceptedAfter: next.acceptedQty,
          failedBefore: before.failedQty,
          failedAfter: next.failedQty,
          commentsAfter: next.commentsFailed,
          decidedBy: user.email,
        });
        return { item: (await qc.entry(tx, hubId, zone, id))!, zoneQcStatus };
      });
    },

    async completeZone(hubId: string, zone: string, user: AuthUser) {
      return app.db.transaction(async (tx) => {
        const row = await zoneOr404(tx, hubId, zone, true);
        const entries = await qc.entries(tx, hubId, zone);
        const blocking = entries.filter((e) => pendingQty(e) > 0);
        if (blocking.length) {
          const orders = blocking.flatMap((e) => (e.isTote ? e.associatedQcItems.map((i) => i.orderId) : [e.orderId]));
          return {
            success: false,
            message: QC_CHECK_ERROR_ITEMS,
            errorOrderIds: [...new Set(orders)].sort(),
            zoneQcStatus: row.qcStatus as 'QC_PENDING',
            completedBy: null,
          };
        }
        const zoneQcStatus = await qc.recomputeZone(tx, hubId, zone);
        await qc.logDecision(tx, { hubOrgUnitId: hubId, zoneId: zone, itemId: null, action: 'COMPLETE_ZONE', decidedBy: user.email });
        return { success: true, message: `QC completed for zone ${zone}`, errorOrderIds: [], zoneQcStatus, completedBy: user.name };
      });
    },

    /**
     * A QC correction (issue 34; docs/areas/corrections.md "Quality check"): `units` approved or rejected units of the
     * item go back to pending or to the other side. Locks as every QC write: the zone row, then the item row. The rule
     * is `correctionRefusal`: an operator reverses only their own decisions (qc_decisions and their corrections) while
     * the zone's QC has not been completed since the item was last decided; a hub manager or admin any, completed or
     * not; approved units already dispatched stay approved. Rejected units come off the corrector's own failure comments
     * first. The zone status is recomputed and one `corrections` row records why.
     */
    async correct(hubId: string, zone: string, body: EndpointBodyOut<typeof correctQcDecision>, user: AuthUser) {
      const { itemId: id, units, from, to } = body;
      if (await app.reasonLists.unlisted('CORRECTION', [body.reasonCode], 'code')) throw badRequest(CORRECTION_MESSAGES.reasonRequired);
      if (to === 'FAILED' && (await app.reasonLists.unlisted('QC_FAILURE', [body.failureComment ?? '']))) throw badRequest(QC_REFUSALS.reasonNotInList);
      return app.db.transaction(async (tx) => {
        await zoneOr404(tx, hubId, zone, true);
        const item = await qc.lockItem(tx, hubId, id);
        if (!item) {
          if (await qc.isToteEntry(tx, hubId, zone, id)) throw conflict(QC_MESSAGES.statusChangeNotAllowed);
          throw notFound(QC_REFUSALS.itemNotFound(id));
        }
        if (!(await qc.entry(tx, hubId, zone, id))) throw notFound(QC_REFUSALS.itemNotInZone(id, zone));
        if (!canChangeQcStatus({ isTote: false, fulfilmentArchetype: item.fulfilmentArchetype, isQcStatusChangeAllowed: item.isQcStatusChangeAllowed })) {
          throw conflict(QC_MESSAGES.statusChangeNotAllowed);
        }
        const counted = from === 'ACCEPTED' ? item.acceptedQty : item.failedQty;
        // Approved units that left on a vehicle were checked before they went: they stay approved.
        const consumed = from === 'ACCEPTED' ? Math.min(counted, item.dispatchedQty) : 0;
        const isManager = correctsAnyCount(user.flags);
        const ownUnits = isManager ? 0 : await qc.ownDecided(tx, hubId, zone, id, user.email, from);
        const open = !(await qc.completedSinceDecided(tx, hubId, zone, id));
        const refusal = correctionRefusal({
          who: { isManager, ownUnits: Math.max(0, ownUnits) },
          open,
          units,
          counted,
          consumed,
          consumedStep: CORRECTION_CONSUMERS.dispatched,
        });
        if (refusal) throw new HttpError(correctionRefusalStatus(refusal), refusal);

        let acceptedQty = item.acceptedQty;
        if (from === 'ACCEPTED') acceptedQty -= units;
        else if ((await qc.takeBackFailures(tx, id, units, user.email)) !== units) throw conflict(CORRECTION_MESSAGES.moreThanCounted(counted));
        if (to === 'ACCEPTED') acceptedQty += units;
        if (to === 'FAILED') await qc.addFailure(tx, id, body.failureComment!, units, user.email);
        await qc.setItemQc(tx, id, { acceptedQty, totalQty: item.qty });
        const zoneQcStatus = await qc.recomputeZone(tx, hubId, zone);
        const correctionId = await app.repos.items.recordCorrection(tx, {
          hubOrgUnitId: hubId,
          itemId: id,
          step: 'QC',
          contextId: zone,
          units,
          fromValue: from,
          toValue: to,
          reasonCode: body.reasonCode,
          note: body.note ? body.note : null,
          correctedBy: user.email,
          correctedByName: user.name,
        });
        return {
          message: CORRECTION_MESSAGES.saved,
          correctionId,
          itemId: id,
          units,
          fromValue: from,
          toValue: to,
          item: (await qc.entry(tx, hubId, zone, id))!,
          zoneQcStatus,
        };
      });
    },

    async sisterSkus(itemId: string, orderId: string) {
      const list = await qc.sisterSkus(app.db, itemId, orderId);
      if (!list) throw notFound(QC_REFUSALS.itemNotFound(itemId));
      return { itemId, orderId, items: list };
    },
  };
}
