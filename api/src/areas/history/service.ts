import { type FastifyInstance } from 'fastify';
import {
  HISTORY_DETAILS,
  HISTORY_MESSAGES,
  HISTORY_PAGE_MAX,
  HISTORY_TITLES,
  type HistoryLine,
  type ItemHistoryResponse,
  ITEM_ID_SCAN_LENGTH,
  manifestNotFoundMessage,
  type ManifestActivityResponse,
} from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { notFound } from '../../lib/http-error';
import { type AuditEvent, type AuditRow, eventLines, groupEvents, type LineContext } from './lines';
import { type HistoryItemRow } from './repository';

/** At most this many items in a shipment's timeline (a shipment holds a handful; the header lists them). */
export const HISTORY_SHIPMENT_ITEMS_MAX = 50;
/** Lines read from the items' current rows (first line, runsheets, drops) on one timeline, at most. */
const DERIVED_MAX = 100;
/** The epoch µs of an event's call (its rows share it). */
const atOf = (e: AuditEvent) => Number(e.rows[0]!.atKey);
/** Audit rows read per page: a call tells one line from about three or four rows. */
const rowsPerPage = (lines: number) => Math.min(lines * 5 + 20, 5000);

/** A line read from the current rows (no audit row): kept in the page whose time window holds it. */
type Derived = HistoryLine;

/**
 * The item timeline and the manifest activity log (issue 34; docs/areas/history.md): audit rows (migration 0018) told
 * as lines by call (lines.ts), newest first, paged by audit id; plus lines read from the item's current rows where the
 * trail has none (the seeded world: "In the hub since", its runsheets and delivery attempts).
 */
export function createHistoryService(app: FastifyInstance) {
  const repo = app.repos.history;

  /** What the line builders look up for a page's rows: manifests' flows, associations' places, reason labels. */
  async function contextFor(db: Db | Tx, rows: readonly AuditRow[]): Promise<LineContext> {
    const spaIds = new Set<string>();
    const associationIds = new Set<number>();
    for (const r of rows) {
      if (r.entityType === 'activity_items') spaIds.add(r.entityId.split(':')[0]!);
      if (r.entityType === 'item_associations' && r.action === 'update') associationIds.add(Number(r.entityId));
    }
    const [movements, places, reasons] = await Promise.all([
      repo.movementTypes(db, [...spaIds]),
      repo.associationPlaces(db, [...associationIds].filter(Number.isFinite)),
      rows.some((r) => r.entityType === 'corrections') ? app.reasonLists.entries('CORRECTION', db) : Promise.resolve([]),
    ]);
    const labels = new Map(reasons.map((e) => [e.code, e.label]));
    return {
      movementOf: (spaId) => movements.get(spaId),
      association: (id) => places.get(id),
      reasonLabel: (code) => labels.get(code) ?? code,
    };
  }

  /**
   * One page of lines: the audit rows of calls before `before` (epoch µs of a call's transaction) told as lines, whole
   * calls only, about `budget` lines; and the derived lines whose time falls in the page's window (from this page's
   * oldest call to the previous page's), so each derived line shows once, in time order, on whichever page it falls.
   */
  async function page(
    db: Db | Tx,
    fetch: (before: number | null, n: number) => Promise<AuditRow[]>,
    before: number | null,
    limit: number,
    derived: readonly Derived[],
  ): Promise<{ lines: HistoryLine[]; nextBefore: number | null }> {
    const budget = Math.max(1, Math.min(limit, HISTORY_PAGE_MAX - derived.length));
    const n = rowsPerPage(budget);
    let rows = await fetch(before, n);
    const full = rows.length === n;
    // The oldest call read may have more rows than fit: it starts the next page instead (unless it is all there is).
    if (full) {
      const oldest = rows[rows.length - 1]!.atKey;
      const younger = rows.filter((r) => r.atKey !== oldest);
      if (younger.length > 0) rows = younger;
    }
    const events: AuditEvent[] = groupEvents(rows).sort((a, b) => atOf(b) - atOf(a) || b.maxId - a.maxId);
    const ctx = await contextFor(db, rows);
    const lines: HistoryLine[] = [];
    let cut = false;
    let oldestAt: number | null = null;
    for (const e of events) {
      const at = atOf(e);
      // Stop between calls once the budget is spent (never inside one call: two events of one time stay together).
      if (lines.length >= budget && at !== oldestAt) {
        cut = true;
        break;
      }
      lines.push(...eventLines(e, ctx));
      oldestAt = at;
    }
    const nextBefore = (cut || full) && oldestAt !== null ? oldestAt : null;
    const upper = before ?? Infinity;
    const lower = nextBefore ?? -Infinity;
    const inWindow = derived.filter((d) => d.at * 1000 >= lower && d.at * 1000 < upper);
    // Newest first; lines of one time keep their order (a call's lines as told, derived ones after).
    const all = [...lines, ...inWindow].map((l, i) => ({ l, i })).sort((a, b) => b.l.at - a.l.at || a.i - b.i);
    return { lines: all.map((x) => x.l).slice(0, HISTORY_PAGE_MAX), nextBefore };
  }

  /**
   * Lines the audit trail cannot give for items it never saw change (the seeded world, items imported without a
   * call): when it came to the hub, the runsheets it went out on, the delivery attempts at its buyer, its collection
   * at a runsheet's close. A fact the trail recorded (an item created by a call, a runsheet line a call wrote) is not
   * told twice.
   */
  async function derivedLines(db: Db | Tx, items: readonly HistoryItemRow[]): Promise<Derived[]> {
    const ids = items.map((i) => i.itemId);
    const [recorded, runsheets] = await Promise.all([repo.recordedKeys(db, ids), repo.itemRunsheets(db, ids)]);
    const orgOf = new Map(items.map((i) => [i.itemId, i.orgId]));
    const drops = await repo.itemDrops(
      db,
      runsheets.map((r) => ({ itemId: r.itemId, runsheetId: r.runsheetId, orgId: orgOf.get(r.itemId) ?? '' })),
    );
    const system = { person: HISTORY_MESSAGES.system, actorKind: 'SYSTEM' as const };
    const base = { units: null, from: null, to: null, reason: null, detail: null };
    const out: Derived[] = [];
    const driverOf = new Map(runsheets.map((r) => [r.runsheetId, r.driverName]));
    for (const r of runsheets) {
      const key = `runsheet_items:${r.runsheetId}:${r.itemId}`;
      if (!recorded.has(`${key}:insert`)) {
        out.push({
          ...base,
          ...system,
          id: `d:rs:${r.runsheetId}:${r.itemId}`,
          at: (r.startedAt ?? r.createdAt).getTime(),
          kind: 'RUNSHEET',
          title: HISTORY_TITLES.outForDelivery(r.runsheetId),
          itemId: r.itemId,
          detail: r.driverName ? HISTORY_DETAILS.driver(r.driverName) : null,
        });
      }
      if (r.lineStatus === 'COLLECTED' && !recorded.has(`${key}:update`)) {
        out.push({
          ...base,
          ...system,
          id: `d:col:${r.runsheetId}:${r.itemId}`,
          at: (r.endedAt ?? r.startedAt ?? r.createdAt).getTime(),
          kind: r.notDeliveredReason ? 'DELIVERY' : 'RUNSHEET',
          title: HISTORY_TITLES.collectedBack(r.runsheetId),
          itemId: r.itemId,
          reason: r.notDeliveredReason,
        });
      }
    }
    for (const d of drops) {
      // A drop not reached yet is no attempt.
      if (d.status === 'PENDING') continue;
      const at = d.checkOutAt ?? d.checkInAt;
      if (!at) continue;
      const driver = driverOf.get(d.runsheetId) ?? null;
      out.push({
        ...base,
        id: `d:dp:${d.dropPointId}:${d.itemId}`,
        at: at.getTime(),
        kind: 'DELIVERY',
        title: HISTORY_TITLES.delivery[d.status] ?? HISTORY_TITLES.deliveryOther,
        itemId: d.itemId,
        detail: HISTORY_DETAILS.shop(d.name),
        // The driver made the attempt (the trip's record names no other person).
        ...(driver ? { person: driver, actorKind: 'USER' as const } : system),
      });
    }
    // The first line: when the item came to the hub. The seed writes its rows after the steps it invents (a delivered
    // item's row is younger than its runsheet), so the first line never comes after the item's oldest known step.
    const oldestAudit = await repo.oldestAuditAt(db, ids);
    for (const i of items) {
      if (recorded.has(`items:${i.itemId}:insert`)) continue;
      const steps = out.filter((d) => d.itemId === i.itemId).map((d) => d.at);
      const oldest = Math.min(...steps, oldestAudit ?? Infinity);
      out.push({
        ...base,
        ...system,
        id: `d:hub:${i.itemId}`,
        at: Math.min(i.createdAt.getTime(), oldest - 1),
        kind: 'OTHER',
        title: HISTORY_TITLES.inHubSince,
        itemId: i.itemId,
        detail: HISTORY_DETAILS.order(i.orderId),
      });
    }
    return out.sort((a, b) => b.at - a.at).slice(0, DERIVED_MAX);
  }

  return {
    /**
     * An item's timeline at `hubId` (an item id, else a shipment id or its first 14 characters: the shipment's items),
     * newest first. 404 when neither is at this hub (another hub's item is not found here: docs/adr/013 §7).
     */
    async itemTimeline(hubId: string, id: string, before: number | null, limit: number): Promise<ItemHistoryResponse> {
      const db = app.db;
      let shipmentId: string | null = null;
      let items = await repo.items(db, hubId, [...new Set([id, id.toUpperCase()])]);
      if (items.length === 0) {
        const shipment = await repo.shipmentItemIds(db, hubId, id.toUpperCase().slice(0, ITEM_ID_SCAN_LENGTH), HISTORY_SHIPMENT_ITEMS_MAX);
        if (shipment && shipment.itemIds.length) {
          shipmentId = shipment.shipmentId;
          items = await repo.items(db, hubId, shipment.itemIds);
        }
      }
      if (items.length === 0) throw notFound(HISTORY_MESSAGES.itemNotFound(id));
      const ids = items.map((i) => i.itemId);
      const derived = await derivedLines(db, items);
      const { lines, nextBefore } = await page(db, (b, n) => repo.itemAuditRows(db, ids, b, n), before, limit, derived);
      return {
        hubOrgUnitId: hubId,
        shipmentId,
        items: items.map(({ hubOrgUnitId: _h, orgId: _o, createdAt: _c, ...i }) => i),
        lines,
        nextBefore,
      };
    },

    /** A manifest's activity log at `hubId`, newest first (its state, its lines' counts, its items' corrections). */
    async manifestActivity(hubId: string, spaId: string, before: number | null, limit: number): Promise<ManifestActivityResponse> {
      const db = app.db;
      const m = await repo.manifest(db, hubId, spaId);
      if (!m) throw notFound(manifestNotFoundMessage(spaId));
      // The seeded world's manifests have no recorded creation: their first line is their creation time.
      const derived: Derived[] = (await repo.manifestRecorded(db, spaId))
        ? []
        : [
            {
              id: `d:mf:${spaId}`,
              at: m.createdAt.getTime(),
              kind: 'OTHER',
              title: HISTORY_TITLES.manifestCreated,
              detail: HISTORY_DETAILS.manifest(spaId),
              person: HISTORY_MESSAGES.system,
              actorKind: 'SYSTEM',
              itemId: null,
              units: null,
              from: null,
              to: null,
              reason: null,
            },
          ];
      const { lines, nextBefore } = await page(
        db,
        (b, n) => repo.manifestAuditRows(db, { hubId, spaId, activityGroupId: m.activityGroupId }, b, n),
        before,
        limit,
        derived,
      );
      return { hubOrgUnitId: hubId, spaId, movementType: m.movementType, lines, nextBefore };
    },
  };
}

/** What the history routes call (`createHistoryService(app)`). */
export type HistoryService = ReturnType<typeof createHistoryService>;
