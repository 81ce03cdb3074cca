import { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { API_BASE, hubNotFoundMessage, missingPilot, PILOT_REFUSALS } from '@hub/shared/contracts';
import { type HubRow } from '../../repositories/hubs';
import { conflict, notFound } from '../../lib/http-error';

/**
 * How long an instance reuses a hub row. Hubs are written only by the seed (no call creates, edits or removes one),
 * so the bound only matters to someone editing the table by hand; unknown ids are never kept (a hub seeded later is
 * found at once).
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
    /**
     * What keeps state in memory beside the database registers here how to drop it; POST /test/world/reset (test
     * aid, HUB_TEST_RESET=1) runs each after putting the world back, so nothing of the previous test outlives it.
     */
    onWorldReset: Array<() => Promise<void> | void>;
  }
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
    app.decorate('onWorldReset', [() => cache.clear()]);
    const resolveHub = async (request: FastifyRequest) => {
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
      if (!route.url.startsWith(`${API_BASE}/`) || !/\/:hubId(\/|$)/.test(route.url)) return;
      const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...existing, resolveHub];
    });
  },
  { name: 'hub-context', dependencies: ['session', 'repositories'] },
);
