import { eq } from 'drizzle-orm';
import { type QcUpdateBody } from '@hub/shared/contracts';
import { type Db } from '../../../src/db/client';
import { itemAssociations, itemDiscrepancies, items } from '../../../src/db/schema';
import { setReasonList } from '../../helpers/reason-lists';
import { makeItem } from '../../helpers/world-fixtures';
import { ensureZone, makeTote } from '../totes/tote-fixtures';

let zoneN = 0;

/** A fresh LM zone at the hub, and the QC rejection reasons these tests expect (in place of the seeded defaults). */
export async function qcZone(db: Db, hub = 'HUB-BLR-01') {
  const zone = `QC-${process.pid}-${++zoneN}`;
  await ensureZone(db, hub, zone);
  await setReasonList(db, 'QC_FAILURE', ['Damaged packaging', 'Wrong SKU']);
  return zone;
}

/** An item with `qty` picked units in the zone, with optional QC values already stored. */
export async function qcItem(
  db: Db,
  zone: string,
  qty: number,
  opts: { accepted?: number; comments?: Array<{ comment: string; qty: number }>; intercity?: boolean; allowed?: boolean; hub?: string; tote?: string } = {},
) {
  const { itemId } = await makeItem(db, { hub: opts.hub, places: [{ entityId: zone, qty, picked: qty }] });
  const failed = (opts.comments ?? []).reduce((s, c) => s + c.qty, 0);
  await db
    .update(items)
    .set({
      acceptedQty: opts.accepted ?? 0,
      failedQty: failed,
      fulfilmentArchetype: opts.intercity ? 'INTERCITY' : 'INTRACITY',
      isQcStatusChangeAllowed: opts.allowed ?? !opts.intercity,
    })
    .where(eq(items.itemId, itemId));
  for (const c of opts.comments ?? [])
    await db.insert(itemDiscrepancies).values({ itemId, kind: 'QC_FAILURE', qty: c.qty, comment: c.comment, createdBy: 'seed' });
  if (opts.tote) await db.update(itemAssociations).set({ toteAttachedToEntityId: opts.tote }).where(eq(itemAssociations.itemId, itemId));
  return itemId;
}

/** A tote standing in the zone. */
export const zoneTote = (db: Db, zone: string, hub = 'HUB-BLR-01') => makeTote(db, { hub, currentZoneId: zone, assetState: 'IN_USE' });

/** A Pending-tab save body: approve `approve`, reject the given reasons, made on the stored values. */
export const pendingBody = (
  prev: { acceptedQty: number; commentsFailed: Array<{ comment: string; qty: number }> },
  next: { acceptedQty: number; commentsFailed: Array<{ comment: string; qty: number }> },
  tab: QcUpdateBody['tab'] = 'PENDING',
): QcUpdateBody => ({
  tab,
  acceptedQty: next.acceptedQty,
  failedQty: next.commentsFailed.reduce((s, c) => s + c.qty, 0),
  commentsFailed: next.commentsFailed,
  previous: prev,
});
