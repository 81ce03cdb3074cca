import { sql } from 'drizzle-orm';
import { check, foreignKey, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { assets, zones } from './hub-ops';
import { hubs } from './platform';
import { valueChecks } from './enums';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Totes coupled to a hub's inward (spec 000 §7 "coupled totes"): a tote travelling to the hub with item units, the zone
 * it must go to there and its route batch. Tote in-scan lists the open rows and closes one when the tote is read at the
 * hub (who and when). A tote has at most one open coupling; closed rows are its in-scan history.
 */
export const coupledTotes = pgTable(
  'coupled_totes',
  {
    id: serial('id').primaryKey(),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    assetCode: text('asset_code')
      .notNull()
      .references(() => assets.assetCode),
    /** The zone the tote must be moved to once in-scanned (an LM route zone of the hub). */
    zoneId: text('zone_id').notNull(),
    /** MORNING | AFTERNOON, or null (counts as morning, 000 §5). */
    routeBatch: text('route_batch'),
    coupledBy: text('coupled_by').notNull(),
    coupledAt: ts('coupled_at').notNull().defaultNow(),
    scannedBy: text('scanned_by'),
    scannedAt: ts('scanned_at'),
  },
  (t) => [
    foreignKey({ columns: [t.hubOrgUnitId, t.zoneId], foreignColumns: [zones.hubOrgUnitId, zones.zoneId] }),
    check('coupled_totes_scanned_together', sql`(${t.scannedBy} is null) = (${t.scannedAt} is null)`),
    uniqueIndex('coupled_totes_open_uq')
      .on(t.assetCode)
      .where(sql`${t.scannedAt} is null`),
    index('coupled_totes_hub_idx').on(t.hubOrgUnitId, t.scannedAt),
    ...valueChecks('coupled_totes', t),
  ],
);
