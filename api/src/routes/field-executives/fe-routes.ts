import { type FastifyPluginAsync } from 'fastify';
import {
  checkFeIdentifier,
  createFieldExecutive,
  deactivateFieldExecutive,
  FE_MESSAGES,
  getFieldExecutive,
  getFieldExecutives,
  searchFieldExecutive,
  updateFieldExecutive,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { registerEndpoint } from '../../lib/endpoint-route';
import { badRequest, conflict, notFound } from '../../lib/http-error';
import { FE_CONSTRAINTS } from '../../repositories/field-executives';
import { fileIdOfUrl, isUniqueViolation, toFieldExecutive, toSummary } from './helpers';

/** List, read, identifier search, create, edit and deactivate of field executives (spec 001 §5, §7). */
export const feRoutes: FastifyPluginAsync = async (app) => {
  const fes = app.repos.fieldExecutives;

  /** Refuses a photo URL that is not one of our uploads (a typed or foreign URL is never stored). */
  async function assertUploaded(db: Db | Tx, url: string, message: string): Promise<void> {
    const fileId = fileIdOfUrl(url);
    if (!fileId || !(await fes.uploadExists(db, fileId))) throw badRequest(message, [message]);
  }

  registerEndpoint(app, getFieldExecutives, async ({ request }) => {
    const { rows, counts, total } = await fes.page(app.db, request.query);
    return { items: rows.map(toSummary), total, page: request.query.page, pageSize: request.query.pageSize, counts };
  });

  registerEndpoint(app, searchFieldExecutive, async ({ request }) => {
    const check = checkFeIdentifier(request.query.identifier);
    if (check.kind === 'blank') throw badRequest('Identifier is required');
    if (check.kind !== 'complete') throw badRequest(check.message);
    const row = await fes.findBy(app.db, check.type, check.value);
    if (!row) throw notFound(FE_MESSAGES.noIdentifierMatch);
    return { matchedBy: check.type, fieldExecutive: toSummary(row), assignedHubOrgUnitIds: await fes.activeHubIds(app.db, row.id) };
  });

  registerEndpoint(app, getFieldExecutive, async ({ request }) => {
    const row = await fes.get(app.db, request.params.id);
    if (!row) throw notFound(FE_MESSAGES.notFound);
    return toFieldExecutive(row);
  });

  registerEndpoint(app, createFieldExecutive, async ({ request }) => {
    const body = request.body;
    const row = await app.db
      .transaction(async (tx) => {
        if (await fes.panTaken(tx, body.panNumber)) throw conflict(FE_MESSAGES.panExists);
        await assertUploaded(tx, body.panCardPhotoUrl, FE_MESSAGES.panCardRequired);
        await assertUploaded(tx, body.addressProofPhotoUrl, FE_MESSAGES.addressProofRequired);
        return fes.create(tx, body, request.user!.email);
      })
      .catch((err: unknown) => {
        // Two onboardings of one PAN at once: the unique index decides, the loser gets the same 409.
        if (isUniqueViolation(err, FE_CONSTRAINTS.panUnique)) throw conflict(FE_MESSAGES.panExists);
        throw err;
      });
    return { message: FE_MESSAGES.created, data: toFieldExecutive(row) };
  });

  registerEndpoint(app, updateFieldExecutive, async ({ request }) => {
    const { panNumber: _pan, ...body } = request.body;
    const id = request.params.id;
    const row = await app.db.transaction(async (tx) => {
      const current = await fes.get(tx, id, true);
      if (!current) throw notFound(FE_MESSAGES.notFound);
      if (current.status !== 'ACTIVE') throw conflict(FE_MESSAGES.onlyActiveEdit);
      const changes = Object.fromEntries(Object.entries(body).filter(([k, v]) => v !== undefined && v !== current[k as keyof typeof current])) as typeof body;
      if (Object.keys(changes).length === 0) throw badRequest(FE_MESSAGES.noChanges);
      if (changes.panCardPhotoUrl) await assertUploaded(tx, changes.panCardPhotoUrl, FE_MESSAGES.panCardRequired);
      if (changes.addressProofPhotoUrl) await assertUploaded(tx, changes.addressProofPhotoUrl, FE_MESSAGES.addressProofRequired);
      return fes.update(tx, id, changes);
    });
    return { message: FE_MESSAGES.updated, data: toFieldExecutive(row) };
  });

  registerEndpoint(app, deactivateFieldExecutive, async ({ request }) => {
    const id = request.params.id;
    const row = await app.db.transaction(async (tx) => {
      const current = await fes.get(tx, id, true);
      if (!current) throw notFound(FE_MESSAGES.notFound);
      if (current.status !== 'ACTIVE') throw conflict(FE_MESSAGES.onlyActiveDeactivate);
      return fes.deactivate(tx, id, request.body.reason, request.user!.email);
    });
    return { message: FE_MESSAGES.deactivated, data: toFieldExecutive(row) };
  });
};
