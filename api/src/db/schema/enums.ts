// The CHECK constraint of every status, state and type column, built from the contracts' value lists
// (`@hub/shared/contracts`, one array per list: docs/adr/012 §4). Each table spreads `valueChecks('<table>', t)` into
// its constraints; the constraints themselves were created by migration 0003_data_layer (coupled_totes' by 0009), and
// test/db/enums.test.ts fails when a constraint in the migrated database and its list disagree. A list changed here
// or in a contract makes `drizzle-kit generate` write the migration that replaces the constraint.
// Spec references: 000 §3-§4, 001 §3-§4, 002 §3-§4.
import {
  ACTIVITY_GROUP_TYPES,
  ACTIVITY_VIEW_TYPES,
  ADDRESS_PROOF_TYPES,
  APPROVAL_STATES,
  CORRECTION_STEPS,
  ASSET_EVENT_TYPES_LIST,
  ASSET_REFERENCE_TYPE_LIST,
  ASSET_STATES_LIST,
  ASSET_TYPE_LIST,
  ASSOCIATION_TYPES,
  DISPATCH_STATUS_VALUES,
  DROP_POINT_STATUSES,
  DROP_STATUSES,
  FE_STATUSES,
  FULFILMENT_ARCHETYPES,
  IN_SCAN_STATUS_LIST,
  ITEM_QC_STATUS_LIST,
  MOVEMENT_TYPES,
  NOTIFICATION_KINDS,
  NOTIFICATION_RECIPIENT_TYPES,
  NOTIFICATION_STATUSES,
  OFD_TASK_KINDS,
  OFD_TASK_STATUSES,
  PICKING_STATUS_VALUES,
  PILOT_FEATURES,
  PSV_ACTIVITY_LIST,
  PSV_TASK_STATE_LIST,
  REASON_LIST_KEYS,
  ROUTE_BATCHES,
  RUNSHEET_ACTIVITY,
  RUNSHEET_ITEM_KINDS,
  RUNSHEET_ITEM_STATES,
  SHIPMENT_STATUSES,
  SUMMARY_STATUSES,
  TIMELINE_ENTRY_TYPES,
  VEHICLE_ACTIVITY_STATE_VALUES,
  ZONE_QC_STATUS_LIST,
  ZONE_TYPES,
} from '@hub/shared/contracts';
import { sql } from 'drizzle-orm';
import { check, type PgColumn } from 'drizzle-orm/pg-core';

// Lists no call takes or answers (no contract names these columns), so they stay with the schema.
/** How an activity is tied to its work (000 §3 "Enumerations" ActivityAssociationType). */
export const ACTIVITY_ASSOCIATION_TYPES = ['SPA', 'VLM', 'BUYER_ORDER_IWIT'] as const;
export const ORDER_STATUSES = ['PLACED', 'IN_FULFILMENT', 'DELIVERED', 'PARTIALLY_DELIVERED', 'RETURNED', 'CANCELLED'] as const;
export const TRIP_STATUSES = ['PLANNED', 'ON_ROAD', 'COMPLETED'] as const;
/** A PSV task's asset: PENDING until scanned (VERIFIED), LOST when the task closes without it (001 §4). */
export const PSV_ASSET_STATUSES = ['PENDING', 'VERIFIED', 'LOST'] as const;
/** The lists above by name: test/db/enums.test.ts accepts these, and only these, as lists outside the contracts. */
export const API_ONLY_LISTS: Readonly<Record<string, readonly string[]>> = { ACTIVITY_ASSOCIATION_TYPES, ORDER_STATUSES, TRIP_STATUSES, PSV_ASSET_STATUSES };

/** Every constrained column: its table, column and allowed values (null is allowed where the column is nullable). */
export const ENUM_COLUMNS: ReadonlyArray<{ table: string; column: string; values: readonly string[] }> = [
  { table: 'items', column: 'picking_status', values: PICKING_STATUS_VALUES },
  { table: 'items', column: 'dispatch_status', values: DISPATCH_STATUS_VALUES },
  { table: 'items', column: 'qc_status', values: ITEM_QC_STATUS_LIST },
  { table: 'items', column: 'fulfilment_archetype', values: FULFILMENT_ARCHETYPES },
  { table: 'item_associations', column: 'association_type', values: ASSOCIATION_TYPES },
  { table: 'item_associations', column: 'picking_status', values: PICKING_STATUS_VALUES },
  { table: 'item_associations', column: 'dispatch_status', values: DISPATCH_STATUS_VALUES },
  { table: 'zones', column: 'zone_type', values: ZONE_TYPES },
  { table: 'zones', column: 'qc_status', values: ZONE_QC_STATUS_LIST },
  { table: 'assets', column: 'asset_type', values: ASSET_TYPE_LIST },
  { table: 'assets', column: 'asset_state', values: ASSET_STATES_LIST },
  { table: 'assets', column: 'in_scan_status', values: IN_SCAN_STATUS_LIST },
  { table: 'asset_logs', column: 'asset_event_type', values: ASSET_EVENT_TYPES_LIST },
  { table: 'asset_logs', column: 'reference_type', values: ASSET_REFERENCE_TYPE_LIST },
  { table: 'orders', column: 'status', values: ORDER_STATUSES },
  { table: 'shipments', column: 'shipment_status', values: SHIPMENT_STATUSES },
  { table: 'activity_groups', column: 'activity_group_type', values: ACTIVITY_GROUP_TYPES },
  { table: 'activity_groups', column: 'activity_group_state', values: VEHICLE_ACTIVITY_STATE_VALUES },
  { table: 'activity_groups', column: 'activity_view_type', values: ACTIVITY_VIEW_TYPES },
  { table: 'activities', column: 'movement_type', values: MOVEMENT_TYPES },
  { table: 'activities', column: 'activity_association_type', values: ACTIVITY_ASSOCIATION_TYPES },
  { table: 'activities', column: 'activity_pickup_type', values: ACTIVITY_VIEW_TYPES },
  { table: 'activities', column: 'vehicle_activity_state', values: VEHICLE_ACTIVITY_STATE_VALUES },
  { table: 'ofd_tasks', column: 'kind', values: OFD_TASK_KINDS },
  { table: 'ofd_tasks', column: 'status', values: OFD_TASK_STATUSES },
  { table: 'runsheets', column: 'activity_status', values: RUNSHEET_ACTIVITY },
  { table: 'drop_points', column: 'status', values: DROP_POINT_STATUSES },
  { table: 'runsheet_items', column: 'item_type', values: RUNSHEET_ITEM_KINDS },
  { table: 'runsheet_items', column: 'status', values: RUNSHEET_ITEM_STATES },
  { table: 'psv_tasks', column: 'state', values: PSV_TASK_STATE_LIST },
  { table: 'psv_task_assets', column: 'status', values: PSV_ASSET_STATUSES },
  { table: 'psv_task_assets', column: 'last_activity', values: PSV_ACTIVITY_LIST },
  { table: 'trips', column: 'status', values: TRIP_STATUSES },
  { table: 'trip_events', column: 'type', values: TIMELINE_ENTRY_TYPES },
  { table: 'trip_events', column: 'status', values: DROP_STATUSES },
  { table: 'trip_events', column: 'summary_status', values: SUMMARY_STATUSES },
  { table: 'alerts', column: 'approval_state', values: APPROVAL_STATES },
  { table: 'field_executives', column: 'status', values: FE_STATUSES },
  { table: 'field_executives', column: 'address_proof_type', values: ADDRESS_PROOF_TYPES },
  { table: 'hub_pilots', column: 'feature', values: PILOT_FEATURES },
  { table: 'coupled_totes', column: 'route_batch', values: ROUTE_BATCHES },
  { table: 'notifications', column: 'kind', values: NOTIFICATION_KINDS },
  { table: 'notifications', column: 'recipient_type', values: NOTIFICATION_RECIPIENT_TYPES },
  { table: 'notifications', column: 'status', values: NOTIFICATION_STATUSES },
  { table: 'reason_list_entries', column: 'list_key', values: REASON_LIST_KEYS },
  { table: 'corrections', column: 'step', values: CORRECTION_STEPS },
];

/** The name of a column's CHECK constraint. */
export const enumCheckName = (table: string, column: string) => `${table}_${column}_check`;

/** A value as an SQL literal: the lists hold upper-case words only, so nothing needs escaping (anything else throws). */
function literal(value: string): string {
  if (!/^[A-Z][A-Z0-9_]*$/.test(value)) throw new Error(`value list entry ${JSON.stringify(value)} is not an upper-case word`);
  return `'${value}'`;
}

/**
 * The CHECK constraints of one table's listed columns (`"<table>"."<column>" in ('A', 'B')`), for its extra config:
 * `(t) => [index(...), ...valueChecks('items', t)]`. Throws at load when ENUM_COLUMNS names a column the table lacks.
 */
export function valueChecks(table: string, columns: Record<string, PgColumn>) {
  return ENUM_COLUMNS.filter((e) => e.table === table).map((e) => {
    const column = Object.values(columns).find((c) => c.name === e.column);
    if (!column) throw new Error(`ENUM_COLUMNS names ${table}.${e.column}, which the schema does not have`);
    return check(enumCheckName(table, e.column), sql`${column} in (${sql.raw(e.values.map(literal).join(', '))})`);
  });
}
