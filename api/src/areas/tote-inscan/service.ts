import { type FastifyInstance } from 'fastify';
import {
  batchLabel,
  batchOfTote,
  batchSwitchRefusal,
  type EndpointBodyOut,
  hubDayStart,
  hubMinuteOfDay,
  type inscanCoupledTote,
  inscanSuccessMessage,
  type RouteBatch,
  toteScanTypeNotSupportedMessage,
  TOTE_INSCAN_MESSAGES,
  toteContentsChangedMessage,
  toteNotInBatchMessage,
  toteNotInListMessage,
} from '@hub/shared/contracts';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { type HubRow } from '../../repositories/hubs';

/** Item units per item id, to compare what the operator saw with what the tote holds. */
function unitsByItem(lines: ReadonlyArray<{ itemId: string; qty: number }>): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of lines) m.set(l.itemId, (m.get(l.itemId) ?? 0) + l.qty);
  for (const [k, v] of m) if (v === 0) m.delete(k);
  return m;
}

const sameContents = (a: Map<string, number>, b: Map<string, number>) => a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

/**
 * Tote in-scan (000 §2, §4, §5, §7): the hub's coupled totes and their in-scan. Only on hubs with the TOTE_IN_SCAN
 * pilot: the contracts declare it, so a hub without it is refused (409) before this runs. Route batching
 * (DOUBLE_DISPATCH) is not a refusal but changes the list and the scan's checks: it is read here at every call. The
 * refusals use the screen's texts (shared contracts), so a client that skipped its own check shows the same words.
 * `now` is the hub clock of the caller's request. docs/areas/tote-inscan.md.
 */
export function createToteInscanService(app: FastifyInstance) {
  const repo = app.repos.toteInscan;
  const totes = app.repos.totes;
  const routeBatchingOn = async (hubId: string) => (await app.repos.hubs.pilots(app.db, hubId)).has('DOUBLE_DISPATCH');

  return {
    async coupledTotes(hub: HubRow, routeBatch: RouteBatch | undefined, now: Date) {
      const routeBatching = await routeBatchingOn(hub.hubOrgUnitId);
      // Without route batching there are no batches: the whole list, whatever was asked.
      const batch = routeBatching ? routeBatch : undefined;
      return {
        routeBatching,
        routeBatch: batch ?? null,
        hubMinuteOfDay: hubMinuteOfDay(now),
        afternoonStartMinute: hub.afternoonBatchStartMinute,
        morningPendingCount: await repo.morningPending(app.db, hub.hubOrgUnitId),
        totes: await repo.list(app.db, hub.hubOrgUnitId, batch, hubDayStart(now)),
      };
    },

    async inscan(hub: HubRow, body: EndpointBodyOut<typeof inscanCoupledTote>, user: string, now: Date) {
      const hubId = hub.hubOrgUnitId;
      const { toteId, associations, scanType = 'SCAN' } = body;
      const routeBatching = await routeBatchingOn(hubId);
      if (scanType !== 'SCAN') throw badRequest(toteScanTypeNotSupportedMessage(scanType));
      const batch = body.routeBatch ?? 'MORNING';
      return app.db.transaction(async (tx) => {
        // Lock order of every tote writer: the asset row first, then its coupling, then its units (by id).
        const asset = await totes.asset(tx, toteId, true);
        const coupling = asset ? await repo.lockOpen(tx, hubId, toteId) : null;
        if (!coupling) {
          if (await repo.scannedSince(tx, hubId, toteId, hubDayStart(now))) throw conflict(TOTE_INSCAN_MESSAGES.duplicateScan);
          throw notFound(toteNotInListMessage(toteId));
        }
        if (routeBatching) {
          if (batchOfTote(coupling.routeBatch as 'MORNING' | 'AFTERNOON' | null) !== batch) throw conflict(toteNotInBatchMessage(toteId, batchLabel(batch)));
          // Scanning the afternoon batch is the switch's rule (000 §4), kept on the server too.
          const refusal = batchSwitchRefusal(batch, {
            minuteOfDay: hubMinuteOfDay(now),
            morningListEmpty: (await repo.morningPending(tx, hubId)) === 0,
            start: hub.afternoonBatchStartMinute,
          });
          if (refusal) throw conflict(refusal);
        }
        const rows = await repo.transitRows(tx, toteId);
        if (associations && !sameContents(unitsByItem(associations), unitsByItem(rows))) throw conflict(toteContentsChangedMessage(toteId));
        // The units arrive into the zone the tote must go to, attached to the tote (zone movement and merging read them there).
        for (const row of rows) await app.repos.toteMerging.relocate(tx, row, { associationType: 'ZONE', entityId: coupling.zoneId, tote: toteId });
        // A tote tagged to another zone leaves that tag: it is in its new zone now (a tote is tagged where it is).
        const tag = await totes.activeTag(tx, toteId);
        const location = `${hub.hubName} / ${coupling.zoneId}`;
        if (tag && tag.zoneId !== coupling.zoneId) {
          await totes.endTag(tx, tag.id);
          await totes.log(tx, {
            assetCode: toteId,
            assetEventType: 'DETAG',
            referenceType: 'ZONE',
            referenceId: tag.zoneId,
            locationName: location,
            performedBy: user,
          });
        }
        await totes.updateAsset(tx, toteId, {
          assetState: rows.some((r) => r.qty > 0) ? 'IN_USE' : 'EMPTY_TOTE',
          currentHubOrgUnitId: hubId,
          currentVehicleId: null,
          currentZoneId: coupling.zoneId,
          inScanStatus: 'SCANNED',
          lastActivity: 'RECEIVE',
        });
        await repo.markScanned(tx, coupling.id, user, now);
        await totes.log(tx, {
          assetCode: toteId,
          assetEventType: 'IN_SCAN',
          referenceType: 'ZONE',
          referenceId: coupling.zoneId,
          locationName: location,
          performedBy: user,
        });
        return { toteId, zoneId: coupling.zoneId, message: inscanSuccessMessage(coupling.zoneId), scannedBy: user, scannedAt: now.toISOString() };
      });
    },
  };
}
