import { defineEndpoint } from '../endpoint';
import { activeFesResponseSchema, enabledHubsResponseSchema, feHubAssignmentBodySchema, feHubAssignmentResponseSchema, feHubParamsSchema } from './fe-hub';
import {
  createFieldExecutiveBodySchema,
  deactivateFieldExecutiveBodySchema,
  feIdParamsSchema,
  feListQuerySchema,
  feListResponseSchema,
  feSearchQuerySchema,
  feSearchResponseSchema,
  feUploadQuerySchema,
  feUploadResponseSchema,
  fieldExecutiveResponseSchema,
  fieldExecutiveWriteResponseSchema,
  updateFieldExecutiveBodySchema,
} from './field-executives';
import { FE_UPLOAD_MAX_BYTES } from './messages';

// Field executives (spec 001 §7): one contract per call. List, read and search need a session (support staff reached
// by a direct link can look an FE up, answered with PAN and phone masked: `maskFieldExecutive`); create, edit and
// deactivate change an FE's identity data and, like hub assignment, are hub-manager-only (spec 001 §6 "Field Executive
// app entry limited to HubManager", docs/adr/006, docs/areas/field-executives.md "Role reading").
const area = 'field-executives';
/**
 * The FE a call names by `:id`: its hubs are those it is actively assigned to; an FE in no hub yet is open to every
 * hub manager, one assigned only to other hubs is refused with a 403 (hub scoping, docs/adr/013).
 */
const feByPath = { in: 'path', key: 'id', entity: 'fieldExecutive' } as const;

/** GET /field-executives/recent: one page of FEs (status filter, search over id/name/phone/PAN) with counts per status. */
export const getFieldExecutives = defineEndpoint({
  name: 'getFieldExecutives',
  method: 'GET',
  path: '/field-executives/recent',
  area,
  summary: 'FEs, most recent first: status filter, search over id/name/phone/PAN, paging, counts per status',
  access: 'session',
  hub: { filtered: 'FEs assigned to one of the hubs the user works in, or to none yet' },
  query: feListQuerySchema,
  response: feListResponseSchema,
});

/** GET /field-executives/search: one FE by identifier (FE id, phone or PAN); the spec does not show this path. */
export const searchFieldExecutive = defineEndpoint({
  name: 'searchFieldExecutive',
  method: 'GET',
  path: '/field-executives/search',
  area,
  summary: 'One FE by identifier: FE id, phone (10 digits) or PAN; progressive checks as in the UI',
  access: 'session',
  hub: { filtered: 'an FE assigned only to hubs the user does not work in is not found' },
  query: feSearchQuerySchema,
  response: feSearchResponseSchema,
  errors: [404],
});

/** GET /field-executives/{id}. */
export const getFieldExecutive = defineEndpoint({
  name: 'getFieldExecutive',
  method: 'GET',
  path: '/field-executives/:id',
  area,
  summary: 'One FE',
  access: 'session',
  hub: feByPath,
  params: feIdParamsSchema,
  response: fieldExecutiveResponseSchema,
  errors: [404],
});

/** POST /field-executives: onboard an FE (both images uploaded first); PAN unique. */
export const createFieldExecutive = defineEndpoint({
  name: 'createFieldExecutive',
  method: 'POST',
  path: '/field-executives',
  area,
  summary: 'Onboard an FE (both images uploaded first); PAN unique',
  access: 'hubManager',
  hub: { none: 'a new FE is in no hub until a hub manager assigns it' },
  body: createFieldExecutiveBodySchema,
  response: fieldExecutiveWriteResponseSchema,
  errors: [409],
  // A double tap or a retry after a lost answer must not onboard twice.
  idempotent: true,
});

/** PUT /field-executives/{id}: changed fields only; PAN is not editable. */
export const updateFieldExecutive = defineEndpoint({
  name: 'updateFieldExecutive',
  method: 'PUT',
  path: '/field-executives/:id',
  area,
  summary: 'Edit an active FE: changed fields only; PAN is not editable',
  access: 'hubManager',
  hub: feByPath,
  params: feIdParamsSchema,
  body: updateFieldExecutiveBodySchema,
  response: fieldExecutiveWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /field-executives/{id}/deactivate with a reason (at least 10 characters after trimming). */
export const deactivateFieldExecutive = defineEndpoint({
  name: 'deactivateFieldExecutive',
  method: 'POST',
  path: '/field-executives/:id/deactivate',
  area,
  summary: 'Deactivate an active FE with a reason (>= 10 characters); ends its hub assignments',
  access: 'hubManager',
  hub: feByPath,
  params: feIdParamsSchema,
  body: deactivateFieldExecutiveBodySchema,
  response: fieldExecutiveWriteResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** POST /field-executives/upload-file: one png or jpeg as the raw body (at most 2097152 bytes). */
export const uploadFieldExecutiveFile = defineEndpoint({
  name: 'uploadFieldExecutiveFile',
  method: 'POST',
  path: '/field-executives/upload-file',
  area,
  summary: 'Upload one png or jpeg (raw body, at most 2097152 bytes); answers the URL of the stored file',
  access: 'session',
  hub: { none: 'an upload is in no hub: only its uploader may read or attach it until an FE record refers to it' },
  query: feUploadQuerySchema,
  rawBody: { maxBytes: FE_UPLOAD_MAX_BYTES },
  response: feUploadResponseSchema,
  errors: [413, 415],
});

/** GET /field-executives/fe-hub/enabled-hubs: hubs FEs can be assigned to (a list; anything else is refused by the client). */
export const getEnabledHubs = defineEndpoint({
  name: 'getEnabledHubs',
  method: 'GET',
  path: '/field-executives/fe-hub/enabled-hubs',
  area,
  summary: 'Hubs FEs can be assigned to',
  access: 'hubManager',
  hub: { filtered: 'only the hubs the user works in' },
  response: enabledHubsResponseSchema,
});

/** GET /field-executives/fe-hub/hub/{hubId}/active-fes: the hub's actively assigned FEs. */
export const getActiveFes = defineEndpoint({
  name: 'getActiveFes',
  method: 'GET',
  path: '/field-executives/fe-hub/hub/:hubId/active-fes',
  area,
  summary: "A hub's actively assigned FEs",
  access: 'hubManager',
  params: feHubParamsSchema,
  response: activeFesResponseSchema,
  errors: [404],
});

/** POST /field-executives/fe-hub/assign: assign an active FE to a hub (once). */
export const assignFieldExecutive = defineEndpoint({
  name: 'assignFieldExecutive',
  method: 'POST',
  path: '/field-executives/fe-hub/assign',
  area,
  summary: 'Assign an active FE to a hub (once)',
  access: 'hubManager',
  // The hub of the assignment is checked, not the FE's other hubs: an FE may work for several hubs.
  hub: { in: 'body', key: 'hubOrgUnitId' },
  body: feHubAssignmentBodySchema,
  response: feHubAssignmentResponseSchema,
  errors: [404, 409],
  idempotent: true,
});

/** PUT /field-executives/fe-hub/deassign: end an FE's active assignment to a hub. */
export const deassignFieldExecutive = defineEndpoint({
  name: 'deassignFieldExecutive',
  method: 'PUT',
  path: '/field-executives/fe-hub/deassign',
  area,
  summary: "End an FE's active assignment to a hub",
  access: 'hubManager',
  // The hub of the assignment is checked, not the FE's other hubs: an FE may work for several hubs.
  hub: { in: 'body', key: 'hubOrgUnitId' },
  body: feHubAssignmentBodySchema,
  response: feHubAssignmentResponseSchema,
  errors: [404],
  idempotent: true,
});
