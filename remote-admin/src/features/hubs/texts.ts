import { PILOT_FEATURES } from '@hub/shared/contracts';

// Texts only the hub screens say. What the server also says (refusals, toasts, empty and failure texts) is in
// ADMIN_HUB_MESSAGES of @hub/shared/contracts, written once there.

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Labels, titles and hints of the hubs screens. */
export const HUB_TEXTS = {
  hubsTitle: 'Hubs',
  addHub: 'Add hub',
  addHubTitle: 'Add a hub',
  hubId: 'Hub id',
  hubIdHint: 'For example HUB-BLR-04. It cannot be changed later.',
  hubName: 'Hub name',
  city: 'City',
  createHub: 'Create hub',
  cancel: 'Cancel',
  backToHubs: 'All hubs',
  details: 'Details',
  pilots: 'Pilots',
  zones: 'Zones',
  tmsLinks: 'TMS inward links',
  tmsTab: 'TMS links',
  saveDetails: 'Save details',
  detailsAdminOnly: 'Only an admin can rename a hub or change its city.',
  pilotsAdminOnly: 'Only an admin can turn pilots on or off.',
  pilotsHint: 'A change applies to the hub at once: its screens and calls follow on their next request.',
  addZone: 'Add zone',
  zoneId: 'Zone id',
  zoneIdHint: 'For example LM-BLR-05.',
  zoneType: 'Zone type',
  routeName: 'Route name',
  routeNameHint: 'Optional: the route this last-mile zone serves.',
  fixedZone: 'Fixed',
  remove: 'Remove',
  removeZoneTitle: 'Remove zone',
  tmsDefaultBadge: 'Default',
  tmsOwnBadge: 'Own',
  tmsInherited: 'This hub uses the default links.',
  tmsOwn: 'This hub has its own links.',
  tmsAdminOnly: 'Only an admin can change the TMS inward links.',
  tmsUrlHint: '{hubId} in a URL is replaced by the hub id.',
  editLinks: 'Edit links',
  addLink: 'Add link',
  saveLinks: 'Save links',
  useDefault: 'Use default',
  linkLabel: 'Label',
  linkUrl: 'URL',
  noLinks: 'No links.',
} as const;

/** "Pilots: 2 of 5" on a hub's card. */
export const pilotsSummary = (on: number) => `Pilots: ${on} of ${PILOT_FEATURES.length}`;
/** "6 zones". */
export const zonesSummary = (n: number) => plural(n, 'zone', 'zones');
/** "3 users". */
export const usersSummary = (n: number) => plural(n, 'user', 'users');
/** A zone's contents: "4 items · 1 tote". */
export const zoneContents = (items: number, totes: number) => `${plural(items, 'item', 'items')} · ${plural(totes, 'tote', 'totes')}`;
/** The toast of a pilot switched: "Tote merging is on for HUB-BLR-01." */
export const pilotSaved = (label: string, enabled: boolean, hubId: string) => `${label} is ${enabled ? 'on' : 'off'} for ${hubId}.`;
/** The remove question: "Remove zone LM-BLR-05 from HUB-BLR-01?" */
export const removeZoneQuestion = (zoneId: string, hubId: string) => `Remove zone ${zoneId} from ${hubId}?`;
/** Accessible names of one link row's fields and remove button: "Label of link 2". */
export const linkFieldLabel = (field: string, index: number) => `${field} of link ${index + 1}`;
/** "Remove link 2". */
export const removeLinkLabel = (index: number) => `Remove link ${index + 1}`;
