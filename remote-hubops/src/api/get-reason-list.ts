import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getReasonList, type ReasonListKey } from '@hub/shared/contracts';
import { hubOpsKeys } from './keys';

/**
 * How long a screen reuses a reason list before reading it again. Lists change rarely (an admin's edit), and the server
 * refuses a reason switched off meanwhile ("Pick a reason from the list."), so a minute is enough.
 */
export const REASON_LIST_STALE_MS = 60_000;

/** Query options of one reason list (GET /reasons/{listKey}): what the flow offers, and the retired entries' labels. */
export const getReasonListQueryOptions = (listKey: ReasonListKey) =>
  queryOptions({
    queryKey: hubOpsKeys.reasons(listKey),
    queryFn: ({ signal }) => callEndpoint(getReasonList, { params: { listKey } }, { signal }),
    staleTime: REASON_LIST_STALE_MS,
  });

/** One reason list an admin maintains (docs/areas/reason-lists.md). */
export const useReasonList = (listKey: ReasonListKey) => useQuery(getReasonListQueryOptions(listKey));
