import { sql } from 'drizzle-orm';
import { type Db } from '../db/client';
import { seedBaseFacts } from './base';
import { generateWorld, insertWorld, type WorldOptions } from './world';

/** Options of the demo-world generator. */
export interface SeedOptions {
  /** 0 = only the fixed demo facts; 1 = a small world to browse; 100 = the benchmark world (>= 50,000 items). */
  scale: number;
  /** Moment whose hub day (Indian time) the world is centred on; defaults to now (SEED_DATE=YYYY-MM-DD pins the day). */
  today?: Date;
  onProgress?: WorldOptions['onProgress'];
}

/** Seeds a fresh database in one transaction: demo facts first, then the generated world at the given scale. */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  const today = options.today ?? (process.env.SEED_DATE ? new Date(`${process.env.SEED_DATE}T12:00:00+05:30`) : undefined);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // The world is written at once: nobody watches it yet, so its rows are not published to live streams (ADR 010).
    // Nor are they history: the audit trail records what people and integrations change (docs/adr/015).
    await t.execute(sql`select set_config('hub.live_off', 'on', true), set_config('hub.audit_off', 'on', true)`);
    await seedBaseFacts(t);
    if (options.scale > 0) await insertWorld(t, generateWorld({ scale: options.scale, today }), options.onProgress);
  });
}

export { checkDemoWorld, checkWorldConsistency } from './consistency';
