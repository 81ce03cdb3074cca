import { HISTORY_DETAILS, HISTORY_MESSAGES, HISTORY_TITLES, type HistoryKind, type HistoryLine } from '@hub/shared/contracts';

/**
 * Pure builders of timeline lines from audit rows (docs/areas/history.md). The audit trigger (migration 0018) writes
 * one row per changed row; a scan changes three or four rows about one item (its association, the item, the manifest
 * line), so the rows of one call about one item are read together as one event and told as what happened: "Picked
 * 1 unit on inward", not three column changes.
 */

/** One audit row as the history repository reads it (the actor's name joined from users). */
export interface AuditRow {
  id: number;
  at: Date;
  /** The transaction's timestamp to the microsecond: the rows of one call share it. */
  atKey: string;
  actorUserId: string | null;
  actorEmail: string | null;
  actorKind: string;
  actorName: string | null;
  entityType: string;
  entityId: string;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  operation: string | null;
  itemId: string | null;
}

/** An association as it is now (its place never changes; an update's audit row names only the changed columns). */
export interface AssociationPlace {
  associationType: string;
  entityId: string;
  tote: string | null;
}

/** What the builders look up besides the rows (read once per page by the service). */
export interface LineContext {
  /** The movement type of a manifest (HUB_INWARD, DISPATCH, ZONE_TO_ZONE). */
  movementOf(spaId: string): string | undefined;
  association(id: number): AssociationPlace | undefined;
  /** The CORRECTION list's label of a code (the code itself when the list no longer has it). */
  reasonLabel(code: string): string;
}

/** The rows of one call about one item (or about the manifest itself: itemId null), newest event first. */
export interface AuditEvent {
  rows: AuditRow[];
  minId: number;
  maxId: number;
}

const ACTOR_KINDS = new Set(['USER', 'SERVICE', 'SYSTEM']);
type ActorKind = HistoryLine['actorKind'];

const num = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));
const str = (v: unknown): string | null => (v === null || v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));
const clip = (s: string | null, max: number) => (s === null ? null : s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** Who a row names: the user's name (else email), a service account, or "System" outside a request. */
export function personOf(row: Pick<AuditRow, 'actorKind' | 'actorName' | 'actorEmail' | 'actorUserId'>): { person: string; actorKind: ActorKind } {
  const kind = (ACTOR_KINDS.has(row.actorKind) ? row.actorKind : 'SYSTEM') as ActorKind;
  const who = row.actorName ?? row.actorEmail ?? row.actorUserId;
  if (kind === 'SYSTEM' || !who) return { person: HISTORY_MESSAGES.system, actorKind: 'SYSTEM' };
  return { person: kind === 'SERVICE' ? HISTORY_MESSAGES.serviceAccount(who) : who, actorKind: kind };
}

/**
 * The rows grouped by call and item: same transaction time, actor, operation and item. Rows come newest first; the
 * events keep that order (by their newest row).
 */
export function groupEvents(rows: readonly AuditRow[]): AuditEvent[] {
  const byKey = new Map<string, AuditEvent>();
  for (const row of rows) {
    const key = `${row.atKey}|${row.actorUserId ?? ''}|${row.operation ?? ''}|${row.itemId ?? ''}`;
    const event = byKey.get(key);
    if (event) {
      event.rows.push(row);
      event.minId = Math.min(event.minId, row.id);
      event.maxId = Math.max(event.maxId, row.id);
    } else byKey.set(key, { rows: [row], minId: row.id, maxId: row.id });
  }
  const events = [...byKey.values()];
  for (const e of events) e.rows.sort((a, b) => a.id - b.id);
  return events.sort((a, b) => b.maxId - a.maxId);
}

type Draft = Omit<HistoryLine, 'id' | 'at' | 'person' | 'actorKind' | 'itemId'> & { rowId: number; person?: string };

const draft = (rowId: number, kind: HistoryKind, title: string, more: Partial<Omit<Draft, 'rowId' | 'kind' | 'title'>> = {}): Draft => ({
  rowId,
  kind,
  title,
  detail: null,
  units: null,
  from: null,
  to: null,
  reason: null,
  ...more,
});

/** A manifest line's count change (activity_items.done_qty) told by the manifest's flow. */
function manifestLineDraft(row: AuditRow, ctx: LineContext): Draft | null {
  const spaId = row.entityId.split(':')[0]!;
  if (row.action === 'delete') return draft(row.id, 'OTHER', HISTORY_TITLES.removedFromManifest(spaId), { detail: HISTORY_DETAILS.manifest(spaId) });
  const before = row.action === 'insert' ? 0 : num(row.before?.done_qty);
  const after = num(row.after?.done_qty);
  if (row.action === 'insert' && (after ?? 0) === 0)
    return draft(row.id, 'OTHER', HISTORY_TITLES.addedToManifest(spaId), { detail: HISTORY_DETAILS.manifest(spaId) });
  if (before === null || after === null || before === after) return null;
  const delta = after - before;
  const units = Math.abs(delta);
  const movement = ctx.movementOf(spaId);
  const more = { detail: HISTORY_DETAILS.manifest(spaId), units, from: String(before), to: String(after) };
  if (movement === 'DISPATCH') return draft(row.id, 'DISPATCH', delta > 0 ? HISTORY_TITLES.dispatch(units) : HISTORY_TITLES.dispatchLowered(units), more);
  if (movement === 'HUB_INWARD') return draft(row.id, 'INWARD', delta > 0 ? HISTORY_TITLES.inward(units) : HISTORY_TITLES.inwardLowered(units), more);
  return draft(row.id, 'MOVE', HISTORY_TITLES.move(units), more);
}

/** Units that left some associations and arrived in others: a move (zone movement, Move to LM zones, tote moves). */
function moveDraft(rows: readonly AuditRow[], ctx: LineContext): Draft | null {
  const out: Array<{ place: AssociationPlace | undefined; delta: number; row: AuditRow }> = [];
  for (const row of rows) {
    if (row.entityType !== 'item_associations') continue;
    const place: AssociationPlace | undefined =
      row.action === 'update'
        ? ctx.association(Number(row.entityId))
        : (() => {
            const r = row.action === 'insert' ? row.after : row.before;
            return r
              ? { associationType: String(r.association_type ?? ''), entityId: String(r.entity_id ?? ''), tote: str(r.tote_attached_to_entity_id) }
              : undefined;
          })();
    const before = row.action === 'insert' ? 0 : num(row.before?.qty);
    const after = row.action === 'delete' ? 0 : num(row.after?.qty);
    if (before !== null && after !== null && before !== after) out.push({ place, delta: after - before, row });
  }
  const into = out.filter((o) => o.delta > 0);
  const from = out.filter((o) => o.delta < 0);
  const names = (list: typeof out) => [...new Set(list.map((o) => o.place?.entityId).filter((x): x is string => !!x))].join(', ') || null;
  if (into.length > 0) {
    const units = into.reduce((s, o) => s + o.delta, 0);
    const tote = into.find((o) => o.place?.tote)?.place?.tote ?? null;
    return draft(into[0]!.row.id, 'MOVE', HISTORY_TITLES.move(units), {
      units,
      from: clip(names(from), 100),
      to: clip(names(into), 100),
      detail: tote ? HISTORY_DETAILS.tote(tote) : null,
    });
  }
  // Only the tote changed (a re-attach): the units stayed in their place.
  const retote = rows.find(
    (r) => r.entityType === 'item_associations' && r.action === 'update' && r.after && 'tote_attached_to_entity_id' in r.after && r.before,
  );
  if (retote) {
    const place = ctx.association(Number(retote.entityId));
    return draft(retote.id, 'MOVE', HISTORY_TITLES.toteChanged, {
      from: str(retote.before!.tote_attached_to_entity_id),
      to: str(retote.after!.tote_attached_to_entity_id),
      detail: place ? HISTORY_DETAILS.zone(place.entityId) : null,
    });
  }
  return null;
}

function qcDraft(row: AuditRow): Draft {
  const a = row.after ?? {};
  const action = String(a.action ?? '');
  const accepted: [number, number] = [num(a.accepted_before) ?? 0, num(a.accepted_after) ?? 0];
  const failed: [number, number] = [num(a.failed_before) ?? 0, num(a.failed_after) ?? 0];
  const comments = Array.isArray(a.comments_after)
    ? (a.comments_after as Array<{ comment?: unknown; qty?: unknown }>).map((c) => `${String(c.comment ?? '')} x${num(c.qty) ?? 0}`).join(', ')
    : '';
  const units = Math.abs(accepted[1] - accepted[0]) + Math.abs(failed[1] - failed[0]);
  return {
    ...draft(row.id, 'QC', HISTORY_TITLES.qc[action] ?? HISTORY_TITLES.qcOther, {
      detail: HISTORY_DETAILS.qcCounts(String(a.zone_id ?? ''), accepted, failed),
      units,
      reason: clip(comments || null, 500),
    }),
    person: str(a.decided_by) ?? undefined,
  };
}

function correctionDraft(row: AuditRow, ctx: LineContext): Draft {
  const a = row.after ?? {};
  const step = String(a.step ?? '');
  const note = str(a.note);
  const context = HISTORY_DETAILS.correctionContext(step, String(a.context_id ?? ''));
  return {
    ...draft(row.id, 'CORRECTION', HISTORY_TITLES.correction(step), {
      detail: clip(note ? `${context} · ${note}` : context, 500),
      units: num(a.units),
      from: clip(str(a.from_value), 100),
      to: clip(str(a.to_value), 100),
      reason: clip(ctx.reasonLabel(String(a.reason_code ?? '')), 500),
    }),
    person: str(a.corrected_by_name) ?? undefined,
  };
}

function discrepancyDraft(row: AuditRow): Draft {
  if (row.action === 'delete') return draft(row.id, 'DISCREPANCY', HISTORY_TITLES.discrepancyCleared, { reason: clip(str(row.before?.comment), 500) });
  const a = row.after ?? {};
  return {
    ...draft(row.id, 'DISCREPANCY', HISTORY_TITLES.discrepancy, {
      detail: HISTORY_DETAILS.discrepancyKind[String(a.kind ?? '')] ?? null,
      units: num(a.qty),
      reason: clip(str(a.comment), 500),
    }),
    person: str(a.created_by) ?? undefined,
  };
}

function runsheetDraft(row: AuditRow): Draft | null {
  const runsheetId = row.entityId.split(':')[0]!;
  if (row.action === 'insert') return draft(row.id, 'RUNSHEET', HISTORY_TITLES.runsheetAdded(runsheetId), { detail: HISTORY_DETAILS.runsheet(runsheetId) });
  if (row.action === 'delete') return draft(row.id, 'RUNSHEET', HISTORY_TITLES.runsheetRemoved(runsheetId), { detail: HISTORY_DETAILS.runsheet(runsheetId) });
  if (row.after?.status === 'COLLECTED') {
    const reason = str(row.after.not_delivered_reason) ?? str(row.before?.not_delivered_reason);
    return draft(row.id, reason ? 'DELIVERY' : 'RUNSHEET', HISTORY_TITLES.collectedBack(runsheetId), { reason: clip(reason, 500) });
  }
  return null;
}

/** Manifest rows (item null): the manifest created, started, closed, or changed. */
function manifestDraft(row: AuditRow): Draft {
  if (row.action === 'insert') return draft(row.id, 'OTHER', HISTORY_TITLES.manifestCreated);
  const state = str(row.after?.vehicle_activity_state) ?? str(row.after?.activity_group_state);
  if (state && HISTORY_TITLES.manifestState[state])
    return draft(row.id, 'OTHER', HISTORY_TITLES.manifestState[state]!, {
      from: clip(str(row.before?.vehicle_activity_state ?? row.before?.activity_group_state), 100),
      to: state,
    });
  return otherDraft(row);
}

/** A row no other line explains: its table and changed columns. */
function otherDraft(row: AuditRow): Draft {
  const cols = Object.keys({ ...row.before, ...row.after }).filter((c) => c !== 'updated_at');
  const changes = cols.map((c) => HISTORY_DETAILS.change(c, str(row.before?.[c]) ?? '—', str(row.after?.[c]) ?? '—')).join('; ');
  return draft(row.id, 'OTHER', HISTORY_TITLES.other(row.entityType), { detail: clip(changes || null, 500) });
}

/** The item's own counts (a write path without a manifest line): picked and dispatched units up or down. */
function itemCountDrafts(item: AuditRow): Draft[] {
  const out: Draft[] = [];
  const count = (col: string): [number, number] | null => {
    const b = num(item.before?.[col]);
    const a = num(item.after?.[col]);
    return b === null || a === null ? null : [b, a];
  };
  const picked = count('picked_qty');
  if (picked) {
    const units = Math.abs(picked[1] - picked[0]);
    out.push(
      draft(item.id, 'INWARD', picked[1] > picked[0] ? HISTORY_TITLES.inward(units) : HISTORY_TITLES.inwardLowered(units), {
        units,
        from: String(picked[0]),
        to: String(picked[1]),
      }),
    );
  }
  const dispatched = count('dispatched_qty');
  if (dispatched) {
    const units = Math.abs(dispatched[1] - dispatched[0]);
    out.push(
      draft(item.id, 'DISPATCH', dispatched[1] > dispatched[0] ? HISTORY_TITLES.dispatch(units) : HISTORY_TITLES.dispatchLowered(units), {
        units,
        from: String(dispatched[0]),
        to: String(dispatched[1]),
      }),
    );
  }
  return out;
}

/** The lines one event tells (usually one; a scan with a discrepancy note tells two). */
export function eventDrafts(event: AuditEvent, ctx: LineContext): Draft[] {
  const rows = event.rows;
  // A correction's own row says why and how far; the quantity rows it changed are its effect, not more lines.
  const correction = rows.find((r) => r.entityType === 'corrections' && r.action === 'insert');
  if (correction) return [correctionDraft(correction, ctx)];
  const out: Draft[] = [];
  const qc = rows.filter((r) => r.entityType === 'qc_decisions' && r.action === 'insert');
  out.push(...qc.map(qcDraft));
  for (const r of rows.filter((x) => x.entityType === 'activity_items')) {
    const d = manifestLineDraft(r, ctx);
    if (d) out.push(d);
  }
  const counted = out.some((d) => d.kind === 'INWARD' || d.kind === 'DISPATCH' || d.kind === 'MOVE');
  if (!counted && qc.length === 0) {
    const move = moveDraft(rows, ctx);
    if (move) out.push(move);
    else {
      // No manifest line and no move: the item's own counts tell it (a write path without a manifest line).
      const item = rows.find((r) => r.entityType === 'items' && r.action === 'update');
      if (item) out.push(...itemCountDrafts(item));
    }
  }
  for (const r of rows.filter((x) => x.entityType === 'item_discrepancies')) {
    // A QC failure's reasons are the decision's own (its line names them).
    if (qc.length > 0 && (r.after?.kind ?? r.before?.kind) === 'QC_FAILURE') continue;
    out.push(discrepancyDraft(r));
  }
  for (const r of rows.filter((x) => x.entityType === 'runsheet_items')) {
    const d = runsheetDraft(r);
    if (d) out.push(d);
  }
  for (const r of rows.filter((x) => x.entityType === 'activities' || x.entityType === 'activity_groups')) out.push(manifestDraft(r));
  const created = rows.find((r) => r.entityType === 'items' && r.action === 'insert');
  if (created) out.push(draft(created.id, 'OTHER', HISTORY_TITLES.itemRecorded));
  if (out.length === 0) {
    // Something the trail recorded that no step explains: say which table and columns (never nothing).
    const first = rows.find((r) => r.entityType !== 'items' || r.action !== 'update') ?? rows[0]!;
    out.push(otherDraft(first));
  }
  return out;
}

/** The lines of one event, with who and when. */
export function eventLines(event: AuditEvent, ctx: LineContext): HistoryLine[] {
  const first = event.rows[0]!;
  const actor = personOf(first);
  return eventDrafts(event, ctx).map(({ rowId, person, ...d }) => ({
    id: `a${rowId}`,
    at: first.at.getTime(),
    itemId: first.itemId,
    // Outside a request (the seed, a test's fixture, before the actor was recorded) the row's own "by" still names a person.
    ...(actor.actorKind === 'SYSTEM' && person ? { person, actorKind: 'USER' as const } : actor),
    ...d,
  }));
}

/** A `corrections` row (the tote history reads the table, not the trail) as a timeline line. */
export function correctionRowLine(
  c: {
    id: number;
    itemId: string;
    step: string;
    contextId: string;
    units: number;
    fromValue: string;
    toValue: string;
    reasonCode: string;
    note: string | null;
    correctedByName: string;
    atMs: number;
  },
  reasonLabel: (code: string) => string,
): HistoryLine {
  const context = HISTORY_DETAILS.correctionContext(c.step, c.contextId);
  return {
    id: `c${c.id}`,
    at: c.atMs,
    kind: 'CORRECTION',
    title: HISTORY_TITLES.correction(c.step),
    detail: clip(c.note ? `${context} · ${c.note}` : context, 500),
    person: c.correctedByName,
    actorKind: 'USER',
    itemId: c.itemId,
    units: c.units,
    from: clip(c.fromValue, 100),
    to: clip(c.toValue, 100),
    reason: clip(reasonLabel(c.reasonCode), 500),
  };
}
