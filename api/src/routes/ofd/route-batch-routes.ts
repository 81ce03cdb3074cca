import { type FastifyPluginAsync } from 'fastify';
import {
  AFTERNOON_END_MINUTE,
  getPendingRouteBatches,
  getRouteBatchInfo,
  hubDate,
  hubMinuteOfDay,
  mapRouteBatches,
  OFD_MESSAGES,
  OFD_REFUSALS,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { hubNow } from '../../lib/hub-clock';

/** Route batch management (000 §2, §4, §7): today's routes, their batches, and mapping them MORNING / AFTERNOON. */
export const routeBatchRoutes: FastifyPluginAsync = async (app) => {
  const ofd = app.repos.ofd;
  /** Route batching is a pilot (DOUBLE_DISPATCH): a hub without it has no batches to manage. */
  const requireBatching = async (hubId: string) => {
    if (!(await app.repos.hubs.pilots(app.db, hubId)).has('DOUBLE_DISPATCH')) throw conflict(OFD_REFUSALS.routeBatchingOff);
  };

  registerEndpoint(app, getPendingRouteBatches, async ({ request }) => {
    const hubId = request.hub!.hubOrgUnitId;
    await requireBatching(hubId);
    const routes = await ofd.routes(app.db, hubId, await ofd.batchDate(app.db, hubId, hubDate(hubNow(request))));
    return { routes: routes.filter((r) => r.routeBatch === null) };
  });

  registerEndpoint(app, getRouteBatchInfo, async ({ request }) => {
    const hub = request.hub!;
    await requireBatching(hub.hubOrgUnitId);
    const now = hubNow(request);
    const batchDate = await ofd.batchDate(app.db, hub.hubOrgUnitId, hubDate(now));
    return {
      batchDate,
      routes: await ofd.routes(app.db, hub.hubOrgUnitId, batchDate),
      hubMinuteOfDay: hubMinuteOfDay(now),
      afternoonStartMinute: hub.afternoonBatchStartMinute,
      afternoonEndMinute: AFTERNOON_END_MINUTE,
    };
  });

  registerEndpoint(app, mapRouteBatches, async ({ request }) => {
    const hub = request.hub!;
    await requireBatching(hub.hubOrgUnitId);
    const now = hubNow(request);
    const batchDate = await ofd.batchDate(app.db, hub.hubOrgUnitId, hubDate(now));
    const names = request.body.routes.map((r) => r.routeName);
    if (new Set(names).size !== names.length) throw badRequest(OFD_REFUSALS.duplicateRoutes);
    if (request.body.routes.some((r) => r.routeBatch === 'AFTERNOON')) {
      // The hub's afternoon start (default minute 600) up to minute 1140, on the hub clock (000 §4, §9).
      const minute = hubMinuteOfDay(now);
      if (minute < hub.afternoonBatchStartMinute) throw conflict(OFD_MESSAGES.afternoonBeforeTen);
      if (minute > AFTERNOON_END_MINUTE) throw conflict(OFD_REFUSALS.afternoonAfterSeven);
    }
    return app.db.transaction(async (tx) => {
      const known = await ofd.knownRoutes(tx, hub.hubOrgUnitId, batchDate, names);
      const unknown = names.filter((n) => !known.has(n));
      if (unknown.length) throw notFound(OFD_REFUSALS.unknownRoutes(unknown));
      for (const r of [...request.body.routes].sort((a, b) => a.routeName.localeCompare(b.routeName)))
        await ofd.mapRoute(tx, hub.hubOrgUnitId, batchDate, r.routeName, r.routeBatch, request.user!.email);
      const pending = (await ofd.routes(tx, hub.hubOrgUnitId, batchDate)).filter((r) => r.routeBatch === null).length;
      return { mapped: names.length, pendingCount: pending };
    });
  });
};
