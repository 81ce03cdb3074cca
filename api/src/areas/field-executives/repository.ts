import crypto from 'node:crypto';
import { and, asc, count, desc, eq, exists, ilike, inArray, notExists, or, sql, type SQL } from 'drizzle-orm';
import { type FeStatusCounts, type FeStatusFilter } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { feHubAssignments, fieldExecutives, fileUploads } from '../../db/schema';

/** A stored FE row. */
export type FeRow = typeof fieldExecutives.$inferSelect;
/** What a new FE is made of (id, status and audit columns are set here). */
export type NewFe = Omit<typeof fieldExecutives.$inferInsert, 'id' | 'status' | 'currentActive' | 'createdBy'>;
/** Columns an edit may change. */
export type FeChanges = Partial<Pick<FeRow, 'name' | 'phoneNumber' | 'address' | 'panCardPhotoUrl' | 'addressProofType' | 'addressProofPhotoUrl'>>;

/** Constraint names the routes turn into the spec's 409 texts. */
export const FE_CONSTRAINTS = { panUnique: 'field_executives_pan_number_unique', activeAssignmentUnique: 'fe_hub_assignments_active_uq' } as const;

/** FE- plus 8 random digits; a collision (1 in 10^8 per existing FE) is retried by `create`. */
const newFeId = () => `FE-${crypto.randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
/** Escapes LIKE wildcards so a search for "50%" means the characters, not a pattern. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const summaryColumns = {
  id: fieldExecutives.id,
  name: fieldExecutives.name,
  phoneNumber: fieldExecutives.phoneNumber,
  panNumber: fieldExecutives.panNumber,
  status: fieldExecutives.status,
  createdAt: fieldExecutives.createdAt,
};

/**
 * The FEs a user of these hubs sees (hub scoping, docs/adr/013): those actively assigned to one of them, and those
 * assigned to none (new or deassigned everywhere: any hub may take them on). `null`: all hubs, no condition.
 */
function visibleIn(hubs: readonly string[] | null, db: Db | Tx): SQL | undefined {
  if (hubs === null) return undefined;
  const active = and(eq(feHubAssignments.feId, fieldExecutives.id), eq(feHubAssignments.active, true));
  const assignments = (where: SQL | undefined) =>
    db
      .select({ one: sql`1` })
      .from(feHubAssignments)
      .where(where);
  return or(exists(assignments(and(active, inArray(feHubAssignments.hubOrgUnitId, [...hubs])))), notExists(assignments(active)));
}

/** Field executives, their hub assignments and their uploads. Every function takes the database or a transaction. */
export const fieldExecutivesRepository = {
  /**
   * One page of FEs (most recent first) for a status and search term, the filter's total and counts per status; only
   * the FEs a user of `hubs` sees (null: all).
   */
  async page(db: Db | Tx, q: { status: FeStatusFilter; search: string; page: number; pageSize: number }, hubs: readonly string[] | null = null) {
    const fe = fieldExecutives;
    const term = q.search ? `%${escapeLike(q.search)}%` : null;
    const matches: SQL | undefined = and(
      term ? or(ilike(fe.id, term), ilike(fe.name, term), ilike(fe.phoneNumber, term), ilike(fe.panNumber, term)) : undefined,
      visibleIn(hubs, db),
    );
    const where = q.status === 'ALL' ? matches : and(matches, eq(fe.status, q.status));
    const [countRows, rows] = await Promise.all([
      db.select({ status: fe.status, n: count() }).from(fe).where(matches).groupBy(fe.status),
      db
        .select(summaryColumns)
        .from(fe)
        .where(where)
        .orderBy(desc(fe.createdAt), desc(fe.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
    ]);
    const counts: FeStatusCounts = { ALL: 0, ACTIVE: 0, DEACTIVATED: 0 };
    for (const r of countRows) {
      const n = Number(r.n);
      counts.ALL += n;
      if (r.status === 'ACTIVE' || r.status === 'DEACTIVATED') counts[r.status] += n;
    }
    return { rows, counts, total: counts[q.status] };
  },

  /**
   * The FE with this id, phone or PAN that a user of `hubs` sees (null: all); for a phone several FEs may match over
   * time: the active, most recent one.
   */
  async findBy(db: Db | Tx, by: 'id' | 'phone' | 'pan', value: string, hubs: readonly string[] | null = null): Promise<FeRow | null> {
    const fe = fieldExecutives;
    const column = by === 'id' ? fe.id : by === 'phone' ? fe.phoneNumber : fe.panNumber;
    const [row] = await db
      .select()
      .from(fe)
      .where(and(eq(column, value), visibleIn(hubs, db)))
      .orderBy(asc(sql`case when ${fe.status} = 'ACTIVE' then 0 else 1 end`), desc(fe.createdAt))
      .limit(1);
    return row ?? null;
  },

  /** The FE, locked for update when `lock` (writes lock the FE row first, then assignments: one order everywhere). */
  async get(db: Db | Tx, id: string, lock = false): Promise<FeRow | null> {
    const query = db.select().from(fieldExecutives).where(eq(fieldExecutives.id, id)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    return row ?? null;
  },

  /** True when an FE already has this PAN. */
  async panTaken(db: Db | Tx, pan: string): Promise<boolean> {
    const [row] = await db.select({ id: fieldExecutives.id }).from(fieldExecutives).where(eq(fieldExecutives.panNumber, pan)).limit(1);
    return Boolean(row);
  },

  /** True when `fileId` is one of our uploads (a typed or foreign URL is never stored as a photo). */
  async uploadExists(db: Db | Tx, fileId: string): Promise<boolean> {
    const [row] = await db.select({ id: fileUploads.id }).from(fileUploads).where(eq(fileUploads.id, fileId)).limit(1);
    return Boolean(row);
  },

  /** Inserts an ACTIVE FE under a fresh id (retrying an id collision); the PAN's unique index decides races. */
  async create(tx: Tx, values: NewFe, by: string): Promise<FeRow> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const [inserted] = await tx
        .insert(fieldExecutives)
        .values({ ...values, id: newFeId(), status: 'ACTIVE', currentActive: true, createdBy: by })
        .onConflictDoNothing({ target: fieldExecutives.id })
        .returning();
      if (inserted) return inserted;
    }
    throw new Error('Could not allocate a field executive id');
  },

  /** Writes the changed columns of an FE. */
  async update(tx: Tx, id: string, changes: FeChanges): Promise<FeRow> {
    const [row] = await tx
      .update(fieldExecutives)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(fieldExecutives.id, id))
      .returning();
    return row!;
  },

  /** Deactivates an ACTIVE FE with who, when and why, and ends its hub assignments (a deactivated FE works nowhere). */
  async deactivate(tx: Tx, id: string, reason: string, by: string): Promise<FeRow> {
    const now = new Date();
    const [row] = await tx
      .update(fieldExecutives)
      .set({ status: 'DEACTIVATED', currentActive: false, deactivationReason: reason, deactivatedBy: by, deactivatedAt: now, updatedAt: now })
      .where(and(eq(fieldExecutives.id, id), eq(fieldExecutives.status, 'ACTIVE')))
      .returning();
    await tx
      .update(feHubAssignments)
      .set({ active: false, deassignedAt: now, deassignedBy: by })
      .where(and(eq(feHubAssignments.feId, id), eq(feHubAssignments.active, true)));
    return row!;
  },

  /** Hubs the FE is actively assigned to. */
  async activeHubIds(db: Db | Tx, feId: string): Promise<string[]> {
    const rows = await db
      .select({ hub: feHubAssignments.hubOrgUnitId })
      .from(feHubAssignments)
      .where(and(eq(feHubAssignments.feId, feId), eq(feHubAssignments.active, true)));
    return rows.map((r) => r.hub);
  },

  /** A hub's active FEs with when they were assigned, by name. */
  activeAtHub(db: Db | Tx, hubOrgUnitId: string) {
    return db
      .select({ ...summaryColumns, assignedAt: feHubAssignments.assignedAt })
      .from(feHubAssignments)
      .innerJoin(fieldExecutives, eq(fieldExecutives.id, feHubAssignments.feId))
      .where(and(eq(feHubAssignments.hubOrgUnitId, hubOrgUnitId), eq(feHubAssignments.active, true), eq(fieldExecutives.status, 'ACTIVE')))
      .orderBy(asc(fieldExecutives.name), asc(fieldExecutives.id));
  },

  /** True when the FE is actively assigned to the hub. */
  async isAssigned(db: Db | Tx, feId: string, hubOrgUnitId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: feHubAssignments.id })
      .from(feHubAssignments)
      .where(and(eq(feHubAssignments.feId, feId), eq(feHubAssignments.hubOrgUnitId, hubOrgUnitId), eq(feHubAssignments.active, true)))
      .limit(1);
    return Boolean(row);
  },

  /** Starts an active assignment (the partial unique index refuses a second one). */
  async assign(tx: Tx, feId: string, hubOrgUnitId: string, by: string): Promise<void> {
    await tx.insert(feHubAssignments).values({ feId, hubOrgUnitId, active: true, assignedBy: by });
  },

  /** Ends the active assignment; false when there was none. */
  async deassign(tx: Tx, feId: string, hubOrgUnitId: string, by: string): Promise<boolean> {
    const ended = await tx
      .update(feHubAssignments)
      .set({ active: false, deassignedAt: new Date(), deassignedBy: by })
      .where(and(eq(feHubAssignments.feId, feId), eq(feHubAssignments.hubOrgUnitId, hubOrgUnitId), eq(feHubAssignments.active, true)))
      .returning({ id: feHubAssignments.id });
    return ended.length > 0;
  },

  /** Records an uploaded file. */
  async addUpload(db: Db | Tx, values: typeof fileUploads.$inferInsert): Promise<void> {
    await db.insert(fileUploads).values(values);
  },

  /** Removes an upload row whose bytes could not be stored. */
  async removeUpload(db: Db | Tx, id: string): Promise<void> {
    await db.delete(fileUploads).where(eq(fileUploads.id, id));
  },
};
