import { type FastifyInstance, type FastifyRequest } from 'fastify';
import { type z } from 'zod';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import {
  API_BASE,
  type HubEntity,
  hubForbiddenMessage,
  hubNotFoundMessage,
  type HubSource,
  hubSources,
  missingPilot,
  PILOT_REFUSALS,
  worksInHub,
} from '@hub/shared/contracts';
import { type Db } from '../../db/client';
import { type HubRow } from '../../repositories/hubs';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { findForbiddenCharacter } from '../../lib/validation-messages';

/**
 * How long an instance reuses a hub row. An admin's edit of a hub (name, city) drops it on the instance that made it
 * (`forgetHub`); other instances see it within this bound. Unknown ids are never kept (a hub created later is found
 * at once).
 */
export const HUB_CACHE_MS = 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The hub named by the route's `:hubId`, resolved once before the handler (404 when unknown). */
    hub: HubRow | null;
  }
  interface FastifyInstance {
    /** The hub with this id, or null: read once per HUB_CACHE_MS per instance (a scan names its hub every time). */
    findHub: (hubOrgUnitId: string) => Promise<HubRow | null>;
    /** Drops this instance's copy of a hub row (after an admin changed it). */
    forgetHub: (hubOrgUnitId: string) => void;
    /**
     * What keeps state in memory beside the database registers here how to drop it; POST /test/world/reset (test
     * aid, HUB_TEST_RESET=1) runs each after putting the world back, so nothing of the previous test outlives it.
     */
    onWorldReset: Array<() => Promise<void> | void>;
    /**
     * How to find the hubs of an entity a call names (hub scoping, docs/adr/013): each area registers the lookups of
     * its entities. An empty answer means the entity is in no hub yet (any user may reach it: e.g. an FE not yet
     * assigned); null means there is no such entity (the handler then answers its own 404).
     */
    entityHubs: Map<HubEntity, EntityHubLookup>;
  }
}

/**
 * How an area answers "which hubs is each of these entities in" (docs/adr/013): one indexed read for the ids a call
 * names. Every id found is in the answer (with no hubs when it is in none yet); an unknown id is left out.
 */
export type EntityHubLookup = (db: Db, ids: readonly string[]) => Promise<Map<string, readonly string[]>>;

/** A lookup's answer from (id, hub) rows: a row with a null hub marks an entity that exists in no hub yet. */
export function hubsById(rows: ReadonlyArray<{ id: string; hub: string | null }>): Map<string, readonly string[]> {
  const found = new Map<string, string[]>();
  for (const { id, hub } of rows) {
    const hubs = found.get(id) ?? [];
    if (hub && !hubs.includes(hub)) hubs.push(hub);
    found.set(id, hubs);
  }
  return found;
}

/**
 * Every route whose path has `:hubId` gets the hub resolved once, after the session check and before the handler:
 * handlers read `request.hub` and never look the hub up (or word its 404) themselves. Handlers whose hub is in the
 * body use `app.findHub`.
 */
export const hubContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('hub', null);
    const cache = new LRUCache<string, HubRow>({ max: 1000, ttl: HUB_CACHE_MS });
    app.decorate('findHub', async (hubOrgUnitId: string) => {
      const cached = cache.get(hubOrgUnitId);
      if (cached) return cached;
      const hub = await app.repos.hubs.get(app.db, hubOrgUnitId);
      if (hub) cache.set(hubOrgUnitId, Object.freeze(hub));
      return hub;
    });
    app.decorate('forgetHub', (hubOrgUnitId: string) => void cache.delete(hubOrgUnitId));
    app.decorate('onWorldReset', [() => cache.clear()]);
    app.decorate('entityHubs', new Map());

    /** 403 unless the signed-in user works in the hub (before the hub is looked up: another hub's existence is not told). */
    const checkHub = (request: FastifyRequest, hubId: string) => {
      if (request.user && !worksInHub(request.user, hubId)) throw forbidden(hubForbiddenMessage(hubId));
    };
    /** The values a source names (a list is checked element by element; absent optional values name nothing). */
    const valuesAt = (request: FastifyRequest, source: HubSource): string[] => {
      const holder = (source.in === 'path' ? request.params : source.in === 'query' ? request.query : request.body) as Record<string, unknown> | undefined;
      const value = holder?.[source.key];
      const list = Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];
      return list.map(String);
    };
    const checkSources = async (request: FastifyRequest, sources: readonly HubSource[]) => {
      const user = request.user;
      if (!user || user.allHubs) return;
      for (const source of sources) {
        const values = valuesAt(request, source);
        if (values.length === 0) continue;
        if (!source.entity) {
          for (const hubId of values) checkHub(request, hubId);
          continue;
        }
        const lookup = app.entityHubs.get(source.entity);
        if (!lookup) throw new Error(`No hub lookup registered for entity ${source.entity}`);
        const found = await lookup(app.db, values);
        for (const id of values) {
          const hubsOf = found.get(id);
          // Unknown entity: the handler answers its own 404. An entity in no hub yet: open to every hub.
          if (!hubsOf || hubsOf.length === 0) continue;
          if (!hubsOf.some((h) => worksInHub(user, h))) throw forbidden(hubForbiddenMessage(hubsOf[0]!));
        }
      }
    };

    /**
     * A `:hubId` path is checked before the contract's validation (as the guard is before the body is read): a call into
     * another hub is refused the same whatever else it sends, and learns nothing of the call's rules. A path whose
     * parameters are not valid is left to the validation (bad input is a 400 in words for everyone, docs/adr/007).
     * Then, before the hub is looked up, a user who does not work in every hub gets the same 403 for another hub and for
     * a hub that does not exist, so learns nothing of which hub ids exist.
     */
    const checkPathHub = async (request: FastifyRequest) => {
      const raw = (request.params as { hubId?: unknown }).hubId;
      const hubIdSchema = (request.routeOptions.config.endpoint?.params as { shape?: { hubId?: z.ZodType } } | undefined)?.shape?.hubId;
      // The validator's own rule first (a NUL or half a surrogate pair is refused in words for every field).
      if (findForbiddenCharacter(raw)) return;
      const parsed = hubIdSchema ? hubIdSchema.safeParse(raw) : { success: true as const, data: raw };
      if (!parsed.success) return;
      checkHub(request, String(parsed.data ?? ''));
    };
    const resolveHub = async (request: FastifyRequest) => {
      // The user's hub was checked in preValidation (checkPathHub); a path it left unchecked failed validation.
      const hubId = (request.params as { hubId?: string }).hubId ?? '';
      const hub = await app.findHub(hubId);
      if (!hub) throw notFound(hubNotFoundMessage(hubId));
      request.hub = hub;
      // The contract's pilot (like its guard): read at every call, never cached, so turning a pilot on or off for a
      // hub changes the next answer without a restart.
      const endpoint = request.routeOptions.config.endpoint;
      if (endpoint?.pilot) {
        const missing = missingPilot(endpoint, await app.repos.hubs.pilots(app.db, hub.hubOrgUnitId));
        if (missing) throw conflict(PILOT_REFUSALS[missing]);
      }
    };
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_BASE}/`)) return;
      const sources = hubSources(route.config?.endpoint?.hub);
      const hasHubPath = /\/:hubId(\/|$)/.test(route.url);
      if (!hasHubPath && sources.length === 0) return;
      const toList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
      // preHandler: after the session check and the contract's validation (the body is parsed, ids are in their
      // contract's form), and before any other preHandler (an idempotency claim): a refused call touches nothing.
      if (hasHubPath) route.preValidation = [checkPathHub, ...toList(route.preValidation)];
      const own = [...(hasHubPath ? [resolveHub] : []), ...(sources.length ? [(request: FastifyRequest) => checkSources(request, sources)] : [])];
      route.preHandler = [...own, ...toList(route.preHandler)];
    });
  },
  { name: 'hub-context', dependencies: ['session', 'repositories'] },
);
