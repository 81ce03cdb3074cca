import { COMMON_MESSAGES } from '../common/messages';
import { VALIDATION_MESSAGES } from '../../validation/messages';
// Every text of the runsheet close area: word for word where spec 001 §2, §5 and §8 give it (typos included:
// "not part of the this runsheet"); the rest are ours, written where the spec is silent (docs/areas/runsheet.md).

/** Toast durations of spec 001 §8-§9, in milliseconds. */
export const RUNSHEET_TOAST_MS = { closeError: 10_000, success: 2000, toteScanned: 2000 } as const;
/** Characters of a scanned item code matched against the runsheet's items (spec 001 §9). */
export const RUNSHEET_ITEM_MATCH_LENGTH = 10;
/** Wrong OTPs a drop point accepts before OTP validation is locked (ours: the spec asks for "attempt limits"). */
export const OTP_MAX_ATTEMPTS = 5;
/** Most items one collect call may carry (a tote or a runsheet's loose items). */
export const RUNSHEET_MAX_ITEMS_PER_CALL = 500;
/** Shortest reason L1/Admin give to close without a hub manager's distance approval (ours, as FE deactivation's 10). */
export const DISTANCE_OVERRIDE_REASON_MIN = 10;

/** Spec texts (001 §2, §5, §8) and the server's own refusals. */
export const RUNSHEET_MESSAGES = {
  // Spec 001 §8 "Runsheet".
  fallback: COMMON_MESSAGES.retry,
  duplicateScan: COMMON_MESSAGES.duplicateScan,
  invalidTote: (toteId: string) => `Invalid Tote Scan (Tote ID: ${toteId})`,
  notInRunsheet: (code: string) => `${code} is not part of the this runsheet.`,
  loadItemsFailed: COMMON_MESSAGES.itemsLoadFailed,
  loadDataFailed: COMMON_MESSAGES.dataLoadFailed,
  checkErrorItems: 'Check error items ...',
  driverUnavailable: 'Driver data is not available.',
  startFailed: 'Failed to start the activity.',
  verifyItemsFailed: 'Failed to verify items. Please try again.',
  reattemptFailed: (reason: string) => `Failed to mark drop as reattempt: ${reason}`,
  // Spec 001 §8 "Runsheet successes".
  started: 'Runsheet activity started successfully.',
  shipmentVerified: 'Shipment verified successfully.',
  shipmentUndone: 'Undo shipment status successful.',
  itemCollected: 'Scanned item collected successfully.',
  otpValidated: 'OTP validated successfully.',
  toteScanned: (toteId: string) => `Tote Id ${toteId} is scanned successfully.`,
  itemsVerified: (n: number) => `${n} Items verified successfully.`,
  allCollected: 'All selected items collected successfully.',
  // Spec 001 §2 screen texts.
  noItems: 'There are no items in the runsheet.',
  noMatch: 'No items match your search',
  startSwipe: 'Start Runsheet Activity!',
  otpPrompt: 'Enter OTP to start verification:',
  // Ours: what the server says where the spec shows no text.
  runsheetNotFound: (id: string) => `Runsheet ${id} not found`,
  dropPointNotFound: (id: string) => `Drop point ${id} is not part of the this runsheet.`,
  alreadyStarted: 'Runsheet activity has already started.',
  notStarted: 'Start the runsheet activity first.',
  closed: (id: string) => `Runsheet ${id} is already closed.`,
  onHold: (id: string) => `Runsheet ${id} is on hold. Un-hold it to close.`,
  alreadyOnHold: (id: string) => `Runsheet ${id} is already on hold.`,
  notOnHold: (id: string) => `Runsheet ${id} is not on hold.`,
  held: (id: string) => `Runsheet ${id} moved to hold.`,
  unheld: (id: string) => `Runsheet ${id} is un-held.`,
  holdReasonRequired: 'Select a hold reason.',
  unknownReason: (reason: string) => `Unknown reason: ${reason}`,
  itemTypeMismatch: (itemId: string, itemType: string) => `${itemId} is not an ${itemType} item.`,
  intercityReasonRequired: (itemId: string) => `Select a reason for intercity item ${itemId}.`,
  notInTote: (itemId: string, toteId: string) => `${itemId} is not in tote ${toteId}.`,
  toteNotScanned: (toteId: string) => `Scan tote ${toteId} before verifying its items.`,
  otpNotRequired: 'OTP is not required for this drop point.',
  otpWrong: (left: number) => `Invalid OTP. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
  // The lock is released by a hub manager of the runsheet's hub on this drop's card (docs/areas/runsheet.md "OTP lock").
  otpLocked: `Too many wrong OTPs for this drop point (${OTP_MAX_ATTEMPTS}). Ask a hub manager to release the OTP lock.`,
  otpLockRelease: 'Release OTP lock',
  otpLockReleased: (name: string) => `OTP lock of ${name} released. The OTP can be entered again.`,
  otpNotLocked: 'The OTP of this drop point is not locked.',
  otpDigits: 'OTP must be 4 to 6 digits',
  otpFirst: 'Validate the OTP of this drop point first.',
  alreadyVerified: (shipmentId: string) => `Shipment ${shipmentId} is already verified.`,
  notVerified: (shipmentId: string) => `Shipment ${shipmentId} is not verified.`,
  reattemptDisabled: 'Hub reattempt is not enabled for this drop point.',
  reattemptDone: 'This drop point is already marked not attempted.',
  reattempted: (name: string) => `${name} marked not attempted.`,
  dpPending: (names: string[]) => `Drop points pending verification: ${names.join(', ')}`,
  itemsPending: (n: number) => `${n} undelivered ${n === 1 ? 'item is' : 'items are'} not collected yet.`,
  assetsPending: (n: number) => `${n} ${n === 1 ? 'crate is' : 'crates are'} not scanned.`,
  readyToClose: 'Runsheet is ready to close.',
  crateReasonRequired: (crateId: string) => `Select a reason for missing crate ${crateId}.`,
  notACrate: (crateId: string) => `${crateId} is not a missing crate of this runsheet.`,
  amountMismatch: (sent: string, recorded: string) => `Collected amount ${sent} does not match the ${recorded} recorded for this runsheet.`,
  closedOk: (id: string) => `Runsheet ${id} closed successfully.`,
  // Ours: the excess-travel-distance approval (spec 001 §2 close panel; docs/areas/runsheet.md "Trip distance").
  runsheetNotAtHub: (id: string, hubId: string) => `Runsheet ${id} is not a runsheet of hub ${hubId}.`,
  distanceNotApproved: (km: number) => `The trip distance of ${km} km is not approved. A hub manager approves it on the route map before the close.`,
  distanceAlreadyApproved: (id: string) => `The trip distance of runsheet ${id} is already approved.`,
  distanceApproved: (km: number) => `Trip distance of ${km} km approved.`,
  overrideReasonMin: `Give a reason of at least ${DISTANCE_OVERRIDE_REASON_MIN} characters to close without the distance approval.`,
  vehicleNumberMin: VALIDATION_MESSAGES.vehicleNumber,
  driverNameRequired: 'Driver name is required',
  selectReason: 'Select Reason',
  // Ours: an item's drop points (fetchDropPointsForItem, 001 §7; docs/areas/runsheet.md "Item drop points").
  itemDropsButton: 'Drop points',
  itemDropsTitle: (itemTitle: string) => `Drop points of ${itemTitle}`,
  itemDropsSetBreak: 'Every drop of this SKU (set break)',
  itemDropsNone: 'This item has no drop point on the runsheet.',
} as const;

/** Rupees from paise, two decimals (money is stored in paise: spec 002 §9). */
export const formatPaise = (paise: number) => `₹${(paise / 100).toFixed(2)}`;
