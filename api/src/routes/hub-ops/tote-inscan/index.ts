import { type FastifyPluginAsync } from 'fastify';
import {
  batchLabel,
  batchOfTote,
  batchSwitchRefusal,
  getCoupledTotes,
  hubDayStart,
  hubMinuteOfDay,
  inscanCoupledTote,
  inscanSuccessMessage,
  toteScanTypeNotSupportedMessage,
  TOTE_INSCAN_MESSAGES,
  toteContentsChangedMessage,
  toteNotInBatchMessage,
  toteNotInListMessage,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { hubNow } from '../../../lib/hub-clock';
import { badRequest, conflict, notFound } from '../../../lib/http-error';

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
 * pilot (409 otherwise). The refusals use the screen's texts (shared contracts), so a client that skipped its own
 * check shows the same words. api/README.md "Tote in-scan".
 */
export const toteInscanRoutes: FastifyPluginAsync = async (app) => {
  const repo = app.repos.toteInscan;
  const pilotsOf = async (hubId: string) => {
    const pilots = await app.repos.hubs.pilots(app.db, hubId);
    if (!pilots.has('TOTE_IN_SCAN')) throw conflict(TOTE_INSCAN_MESSAGES.notEnabled);
    return pilots;
  };

  registerEndpoint(app, getCoupledTotes, async ({ request }) => {
    const hub = request.hub!;
    const routeBatching = (await pilotsOf(hub.hubOrgUnitId)).has('DOUBLE_DISPATCH');
    const now = hubNow(request);
    // Without route batching there are no batches: the whole list, whatever was asked.
    const batch = routeBatching ? request.query.routeBatch : undefined;
    return {
      routeBatching,
      routeBatch: batch ?? null,
      hubMinuteOfDay: hubMinuteOfDay(now),
      afternoonStartMinute: hub.afternoonBatchStartMinute,
      morningPendingCount: await repo.morningPending(app.db, hub.hubOrgUnitId),
      totes: await repo.list(app.db, hub.hubOrgUnitId, batch, hubDayStart(now)),
    };
  });

  registerEndpoint(app, inscanCoupledTote, async ({ request }) => {
    const hub = request.hub!;
    const hubId = hub.hubOrgUnitId;
    const { toteId, associations, scanType = 'SCAN' } = request.body;
    const routeBatching = (await pilotsOf(hubId)).has('DOUBLE_DISPATCH');
    if (scanType !== 'SCAN') throw badRequest(toteScanTypeNotSupportedMessage(scanType));
    const batch = request.body.routeBatch ?? 'MORNING';
    const now = hubNow(request);
    const user = request.user!.email;
    return app.db.transaction(async (tx) => {
      // Lock order of every tote writer: the asset row first, then its coupling, then its units (by id).
      const asset = await app.repos.totes.asset(tx, toteId, true);
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
      const tag = await app.repos.totes.activeTag(tx, toteId);
      const location = `${hub.hubName} / ${coupling.zoneId}`;
      if (tag && tag.zoneId !== coupling.zoneId) {
        await app.repos.totes.endTag(tx, tag.id);
        await app.repos.totes.log(tx, {
          assetCode: toteId,
          assetEventType: 'DETAG',
          referenceType: 'ZONE',
          referenceId: tag.zoneId,
          locationName: location,
          performedBy: user,
        });
      }
      await app.repos.totes.updateAsset(tx, toteId, {
        assetState: rows.some((r) => r.qty > 0) ? 'IN_USE' : 'EMPTY_TOTE',
        currentHubOrgUnitId: hubId,
        currentVehicleId: null,
        currentZoneId: coupling.zoneId,
        inScanStatus: 'SCANNED',
        lastActivity: 'RECEIVE',
      });
      await repo.markScanned(tx, coupling.id, user, now);
      await app.repos.totes.log(tx, {
        assetCode: toteId,
        assetEventType: 'IN_SCAN',
        referenceType: 'ZONE',
        referenceId: coupling.zoneId,
        locationName: location,
        performedBy: user,
      });
      return { toteId, zoneId: coupling.zoneId, message: inscanSuccessMessage(coupling.zoneId), scannedBy: user, scannedAt: now.toISOString() };
    });
  });
};
