import { type FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { orgs } from '../../db/schema';
import { hubsById } from '../../plugins/app/hub-context';

/** Hub scoping (docs/adr/013): a shop is in the hub that delivers to it (one primary-key read per call). */
export function registerOrgHubLookup(app: FastifyInstance) {
  app.entityHubs.set('org', async (db, ids) =>
    hubsById(
      await db
        .select({ id: orgs.orgId, hub: orgs.hubOrgUnitId })
        .from(orgs)
        .where(inArray(orgs.orgId, [...ids])),
    ),
  );
}
