import { type FastifyInstance } from 'fastify';
import { and, eq, inArray } from 'drizzle-orm';
import { feHubAssignments, fieldExecutives } from '../../db/schema';
import { hubsById } from '../../plugins/app/hub-context';

/**
 * Hub scoping (docs/adr/013): an FE is in the hubs it is actively assigned to; one in none (new, or deassigned
 * everywhere) is open to every hub manager, who may then assign it.
 */
export function registerFieldExecutiveHubLookup(app: FastifyInstance) {
  app.entityHubs.set('fieldExecutive', async (db, ids) =>
    hubsById(
      await db
        .select({ id: fieldExecutives.id, hub: feHubAssignments.hubOrgUnitId })
        .from(fieldExecutives)
        .leftJoin(feHubAssignments, and(eq(feHubAssignments.feId, fieldExecutives.id), eq(feHubAssignments.active, true)))
        .where(inArray(fieldExecutives.id, [...ids])),
    ),
  );
}
