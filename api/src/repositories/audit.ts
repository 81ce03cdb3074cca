import { and, desc, eq, gte, inArray, isNotNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { type AuditActorKind } from '@hub/shared/contracts';
import { type Db, type Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** One row of the audit log as a service records it: who, which hub, what, before and after. */
export interface AuditEntry {
  /** The signed-in user who made the change (null: the seed or a migration). */
  actor: { id: string; email: string } | null;
  hubOrgUnitId?: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before?: unknown;
  after?: unknown;
  /** Default: the Idempotency-Key of the call whose transaction this is (none outside a call). */
  idempotencyKey?: string | null;
}

/** Filters of an audit query (all optional; `beforeId` pages backwards by id). */
export interface AuditQuery {
  entityType?: string;
  entityId?: string;
  itemId?: string;
  actorUserId?: string;
  actorKind?: AuditActorKind;
  operation?: string;
  hubOrgUnitId?: string;
  from?: Date;
  to?: Date;
  beforeId?: number;
  /** Only entries filed under one of these hubs (`all`: under any hub; entries about no hub are left out). */
  scope?: { hubs: readonly string[] | 'all' };
  limit: number;
}

/** One audit row as read back. */
export type AuditRow = typeof auditLog.$inferSelect;

// What the call's transaction says about itself (set by the api when it opens a write's transaction; migration 0018's
// trigger reads the same settings). Outside a call they are unset, and a row falls back to what the service passed.
const callSetting = (name: 'hub.actor_kind' | 'hub.operation' | 'hub.idem_key') => sql`nullif(current_setting(${name}, true), '')`;

function conditions(q: Omit<AuditQuery, 'limit'>): SQL[] {
  const where: SQL[] = [];
  if (q.entityType) where.push(eq(auditLog.entityType, q.entityType));
  if (q.entityId) where.push(eq(auditLog.entityId, q.entityId));
  if (q.itemId) where.push(eq(auditLog.itemId, q.itemId));
  if (q.actorUserId) where.push(eq(auditLog.actorUserId, q.actorUserId));
  if (q.actorKind) where.push(eq(auditLog.actorKind, q.actorKind));
  if (q.operation) where.push(eq(auditLog.operation, q.operation));
  if (q.hubOrgUnitId) where.push(eq(auditLog.hubOrgUnitId, q.hubOrgUnitId));
  if (q.from) where.push(gte(auditLog.at, q.from));
  if (q.to) where.push(lte(auditLog.at, q.to));
  if (q.beforeId !== undefined) where.push(lt(auditLog.id, q.beforeId));
  if (q.scope) {
    const { hubs } = q.scope;
    where.push(hubs === 'all' ? isNotNull(auditLog.hubOrgUnitId) : hubs.length ? inArray(auditLog.hubOrgUnitId, [...hubs]) : sql`false`);
  }
  return where;
}

/**
 * The audit log (append-only: the table's trigger refuses UPDATE and DELETE, and this is the only code that touches the
 * table: `api/test/db/audit-trail.test.ts` greps for any other). A write records its row with the caller's transaction,
 * so a change and its record land together or not at all.
 */
export const auditRepository = {
  /**
   * Records an action (who did what to which entity). The row carries the call's operation and Idempotency-Key, and
   * whether the actor is a person or a service account, from the call's transaction like the trigger's rows; without an
   * actor it is the system's.
   */
  async record(db: Db | Tx, entry: AuditEntry): Promise<void> {
    await db.insert(auditLog).values({
      actorUserId: entry.actor?.id ?? null,
      actorEmail: entry.actor?.email ?? null,
      actorKind: entry.actor ? sql`coalesce(${callSetting('hub.actor_kind')}, 'USER')` : 'SYSTEM',
      operation: callSetting('hub.operation'),
      hubOrgUnitId: entry.hubOrgUnitId ?? null,
      entityType: entry.entityType,
      entityId: entry.entityId,
      action: entry.action,
      before: entry.before ?? null,
      after: entry.after ?? null,
      idempotencyKey: entry.idempotencyKey ?? callSetting('hub.idem_key'),
    });
  },

  /** Newest first (keyset on id: `beforeId` is the last id of the previous page). */
  list(db: Db | Tx, q: AuditQuery): Promise<AuditRow[]> {
    const where = conditions(q);
    return db
      .select()
      .from(auditLog)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(q.limit);
  },

  /** How many rows match, counting no further than `cap` (an export only needs to know whether it is too large). */
  async countUpTo(db: Db | Tx, q: Omit<AuditQuery, 'limit'>, cap: number): Promise<number> {
    const where = conditions(q);
    const matching = db
      .select({ one: sql`1`.as('one') })
      .from(auditLog)
      .where(where.length ? and(...where) : undefined)
      .limit(cap)
      .as('matching');
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matching);
    return row?.n ?? 0;
  },
};
