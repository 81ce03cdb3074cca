import crypto from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { PSV_ACTIVITY_LIST, SEGREGATION_SESSION_ID_LENGTH, type PsvTab } from '@hub/shared/contracts';
import { type Db, type Tx, rowsOf } from '../db/client';
import {
  activityGroups,
  assetLogs,
  assets,
  hubs,
  itemAssociations,
  items,
  psvTaskAssets,
  psvTasks,
  runsheets,
  segregationSessions,
  skus,
  toteZoneTags,
  vehicles,
  zones,
} from '../db/schema';

/** A stored asset row. */
export type AssetRow = typeof assets.$inferSelect;
/** A stored PSV task row. */
export type PsvTaskRow = typeof psvTasks.$inferSelect;
type LogInput = Omit<typeof assetLogs.$inferInsert, 'id' | 'createdAt'>;

/** States a tote can be tagged or sent in (usable and empty); IN_USE totes hold items. */
export const USABLE_STATES = ['GOOD_TO_USE', 'EMPTY_TOTE'] as const;
/** States counted as active at a hub (summary "Active Totes"): at the hub and in service. */
const ACTIVE_STATES = ['GOOD_TO_USE', 'EMPTY_TOTE', 'IN_USE', 'UNDER_PSV'];

const OPEN_TASK_STATES = ['CREATED', 'PROCESSING'];

/** Letters and digits: a 15-character id drawn uniformly from 62 symbols (rejection sampling, no modulo bias). */
const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
function sessionId(): string {
  let out = '';
  while (out.length < SEGREGATION_SESSION_ID_LENGTH) {
    for (const b of crypto.randomBytes(32)) {
      if (b < 248 && out.length < SEGREGATION_SESSION_ID_LENGTH) out += ID_ALPHABET[b % 62];
    }
  }
  return out;
}

const n = (v: unknown) => Number(v ?? 0);

/** Totes (assets), their logs, PSV tasks and zone tags. Every function takes the database or a transaction. */
export const totesRepository = {
  // ---------------------------------------------------------------- summary
  /** Live counts over the hub's totes (001 §3 Tote summary) and totes marked lost at the hub in the last 7 days. */
  async summary(db: Db | Tx, hubId: string) {
    const [row] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select
          count(*) filter (where ${assets.assetState} in (${sql.join(
            ACTIVE_STATES.map((s) => sql`${s}`),
            sql`, `,
          )}))::int as active,
          count(*) filter (where ${assets.assetState} = 'UNDER_PSV')::int as psv,
          count(*) filter (where ${assets.assetState} = 'PENDING_ACTIVATION')::int as pending
        from ${assets}
        where ${assets.currentHubOrgUnitId} = ${hubId} and ${assets.assetType} in ('TOTE', 'TEMP_TOTE')`),
    );
    const [lost] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select count(distinct l.asset_code)::int as lost from ${assetLogs} l join ${assets} a on a.asset_code = l.asset_code
        where l.asset_event_type = 'LOST' and a.current_hub_org_unit_id = ${hubId} and a.asset_state = 'LOST'
          and l.created_at >= now() - interval '7 days'`),
    );
    return { totalActiveCount: n(row?.active), psvCount: n(row?.psv), pendingOnboardCount: n(row?.pending), lostThisWeekCount: n(lost?.lost) };
  },

  // ---------------------------------------------------------------- PSV
  /** The hub's tasks of a tab with their counts, newest first. */
  async psvTasks(db: Db | Tx, hubId: string, tab: PsvTab) {
    const states = tab === 'PENDING' ? OPEN_TASK_STATES : ['PROCESSED', 'ABANDONED'];
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select t.psv_task_id, t.state, t.created_at,
          count(a.asset_code)::int as total,
          count(a.asset_code) filter (where a.status = 'VERIFIED')::int as verified,
          count(a.asset_code) filter (where a.status = 'PENDING')::int as pending,
          count(a.asset_code) filter (where a.status = 'LOST')::int as lost
        from ${psvTasks} t left join ${psvTaskAssets} a on a.psv_task_id = t.psv_task_id
        where t.hub_org_unit_id = ${hubId} and t.state in (${sql.join(
          states.map((s) => sql`${s}`),
          sql`, `,
        )})
        group by t.psv_task_id order by t.created_at desc, t.psv_task_id desc limit 200`),
    );
    return rows.map((r) => ({
      psvTaskId: String(r.psv_task_id),
      state: String(r.state) as 'CREATED',
      createdAt: new Date(r.created_at as string).toISOString(),
      totalAssetCount: n(r.total),
      verifiedAssetCount: n(r.verified),
      pendingVerificationAssetCount: n(r.pending),
      lostAssetCount: n(r.lost),
    }));
  },

  /** One task's card. */
  async psvTaskCard(db: Db | Tx, psvTaskId: string) {
    const [task] = await db.select().from(psvTasks).where(eq(psvTasks.psvTaskId, psvTaskId));
    if (!task) return null;
    const counts = await db
      .select({ status: psvTaskAssets.status, c: sql<number>`count(*)::int` })
      .from(psvTaskAssets)
      .where(eq(psvTaskAssets.psvTaskId, psvTaskId))
      .groupBy(psvTaskAssets.status);
    const of = (s: string) => n(counts.find((c) => c.status === s)?.c);
    return {
      psvTaskId: task.psvTaskId,
      state: task.state as 'CREATED',
      createdAt: task.createdAt.toISOString(),
      totalAssetCount: counts.reduce((a, c) => a + n(c.c), 0),
      verifiedAssetCount: of('VERIFIED'),
      pendingVerificationAssetCount: of('PENDING'),
      lostAssetCount: of('LOST'),
    };
  },

  async getTask(db: Db | Tx, psvTaskId: string): Promise<PsvTaskRow | null> {
    const [row] = await db.select().from(psvTasks).where(eq(psvTasks.psvTaskId, psvTaskId));
    return row ?? null;
  },

  /** The hub's newest open (CREATED or PROCESSING) task. */
  async openTask(db: Db | Tx, hubId: string): Promise<PsvTaskRow | null> {
    const [row] = await db
      .select()
      .from(psvTasks)
      .where(and(eq(psvTasks.hubOrgUnitId, hubId), inArray(psvTasks.state, OPEN_TASK_STATES)))
      .orderBy(desc(psvTasks.createdAt), desc(psvTasks.psvTaskId))
      .limit(1);
    return row ?? null;
  },

  /**
   * Takes the hub's row lock for starting a PSV task, so two managers starting one at once queue here and the second
   * sees the first's task. NO KEY UPDATE: rows that merely reference the hub (their foreign keys take KEY SHARE) are
   * not held up.
   */
  async lockHubForPsvStart(tx: Tx, hubId: string): Promise<void> {
    await tx.execute(sql`select 1 from ${hubs} where ${hubs.hubOrgUnitId} = ${hubId} for no key update`);
  },

  /**
   * A new CREATED task over every tote at the hub that is not lost (the seed's rule for its tasks), each PENDING with
   * the activity it was last seen in. The id is PSV-<hub id without HUB->-<n>, n the hub's task count + 1, taken
   * further while another task has it. Null when the hub has no tote to verify (nothing is written then).
   */
  async createPsvTask(tx: Tx, hubId: string, user: string): Promise<string | null> {
    const toteAtHub = sql`${assets.currentHubOrgUnitId} = ${hubId} and ${assets.assetType} in ('TOTE', 'TEMP_TOTE') and ${assets.assetState} <> 'LOST'`;
    const [{ totes } = { totes: 0 }] = await tx
      .select({ totes: sql<number>`count(*)::int` })
      .from(assets)
      .where(toteAtHub);
    if (!n(totes)) return null;
    const [{ c } = { c: 0 }] = await tx
      .select({ c: sql<number>`count(*)::int` })
      .from(psvTasks)
      .where(eq(psvTasks.hubOrgUnitId, hubId));
    const prefix = `PSV-${hubId.replace(/^HUB-/, '')}-`;
    let psvTaskId = '';
    for (let k = n(c) + 1; !psvTaskId; k++) {
      const [row] = await tx
        .insert(psvTasks)
        .values({ psvTaskId: `${prefix}${String(k).padStart(4, '0')}`, hubOrgUnitId: hubId, state: 'CREATED', createdBy: user })
        .onConflictDoNothing()
        .returning({ psvTaskId: psvTasks.psvTaskId });
      psvTaskId = row?.psvTaskId ?? '';
    }
    // One INSERT ... SELECT: a hub's totes may be many thousands (no parameter list to outgrow).
    const activities = sql.join(
      PSV_ACTIVITY_LIST.map((a) => sql`${a}`),
      sql`, `,
    );
    await tx.execute(sql`
      insert into ${psvTaskAssets} (psv_task_id, asset_code, status, last_activity)
      select ${psvTaskId}, ${assets.assetCode}, 'PENDING',
        case when ${assets.lastActivity} in (${activities}) then ${assets.lastActivity} else 'RECEIVE' end
      from ${assets} where ${toteAtHub}`);
    return psvTaskId;
  },

  /** PSV data of a task: verified / total, by asset size (lower case) and by last activity before the PSV. */
  async psvData(db: Db | Tx, task: PsvTaskRow) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select lower(x.asset_size) as size, a.last_activity as activity,
          count(*)::int as total, count(*) filter (where a.status = 'VERIFIED')::int as verified
        from ${psvTaskAssets} a join ${assets} x on x.asset_code = a.asset_code
        where a.psv_task_id = ${task.psvTaskId} group by lower(x.asset_size), a.last_activity`),
    );
    const bySize = new Map<string, { verifiedAssetCount: number; totalAssetCount: number }>();
    const byActivity = new Map<string, { verifiedAssetCount: number; totalAssetCount: number }>();
    for (const r of rows) {
      for (const [map, key] of [
        [bySize, String(r.size)],
        [byActivity, String(r.activity)],
      ] as const) {
        const cur = map.get(key) ?? { verifiedAssetCount: 0, totalAssetCount: 0 };
        cur.verifiedAssetCount += n(r.verified);
        cur.totalAssetCount += n(r.total);
        map.set(key, cur);
      }
    }
    const total = rows.reduce((a, r) => a + n(r.total), 0);
    const verified = rows.reduce((a, r) => a + n(r.verified), 0);
    return {
      psvTaskId: task.psvTaskId,
      state: task.state as 'CREATED',
      createdAt: task.createdAt.toISOString(),
      verifiedAssetCount: verified,
      totalAssetCount: total,
      assetDistribution: [...bySize.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([assetSizeClassification, c]) => ({ assetSizeClassification, ...c })),
      // Every activity of the spec gets its card, in the spec's order, even when no asset of the task had it.
      activities: PSV_ACTIVITY_LIST.map((activity) => ({
        activity,
        ...(byActivity.get(activity) ?? { verifiedAssetCount: 0, totalAssetCount: 0 }),
      })),
    };
  },

  /**
   * Claims the task for a scan or a close: one conditional UPDATE that takes the task's row lock and checks it is
   * still open (CREATED becomes PROCESSING on its first scan). A close and a scan of one task therefore serialise
   * on this row: whichever comes second sees the other's committed result (READ COMMITTED re-reads the row).
   */
  async lockOpenTask(tx: Tx, psvTaskId: string, next: 'PROCESSING' | 'PROCESSED', user: string): Promise<PsvTaskRow | null> {
    const [row] = await tx
      .update(psvTasks)
      .set(
        next === 'PROCESSING'
          ? { state: sql`case when ${psvTasks.state} = 'CREATED' then 'PROCESSING' else ${psvTasks.state} end` }
          : { state: 'PROCESSED', closedAt: new Date(), closedBy: user },
      )
      .where(and(eq(psvTasks.psvTaskId, psvTaskId), inArray(psvTasks.state, OPEN_TASK_STATES)))
      .returning();
    return row ?? null;
  },

  /** The task's row for one asset (null when the asset is not part of the task). */
  async taskAsset(db: Db | Tx, psvTaskId: string, assetCode: string) {
    const [row] = await db
      .select()
      .from(psvTaskAssets)
      .where(and(eq(psvTaskAssets.psvTaskId, psvTaskId), eq(psvTaskAssets.assetCode, assetCode)));
    return row ?? null;
  },

  /** PENDING -> VERIFIED for one asset of a task; false when it was not pending (already verified: counted once). */
  async verifyTaskAsset(tx: Tx, psvTaskId: string, assetCode: string, user: string): Promise<boolean> {
    const rows = await tx
      .update(psvTaskAssets)
      .set({ status: 'VERIFIED', verifiedAt: new Date(), verifiedBy: user })
      .where(and(eq(psvTaskAssets.psvTaskId, psvTaskId), eq(psvTaskAssets.assetCode, assetCode), eq(psvTaskAssets.status, 'PENDING')))
      .returning({ assetCode: psvTaskAssets.assetCode });
    return rows.length === 1;
  },

  /** At close: every pending asset of the task becomes LOST (task row and asset rows), each logged. */
  async markPendingLost(tx: Tx, task: PsvTaskRow, user: string, locationName: string): Promise<string[]> {
    const lost = await tx
      .update(psvTaskAssets)
      .set({ status: 'LOST' })
      .where(and(eq(psvTaskAssets.psvTaskId, task.psvTaskId), eq(psvTaskAssets.status, 'PENDING')))
      .returning({ assetCode: psvTaskAssets.assetCode });
    const codes = lost.map((r) => r.assetCode).sort();
    if (codes.length) {
      await tx
        .update(assets)
        .set({ assetState: 'LOST', isUsable: false, unusableReason: `Marked lost in PSV ${task.psvTaskId}`, lastActivity: 'PSV', updatedAt: new Date() })
        .where(inArray(assets.assetCode, codes));
      await tx.insert(assetLogs).values(
        codes.map((assetCode) => ({
          assetCode,
          assetEventType: 'LOST',
          referenceType: 'PSV_TASK',
          referenceId: task.psvTaskId,
          locationName,
          performedBy: user,
        })),
      );
    }
    return codes;
  },

  /** The rows of a task's download: one per asset, by code. */
  async psvDownloadRows(db: Db | Tx, psvTaskId: string) {
    return db
      .select({
        assetCode: psvTaskAssets.assetCode,
        assetSize: assets.assetSize,
        assetState: assets.assetState,
        status: psvTaskAssets.status,
        lastActivity: psvTaskAssets.lastActivity,
        verifiedBy: psvTaskAssets.verifiedBy,
        verifiedAt: psvTaskAssets.verifiedAt,
      })
      .from(psvTaskAssets)
      .innerJoin(assets, eq(assets.assetCode, psvTaskAssets.assetCode))
      .where(eq(psvTaskAssets.psvTaskId, psvTaskId))
      .orderBy(asc(psvTaskAssets.assetCode));
  },

  // ---------------------------------------------------------------- assets
  /** The asset, locked for update when `lock` (asset writes lock the asset row first, then anything else). */
  async asset(db: Db | Tx, assetCode: string, lock = false): Promise<AssetRow | null> {
    const q = db.select().from(assets).where(eq(assets.assetCode, assetCode));
    const [row] = lock ? await q.for('update') : await q;
    return row ?? null;
  },

  async assetsByCodes(db: Db | Tx, codes: string[]): Promise<AssetRow[]> {
    if (!codes.length) return [];
    return db.select().from(assets).where(inArray(assets.assetCode, codes)).orderBy(asc(assets.assetCode));
  },

  /** What the asset holds: item units attached to it (a tote in a zone) or carried in it (a crate or bag). */
  async contents(db: Db | Tx, codes: string[]) {
    if (!codes.length) return [];
    const ia = itemAssociations;
    return db
      .select({
        holder: sql<string>`coalesce(${ia.toteAttachedToEntityId}, ${ia.entityId})`,
        itemId: items.itemId,
        title: skus.title,
        ean: skus.ean,
        imageUrl: skus.imageUrl,
        units: ia.qty,
        orderId: items.orderId,
        shipmentId: items.shipmentId,
        qcStatus: items.qcStatus,
      })
      .from(ia)
      .innerJoin(items, eq(items.itemId, ia.itemId))
      .innerJoin(skus, eq(skus.skuId, items.skuId))
      .where(or(inArray(ia.toteAttachedToEntityId, codes), and(inArray(ia.associationType, ['CRATE', 'BAG']), inArray(ia.entityId, codes))))
      .orderBy(asc(items.itemId));
  },

  /** True when item units sit in the tote (then it cannot leave its zone or be marked usable as empty). */
  async holdsUnits(db: Db | Tx, assetCode: string): Promise<{ zoneId: string } | null> {
    const ia = itemAssociations;
    const [row] = await db
      .select({ zoneId: ia.entityId })
      .from(ia)
      .where(
        and(or(eq(ia.toteAttachedToEntityId, assetCode), and(inArray(ia.associationType, ['CRATE', 'BAG']), eq(ia.entityId, assetCode))), sql`${ia.qty} > 0`),
      )
      .limit(1);
    return row ?? null;
  },

  /** The asset's logs, newest first. */
  logs(db: Db | Tx, assetCode: string) {
    return db.select().from(assetLogs).where(eq(assetLogs.assetCode, assetCode)).orderBy(desc(assetLogs.createdAt), desc(assetLogs.id)).limit(500);
  },

  async lastLog(db: Db | Tx, assetCode: string) {
    const [row] = await db.select().from(assetLogs).where(eq(assetLogs.assetCode, assetCode)).orderBy(desc(assetLogs.createdAt), desc(assetLogs.id)).limit(1);
    return row ?? null;
  },

  /** The latest SEND log (its reference is the destination hub). */
  async lastSend(db: Db | Tx, assetCode: string) {
    const [row] = await db
      .select()
      .from(assetLogs)
      .where(and(eq(assetLogs.assetCode, assetCode), eq(assetLogs.assetEventType, 'SEND')))
      .orderBy(desc(assetLogs.createdAt), desc(assetLogs.id))
      .limit(1);
    return row ?? null;
  },

  async deleteLog(tx: Tx, id: number) {
    await tx.delete(assetLogs).where(eq(assetLogs.id, id));
  },

  async log(tx: Tx, entry: LogInput) {
    await tx.insert(assetLogs).values(entry);
  },

  /** Writes asset columns (always bumps updated_at). */
  async updateAsset(tx: Tx, assetCode: string, changes: Partial<Omit<AssetRow, 'assetCode' | 'createdAt'>>): Promise<AssetRow> {
    const [row] = await tx
      .update(assets)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(assets.assetCode, assetCode))
      .returning();
    return row!;
  },

  async vehicleHub(db: Db | Tx, vehicleId: string): Promise<string | null> {
    const [row] = await db.select({ hub: vehicles.hubOrgUnitId }).from(vehicles).where(eq(vehicles.vehicleId, vehicleId));
    return row?.hub ?? null;
  },

  async hubName(db: Db | Tx, hubId: string): Promise<string | null> {
    const [row] = await db.select({ name: hubs.hubName }).from(hubs).where(eq(hubs.hubOrgUnitId, hubId));
    return row?.name ?? null;
  },

  /** What a log row refers to, as label/value pairs (null when the entity no longer exists). */
  async referenceDetails(db: Db | Tx, type: string, refId: string): Promise<{ title: string; fields: Array<{ label: string; value: string }> } | null> {
    if (type === 'PSV_TASK') {
      const [t] = await db.select().from(psvTasks).where(eq(psvTasks.psvTaskId, refId));
      if (!t) return null;
      return {
        title: `PSV task ${t.psvTaskId}`,
        fields: [
          { label: 'Hub', value: t.hubOrgUnitId },
          { label: 'State', value: t.state },
          { label: 'Created by', value: t.createdBy },
          { label: 'Created at', value: t.createdAt.toISOString() },
          ...(t.closedAt ? [{ label: 'Closed at', value: t.closedAt.toISOString() }] : []),
        ],
      };
    }
    if (type === 'HUB') {
      const [h] = await db.select().from(hubs).where(eq(hubs.hubOrgUnitId, refId));
      if (!h) return null;
      return {
        title: h.hubName,
        fields: [
          { label: 'Hub id', value: h.hubOrgUnitId },
          { label: 'City', value: h.city },
        ],
      };
    }
    if (type === 'ZONE') {
      const [z] = await db.select().from(zones).where(eq(zones.zoneId, refId)).limit(1);
      if (!z) return null;
      return {
        title: `Zone ${z.zoneId}`,
        fields: [
          { label: 'Hub', value: z.hubOrgUnitId },
          { label: 'Zone type', value: z.zoneType },
          { label: 'QC status', value: z.qcStatus },
        ],
      };
    }
    if (type === 'ACTIVITY_GROUP') {
      const [g] = await db.select().from(activityGroups).where(eq(activityGroups.activityGroupId, refId));
      if (!g) return null;
      return {
        title: `Manifest ${g.activityGroupId}`,
        fields: [
          { label: 'Hub', value: g.hubOrgUnitId },
          { label: 'Type', value: g.activityGroupType },
          { label: 'State', value: g.activityGroupState },
        ],
      };
    }
    const [r] = await db.select().from(runsheets).where(eq(runsheets.runsheetId, refId));
    if (!r) return null;
    return {
      title: `Runsheet ${r.runsheetId}`,
      fields: [
        { label: 'Hub', value: r.hubOrgUnitId },
        { label: 'Vehicle', value: r.vehicleId },
        { label: 'Activity status', value: r.activityStatus },
      ],
    };
  },

  // ---------------------------------------------------------------- zones and tags
  zones(db: Db | Tx, hubId: string) {
    return db.select({ zoneId: zones.zoneId, zoneType: zones.zoneType }).from(zones).where(eq(zones.hubOrgUnitId, hubId)).orderBy(asc(zones.zoneId));
  },

  async zoneExists(db: Db | Tx, hubId: string, zoneId: string): Promise<boolean> {
    const [row] = await db
      .select({ z: zones.zoneId })
      .from(zones)
      .where(and(eq(zones.hubOrgUnitId, hubId), eq(zones.zoneId, zoneId)));
    return Boolean(row);
  },

  taggedTotes(db: Db | Tx, hubId: string, zoneId: string) {
    return db
      .select()
      .from(toteZoneTags)
      .where(and(eq(toteZoneTags.hubOrgUnitId, hubId), eq(toteZoneTags.zoneId, zoneId), isNull(toteZoneTags.detaggedAt)))
      .orderBy(desc(toteZoneTags.taggedAt), desc(toteZoneTags.id))
      .limit(1000);
  },

  /** The tote's active tag (at most one: the partial unique index). */
  async activeTag(db: Db | Tx, assetCode: string) {
    const [row] = await db
      .select()
      .from(toteZoneTags)
      .where(and(eq(toteZoneTags.assetCode, assetCode), isNull(toteZoneTags.detaggedAt)));
    return row ?? null;
  },

  async endTag(tx: Tx, id: number) {
    await tx.update(toteZoneTags).set({ detaggedAt: new Date() }).where(eq(toteZoneTags.id, id));
  },

  async addTag(tx: Tx, hubId: string, zoneId: string, assetCode: string, user: string) {
    await tx.insert(toteZoneTags).values({ hubOrgUnitId: hubId, zoneId, assetCode, taggedBy: user });
  },

  async startSession(db: Db | Tx, hubId: string, userId: string, zoneId: string | null) {
    const [row] = await db.insert(segregationSessions).values({ id: sessionId(), hubOrgUnitId: hubId, userId, zoneId }).returning();
    return row!;
  },

  /** The caller's session at the hub, with its zone moved to the one just used. */
  async touchSession(tx: Tx, id: string, hubId: string, userId: string, zoneId: string): Promise<boolean> {
    const rows = await tx
      .update(segregationSessions)
      .set({ zoneId })
      .where(and(eq(segregationSessions.id, id), eq(segregationSessions.hubOrgUnitId, hubId), eq(segregationSessions.userId, userId)))
      .returning({ id: segregationSessions.id });
    return rows.length === 1;
  },
};
