import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointMutationFn } from '@hub/shared/api';
import { approveTripDistance, getTripDistance } from '@hub/shared/contracts';
import { runsheetKeys } from '../../../api/keys';

/** The route map's data (GET /runsheet/tripDistance/{runsheetId}/{hubId}). */
export const getTripDistanceQueryOptions = (runsheetId: string, hubId: string) =>
  queryOptions({
    queryKey: runsheetKeys.tripDistance(runsheetId, hubId),
    queryFn: ({ signal }) => callEndpoint(getTripDistance, { params: { runsheetId, hubId } }, { signal }),
  });

/** Travelled against planned distance, the approval and the stops of one runsheet. */
export const useTripDistance = (runsheetId: string, hubId: string) => useQuery(getTripDistanceQueryOptions(runsheetId, hubId));

const approve = endpointMutationFn(approveTripDistance, (v: { runsheetId: string; hubId: string }) => ({ params: v }));

/**
 * A hub manager approves the excess distance; the runsheet's reads (this map, the close validation) are asked again.
 * A refusal (already approved by someone else, closed) is toasted with the server's words and the map refreshed.
 */
export function useApproveTripDistance(runsheetId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approve,
    meta: { successMessage: (r) => (r as { message: string }).message },
    onSettled: () => queryClient.invalidateQueries({ queryKey: runsheetKeys.detail(runsheetId) }),
  });
}
