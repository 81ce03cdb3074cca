import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Who decided what, and when, in quality check (issue 15: "records who and when for every QC decision"): one row per
 * saved QC edit (the item's accepted/failed before and after, the comments after) and per zone completion. Items keep
 * only their current QC values; this is their history.
 */
export const qcDecisions = pgTable(
  'qc_decisions',
  {
    id: serial('id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id').notNull(),
    zoneId: text('zone_id').notNull(),
    /** Null for a zone completion. */
    itemId: text('item_id'),
    /** PENDING | APPROVED | REJECTED (the panel tab) or COMPLETE_ZONE. */
    action: text('action').notNull(),
    acceptedBefore: integer('accepted_before'),
    acceptedAfter: integer('accepted_after'),
    failedBefore: integer('failed_before'),
    failedAfter: integer('failed_after'),
    commentsAfter: jsonb('comments_after'),
    decidedBy: text('decided_by').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('qc_decisions_zone_idx').on(t.hubOrgUnitId, t.zoneId, t.decidedAt), index('qc_decisions_item_idx').on(t.itemId)],
);
