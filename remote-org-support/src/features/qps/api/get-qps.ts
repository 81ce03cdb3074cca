import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getOrgQps } from '@hub/shared/contracts';
import { orgKeys } from '../../../api/keys';

/** Query options of the shop's QPS (GET orgs/{orgId}/qps). */
export const getQpsQueryOptions = (orgId: string) =>
  queryOptions({
    queryKey: orgKeys.qps(orgId),
    queryFn: ({ signal }) => callEndpoint(getOrgQps, { params: { orgId } }, { signal }),
  });

export const useQps = (orgId: string) => useQuery(getQpsQueryOptions(orgId));
