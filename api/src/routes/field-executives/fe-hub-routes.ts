import { and, asc, eq } from 'drizzle-orm';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeFesResponseSchema,
  enabledHubsResponseSchema,
  errorBodySchema,
  FE_MESSAGES,
  feHubAssignmentBodySchema,
  feHubAssignmentResponseSchema,
  feHubParamsSchema,
} from '@hub/shared/contracts';
import { feHubAssignments, fieldExecutives, hubs } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { isUniqueViolation, refuseInvalid, toSummary } from './helpers';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const ACTIVE_UNIQUE = 'fe_hub_assignments_active_uq';
const guard = { guard: 'hubManager' as const };

/** Hub Management (spec 001 §2, §7): hub managers only, enforced here as in the UI. */
export const feHubRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/field-executives/fe-hub/enabled-hubs',
    { config: guard, schema: { tags: ['field-executives'], summary: 'Hubs FEs can be assigned to', response: { 200: enabledHubsResponseSchema, ...errors } } },
    async () => {
      const rows = await app.db.select({ name: hubs.hubName, orgUnitId: hubs.hubOrgUnitId }).from(hubs).orderBy(asc(hubs.hubName));
      return rows;
    },
  );

  app.get(
    '/field-executives/fe-hub/hub/:hubId/active-fes',
    {
      config: guard,
      schema: { tags: ['field-executives'], summary: "A hub's actively assigned FEs", params: feHubParamsSchema, response: { 200: activeFesResponseSchema, ...errors } },
    },
    async (request) => {
      const { hubId } = request.params;
      const [hub] = await app.db.select({ id: hubs.hubOrgUnitId }).from(hubs).where(eq(hubs.hubOrgUnitId, hubId)).limit(1);
      if (!hub) throw notFound(FE_MESSAGES.hubNotFound);
      const rows = await app.db
        .select({
          id: fieldExecutives.id,
          name: fieldExecutives.name,
          phoneNumber: fieldExecutives.phoneNumber,
          panNumber: fieldExecutives.panNumber,
          status: fieldExecutives.status,
          createdAt: fieldExecutives.createdAt,
          assignedAt: feHubAssignments.assignedAt,
        })
        .from(feHubAssignments)
        .innerJoin(fieldExecutives, eq(fieldExecutives.id, feHubAssignments.feId))
        .where(and(eq(feHubAssignments.hubOrgUnitId, hubId), eq(feHubAssignments.active, true), eq(fieldExecutives.status, 'ACTIVE')))
        .orderBy(asc(fieldExecutives.name), asc(fieldExecutives.id));
      return { activeFes: rows.map((r) => ({ ...toSummary(r), assignedAt: r.assignedAt.toISOString() })) };
    },
  );

  app.post(
    '/field-executives/fe-hub/assign',
    {
      config: guard,
      attachValidation: true,
      schema: { tags: ['field-executives'], summary: 'Assign an active FE to a hub (once)', body: feHubAssignmentBodySchema, response: { 200: feHubAssignmentResponseSchema, ...errors } },
    },
    async (request) => {
      refuseInvalid(request, feHubAssignmentBodySchema);
      const { feId, hubOrgUnitId } = request.body;
      await app.db
        .transaction(async (tx) => {
          const [fe] = await tx.select({ status: fieldExecutives.status }).from(fieldExecutives).where(eq(fieldExecutives.id, feId)).for('update').limit(1);
          if (!fe) throw notFound(FE_MESSAGES.notFound);
          if (fe.status !== 'ACTIVE') throw conflict(FE_MESSAGES.onlyActiveAssign);
          const [hub] = await tx.select({ id: hubs.hubOrgUnitId }).from(hubs).where(eq(hubs.hubOrgUnitId, hubOrgUnitId)).limit(1);
          if (!hub) throw notFound(FE_MESSAGES.hubNotFound);
          const [existing] = await tx
            .select({ id: feHubAssignments.id })
            .from(feHubAssignments)
            .where(and(eq(feHubAssignments.feId, feId), eq(feHubAssignments.hubOrgUnitId, hubOrgUnitId), eq(feHubAssignments.active, true)))
            .limit(1);
          if (existing) throw conflict(FE_MESSAGES.alreadyAssigned);
          await tx.insert(feHubAssignments).values({ feId, hubOrgUnitId, active: true, assignedBy: request.user!.email });
        })
        .catch((err: unknown) => {
          // Two assigns at once: the partial unique index lets one through.
          if (isUniqueViolation(err, ACTIVE_UNIQUE)) throw conflict(FE_MESSAGES.alreadyAssigned);
          throw err;
        });
      return { successful: true as const, message: FE_MESSAGES.assigned };
    },
  );

  app.put(
    '/field-executives/fe-hub/deassign',
    {
      config: guard,
      attachValidation: true,
      schema: { tags: ['field-executives'], summary: 'End an FE\'s active assignment to a hub', body: feHubAssignmentBodySchema, response: { 200: feHubAssignmentResponseSchema, ...errors } },
    },
    async (request) => {
      refuseInvalid(request, feHubAssignmentBodySchema);
      const { feId, hubOrgUnitId } = request.body;
      await app.db.transaction(async (tx) => {
        const [fe] = await tx.select({ id: fieldExecutives.id }).from(fieldExecutives).where(eq(fieldExecutives.id, feId)).limit(1);
        if (!fe) throw notFound(FE_MESSAGES.notFound);
        const ended = await tx
          .update(feHubAssignments)
          .set({ active: false, deassignedAt: new Date(), deassignedBy: request.user!.email })
          .where(and(eq(feHubAssignments.feId, feId), eq(feHubAssignments.hubOrgUnitId, hubOrgUnitId), eq(feHubAssignments.active, true)))
          .returning({ id: feHubAssignments.id });
        if (ended.length === 0) throw notFound(FE_MESSAGES.notAssigned);
      });
      return { successful: true as const, message: FE_MESSAGES.deassigned };
    },
  );
};
