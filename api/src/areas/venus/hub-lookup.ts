import { type FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { alerts, trips } from '../../db/schema';
import { hubsById } from '../../plugins/app/hub-context';

/** Hub scoping (docs/adr/013): a trip and an alert are in their hub (one primary-key read per call each). */
export function registerMonitoringHubLookups(app: FastifyInstance) {
  app.entityHubs.set('trip', async (db, ids) =>
    hubsById(
      await db
        .select({ id: trips.tripId, hub: trips.hubOrgUnitId })
        .from(trips)
        .where(inArray(trips.tripId, [...ids])),
    ),
  );
  app.entityHubs.set('alert', async (db, ids) =>
    hubsById(
      await db
        .select({ id: alerts.alertId, hub: alerts.hubOrgUnitId })
        .from(alerts)
        .where(inArray(alerts.alertId, [...ids])),
    ),
  );
}
