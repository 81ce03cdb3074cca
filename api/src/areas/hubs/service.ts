import { type FastifyInstance } from 'fastify';
import { PILOT_FEATURES, type PilotFeature } from '@hub/shared/contracts';

/** Hub list and per-hub pilots (spec 000 §3, §7). */
export function createHubService(app: FastifyInstance) {
  return {
    async names() {
      return { hubNames: await app.repos.hubs.list(app.db) };
    },

    /** The hub's enabled pilots, in PILOT_FEATURES order (read at every call: a toggle shows at once). */
    async pilots(hubId: string) {
      const enabled = await app.repos.hubs.pilots(app.db, hubId);
      return PILOT_FEATURES.filter((f): f is PilotFeature => enabled.has(f));
    },
  };
}
