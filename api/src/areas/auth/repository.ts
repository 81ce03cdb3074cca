import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { type Db, type Tx } from '../../db/client';
import { auditLog, authStates, hubs, userHubs, users } from '../../db/schema';

/** A stored user. */
export type UserRow = typeof users.$inferSelect;
/** A single sign-on in progress (state, nonce, PKCE verifier, where to go after). */
export type AuthStateRow = typeof authStates.$inferSelect;

/** The audit action of a sign-in that applied the directory mapping (entity `user`, docs/adr/014). */
export const DIRECTORY_MAPPING_ACTION = 'directoryMapping';

/** Demo accounts and the single sign-on states kept in the database (any instance can finish a sign-on). */
export const authRepository = {
  /** Every active demo account, by email, with the hubs it works in. */
  demoAccounts(db: Db | Tx) {
    return db
      .select({
        name: users.name,
        email: users.email,
        roles: users.roles,
        allHubs: users.allHubs,
        hubs: sql<
          string[]
        >`coalesce((select array_agg(${userHubs.hubOrgUnitId} order by ${userHubs.hubOrgUnitId}) from ${userHubs} where ${userHubs.userId} = ${users.id}), '{}')`,
      })
      .from(users)
      .where(and(eq(users.isDemo, true), isNull(users.deactivatedAt)))
      .orderBy(asc(users.email));
  },

  /** The demo account with this email (deactivated or not: the service refuses those in words), or null. */
  async demoAccount(db: Db | Tx, email: string): Promise<UserRow | null> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.isDemo, true)))
      .limit(1);
    return user ?? null;
  },

  /** The hubs a user works in (user_hubs), sorted. */
  async userHubIds(db: Db | Tx, userId: string): Promise<string[]> {
    const rows = await db.select({ hub: userHubs.hubOrgUnitId }).from(userHubs).where(eq(userHubs.userId, userId)).orderBy(asc(userHubs.hubOrgUnitId));
    return rows.map((r) => r.hub);
  },

  /** Which of these hub ids exist. */
  async existingHubIds(db: Db | Tx, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: hubs.hubOrgUnitId })
      .from(hubs)
      .where(inArray(hubs.hubOrgUnitId, [...ids]));
    return new Set(rows.map((r) => r.id));
  },

  /**
   * A user's roles, all-hubs flag and hubs set to what a directory mapping decided (the caller holds the user row's
   * lock): hubs no longer granted are removed, new ones added, the others keep their grant time.
   */
  async setGrants(tx: Tx, userId: string, grants: { roles: readonly string[]; allHubs: boolean; hubs: readonly string[] }): Promise<UserRow> {
    const [row] = await tx
      .update(users)
      .set({ roles: [...grants.roles], allHubs: grants.allHubs })
      .where(eq(users.id, userId))
      .returning();
    const current = await authRepository.userHubIds(tx, userId);
    const gone = current.filter((h) => !grants.hubs.includes(h));
    const added = grants.hubs.filter((h) => !current.includes(h));
    if (gone.length) await tx.delete(userHubs).where(and(eq(userHubs.userId, userId), inArray(userHubs.hubOrgUnitId, gone)));
    if (added.length) await tx.insert(userHubs).values(added.map((hubOrgUnitId) => ({ userId, hubOrgUnitId })));
    return row!;
  },

  /**
   * The `after` of the user's latest directory-mapping audit row, or null: what the directory granted last time is
   * read back from the append-only log, which no call can rewrite (docs/adr/014).
   */
  async lastDirectoryMapping(db: Db | Tx, userId: string): Promise<unknown> {
    const [row] = await db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'user'), eq(auditLog.entityId, userId), eq(auditLog.action, DIRECTORY_MAPPING_ACTION)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row?.after ?? null;
  },

  /** Keeps a new sign-on's state (expired ones are swept first). */
  async saveState(db: Db | Tx, row: AuthStateRow): Promise<void> {
    await db.delete(authStates).where(lt(authStates.expiresAt, new Date()));
    await db.insert(authStates).values(row);
  },

  /** Takes (deletes and returns) a sign-on's state: it can be used once. */
  async takeState(db: Db | Tx, state: string): Promise<AuthStateRow | null> {
    const [pending] = await db.delete(authStates).where(eq(authStates.state, state)).returning();
    return pending ?? null;
  },
};
