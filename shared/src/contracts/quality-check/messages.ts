import { COMMON_MESSAGES } from '../common/messages';
// Every text of quality check and zone visibility: spec 000 §2, §5, §8 word for word where the spec gives one; the
// server's refusals the spec does not word are written here once (api and client both read them).

/** Texts the spec gives (000 §2, §5, §8). */
export const QC_MESSAGES = {
  noZones: 'There are no zones available.',
  noZonesMatch: 'No zones matching your search.',
  loadFailed: COMMON_MESSAGES.dataLoadFailed,
  noItems: 'There are no items in the zone.',
  noItemsMatch: COMMON_MESSAGES.noItemsMatch,
  slideToComplete: 'slide to complete QC',
  greatJob: 'Great job',
  checkOrders: 'Please check following orders',
  done: 'Done',
  approvedNote: 'NOTE: Rejected items from approved will be sent back to pending.',
  rejectedNote: 'Deleted reject items will be sent back to pending.',
  approveQuestion: 'How much of the pending quantity would you like to approve?',
  rejectQuestion: 'Do you want to reject any pending quantity?',
  statusChangeNotAllowed: 'qc status change not allowed',
  moveToPending: 'Move to pending',
  save: 'Save',
  cancel: 'Cancel',
  totalQuantity: 'Total Quantity',
} as const;

/** The completion refusal's message ("Check error items ..." in 000 §8), with the blocking orders listed beside it. */
export const QC_CHECK_ERROR_ITEMS = 'Check error items: some items still have pending quantity';

/** Server refusals the spec does not word (docs/areas/quality-check.md). */
export const QC_REFUSALS = {
  zoneNotFound: (zone: string) => `Zone ${zone} not found at this hub`,
  itemNotInZone: (item: string, zone: string) => `Item ${item} is not in zone ${zone}`,
  exceedsPending: (pending: number) => `Only ${pending} units are pending for this item`,
  belowZero: 'The approved and rejected quantities cannot go below 0',
  wrongTab: (tab: string) => `This change cannot be saved from the ${tab} tab`,
  failedSum: 'failedQty must be the sum of the rejection quantities',
  itemNotFound: (item: string) => `Item ${item} not found`,
  /** A rejection reason that is not an active entry of the QC_FAILURE list (docs/areas/reason-lists.md). */
  reasonNotInList: COMMON_MESSAGES.reasonNotInList,
} as const;

/** Texts of a QC correction (issue 34, docs/areas/corrections.md "Quality check"); the rule's texts are CORRECTION_MESSAGES. */
export const QC_CORRECTION_MESSAGES = {
  /** `to` names the side the units come from. */
  sameSide: 'Send the units to pending or to the other side.',
  /** Approved units sent to the rejected side need a reason of the QC_FAILURE list. */
  failureReasonRequired: 'Pick a rejection reason for the units you reject.',
  /** The panel's action and the dialog's choices. */
  fromLabel: 'Take back from',
  toLabel: 'Send to',
  failureReasonLabel: 'Rejection reason',
  /** The QC side names as the dialog offers them. */
  sides: { ACCEPTED: 'Approved units', FAILED: 'Rejected units', PENDING: 'Pending' },
} as const;

/**
 * Texts of "Units by tote" on zone visibility (currentEntityItems, 000 §7; docs/areas/quality-check.md "Units by tote"):
 * where each unit of the zone sits now, so an operator finds an item's tote without opening every tote.
 */
export const ZONE_UNITS_MESSAGES = {
  title: 'Units by tote',
  loose: 'Loose (no tote)',
  empty: 'No units are in this zone now.',
  tote: (toteId: string) => `Tote ${toteId}`,
  units: (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`,
  order: (orderId: string) => `Order ${orderId}`,
} as const;
