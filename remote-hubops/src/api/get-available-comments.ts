import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getAvailableComments } from '@hub/shared/contracts';
import { hubOpsKeys } from './keys';
import { REASON_LIST_STALE_MS } from './get-reason-list';

/**
 * Discrepancy reasons (GET /hubOps/hubApp/getAvailableCommentsForZoneToZone/). An admin may change the list
 * (docs/areas/reason-lists.md), so a screen opened later reads it again: REASON_LIST_STALE_MS.
 */
export const getAvailableCommentsQueryOptions = () =>
  queryOptions({
    queryKey: hubOpsKeys.comments(),
    queryFn: ({ signal }) => callEndpoint(getAvailableComments, {}, { signal }),
    staleTime: REASON_LIST_STALE_MS,
  });

/** The reason texts of the discrepancy rows. */
export const useAvailableComments = () => useQuery(getAvailableCommentsQueryOptions());
