import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A hub's own TMS inward links (001 §2 "TMS inward links"), in place of the configured default (TMS_INWARD_LINKS):
 * none = the default. Rows rather than a jsonb on hubs so the database holds the bounds a setting has at start
 * (1 to 10 links, label 1..100, URL <= 500 characters) and a hub's links are replaced as a whole under its row lock.
 */
export const hubTmsLinks = pgTable(
  'hub_tms_links',
  {
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId, { onDelete: 'cascade' }),
    /** 1-based place on the page. */
    position: integer('position').notNull(),
    label: text('label').notNull(),
    /** Absolute http(s); `{hubId}` is filled in when the page asks. */
    url: text('url').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hubOrgUnitId, t.position] }),
    check('hub_tms_links_position', sql`${t.position} between 1 and 10`),
    check('hub_tms_links_label', sql`char_length(${t.label}) between 1 and 100`),
    check('hub_tms_links_url', sql`char_length(${t.url}) between 1 and 500 and ${t.url} ~* '^https?://'`),
  ],
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
  /**
   * Works in every hub (admin and support staff; granted explicitly, never implied by a role). Everyone else works in
   * the hubs of `user_hubs` only (docs/adr/013).
   */
  allHubs: boolean('all_hubs').notNull().default(false),
  /** Set when an admin deactivated the account: it cannot sign in and its sessions were ended. */
  deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
});

/** The hubs a user works in (hub scoping, docs/adr/013): every call naming another hub is refused with a 403. */
export const userHubs = pgTable(
  'user_hubs',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hubOrgUnitId: text('hub_org_unit_id')
      .notNull()
      .references(() => hubs.hubOrgUnitId, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hubOrgUnitId] }), index('user_hubs_hub_idx').on(t.hubOrgUnitId)],
);

/**
 * Every change of the api's data (issue 34): administrative actions recorded by their services (action = what was
 * done: grantRoles, deactivate, ...) and every row the audit trigger sees change (migration 0018: action = insert,
 * update or delete; entity = the table). Who, when, which hub, what, before and after, the idempotency key.
 * Append-only: a trigger (migration 0015) refuses every UPDATE and DELETE, so no code path can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The user who made the change (null only for the seed and migrations). */
    actorUserId: text('actor_user_id'),
    actorEmail: text('actor_email'),
    hubOrgUnitId: text('hub_org_unit_id'),
    /** What kind of thing changed: user, hub, zone, pilot, setting, psvTask, otpLock, ... */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    /** What was done: create, update, grantRoles, assignHubs, deactivate, enable, disable, ... */
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    idempotencyKey: text('idempotency_key'),
    /**
     * Who wrote: USER (a signed-in person), SERVICE (an integration's service account), SYSTEM (the seed, a migration,
     * a background job). Rows of the audit trigger (migration 0018) name it from the transaction's settings.
     */
    actorKind: text('actor_kind').notNull().default('USER'),
    /** The api call that wrote (the endpoint's name), null outside a request. */
    operation: text('operation'),
    /** The item the row is about (the audit trigger's item column), for an item's timeline. */
    itemId: text('item_id'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_item_idx').on(t.itemId, t.id),
    index('audit_log_hub_id_idx').on(t.hubOrgUnitId, t.id),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorUserId),
    index('audit_log_hub_idx').on(t.hubOrgUnitId),
  ],
);

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
