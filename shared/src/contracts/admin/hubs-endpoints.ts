import { defineEndpoint } from '../endpoint';
import { hubIdParamsSchema } from '../hubs/hubs';
import {
  adminHubSchema,
  adminHubsResponseSchema,
  adminZoneSchema,
  adminZonesResponseSchema,
  createHubBodySchema,
  createZoneBodySchema,
  hubPilotParamsSchema,
  hubPilotsResponseSchema,
  hubTmsLinksResponseSchema,
  hubZoneParamsSchema,
  putTmsLinksBodySchema,
  setHubPilotBodySchema,
  updateHubBodySchema,
} from './hubs';

// Hub administration (docs/adr/013, api/README.md "Admin" > "Hubs"): one contract per call. Creating or editing a hub,
// its pilots and its TMS links is an admin's; a hub manager reads their hubs and manages their zones. A `:hubId` path
// is checked against the caller's hubs by hub scoping, so a hub manager acts on their own hubs only.
const area = 'admin';

/** GET /admin/hubs: the caller's hubs with their pilots and counts. */
export const getAdminHubs = defineEndpoint({
  name: 'getAdminHubs',
  method: 'GET',
  path: '/admin/hubs',
  area,
  summary: 'Hubs the caller works in (every hub for all-hubs users), sorted by name: city, pilots, zone and user counts',
  access: 'adminOrHubManager',
  hub: { filtered: 'only the hubs the caller works in (a hub manager sees their hubs)' },
  response: adminHubsResponseSchema,
});

/** POST /admin/hubs: a new hub with its fixed zones (RTO, REATTEMPT, RVP, BULK_BREAK) and no pilot. */
export const createAdminHub = defineEndpoint({
  name: 'createAdminHub',
  method: 'POST',
  path: '/admin/hubs',
  area,
  summary: 'Create a hub (id HUB-..., name, city) with its fixed zones; 409 when the id exists',
  access: 'admin',
  hub: { none: 'creates a hub that does not exist yet (admin only)' },
  body: createHubBodySchema,
  response: adminHubSchema,
  errors: [409],
  // A retry after a lost answer gets the hub it created, not a 409.
  idempotent: true,
});

/** PUT /admin/hubs/{hubId}: rename a hub or change its city. */
export const updateAdminHub = defineEndpoint({
  name: 'updateAdminHub',
  method: 'PUT',
  path: '/admin/hubs/:hubId',
  area,
  summary: "Change a hub's name and city",
  access: 'admin',
  params: hubIdParamsSchema,
  body: updateHubBodySchema,
  response: adminHubSchema,
  errors: [404],
});

/** PUT /admin/hubs/{hubId}/pilots/{feature}: turn a pilot on or off; the next call of the hub sees it. */
export const setAdminHubPilot = defineEndpoint({
  name: 'setAdminHubPilot',
  method: 'PUT',
  path: '/admin/hubs/:hubId/pilots/:feature',
  area,
  summary: "Enable or disable a pilot (feature) for a hub; answers the hub's pilots. Setting the current state changes nothing",
  access: 'admin',
  params: hubPilotParamsSchema,
  body: setHubPilotBodySchema,
  response: hubPilotsResponseSchema,
  errors: [404],
});

/** GET /admin/hubs/{hubId}/zones: the hub's zones with what they hold. */
export const getAdminHubZones = defineEndpoint({
  name: 'getAdminHubZones',
  method: 'GET',
  path: '/admin/hubs/:hubId/zones',
  area,
  summary: "The hub's zones (fixed first, then by id): type, QC status, route, items and totes in each",
  access: 'adminOrHubManager',
  params: hubIdParamsSchema,
  response: adminZonesResponseSchema,
  errors: [404],
});

/** POST /admin/hubs/{hubId}/zones: add a STAGING or LM zone. */
export const createAdminHubZone = defineEndpoint({
  name: 'createAdminHubZone',
  method: 'POST',
  path: '/admin/hubs/:hubId/zones',
  area,
  summary: 'Add a STAGING or LM zone (an LM zone may name its route); 409 when the hub has the zone id',
  access: 'adminOrHubManager',
  params: hubIdParamsSchema,
  body: createZoneBodySchema,
  response: adminZoneSchema,
  errors: [404, 409],
  idempotent: true,
});

/** DELETE /admin/hubs/{hubId}/zones/{zoneId}: remove an empty zone; answers the zones left. */
export const deleteAdminHubZone = defineEndpoint({
  name: 'deleteAdminHubZone',
  method: 'DELETE',
  path: '/admin/hubs/:hubId/zones/:zoneId',
  area,
  summary: 'Remove a zone: refused (409) for a fixed zone and while it holds items or totes, routes buyers or has tote history',
  access: 'adminOrHubManager',
  params: hubZoneParamsSchema,
  response: adminZonesResponseSchema,
  errors: [404, 409],
});

/** GET /admin/hubs/{hubId}/tms-links: the hub's TMS inward links as written, or the default. */
export const getAdminHubTmsLinks = defineEndpoint({
  name: 'getAdminHubTmsLinks',
  method: 'GET',
  path: '/admin/hubs/:hubId/tms-links',
  area,
  summary: "The hub's TMS inward links ({hubId} not filled in), or the configured default (inherited: true)",
  access: 'adminOrHubManager',
  params: hubIdParamsSchema,
  response: hubTmsLinksResponseSchema,
  errors: [404],
});

/** PUT /admin/hubs/{hubId}/tms-links: the hub's own links (1 to 10), in place of the default. */
export const putAdminHubTmsLinks = defineEndpoint({
  name: 'putAdminHubTmsLinks',
  method: 'PUT',
  path: '/admin/hubs/:hubId/tms-links',
  area,
  summary: "Set the hub's own TMS inward links (1 to 10 of label and absolute http(s) URL; {hubId} is filled in)",
  access: 'admin',
  params: hubIdParamsSchema,
  body: putTmsLinksBodySchema,
  response: hubTmsLinksResponseSchema,
  errors: [404],
});

/** DELETE /admin/hubs/{hubId}/tms-links: back to the configured default. */
export const deleteAdminHubTmsLinks = defineEndpoint({
  name: 'deleteAdminHubTmsLinks',
  method: 'DELETE',
  path: '/admin/hubs/:hubId/tms-links',
  area,
  summary: "Drop the hub's own TMS inward links: the page shows the configured default again",
  access: 'admin',
  params: hubIdParamsSchema,
  response: hubTmsLinksResponseSchema,
  errors: [404],
});
