import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { assets, items, shipments } from './hub-ops';
import { orgs } from './org-support';
import { hubs } from './platform';
import { valueChecks } from './enums';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Vehicles that carry manifests and runsheets. */
export const vehicles = pgTable('vehicles', {
  vehicleId: text('vehicle_id').primaryKey(),
  vehicleNumber: text('vehicle_number').notNull().unique(),
  hubOrgUnitId: text('hub_org_unit_id')
    .notNull()
    .references(() => hubs.hubOrgUnitId),
  vehicleType: text('vehicle_type').notNull(),
  capacityKg: integer('capacity_kg').notNull(),
});

/** Drivers (spec 000 §3 "Driver": driverId, name, vehicleNo, contactNum). */
export const drivers = pgTable('drivers', {
  driverId: text('driver_id').primaryKey(),
  name: text('name').notNull(),
  contactNum: text('contact_num').notNull(),
  hubOrgUnitId: text('hub_org_unit_id')
    .notNull()
    .references(() => hubs.hubOrgUnitId),
  vehicleId: text('vehicle_id').references(() => vehicles.vehicleId),
  /**
   * First-mile inward driver: the seed gives inward manifests these drivers. No call answers it since
   * driverList?isFmsInRequired was removed (api/README.md "Calls removed").
   */
  isFmsIn: boolean('is_fms_in').notNull().default(false),
});

/**
 * Manifests are activity groups (spec 000 §3 "Manifest or activity"): a group of one type moves between a
 * warehouse, a seller, the hub and buyers; its activities (spaId) are the inward or dispatch work at the hub.
 */
export const activityGroups = pgTable(
  'activity_groups',
  {
    activityGroupId: text('activity_group_id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    /** WAREHOUSE_TO_HUB_DROP | HUB_DROP | DIRECT_DROP | HUB_TO_WH_REVERSE_DROP | HUB_TO_WH_CRATE_DROP */
    activityGroupType: text('activity_group_type').notNull(),
    /** NOT_STARTED | STARTED | COMPLETED */
    activityGroupState: text('activity_group_state').notNull().default('NOT_STARTED'),
    /** SELLER | VEHICLE (the manifest list tabs). */
    activityViewType: text('activity_view_type').notNull(),
    warehouseName: text('warehouse_name'),
    sellerName: text('seller_name'),
    driverId: text('driver_id').references(() => drivers.driverId),
    vehicleId: text('vehicle_id').references(() => vehicles.vehicleId),
    minTotesToTag: integer('min_totes_to_tag').notNull().default(0),
    isToteTaggingEnabled: boolean('is_tote_tagging_enabled').notNull().default(false),
    assetTrackingPilot: boolean('asset_tracking_pilot').notNull().default(false),
    /**
     * Not read: a manifest's blockShortfallMarking is derived from the hub's DISPATCH_SHORTFALL pilot at read time
     * (`hubOpsRepository.listActivities`, docs/adr/012 §3). Kept (the seed still fills it) because dropping it needs a
     * migration of its own.
     */
    blockShortfallMarking: boolean('block_shortfall_marking').notNull().default(false),
    isV2Flow: boolean('is_v2_flow').notNull().default(false),
    /** Manifest metadata as shown on cards: list of { key, value }. */
    metadata: jsonb('metadata')
      .$type<Array<{ key: string; value: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cratesCount: integer('crates_count'),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [index('activity_groups_hub_idx').on(t.hubOrgUnitId, t.activityGroupState), ...valueChecks('activity_groups', t)],
);

/** Activities (spaId) of a manifest: HUB_INWARD, DISPATCH or ZONE_TO_ZONE work with a vehicle activity state. */
export const activities = pgTable(
  'activities',
  {
    spaId: text('spa_id').primaryKey(),
    activityGroupId: text('activity_group_id')
      .notNull()
      .references(() => activityGroups.activityGroupId),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    /** HUB_INWARD | DISPATCH | ZONE_TO_ZONE (ItemMovementType). */
    movementType: text('movement_type').notNull(),
    /** SPA | VLM | BUYER_ORDER_IWIT */
    activityAssociationType: text('activity_association_type').notNull(),
    /** SELLER | VEHICLE (activityPickupType in v2 calls). */
    activityPickupType: text('activity_pickup_type').notNull(),
    /** NOT_STARTED | STARTED | COMPLETED */
    vehicleActivityState: text('vehicle_activity_state').notNull().default('NOT_STARTED'),
    /** What the dispatch close received (spec 000 §7 `?logisticDetails&vehicleNumber`): the driver name and vehicle number. */
    closeLogisticDetails: text('close_logistic_details'),
    closeVehicleNumber: text('close_vehicle_number'),
    /** Why a dispatch was closed with force (a FORCE_CLOSE code; ours, docs/areas/reason-lists.md), when the close said. */
    forceCloseReason: text('force_close_reason'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('activities_group_idx').on(t.activityGroupId), ...valueChecks('activities', t)],
);

/** Which items (and how many units) an activity moves. */
export const activityItems = pgTable(
  'activity_items',
  {
    spaId: text('spa_id')
      .notNull()
      .references(() => activities.spaId, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.itemId, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    doneQty: integer('done_qty').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.spaId, t.itemId] }), index('activity_items_item_idx').on(t.itemId)],
);

/** Totes (crates) tagged to a manifest during dispatch (taggedTotes, minTotesToTag). */
export const activityGroupTotes = pgTable(
  'activity_group_totes',
  {
    activityGroupId: text('activity_group_id')
      .notNull()
      .references(() => activityGroups.activityGroupId, { onDelete: 'cascade' }),
    assetCode: text('asset_code')
      .notNull()
      .references(() => assets.assetCode),
    taggedAt: ts('tagged_at').notNull().defaultNow(),
    taggedBy: text('tagged_by').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityGroupId, t.assetCode] })],
);

/**
 * Tote manifests (spec 000 §7 "Create empty tote manifest", "/manifest/tote-manifest/{b}/{a}/close"): the manifest of
 * the empty crates a crate drop (HUB_TO_WH_CRATE_DROP) takes back, one per activity group. Created empty (OPEN); its
 * crates are the group's tagged totes; closing it puts them on the vehicle (CLOSED, with how many left).
 */
export const toteManifests = pgTable('tote_manifests', {
  activityGroupId: text('activity_group_id')
    .primaryKey()
    .references(() => activityGroups.activityGroupId, { onDelete: 'cascade' }),
  hubOrgUnitId: text('hub_org_unit_id')
    .notNull()
    .references(() => hubs.hubOrgUnitId),
  /** OPEN | CLOSED */
  state: text('state').notNull().default('OPEN'),
  totesCount: integer('totes_count'),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  closedBy: text('closed_by'),
  closedAt: ts('closed_at'),
});

/** Route batches per hub and day (route batch management: MORNING or AFTERNOON, null until submitted). */
export const routeBatches = pgTable(
  'route_batches',
  {
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    routeName: text('route_name').notNull(),
    batchDate: date('batch_date').notNull(),
    routeBatch: text('route_batch'),
    mappedBy: text('mapped_by'),
    mappedAt: ts('mapped_at'),
  },
  (t) => [primaryKey({ columns: [t.hubOrgUnitId, t.routeName, t.batchDate] })],
);

/** OFD and LM-manifest requests (ofdInProgress while IN_PROGRESS; the banner lists their task ids). */
export const ofdTasks = pgTable(
  'ofd_tasks',
  {
    taskId: text('task_id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    /** OFD | LM_MANIFEST */
    kind: text('kind').notNull(),
    orgUnitIds: text('org_unit_ids').array(),
    driverId: text('driver_id').references(() => drivers.driverId),
    /** IN_PROGRESS | COMPLETED | FAILED */
    status: text('status').notNull(),
    runsheetId: text('runsheet_id'),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  // (task_id, status) is unique so ofd_task_zones can carry the status by a cascading foreign key.
  (t) => [index('ofd_tasks_hub_idx').on(t.hubOrgUnitId, t.status), unique('ofd_tasks_task_status_uq').on(t.taskId, t.status), ...valueChecks('ofd_tasks', t)],
);

/**
 * The zones of an OFD / LM manifest task, one row each. `task_status` follows the task's status through a foreign
 * key with ON UPDATE CASCADE, so the partial unique index can say what the spec says: one OFD in progress per zone
 * (000 §4 "a zone with an OFD in progress cannot be selected"), enforced by the database even for two racing
 * requests.
 */
export const ofdTaskZones = pgTable(
  'ofd_task_zones',
  {
    taskId: text('task_id').notNull(),
    taskStatus: text('task_status').notNull(),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    zoneId: text('zone_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.zoneId] }),
    foreignKey({ columns: [t.taskId, t.taskStatus], foreignColumns: [ofdTasks.taskId, ofdTasks.status], name: 'ofd_task_zones_task_fk' })
      .onUpdate('cascade')
      .onDelete('cascade'),
    uniqueIndex('ofd_task_zones_one_in_progress_uq')
      .on(t.hubOrgUnitId, t.zoneId)
      .where(sql`${t.taskStatus} = 'IN_PROGRESS'`),
  ],
);

/**
 * Runsheets (spec 001 §3): a driver's delivery run out of the hub, Forward or Reverse, closed at the hub after
 * drops, crates and cash are verified. A runsheet is also the monitoring "trip" (venus uses its id as tripId).
 */
export const runsheets = pgTable(
  'runsheets',
  {
    runsheetId: text('runsheet_id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    driverId: text('driver_id')
      .notNull()
      .references(() => drivers.driverId),
    vehicleId: text('vehicle_id')
      .notNull()
      .references(() => vehicles.vehicleId),
    reverseRunsheet: boolean('reverse_runsheet').notNull().default(false),
    /** NOT_STARTED | IN_PROGRESS | ENDED (close activity). */
    activityStatus: text('activity_status').notNull().default('NOT_STARTED'),
    onHold: boolean('on_hold').notNull().default(false),
    holdReason: text('hold_reason'),
    tripDistanceKm: real('trip_distance_km').notNull().default(0),
    tripDistanceApproved: boolean('trip_distance_approved').notNull().default(true),
    /** The route's planned distance as the trip system sent it; null when it sent none (docs/areas/runsheet.md). */
    plannedDistanceKm: real('planned_distance_km'),
    /** Who approved an excess trip distance, and when (spec 001 §2 excess-travel-distance approval). */
    tripDistanceApprovedBy: text('trip_distance_approved_by'),
    tripDistanceApprovedAt: ts('trip_distance_approved_at'),
    /** Set when L1/Admin closed without a hub manager's approval: their reason (docs/areas/runsheet.md). */
    tripDistanceOverrideReason: text('trip_distance_override_reason'),
    amountCollectedPaise: integer('amount_collected_paise').notNull().default(0),
    zoneIds: text('zone_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tripDate: date('trip_date').notNull(),
    startedAt: ts('started_at'),
    endedAt: ts('ended_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('runsheets_hub_idx').on(t.hubOrgUnitId, t.activityStatus),
    index('runsheets_vehicle_idx').on(t.vehicleId, t.tripDate),
    ...valueChecks('runsheets', t),
    // An approval names who and when together, only on an approved distance; an override reason only with them.
    check(
      'runsheets_distance_approval',
      sql`(${t.tripDistanceApprovedBy} is null) = (${t.tripDistanceApprovedAt} is null) and (${t.tripDistanceApprovedBy} is null or ${t.tripDistanceApproved}) and (${t.tripDistanceOverrideReason} is null or ${t.tripDistanceApprovedBy} is not null)`,
    ),
  ],
);

/** Drop points of a runsheet: one buyer (org) stop. */
export const dropPoints = pgTable(
  'drop_points',
  {
    dropPointId: text('drop_point_id').primaryKey(),
    runsheetId: text('runsheet_id')
      .notNull()
      .references(() => runsheets.runsheetId, { onDelete: 'cascade' }),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.orgId),
    name: text('name').notNull(),
    address: text('address').notNull(),
    actualSequence: integer('actual_sequence'),
    suggestedSequence: integer('suggested_sequence').notNull(),
    isOtpRequired: boolean('is_otp_required').notNull().default(false),
    otpCode: text('otp_code'),
    isCompleted: boolean('is_completed').notNull().default(false),
    enableHubReattempt: boolean('enable_hub_reattempt').notNull().default(false),
    reattemptMarked: boolean('reattempt_marked').notNull().default(false),
    /** Wrong OTPs entered at close; validation locks at OTP_MAX_ATTEMPTS (spec 001 §4 asks for attempt limits). */
    otpAttempts: integer('otp_attempts').notNull().default(0),
    expectedAmountPaise: integer('expected_amount_paise').notNull().default(0),
    collectedAmountPaise: integer('collected_amount_paise').notNull().default(0),
    weightGm: integer('weight_gm').notNull().default(0),
    /** DELIVERED | PARTIALLY_DELIVERED | NOT_ATTEMPTED | RETURNED | PENDING */
    status: text('status').notNull().default('PENDING'),
    checkInAt: ts('check_in_at'),
    checkOutAt: ts('check_out_at'),
  },
  (t) => [index('drop_points_runsheet_idx').on(t.runsheetId), ...valueChecks('drop_points', t)],
);

/** Totes and crates travelling on a runsheet (Scan Pending -> Scanned -> Verified). */
export const runsheetTotes = pgTable(
  'runsheet_totes',
  {
    runsheetId: text('runsheet_id')
      .notNull()
      .references(() => runsheets.runsheetId, { onDelete: 'cascade' }),
    assetCode: text('asset_code')
      .notNull()
      .references(() => assets.assetCode),
    category: text('category').notNull(),
    isScanned: boolean('is_scanned').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    missingReason: text('missing_reason'),
  },
  (t) => [primaryKey({ columns: [t.runsheetId, t.assetCode] })],
);

/** Items to collect back at runsheet close (loose or in a tote): NOT_STARTED -> COLLECTED. */
export const runsheetItems = pgTable(
  'runsheet_items',
  {
    runsheetId: text('runsheet_id')
      .notNull()
      .references(() => runsheets.runsheetId, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => items.itemId),
    /** INTERCITY | INTRACITY | ASSET */
    itemType: text('item_type').notNull(),
    /** NOT_STARTED | COLLECTED */
    status: text('status').notNull().default('NOT_STARTED'),
    notDeliveredReason: text('not_delivered_reason'),
    toteId: text('tote_id').references(() => assets.assetCode),
    isVerified: boolean('is_verified').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.runsheetId, t.itemId] }), ...valueChecks('runsheet_items', t)],
);

/** Physical stock verification tasks (spec 001 §3 "PSV task"). */
export const psvTasks = pgTable(
  'psv_tasks',
  {
    psvTaskId: text('psv_task_id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    /** CREATED | PROCESSING | PROCESSED | ABANDONED */
    state: text('state').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
    closedBy: text('closed_by'),
  },
  (t) => [index('psv_tasks_hub_idx').on(t.hubOrgUnitId, t.state), ...valueChecks('psv_tasks', t)],
);

/** The assets a PSV task must find: PENDING -> VERIFIED, or LOST when the task is closed. */
export const psvTaskAssets = pgTable(
  'psv_task_assets',
  {
    psvTaskId: text('psv_task_id')
      .notNull()
      .references(() => psvTasks.psvTaskId, { onDelete: 'cascade' }),
    assetCode: text('asset_code')
      .notNull()
      .references(() => assets.assetCode),
    status: text('status').notNull().default('PENDING'),
    /** Last activity seen before the PSV (ONBOARD, RECEIVE, PSV, PICK, DISPATCH). */
    lastActivity: text('last_activity').notNull(),
    verifiedAt: ts('verified_at'),
    verifiedBy: text('verified_by'),
  },
  (t) => [primaryKey({ columns: [t.psvTaskId, t.assetCode] }), ...valueChecks('psv_task_assets', t)],
);

/** Shipment verification events at runsheet close (verify / undo), kept for audit. */
export const shipmentVerifications = pgTable('shipment_verifications', {
  id: serial('id').primaryKey(),
  runsheetId: text('runsheet_id').notNull(),
  dropPointId: text('drop_point_id').notNull(),
  shipmentId: text('shipment_id')
    .notNull()
    .references(() => shipments.shipmentId),
  undo: boolean('undo').notNull(),
  performedBy: text('performed_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
