// Value lists of the tote tables (spec 001 §3-§4): the contracts' schemas, the screens and the database's CHECK
// constraints (api/src/db/schema/enums.ts) all use these arrays; api/test/db/enums.test.ts compares them with the database.
export const PSV_TASK_STATE_LIST = ['CREATED', 'PROCESSING', 'PROCESSED', 'ABANDONED'] as const;
/** PROCESSED and ABANDONED count as completed (001 §4); close is offered only for the others. */
export const PSV_COMPLETED_STATES = ['PROCESSED', 'ABANDONED'] as const;
export const PSV_ACTIVITY_LIST = ['ONBOARD', 'RECEIVE', 'PSV', 'PICK', 'DISPATCH'] as const;
export const ASSET_STATES_LIST = ['PENDING_ACTIVATION', 'GOOD_TO_USE', 'EMPTY_TOTE', 'IN_USE', 'IN_TRANSIT', 'IN_TRANSFER', 'UNDER_PSV', 'LOST'] as const;
/** Whether a tote was scanned in at the hub (tote in-scan). */
export const IN_SCAN_STATUS_LIST = ['NOT_SCANNED', 'SCANNED'] as const;
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
