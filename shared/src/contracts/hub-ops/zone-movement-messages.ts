import { COMMON_MESSAGES } from '../common/messages';
// Every text of zone movement (spec 000 §2 "Zone-to-zone movement", "Item detail" zone-movement side, §5, §8), word
// for word where the spec gives one; the server's refusals the spec does not word are written here once (api and client
// both read them). "Confirm?" and "Failed to update units" are the shared item-detail texts of HUB_OPS_MESSAGES.

/** Texts the spec gives. */
export const ZONE_MOVEMENT_MESSAGES = {
  // 000 §8 "Hub Ops, movement load failure".
  loadFailed: COMMON_MESSAGES.refreshPage,
  // 000 §5 "Edit discrepancy" and §8 "Movement".
  partialMovement: 'Partial Movement Not allowed',
  // 000 §5 "Scan input" (duplicates are rejected) with the §8 "Scan" text.
  duplicateScan: COMMON_MESSAGES.duplicateScan,
  // 000 §2 "Item detail" (zone movement side).
  moveToTote: 'Move to tote',
  switchTote: 'Switch tote',
  moveAll: 'Move all',
  // 000 §2 "Zone-to-zone movement" list actions (labels of ours for the spec's named actions).
  moveToLmZones: 'Move to LM zones',
  closeTote: 'Close tote',
  segregateToCurrentTote: 'Segregate to current tote',
  morning: COMMON_MESSAGES.morning,
  afternoon: COMMON_MESSAGES.afternoon,
  // Chosen where the spec is silent (docs/areas/zone-movement.md).
  selectZone: 'Select zone',
  searchZone: COMMON_MESSAGES.searchZone,
  noZones: 'There are no staging zones at this hub.',
  noItems: 'There are no items to move in this zone.',
  noItemsMatch: COMMON_MESSAGES.noItemsMatch,
  scanSourceTote: 'Scan a tote of this zone to start',
  moved: 'Units moved successfully',
  movedToLm: 'Items moved to their LM zones',
  toteClosed: 'Tote segregation completed',
  selfToteMoved: 'Tote moved to its LM zone',
  noDestination: "This buyer's LM zone is not known yet",
  /** The correction dialog's line (issue 34): what "Undo / correct" takes back, and where the units go. */
  correctionSummary: (moved: number, lmZone: string, zone: string) => `${moved} moved to ${lmZone}. Units taken back return to ${zone}, loose.`,
} as const;

/** "Invalid tote {toteId} scanned" (000 §5 "Zone movement scan", §8 "Scan"). */
export const invalidToteScannedMessage = (toteId: string) => `Invalid tote ${toteId} scanned`;
/** "Confirm moving N x title to zone" (000 §2 "Item detail" confirm dialog). */
export const confirmMovingMessage = (units: number, title: string, zoneId: string) => `Confirm moving ${units} x ${title} to ${zoneId}`;

/** Server refusals the spec does not word (docs/areas/zone-movement.md). */
export const ZONE_MOVEMENT_REFUSALS = {
  zoneNotFound: (zone: string) => `Zone ${zone} not found`,
  itemNotInZone: (itemId: string, zone: string) => `Item ${itemId} is not in zone ${zone}`,
  notDestination: (zone: string, itemId: string) => `Zone ${zone} is not the LM zone of item ${itemId}`,
  toteRequired: (zone: string) => `Scan a tote for ${zone} first`,
  toteNotTagged: (tote: string, zone: string) => `Tote ${tote} is not tagged to zone ${zone}`,
  toteNotInZone: (tote: string, zone: string) => `Tote ${tote} is not in zone ${zone}`,
  toteEmpty: (tote: string) => `Tote ${tote} holds no units to move`,
  toteStillHolds: (tote: string, units: number) => `Tote ${tote} still holds ${units} units`,
  toteSeveralZones: (tote: string) => `Tote ${tote} holds items for more than one LM zone`,
  sessionNotFound: (id: string) => `Segregation session ${id} not found`,
  sessionEnded: (id: string) => `Segregation session ${id} has ended`,
  noRouteBatching: 'Route batching is not on for this hub',
  /** A movement correction names a zone the item's units never left (docs/areas/corrections.md "Zone movement"). */
  notMovedFromZone: (itemId: string, zone: string) => `Item ${itemId} was not moved out of zone ${zone}`,
} as const;
