import { type FastifyInstance } from 'fastify';
import { hubDate } from '@hub/shared/contracts';
import { hubClock } from '../../lib/hub-clock';

/**
 * Finishes an OFD / LM manifest task (the spec's remote OFD job, docs/areas/ofd.md "OFD hand-off"): under the task's
 * lock, the units of its zones (of its buyers, for a per-buyer OFD) become the driver's runsheet, and the task COMPLETED
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

/**
 * Finishes each new OFD task `finishMs` after its request, from this process (0: never; api tests finish tasks
 * themselves with finishOfdTask). Registers its hooks on `app`: close, ready and world reset.
 */
export function createOfdTaskFinisher(app: FastifyInstance, finishMs: number) {
  // Tasks waiting to be finished by this process; cleared when the app closes so no timer outlives its database.
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  });
  const schedule = (taskId: string, user: string) => {
    if (finishMs <= 0) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      finishOfdTask(app, taskId, user).catch((err: unknown) => app.log.error({ err, taskId }, 'finishing OFD task failed'));
    }, finishMs);
    timer.unref();
    timers.add(timer);
  };

  // Tasks left in progress by an earlier process (or the seed) are finished like new ones, so no zone stays blocked.
  const scheduleInProgress = async () => {
    if (finishMs <= 0) return;
    for (const task of await app.repos.ofd.allInProgress(app.db)) schedule(task.taskId, task.createdBy);
  };
  app.addHook('onReady', scheduleInProgress);
  // The world was put back as seeded (test aid): the timers of the tasks that are gone go, the seed's own in-progress
  // tasks are finished again as at start.
  app.onWorldReset.push(async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
    await scheduleInProgress();
  });
  return { schedule };
}
