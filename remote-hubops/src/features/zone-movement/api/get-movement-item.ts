import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getZoneMovementItem, type MovementItem, type ZoneItem, type ZoneItemsResponse } from '@hub/shared/contracts';
import { zoneMovementKeys } from './keys';

/** One item of the zone with its LM zone lines (GET /hubOps/hubApp/{hubId}/ZONE/{zone}/item/{itemId}?toteId). */
export const getMovementItemQueryOptions = (hubId: string, zoneId: string, itemId: string, tote: string | null) =>
  queryOptions({
    queryKey: zoneMovementKeys.item(hubId, zoneId, itemId, tote),
    queryFn: ({ signal }) =>
      callEndpoint(getZoneMovementItem, { params: { hubId, entity: 'ZONE', type: zoneId, itemId }, query: { toteId: tote ?? undefined } }, { signal }),
  });

/**
 * The detail as far as the zone's list already knows it (title, quantities, the LM zone line; not its tote or reasons):
 * shown at once when a scan or a tap opens the item, while the detail loads. The screen keeps its actions off until the
 * real answer is in.
 */
export function detailFromList(z: ZoneItem, hubId: string, zoneId: string, tote: string | null): MovementItem {
  return {
    itemId: z.itemId,
    itemTitle: z.itemTitle,
    imageUrl: z.imageUrl,
    skuId: z.skuId,
    itemCategory: z.itemCategory,
    qty: z.qty,
    pickedQty: z.pickedQty,
    dispatchedQty: 0,
    pickingStatus: z.pickingStatus,
    hubOrgUnitId: hubId,
    enableMoveToteZone: true,
    associationDetail: z.destinationZoneId
      ? [
          {
            id: 1,
            entityId: z.destinationZoneId,
            associationType: 'ZONE',
            qty: z.qty,
            pickedQty: z.pickedQty,
            dispatchedQty: 0,
            pickingStatus: z.pickingStatus,
            dispatchStatus: 'NOT_STARTED',
            partialItemAttributed: false,
            toteAttachedToEntityId: null,
            puDetails: null,
            discrepancyReasons: [],
          },
        ]
      : [],
    discrepancyDetails: [],
    metaData: { hubOrgUnitId: hubId, spaId: zoneId, driverId: null, activityGroupId: zoneId },
    orderId: z.orderId,
    sourceZoneId: zoneId,
    toteIdFilter: tote,
  };
}

/** Step 3's item, with the list's knowledge of it as placeholder while it loads. */
export function useMovementItem(hubId: string, zoneId: string, itemId: string, tote: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    ...getMovementItemQueryOptions(hubId, zoneId, itemId, tote),
    placeholderData: () => {
      for (const [, list] of queryClient.getQueriesData<ZoneItemsResponse>({ queryKey: [...zoneMovementKeys.zone(hubId, zoneId), 'items'] })) {
        const found = list?.items.find((i) => i.itemId === itemId);
        if (found) return detailFromList(found, hubId, zoneId, tote);
      }
      return undefined;
    },
  });
}
