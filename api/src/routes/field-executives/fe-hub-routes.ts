import { type FastifyPluginAsync } from 'fastify';
import { assignFieldExecutive, deassignFieldExecutive, FE_MESSAGES, getActiveFes, getEnabledHubs, hubNotFoundMessage } from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { conflict, notFound } from '../../lib/http-error';
import { FE_CONSTRAINTS } from '../../repositories/field-executives';
import { isUniqueViolation, toSummary } from './helpers';

/** Hub Management (spec 001 §2, §7): hub managers only (the contracts' guard), enforced here as in the UI. */
export const feHubRoutes: FastifyPluginAsync = async (app) => {
  const fes = app.repos.fieldExecutives;

  registerEndpoint(app, getEnabledHubs, async () => {
    const rows = await app.repos.hubs.list(app.db);
    return rows.map((h) => ({ name: h.hubName, orgUnitId: h.hubOrgUnitId }));
  });

  // The hub of the path is resolved (or refused with 404) by the hub-context plugin before this runs.
  registerEndpoint(app, getActiveFes, async ({ request }) => {
    const rows = await fes.activeAtHub(app.db, request.hub!.hubOrgUnitId);
    return { activeFes: rows.map((r) => ({ ...toSummary(r), assignedAt: r.assignedAt.toISOString() })) };
  });

  registerEndpoint(app, assignFieldExecutive, async ({ request }) => {
    const { feId, hubOrgUnitId } = request.body;
    await app.db
      .transaction(async (tx) => {
        const fe = await fes.get(tx, feId, true);
        if (!fe) throw notFound(FE_MESSAGES.notFound);
        if (fe.status !== 'ACTIVE') throw conflict(FE_MESSAGES.onlyActiveAssign);
        if (!(await app.repos.hubs.get(tx, hubOrgUnitId))) throw notFound(hubNotFoundMessage(hubOrgUnitId));
        if (await fes.isAssigned(tx, feId, hubOrgUnitId)) throw conflict(FE_MESSAGES.alreadyAssigned);
        await fes.assign(tx, feId, hubOrgUnitId, request.user!.email);
      })
      .catch((err: unknown) => {
        // Two assigns at once: the partial unique index lets one through.
        if (isUniqueViolation(err, FE_CONSTRAINTS.activeAssignmentUnique)) throw conflict(FE_MESSAGES.alreadyAssigned);
        throw err;
      });
    return { successful: true as const, message: FE_MESSAGES.assigned };
  });

  registerEndpoint(app, deassignFieldExecutive, async ({ request }) => {
    const { feId, hubOrgUnitId } = request.body;
    await app.db.transaction(async (tx) => {
      if (!(await fes.get(tx, feId))) throw notFound(FE_MESSAGES.notFound);
      if (!(await fes.deassign(tx, feId, hubOrgUnitId, request.user!.email))) throw notFound(FE_MESSAGES.notAssigned);
    });
    return { successful: true as const, message: FE_MESSAGES.deassigned };
  });
};
