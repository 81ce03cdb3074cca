import { and, eq, gt, inArray } from 'drizzle-orm';
import { type Db, type Tx } from '../../db/client';
import { sessions, users } from '../../db/schema';

/** Reads of sessions and their users beside the session plugin's own (which signs in, out and checks each call). */
export const sessionsRepository = {
  /** When the user last signed in (null when never or unknown). */
  async lastLoginAt(db: Db | Tx, userId: string): Promise<Date | null> {
    const [row] = await db.select({ lastLoginAt: users.lastLoginAt }).from(users).where(eq(users.id, userId));
    return row?.lastLoginAt ?? null;
  },

  /** True while the session row exists and has not expired. */
  async alive(db: Db | Tx, sessionId: string): Promise<boolean> {
    const [alive] = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())))
      .limit(1);
    return Boolean(alive);
  },

  /** Which of these sessions exist and have not expired: one primary-key lookup for many (the live streams' check). */
  async aliveAmong(db: Db | Tx, sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, [...sessionIds]), gt(sessions.expiresAt, new Date())));
    return new Set(rows.map((r) => r.id));
  },
};
