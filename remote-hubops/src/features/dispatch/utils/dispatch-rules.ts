import {
  type DispatchGroup,
  type DispatchItem,
  dispatchItemsLabel,
  DISPATCH_MESSAGES,
  ITEM_ID_SCAN_LENGTH,
  type Manifest,
  notPartOfManifestMessage,
  type PilotFeature,
  type ReasonListResponse,
  scanTypeNotSupportedMessage,
  SHORTFALL_REASONS,
  type ShortfallReason,
} from '@hub/shared/contracts';
import { normaliseScanInput, type ScanType } from '@hub/shared/validation';

/**
 * Spec 000 §5: the dispatch quantity is an integer clamped into 0..qty; a non-number or negative becomes 0, a value
 * above the total becomes the total.
 */
export function clampDispatchQty(value: unknown, qty: number): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n) || n < 0) return 0;
  return Math.min(Math.floor(n), Math.max(0, qty));
}

/** Spec 000 §4: below the total a shortfall reason is required (at the total it is cleared). */
export const shortfallReasonNeeded = (quantity: number, total: number) => quantity < total;

/** Spec 000 §5: the Dispatch button is disabled while a needed reason is missing or while sending. */
export const dispatchDisabled = (quantity: number, total: number, reason: string | null, sending: boolean) =>
  sending || (shortfallReasonNeeded(quantity, total) && !reason);

/** Spec 000 §5 "Dispatch line quantity": not started or crate-based, the full qty; otherwise the dispatched qty. */
export function dispatchLineQuantity(item: Pick<DispatchItem, 'qty' | 'dispatchedQty' | 'dispatchStatus' | 'associationDetail'>): number {
  const crateBased = item.associationDetail.some((a) => a.associationType === 'CRATE');
  return item.dispatchStatus === 'NOT_STARTED' || crateBased ? item.qty : item.dispatchedQty;
}

/** Units a slide dispatch adds for a line: its line quantity minus what is already dispatched (the server adds units). */
export const slideUnits = (item: Pick<DispatchItem, 'qty' | 'dispatchedQty' | 'dispatchStatus' | 'associationDetail'>) =>
  Math.max(0, dispatchLineQuantity(item) - item.dispatchedQty);

/**
 * Spec 000 §2: intercity items cannot be selected; crate-associated items cannot be selected when the asset tracking
 * pilot is on; done items have nothing to select.
 */
export function isSelectable(item: Pick<DispatchItem, 'fulfilmentArchetype' | 'associationDetail' | 'dispatchStatus'>, assetTrackingPilot: boolean): boolean {
  if (item.fulfilmentArchetype === 'INTERCITY') return false;
  if (assetTrackingPilot && item.associationDetail.some((a) => a.associationType === 'CRATE')) return false;
  return item.dispatchStatus !== 'DISPATCHED';
}

/**
 * Shortfall marking (spec 000 §2, §3 "Feature flags per hub": DISPATCH_SHORTFALL): on when the hub's pilots say so,
 * as the shell loaded them for the hub in the URL (`pilots`, null while another hub's are loaded) or as the manifest
 * answer carries them (the api derives blockShortfallMarking from the same pilot whenever it lists manifests). Either
 * source turning it on is enough, so a pilot switched on shows at the next read of either, with no restart or reseed.
 */
export const shortfallMarkingOn = (pilots: readonly PilotFeature[] | null, manifest: Pick<Manifest, 'blockShortfallMarking'>) =>
  (pilots?.includes('DISPATCH_SHORTFALL') ?? false) || !manifest.blockShortfallMarking;

/** Spec 000 §2: items in a crate open a list dialog instead of being selected, unless shortfall marking is blocked. */
export const opensCrateList = (item: Pick<DispatchItem, 'associationDetail'>, blockShortfallMarking: boolean) =>
  !blockShortfallMarking && item.associationDetail.some((a) => a.associationType === 'CRATE');

/** The slide label (spec 000 §2): "Create Manifest" on a crate drop, "Dispatch N item(s)" with a selection, else "Dispatch". */
export function slideLabel(manifest: Pick<Manifest, 'activityGroupType'>, selected: number): string {
  if (manifest.activityGroupType === 'HUB_TO_WH_CRATE_DROP') return DISPATCH_MESSAGES.createManifest;
  return selected > 0 ? dispatchItemsLabel(selected) : 'Dispatch';
}

/** Spec 000 §5 "Close-manifest swipe": disabled while any group is NOT_STARTED. */
export const closeDisabled = (groups: readonly Pick<DispatchGroup, 'dispatchStatus'>[]) => groups.some((g) => g.dispatchStatus === 'NOT_STARTED');

/** Spec 000 §2: "Dispatch Zone" shows when the zone's QC is complete and it is not yet dispatched. */
export const showDispatchZone = (g: Pick<DispatchGroup, 'zoneId' | 'qcStatus' | 'dispatchStatus'>) =>
  g.zoneId !== null && g.qcStatus === 'QC_COMPLETE' && g.dispatchStatus !== 'DISPATCHED';

/** Status filter values (spec 000 §2): ALL, each dispatch status, ACTION_REQUIRED (partial items). */
export const STATUS_FILTERS = ['ALL', 'NOT_STARTED', 'NOT_DISPATCHED', 'PARTIALLY_DISPATCHED', 'DISPATCHED', 'ACTION_REQUIRED'] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];
export function matchesStatus(item: Pick<DispatchItem, 'dispatchStatus' | 'partialItemAttributed'>, filter: StatusFilter): boolean {
  if (filter === 'ALL') return true;
  if (filter === 'ACTION_REQUIRED') return item.partialItemAttributed || item.dispatchStatus === 'PARTIALLY_DISPATCHED';
  return item.dispatchStatus === filter;
}

/** What a dispatch scan resolved to. */
export type DispatchScanResult = { ok: true; kind: 'item'; itemId: string } | { ok: true; kind: 'tag'; tagId: string } | { ok: false; message: string };

/**
 * Spec 000 §5 "Dispatch scan" (the duplicate check, "Duplicate Scan.", is the shared scanner's): a SCAN must name an
 * item of the manifest, by its id or its first 14 characters when longer; a TAG is accepted only with tote tagging
 * enabled or on a crate drop; other types are refused ("{type} type not suported", §5's spelling).
 */
export function checkDispatchScan(
  raw: string,
  type: ScanType | string,
  manifest: Pick<Manifest, 'isToteTaggingEnabled' | 'activityGroupType'>,
  itemIds: readonly string[],
): DispatchScanResult {
  const value = normaliseScanInput(raw);
  if (type === 'TAG') {
    if (manifest.isToteTaggingEnabled || manifest.activityGroupType === 'HUB_TO_WH_CRATE_DROP') return { ok: true, kind: 'tag', tagId: value };
    return { ok: false, message: scanTypeNotSupportedMessage(type) };
  }
  if (type !== 'SCAN') return { ok: false, message: scanTypeNotSupportedMessage(type) };
  const id = value.length > ITEM_ID_SCAN_LENGTH ? value.slice(0, ITEM_ID_SCAN_LENGTH) : value;
  const found = itemIds.find((i) => i.toUpperCase() === value || i.toUpperCase() === id);
  return found ? { ok: true, kind: 'item', itemId: found } : { ok: false, message: notPartOfManifestMessage(id) };
}

/** Spec 000 §5 crates quantity 0..1000 (the stepper's bounds). */
export const clampCrates = (value: unknown) => clampDispatchQty(value, 1000);

/**
 * The shortfall reasons to offer, from the admin's DISPATCH_SHORTFALL list (GET /reasons/DISPATCH_SHORTFALL): its
 * active entries in order, with the labels the admin gave them. Only the spec's codes (000 §3) can be sent; the list
 * holds no others (docs/areas/reason-lists.md). Nothing while the list is not loaded.
 */
export function shortfallChoices(list: ReasonListResponse | undefined): Array<{ code: ShortfallReason; label: string }> {
  const isSpecCode = (code: string): code is ShortfallReason => (SHORTFALL_REASONS as readonly string[]).includes(code);
  return (list?.reasons ?? []).flatMap((r) => (isSpecCode(r.code) ? [{ code: r.code, label: r.label }] : []));
}
