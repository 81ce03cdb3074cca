import crypto from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { type Role, type UserStatus } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { hubs, sessions, userHubs, users } from '../../db/schema';

/** Escapes LIKE wildcards so a search for "a_b" means the characters, not a pattern. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The user's hubs, sorted, read with the row (as the session plugin reads them). */
const hubsOfUser = sql<
  string[]
>`coalesce((select array_agg(${userHubs.hubOrgUnitId} order by ${userHubs.hubOrgUnitId}) from ${userHubs} where ${userHubs.userId} = ${users.id}), '{}')`;

const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  roles: users.roles,
  allHubs: users.allHubs,
  hubs: hubsOfUser,
  authSource: users.authSource,
  lastLoginAt: users.lastLoginAt,
  deactivatedAt: users.deactivatedAt,
  createdAt: users.createdAt,
};

/** A user as the admin area reads it: the row and the hubs they work in. */
export interface AdminUserRow {
  id: string;
  email: string;
  name: string;
  roles: string[];
  allHubs: boolean;
  hubs: string[];
  authSource: string;
  lastLoginAt: Date | null;
  deactivatedAt: Date | null;
  createdAt: Date;
}

/**
 * Whom a hub manager reaches: users who work in one of `hubs` or in none yet, never one who works in all hubs (only an
 * admin grants all hubs, so only an admin manages those). `hubs: 'all'` is a hub manager who works in every hub.
 */
export type UserReach = { hubs: readonly string[] | 'all' } | null;

/** Filters of the users list. */
export interface UsersPageQuery {
  search: string;
  role?: Role;
  hubId?: string;
  status?: UserStatus;
  page: number;
  pageSize: number;
  reach: UserReach;
}

const worksIn = (hubIds: readonly string[]) =>
  sql`exists (select 1 from ${userHubs} where ${userHubs.userId} = ${users.id} and ${inArray(userHubs.hubOrgUnitId, [...hubIds])})`;
const worksNowhere = sql`not exists (select 1 from ${userHubs} where ${userHubs.userId} = ${users.id})`;

/** The condition a hub manager's reach puts on users (undefined: an admin, no condition). */
function reachCondition(reach: UserReach): SQL | undefined {
  if (!reach) return undefined;
  if (reach.hubs === 'all') return eq(users.allHubs, false);
  return and(eq(users.allHubs, false), reach.hubs.length ? or(worksIn(reach.hubs), worksNowhere) : worksNowhere);
}

/**
 * Users, their roles and hubs, for the admin area. Lock order of every write here: the area's advisory lock
 * (`lockUsers`), then the user's row (`get(..., lock)`), then its `user_hubs` rows; so two admins' changes to users are
 * serialised, no update is lost, and "at least one active admin" is checked against a count nobody changes meanwhile.
 */
export const adminUsersRepository = {
  /**
   * Serialises this area's writes (transaction-scoped). Admin changes are rare and small; one lock spares a deadlock
   * between "deactivate A" and "deactivate B" both checking the other is still an admin.
   */
  async lockUsers(tx: Tx): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('admin-users'))`);
  },

  /** One page of users by email and the total matching the filters. */
  async page(db: Db | Tx, q: UsersPageQuery): Promise<{ rows: AdminUserRow[]; total: number }> {
    const term = q.search ? `%${escapeLike(q.search)}%` : null;
    const where = and(
      term ? or(ilike(users.email, term), ilike(users.name, term)) : undefined,
      q.role ? sql`${q.role} = any(${users.roles})` : undefined,
      q.hubId ? or(eq(users.allHubs, true), worksIn([q.hubId])) : undefined,
      q.status === 'active' ? isNull(users.deactivatedAt) : q.status === 'deactivated' ? isNotNull(users.deactivatedAt) : undefined,
      reachCondition(q.reach),
    );
    const [totals, rows] = await Promise.all([
      db.select({ n: count() }).from(users).where(where),
      db
        .select(userColumns)
        .from(users)
        .where(where)
        .orderBy(asc(users.email))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
    ]);
    return { rows, total: Number(totals[0]?.n ?? 0) };
  },

  /** The user with this id, locked for update when `lock` (after `lockUsers`). */
  async get(db: Db | Tx, id: string, lock = false): Promise<AdminUserRow | null> {
    if (lock) await db.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
    const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
    return row ?? null;
  },

  /** True when a user already has this email (emails are stored lowercased). */
  async emailTaken(db: Db | Tx, email: string): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    return Boolean(row);
  },

  /** Which of these hub ids exist. */
  async existingHubs(db: Db | Tx, hubIds: readonly string[]): Promise<Set<string>> {
    if (hubIds.length === 0) return new Set();
    const rows = await db
      .select({ id: hubs.hubOrgUnitId })
      .from(hubs)
      .where(inArray(hubs.hubOrgUnitId, [...hubIds]));
    return new Set(rows.map((r) => r.id));
  },

  /** Active admins other than `exceptUserId` (the last one may not be deactivated or demoted). */
  async otherActiveAdmins(db: Db | Tx, exceptUserId: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(users)
      .where(and(sql`'admin' = any(${users.roles})`, isNull(users.deactivatedAt), ne(users.id, exceptUserId)));
    return Number(row?.n ?? 0);
  },

  /** Inserts an invited user (no session yet) with their hubs; returns the id. */
  async insert(tx: Tx, values: { email: string; name: string; roles: Role[]; allHubs: boolean; hubs: readonly string[]; isDemo: boolean }): Promise<string> {
    const id = `USR-${crypto.randomUUID()}`;
    await tx.insert(users).values({
      id,
      email: values.email,
      name: values.name,
      roles: values.roles,
      allHubs: values.allHubs,
      authSource: 'invited',
      isDemo: values.isDemo,
    });
    if (values.hubs.length) await tx.insert(userHubs).values(values.hubs.map((hubOrgUnitId) => ({ userId: id, hubOrgUnitId })));
    return id;
  },

  /** Replaces the user's roles. */
  async setRoles(tx: Tx, id: string, roles: Role[]): Promise<void> {
    await tx.update(users).set({ roles }).where(eq(users.id, id));
  },

  /** Replaces the user's hubs as a whole (all hubs, or exactly these), keeping when each kept hub was granted. */
  async setHubs(tx: Tx, id: string, allHubs: boolean, hubIds: readonly string[]): Promise<void> {
    await tx.update(users).set({ allHubs }).where(eq(users.id, id));
    const keep = allHubs ? [] : [...hubIds];
    await tx.delete(userHubs).where(and(eq(userHubs.userId, id), keep.length ? notInArray(userHubs.hubOrgUnitId, keep) : undefined));
    if (keep.length)
      await tx
        .insert(userHubs)
        .values(keep.map((hubOrgUnitId) => ({ userId: id, hubOrgUnitId })))
        .onConflictDoNothing();
  },

  /** Sets or clears when the account was deactivated. */
  async setDeactivatedAt(tx: Tx, id: string, at: Date | null): Promise<void> {
    await tx.update(users).set({ deactivatedAt: at }).where(eq(users.id, id));
  },

  /**
   * Deletes every session of the user in the caller's transaction (so the end of the sessions and its audit row land
   * together); the caller then tells this instance's caches and live streams (`forgetUser`, `sessionsEnded`).
   */
  async deleteSessions(tx: Tx, userId: string): Promise<string[]> {
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    return ended.map((r) => r.id);
  },
};
