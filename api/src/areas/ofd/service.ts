import { type FastifyInstance } from 'fastify';
import {
  AFTERNOON_END_MINUTE,
  guardMessage,
  hubDate,
  hubDayStart,
  hubMinuteOfDay,
  hubNotFoundMessage,
  OFD_MESSAGES,
  OFD_REFUSALS,
  type OfdDropPoint,
  type OfdRequestBody,
  missingPilot,
  OFD_SCREENS,
  passesGuard,
  PILOT_REFUSALS,
  type RouteBatchMapBody,
} from '@hub/shared/contracts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { type AuthUser } from '../../plugins/app/session';
import { type HubRow } from '../../repositories/hubs';
import { type OfdUnitRow } from './repository';

/** The dispatch wave's cutoff instant (000 §9, hour times 60): minute `cutoffMinutes` of the hub's day of `now`. */
const waveCutoffAt = (now: Date, cutoffMinutes: number) => new Date(hubDayStart(now).getTime() + cutoffMinutes * 60_000);

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

/**
 * Mark OFD, Generate LM Manifest and route batch management (spec 000 §2, §4, §5, §7; docs/areas/ofd.md "Mark OFD,
 * LM manifest, route batches"). Which hubs may call what (continuous dispatch for Mark OFD, route batching for route
 * batches) is the contracts' `pilot`, checked before these run. `finisher` finishes a new task later (finish.ts).
 */
export function createOfdService(app: FastifyInstance, { finisher }: { finisher: { schedule: (taskId: string, user: string) => void } }) {
  const ofd = app.repos.ofd;

  const zoneOf = async (hubId: string, zoneId: string) => {
    const [zone] = await ofd.lmZones(app.db, hubId, [zoneId]);
    if (!zone) throw notFound(OFD_REFUSALS.zoneNotFound(zoneId));
    return zone;
  };

  return {
    /**
     * LM zones with units to send out or an OFD in progress: buyers and tonnage (000 §2 "Mark OFD" zone list). With
     * `dispatchWaveCutoffMinutes` (000 §7, §9) only the zones of that dispatch wave: those holding units of an order
     * placed before the cutoff, the hub's day (of `now`, the hub clock) at that minute; a zone with an OFD in progress
     * stays listed. A listed zone's buyers and tonnage are the whole zone's, as its screen and the OFD take it
     * (docs/areas/ofd.md "Dispatch wave").
     */
    async zonesSummary(hubId: string, dispatchWaveCutoffMinutes: number | undefined, now: Date) {
      const [zones, units] = await Promise.all([ofd.lmZones(app.db, hubId), ofd.units(app.db, hubId, null)]);
      const byZone = new Map<string, OfdUnitRow[]>();
      for (const u of units) byZone.set(u.zoneId, [...(byZone.get(u.zoneId) ?? []), u]);
      const cutoff = dispatchWaveCutoffMinutes === undefined ? null : waveCutoffAt(now, dispatchWaveCutoffMinutes);
      const inWave = (zoneId: string) => cutoff === null || (byZone.get(zoneId) ?? []).some((u) => u.placedAt < cutoff);
      // A zone is listed while it has units to send out (of the wave, when one is asked for) or an OFD in progress;
      // once its units leave it leaves the list.
      const listed = zones
        .filter((z) => (byZone.has(z.zoneId) && inWave(z.zoneId)) || z.ofdInProgress)
        .map((z) => {
          const zu = byZone.get(z.zoneId) ?? [];
          return { ...z, buyerCount: new Set(zu.map((u) => u.orgId)).size, tonnage: tonsOf(zu) };
        });
      return { zones: listed, dispatchWaveCutoffMinutes: dispatchWaveCutoffMinutes ?? null };
    },

    async zoneItemsSummary(hubId: string, zoneId: string) {
      const zone = await zoneOf(hubId, zoneId);
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
    },

    async zoneDrops(hubId: string, zoneId: string) {
      const zone = await zoneOf(hubId, zoneId);
      return { drops: dropsOf(await ofd.units(app.db, hubId, [zone.zoneId])) };
    },

    /** The hub's tasks in progress; with `zoneIdList` (comma separated) only those touching one of those zones. */
    async inProgress(hubId: string, zoneIdList: string | undefined) {
      const zoneIds = zoneIdList
        ?.split(',')
        .map((z) => z.trim())
        .filter(Boolean);
      const tasks = await ofd.tasks(app.db, { hubId, inProgress: true, ...(zoneIds?.length ? { zoneIds } : {}) });
      return { tasks: tasks.map(({ hubId: _hub, ...t }) => t) };
    },

    /** Drivers free for an OFD; the hub is the query's (the spec's path has none), so it is looked up here. */
    async driverNames(hubOrgUnitId: string) {
      const hub = await app.findHub(hubOrgUnitId);
      if (!hub) throw notFound(hubNotFoundMessage(hubOrgUnitId));
      return { driverNames: await ofd.freeDrivers(app.db, hub.hubOrgUnitId) };
    },

    /** Mark OFD (or, with disableEmulation, generate an LM manifest): an OFD task in progress the finisher ends. */
    async create(hubId: string, body: OfdRequestBody, user: AuthUser) {
      const lm = body.disableEmulation === true;
      // LM manifest generation has the route batch tile's roles (000 §2 tile 14); plain Mark OFD needs a session.
      if (lm && !passesGuard('routeBatch', user.flags)) throw forbidden(guardMessage('routeBatch'));
      // The contract admits either screen's pilot (MARK_OFD_OR_LM); the request is one screen's: Mark OFD needs
      // continuous dispatch, LM generation route batching (000 §2 tiles 6 and 14), read now like the contract's check.
      const missing = missingPilot(lm ? OFD_SCREENS.lm : OFD_SCREENS.markOfd, await app.repos.hubs.pilots(app.db, hubId));
      if (missing) throw conflict(PILOT_REFUSALS[missing]);
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
          createdBy: user.email,
        });
      });
      finisher.schedule(task.taskId, user.email);
      const [row] = await ofd.tasks(app.db, { taskId: task.taskId });
      const { hubId: _hub, ...shown } = row!;
      return { task: shown };
    },

    /** Today's routes of the hub without a batch (000 §2 "Route batch management"); `now` is the hub clock. */
    async pendingRoutes(hubId: string, now: Date) {
      const routes = await ofd.routes(app.db, hubId, await ofd.batchDate(app.db, hubId, hubDate(now)));
      return { routes: routes.filter((r) => r.routeBatch === null) };
    },

    async routeBatchInfo(hub: HubRow, now: Date) {
      const batchDate = await ofd.batchDate(app.db, hub.hubOrgUnitId, hubDate(now));
      return {
        batchDate,
        routes: await ofd.routes(app.db, hub.hubOrgUnitId, batchDate),
        hubMinuteOfDay: hubMinuteOfDay(now),
        afternoonStartMinute: hub.afternoonBatchStartMinute,
        afternoonEndMinute: AFTERNOON_END_MINUTE,
      };
    },

    /**
     * Sets MORNING or AFTERNOON on routes of the batch day: a route without a batch gets one (000 §2), and a route's
     * batch can be changed (docs/areas/ofd.md "Route batches"). The switch rule of 000 §4 and §9 is judged against the
     * route's batch now, under its row lock: becoming AFTERNOON (from MORNING or from none) only inside the hub's
     * afternoon window (its start, default minute 600, up to minute 1140 of the hub clock); becoming MORNING always; a
     * route sent with the batch it has changes nothing. All or nothing.
     */
    async mapRoutes(hub: HubRow, now: Date, body: RouteBatchMapBody, by: string) {
      const batchDate = await ofd.batchDate(app.db, hub.hubOrgUnitId, hubDate(now));
      const names = body.routes.map((r) => r.routeName);
      if (new Set(names).size !== names.length) throw badRequest(OFD_REFUSALS.duplicateRoutes);
      const minute = hubMinuteOfDay(now);
      return app.db.transaction(async (tx) => {
        const current = await ofd.lockRoutes(tx, hub.hubOrgUnitId, batchDate, names);
        const unknown = names.filter((n) => !current.has(n));
        if (unknown.length) throw notFound(OFD_REFUSALS.unknownRoutes(unknown));
        const changes = body.routes.filter((r) => current.get(r.routeName) !== r.routeBatch);
        if (changes.some((r) => r.routeBatch === 'AFTERNOON')) {
          if (minute < hub.afternoonBatchStartMinute) throw conflict(OFD_MESSAGES.afternoonBeforeTen);
          if (minute > AFTERNOON_END_MINUTE) throw conflict(OFD_REFUSALS.afternoonAfterSeven);
        }
        for (const r of changes.sort((a, b) => a.routeName.localeCompare(b.routeName)))
          await ofd.mapRoute(tx, hub.hubOrgUnitId, batchDate, r.routeName, r.routeBatch, by);
        const pending = (await ofd.routes(tx, hub.hubOrgUnitId, batchDate)).filter((r) => r.routeBatch === null).length;
        return { mapped: names.length, pendingCount: pending };
      });
    },
  };
}
