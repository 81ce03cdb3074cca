import { type FastifyInstance } from 'fastify';
import { hubDate } from '@hub/shared/contracts';
import { hubClock } from '../../lib/hub-clock';

/**
 * Finishes an OFD / LM manifest task (the spec's remote OFD job, api/README.md "OFD hand-off"): under the task's lock,
 * the units of its zones (of its buyers, for a per-buyer OFD) become the driver's runsheet, and the task COMPLETED
 * frees its zones. A task whose zones have nothing left ends FAILED. Returns the runsheet id (null when none was made,
 * or when the task was not in progress any more).
 */
export async function finishOfdTask(app: FastifyInstance, taskId: string, user: string): Promise<string | null> {
  const ofd = app.repos.ofd;
  return app.db.transaction(async (tx) => {
    if (!(await ofd.lockInProgressTask(tx, taskId))) return null;
    const [task] = await ofd.tasks(tx, { taskId });
    const driver = task!.driverId ? await ofd.driver(tx, task!.hubId, task!.driverId) : null;
    const units = await ofd.units(tx, task!.hubId, task!.zoneIds, task!.orgUnitIds, true);
    if (!driver?.vehicleId || !units.length) {
      await ofd.endTask(tx, taskId, 'FAILED', null);
      return null;
    }
    const hub = await app.repos.hubs.get(tx, task!.hubId);
    const runsheetId = `RS-${taskId}`;
    await ofd.buildRunsheet(
      tx,
      {
        runsheetId,
        hubId: task!.hubId,
        hubName: hub?.hubName ?? task!.hubId,
        driverId: driver.driverId,
        vehicleId: driver.vehicleId,
        zoneIds: task!.zoneIds,
        tripDate: hubDate(hubClock.now()),
        user,
      },
      units,
    );
    await ofd.endTask(tx, taskId, 'COMPLETED', runsheetId);
    return runsheetId;
  });
}
