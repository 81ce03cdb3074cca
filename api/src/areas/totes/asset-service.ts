import { type FastifyInstance } from 'fastify';
import { markedUsableMessage, TOTE_MESSAGES, TOTE_REFUSALS } from '@hub/shared/contracts';
import { type HubRow } from '../../repositories/hubs';
import { conflict, notFound } from '../../lib/http-error';
import { correctionRowLine } from '../history/lines';
import { assetCard, toAsset, toLog, unusableReason } from './helpers';

/**
 * Troubleshoot Totes and Troubleshoot Issues (001 §2, §4, §7). validate / troubleshoot / mark-usable are the asset
 * calls dispatch tagging reuses (000 §4 "Asset usability during tagging"): they answer from the asset's real rows.
 */
export function createAssetService(app: FastifyInstance) {
  const totes = app.repos.totes;

  /** The asset row, or 404 naming the code. */
  const existing = async (assetCode: string) => {
    const row = await totes.asset(app.db, assetCode);
    if (!row) throw notFound(TOTE_REFUSALS.assetNotFound(assetCode));
    return row;
  };

  return {
    async troubleshoot(assetCode: string) {
      return assetCard(app.db, await existing(assetCode));
    },

    async history(assetCode: string) {
      await existing(assetCode);
      const logs = await totes.logs(app.db, assetCode);
      // Issue 34: the tote's history also shows the corrections of the items it holds or held (docs/areas/history.md).
      const corrections = await app.repos.history.toteCorrections(app.db, assetCode, 100);
      const labels = new Map(corrections.length ? (await app.reasonLists.entries('CORRECTION')).map((e) => [e.code, e.label]) : []);
      return {
        assetCode,
        assetLogs: logs.map(toLog),
        corrections: corrections.map((c) => correctionRowLine(c, (code) => labels.get(code) ?? code)),
      };
    },

    async logDetails(assetCode: string, assetActivityReferenceType: string, refId: string) {
      await existing(assetCode);
      // Only what this asset's history names: the asset's hub was checked (docs/adr/013), an arbitrary id was not, and
      // must not open another hub's runsheet or manifest through a tote of one's own.
      const logs = await totes.logs(app.db, assetCode);
      if (!logs.some((l) => l.referenceType === assetActivityReferenceType && l.referenceId === refId)) throw notFound(TOTE_MESSAGES.detailsNotFound);
      const details = await totes.referenceDetails(app.db, assetActivityReferenceType, refId);
      if (!details) throw notFound(TOTE_MESSAGES.detailsNotFound);
      return { assetActivityReferenceType, refId, ...details };
    },

    async validate(hubId: string, assetCode: string) {
      const row = await existing(assetCode);
      const reason = unusableReason(row, hubId);
      return { assetCode, assetState: row.assetState as 'GOOD_TO_USE', usable: reason === null, reason };
    },

    async markUsable(hub: HubRow, user: string, assetCode: string, referenceId: string) {
      const asset = await app.db.transaction(async (tx) => {
        const row = await totes.asset(tx, assetCode, true);
        if (!row) throw notFound(TOTE_REFUSALS.assetNotFound(assetCode));
        if (row.assetState === 'LOST') throw conflict(TOTE_REFUSALS.lost(assetCode));
        if (row.currentHubOrgUnitId !== hub.hubOrgUnitId) throw conflict(TOTE_REFUSALS.otherHub(assetCode));
        if (unusableReason(row, hub.hubOrgUnitId) === null) throw conflict(TOTE_REFUSALS.alreadyUsable(assetCode));
        // A tote still holding units is in use for a reason: making it "empty and usable" would lose track of them.
        if (await totes.holdsUnits(tx, assetCode)) throw conflict(TOTE_REFUSALS.holdsItems(assetCode));
        const updated = await totes.updateAsset(tx, assetCode, { assetState: 'GOOD_TO_USE', isUsable: true, unusableReason: null });
        await totes.log(tx, {
          assetCode,
          assetEventType: 'MARK_USABLE',
          referenceType: null,
          referenceId,
          locationName: hub.hubName,
          performedBy: user,
        });
        return assetCard(tx, updated);
      });
      return { successful: true as const, message: markedUsableMessage(assetCode), asset };
    },

    async bulkInfo(assetCodes: string[]) {
      const codes = [...new Set(assetCodes.filter(Boolean))];
      const rows = await totes.assetsByCodes(app.db, codes);
      const contents = await totes.contents(
        app.db,
        rows.map((r) => r.assetCode),
      );
      const found = new Set(rows.map((r) => r.assetCode));
      return { assets: rows.map((r) => toAsset(r, contents)), notFound: codes.filter((c) => !found.has(c)) };
    },

    async markFound(user: string, assetCode: string, hubId: string) {
      const asset = await app.db.transaction(async (tx) => {
        const hub = await app.repos.hubs.get(tx, hubId);
        if (!hub) throw notFound(TOTE_MESSAGES.invalidHub);
        const row = await totes.asset(tx, assetCode, true);
        if (!row) throw notFound(TOTE_REFUSALS.assetNotFound(assetCode));
        if (row.assetState !== 'LOST') throw conflict(TOTE_REFUSALS.notLost(assetCode));
        // A tote lost while holding units (a PSV closed over an IN_USE tote) is found where its units are: it
        // stays in their zone, in use. Any other is found empty at the hub named, outside any zone.
        const holding = await totes.holdsUnits(tx, assetCode);
        if (holding && row.currentHubOrgUnitId !== hub.hubOrgUnitId) throw conflict(TOTE_REFUSALS.holdsItems(assetCode));
        const updated = await totes.updateAsset(tx, assetCode, {
          assetState: holding ? 'IN_USE' : 'GOOD_TO_USE',
          isUsable: true,
          unusableReason: null,
          currentHubOrgUnitId: hub.hubOrgUnitId,
          currentZoneId: holding ? row.currentZoneId : null,
          currentVehicleId: null,
        });
        const tag = holding ? null : await totes.activeTag(tx, assetCode);
        if (tag) await totes.endTag(tx, tag.id);
        await totes.log(tx, {
          assetCode,
          assetEventType: 'MARK_FOUND',
          referenceType: 'HUB',
          referenceId: hub.hubOrgUnitId,
          locationName: hub.hubName,
          performedBy: user,
        });
        return assetCard(tx, updated);
      });
      return { successful: true as const, message: `Marked ${assetCode} as found at ${asset.hubOrgUnitId}.`, asset };
    },
  };
}
