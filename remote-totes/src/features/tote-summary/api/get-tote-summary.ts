import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getPsvSummary, getToteSummary } from '@hub/shared/contracts';
import { toteKeys } from '../../../api/keys';

/** Query options of the hub's tote summary (GET /asset-v2/summary/{hubId}/count/summary). */
export const getToteSummaryQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: toteKeys.summary(hubId), queryFn: ({ signal }) => callEndpoint(getToteSummary, { params: { hubId } }, { signal }) });
/** The hub's live tote counts. */
export const useToteSummary = (hubId: string) => useQuery(getToteSummaryQueryOptions(hubId));
/** The hub's open PSV task's progress (the managers' panel); idle unless `enabled`. */
export const useOpenPsvProgress = (hubId: string, enabled: boolean) =>
  useQuery({
    queryKey: toteKeys.psvData(hubId, null),
    queryFn: ({ signal }) => callEndpoint(getPsvSummary, { params: { hubId } }, { signal }),
    enabled,
  });
