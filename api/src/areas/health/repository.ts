import { sql } from 'drizzle-orm';
import { type Db } from '../../db/client';

/** The database round trip of the liveness check. */
export const healthRepository = {
  async ping(db: Db): Promise<void> {
    await db.execute(sql`select 1`);
  },
};
