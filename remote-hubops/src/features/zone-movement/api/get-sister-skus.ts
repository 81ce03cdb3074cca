import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { fetchSisterSkusForItem } from '@hub/shared/contracts';
import { zoneMovementKeys } from './keys';

/** The other items of the item's order (GET /hubOps/hubApp/fetchSisterSkusForItem/{itemId}/{orderId}): they go to the same LM zone. */
export const getSisterSkusQueryOptions = (itemId: string, orderId: string) =>
  queryOptions({
    queryKey: zoneMovementKeys.sisterSkus(itemId, orderId),
    queryFn: ({ signal }) => callEndpoint(fetchSisterSkusForItem, { params: { itemId, orderId } }, { signal }),
  });

/** Sister SKUs, fetched only when asked for (`enabled`). */
export const useSisterSkus = (itemId: string, orderId: string, enabled: boolean) => useQuery({ ...getSisterSkusQueryOptions(itemId, orderId), enabled });
