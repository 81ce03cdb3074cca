import { type FastifyInstance } from 'fastify';
import { mergedMessage, mergeToteNotInListMessage, TOTE_MAX_WEIGHT_GM, toteEmptyMessage, toteTooHeavyMessage } from '@hub/shared/contracts';
import { conflict, notFound } from '../../lib/http-error';
import { type HubRow } from '../../repositories/hubs';

/**
 * Zone tote merging (000 §2, §5, §7): qualified zones, their totes, a source tote with its suggested destinations, and
 * the merge. Only on hubs with the TOTE_MERGING pilot: the contracts declare it, so a hub without it is refused (409)
 * before this runs. docs/areas/tote-merging.md "Zone tote merging".
 */
export function createToteMergingService(app: FastifyInstance) {
  const repo = app.repos.toteMerging;
  const totes = app.repos.totes;

  return {
    async zones(hubId: string) {
      return { zones: await repo.zones(app.db, hubId) };
    },

    async zoneTotes(hubId: string, zoneId: string) {
      if (!(await totes.zoneExists(app.db, hubId, zoneId))) throw notFound(`Zone ${zoneId} not found`);
      return { zoneId, totes: await repo.zoneTotes(app.db, hubId, zoneId) };
    },

    async tote(hubId: string, toteId: string) {
      const source = await repo.tote(app.db, hubId, toteId);
      if (!source) throw notFound(mergeToteNotInListMessage(toteId));
      return { tote: source, items: await repo.items(app.db, source.toteId), suggestedTotes: await repo.suggestions(app.db, hubId, source) };
    },

    async merge(hub: HubRow, sourceId: string, destinationId: string, user: string) {
      const hubId = hub.hubOrgUnitId;
      return app.db.transaction(async (tx) => {
        // Both totes' rows first, in code order: two merges sharing a tote queue here, and the second sees the first's result.
        const locked = await repo.lockTotes(tx, [sourceId, destinationId]);
        const sourceRow = locked.find((r) => r.assetCode === sourceId);
        if (!sourceRow || sourceRow.currentHubOrgUnitId !== hubId || !sourceRow.currentZoneId) throw notFound(mergeToteNotInListMessage(sourceId));
        const source = await repo.tote(tx, hubId, sourceId);
        if (!source) {
          // Emptied by a merge that came first (or never held anything): nothing to move.
          if ((await repo.items(tx, sourceId)).length === 0) throw conflict(toteEmptyMessage(sourceId));
          throw conflict(mergeToteNotInListMessage(sourceId));
        }
        // The destination must be one of the source's suggestions (same zone, qualified, room for the weight).
        const destination = destinationId === sourceId ? null : await repo.tote(tx, hubId, destinationId);
        if (!destination || destination.zoneId !== source.zoneId) throw conflict(mergeToteNotInListMessage(destinationId));
        if (destination.weightGm + source.weightGm > TOTE_MAX_WEIGHT_GM) throw conflict(toteTooHeavyMessage(destinationId));

        const rows = await repo.lockToteRows(tx, [sourceId, destinationId]);
        // Every row attached to the source moves (an empty line too: nothing may stay attached to an emptied tote).
        for (const row of rows.filter((r) => r.toteAttachedToEntityId === sourceId))
          await repo.relocate(tx, row, { associationType: 'ZONE', entityId: source.zoneId, tote: destinationId });

        await totes.updateAsset(tx, sourceId, { assetState: 'EMPTY_TOTE', weightGm: 0 });
        await totes.updateAsset(tx, destinationId, { assetState: 'IN_USE', weightGm: destination.weightGm + source.weightGm });
        const location = `${hub.hubName} / ${source.zoneId}`;
        for (const assetCode of [sourceId, destinationId])
          await totes.log(tx, {
            assetCode,
            assetEventType: 'MERGE',
            referenceType: 'ZONE',
            referenceId: source.zoneId,
            locationName: location,
            performedBy: user,
          });

        const after = await repo.tote(tx, hubId, destinationId);
        return {
          message: mergedMessage(sourceId, destinationId),
          source: { toteId: sourceId, zoneId: source.zoneId, weightGm: 0, lines: 0, units: 0 },
          destination: after ?? destination,
          unitsMoved: source.units,
          linesMoved: source.lines,
        };
      });
    },
  };
}
