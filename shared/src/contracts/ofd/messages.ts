import { COMMON_MESSAGES } from '../common/messages';
import { PILOT_REFUSALS } from '../hubs/pilots';
// Every text of Mark OFD, Generate LM Manifest and route batch management: spec 000 §2, §5, §8 word for word where
// the spec gives one; the server's refusals the spec does not word are written here once (api and client read them).

/** Texts the spec gives (000 §2, §5, §8). */
export const OFD_MESSAGES = {
  markOfdTitle: 'Mark OFD',
  lmTitle: 'Generate LM Manifest',
  routeBatchTitle: 'Route Batch Management',
  searchZone: COMMON_MESSAGES.searchZone,
  searchItems: COMMON_MESSAGES.searchItems,
  picking: 'Picking',
  ofdReady: 'OFD ready',
  selectDriver: 'Select Driver',
  assignDriver: 'Assign Driver',
  reassignDriver: 'Re-assign Driver',
  markOfdForZone: 'Mark OFD for Zone',
  markOfdForSelectedBuyers: 'Mark OFD for Selected Buyers',
  selectedBuyers: 'Selected Buyers',
  selectedWeight: 'Selected Weight',
  noItems: 'No items available in the zone for OFD.',
  inProgressBanner: 'OFD Operation In Progress',
  selectionPending: 'Either Driver or Zone Selection Pending',
  ofdSuccess: 'OFD Request Generated',
  lmSuccess: 'Manifest Generation Request Created',
  ofdFailed: 'Marking OFD Failed',
  noZones: COMMON_MESSAGES.noZones,
  allBatchesSubmitted: 'All batches have been submitted',
  afternoonBeforeTen: 'Cannot switch to afternoon batch before 10 AM',
  morning: COMMON_MESSAGES.morning,
  afternoon: COMMON_MESSAGES.afternoon,
} as const;

/** "Total Weight: {x} ton" with two decimals (000 §2, §9). */
export const totalWeightLabel = (tons: number) => `Total Weight: ${tons.toFixed(2)} ton`;
/** "Are you sure you want to proceed with OFD for N buyers?" */
export const proceedOfdQuestion = (buyers: number) => `Are you sure you want to proceed with OFD for ${buyers} buyers?`;
/** "Failed to mark OFD: {reason}" */
export const markOfdFailedMessage = (reason: string) => `Failed to mark OFD: ${reason}`;
/** "Failed to create LM Manifest: {reason}" */
export const lmFailedMessage = (reason: string) => `Failed to create LM Manifest: ${reason}`;
/** "Error in fetching Zones summary: {reason}" */
export const zonesSummaryFailedMessage = (reason: string) => `Error in fetching Zones summary: ${reason}`;
/** "Error in fetching drivers list: {reason}" */
export const driversFailedMessage = (reason: string) => `Error in fetching drivers list: ${reason}`;
/** "Error fetching in items list: {reason}" (sic) */
export const itemsListFailedMessage = (reason: string) => `Error fetching in items list: ${reason}`;
/** "Error fetching in progress tasks: {reason}" */
export const inProgressFailedMessage = (reason: string) => `Error fetching in progress tasks: ${reason}`;
/** "Failed to map zones: ..." */
export const mapZonesFailedMessage = (reason: string) => `Failed to map zones: ${reason}`;
/** "Error fetching zones list: ..." */
export const routeListFailedMessage = (reason: string) => `Error fetching zones list: ${reason}`;
/** "{hour} dispatch" (the cutoff label when route batching is off). */
export const dispatchCutoffLabel = (hourLabel: string) => `${hourLabel} dispatch`;

/**
 * Changing a route's batch (ours: 000 §2 words only the list of routes without a batch and its Submit; the switch rule
 * is 000 §4's, docs/areas/ofd.md "Route batches").
 */
export const ROUTE_BATCH_TEXTS = {
  batchedRoutes: 'Routes with a batch',
  changeBatches: 'Change batches',
  batchesChanged: 'Route batches changed',
} as const;

/** Server refusals the spec does not word (docs/areas/ofd.md). */
export const OFD_REFUSALS = {
  zoneNotFound: (zoneId: string) => `Zone ${zoneId} is not a last-mile zone of this hub`,
  zoneInProgress: (zoneId: string) => `OFD already in progress for zone ${zoneId}`,
  zoneNotReady: (zoneId: string) => `Zone ${zoneId} is still picking and not ready for OFD`,
  driverNotFound: (driverId: string) => `Driver ${driverId} not found at this hub`,
  driverBusy: (driverId: string) => `Driver ${driverId} already has an open runsheet or OFD request`,
  driverNoVehicle: (driverId: string) => `Driver ${driverId} has no vehicle`,
  buyersNotInZones: (ids: string[]) => `Buyers not in the selected zones: ${ids.join(', ')}`,
  routeBatchingOff: PILOT_REFUSALS.DOUBLE_DISPATCH,
  unknownRoutes: (names: string[]) => `Unknown routes: ${names.join(', ')}`,
  afternoonAfterSeven: 'Cannot switch to afternoon batch after 7 PM',
  duplicateRoutes: 'Each route can be mapped once per request',
} as const;
