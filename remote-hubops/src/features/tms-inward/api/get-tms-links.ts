import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getTmsInwardLinks } from '@hub/shared/contracts';
import { tmsKeys } from './keys';

export const getTmsLinksQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: tmsKeys.links(hubId), queryFn: ({ signal }) => callEndpoint(getTmsInwardLinks, { params: { hubId } }, { signal }) });

/** The TMS inward page's links for a hub (GET /hubOps/hubApp/{hubId}/tmsInward/links). */
export const useTmsLinks = (hubId: string) => useQuery(getTmsLinksQueryOptions(hubId));
