import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getStagingZones } from '@hub/shared/contracts';
import { zoneMovementKeys } from './keys';

/** Staging zones of the hub (GET /hubOps/hubApp/{hubId}/stagingZones). */
export const getStagingZonesQueryOptions = (hubId: string) =>
  queryOptions({
    queryKey: zoneMovementKeys.zones(hubId),
    queryFn: ({ signal }) => callEndpoint(getStagingZones, { params: { hubId } }, { signal }),
  });

/** Step 1's zones. */
export const useStagingZones = (hubId: string) => useQuery(getStagingZonesQueryOptions(hubId));
