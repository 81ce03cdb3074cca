import { type FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { runsheets } from '../../db/schema';
import { hubsById } from '../../plugins/app/hub-context';

/** Hub scoping (docs/adr/013): a runsheet is in the hub it runs out of (one primary-key read per call). */
export function registerRunsheetHubLookup(app: FastifyInstance) {
  app.entityHubs.set('runsheet', async (db, ids) =>
    hubsById(
      await db
        .select({ id: runsheets.runsheetId, hub: runsheets.hubOrgUnitId })
        .from(runsheets)
        .where(inArray(runsheets.runsheetId, [...ids])),
    ),
  );
}
