import { and, eq, gt } from 'drizzle-orm';
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
};
