import { z } from 'zod';
import { TEXT_MAX, tooLong } from '../common/limits';
import { ZONE_TYPES } from '../hub-ops/hub-ops';
import { hubIdParamsSchema } from '../hubs/hubs';
import { PILOT_FEATURES, pilotFeatureSchema } from '../hubs/pilots';
import { ZONE_QC_STATUS_LIST } from '../quality-check/values';
import { ADMIN_HUB_MESSAGES as M, ADMIN_TMS_LABEL_MAX, ADMIN_TMS_LINKS_MAX, ADMIN_TMS_URL_MAX } from './messages';

// Hub administration (docs/adr/013): hubs, their pilots, zones and TMS inward links. Requests are bounded like every
// contract's; answers list what the admin screens show.

/** A hub id an admin may create: HUB- and 2 to 40 capital letters, digits or dashes (the seeded ids have this form). */
export const NEW_HUB_ID_PATTERN = /^HUB-[A-Z0-9-]{2,40}$/;
/** A zone id an admin may add (the seeded ids: LM-BLR-01, STAGING-01, RTO-ZONE, BULK_BREAK_ZONE). */
export const NEW_ZONE_ID_PATTERN = /^[A-Z0-9][A-Z0-9_-]{0,39}$/;

/**
 * The zones every hub has, created with it (spec 000 §3 "Hub zones": RTO, REATTEMPT, RVP and BULK_BREAK are fixed per
 * hub; runsheet close moves returned units into RTO-ZONE and REATTEMPT-ZONE by these ids). They cannot be removed.
 */
export const FIXED_HUB_ZONES = [
  { zoneId: 'RTO-ZONE', zoneType: 'RTO' },
  { zoneId: 'REATTEMPT-ZONE', zoneType: 'REATTEMPT' },
  { zoneId: 'RVP-ZONE', zoneType: 'RVP' },
  { zoneId: 'BULK_BREAK_ZONE', zoneType: 'BULK_BREAK' },
] as const satisfies ReadonlyArray<{ zoneId: string; zoneType: (typeof ZONE_TYPES)[number] }>;

/** The zone types an admin or hub manager may add: the rest are the fixed zones above. */
export const ADDABLE_ZONE_TYPES = ['STAGING', 'LM'] as const satisfies ReadonlyArray<(typeof ZONE_TYPES)[number]>;

const hubName = z.string({ error: M.hubNameRequired }).trim().min(1, M.hubNameRequired).max(TEXT_MAX.name, tooLong('Hub name', TEXT_MAX.name));
const city = z.string({ error: M.cityRequired }).trim().min(1, M.cityRequired).max(TEXT_MAX.name, tooLong('City', TEXT_MAX.name));

// ---- hubs
/** One hub as the admin list shows it. `userCount`: active users given this hub (users working in all hubs not counted). */
export const adminHubSchema = z.object({
  hubOrgUnitId: z.string(),
  hubName: z.string(),
  city: z.string(),
  pilots: z.array(pilotFeatureSchema),
  zoneCount: z.number(),
  userCount: z.number(),
});
export type AdminHub = z.infer<typeof adminHubSchema>;

/** GET /admin/hubs: the hubs the caller works in (all of them for a user working in all hubs), sorted by name. */
export const adminHubsResponseSchema = z.object({ hubs: z.array(adminHubSchema) });
export type AdminHubsResponse = z.infer<typeof adminHubsResponseSchema>;

/** POST /admin/hubs: a new hub (created with its fixed zones and no pilot). */
export const createHubBodySchema = z.object({
  hubOrgUnitId: z.string({ error: M.hubIdInvalid }).trim().max(TEXT_MAX.id, M.hubIdInvalid).regex(NEW_HUB_ID_PATTERN, M.hubIdInvalid),
  hubName,
  city,
});
export type CreateHubBody = z.infer<typeof createHubBodySchema>;

/** PUT /admin/hubs/{hubId}: name and city (the id never changes: every table keys on it). */
export const updateHubBodySchema = z.object({ hubName, city });
export type UpdateHubBody = z.infer<typeof updateHubBodySchema>;

// ---- pilots
/** PUT /admin/hubs/{hubId}/pilots/{feature}. */
export const hubPilotParamsSchema = hubIdParamsSchema.extend({
  feature: z.enum(PILOT_FEATURES, { error: M.pilotUnknown }),
});
export const setHubPilotBodySchema = z.object({ enabled: z.boolean({ error: M.enabledRequired }) });
export type SetHubPilotBody = z.infer<typeof setHubPilotBodySchema>;
/** The hub's pilots after the change (the same list GET /pilot/hub/{hubId}/enabled answers). */
export const hubPilotsResponseSchema = z.object({ pilots: z.array(pilotFeatureSchema) });
export type HubPilotsResponse = z.infer<typeof hubPilotsResponseSchema>;

// ---- zones
/**
 * One zone of the hub. `itemCount`: items with units still in the zone; `toteCount`: totes in it or tagged to it;
 * `fixed`: one of FIXED_HUB_ZONES (never removed).
 */
export const adminZoneSchema = z.object({
  zoneId: z.string(),
  zoneType: z.enum(ZONE_TYPES),
  qcStatus: z.enum(ZONE_QC_STATUS_LIST),
  routeName: z.string().nullable(),
  itemCount: z.number(),
  toteCount: z.number(),
  fixed: z.boolean(),
});
export type AdminZone = z.infer<typeof adminZoneSchema>;

/** GET /admin/hubs/{hubId}/zones (fixed zones first, then by id); DELETE answers the zones left. */
export const adminZonesResponseSchema = z.object({ zones: z.array(adminZoneSchema) });
export type AdminZonesResponse = z.infer<typeof adminZonesResponseSchema>;

/** POST /admin/hubs/{hubId}/zones: a STAGING or LM zone (an LM zone may name its route). */
export const createZoneBodySchema = z
  .object({
    zoneId: z.string({ error: M.zoneIdInvalid }).trim().max(TEXT_MAX.id, M.zoneIdInvalid).regex(NEW_ZONE_ID_PATTERN, M.zoneIdInvalid),
    zoneType: z.enum(ADDABLE_ZONE_TYPES, { error: M.zoneTypeNotAddable }),
    routeName: z.string().trim().min(1).max(TEXT_MAX.name, tooLong('Route name', TEXT_MAX.name)).optional(),
  })
  .refine((b) => b.routeName === undefined || b.zoneType === 'LM', { message: M.routeNameOnlyLm, path: ['routeName'] });
export type CreateZoneBody = z.infer<typeof createZoneBodySchema>;

/** DELETE /admin/hubs/{hubId}/zones/{zoneId}. */
export const hubZoneParamsSchema = hubIdParamsSchema.extend({
  zoneId: z.string().trim().min(1, M.zoneIdInvalid).max(TEXT_MAX.id, M.zoneIdInvalid),
});

// ---- TMS inward links
/** True for an absolute http(s) URL once `{hubId}` is filled in. */
export function isTmsLinkUrl(url: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(url.replaceAll('{hubId}', 'HUB')).protocol);
  } catch {
    return false;
  }
}

/** One TMS inward link as an admin writes it: `{hubId}` in the URL is the hub of the page (filled in when served). */
export const tmsLinkInputSchema = z.object({
  label: z.string({ error: M.tmsLabelRequired }).trim().min(1, M.tmsLabelRequired).max(ADMIN_TMS_LABEL_MAX, tooLong('Link label', ADMIN_TMS_LABEL_MAX)),
  url: z.string({ error: M.tmsUrlInvalid }).trim().max(ADMIN_TMS_URL_MAX, tooLong('Link URL', ADMIN_TMS_URL_MAX)).refine(isTmsLinkUrl, M.tmsUrlInvalid),
});
export type TmsLinkInput = z.infer<typeof tmsLinkInputSchema>;

/** PUT /admin/hubs/{hubId}/tms-links: the hub's own links, replacing the default (1 to 10, in this order). */
export const putTmsLinksBodySchema = z.object({
  links: z.array(tmsLinkInputSchema, { error: M.tmsLinksCount }).min(1, M.tmsLinksCount).max(ADMIN_TMS_LINKS_MAX, M.tmsLinksCount),
});
export type PutTmsLinksBody = z.infer<typeof putTmsLinksBodySchema>;

/**
 * GET, PUT and DELETE /admin/hubs/{hubId}/tms-links: the links as written (`{hubId}` not filled in) and whether they are
 * the configured default (`inherited`: the hub has none of its own).
 */
export const hubTmsLinksResponseSchema = z.object({
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  inherited: z.boolean(),
});
export type HubTmsLinksResponse = z.infer<typeof hubTmsLinksResponseSchema>;
