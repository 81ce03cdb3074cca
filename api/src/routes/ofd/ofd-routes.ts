import { type FastifyPluginAsync } from 'fastify';
import {
  createOfdRequest,
  getDriverList,
  getDriverNames,
  getOfdInProgressTasks,
  getOfdZoneDrops,
  getOfdZoneItemsSummary,
  getOfdZonesSummary,
  guardMessage,
  hubNotFoundMessage,
  OFD_MESSAGES,
  OFD_REFUSALS,
  type OfdDropPoint,
  passesGuard,
} from '@hub/shared/contracts';
import { type AppConfig } from '../../config';
import { registerEndpoint } from '../../lib/endpoint-route';
import { conflict, forbidden, notFound } from '../../lib/http-error';
import { type OfdUnitRow } from '../../repositories/ofd';
import { finishOfdTask } from './finish';

/** Tonnage in tons of units (SKU unit weights in grams). */
const tonsOf = (units: OfdUnitRow[]) => units.reduce((a, u) => a + u.qty * u.unitWeightGm, 0) / 1_000_000;

/** The zone's buyers as drop points: name, address, weight (kg) and their items (000 §3 "Zone OFD drop point"). */
function dropsOf(units: OfdUnitRow[]): OfdDropPoint[] {
  const byOrg = new Map<string, OfdDropPoint & { gm: number; byItem: Map<string, OfdDropPoint['items'][number]> }>();
  for (const u of units) {
    const d = byOrg.get(u.orgId) ?? { orgUnitId: u.orgId, orgUnitName: u.orgName, address: u.address, weightKg: 0, items: [], gm: 0, byItem: new Map() };
    d.gm += u.qty * u.unitWeightGm;
    const item = d.byItem.get(u.itemId) ?? { itemId: u.itemId, itemTitle: u.title, qty: 0, imageUrl: u.imageUrl };
    item.qty += u.qty;
    d.byItem.set(u.itemId, item);
    byOrg.set(u.orgId, d);
  }
  return [...byOrg.values()]
    .map(({ gm, byItem, ...d }) => ({ ...d, weightKg: gm / 1000, items: [...byItem.values()] }))
    .sort((a, b) => b.weightKg - a.weightKg || a.orgUnitName.localeCompare(b.orgUnitName));
}

/** Mark OFD and LM manifest generation (000 §2, §5, §7): zones summary, zone items and drops, drivers, requests. */
export const ofdRoutes: FastifyPluginAsync<{ config: AppConfig }> = async (app, opts) => {
  const ofd = app.repos.ofd;
  // Tasks waiting to be finished by this process; cleared when the app closes so no timer outlives its database.
  const timers = new Set<NodeJS.Timeout>();
  app.addHook('onClose', async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
  });
  const scheduleFinish = (taskId: string, user: string) => {
    if (opts.config.ofdTaskFinishMs <= 0) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      finishOfdTask(app, taskId, user).catch((err: unknown) => app.log.error({ err, taskId }, 'finishing OFD task failed'));
    }, opts.config.ofdTaskFinishMs);
    timer.unref();
    timers.add(timer);
  };

  // Tasks left in progress by an earlier process (or the seed) are finished like new ones, so no zone stays blocked.
  const scheduleInProgress = async () => {
    if (opts.config.ofdTaskFinishMs <= 0) return;
    for (const task of await ofd.allInProgress(app.db)) scheduleFinish(task.taskId, task.createdBy);
  };
  app.addHook('onReady', scheduleInProgress);
  // The world was put back as seeded (test aid): the timers of the tasks that are gone go, the seed's own in-progress
  // tasks are finished again as at start.
  app.onWorldReset.push(async () => {
    for (const t of timers) clearTimeout(t);
    timers.clear();
    await scheduleInProgress();
  });

  registerEndpoint(app, getOfdZonesSummary, async ({ request }) => {
    const hubId = request.hub!.hubOrgUnitId;
    const [zones, units] = await Promise.all([ofd.lmZones(app.db, hubId), ofd.units(app.db, hubId, null)]);
    const byZone = new Map<string, OfdUnitRow[]>();
    for (const u of units) byZone.set(u.zoneId, [...(byZone.get(u.zoneId) ?? []), u]);
    // A zone is listed while it has units to send out or an OFD in progress; once its units leave it leaves the list.
    const listed = zones
      .filter((z) => byZone.has(z.zoneId) || z.ofdInProgress)
      .map((z) => {
        const zu = byZone.get(z.zoneId) ?? [];
        return { ...z, buyerCount: new Set(zu.map((u) => u.orgId)).size, tonnage: tonsOf(zu) };
      });
    return { zones: listed, dispatchWaveCutoffMinutes: request.query.dispatchWaveCutoffMinutes ?? null };
  });

  const zoneOf = async (hubId: string, zoneId: string) => {
    const [zone] = await ofd.lmZones(app.db, hubId, [zoneId]);
    if (!zone) throw notFound(OFD_REFUSALS.zoneNotFound(zoneId));
    return zone;
  };

  registerEndpoint(app, getOfdZoneItemsSummary, async ({ request }) => {
    const hubId = request.hub!.hubOrgUnitId;
    const zone = await zoneOf(hubId, request.params.zoneId);
    const units = await ofd.units(app.db, hubId, [zone.zoneId]);
    return {
      zoneId: zone.zoneId,
      buyerCount: new Set(units.map((u) => u.orgId)).size,
      tonnage: tonsOf(units),
      itemCount: new Set(units.map((u) => u.itemId)).size,
      unitCount: units.reduce((a, u) => a + u.qty, 0),
      readyForOfd: zone.readyForOfd,
      ofdInProgress: zone.ofdInProgress,
    };
  });

  registerEndpoint(app, getOfdZoneDrops, async ({ request }) => {
    const hubId = request.hub!.hubOrgUnitId;
    const zone = await zoneOf(hubId, request.params.zoneId);
    return { drops: dropsOf(await ofd.units(app.db, hubId, [zone.zoneId])) };
  });

  registerEndpoint(app, getOfdInProgressTasks, async ({ request }) => {
    const zoneIds = request.query.zoneIds
      ?.split(',')
      .map((z) => z.trim())
      .filter(Boolean);
    const tasks = await ofd.tasks(app.db, { hubId: request.hub!.hubOrgUnitId, inProgress: true, ...(zoneIds?.length ? { zoneIds } : {}) });
    return { tasks: tasks.map(({ hubId: _hub, ...t }) => t) };
  });

  registerEndpoint(app, getDriverList, async ({ request }) => {
    const drivers = await ofd.allDrivers(app.db, request.hub!.hubOrgUnitId);
    return { drivers: request.query.isFmsInRequired === 'true' ? drivers.filter((d) => d.available) : drivers };
  });

  registerEndpoint(app, getDriverNames, async ({ request }) => {
    const hub = await app.findHub(request.query.hubOrgUnitId);
    if (!hub) throw notFound(hubNotFoundMessage(request.query.hubOrgUnitId));
    return { driverNames: await ofd.freeDrivers(app.db, hub.hubOrgUnitId) };
  });

  registerEndpoint(app, createOfdRequest, async ({ request }) => {
    const hubId = request.hub!.hubOrgUnitId;
    const body = request.body;
    const lm = body.disableEmulation === true;
    // LM manifest generation has the route batch tile's roles (000 §2 tile 14); plain Mark OFD needs a session.
    if (lm && !passesGuard('routeBatch', request.user!.flags)) throw forbidden(guardMessage('routeBatch'));
    const zoneIds = [...new Set(body.zoneIds)].sort();
    const orgUnitIds = body.orgUnitIds ? [...new Set(body.orgUnitIds)] : null;
    const task = await app.db.transaction(async (tx) => {
      // Lock order: the driver, then the zones by id. Two requests sharing a zone or a driver run one after the other,
      // and the second reads the first's task below (the partial unique index backs this up).
      const driver = await ofd.driver(tx, hubId, body.driverId, true);
      if (!driver) throw notFound(OFD_REFUSALS.driverNotFound(body.driverId));
      if (!driver.vehicleId) throw conflict(OFD_REFUSALS.driverNoVehicle(driver.driverId));
      const found = await ofd.lockZones(tx, hubId, zoneIds);
      const missing = zoneIds.find((z) => !found.has(z));
      if (missing) throw notFound(OFD_REFUSALS.zoneNotFound(missing));
      if (await ofd.driverHasTaskInProgress(tx, driver.driverId)) throw conflict(OFD_REFUSALS.driverBusy(driver.driverId));
      const zones = await ofd.lmZones(tx, hubId, zoneIds);
      for (const z of zones) {
        if (z.ofdInProgress) throw conflict(OFD_REFUSALS.zoneInProgress(z.zoneId));
        if (z.readyForOfd === false) throw conflict(OFD_REFUSALS.zoneNotReady(z.zoneId));
      }
      const units = await ofd.units(tx, hubId, zoneIds);
      if (!units.length) throw conflict(OFD_MESSAGES.noItems);
      if (orgUnitIds) {
        const buyers = new Set(units.map((u) => u.orgId));
        const strangers = orgUnitIds.filter((o) => !buyers.has(o));
        if (strangers.length) throw conflict(OFD_REFUSALS.buyersNotInZones(strangers));
      }
      return ofd.createTask(tx, {
        taskId: ofd.newTaskId(hubId, lm ? 'LM_MANIFEST' : 'OFD'),
        hubId,
        kind: lm ? 'LM_MANIFEST' : 'OFD',
        driverId: driver.driverId,
        zoneIds,
        orgUnitIds,
        createdBy: request.user!.email,
      });
    });
    scheduleFinish(task.taskId, request.user!.email);
    const [row] = await ofd.tasks(app.db, { taskId: task.taskId });
    const { hubId: _hub, ...shown } = row!;
    return { task: shown };
  });
};
