import { and, asc, eq, isNull, lt, sql } from 'drizzle-orm';
import { type Db, type Tx } from '../../db/client';
import { authStates, userHubs, users } from '../../db/schema';

/** A stored user. */
export type UserRow = typeof users.$inferSelect;
/** A single sign-on in progress (state, nonce, PKCE verifier, where to go after). */
export type AuthStateRow = typeof authStates.$inferSelect;

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
        hubs: sql<string[]>`coalesce((select array_agg(${userHubs.hubOrgUnitId} order by ${userHubs.hubOrgUnitId}) from ${userHubs} where ${userHubs.userId} = ${users.id}), '{}')`,
      })
      .from(users)
      .where(and(eq(users.isDemo, true), isNull(users.deactivatedAt)))
      .orderBy(asc(users.email));
  },

  /** The demo account with this email, or null. */
  async demoAccount(db: Db | Tx, email: string): Promise<UserRow | null> {
    const [user] = await db
      .select()
      .from(users)
      .where(and(eq(users.email, email), eq(users.isDemo, true), isNull(users.deactivatedAt)))
      .limit(1);
    return user ?? null;
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
