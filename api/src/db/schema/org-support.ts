import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { hubs } from './platform';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Buyer organisations (shops) the hubs deliver to (spec 002 "Organisation support view"). */
export const orgs = pgTable(
  'orgs',
  {
    orgId: text('org_id').primaryKey(),
    shopName: text('shop_name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    address: text('address').notNull(),
    lat: real('lat').notNull(),
    lng: real('lng').notNull(),
    marketId: text('market_id').notNull(),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
  },
  (t) => [index('orgs_hub_idx').on(t.hubOrgUnitId)],
);

/**
 * Sales / field visits to an org (the push-list Visit select lists their dates) and their review (spec 002 §8
 * "Error submitting visit review:"): who reviewed and when are set with the review by the visit review call; seeded
 * reviews have neither (docs/areas/org-support.md "Visit review").
 */
export const orgVisits = pgTable(
  'org_visits',
  {
    id: serial('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.orgId),
    visitedAt: ts('visited_at').notNull(),
    visitedBy: text('visited_by').notNull(),
    review: text('review'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('org_visits_org_idx').on(t.orgId, t.visitedAt),
    // A reviewer and a time come together, and only with a review.
    check('org_visits_reviewer', sql`(${t.reviewedBy} is null) = (${t.reviewedAt} is null) and (${t.reviewedBy} is null or ${t.review} is not null)`),
  ],
);

/**
 * Money lines of an org's drops in paise: COLLECTIBLE (DELIVERY, USE_CREDIT, OVERDUE_TO_COLLECT) and
 * COLLECTED (PREPAID, UPI, CASH, WALLET).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.orgId),
    orderId: text('order_id'),
    runsheetId: text('runsheet_id'),
    direction: text('direction').notNull(),
    method: text('method').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('payments_org_idx').on(t.orgId, t.runsheetId)],
);

/** QPS reward schemes of an org. */
export const rewards = pgTable(
  'rewards',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.orgId),
    type: text('type').notNull(),
    points: integer('points').notNull(),
    purchaseAmountPaise: integer('purchase_amount_paise').notNull(),
    milestones: jsonb('milestones').$type<Array<{ label: string; locked: boolean }>>().notNull(),
  },
  // The org view reads one shop's rows: without the index every QPS call scans every shop's (3,600 shops at scale 100).
  (t) => [index('rewards_org_idx').on(t.orgId)],
);

/** Offers shown to an org. */
export const offers = pgTable(
  'offers',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.orgId),
    type: text('type').notNull(),
    description: text('description').notNull(),
    code: text('code').notNull(),
    expiresAt: ts('expires_at').notNull(),
    shopWorthPaise: integer('shop_worth_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
  },
  (t) => [index('offers_org_idx').on(t.orgId)],
);

/** Escalations (ECT) raised by or about an org: OPEN | IN_PROGRESS | RESOLVED. */
export const escalations = pgTable(
  'escalations',
  {
    escalationId: text('escalation_id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => orgs.orgId),
    title: text('title').notNull(),
    description: text('description').notNull(),
    status: text('status').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('escalations_org_idx').on(t.orgId, t.createdAt)],
);

/** Push-list listings per market (products pushed to shops with incentive targets). */
export const pushListItems = pgTable(
  'push_list_items',
  {
    listingId: text('listing_id').primaryKey(),
    marketId: text('market_id').notNull(),
    skuId: text('sku_id').notNull(),
    brand: text('brand').notNull(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    imageUrl: text('image_url'),
    targets: jsonb('targets').$type<Array<{ displayText: string; incentiveInPaise: number; vmq: number }>>().notNull(),
    activeFrom: ts('active_from').notNull(),
    activeTo: ts('active_to').notNull(),
  },
  (t) => [index('push_list_items_market_idx').on(t.marketId, t.activeFrom)],
);
