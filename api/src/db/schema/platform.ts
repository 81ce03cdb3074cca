import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { valueChecks } from './enums';

/** A hub (spec 000 §3): ids are strings everywhere. */
export const hubs = pgTable('hubs', {
  hubOrgUnitId: text('hub_org_unit_id').primaryKey(),
  hubName: text('hub_name').notNull(),
  city: text('city').notNull(),
  /** Route batching (DOUBLE_DISPATCH) afternoon start, minutes after midnight (spec 000 §9: 600). */
  afternoonBatchStartMinute: integer('afternoon_batch_start_minute').notNull().default(600),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per-hub feature flags (pilots, spec 000 §3 "Feature flags per hub"). */
export const hubPilots = pgTable(
  'hub_pilots',
  {
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.hubOrgUnitId, t.feature] }), ...valueChecks('hub_pilots', t)],
);

/** Hub staff who can sign in. Roles are the session roles of spec 000 §6. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  profileImageUri: text('profile_image_uri'),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** demo | oidc | ldap: where the account was first seen. */
  authSource: text('auth_source').notNull().default('demo'),
  /** Demo accounts are the only ones the demo sign-in accepts. */
  isDemo: boolean('is_demo').notNull().default(false),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-side sessions; the cookie holds a random token whose SHA-256 is the id (a leaked table grants nothing). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    authMethod: text('auth_method').notNull(),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** OIDC login attempts between /auth/oidc/login and the callback (state, nonce, PKCE verifier). */
export const authStates = pgTable('auth_states', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Fixed-window rate-limit counters shared by every api instance (sign-in routes). */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Idempotency keys of writes a scan or a retry can repeat (docs/adr/005): the first answer per user and key is
 * stored and replayed. `status_code` is null while the first request is still running.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** Operation name of the endpoint contract: one key never serves two different calls. */
    operation: text('operation').notNull(),
    /** SHA-256 of method, URL and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('idempotency_keys_user_key_uq').on(t.userId, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);
