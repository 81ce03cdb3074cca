import { type Asset, type AssetLog, shownAssetState } from '@hub/shared/contracts';
import { type Db, type Tx } from '../../db/client';
import { type AssetRow, totesRepository } from '../../repositories/totes';

type ContentRow = Awaited<ReturnType<typeof totesRepository.contents>>[number];

/** The asset card as the contract sends it: shown state beside the stored one, contents from the item tables. */
export function toAsset(row: AssetRow, contents: ContentRow[]): Asset {
  return {
    assetCode: row.assetCode,
    assetType: row.assetType,
    assetState: row.assetState as Asset['assetState'],
    shownState: shownAssetState(row.assetState),
    assetMetadata: { ASSET_SIZE: row.assetSize },
    assetContents: contents
      .filter((c) => c.holder === row.assetCode)
      .map((c) => ({
        assetContentEntityId: c.itemId,
        assetContentEntityName: c.title,
        skuEan: c.ean,
        skuImageUrl: c.imageUrl,
        totalUnits: c.units,
        referenceIds: [c.orderId, ...(c.shipmentId ? [c.shipmentId] : [])],
        assetQcResult: c.qcStatus === 'FAILED' ? ('FAIL' as const) : ('PASS' as const),
      })),
    inScanStatus: row.inScanStatus,
    zone: row.currentZoneId,
    hubOrgUnitId: row.currentHubOrgUnitId,
    vehicleId: row.currentVehicleId,
    isUsable: row.isUsable,
    unusableReason: row.unusableReason,
    lastActivity: row.lastActivity,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The asset card of one code, read in `db` (after a write: inside its transaction). */
export async function assetCard(db: Db | Tx, row: AssetRow): Promise<Asset> {
  return toAsset(row, await totesRepository.contents(db, [row.assetCode]));
}

/** A log row as the contract sends it. */
export function toLog(row: Awaited<ReturnType<typeof totesRepository.logs>>[number]): AssetLog {
  return {
    id: row.id,
    assetEventType: row.assetEventType as AssetLog['assetEventType'],
    assetActivityReferenceId: row.referenceId,
    assetActivityReferenceType: row.referenceType,
    locationName: row.locationName,
    activityPerformedBy: row.performedBy,
    updatedAt: row.createdAt.toISOString(),
  };
}

/**
 * Why an asset may not be used at a hub now (null when it may): the one rule validate answers and tagging, mark
 * usable and send rely on. Usable = at this hub, flagged usable, empty and in a usable state.
 */
export function unusableReason(row: AssetRow, hubId: string): string | null {
  if (row.assetState === 'LOST') return 'Asset is marked lost';
  if (row.currentHubOrgUnitId !== hubId) return 'Asset is not at this hub';
  if (!row.isUsable) return row.unusableReason ?? 'Asset is marked not usable';
  if (row.assetState !== 'GOOD_TO_USE' && row.assetState !== 'EMPTY_TOTE') return `Asset is ${shownAssetState(row.assetState)}`;
  return null;
}
