// The value lists of every status, state and type column, in one place: the database holds them as CHECK
// constraints (migration 0003_enum_checks), the api and seed import them, and test/db/enums.test.ts fails when a
// constraint and its list disagree. Spec references: 000 §3-§4, 001 §3-§4, 002 §3-§4.
import { ADDRESS_PROOF_TYPES, FE_STATUSES, PILOT_FEATURES, ROUTE_BATCHES } from '@hub/shared/contracts';

export const PICKING_STATUSES = ['NOT_STARTED', 'NOT_PICKED', 'PARTIALLY_PICKED', 'PICKED'] as const;
export const DISPATCH_STATUSES = ['NOT_STARTED', 'NOT_DISPATCHED', 'PARTIALLY_DISPATCHED', 'DISPATCHED'] as const;
export const ITEM_QC_STATUSES = ['NOT_STARTED', 'COMPLETED', 'FAILED'] as const;
export const ZONE_QC_STATUSES = ['QC_PENDING', 'QC_FAILED', 'QC_COMPLETE'] as const;
export const ZONE_TYPES = ['STAGING', 'LM', 'RTO', 'REATTEMPT', 'RVP', 'BULK_BREAK'] as const;
export const ASSOCIATION_TYPES = ['ZONE', 'VEHICLE', 'CRATE', 'BAG'] as const;
export const FULFILMENT_ARCHETYPES = ['INTERCITY', 'INTRACITY'] as const;
export const ACTIVITY_GROUP_TYPES = ['WAREHOUSE_TO_HUB_DROP', 'HUB_DROP', 'DIRECT_DROP', 'HUB_TO_WH_REVERSE_DROP', 'HUB_TO_WH_CRATE_DROP'] as const;
export const VEHICLE_ACTIVITY_STATES = ['NOT_STARTED', 'STARTED', 'COMPLETED'] as const;
export const ACTIVITY_VIEW_TYPES = ['SELLER', 'VEHICLE'] as const;
export const MOVEMENT_TYPES = ['HUB_INWARD', 'DISPATCH', 'ZONE_TO_ZONE'] as const;
export const ACTIVITY_ASSOCIATION_TYPES = ['SPA', 'VLM', 'BUYER_ORDER_IWIT'] as const;
export const OFD_TASK_KINDS = ['OFD', 'LM_MANIFEST'] as const;
export const OFD_TASK_STATUSES = ['IN_PROGRESS', 'COMPLETED', 'FAILED'] as const;
export const RUNSHEET_ACTIVITY_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'ENDED'] as const;
export const DROP_POINT_STATUSES = ['DELIVERED', 'PARTIALLY_DELIVERED', 'NOT_ATTEMPTED', 'RETURNED', 'PENDING'] as const;
export const RUNSHEET_ITEM_TYPES = ['INTERCITY', 'INTRACITY', 'ASSET'] as const;
export const RUNSHEET_ITEM_STATUSES = ['NOT_STARTED', 'COLLECTED'] as const;
export const PSV_TASK_STATES = ['CREATED', 'PROCESSING', 'PROCESSED', 'ABANDONED'] as const;
export const PSV_ASSET_STATUSES = ['PENDING', 'VERIFIED', 'LOST'] as const;
export const PSV_ACTIVITIES = ['ONBOARD', 'RECEIVE', 'PSV', 'PICK', 'DISPATCH'] as const;
export const ASSET_TYPES = ['TOTE', 'CRATE', 'PACKAGING_MATERIAL', 'TEMP_TOTE'] as const;
export const ASSET_STATES = ['PENDING_ACTIVATION', 'GOOD_TO_USE', 'EMPTY_TOTE', 'IN_USE', 'IN_TRANSIT', 'IN_TRANSFER', 'UNDER_PSV', 'LOST'] as const;
export const IN_SCAN_STATUSES = ['NOT_SCANNED', 'SCANNED'] as const;
export const ASSET_EVENT_TYPES = [
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
export const ASSET_REFERENCE_TYPES = ['ACTIVITY_GROUP', 'RUNSHEET', 'PSV_TASK', 'ZONE', 'HUB'] as const;
export const ORDER_STATUSES = ['PLACED', 'IN_FULFILMENT', 'DELIVERED', 'PARTIALLY_DELIVERED', 'RETURNED', 'CANCELLED'] as const;
export const SHIPMENT_STATUSES = ['CREATED', 'PACKED', 'OFD', 'DELIVERED', 'PARTIALLY_DELIVERED', 'NOT_ATTEMPTED', 'RETURNED'] as const;
export const TRIP_STATUSES = ['PLANNED', 'ON_ROAD', 'COMPLETED'] as const;
export const TIMELINE_ENTRY_TYPES = ['TRIP_START', 'TRIP_END', 'DROP', 'ALERT'] as const;
export const DROP_STATUSES = ['DELIVERED', 'PARTIALLY_DELIVERED', 'NOT_ATTEMPTED', 'RETURNED'] as const;
export const SUMMARY_STATUSES = ['SUCCESS', 'WARNING', 'ERROR', 'DEFAULT'] as const;
export const APPROVAL_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** Every constrained column: its table, column and allowed values (null is allowed where the column is nullable). */
export const ENUM_COLUMNS: ReadonlyArray<{ table: string; column: string; values: readonly string[] }> = [
  { table: 'items', column: 'picking_status', values: PICKING_STATUSES },
  { table: 'items', column: 'dispatch_status', values: DISPATCH_STATUSES },
  { table: 'items', column: 'qc_status', values: ITEM_QC_STATUSES },
  { table: 'items', column: 'fulfilment_archetype', values: FULFILMENT_ARCHETYPES },
  { table: 'item_associations', column: 'association_type', values: ASSOCIATION_TYPES },
  { table: 'item_associations', column: 'picking_status', values: PICKING_STATUSES },
  { table: 'item_associations', column: 'dispatch_status', values: DISPATCH_STATUSES },
  { table: 'zones', column: 'zone_type', values: ZONE_TYPES },
  { table: 'zones', column: 'qc_status', values: ZONE_QC_STATUSES },
  { table: 'assets', column: 'asset_type', values: ASSET_TYPES },
  { table: 'assets', column: 'asset_state', values: ASSET_STATES },
  { table: 'assets', column: 'in_scan_status', values: IN_SCAN_STATUSES },
  { table: 'asset_logs', column: 'asset_event_type', values: ASSET_EVENT_TYPES },
  { table: 'asset_logs', column: 'reference_type', values: ASSET_REFERENCE_TYPES },
  { table: 'orders', column: 'status', values: ORDER_STATUSES },
  { table: 'shipments', column: 'shipment_status', values: SHIPMENT_STATUSES },
  { table: 'activity_groups', column: 'activity_group_type', values: ACTIVITY_GROUP_TYPES },
  { table: 'activity_groups', column: 'activity_group_state', values: VEHICLE_ACTIVITY_STATES },
  { table: 'activity_groups', column: 'activity_view_type', values: ACTIVITY_VIEW_TYPES },
  { table: 'activities', column: 'movement_type', values: MOVEMENT_TYPES },
  { table: 'activities', column: 'activity_association_type', values: ACTIVITY_ASSOCIATION_TYPES },
  { table: 'activities', column: 'activity_pickup_type', values: ACTIVITY_VIEW_TYPES },
  { table: 'activities', column: 'vehicle_activity_state', values: VEHICLE_ACTIVITY_STATES },
  { table: 'ofd_tasks', column: 'kind', values: OFD_TASK_KINDS },
  { table: 'ofd_tasks', column: 'status', values: OFD_TASK_STATUSES },
  { table: 'runsheets', column: 'activity_status', values: RUNSHEET_ACTIVITY_STATUSES },
  { table: 'drop_points', column: 'status', values: DROP_POINT_STATUSES },
  { table: 'runsheet_items', column: 'item_type', values: RUNSHEET_ITEM_TYPES },
  { table: 'runsheet_items', column: 'status', values: RUNSHEET_ITEM_STATUSES },
  { table: 'psv_tasks', column: 'state', values: PSV_TASK_STATES },
  { table: 'psv_task_assets', column: 'status', values: PSV_ASSET_STATUSES },
  { table: 'psv_task_assets', column: 'last_activity', values: PSV_ACTIVITIES },
  { table: 'trips', column: 'status', values: TRIP_STATUSES },
  { table: 'trip_events', column: 'type', values: TIMELINE_ENTRY_TYPES },
  { table: 'trip_events', column: 'status', values: DROP_STATUSES },
  { table: 'trip_events', column: 'summary_status', values: SUMMARY_STATUSES },
  { table: 'alerts', column: 'approval_state', values: APPROVAL_STATES },
  { table: 'field_executives', column: 'status', values: FE_STATUSES },
  { table: 'field_executives', column: 'address_proof_type', values: ADDRESS_PROOF_TYPES },
  { table: 'hub_pilots', column: 'feature', values: PILOT_FEATURES },
  { table: 'coupled_totes', column: 'route_batch', values: ROUTE_BATCHES },
];

/** The name of a column's CHECK constraint. */
export const enumCheckName = (table: string, column: string) => `${table}_${column}_check`;
