import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { type ActivityViewType, getInwardItems, getInwardItemsV2 } from '@hub/shared/contracts';
import { hubOpsKeys } from '../../../api/keys';

/** Items of an inward manifest: v1 "?activityViewType=x" or v2 "/v2?activityPickupType=x" (spec 000 §7 suffix rule). */
export const getInwardItemsQueryOptions = (hubId: string, spaId: string, viewType: ActivityViewType, v2: boolean) =>
  queryOptions({
    queryKey: hubOpsKeys.items(spaId, v2),
    queryFn: ({ signal }) =>
      v2
        ? callEndpoint(getInwardItemsV2, { params: { hubId, spaId }, query: { activityPickupType: viewType } }, { signal })
        : callEndpoint(getInwardItems, { params: { hubId, spaId }, query: { activityViewType: viewType } }, { signal }),
  });

/** The manifest's items. */
export const useInwardItems = (hubId: string, spaId: string, viewType: ActivityViewType, v2: boolean) =>
  useQuery(getInwardItemsQueryOptions(hubId, spaId, viewType, v2));
