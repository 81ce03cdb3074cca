import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { runsheets } from './fleet';
import { valueChecks } from './enums';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A monitored trip (spec 002 "Vehicle timeline"): one runsheet on the road, with its metrics. */
export const trips = pgTable(
  'trips',
  {
    tripId: text('trip_id').primaryKey(),
    runsheetId: text('runsheet_id')
      .notNull()
      .references(() => runsheets.runsheetId),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    vehicleId: text('vehicle_id').notNull(),
    driverId: text('driver_id').notNull(),
    tripDate: text('trip_date').notNull(),
    startedAt: ts('started_at'),
    endedAt: ts('ended_at'),
    /** PLANNED | ON_ROAD | COMPLETED */
    status: text('status').notNull(),
    touchPoints: integer('touch_points').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    rto: integer('rto').notNull().default(0),
    partialDeliveries: integer('partial_deliveries').notNull().default(0),
    distanceKm: integer('distance_km').notNull().default(0),
  },
  (t) => [index('trips_vehicle_idx').on(t.vehicleId, t.tripDate), index('trips_hub_idx').on(t.hubOrgUnitId, t.tripDate), ...valueChecks('trips', t)],
);

/** Timeline entries of a trip: TRIP_START, DROP, ALERT, TRIP_END in order. */
export const tripEvents = pgTable(
  'trip_events',
  {
    id: serial('id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.tripId, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    /** TRIP_START | TRIP_END | DROP | ALERT */
    type: text('type').notNull(),
    hubName: text('hub_name'),
    dropPointId: text('drop_point_id'),
    shopName: text('shop_name'),
    shopOrgUnitId: text('shop_org_unit_id'),
    /** Drop status: DELIVERED | PARTIALLY_DELIVERED | NOT_ATTEMPTED | RETURNED */
    status: text('status'),
    tags: text('tags').array(),
    /** SUCCESS | WARNING | ERROR | DEFAULT */
    summaryStatus: text('summary_status'),
    summaryText: text('summary_text'),
    actualSequence: integer('actual_sequence'),
    suggestedSequence: integer('suggested_sequence'),
    checkIn: ts('check_in'),
    checkOut: ts('check_out'),
    imagesUrl: text('images_url').array(),
    at: ts('at').notNull(),
  },
  (t) => [index('trip_events_trip_idx').on(t.tripId, t.seq), ...valueChecks('trip_events', t)],
);

/**
 * Alerts raised on trips (spec 002 §3): QR_DISPUTE, DELIVERY_RECEIPT, WEIGHT_SHORTFALL, SET_BREAK, COMPLETE_RTO,
 * with type-specific properties. Priority on the hub board: P0 HIGH, P1 MEDIUM, P2 LOW, P3 reviewed.
 */
export const alerts = pgTable(
  'alerts',
  {
    alertId: text('alert_id').primaryKey(),
    tripId: text('trip_id')
      .notNull()
      .references(() => trips.tripId, { onDelete: 'cascade' }),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    tripEventId: integer('trip_event_id'),
    shopOrgUnitId: text('shop_org_unit_id'),
    type: text('type').notNull(),
    label: text('label').notNull(),
    /** HIGH | MEDIUM | LOW */
    severity: text('severity').notNull(),
    timeSpentSeconds: integer('time_spent_seconds').notNull().default(0),
    reviewPending: boolean('review_pending').notNull().default(true),
    approvalAlert: boolean('approval_alert').notNull().default(false),
    /** For approval alerts: PENDING | APPROVED | REJECTED */
    approvalState: text('approval_state'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('alerts_hub_idx').on(t.hubOrgUnitId, t.createdAt), index('alerts_trip_idx').on(t.tripId), ...valueChecks('alerts', t)],
);

/** Review comments and approval actions on alerts; deleting a comment deletes its row. */
export const alertReviews = pgTable(
  'alert_reviews',
  {
    id: serial('id').primaryKey(),
    alertId: text('alert_id')
      .notNull()
      .references(() => alerts.alertId, { onDelete: 'cascade' }),
    /** COMMENT | APPROVED | REJECTED */
    kind: text('kind').notNull(),
    comment: text('comment'),
    reviewedBy: text('reviewed_by').notNull(),
    reviewedAt: ts('reviewed_at').notNull().defaultNow(),
  },
  (t) => [index('alert_reviews_alert_idx').on(t.alertId)],
);
