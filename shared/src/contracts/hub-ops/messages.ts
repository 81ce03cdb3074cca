import { COMMON_MESSAGES } from '../common/messages';
/** Every text of the Hub Ops inward flow (and the parts dispatch and zone movement share), word for word where spec 000 §2, §5 and §8 give it. */
export const HUB_OPS_MESSAGES = {
  // Spec 000 §2 "Manifest selection".
  noManifests: 'There are no manifest available.',
  searchManifest: 'Search manifest',
  selectManifest: 'Select Manifest',
  // Spec 000 §8 "Items load" and §2 "Dispatch items screen" (inward shows the same retry text).
  itemsLoad: COMMON_MESSAGES.itemsLoadFailed,
  noItems: 'There are no items in your manifest.',
  noItemsMatch: COMMON_MESSAGES.noItemsMatch,
  searchItems: COMMON_MESSAGES.searchItems,
  // Spec 000 §5 "Unit move or dispatch" and §8 "Unit update refused".
  unitsRefused: 'Failed to update units',
  // Spec 000 §8 "Activity".
  startFailed: 'Failed to start activity.',
  closeFailed: 'Failed to close the activity.',
  // Spec 000 §8 "Generic", word for word: a Hub Ops write that failed with nothing readable and has no text of its own.
  genericError: 'An error occured. Please try again.',
  // Spec 000 §2 success messages.
  pickRequestCreated: 'Pick Request Successfully Created.',
  // Spec 000 §2 "Item detail" reason rows.
  selectReason: 'Select a reason',
  confirmTitle: 'Confirm?',
  // Chosen where the spec is silent (docs/areas/inward.md).
  inwarded: 'Items inwarded successfully',
  closed: 'Manifest closed successfully',
  started: 'Activity started',
  reasonCommentRequired: 'Each discrepancy reason needs a comment',
  // A discrepancy reason that is not an active entry of the DISCREPANCY list (docs/areas/reason-lists.md).
  reasonNotInList: COMMON_MESSAGES.reasonNotInList,
} as const;

/** "Failed to take action. {message}" (spec 000 §8 "Inward failure"); the item is refetched after it. */
export const takeActionFailedMessage = (message: string) => `Failed to take action. ${message}`;
/** A scanned item id that is not in the manifest (the issue: "a miss says which id was not found"). */
export const itemNotInManifestMessage = (itemId: string) => `${itemId} not part of manifest`;
/** 404 of an activity (manifest) that is unknown or of another hub: names it. */
export const manifestNotFoundMessage = (spaId: string) => `Manifest ${spaId} not found`;
/** 404 of an item that is not in the activity. */
export const itemNotFoundMessage = (itemId: string) => `Item ${itemId} not found in this manifest`;
/** 409 of a second close. */
export const manifestAlreadyClosedMessage = (spaId: string) => `Manifest ${spaId} is already closed`;
/** 409 of a write on an activity that has not been started (swipe to start first). */
export const activityNotStartedMessage = (spaId: string) => `Activity ${spaId} is not started`;
/** 409 of a vehicle-activity change the state machine does not allow (NOT_STARTED -> STARTED -> COMPLETED). */
export const activityTransitionMessage = (spaId: string, from: string, to: string) => `Activity ${spaId} cannot go from ${from} to ${to}`;
/** 400 when discrepancy reasons do not add up to the missing units (spec 000 §5 "Edit discrepancy"). */
export const reasonsMustSumMessage = (missing: number) => `Discrepancy reasons must add up to the ${missing} missing units`;

/** Scanned item ids are 14 characters (spec 000 §9); longer scans are cut to their first 14. */
export const ITEM_ID_SCAN_LENGTH = 14;
/** Hub zones where Edit is disabled (spec 000 §2 "Item detail", §6). */
export const EDIT_DISABLED_ZONES = ['RTO-ZONE', 'RVP-ZONE'] as const;
/** Limits of request fields (hardening: every string, number and array is bounded). */
export const HUB_OPS_LIMITS = { id: 64, comment: 200, qty: 100000, lines: 200, reasons: 50, search: 100 } as const;
