import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getOrgVisits } from '@hub/shared/contracts';
import { orgKeys } from '../../../api/keys';

/** Query options of the shop's visits (GET venus/visits/org?orgId): the Visit select of a custom range. */
export const getVisitsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.visits(orgId),
    queryFn: ({ signal }) => callEndpoint(getOrgVisits, { query: { orgId } }, { signal }),
  });

/** Fetched only once Custom is chosen (`enabled`). */
export const useVisits = (orgId: string, enabled: boolean) => useQuery({ ...getVisitsQueryOptions(orgId), enabled });
