import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getOrgEct } from '@hub/shared/contracts';
import { orgKeys } from '../../../api/keys';

/** Query options of the shop's escalations (GET orgs/{orgId}/ect). */
export const getEctQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.ect(orgId),
    queryFn: ({ signal }) => callEndpoint(getOrgEct, { params: { orgId } }, { signal }),
  });

export const useEct = (orgId: string) => useQuery(getEctQueryOptions(orgId));
