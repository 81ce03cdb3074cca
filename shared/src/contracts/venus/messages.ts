/** Alert priorities of the hub board, in column order (spec 002 §4, §9). */
export const ALERT_PRIORITIES = ['P0', 'P1', 'P2', 'P3'] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];

/** Column titles of the hub dashboard board and their styles (spec 002 §2 "Hub dashboard"). */
export const PRIORITY_COLUMNS: ReadonlyArray<{ priority: AlertPriority; title: string; tone: 'error' | 'warn' | 'info' | 'success' }> = [
  { priority: 'P0', title: 'P0 High', tone: 'error' },
  { priority: 'P1', title: 'P1 Medium', tone: 'warn' },
  { priority: 'P2', title: 'P2 Low', tone: 'info' },
  { priority: 'P3', title: 'P3 Reviewed', tone: 'success' },
];

/** Longest review comment a reviewer may write (the spec gives none; a note, not an essay). */
export const REVIEW_COMMENT_MAX = 500;
/** Most alerts one resolve or delete call may name. */
export const ALERT_IDS_MAX = 50;
/** Shortest and longest global search query; results per entity type. */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 64;
export const SEARCH_RESULTS_PER_TYPE = 5;

/** Every text of the monitoring area: the spec's word for word (§2, §8), and the server's refusals we word. */
export const VENUS_MESSAGES = {
  // Spec 002 §2 / §8, word for word.
  dashboardError: 'Something went wrong!',
  timelineError: 'Something went wrong',
  reviewFailed: 'Error submitting alert review:',
  actionFailed: 'Error submitting alert action:',
  hubSearchPlaceholder: 'Enter hub name or id',
  // Refusals (the spec words none of them).
  dateEpochInvalid: 'date_epoch must be a millisecond timestamp',
  dateEpochFuture: 'date_epoch cannot be after today',
  commentRequired: 'Comment is required',
  commentTooLong: `Comment must be at most ${REVIEW_COMMENT_MAX} characters`,
  alertIdsRequired: 'Select at least one alert',
  alertIdsTooMany: `At most ${ALERT_IDS_MAX} alerts at once`,
  alreadyReviewed: 'This alert has already been reviewed',
  noReviewToEdit: 'This alert has no review to edit',
  noReviewToDelete: 'This alert has no review comment to delete',
  notApprovalAlert: 'This alert does not need approval',
  searchTooShort: `Type at least ${SEARCH_QUERY_MIN} characters`,
  searchTooLong: `Search text must be at most ${SEARCH_QUERY_MAX} characters`,
} as const;

export const alertNotFoundMessage = (alertId: string) => `Alert ${alertId} not found`;
export const vehicleNotFoundMessage = (vehicle: string) => `Vehicle ${vehicle} not found`;
export const tripNotFoundMessage = (tripId: string) => `Trip ${tripId} not found`;
export const alreadyActionedMessage = (state: string) => `This alert has already been ${state.toLowerCase()}`;
