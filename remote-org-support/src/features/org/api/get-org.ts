import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getOrg } from '@hub/shared/contracts';
import { orgKeys } from '../../../api/keys';

/** Query options of the shop (GET orgs/{orgId}): the org view's header and market. */
export const getOrgQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.org(orgId),
    queryFn: ({ signal }) => callEndpoint(getOrg, { params: { orgId } }, { signal }),
  });

export const useOrg = (orgId: string) => useQuery(getOrgQueryOptions(orgId));
