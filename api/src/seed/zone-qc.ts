import { type PgTable } from 'drizzle-orm/pg-core';
import { itemQcStatusOf, zoneQcStatusOf } from '@hub/shared/contracts';
import type * as s from '../db/schema';
import { QC_REJECTION_REASONS } from './names';

type Row<T extends PgTable> = T['$inferInsert'];
type Item = Row<typeof s.items>;

/** The tables whose QC values are settled. */
export interface ZoneQcWorld {
  zones: Row<typeof s.zones>[];
  items: Item[];
  associations: Row<typeof s.itemAssociations>[];
  discrepancies: Row<typeof s.itemDiscrepancies>[];
}

const quantities = (i: Item) => ({ totalQty: i.qty, acceptedQty: i.acceptedQty ?? 0, failedQty: i.failedQty ?? 0 });

/**
 * Makes every zone's QC status what its items say, as the QC screens recompute it (zoneQcStatusOf over the items with
 * units in the zone not all dispatched: QC_PENDING while a unit is pending, else QC_FAILED when one was rejected, else
 * QC_COMPLETE). The world deals each hub's LM zones pending, complete, failed, complete: in those marked complete or
 * failed every pending unit was approved (a complete zone has no rejection left: its rejected units were approved on a
 * second look; a failed zone with no rejection gets one on its first changeable item, "Damaged packaging"). Every other
 * zone (staging, returns, LM zones dealt pending) takes the status of its items. No random draw: the rest of the world
 * is unchanged. Runs last, after every item is placed.
 */
export function settleZoneQc(w: ZoneQcWorld): void {
  const items = new Map(w.items.map((i) => [i.itemId, i]));
  const held = new Map<string, Set<string>>();
  const key = (hubId: string, zoneId: string) => `${hubId}|${zoneId}`;
  for (const a of w.associations) {
    if (a.associationType !== 'ZONE' || a.qty <= (a.dispatchedQty ?? 0)) continue;
    const k = key(a.hubOrgUnitId, a.entityId);
    held.set(k, (held.get(k) ?? new Set()).add(a.itemId));
  }
  const inZone = (z: Row<typeof s.zones>) => [...(held.get(key(z.hubOrgUnitId, z.zoneId)) ?? [])].sort().map((id) => items.get(id)!);

  const dropRejections = new Set<string>();
  for (const z of w.zones) {
    if (z.zoneType !== 'LM' || (z.qcStatus !== 'QC_COMPLETE' && z.qcStatus !== 'QC_FAILED')) continue;
    const list = inZone(z);
    for (const i of list) {
      const failedQty = z.qcStatus === 'QC_FAILED' ? (i.failedQty ?? 0) : 0;
      if ((i.failedQty ?? 0) > failedQty) dropRejections.add(i.itemId);
      const q = { totalQty: i.qty, acceptedQty: i.qty - failedQty, failedQty };
      Object.assign(i, { acceptedQty: q.acceptedQty, failedQty, qcStatus: itemQcStatusOf(q) });
    }
    if (z.qcStatus === 'QC_FAILED' && !list.some((i) => (i.failedQty ?? 0) > 0)) {
      const i = list.find((x) => x.fulfilmentArchetype !== 'INTERCITY' && x.isQcStatusChangeAllowed !== false);
      if (i) {
        Object.assign(i, { acceptedQty: i.qty - 1, failedQty: 1, qcStatus: 'FAILED' });
        w.discrepancies.push({ itemId: i.itemId, kind: 'QC_FAILURE', qty: 1, comment: QC_REJECTION_REASONS[0]!, createdBy: 'hub.exec@demo.hub' });
      }
    }
  }
  if (dropRejections.size) {
    let kept = 0;
    for (const d of w.discrepancies) if (!(d.kind === 'QC_FAILURE' && dropRejections.has(d.itemId))) w.discrepancies[kept++] = d;
    w.discrepancies.length = kept;
  }
  for (const z of w.zones) z.qcStatus = zoneQcStatusOf(inZone(z).map(quantities));
}
