import { type FastifyInstance } from 'fastify';
import { TOTE_REFUSALS } from '@hub/shared/contracts';
import { type HubRow } from '../../repositories/hubs';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { assetCard, unusableReason } from './helpers';

/**
 * Receive Totes and Send Totes (001 §2 leaves their content open; docs/areas/totes.md "Receive and send"). A sent
 * tote stays at its source hub IN_TRANSFER with a SEND log naming the destination; receiving it there (or a tote
 * IN_TRANSIT on one of the hub's vehicles) makes it GOOD_TO_USE at the hub. Undo reverts the caller's own last scan
 * while nothing else happened to the tote since (its last log is that scan).
 */
export function createTransferService(app: FastifyInstance) {
  const totes = app.repos.totes;

  return {
    async receive(hub: HubRow, user: string, assetCode: string) {
      const asset = await app.db.transaction(async (tx) => {
        const row = await totes.asset(tx, assetCode, true);
        if (!row) throw notFound(TOTE_REFUSALS.assetNotFound(assetCode));
        if (row.assetState !== 'IN_TRANSIT' && row.assetState !== 'IN_TRANSFER') throw conflict(TOTE_REFUSALS.notInTransitHere(assetCode));
        const sent = row.currentHubOrgUnitId ? await totes.lastSend(tx, assetCode) : null;
        const destination = sent ? sent.referenceId : row.currentVehicleId ? await totes.vehicleHub(tx, row.currentVehicleId) : null;
        if (destination !== hub.hubOrgUnitId) throw conflict(TOTE_REFUSALS.notInTransitHere(assetCode));
        // Crates still carrying units stay on their vehicle until those units are delivered (runsheet close).
        if (await totes.holdsUnits(tx, assetCode)) throw conflict(TOTE_REFUSALS.holdsItems(assetCode));
        const updated = await totes.updateAsset(tx, assetCode, {
          assetState: 'GOOD_TO_USE',
          currentHubOrgUnitId: hub.hubOrgUnitId,
          currentVehicleId: null,
          currentZoneId: null,
          inScanStatus: 'SCANNED',
          lastActivity: 'RECEIVE',
        });
        // The log names where it came from (a hub, or a vehicle id without a reference type): undo puts it back there.
        await totes.log(tx, {
          assetCode,
          assetEventType: 'RECEIVE',
          referenceType: row.currentHubOrgUnitId ? 'HUB' : null,
          referenceId: row.currentHubOrgUnitId ?? row.currentVehicleId,
          locationName: hub.hubName,
          performedBy: user,
        });
        return assetCard(tx, updated);
      });
      return { successful: true as const, message: `Received ${assetCode}.`, asset };
    },

    async undoReceive(hub: HubRow, user: string, assetCode: string) {
      const asset = await app.db.transaction(async (tx) => {
        const row = await totes.asset(tx, assetCode, true);
        if (!row) throw notFound(TOTE_REFUSALS.assetNotFound(assetCode));
        const last = await totes.lastLog(tx, assetCode);
        if (!last || last.assetEventType !== 'RECEIVE' || last.performedBy !== user || row.currentHubOrgUnitId !== hub.hubOrgUnitId || !last.referenceId) {
          throw conflict(TOTE_REFUSALS.notYourLastScan(assetCode));
        }
        const fromHub = last.referenceType === 'HUB';
        const updated = await totes.updateAsset(tx, assetCode, {
          assetState: fromHub ? 'IN_TRANSFER' : 'IN_TRANSIT',
          currentHubOrgUnitId: fromHub ? last.referenceId : null,
          currentVehicleId: fromHub ? null : last.referenceId,
          currentZoneId: null,
          inScanStatus: 'NOT_SCANNED',
          lastActivity: 'DISPATCH',
        });
        // The mis-scan never happened: its log goes with it.
        await totes.deleteLog(tx, last.id);
        return assetCard(tx, updated);
      });
      return { successful: true as const, message: `Undid the receive of ${assetCode}.`, asset };
    },

    async send(hub: HubRow, user: string, assetCode: string, destinationHubId: string) {
      if (destinationHubId === hub.hubOrgUnitId) throw badRequest(TOTE_REFUSALS.sameHub);
      const asset = await app.db.transaction(async (tx) => {
        const destination = await app.repos.hubs.get(tx, destinationHubId);
        if (!destination) throw notFound(TOTE_REFUSALS.destinationNotFound(destinationHubId));
        const row = await totes.asset(tx, assetCode, true);
        if (!row) throw notFound(TOTE_REFUSALS.assetNotFound(assetCode));
        // Another hub's tote is refused before anything about it (its zone tag) is told (hub scoping, docs/adr/013).
        if (row.currentHubOrgUnitId !== hub.hubOrgUnitId) throw conflict(TOTE_REFUSALS.otherHub(assetCode));
        const tag = await totes.activeTag(tx, assetCode);
        if (tag) throw conflict(TOTE_REFUSALS.taggedToZone(assetCode, tag.zoneId));
        if (unusableReason(row, hub.hubOrgUnitId) !== null || row.currentZoneId || (await totes.holdsUnits(tx, assetCode))) {
          throw conflict(TOTE_REFUSALS.notSendable(assetCode));
        }
        const updated = await totes.updateAsset(tx, assetCode, { assetState: 'IN_TRANSFER', inScanStatus: 'NOT_SCANNED' });
        await totes.log(tx, {
          assetCode,
          assetEventType: 'SEND',
          referenceType: 'HUB',
          referenceId: destination.hubOrgUnitId,
          locationName: hub.hubName,
          performedBy: user,
        });
        return assetCard(tx, updated);
      });
      return { successful: true as const, message: `Sent ${assetCode} to ${destinationHubId}.`, asset };
    },

    async undoSend(hub: HubRow, user: string, assetCode: string) {
      const asset = await app.db.transaction(async (tx) => {
        const row = await totes.asset(tx, assetCode, true);
        if (!row) throw notFound(TOTE_REFUSALS.assetNotFound(assetCode));
        const last = await totes.lastLog(tx, assetCode);
        if (
          !last ||
          last.assetEventType !== 'SEND' ||
          last.performedBy !== user ||
          row.currentHubOrgUnitId !== hub.hubOrgUnitId ||
          row.assetState !== 'IN_TRANSFER'
        ) {
          throw conflict(TOTE_REFUSALS.notYourLastScan(assetCode));
        }
        const updated = await totes.updateAsset(tx, assetCode, { assetState: 'GOOD_TO_USE', inScanStatus: 'SCANNED' });
        await totes.deleteLog(tx, last.id);
        return assetCard(tx, updated);
      });
      return { successful: true as const, message: `Undid the send of ${assetCode}.`, asset };
    },
  };
}
