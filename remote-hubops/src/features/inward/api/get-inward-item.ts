import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getInwardItem } from '@hub/shared/contracts';
import { hubOpsKeys } from '../../../api/keys';

/** One item of an inward manifest with its associations (GET /hubOps/hubApp/{hubId}/inward/{spaId}/item/{itemId}). */
export const getInwardItemQueryOptions = (hubId: string, spaId: string, itemId: string) =>
  queryOptions({
    queryKey: hubOpsKeys.item(spaId, itemId),
    queryFn: ({ signal }) => callEndpoint(getInwardItem, { params: { hubId, spaId, itemId } }, { signal }),
  });

/** The item detail. */
export const useInwardItem = (hubId: string, spaId: string, itemId: string) => useQuery(getInwardItemQueryOptions(hubId, spaId, itemId));
