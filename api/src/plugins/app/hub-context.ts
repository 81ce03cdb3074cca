import { type FastifyInstance, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, hubNotFoundMessage } from '@hub/shared/contracts';
import { type HubRow } from '../../repositories/hubs';
import { notFound } from '../../lib/http-error';

declare module 'fastify' {
  interface FastifyRequest {
    /** The hub named by the route's `:hubId`, resolved once before the handler (404 when unknown). */
    hub: HubRow | null;
  }
}

/**
 * Every route whose path has `:hubId` gets the hub resolved once, after the session check and before the handler:
 * handlers read `request.hub` and never look the hub up (or word its 404) themselves.
 */
export const hubContextPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('hub', null);
    const resolveHub = async (request: FastifyRequest) => {
      const hubId = (request.params as { hubId?: string }).hubId ?? '';
      const hub = await app.repos.hubs.get(app.db, hubId);
      if (!hub) throw notFound(hubNotFoundMessage(hubId));
      request.hub = hub;
    };
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${API_BASE}/`) || !/\/:hubId(\/|$)/.test(route.url)) return;
      const existing = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
      route.preHandler = [...existing, resolveHub];
    });
  },
  { name: 'hub-context', dependencies: ['session', 'repositories'] },
);
