import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getCurrentEntityItems } from '@hub/shared/contracts';
import { zoneContentsKeys } from './keys';

/** The units now in a zone, per item and tote (GET /hubOps/hubApp/currentEntityItems/{hubId}/{zone}). */
export const getZoneUnitsQueryOptions = (hubId: string, zoneId: string) =>
  queryOptions({
    queryKey: zoneContentsKeys.units(hubId, zoneId),
    queryFn: ({ signal }) => callEndpoint(getCurrentEntityItems, { params: { hubId, zone: zoneId } }, { signal }),
  });

/** The zone's units; asked only while `enabled` (the section is open). */
export const useZoneUnits = (hubId: string, zoneId: string, enabled: boolean) => useQuery({ ...getZoneUnitsQueryOptions(hubId, zoneId), enabled });
