import { COMMON_MESSAGES } from '../common/messages';
import { VALIDATION_MESSAGES } from '../../validation/messages';
// Every text of tote management and segregation setup: spec 001 §5 and §8 word for word where the spec gives one;
// the server's refusals the spec does not word are written here once (api and client both read them).

/** Texts the spec gives (001 §8 "Tote management", "Segregation"). */
export const TOTE_MESSAGES = {
  summaryFailed: 'Failed to load tote summary.',
  closeFailed: 'Failed to close task. Please try again.',
  downloadFailed: 'Failed to download data. Please try again.',
  loadFailed: 'Failed to load data. Please refresh the page.',
  noRecords: 'No records found.',
  fetchCompleteFailed: 'Failed to fetch complete data. Please try again.',
  fetchFailed: 'Failed to fetch data. Please try again.',
  verifyFailed: 'Failed to verify tote Id. Please try again.',
  markFoundFailed: 'Failed to mark asset found...',
  invalidPermanentCode: VALIDATION_MESSAGES.permanentTote,
  invalidHub: 'Invalid hub ID, please check again',
  detailsNotFound: 'Asset details not found. Please try again.',
  segregationFailed: COMMON_MESSAGES.refreshPage,
  closeWithLost: 'Close Task & Mark Remaining as Lost',
  close: 'Close Task',
  scanToteBarcode: 'Scan Tote Barcode',
  troubleshootAsset: 'Troubleshoot Asset',
  continuePsv: 'Continue PSV',
  // Ours (issue 33): a manager starts a hub's PSV task.
  startPsv: 'Start PSV task',
  startPsvFailed: 'Failed to start the PSV task. Please try again.',
  startPsvTitle: 'Start a PSV task?',
  startPsvHint: 'Every tote at this hub that is not lost is added to the task, to be verified by scanning.',
} as const;

/** "{n} totes are still pending verification" (001 §2 Conduct PSV). */
export const pendingWarning = (n: number) => `${n} totes are still pending verification`;
/** "PSV task {id} started with {n} totes." (ours, issue 33). */
export const psvTaskStartedMessage = (id: string, n: number) => `PSV task ${id} started with ${n === 1 ? '1 tote' : `${n} totes`}.`;
/** "Task id {id} closed successfully." */
export const taskClosedMessage = (id: string) => `Task id ${id} closed successfully.`;
/** "Marked {code} as usable. Please tag again to attach." */
export const markedUsableMessage = (code: string) => `Marked ${code} as usable. Please tag again to attach.`;
/** "Validating asset {code} failed: {message}" */
export const validateFailedMessage = (code: string, message: string) => `Validating asset ${code} failed: ${message}`;
/** "Marking asset {code} as usable failed: {message}. Try again." */
export const markUsableFailedMessage = (code: string, message: string) => `Marking asset ${code} as usable failed: ${message}. Try again.`;
/** The spreadsheet name of a PSV task's download (001 §7). */
export const psvDownloadFileName = (psvTaskId: string) => `${psvTaskId}_asset_list.xlsx`;

/** Server refusals the spec does not word (docs/areas/totes.md). */
export const TOTE_REFUSALS = {
  invalidTote: (code: string) => `${code} is not a valid tote ID`,
  assetNotFound: (code: string) => `Asset ${code} not found`,
  otherHub: (code: string) => `Asset ${code} is not at this hub`,
  taskNotFound: (id: string) => `PSV task ${id} not found`,
  noOpenTask: 'There is no open PSV task at this hub',
  taskClosed: (id: string) => `PSV task ${id} is already closed`,
  notInTask: (code: string, id: string) => `Asset ${code} is not part of PSV task ${id}`,
  taskOtherHub: (id: string) => `PSV task ${id} belongs to another hub`,
  lost: (code: string) => `Asset ${code} is lost. Mark it found first.`,
  alreadyUsable: (code: string) => `Asset ${code} is already usable`,
  holdsItems: (code: string) => `Asset ${code} still holds items`,
  notLost: (code: string) => `Asset ${code} is not lost`,
  notInTransitHere: (code: string) => `Tote ${code} is not in transit to this hub`,
  notSendable: (code: string) => `Tote ${code} is not an empty usable tote at this hub`,
  taggedToZone: (code: string, zone: string) => `Tote ${code} is tagged to zone ${zone}. De-tag it first.`,
  sameHub: 'Choose a destination other than this hub',
  destinationNotFound: (id: string) => `Hub ${id} not found`,
  notYourLastScan: (code: string) => `Only your last scan of ${code} can be undone`,
  zoneNotFound: (zone: string) => `Zone ${zone} not found at this hub`,
  notTagged: (code: string, zone: string) => `Tote ${code} is not tagged to zone ${zone}`,
  holdsItemsOfZone: (code: string, zone: string) => `Tote ${code} holds items of zone ${zone}`,
  sessionNotFound: (id: string) => `Segregation session ${id} not found`,
  // Starting a PSV task (issue 33): one open task per hub, over the totes at the hub.
  psvTaskOpen: 'A PSV task is already open for this hub.',
  noTotesForPsv: 'There are no totes at this hub to verify.',
} as const;
