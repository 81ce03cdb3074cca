import { asc, eq } from 'drizzle-orm';
import { type Db, type Tx } from '../db/client';
import { hubPilots, hubs } from '../db/schema';

/** A hub as repositories return it. */
export type HubRow = typeof hubs.$inferSelect;

/** Hubs and their pilots. Every function takes the database or the caller's transaction. */
export const hubsRepository = {
  /** The hub, or null when there is none with this id. */
  async get(db: Db | Tx, hubOrgUnitId: string): Promise<HubRow | null> {
    const [row] = await db.select().from(hubs).where(eq(hubs.hubOrgUnitId, hubOrgUnitId)).limit(1);
    return row ?? null;
  },
  /** Every hub, sorted by name. */
  list(db: Db | Tx) {
    return db.select({ hubOrgUnitId: hubs.hubOrgUnitId, hubName: hubs.hubName }).from(hubs).orderBy(asc(hubs.hubName));
  },
  /** The features (pilots) enabled for a hub. */
  async pilots(db: Db | Tx, hubOrgUnitId: string): Promise<Set<string>> {
    const rows = await db.select({ feature: hubPilots.feature }).from(hubPilots).where(eq(hubPilots.hubOrgUnitId, hubOrgUnitId));
    return new Set(rows.map((r) => r.feature));
  },
};
