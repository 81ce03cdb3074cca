import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getAvailableComments } from '@hub/shared/contracts';
import { hubOpsKeys } from './keys';

/** Discrepancy reasons (GET /hubOps/hubApp/getAvailableCommentsForZoneToZone/); they rarely change, so they stay fresh for the session. */
export const getAvailableCommentsQueryOptions = () =>
  queryOptions({
    queryKey: hubOpsKeys.comments(),
    queryFn: ({ signal }) => callEndpoint(getAvailableComments, {}, { signal }),
    staleTime: Infinity,
  });

/** The reason texts of the discrepancy rows. */
export const useAvailableComments = () => useQuery(getAvailableCommentsQueryOptions());
