import { type FastifyInstance } from 'fastify';
import {
  ADMIN_HUB_REFUSALS,
  type CreateHubBody,
  type CreateZoneBody,
  FIXED_HUB_ZONES,
  type HubAccess,
  hubNotFoundMessage,
  type PilotFeature,
  type TmsLinkInput,
  TOTE_REFUSALS,
  type UpdateHubBody,
} from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { type Db, type Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/http-error';
import { type AuthUser } from '../../plugins/app/session';

type Actor = Pick<AuthUser, 'id' | 'email'>;

/**
 * Hub administration (docs/adr/013, api/README.md "Admin" > "Hubs"): hubs, pilots, zones and TMS inward links. Every
 * write is one transaction with its audit row; who may call what is the contracts' (admin, or a hub manager on the hubs
 * they work in: the `:hubId` path is checked by hub scoping before a handler runs).
 */
export function createAdminHubsService(app: FastifyInstance, config: Pick<AppConfig, 'tmsInwardLinks'>) {
  const repo = app.repos.adminHubs;

  /** The hub's row lock, or its 404 (a hub the path named was found a moment ago; this holds it for the write). */
  const lockHub = async (tx: Tx, hubId: string) => {
    const hub = await repo.lock(tx, hubId);
    if (!hub) throw notFound(hubNotFoundMessage(hubId));
    return hub;
  };

  const tmsAnswer = async (db: Db | Tx, hubId: string) => {
    const own = await repo.tmsLinks(db, hubId);
    return own.length ? { links: own, inherited: false } : { links: config.tmsInwardLinks.map((l) => ({ ...l })), inherited: true };
  };

  return {
    /** The hubs the caller works in (all for an all-hubs user). */
    async list(access: HubAccess) {
      return { hubs: await repo.list(app.db, access.allHubs ? null : access.hubs) };
    },

    /** A new hub with its fixed zones; 409 when the id exists. */
    async create(actor: Actor, body: CreateHubBody) {
      return app.db.transaction(async (tx) => {
        if (!(await repo.insert(tx, body))) throw conflict(ADMIN_HUB_REFUSALS.hubExists(body.hubOrgUnitId));
        const hub = (await repo.one(tx, body.hubOrgUnitId))!;
        await app.repos.audit.record(tx, {
          actor,
          hubOrgUnitId: hub.hubOrgUnitId,
          entityType: 'hub',
          entityId: hub.hubOrgUnitId,
          action: 'create',
          after: { hubName: hub.hubName, city: hub.city, zones: hub.zoneCount },
        });
        return hub;
      });
    },

    async update(actor: Actor, hubId: string, body: UpdateHubBody) {
      const hub = await app.db.transaction(async (tx) => {
        const before = await lockHub(tx, hubId);
        await repo.update(tx, hubId, body);
        await app.repos.audit.record(tx, {
          actor,
          hubOrgUnitId: hubId,
          entityType: 'hub',
          entityId: hubId,
          action: 'update',
          before: { hubName: before.hubName, city: before.city },
          after: { hubName: body.hubName, city: body.city },
        });
        return (await repo.one(tx, hubId))!;
      });
      // This instance's cached row has the old name; other instances refresh within HUB_CACHE_MS.
      app.forgetHub(hubId);
      return hub;
    },

    /**
     * Turns a pilot on or off. Under the hub's lock, so two admins toggling at once queue: the second sees the first's
     * result and the final state is the last one's. The audit row records a change only (setting the current state is
     * no change). The hub-context plugin reads pilots at every call: the next request sees it.
     */
    async setPilot(actor: Actor, hubId: string, feature: PilotFeature, enabled: boolean) {
      return app.db.transaction(async (tx) => {
        await lockHub(tx, hubId);
        if (await repo.setPilot(tx, hubId, feature, enabled)) {
          await app.repos.audit.record(tx, {
            actor,
            hubOrgUnitId: hubId,
            entityType: 'pilot',
            entityId: `${hubId}:${feature}`,
            action: enabled ? 'enable' : 'disable',
            before: { feature, enabled: !enabled },
            after: { feature, enabled },
          });
        }
        return { pilots: (await repo.one(tx, hubId))!.pilots };
      });
    },

    async zones(hubId: string) {
      return { zones: await repo.zones(app.db, hubId) };
    },

    /** Adds a STAGING or LM zone; 409 when the hub has the id. */
    async addZone(actor: Actor, hubId: string, body: CreateZoneBody) {
      return app.db.transaction(async (tx) => {
        const zone = { hubOrgUnitId: hubId, zoneId: body.zoneId, zoneType: body.zoneType, routeName: body.routeName ?? null };
        if (!(await repo.insertZone(tx, zone))) throw conflict(ADMIN_HUB_REFUSALS.zoneExists(body.zoneId));
        await app.repos.audit.record(tx, {
          actor,
          hubOrgUnitId: hubId,
          entityType: 'zone',
          entityId: `${hubId}:${body.zoneId}`,
          action: 'create',
          after: { zoneId: zone.zoneId, zoneType: zone.zoneType, routeName: zone.routeName },
        });
        return (await repo.zones(tx, hubId)).find((z) => z.zoneId === body.zoneId)!;
      });
    },

    /**
     * Removes a zone nothing depends on. Refused for a fixed zone (runsheet close moves returns into them by id), while
     * it holds item units or totes (they would be nowhere), while buyers are routed to it, and when totes were ever
     * tagged or coupled to it (their history keeps the zone: foreign keys). Item units moved in by a flow that names
     * the zone without a foreign key are checked here too; totes cannot arrive meanwhile (the zone's row lock).
     */
    async removeZone(actor: Actor, hubId: string, zoneId: string) {
      return app.db.transaction(async (tx) => {
        const zone = await repo.lockZone(tx, hubId, zoneId);
        if (!zone) throw notFound(TOTE_REFUSALS.zoneNotFound(zoneId));
        if (FIXED_HUB_ZONES.some((z) => z.zoneId === zoneId)) throw conflict(ADMIN_HUB_REFUSALS.fixedZone(zoneId));
        const use = await repo.zoneUse(tx, hubId, zoneId);
        if (use.items) throw conflict(ADMIN_HUB_REFUSALS.zoneHoldsItems(zoneId, use.items));
        if (use.totes) throw conflict(ADMIN_HUB_REFUSALS.zoneHoldsTotes(zoneId, use.totes));
        if (use.buyers) throw conflict(ADMIN_HUB_REFUSALS.zoneRoutesBuyers(zoneId, use.buyers));
        if (use.history) throw conflict(ADMIN_HUB_REFUSALS.zoneHasHistory(zoneId));
        await repo.deleteZone(tx, hubId, zoneId);
        await app.repos.audit.record(tx, {
          actor,
          hubOrgUnitId: hubId,
          entityType: 'zone',
          entityId: `${hubId}:${zoneId}`,
          action: 'delete',
          before: { zoneId, zoneType: zone.zoneType, routeName: zone.routeName, qcStatus: zone.qcStatus },
        });
        return { zones: await repo.zones(tx, hubId) };
      });
    },

    /** The hub's own links as written, or the configured default. */
    tmsLinks: (hubId: string) => tmsAnswer(app.db, hubId),

    /** The hub's own links (in place of the default); replaced as a whole under the hub's lock. */
    async setTmsLinks(actor: Actor, hubId: string, links: readonly TmsLinkInput[]) {
      return app.db.transaction(async (tx) => {
        await lockHub(tx, hubId);
        const before = await tmsAnswer(tx, hubId);
        await repo.replaceTmsLinks(tx, hubId, links);
        await app.repos.audit.record(tx, {
          actor,
          hubOrgUnitId: hubId,
          entityType: 'tmsLinks',
          entityId: hubId,
          action: 'update',
          before,
          after: { links, inherited: false },
        });
        return tmsAnswer(tx, hubId);
      });
    },

    /** Back to the configured default (a hub already on it: nothing changes, no audit row). */
    async resetTmsLinks(actor: Actor, hubId: string) {
      return app.db.transaction(async (tx) => {
        await lockHub(tx, hubId);
        const before = await tmsAnswer(tx, hubId);
        if (!before.inherited) {
          await repo.replaceTmsLinks(tx, hubId, []);
          await app.repos.audit.record(tx, { actor, hubOrgUnitId: hubId, entityType: 'tmsLinks', entityId: hubId, action: 'reset', before });
        }
        return tmsAnswer(tx, hubId);
      });
    },
  };
}
