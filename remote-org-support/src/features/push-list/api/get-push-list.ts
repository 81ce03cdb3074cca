import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getPushList } from '@hub/shared/contracts';
import { orgKeys } from '../../../api/keys';
import { type PushListArgs } from '../utils/push-list';

/** Query options of the shop's push list (GET venus/pushLists?orgId&marketId&attributionTime&timeRange). */
export const getPushListQueryOptions = (orgId: string, marketId: string | undefined, args: PushListArgs) =>
  queryOptions({
    queryKey: orgKeys.pushList(orgId, { ...args, ...(marketId ? { marketId } : {}) }),
    queryFn: ({ signal }) => callEndpoint(getPushList, { query: { orgId, ...(marketId ? { marketId } : {}), ...args } }, { signal }),
  });

/** The push list; `args` null (a custom range without both dates) keeps the query from running (spec 002 §4). */
export function usePushList(orgId: string, marketId: string | undefined, args: PushListArgs | null) {
  return useQuery({
    ...getPushListQueryOptions(orgId, marketId, args ?? { attributionTime: 'CUSTOM' }),
    enabled: args !== null,
    placeholderData: keepPreviousData,
  });
}
