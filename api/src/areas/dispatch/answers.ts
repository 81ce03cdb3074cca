import { type DispatchGroup, type DispatchItem, type DispatchStatus } from '@hub/shared/contracts';
import { type DispatchLineRow } from './repository';

// Pure builders of the dispatch answers (spec 000 §3 "Dispatch group", "Dispatch item (list)"; §4 "Dispatch status")
// from the repository's rows: no database, no refusals.

/** A shortfall entry of an item (DISPATCH_SHORTFALL): of one association, or of the item as a whole (null). */
export interface ShortfallEntry {
  qty: number;
  comment: string;
  associationId: number | null;
}

/**
 * Spec 000 §4 "Dispatch status" of a quantity pair: equal to the total is DISPATCHED, zero NOT_DISPATCHED, otherwise
 * PARTIALLY_DISPATCHED; a group nobody has touched yet (every line NOT_STARTED) stays NOT_STARTED.
 */
export function dispatchStatusOf(dispatched: number, total: number, untouched: boolean): DispatchStatus {
  if (untouched && dispatched === 0) return 'NOT_STARTED';
  if (dispatched >= total) return 'DISPATCHED';
  return dispatched === 0 ? 'NOT_DISPATCHED' : 'PARTIALLY_DISPATCHED';
}

/** Groups association rows into the dispatch list's items (spec 000 §3 "Dispatch item (list)"). */
export function toItems(lines: DispatchLineRow[], shortfalls: Map<string, ShortfallEntry[]>): DispatchItem[] {
  const byItem = new Map<string, DispatchItem>();
  for (const l of lines) {
    let item = byItem.get(l.itemId);
    if (!item) {
      item = {
        itemId: l.itemId,
        itemTitle: l.itemTitle,
        itemCategory: l.itemCategory,
        dispatchStatus: l.dispatchStatus,
        dispatchedQty: l.dispatchedQty,
        qty: l.qty,
        imageUrl: l.imageUrl,
        skuId: l.skuId,
        shipmentId: l.shipmentId,
        itemQcStatus: l.qcStatus,
        fulfilmentArchetype: l.fulfilmentArchetype,
        // Intercity items travel on another flow: never dispatched whole from here (spec 000 §2).
        allowFullItemDispatch: l.fulfilmentArchetype !== 'INTERCITY',
        partialItemAttributed: false,
        associationDetail: [],
      };
      byItem.set(l.itemId, item);
    }
    item.partialItemAttributed ||= l.association.partialItemAttributed;
    item.associationDetail.push({
      ...l.association,
      discrepancyReasons: [],
      // An entry of this association, or of the item as a whole (a whole-item write).
      shortfallList: (shortfalls.get(l.itemId) ?? [])
        .filter((s) => s.associationId === null || s.associationId === l.association.id)
        .map((s) => ({ quantity: s.qty, reason: s.comment })),
    });
  }
  return [...byItem.values()];
}

/** Dispatch groups by zone (association entity) or by shipment, with status from their quantities (spec 000 §4). */
export function toGroups(lines: DispatchLineRow[], by: 'zone' | 'shipment'): DispatchGroup[] {
  const groups = new Map<string, { g: DispatchGroup; untouched: boolean; shipments: Set<string>; zones: Set<string>; qc: Set<string> }>();
  const seenItem = new Set<string>();
  for (const l of lines) {
    const key = by === 'zone' ? l.association.entityId : (l.shipmentId ?? l.itemId);
    let entry = groups.get(key);
    if (!entry) {
      entry = {
        g: {
          zoneId: by === 'zone' ? key : null,
          shipmentId: by === 'shipment' ? key : null,
          zoneIds: [],
          shipmentsCount: 0,
          dispatchedQty: 0,
          totalQty: 0,
          dispatchStatus: 'NOT_STARTED',
          qcStatus: '',
        },
        untouched: true,
        shipments: new Set(),
        zones: new Set(),
        qc: new Set(),
      };
      groups.set(key, entry);
    }
    entry.zones.add(l.association.entityId);
    if (l.shipmentId) entry.shipments.add(l.shipmentId);
    if (by === 'zone') {
      entry.g.totalQty += l.association.qty;
      entry.g.dispatchedQty += l.association.dispatchedQty;
      entry.untouched &&= l.association.dispatchStatus === 'NOT_STARTED';
      entry.qc.add(l.zoneQcStatus ?? 'QC_PENDING');
    } else if (!seenItem.has(l.itemId)) {
      seenItem.add(l.itemId);
      entry.g.totalQty += l.qty;
      entry.g.dispatchedQty += l.dispatchedQty;
      entry.untouched &&= l.dispatchStatus === 'NOT_STARTED';
      entry.qc.add(l.qcStatus === 'COMPLETED' ? 'QC_COMPLETE' : l.qcStatus === 'FAILED' ? 'QC_FAILED' : 'QC_PENDING');
    }
  }
  return [...groups.values()]
    .map(({ g, untouched, shipments, zones, qc }) => ({
      ...g,
      zoneIds: [...zones].sort(),
      shipmentsCount: shipments.size,
      dispatchStatus: dispatchStatusOf(g.dispatchedQty, g.totalQty, untouched),
      qcStatus: qc.has('QC_FAILED') ? 'QC_FAILED' : qc.has('QC_PENDING') ? 'QC_PENDING' : 'QC_COMPLETE',
    }))
    .sort((a, b) => (a.zoneId ?? a.shipmentId ?? '').localeCompare(b.zoneId ?? b.shipmentId ?? ''));
}
