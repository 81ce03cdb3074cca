/**
 * Every text of the organisation support views (spec 002 §2, §8 word for word), in one place for the api and the
 * remote, plus the refusals the spec does not word and the limits we chose (docs/areas/org-support.md).
 */

/** Longest custom push-list range, days (bounded so one call never scans an org's whole history). */
export const PUSH_LIST_MAX_DAYS = 92;
/** Most shipments the org view lists when no trip is named (the newest first). */
export const ORG_SHIPMENTS_MAX = 50;
/** Most escalations the ECT table lists (the newest first). */
export const ORG_ESCALATIONS_MAX = 100;
/** The QPS reward card's progress bar: the spec fixes it at 33 of 100. */
export const REWARD_PROGRESS = 33;

export const ORG_SUPPORT_MESSAGES = {
  // Spec 002 §8, word for word.
  orgError: "Couldn't fetch org",
  detailsError: 'Error in fetching details',
  qpsError: 'Error in fetching QPS',
  ectError: 'Error in fetching ECT',
  pushListError: 'Error in fetching Push List',
  noItems: 'Sorry, no items found',
  // Spec 002 §2, word for word.
  openMaps: 'Open on Google Maps',
  orderDetails: 'Order Details',
  paymentDetails: 'Payment Details',
  creditWip: 'WIP Credit',
  collectible: 'Collectible',
  collected: 'Collected',
  verticals: 'Verticals',
  listings: 'Listings',
  shopWorth: 'Shop Worth',
  discount: 'Discount',
  resolved: 'Resolved',
  thisMonth: 'This Month',
  thisWeek: 'This Week',
  custom: 'Custom',
  visit: 'Visit',
  totalItems: 'Total Items',
  itemsPushed: 'PushList Items Pushed',
  timeline: 'TimeLine',
  product: 'Product',
  type: 'Type',
  targets: 'Targets',
  unitsCount: 'Units count',
  // Chosen where the spec is silent.
  noShipments: 'No shipments for this shop yet',
  noEscalations: 'No escalations for this shop',
  noRewards: 'No rewards for this shop',
  noOffers: 'No offers for this shop',
  pickBothDates: 'Pick both dates to see the push list',
  // Refusals (the spec words none of them).
  pushRangeRequired: 'Select both dates of the custom range',
  pushRangeOrder: 'Start date must be on or before the end date',
  pushRangeFuture: 'Dates cannot be after today',
  pushRangeSpan: `The range can be at most ${PUSH_LIST_MAX_DAYS} days`,
} as const;

/** Collectible card rows (spec 002 §2): label and the key of `dropPaymentResponse.collectible`, in the spec's order. */
export const COLLECTIBLE_ROWS = [
  { label: 'Delivery', key: 'DELIVERY' },
  { label: 'Use Credit', key: 'USE_CREDIT' },
  { label: 'Delivery Total', key: 'DELIVERY_TOTAL' },
  { label: 'Overdue To Collect', key: 'OVERDUE_TO_COLLECT' },
  { label: 'Total', key: 'TOTAL' },
  { label: 'Balance to pay', key: 'BALANCE_TO_PAY' },
] as const;

/** Collected card rows (spec 002 §2): label and the key of `dropPaymentResponse.collected`. */
export const COLLECTED_ROWS = [
  { label: 'Prepaid', key: 'PREPAID' },
  { label: 'UPI', key: 'UPI' },
  { label: 'Cash', key: 'CASH' },
  { label: 'Wallet', key: 'WALLET' },
] as const;

/** 'Earn {points} on overall purchase of ₹{purchaseAmount}' (spec 002 §2, a QPS reward card). */
export const rewardText = (points: number, purchaseAmount: number) => `Earn ${points} on overall purchase of ₹${purchaseAmount}`;
/** 'Resolved' column value of an escalation (spec 002 §2): Yes when its status is RESOLVED. */
export const resolvedText = (status: string) => (status === 'RESOLVED' ? 'Yes' : 'No');

/** Longest visit review, characters (the spec gives none: a note, as long as an alert review). */
export const VISIT_REVIEW_MAX = 500;
/** Largest visit id (the visits table's serial id: a 32-bit integer). */
export const VISIT_ID_MAX = 2_147_483_647;

/** The visit review's texts (spec 002 §8 for the failure prefix; the rest ours: docs/areas/org-support.md "Visit review"). */
export const VISIT_REVIEW_MESSAGES = {
  // Spec 002 §8, word for word: the failure is shown as this prefix followed by the error.
  submitFailed: 'Error submitting visit review:',
  // Chosen where the spec is silent.
  visits: 'Visits',
  visitsError: 'Error in fetching visits',
  noVisits: 'No visits to this shop yet',
  notReviewed: 'Not reviewed yet',
  upcoming: 'Not visited yet',
  reviewAction: 'Review visit',
  reviewLabel: 'Visit review',
  submit: 'Submit review',
  submitted: 'Visit review submitted',
  // Refusals.
  reviewRequired: 'Review is required',
  reviewTooLong: `Review must be at most ${VISIT_REVIEW_MAX} characters`,
  visitIdInvalid: 'Visit id must be a positive whole number',
  alreadyReviewed: 'This visit has already been reviewed',
  notVisitedYet: 'This visit has not happened yet',
} as const;

/** 404 of a visit id that is not a visit of the org named. */
export const visitNotFoundMessage = (visitId: number, orgId: string) => `Visit ${visitId} not found for org ${orgId}`;

export const orgNotFoundMessage = (orgId: string) => `Org ${orgId} not found`;
export const dropNotFoundMessage = (tripId: string, orgUnitId: string) => `Trip ${tripId} has no drop at org ${orgUnitId}`;
