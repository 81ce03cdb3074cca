import { COMMON_MESSAGES } from '../common/messages';
import { PILOT_REFUSALS } from '../hubs/pilots';
// Every text of tote in-scan, zone tote merging and the TMS inward links page (spec 000 §2, §5, §8; 001 §2), word for
// word where the spec gives one; the server's refusals the spec does not word are written here once. The api and the
// client both read this file, so a refusal the server sends reads exactly as the one the screen shows.

/** Tote in-scan texts (000 §2 "Tote in-scan", §5 "Tote in-scan scan", §8 "Tote list, in-scan"). */
export const TOTE_INSCAN_MESSAGES = {
  title: 'Tote In-scan',
  duplicateScan: 'Duplicate scan',
  // Ours: the search box (000 §5 "tote search": a case-insensitive substring on the tote id).
  searchTote: COMMON_MESSAGES.searchTote,
  // Ours: the list's empty states.
  noTotes: 'No totes to in-scan.',
  noTotesMatch: 'No totes match your search.',
  scanTitle: COMMON_MESSAGES.scanTote,
  // Ours: a scan before the list has arrived.
  listLoading: 'The tote list is still loading. Scan again in a moment.',
  // Ours: the refusal of the calls (and the screen) on a hub without the TOTE_IN_SCAN pilot.
  notEnabled: PILOT_REFUSALS.TOTE_IN_SCAN,
} as const;

/** "{tote} not part of tote list" (000 §5 in-scan, §8). */
export const toteNotInListMessage = (tote: string) => `${tote} not part of tote list`;
/** "{tote} not part of {batch} batch" (000 §5): the batch as the switch names it (Morning / Afternoon). */
export const toteNotInBatchMessage = (tote: string, batchLabel: string) => `${tote} not part of ${batchLabel} batch`;
/** "{type} type not supported" (000 §5, §8): in-scan and merge accept SCAN only. */
export const toteScanTypeNotSupportedMessage = (type: string) => `${type} type not supported`;
/** "Error fetching totes list: {reason}" (000 §8). */
export const totesListFailedMessage = (reason: string) => `Error fetching totes list: ${reason}`;
/** "Failed to in-scan: {reason}" (000 §8). */
export const inscanFailedMessage = (reason: string) => `Failed to in-scan: ${reason}`;
/** "In-scan successful, please move the tote to zone: {zone}" (000 §2, §8), shown in a confirm dialog. */
export const inscanSuccessMessage = (zone: string) => `In-scan successful, please move the tote to zone: ${zone}`;
/** Ours: 409 when the contents the operator saw are no longer the tote's (another change since the list was read). */
export const toteContentsChangedMessage = (tote: string) => `The contents of ${tote} have changed. Please refresh the list.`;

/** Zone tote merging texts (000 §2 "Tote merging", §5 "Merge scan", §8 "Merge"). */
export const TOTE_MERGE_MESSAGES = {
  title: 'Zone Tote Merging',
  searchZone: COMMON_MESSAGES.searchZone,
  // Ours: tote search of step 2 (000 §5: the same rule as the zone search, on the tote id).
  searchTote: COMMON_MESSAGES.searchTote,
  // The spec's subtitle "says zones with at least 2 qualified totes"; this is its wording.
  zonesSubtitle: 'Zones with at least 2 qualified totes',
  noZones: COMMON_MESSAGES.noZones,
  mergeTotes: 'Merge Totes',
  scanSource: 'Scan a source tote to start merging',
  noTotes: 'No totes available.',
  loadFailed: COMMON_MESSAGES.dataLoadFailed,
  // Ours: step 3 and the confirmation.
  scanDestination: 'Scan a suggested destination tote',
  suggestedTotes: 'Suggested totes',
  sourceTote: 'Source tote',
  scanTitle: COMMON_MESSAGES.scanTote,
  // Ours: the refusal of the calls (and the screen) on a hub without the TOTE_MERGING pilot.
  notEnabled: PILOT_REFUSALS.TOTE_MERGING,
} as const;

/** "{id} not part of tote list" (000 §5 "Merge scan", §8): the same words as in-scan's. */
export const mergeToteNotInListMessage = toteNotInListMessage;
/** "Failed to merge: ..." (000 §8). */
export const mergeFailedMessage = (reason: string) => `Failed to merge: ${reason}`;
/** Ours: the merge confirmation's question. */
export const mergeQuestion = (source: string, destination: string, units: number) =>
  `Move ${units} ${units === 1 ? 'unit' : 'units'} from ${source} into ${destination}?`;
/** Ours: the merge success toast. */
export const mergedMessage = (source: string, destination: string) => `Merged ${source} into ${destination}`;
/** Ours: 409 when the source tote holds nothing any more (another operator merged it first). */
export const toteEmptyMessage = (tote: string) => `Tote ${tote} has no items to merge`;
/** Ours: 409 when the destination cannot take the source's weight (suggestions leave such totes out). */
export const toteTooHeavyMessage = (destination: string) => `Tote ${destination} cannot take this much weight`;

/** TMS inward links page (001 §2 "TMS inward links"). */
export const TMS_INWARD_MESSAGES = {
  title: 'TMS Inward',
  intro: 'Open the transport management system in a new tab.',
  noLinks: 'No TMS inward links are configured.',
  loadFailed: COMMON_MESSAGES.dataLoadFailed,
} as const;
