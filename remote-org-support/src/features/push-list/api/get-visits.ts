import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getOrgVisits } from '@hub/shared/contracts';
import { orgKeys } from '../../../api/keys';

/** Query options of the shop's visits (GET venus/visits/org?orgId): the Visit select of a custom range and the visit reviews. */
export const getVisitsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.visits(orgId),
    queryFn: ({ signal }) => callEndpoint(getOrgVisits, { query: { orgId } }, { signal }),
    // The review list and the Visit select mount at different times: one answer serves both (a review refetches it).
    staleTime: 30_000,
  });

/** The shop's visits; idle while `enabled` is false. */
export const useVisits = (orgId: string, enabled: boolean) => useQuery({ ...getVisitsQueryOptions(orgId), enabled });
