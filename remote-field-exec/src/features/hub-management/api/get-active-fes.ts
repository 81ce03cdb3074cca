import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getActiveFes } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** Query options of a hub's active FEs (GET /field-executives/fe-hub/hub/{hubId}/active-fes). */
export const getActiveFesQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: feKeys.activeFes(hubId), queryFn: ({ signal }) => callEndpoint(getActiveFes, { params: { hubId } }, { signal }) });

/** A hub's active FEs; idle while `hubId` is null. */
export const useActiveFes = (hubId: string | null) => useQuery({ ...getActiveFesQueryOptions(hubId ?? ''), enabled: Boolean(hubId) });
