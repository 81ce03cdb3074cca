import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@hub/shared/api';
import { activeFesResponseSchema, type ActiveFesResponse } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** GET /field-executives/fe-hub/hub/{hubId}/active-fes. */
export function getActiveFes(hubId: string, signal?: AbortSignal): Promise<ActiveFesResponse> {
  return apiRequest({ path: `/field-executives/fe-hub/hub/${encodeURIComponent(hubId)}/active-fes`, schema: activeFesResponseSchema, signal });
}

/** Query options of a hub's active FEs. */
export const getActiveFesQueryOptions = (hubId: string) => queryOptions({ queryKey: feKeys.activeFes(hubId), queryFn: ({ signal }) => getActiveFes(hubId, signal) });

/** A hub's active FEs; idle while `hubId` is null. */
export const useActiveFes = (hubId: string | null) => useQuery({ ...getActiveFesQueryOptions(hubId ?? ''), enabled: Boolean(hubId) });
