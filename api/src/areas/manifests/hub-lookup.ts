import { type FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { activities, activityGroups, items } from '../../db/schema';
import { hubsById } from '../../plugins/app/hub-context';

/**
 * Hub scoping (docs/adr/013) of what Hub Ops calls name without a `:hubId`: a manifest, named by its activity (spaId)
 * or its activity group, and an item, each in the hub it is handled at (one primary-key read per call).
 */
export function registerHubOpsHubLookups(app: FastifyInstance) {
  app.entityHubs.set('activity', async (db, ids) =>
    hubsById(
      await db
        .select({ id: activities.spaId, hub: activities.hubOrgUnitId })
        .from(activities)
        .where(inArray(activities.spaId, [...ids]))
        .unionAll(
          db
            .select({ id: activityGroups.activityGroupId, hub: activityGroups.hubOrgUnitId })
            .from(activityGroups)
            .where(inArray(activityGroups.activityGroupId, [...ids])),
        ),
    ),
  );
  app.entityHubs.set('item', async (db, ids) =>
    hubsById(
      await db
        .select({ id: items.itemId, hub: sql<string>`${items.hubOrgUnitId}` })
        .from(items)
        .where(inArray(items.itemId, [...ids])),
    ),
  );
}
