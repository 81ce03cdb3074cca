import { PILOT_FEATURES, type PilotFeature } from '../hubs/pilots';
import { type Role } from '../session/roles';

/** How many roles a user may hold at most (there are seven). */
export const ADMIN_ROLES_MAX = 7;
/** How many hubs one request may assign a user at most. */
export const ADMIN_HUBS_MAX = 500;
/** The largest page of GET /admin/users. */
export const ADMIN_USERS_MAX_PAGE_SIZE = 100;
/** The page size the users screen asks for. */
export const ADMIN_USERS_PAGE_SIZE = 50;
/** The most entries one GET /admin/audit answers. */
export const ADMIN_AUDIT_MAX_LIMIT = 200;
/** What GET /admin/audit answers without a limit. */
export const ADMIN_AUDIT_LIMIT = 50;

/**
 * Every text of the admin area (users, roles, hubs of users, deactivation, the audit log; docs/adr/013), written once:
 * the api refuses with these words and the screens show them.
 */
export const ADMIN_MESSAGES = {
  // Fields.
  emailRequired: "Enter the user's email address.",
  emailInvalid: 'Enter a valid email address.',
  nameRequired: "Enter the user's name.",
  reasonRequired: 'Enter a reason for deactivating.',
  rolesTooMany: `A user can have at most ${ADMIN_ROLES_MAX} roles`,
  hubsTooMany: `At most ${ADMIN_HUBS_MAX} hubs can be assigned at once`,
  // Refusals.
  userNotFound: 'User not found.',
  emailExists: 'A user with this email already exists.',
  onlyAdminGrantsRole: 'Only an admin can grant the admin, supportTeam or hubManager role.',
  onlyOwnHubs: 'You can only assign hubs you work in.',
  onlyAdminAllHubs: 'Only an admin can give access to all hubs.',
  onlyAdminAllHubsUser: 'Only an admin can see or change a user who works in all hubs.',
  notOwnRolesOrHubs: 'You cannot change your own roles or hubs.',
  notOwnDeactivation: 'You cannot deactivate your own account.',
  onlyAdminDeactivatesAdmin: 'Only an admin can deactivate or reactivate an admin.',
  lastAdmin: 'At least one admin must stay active.',
  alreadyDeactivated: 'This user is already deactivated.',
  notDeactivated: 'This user is not deactivated.',
  auditRange: 'From must not be after To.',
  // Toasts.
  userCreated: 'User invited. They can sign in now.',
  rolesSaved: 'Roles saved.',
  hubsSaved: 'Hubs saved.',
  userDeactivated: 'User deactivated and signed out everywhere.',
  userReactivated: 'User reactivated.',
  signedOutEverywhere: 'User signed out everywhere.',
  // Screens.
  noUsers: 'No users found.',
  noAuditEntries: 'No audit entries found.',
  loadUsersFailed: 'Failed to load users. Please try again.',
  loadAuditFailed: 'Failed to load the audit log. Please try again.',
} as const;

/** What each role is called on the admin screens. */
export const ROLE_LABELS: Record<Role, string> = {
  hubManager: 'Hub Manager',
  hubExecutive: 'Hub Executive',
  hubPsvManager: 'PSV Manager',
  hubPsvExecutive: 'PSV Executive',
  admin: 'Admin',
  supportTeam: 'Support (L1)',
  routingExecutive: 'Routing Executive',
};

// hubs
/** How many TMS inward links a hub may list (the same bounds as TMS_INWARD_LINKS at start). */
export const ADMIN_TMS_LINKS_MAX = 10;
/** Longest TMS link label and URL. */
export const ADMIN_TMS_LABEL_MAX = 100;
export const ADMIN_TMS_URL_MAX = 500;

/** How many items a count of items reads as ("1 item", "4 items"). */
const items = (n: number) => (n === 1 ? '1 item' : `${n} items`);
const totes = (n: number) => (n === 1 ? '1 tote' : `${n} totes`);
const buyers = (n: number) => (n === 1 ? '1 buyer' : `${n} buyers`);

/** Every text of hub administration (hubs, pilots, zones, TMS inward links): the api refuses with these words. */
export const ADMIN_HUB_MESSAGES = {
  // Fields.
  hubIdInvalid: 'Hub id must be HUB- followed by 2 to 40 capital letters, digits or dashes (e.g. HUB-BLR-01).',
  hubNameRequired: 'Hub name is required.',
  cityRequired: 'City is required.',
  zoneIdInvalid: 'Zone id must be 1 to 40 capital letters, digits, dashes or underscores (e.g. LM-BLR-05).',
  zoneTypeNotAddable: "Only STAGING and LM zones can be added: the hub's RTO, REATTEMPT, RVP and BULK_BREAK zones come with it.",
  routeNameOnlyLm: 'Only an LM zone has a route name.',
  tmsLabelRequired: 'Link label is required.',
  tmsUrlInvalid: 'Link URL must be an absolute http(s) URL ({hubId} is replaced by the hub id).',
  tmsLinksCount: `List 1 to ${ADMIN_TMS_LINKS_MAX} links.`,
  pilotUnknown: `Feature must be one of ${PILOT_FEATURES.join(', ')}.`,
  enabledRequired: 'Enabled must be true or false.',
  // Toasts.
  hubCreated: 'Hub created.',
  hubSaved: 'Hub saved.',
  zoneAdded: 'Zone added.',
  zoneRemoved: 'Zone removed.',
  tmsLinksSaved: 'TMS inward links saved.',
  tmsLinksReset: 'TMS inward links reset to the default.',
  // Screens.
  noHubs: 'No hubs found.',
  noZones: 'This hub has no zones yet.',
  loadHubsFailed: 'Failed to load the hubs. Please try again.',
  loadZonesFailed: 'Failed to load the zones. Please try again.',
} as const;

/** Refusals of hub administration that name what they refuse. */
export const ADMIN_HUB_REFUSALS = {
  hubExists: (hubId: string) => `Hub ${hubId} already exists.`,
  zoneExists: (zoneId: string) => `Zone ${zoneId} already exists at this hub.`,
  fixedZone: (zoneId: string) => `Zone ${zoneId} is one of the hub's fixed zones and cannot be removed.`,
  zoneHoldsItems: (zoneId: string, n: number) => `Zone ${zoneId} still holds ${items(n)}. Move them before removing it.`,
  zoneHoldsTotes: (zoneId: string, n: number) => `Zone ${zoneId} still holds ${totes(n)}. Move or de-tag them before removing it.`,
  zoneRoutesBuyers: (zoneId: string, n: number) => `Zone ${zoneId} is the last-mile zone of ${buyers(n)}. It cannot be removed.`,
  zoneHasHistory: (zoneId: string) => `Zone ${zoneId} has tote history (tags or in-scans) and cannot be removed.`,
} as const;

/** What each pilot (feature) is called on the admin screens (the names their refusals use, PILOT_REFUSALS). */
export const PILOT_LABELS: Readonly<Record<PilotFeature, string>> = {
  CONTINUOUS_DISPATCH_ENABLED_HUBS: 'Continuous dispatch',
  TOTE_IN_SCAN: 'Tote in-scan',
  TOTE_MERGING: 'Tote merging',
  DOUBLE_DISPATCH: 'Route batching',
  DISPATCH_SHORTFALL: 'Dispatch shortfall',
};

// reasons
/** Most entries one reason list holds; longest code and label. */
export const REASON_LIST_MAX_ENTRIES = 50;
export const REASON_CODE_MAX = 40;
export const REASON_LABEL_MAX = 100;

/** Every text of the reason lists (docs/areas/reason-lists.md): the api refuses with these words and the screens show them. */
export const ADMIN_REASON_MESSAGES = {
  // Fields.
  listUnknown: 'Unknown reason list.',
  codeInvalid: 'Code must be 2 to 40 capital letters, digits or underscores (e.g. WRONG_TOTE).',
  labelRequired: 'Label is required.',
  labelTooLong: `Label must be at most ${REASON_LABEL_MAX} characters`,
  activeRequired: 'Active must be true or false.',
  entriesCount: `List 1 to ${REASON_LIST_MAX_ENTRIES} entries.`,
  oneActive: 'Keep at least one entry active: a flow needs a reason to offer.',
  // Toasts.
  listSaved: 'Reason list saved.',
  // Screens.
  loadFailed: 'Failed to load the reason lists. Please try again.',
} as const;

/** Refusals of the reason lists that name what they refuse. */
export const ADMIN_REASON_REFUSALS = {
  duplicateCode: (code: string) => `Code ${code} is listed twice.`,
  duplicateLabel: (label: string) => `Label "${label}" is listed twice.`,
  fixedCodeAdded: (code: string) => `The codes of this list are fixed by the spec: ${code} cannot be added.`,
  fixedCodeRemoved: (code: string) => `The codes of this list are fixed by the spec: ${code} cannot be removed. Switch it off instead.`,
} as const;
