import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getHubOverview } from '@hub/shared/contracts';
import { venusKeys } from './keys';

// The dashboard's columns and the delivery-ops board read the same call (one cache entry per hub and day), so the
// area keeps it here rather than in either feature.

/** Query options of a hub's overview of a day (GET venus/hub/{hubId}/alerts?date_epoch): the day is always named. */
export const getHubOverviewQueryOptions = (hubId: string, dateMs: number) =>
  queryOptions({
    queryKey: venusKeys.overview(hubId, dateMs),
    queryFn: ({ signal }) => callEndpoint(getHubOverview, { params: { hubId }, query: { date_epoch: dateMs } }, { signal }),
  });

/** The hub overview of a day; idle without a hub. */
export const useHubOverview = (hubId: string | null, dateMs: number) =>
  useQuery({ ...getHubOverviewQueryOptions(hubId ?? '', dateMs), enabled: Boolean(hubId) });
