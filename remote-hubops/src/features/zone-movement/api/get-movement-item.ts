import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getZoneMovementItem } from '@hub/shared/contracts';
import { zoneMovementKeys } from './keys';

/** One item of the zone with its LM zone lines (GET /hubOps/hubApp/{hubId}/ZONE/{zone}/item/{itemId}?toteId). */
export const getMovementItemQueryOptions = (hubId: string, zoneId: string, itemId: string, tote: string | null) =>
  queryOptions({
    queryKey: zoneMovementKeys.item(hubId, zoneId, itemId, tote),
    queryFn: ({ signal }) =>
      callEndpoint(getZoneMovementItem, { params: { hubId, entity: 'ZONE', type: zoneId, itemId }, query: { toteId: tote ?? undefined } }, { signal }),
  });

/** Step 3's item. */
export const useMovementItem = (hubId: string, zoneId: string, itemId: string, tote: string | null) =>
  useQuery(getMovementItemQueryOptions(hubId, zoneId, itemId, tote));
