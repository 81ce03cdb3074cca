import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { type Db, type Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** One row of the audit log as written: who, which hub, what, before and after. */
export interface AuditEntry {
  /** The signed-in user who made the change (null: the seed or a migration). */
  actor: { id: string; email: string } | null;
  hubOrgUnitId?: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
  idempotencyKey?: string | null;
}

/** Filters of an audit query (all optional; `before` pages backwards by id). */
export interface AuditQuery {
  entityType?: string;
  entityId?: string;
  actorUserId?: string;
  hubOrgUnitId?: string;
  from?: Date;
  to?: Date;
  beforeId?: number;
  /** Only entries filed under one of these hubs (`all`: under any hub; entries about no hub are left out). */
  scope?: { hubs: readonly string[] | 'all' };
  limit: number;
}

/**
 * The audit log (append-only: the table's trigger refuses UPDATE and DELETE). A write records its row with the
 * caller's transaction, so a change and its record land together or not at all.
 */
export const auditRepository = {
  async record(db: Db | Tx, entry: AuditEntry): Promise<void> {
    await db.insert(auditLog).values({
      actorUserId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      hubOrgUnitId: entry.hubOrgUnitId ?? null,
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
      idempotencyKey: entry.idempotencyKey ?? null,
    });
  },

  /** Newest first. */
  list(db: Db | Tx, q: AuditQuery) {
    const where: SQL[] = [];
    if (q.entityType) where.push(eq(auditLog.entityType, q.entityType));
    if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
    if (q.actorUserId) where.push(eq(auditLog.actorUserId, q.actorUserId));
    if (q.hubOrgUnitId) where.push(eq(auditLog.hubOrgUnitId, q.hubOrgUnitId));
    if (q.from) where.push(gte(auditLog.at, q.from));
    if (q.to) where.push(lte(auditLog.at, q.to));
    if (q.beforeId !== undefined) where.push(lt(auditLog.id, q.beforeId));
    if (q.scope) {
      const { hubs } = q.scope;
      where.push(hubs === 'all' ? isNotNull(auditLog.hubOrgUnitId) : hubs.length ? inArray(auditLog.hubOrgUnitId, [...hubs]) : sql`false`);
    }
    return db
      .select()
      .from(auditLog)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(q.limit);
  },
};
