import { type FastifyInstance } from 'fastify';
import { type HubAccess, PILOT_FEATURES, type PilotFeature, worksInHub } from '@hub/shared/contracts';

/** Hub list and per-hub pilots (spec 000 §3, §7). */
export function createHubService(app: FastifyInstance) {
  return {
    /** The hubs the user works in, by name (docs/adr/013: the hub picker offers no other). */
    async names(access: HubAccess) {
      const all = await app.repos.hubs.list(app.db);
      return { hubNames: access.allHubs ? all : all.filter((h) => worksInHub(access, h.hubOrgUnitId)) };
    },

    /** The hub's enabled pilots, in PILOT_FEATURES order (read at every call: a toggle shows at once). */
    async pilots(hubId: string) {
      const enabled = await app.repos.hubs.pilots(app.db, hubId);
      return PILOT_FEATURES.filter((f): f is PilotFeature => enabled.has(f));
    },
  };
}
