import crypto from 'node:crypto';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkFeIdentifier,
  createFieldExecutiveBodySchema,
  deactivateFieldExecutiveBodySchema,
  errorBodySchema,
  FE_MESSAGES,
  feIdParamsSchema,
  feListQuerySchema,
  feListResponseSchema,
  feSearchQuerySchema,
  feSearchResponseSchema,
  fieldExecutiveResponseSchema,
  fieldExecutiveWriteResponseSchema,
  updateFieldExecutiveBodySchema,
  type FeStatusCounts,
} from '@hub/shared/contracts';
import { type Db } from '../../db/client';
import { feHubAssignments, fieldExecutives, fileUploads } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { escapeLike, fileIdOfUrl, isUniqueViolation, refuseInvalid, toFieldExecutive, toSummary } from './helpers';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const PAN_UNIQUE = 'field_executives_pan_number_unique';

/** FE- plus 8 random digits; collisions (1 in 10^8 per existing FE) are retried by the caller. */
const newFeId = () => `FE-${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Refuses a photo URL that is not one of our uploads (a typed or foreign URL is never stored). */
async function assertUploaded(db: Db | Tx, url: string, message: string): Promise<void> {
  const fileId = fileIdOfUrl(url);
  const [row] = fileId ? await db.select({ id: fileUploads.id }).from(fileUploads).where(eq(fileUploads.id, fileId)).limit(1) : [];
  if (!row) throw badRequest(message, [message]);
}

/** List, read, identifier search, create, edit and deactivate of field executives (spec 001 §5, §7). */
export const feRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/field-executives/recent',
    {
      schema: {
        tags: ['field-executives'],
        summary: 'FEs, most recent first: status filter, search over id/name/phone/PAN, paging, counts per status',
        querystring: feListQuerySchema,
        response: { 200: feListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { status, search, page, pageSize } = request.query;
      const fe = fieldExecutives;
      const term = search ? `%${escapeLike(search)}%` : null;
      const matches: SQL | undefined = term ? or(ilike(fe.id, term), ilike(fe.name, term), ilike(fe.phoneNumber, term), ilike(fe.panNumber, term)) : undefined;
      const where = status === 'ALL' ? matches : and(matches, eq(fe.status, status));
      const [countRows, rows] = await Promise.all([
        app.db.select({ status: fe.status, n: count() }).from(fe).where(matches).groupBy(fe.status),
        app.db
          .select({ id: fe.id, name: fe.name, phoneNumber: fe.phoneNumber, panNumber: fe.panNumber, status: fe.status, createdAt: fe.createdAt })
          .from(fe)
          .where(where)
          .orderBy(desc(fe.createdAt), desc(fe.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
      ]);
      const counts: FeStatusCounts = { ALL: 0, ACTIVE: 0, DEACTIVATED: 0 };
      for (const r of countRows) {
        const n = Number(r.n);
        counts.ALL += n;
        if (r.status === 'ACTIVE' || r.status === 'DEACTIVATED') counts[r.status] += n;
      }
      return { items: rows.map(toSummary), total: counts[status], page, pageSize, counts };
    },
  );

  app.get(
    '/field-executives/search',
    {
      schema: {
        tags: ['field-executives'],
        summary: 'One FE by identifier: FE id, phone (10 digits) or PAN; progressive checks as in the UI',
        querystring: feSearchQuerySchema,
        response: { 200: feSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const check = checkFeIdentifier(request.query.identifier);
      if (check.kind === 'blank') throw badRequest('Identifier is required');
      if (check.kind !== 'complete') throw badRequest(check.message);
      const fe = fieldExecutives;
      const column = check.type === 'id' ? fe.id : check.type === 'phone' ? fe.phoneNumber : fe.panNumber;
      // A phone may belong to several FEs over time: the active, most recent one is the one meant.
      const [row] = await app.db
        .select()
        .from(fe)
        .where(eq(column, check.value))
        .orderBy(asc(sql`case when ${fe.status} = 'ACTIVE' then 0 else 1 end`), desc(fe.createdAt))
        .limit(1);
      if (!row) throw notFound(FE_MESSAGES.noIdentifierMatch);
      const hubs = await app.db
        .select({ hub: feHubAssignments.hubOrgUnitId })
        .from(feHubAssignments)
        .where(and(eq(feHubAssignments.feId, row.id), eq(feHubAssignments.active, true)));
      return { matchedBy: check.type, fieldExecutive: toSummary(row), assignedHubOrgUnitIds: hubs.map((h) => h.hub) };
    },
  );

  app.get(
    '/field-executives/:id',
    { schema: { tags: ['field-executives'], summary: 'One FE', params: feIdParamsSchema, response: { 200: fieldExecutiveResponseSchema, ...errors } } },
    async (request) => {
      const [row] = await app.db.select().from(fieldExecutives).where(eq(fieldExecutives.id, request.params.id)).limit(1);
      if (!row) throw notFound(FE_MESSAGES.notFound);
      return toFieldExecutive(row);
    },
  );

  app.post(
    '/field-executives',
    {
      attachValidation: true,
      schema: {
        tags: ['field-executives'],
        summary: 'Onboard an FE (both images uploaded first); PAN unique',
        body: createFieldExecutiveBodySchema,
        response: { 200: fieldExecutiveWriteResponseSchema, ...errors },
      },
    },
    async (request) => {
      refuseInvalid(request, createFieldExecutiveBodySchema);
      const body = request.body;
      const by = request.user!.email;
      const row = await app.db.transaction(async (tx) => {
        const [dup] = await tx.select({ id: fieldExecutives.id }).from(fieldExecutives).where(eq(fieldExecutives.panNumber, body.panNumber)).limit(1);
        if (dup) throw conflict(FE_MESSAGES.panExists);
        await assertUploaded(tx, body.panCardPhotoUrl, FE_MESSAGES.panCardRequired);
        await assertUploaded(tx, body.addressProofPhotoUrl, FE_MESSAGES.addressProofRequired);
        for (let attempt = 0; attempt < 5; attempt++) {
          const [inserted] = await tx
            .insert(fieldExecutives)
            .values({ ...body, id: newFeId(), status: 'ACTIVE', currentActive: true, createdBy: by })
            .onConflictDoNothing({ target: fieldExecutives.id })
            .returning();
          if (inserted) return inserted;
        }
        throw new Error('Could not allocate a field executive id');
      }).catch((err: unknown) => {
        // Two onboardings of one PAN at once: the unique index decides, the loser gets the same 409.
        if (isUniqueViolation(err, PAN_UNIQUE)) throw conflict(FE_MESSAGES.panExists);
        throw err;
      });
      return { message: FE_MESSAGES.created, data: toFieldExecutive(row) };
    },
  );

  app.put(
    '/field-executives/:id',
    {
      attachValidation: true,
      schema: {
        tags: ['field-executives'],
        summary: 'Edit an active FE: changed fields only; PAN is not editable',
        params: feIdParamsSchema,
        body: updateFieldExecutiveBodySchema,
        response: { 200: fieldExecutiveWriteResponseSchema, ...errors },
      },
    },
    async (request) => {
      refuseInvalid(request, updateFieldExecutiveBodySchema);
      const { panNumber: _pan, ...body } = request.body;
      const id = request.params.id;
      const row = await app.db.transaction(async (tx) => {
        const [current] = await tx.select().from(fieldExecutives).where(eq(fieldExecutives.id, id)).for('update').limit(1);
        if (!current) throw notFound(FE_MESSAGES.notFound);
        if (current.status !== 'ACTIVE') throw conflict(FE_MESSAGES.onlyActiveEdit);
        const changes = Object.fromEntries(
          Object.entries(body).filter(([k, v]) => v !== undefined && v !== current[k as keyof typeof current]),
        ) as typeof body;
        if (Object.keys(changes).length === 0) throw badRequest(FE_MESSAGES.noChanges);
        if (changes.panCardPhotoUrl) await assertUploaded(tx, changes.panCardPhotoUrl, FE_MESSAGES.panCardRequired);
        if (changes.addressProofPhotoUrl) await assertUploaded(tx, changes.addressProofPhotoUrl, FE_MESSAGES.addressProofRequired);
        const [updated] = await tx.update(fieldExecutives).set({ ...changes, updatedAt: new Date() }).where(eq(fieldExecutives.id, id)).returning();
        return updated!;
      });
      return { message: FE_MESSAGES.updated, data: toFieldExecutive(row) };
    },
  );

  app.post(
    '/field-executives/:id/deactivate',
    {
      attachValidation: true,
      schema: {
        tags: ['field-executives'],
        summary: 'Deactivate an active FE with a reason (>= 10 characters); ends its hub assignments',
        params: feIdParamsSchema,
        body: deactivateFieldExecutiveBodySchema,
        response: { 200: fieldExecutiveWriteResponseSchema, ...errors },
      },
    },
    async (request) => {
      refuseInvalid(request, deactivateFieldExecutiveBodySchema);
      const id = request.params.id;
      const by = request.user!.email;
      const now = new Date();
      const row = await app.db.transaction(async (tx) => {
        const [current] = await tx.select({ status: fieldExecutives.status }).from(fieldExecutives).where(eq(fieldExecutives.id, id)).for('update').limit(1);
        if (!current) throw notFound(FE_MESSAGES.notFound);
        if (current.status !== 'ACTIVE') throw conflict(FE_MESSAGES.onlyActiveDeactivate);
        const [updated] = await tx
          .update(fieldExecutives)
          .set({ status: 'DEACTIVATED', currentActive: false, deactivationReason: request.body.reason, deactivatedBy: by, deactivatedAt: now, updatedAt: now })
          .where(and(eq(fieldExecutives.id, id), inArray(fieldExecutives.status, ['ACTIVE'])))
          .returning();
        // A deactivated FE works at no hub any more.
        await tx
          .update(feHubAssignments)
          .set({ active: false, deassignedAt: now, deassignedBy: by })
          .where(and(eq(feHubAssignments.feId, id), eq(feHubAssignments.active, true)));
        return updated!;
      });
      return { message: FE_MESSAGES.deactivated, data: toFieldExecutive(row) };
    },
  );
};
