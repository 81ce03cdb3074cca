import { sql } from 'drizzle-orm';
import { boolean, customType, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { hubs, users } from './platform';
import { valueChecks } from './enums';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** Field executives (spec 001 §3): delivery people recorded with identity proof. Ids are `FE-` + a unique id. */
export const fieldExecutives = pgTable(
  'field_executives',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    panNumber: text('pan_number').notNull().unique(),
    address: text('address').notNull(),
    panCardPhotoUrl: text('pan_card_photo_url').notNull(),
    /** PASSPORT | VOTER_ID | DRIVING_LICENSE */
    addressProofType: text('address_proof_type').notNull().default('VOTER_ID'),
    addressProofPhotoUrl: text('address_proof_photo_url').notNull(),
    birthDate: date('birth_date').notNull(),
    /** ACTIVE | DEACTIVATED */
    status: text('status').notNull().default('ACTIVE'),
    currentActive: boolean('current_active').notNull().default(true),
    deactivationReason: text('deactivation_reason'),
    deactivatedBy: text('deactivated_by'),
    deactivatedAt: ts('deactivated_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('field_executives_phone_idx').on(t.phoneNumber),
    index('field_executives_status_idx').on(t.status, t.createdAt),
    index('field_executives_name_idx').on(sql`lower(${t.name})`),
    ...valueChecks('field_executives', t),
  ],
);

/** FE to hub assignments; an FE is at most once actively assigned to a hub (partial unique index). */
export const feHubAssignments = pgTable(
  'fe_hub_assignments',
  {
    id: serial('id').primaryKey(),
    feId: text('fe_id')
      .notNull()
      .references(() => fieldExecutives.id),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId),
    active: boolean('active').notNull().default(true),
    assignedAt: ts('assigned_at').notNull().defaultNow(),
    assignedBy: text('assigned_by').notNull(),
    deassignedAt: ts('deassigned_at'),
    deassignedBy: text('deassigned_by'),
  },
  (t) => [
    uniqueIndex('fe_hub_assignments_active_uq')
      .on(t.feId, t.hubOrgUnitId)
      .where(sql`${t.active}`),
    index('fe_hub_assignments_hub_idx').on(t.hubOrgUnitId, t.active),
  ],
);

/**
 * Uploaded files (FE PAN card and address proof images). Bytes live in `file_blobs` in the same database by
 * default, so every api instance can serve them; `storage_key` names the blob.
 */
export const fileUploads = pgTable('file_uploads', {
  id: text('id').primaryKey(),
  ownerUserId: text('owner_user_id').references(() => users.id),
  /** FE_PAN_CARD | FE_ADDRESS_PROOF | OTHER */
  purpose: text('purpose').notNull(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull().unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** File contents addressed by storage key. */
export const fileBlobs = pgTable('file_blobs', {
  storageKey: text('storage_key').primaryKey(),
  data: bytea('data').notNull(),
});
