import { type MovementItem } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { lineStatus, type zoneMovementRepository } from './repository';

/**
 * The movement item detail (000 §2 item detail, zone movement side): one line per LM zone the item goes to. Null when
 * the item is not one of the zone's. Read with the caller's database or transaction (a write answers what it left).
 */
export async function movementItemDetail(
  repo: typeof zoneMovementRepository,
  db: Db | Tx,
  hubId: string,
  zoneId: string,
  itemId: string,
  tote: string | null,
): Promise<MovementItem | null> {
  const item = await repo.item(db, hubId, itemId);
  if (!item || !(await repo.itemBelongs(db, hubId, itemId, zoneId, item.destinationZoneId))) return null;
  const [row] = await repo.zoneItems(db, hubId, zoneId, tote, itemId);
  const movable = row?.movableQty ?? 0;
  // An item whose units all left the zone has no source row any more: its moved units are read from the LM zone.
  const moved = row?.movedQty ?? (item.destinationZoneId ? await repo.unitsInZone(db, hubId, itemId, item.destinationZoneId) : 0);
  const reasons = await repo.movementReasons(db, itemId, zoneId);
  const total = movable + moved;
  const status = lineStatus(moved, total, reasons.length > 0);
  const lines = item.destinationZoneId
    ? [
        {
          id: 1,
          entityId: item.destinationZoneId,
          associationType: 'ZONE',
          qty: total,
          pickedQty: moved,
          dispatchedQty: 0,
          pickingStatus: status,
          dispatchStatus: 'NOT_STARTED',
          partialItemAttributed: false,
          toteAttachedToEntityId: await repo.latestTaggedTote(db, hubId, item.destinationZoneId),
          puDetails: null,
          discrepancyReasons: reasons,
        },
      ]
    : [];
  return {
    itemId,
    itemTitle: item.itemTitle,
    imageUrl: item.imageUrl,
    skuId: item.skuId,
    itemCategory: item.itemCategory,
    qty: total,
    pickedQty: moved,
    dispatchedQty: 0,
    pickingStatus: status,
    hubOrgUnitId: hubId,
    enableMoveToteZone: item.enableMoveToteZone,
    associationDetail: lines,
    discrepancyDetails: reasons,
    metaData: { hubOrgUnitId: hubId, spaId: zoneId, driverId: null, activityGroupId: zoneId },
    orderId: item.orderId,
    sourceZoneId: zoneId,
    toteIdFilter: tote,
  };
}
