import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orgs } from './org-support';
import { hubs, users } from './platform';
import { valueChecks } from './enums';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Zones of a hub (spec 000 §3 "Hub zones"): STAGING and LM (last-mile route zones) hold items in flight;
 * RTO-ZONE, REATTEMPT-ZONE, RVP-ZONE and BULK_BREAK_ZONE are fixed per hub. Zone ids repeat across hubs
 * (every hub has an RTO-ZONE), so the key is (hub, zone id).
 */
export const zones = pgTable(
  'zones',
  {
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    zoneId: text('zone_id').notNull(),
    /** STAGING | LM | RTO | REATTEMPT | RVP | BULK_BREAK */
    zoneType: text('zone_type').notNull(),
    /** QC_PENDING | QC_FAILED | QC_COMPLETE (spec 000 §4 zone QC status). */
    qcStatus: text('qc_status').notNull().default('QC_PENDING'),
    /** LM zones are routes; route batching (DOUBLE_DISPATCH) assigns MORNING or AFTERNOON (null = no batch yet). */
    routeName: text('route_name'),
    routeBatch: text('route_batch'),
    /** OFD readiness (null when unknown), spec 000 §3 zone summary. */
    readyForOfd: boolean('ready_for_ofd'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hubOrgUnitId, t.zoneId] }), index('zones_type_idx').on(t.hubOrgUnitId, t.zoneType), ...valueChecks('zones', t)],
);

/** Catalogue entries items refer to (title, image, category). */
export const skus = pgTable('skus', {
  skuId: text('sku_id').primaryKey(),
  title: text('title').notNull(),
  category: text('category').notNull(),
  vertical: text('vertical').notNull(),
  brand: text('brand').notNull(),
  ean: text('ean').notNull(),
  imageUrl: text('image_url'),
  unitWeightGm: integer('unit_weight_gm').notNull(),
});

/**
 * Totes, crates and other reusable assets (spec 001 §3 "Asset"). Every asset is in exactly one place: at a hub
 * (optionally in one of its zones) or on a vehicle; the CHECK constraints make any other state unstorable.
 */
export const assets = pgTable(
  'assets',
  {
    assetCode: text('asset_code').primaryKey(),
    /** TOTE | CRATE | PACKAGING_MATERIAL | TEMP_TOTE (spec codes 0..3). */
    assetType: text('asset_type').notNull(),
    /** SMALL | MEDIUM | LARGE (assetMetadata ASSET_SIZE). */
    assetSize: text('asset_size').notNull(),
    /** PENDING_ACTIVATION | GOOD_TO_USE | EMPTY_TOTE | IN_USE | IN_TRANSIT | IN_TRANSFER | UNDER_PSV | LOST */
    assetState: text('asset_state').notNull(),
    isUsable: boolean('is_usable').notNull().default(true),
    unusableReason: text('unusable_reason'),
    currentHubOrgUnitId: text('current_hub_org_unit_id').references(() => hubs.hubOrgUnitId),
    currentZoneId: text('current_zone_id'),
    currentVehicleId: text('current_vehicle_id'),
    /** Tote in-scan (spec 000 §2): SCANNED once read at the hub gate. */
    inScanStatus: text('in_scan_status').notNull().default('NOT_SCANNED'),
    routeBatch: text('route_batch'),
    /** ONBOARD | RECEIVE | PSV | PICK | DISPATCH (PSV "last seen activity"). */
    lastActivity: text('last_activity').notNull().default('ONBOARD'),
    weightGm: integer('weight_gm').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('assets_one_place', sql`(${t.currentHubOrgUnitId} is null) <> (${t.currentVehicleId} is null)`),
    check('assets_zone_needs_hub', sql`${t.currentZoneId} is null or ${t.currentHubOrgUnitId} is not null`),
    foreignKey({ columns: [t.currentHubOrgUnitId, t.currentZoneId], foreignColumns: [zones.hubOrgUnitId, zones.zoneId] }),
    index('assets_hub_idx').on(t.currentHubOrgUnitId, t.assetState),
    index('assets_zone_idx').on(t.currentHubOrgUnitId, t.currentZoneId),
    ...valueChecks('assets', t),
  ],
);

/** History of an asset (troubleshoot "history logs"). */
export const assetLogs = pgTable(
  'asset_logs',
  {
    id: serial('id').primaryKey(),
    assetCode: text('asset_code')
      .notNull()
      .references(() => assets.assetCode),
    /** ONBOARD | RECEIVE | TAG | DETAG | IN_SCAN | PICK | DISPATCH | MERGE | PSV | MARK_USABLE | MARK_FOUND | LOST | SEND */
    assetEventType: text('asset_event_type').notNull(),
    referenceId: text('reference_id'),
    /** ACTIVITY_GROUP | RUNSHEET | PSV_TASK | ZONE | HUB */
    referenceType: text('reference_type'),
    locationName: text('location_name').notNull(),
    performedBy: text('performed_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('asset_logs_asset_idx').on(t.assetCode, t.createdAt), ...valueChecks('asset_logs', t)],
);

/** Segregation setup (spec 001 §2): totes tagged to a zone; removing a tag sets detagged_at. */
export const toteZoneTags = pgTable(
  'tote_zone_tags',
  {
    id: serial('id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    zoneId: text('zone_id').notNull(),
    assetCode: text('asset_code')
      .notNull()
      .references(() => assets.assetCode),
    taggedBy: text('tagged_by').notNull(),
    taggedAt: ts('tagged_at').notNull().defaultNow(),
    detaggedAt: ts('detagged_at'),
  },
  (t) => [
    foreignKey({ columns: [t.hubOrgUnitId, t.zoneId], foreignColumns: [zones.hubOrgUnitId, zones.zoneId] }),
    uniqueIndex('tote_zone_tags_active_uq')
      .on(t.assetCode)
      .where(sql`${t.detaggedAt} is null`),
  ],
);

/** Segregation / zone-movement sessions (15-character ids, spec 000 §9). */
export const segregationSessions = pgTable('segregation_sessions', {
  id: text('id').primaryKey(),
  hubOrgUnitId: text('hub_org_unit_id').notNull(),
  zoneId: text('zone_id'),
  userId: text('user_id').references(() => users.id),
  startedAt: ts('started_at').notNull().defaultNow(),
  endedAt: ts('ended_at'),
});

/**
 * The last-mile zone (route) that delivers to a buyer at its hub: zone movement moves a buyer's units from STAGING
 * into this zone, where QC and Mark OFD read them (000 §2 "Zone-to-zone movement"). One row per buyer.
 */
export const buyerLmZones = pgTable(
  'buyer_lm_zones',
  {
    orgId: text('org_id')
      .primaryKey()
      .references(() => orgs.orgId),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    zoneId: text('zone_id').notNull(),
  },
  (t) => [
    foreignKey({ columns: [t.hubOrgUnitId, t.zoneId], foreignColumns: [zones.hubOrgUnitId, zones.zoneId] }),
    index('buyer_lm_zones_zone_idx').on(t.hubOrgUnitId, t.zoneId),
  ],
);

/** Buyer orders (an org orders; a hub fulfils). */
export const orders = pgTable(
  'orders',
  {
    orderId: text('order_id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.orgId),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    /** PLACED | IN_FULFILMENT | DELIVERED | PARTIALLY_DELIVERED | RETURNED | CANCELLED */
    status: text('status').notNull(),
    gmvPaise: integer('gmv_paise').notNull(),
    placedAt: ts('placed_at').notNull(),
  },
  (t) => [index('orders_org_idx').on(t.orgId, t.placedAt), ...valueChecks('orders', t)],
);

/** Shipments: one order's items travelling to one drop (18-character ids, spec 001 §5 "Shipment string"). */
export const shipments = pgTable(
  'shipments',
  {
    shipmentId: text('shipment_id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    invoiceId: text('invoice_id').notNull(),
    /** CREATED | PACKED | OFD | DELIVERED | PARTIALLY_DELIVERED | NOT_ATTEMPTED | RETURNED */
    shipmentStatus: text('shipment_status').notNull(),
    shipmentReason: text('shipment_reason'),
    runsheetId: text('runsheet_id'),
    dropPointId: text('drop_point_id'),
    isVerified: boolean('is_verified').notNull().default(false),
    expectedTotalPaise: integer('expected_total_paise').notNull(),
    collectedTotalPaise: integer('collected_total_paise').notNull().default(0),
  },
  (t) => [index('shipments_runsheet_idx').on(t.runsheetId), index('shipments_order_idx').on(t.orderId), ...valueChecks('shipments', t)],
);

/**
 * Logistics items (spec 000 §3 "Item"): a quantity of one SKU of one order. Its quantity is spread over
 * associations (zones, vehicles, crates, bags); the item's qty/picked/dispatched are the sums of theirs.
 */
export const items = pgTable(
  'items',
  {
    itemId: text('item_id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    skuId: text('sku_id')
      .notNull()
      .references(() => skus.skuId),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.orderId),
    shipmentId: text('shipment_id').references(() => shipments.shipmentId),
    qty: integer('qty').notNull(),
    pickedQty: integer('picked_qty').notNull().default(0),
    dispatchedQty: integer('dispatched_qty').notNull().default(0),
    /** NOT_STARTED | NOT_PICKED | PARTIALLY_PICKED | PICKED */
    pickingStatus: text('picking_status').notNull().default('NOT_STARTED'),
    /** NOT_STARTED | NOT_DISPATCHED | PARTIALLY_DISPATCHED | DISPATCHED */
    dispatchStatus: text('dispatch_status').notNull().default('NOT_STARTED'),
    /** Item QC: NOT_STARTED | COMPLETED | FAILED; pending = qty - accepted - failed. */
    qcStatus: text('qc_status').notNull().default('NOT_STARTED'),
    acceptedQty: integer('accepted_qty').notNull().default(0),
    failedQty: integer('failed_qty').notNull().default(0),
    isQcStatusChangeAllowed: boolean('is_qc_status_change_allowed').notNull().default(true),
    /** INTERCITY | INTRACITY */
    fulfilmentArchetype: text('fulfilment_archetype').notNull().default('INTRACITY'),
    enableMoveToteZone: boolean('enable_move_tote_zone').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'items_quantities',
      sql`${t.pickedQty} between 0 and ${t.qty} and ${t.dispatchedQty} between 0 and ${t.qty} and ${t.acceptedQty} + ${t.failedQty} <= ${t.qty}`,
    ),
    index('items_hub_idx').on(t.hubOrgUnitId, t.pickingStatus),
    index('items_order_idx').on(t.orderId),
    index('items_shipment_idx').on(t.shipmentId),
    ...valueChecks('items', t),
  ],
);

/** Where an item's units are (spec 000 §3 "Association detail"): a zone, a vehicle, a crate or a bag. */
export const itemAssociations = pgTable(
  'item_associations',
  {
    id: serial('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.itemId, { onDelete: 'cascade' }),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    /** ZONE | VEHICLE | CRATE | BAG */
    associationType: text('association_type').notNull(),
    /** Zone id, vehicle id, or asset code (crate/bag). */
    entityId: text('entity_id').notNull(),
    qty: integer('qty').notNull(),
    pickedQty: integer('picked_qty').notNull().default(0),
    dispatchedQty: integer('dispatched_qty').notNull().default(0),
    pickingStatus: text('picking_status').notNull().default('NOT_STARTED'),
    dispatchStatus: text('dispatch_status').notNull().default('NOT_STARTED'),
    partialItemAttributed: boolean('partial_item_attributed').notNull().default(false),
    /** The tote the units sit in while in a zone (zone movement "attached tote"). */
    toteAttachedToEntityId: text('tote_attached_to_entity_id').references(() => assets.assetCode),
    /** Pickup details (puDetails), free-form as the spec does not show its fields. */
    puDetails: jsonb('pu_details'),
  },
  (t) => [
    check('item_associations_quantities', sql`${t.qty} >= 0 and ${t.pickedQty} between 0 and ${t.qty} and ${t.dispatchedQty} between 0 and ${t.qty}`),
    // One row per item, place and tote: two concurrent moves of an item into one zone's tote meet on this key
    // instead of making two rows. Partially attributed units (split across order lines) are rows of their own.
    uniqueIndex('item_associations_item_place_uq')
      .on(t.itemId, t.associationType, t.entityId, sql`coalesce(${t.toteAttachedToEntityId}, '')`)
      .where(sql`not ${t.partialItemAttributed}`),
    index('item_associations_item_idx').on(t.itemId),
    index('item_associations_entity_idx').on(t.hubOrgUnitId, t.associationType, t.entityId),
    index('item_associations_tote_idx').on(t.toteAttachedToEntityId),
    ...valueChecks('item_associations', t),
  ],
);

/**
 * Quantity notes on an item: inward/movement discrepancies (comment + qty), dispatch shortfalls
 * (PRODUCT_NOT_FOUND / PRODUCT_DAMAGED) and QC failure comments.
 */
export const itemDiscrepancies = pgTable(
  'item_discrepancies',
  {
    id: serial('id').primaryKey(),
    itemId: text('item_id')
      .notNull()
      .references(() => items.itemId, { onDelete: 'cascade' }),
    associationId: integer('association_id').references(() => itemAssociations.id, { onDelete: 'cascade' }),
    /** INWARD | MOVEMENT | DISPATCH_SHORTFALL | QC_FAILURE */
    kind: text('kind').notNull(),
    qty: integer('qty').notNull(),
    comment: text('comment').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('item_discrepancies_item_idx').on(t.itemId)],
);

/**
 * The reason lists an admin maintains (docs/areas/reason-lists.md): the reasons each flow offers and the server
 * accepts, in `position` order; `active` false keeps an entry (older records name it) without offering it. A list with
 * no rows serves its defaults from the contracts (REASON_LISTS). Replaced 0001's reason_catalog (migration 0017).
 */
export const reasonListEntries = pgTable(
  'reason_list_entries',
  {
    /** REASON_LIST_KEYS */
    listKey: text('list_key').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.listKey, t.code] }),
    // The contract's bounds (REASON_CODE_PATTERN, label 1..100, at most 50 entries a list): what the api accepts.
    check('reason_list_entries_code', sql`${t.code} ~ '^[A-Z0-9_]{2,40}$'`),
    check('reason_list_entries_label', sql`char_length(${t.label}) between 1 and 100`),
    check('reason_list_entries_position', sql`${t.position} between 0 and 49`),
    ...valueChecks('reason_list_entries', t),
  ],
);

/**
 * Corrections (issue 34, docs/areas/corrections.md): a count taken back or a decision reversed, with its reason from the
 * CORRECTION list. One row per correction; the quantities it changed are audited as well (audit_log), this row keeps
 * why and what the step was, for the item's timeline and the manifest's activity log.
 */
export const corrections = pgTable(
  'corrections',
  {
    id: serial('id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    itemId: text('item_id').notNull(),
    /** CORRECTION_STEPS: INWARD | DISPATCH | ZONE_MOVEMENT | QC */
    step: text('step').notNull(),
    /** The manifest (spa id) of an inward or dispatch correction, the zone of a movement or QC correction. */
    contextId: text('context_id').notNull(),
    /** Units taken back (0 when a decision was reversed without units). */
    units: integer('units').notNull(),
    /** What the count or decision was before and is after (e.g. "5" -> "4", "FAILED" -> "PENDING"). */
    fromValue: text('from_value').notNull(),
    toValue: text('to_value').notNull(),
    /** A code of the CORRECTION reason list. */
    reasonCode: text('reason_code').notNull(),
    note: text('note'),
    correctedBy: text('corrected_by').notNull(),
    correctedByName: text('corrected_by_name').notNull(),
    correctedAt: ts('corrected_at').notNull().defaultNow(),
  },
  (t) => [
    index('corrections_item_idx').on(t.itemId, t.id),
    index('corrections_context_idx').on(t.hubOrgUnitId, t.contextId, t.id),
    check('corrections_units', sql`${t.units} >= 0`),
    check('corrections_note', sql`${t.note} is null or char_length(${t.note}) <= 200`),
    ...valueChecks('corrections', t),
  ],
);
