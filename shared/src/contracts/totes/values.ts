// Value lists of the tote tables as the contracts expose them (the api's db/schema/enums.ts holds the same lists
// for its CHECK constraints; api/test/routes/totes checks they agree).
export const PSV_TASK_STATE_LIST = ['CREATED', 'PROCESSING', 'PROCESSED', 'ABANDONED'] as const;
/** PROCESSED and ABANDONED count as completed (001 §4); close is offered only for the others. */
export const PSV_COMPLETED_STATES = ['PROCESSED', 'ABANDONED'] as const;
export const PSV_ACTIVITY_LIST = ['ONBOARD', 'RECEIVE', 'PSV', 'PICK', 'DISPATCH'] as const;
export const ASSET_STATES_LIST = ['PENDING_ACTIVATION', 'GOOD_TO_USE', 'EMPTY_TOTE', 'IN_USE', 'IN_TRANSIT', 'IN_TRANSFER', 'UNDER_PSV', 'LOST'] as const;
export const ASSET_EVENT_TYPES_LIST = [
  'ONBOARD',
  'RECEIVE',
  'TAG',
  'DETAG',
  'IN_SCAN',
  'PICK',
  'DISPATCH',
  'MERGE',
  'PSV',
  'MARK_USABLE',
  'MARK_FOUND',
  'LOST',
  'SEND',
] as const;
