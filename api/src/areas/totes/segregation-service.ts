import { type FastifyInstance } from 'fastify';
import { TOTE_REFUSALS } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { type AuthUser } from '../../plugins/app/session';
import { type HubRow } from '../../repositories/hubs';
import { conflict, notFound } from '../../lib/http-error';

/**
 * Segregation setup (001 §2, §4, §7): totes tagged to zones. A tote is tagged to at most one zone (a partial unique
 * index); tagging a tote tagged elsewhere moves it (DETAG then TAG logged). Writes lock the asset row first, so two
 * operators tagging one tote to two zones serialise and the second sees the first's tag.
 */
export function createSegregationService(app: FastifyInstance) {
  const totes = app.repos.totes;

  const checkZone = async (tx: Db | Tx, hubId: string, zone: string) => {
    if (!(await totes.zoneExists(tx, hubId, zone))) throw notFound(TOTE_REFUSALS.zoneNotFound(zone));
  };
  const touchSession = async (tx: Tx, sessionId: string | undefined, hubId: string, userId: string, zone: string) => {
    if (sessionId && !(await totes.touchSession(tx, sessionId, hubId, userId, zone))) throw notFound(TOTE_REFUSALS.sessionNotFound(sessionId));
  };

  return {
    async zones(hubId: string) {
      return { zones: await totes.zones(app.db, hubId) };
    },

    async taggedTotes(hubId: string, zone: string) {
      await checkZone(app.db, hubId, zone);
      const rows = await totes.taggedTotes(app.db, hubId, zone);
      return { zoneId: zone, totes: rows.map((r) => ({ toteId: r.assetCode, zoneId: r.zoneId, taggedBy: r.taggedBy, taggedAt: r.taggedAt.toISOString() })) };
    },

    async tag(hub: HubRow, user: AuthUser, tote: string, zone: string, sessionId: string | undefined) {
      return app.db.transaction(async (tx) => {
        await checkZone(tx, hub.hubOrgUnitId, zone);
        await touchSession(tx, sessionId, hub.hubOrgUnitId, user.id, zone);
        const row = await totes.asset(tx, tote, true);
        if (!row) throw notFound(TOTE_REFUSALS.assetNotFound(tote));
        if (row.assetState === 'LOST') throw conflict(TOTE_REFUSALS.lost(tote));
        if (row.currentHubOrgUnitId !== hub.hubOrgUnitId) throw conflict(TOTE_REFUSALS.otherHub(tote));
        const holding = await totes.holdsUnits(tx, tote);
        if (holding && holding.zoneId !== zone) throw conflict(TOTE_REFUSALS.holdsItemsOfZone(tote, holding.zoneId));
        const tag = await totes.activeTag(tx, tote);
        if (tag && tag.zoneId === zone && tag.hubOrgUnitId === hub.hubOrgUnitId) {
          return { successful: true as const, toteId: tote, zoneId: zone, movedFrom: null, alreadyTagged: true };
        }
        const place = (z: string) => `${hub.hubName} / ${z}`;
        if (tag) {
          await totes.endTag(tx, tag.id);
          await totes.log(tx, {
            assetCode: tote,
            assetEventType: 'DETAG',
            referenceType: 'ZONE',
            referenceId: tag.zoneId,
            locationName: place(tag.zoneId),
            performedBy: user.email,
          });
        }
        await totes.addTag(tx, hub.hubOrgUnitId, zone, tote, user.email);
        await totes.updateAsset(tx, tote, { currentZoneId: zone });
        await totes.log(tx, {
          assetCode: tote,
          assetEventType: 'TAG',
          referenceType: 'ZONE',
          referenceId: zone,
          locationName: place(zone),
          performedBy: user.email,
        });
        return { successful: true as const, toteId: tote, zoneId: zone, movedFrom: tag?.zoneId ?? null, alreadyTagged: false };
      });
    },

    async detag(hub: HubRow, user: AuthUser, tote: string, zone: string, sessionId: string | undefined) {
      return app.db.transaction(async (tx) => {
        await checkZone(tx, hub.hubOrgUnitId, zone);
        await touchSession(tx, sessionId, hub.hubOrgUnitId, user.id, zone);
        const row = await totes.asset(tx, tote, true);
        if (!row) throw notFound(TOTE_REFUSALS.assetNotFound(tote));
        const tag = await totes.activeTag(tx, tote);
        if (!tag || tag.zoneId !== zone || tag.hubOrgUnitId !== hub.hubOrgUnitId) throw conflict(TOTE_REFUSALS.notTagged(tote, zone));
        // Units in the tote keep it in their zone: move them out first (zone movement), then de-tag.
        if (await totes.holdsUnits(tx, tote)) throw conflict(TOTE_REFUSALS.holdsItemsOfZone(tote, zone));
        await totes.endTag(tx, tag.id);
        await totes.updateAsset(tx, tote, { currentZoneId: null });
        await totes.log(tx, {
          assetCode: tote,
          assetEventType: 'DETAG',
          referenceType: 'ZONE',
          referenceId: zone,
          locationName: `${hub.hubName} / ${zone}`,
          performedBy: user.email,
        });
        return { successful: true as const, toteId: tote, zoneId: zone };
      });
    },

    /** The zone the tote is tagged to at this hub (null when none, or when tagged at another hub). */
    async zoneOf(hubId: string, toteId: string) {
      if (!(await totes.asset(app.db, toteId))) throw notFound(TOTE_REFUSALS.assetNotFound(toteId));
      const tag = await totes.activeTag(app.db, toteId);
      return { toteId, zoneId: tag && tag.hubOrgUnitId === hubId ? tag.zoneId : null };
    },

    async startSession(hubId: string, userId: string, zoneId: string | null) {
      if (zoneId) await checkZone(app.db, hubId, zoneId);
      const row = await totes.startSession(app.db, hubId, userId, zoneId);
      return { sessionId: row.id, startedAt: row.startedAt.toISOString() };
    },
  };
}
