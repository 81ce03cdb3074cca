import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { activityGroups, runsheets } from './fleet';
import { hubs } from './platform';
import { valueChecks } from './enums';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Messages the product has decided to send, kept until a messaging integration delivers them (issue 37). Mark OFD
 * with `sendMessage` (spec 000 §7) writes one per buyer of the runsheet and one to the driver, PENDING, in the Mark OFD
 * transaction (a refused Mark OFD records none). Who it is for (type, id, name, phone at the time), what it says, what
 * it is about (manifest, runsheet), who made it and when; `sent_at` and SENT / FAILED are the integration's to write.
 * docs/areas/ofd.md "Mark OFD messages".
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    /** OUT_FOR_DELIVERY (to a buyer) | RUNSHEET_ASSIGNED (to the driver) */
    kind: text('kind').notNull(),
    /** BUYER | DRIVER */
    recipientType: text('recipient_type').notNull(),
    /** The buyer's org id or the driver id. */
    recipientId: text('recipient_id').notNull(),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone').notNull(),
    message: text('message').notNull(),
    activityGroupId: text('activity_group_id').references(() => activityGroups.activityGroupId, { onDelete: 'cascade' }),
    runsheetId: text('runsheet_id').references(() => runsheets.runsheetId, { onDelete: 'cascade' }),
    /** PENDING | SENT | FAILED */
    status: text('status').notNull().default('PENDING'),
    createdBy: text('created_by').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    index('notifications_group_idx').on(t.activityGroupId),
    index('notifications_pending_idx').on(t.status, t.createdAt),
    ...valueChecks('notifications', t),
  ],
);
