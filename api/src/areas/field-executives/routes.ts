import { type FastifyPluginAsync } from 'fastify';
import {
  assignFieldExecutive,
  createFieldExecutive,
  deactivateFieldExecutive,
  deassignFieldExecutive,
  getActiveFes,
  getEnabledHubs,
  getFieldExecutive,
  getFieldExecutives,
  searchFieldExecutive,
  updateFieldExecutive,
  uploadFieldExecutiveFile,
} from '@hub/shared/contracts';
import { registerEndpoint } from '../../lib/endpoint-route';
import { createFieldExecutiveService } from './service';
import { readUploadBody } from './upload-body';

type FieldExecutiveService = ReturnType<typeof createFieldExecutiveService>;

/** Upload of FE images (raw body, png or jpeg by content, at most 2097152 bytes); GET /files/{fileId} serves them. */
const uploadRoutes: FastifyPluginAsync<{ service: FieldExecutiveService }> = async (app, { service }) => {
  // Only this scope reads the body as a raw stream of any type; JSON routes elsewhere keep their parsers.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  registerEndpoint(app, uploadFieldExecutiveFile, async ({ user, query, request, reply }) =>
    service.upload(user.id, query, await readUploadBody(request, reply)),
  );
};

/**
 * Field executives (spec 001 §7): list, read, identifier search, onboard, edit, deactivate, image upload (served
 * by GET /files/{fileId}), and hub assignment. See docs/areas/field-executives.md.
 */
export const fieldExecutiveRoutes: FastifyPluginAsync = async (app) => {
  const fes = createFieldExecutiveService(app);

  // List, read, identifier search, create, edit and deactivate (spec 001 §5, §7).
  registerEndpoint(app, getFieldExecutives, ({ query }) => fes.list(query));
  registerEndpoint(app, searchFieldExecutive, ({ query }) => fes.search(query.identifier));
  registerEndpoint(app, getFieldExecutive, ({ params }) => fes.get(params.id));
  registerEndpoint(app, createFieldExecutive, ({ body, user }) => fes.create(body, user.email));
  registerEndpoint(app, updateFieldExecutive, ({ params, body }) => fes.update(params.id, body));
  registerEndpoint(app, deactivateFieldExecutive, ({ params, body, user }) => fes.deactivate(params.id, body.reason, user.email));

  // Hub Management (spec 001 §2, §7): hub managers only (the contracts' guard). The hub of a path is resolved (or
  // refused with 404) by the hub-context plugin before the handler runs.
  registerEndpoint(app, getEnabledHubs, () => fes.enabledHubs());
  registerEndpoint(app, getActiveFes, ({ hub }) => fes.activeAtHub(hub.hubOrgUnitId));
  registerEndpoint(app, assignFieldExecutive, ({ body, user }) => fes.assign(body.feId, body.hubOrgUnitId, user.email));
  registerEndpoint(app, deassignFieldExecutive, ({ body, user }) => fes.deassign(body.feId, body.hubOrgUnitId, user.email));

  // Its own scope: it swaps the body parsers for a raw stream.
  await app.register(uploadRoutes, { service: fes });
};
