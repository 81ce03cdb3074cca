import { type FastifyPluginAsync } from 'fastify';
import {
  getMergeTote,
  getMergeZones,
  getMergeZoneTotes,
  mergedMessage,
  mergeTote,
  mergeToteNotInListMessage,
  TOTE_MAX_WEIGHT_GM,
  TOTE_MERGE_MESSAGES,
  toteEmptyMessage,
  toteTooHeavyMessage,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../../lib/endpoint-route';
import { conflict, notFound } from '../../../lib/http-error';

/**
 * Zone tote merging (000 §2, §5, §7): qualified zones, their totes, a source tote with its suggested destinations, and
 * the merge. Only on hubs with the TOTE_MERGING pilot (409 otherwise). api/README.md "Zone tote merging".
 */
export const toteMergingRoutes: FastifyPluginAsync = async (app) => {
  const repo = app.repos.toteMerging;
  const requirePilot = async (hubId: string) => {
    if (!(await app.repos.hubs.pilots(app.db, hubId)).has('TOTE_MERGING')) throw conflict(TOTE_MERGE_MESSAGES.notEnabled);
  };

  registerEndpoint(app, getMergeZones, async ({ request }) => {
    await requirePilot(request.hub!.hubOrgUnitId);
    return { zones: await repo.zones(app.db, request.hub!.hubOrgUnitId) };
  });

  registerEndpoint(app, getMergeZoneTotes, async ({ request }) => {
    const hubId = request.hub!.hubOrgUnitId;
    await requirePilot(hubId);
    const { zoneId } = request.params;
    if (!(await app.repos.totes.zoneExists(app.db, hubId, zoneId))) throw notFound(`Zone ${zoneId} not found`);
    return { zoneId, totes: await repo.zoneTotes(app.db, hubId, zoneId) };
  });

  registerEndpoint(app, getMergeTote, async ({ request }) => {
    const hubId = request.hub!.hubOrgUnitId;
    await requirePilot(hubId);
    const source = await repo.tote(app.db, hubId, request.params.toteId);
    if (!source) throw notFound(mergeToteNotInListMessage(request.params.toteId));
    return { tote: source, items: await repo.items(app.db, source.toteId), suggestedTotes: await repo.suggestions(app.db, hubId, source) };
  });

  registerEndpoint(app, mergeTote, async ({ request }) => {
    const hub = request.hub!;
    const hubId = hub.hubOrgUnitId;
    await requirePilot(hubId);
    const sourceId = request.params.toteId;
    const destinationId = request.body.destinationToteId;
    const user = request.user!.email;
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

      const totes = app.repos.totes;
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
  });
};
