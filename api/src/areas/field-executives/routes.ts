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
import { registerFieldExecutiveHubLookup } from './hub-lookup';
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
  registerFieldExecutiveHubLookup(app);

  // List, read, identifier search, create, edit and deactivate (spec 001 §5, §7).
  // Every answer is shaped for the user (PAN and phone masked without the hub-manager flag, docs/adr/006); the writes
  // are hub-manager-only (the contracts' guard).
  registerEndpoint(app, getFieldExecutives, ({ query, user }) => fes.list(query, user));
  registerEndpoint(app, searchFieldExecutive, ({ query, user }) => fes.search(query.identifier, user));
  registerEndpoint(app, getFieldExecutive, ({ params, user }) => fes.get(params.id, user));
  registerEndpoint(app, createFieldExecutive, ({ body, user }) => fes.create(body, user));
  registerEndpoint(app, updateFieldExecutive, ({ params, body, user }) => fes.update(params.id, body, user));
  registerEndpoint(app, deactivateFieldExecutive, ({ params, body, user }) => fes.deactivate(params.id, body.reason, user));

  // Hub Management (spec 001 §2, §7): hub managers only (the contracts' guard). The hub of a path is resolved (or
  // refused with 404) by the hub-context plugin before the handler runs.
  registerEndpoint(app, getEnabledHubs, ({ user }) => fes.enabledHubs(user));
  registerEndpoint(app, getActiveFes, ({ hub, user }) => fes.activeAtHub(hub.hubOrgUnitId, user));
  registerEndpoint(app, assignFieldExecutive, ({ body, user }) => fes.assign(body.feId, body.hubOrgUnitId, user.email));
  registerEndpoint(app, deassignFieldExecutive, ({ body, user }) => fes.deassign(body.feId, body.hubOrgUnitId, user.email));

  // Its own scope: it swaps the body parsers for a raw stream.
  await app.register(uploadRoutes, { service: fes });
};
