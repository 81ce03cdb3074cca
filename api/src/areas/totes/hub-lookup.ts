import { type FastifyInstance } from 'fastify';
import { inArray, sql } from 'drizzle-orm';
import { assetLogs, assets, psvTasks, vehicles } from '../../db/schema';
import { rowsOf } from '../../db/client';
import { hubsById } from '../../plugins/app/hub-context';

/** Hub scoping (docs/adr/013): the hubs of PSV tasks and assets (totes, crates), one read per call each. */
export function registerToteHubLookups(app: FastifyInstance) {
  app.entityHubs.set('psvTask', async (db, ids) =>
    hubsById(
      await db
        .select({ id: psvTasks.psvTaskId, hub: psvTasks.hubOrgUnitId })
        .from(psvTasks)
        .where(inArray(psvTasks.psvTaskId, [...ids])),
    ),
  );
  // An asset is at its hub, or on a vehicle of one; a tote being sent (IN_TRANSFER) is also the destination's, which
  // receives it (docs/areas/totes.md "Receive and send").
  app.entityHubs.set('asset', async (db, ids) =>
    hubsById(
      rowsOf<{ id: string; hub: string | null }>(
        await db.execute(sql`
          select a.asset_code as id, coalesce(a.current_hub_org_unit_id, v.hub_org_unit_id) as hub
            from ${assets} a left join ${vehicles} v on v.vehicle_id = a.current_vehicle_id
           where a.asset_code in ${[...ids]}
          union all
          select a.asset_code as id,
                 (select l.reference_id from ${assetLogs} l
                   where l.asset_code = a.asset_code and l.asset_event_type = 'SEND'
                   order by l.created_at desc, l.id desc limit 1) as hub
            from ${assets} a
           where a.asset_code in ${[...ids]} and a.asset_state = 'IN_TRANSFER'`),
      ),
    ),
  );
}
