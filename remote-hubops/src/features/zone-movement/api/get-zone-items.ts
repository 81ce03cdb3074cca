import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getZoneMovementItems, type MovementRouteBatch } from '@hub/shared/contracts';
import { zoneMovementKeys } from './keys';

/** A zone's items (GET /hubOps/hubApp/{hubId}/ZONE/{zone}/items?toteIdFilter&routeBatch); the server refuses a batch switch outside the window. */
export const getZoneItemsQueryOptions = (hubId: string, zoneId: string, tote: string | null, batch: MovementRouteBatch | null) =>
  queryOptions({
    queryKey: zoneMovementKeys.items(hubId, zoneId, tote, batch),
    queryFn: ({ signal }) =>
      callEndpoint(
        getZoneMovementItems,
        { params: { hubId, entity: 'ZONE', type: zoneId }, query: { toteIdFilter: tote ?? undefined, routeBatch: batch ?? undefined } },
        { signal },
      ),
  });

/** Step 2's list. */
export const useZoneItems = (hubId: string, zoneId: string, tote: string | null, batch: MovementRouteBatch | null) =>
  useQuery(getZoneItemsQueryOptions(hubId, zoneId, tote, batch));
