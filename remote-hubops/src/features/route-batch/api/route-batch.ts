import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { callEndpoint, endpointMutationFn, getErrorMessage } from '@hub/shared/api';
import { getPendingRouteBatches, getRouteBatchInfo, mapRouteBatches, mapZonesFailedMessage, type RouteBatchMapBody } from '@hub/shared/contracts';
import { routeBatchKeys } from './keys';

/** Routes of the day without a batch (GET /hubOps/hubApp/route-batch/{hubId}/pending). */
export const usePendingRoutes = (hubId: string) =>
  useQuery({ queryKey: routeBatchKeys.pending(hubId), queryFn: ({ signal }) => callEndpoint(getPendingRouteBatches, { params: { hubId } }, { signal }) });

/** The day's batches and the hub clock (GET /hubOps/hubApp/route-batch/{hubId}/info). */
export const useRouteBatchInfo = (hubId: string) =>
  useQuery({ queryKey: routeBatchKeys.info(hubId), queryFn: ({ signal }) => callEndpoint(getRouteBatchInfo, { params: { hubId } }, { signal }) });

/**
 * POST /hubOps/hubApp/route-batch/{hubId}/map; the lists are read again afterwards. `successMessage` toasts a success
 * (the change of batches says so; the spec's Submit shows its result as the list emptying).
 */
export function useMapRoutes(hubId: string, successMessage?: string) {
  const queryClient = useQueryClient();
  const mutationFn = useMemo(() => endpointMutationFn(mapRouteBatches, (body: RouteBatchMapBody) => ({ params: { hubId }, body })), [hubId]);
  return useMutation({
    mutationFn,
    meta: { errorMessage: (e: unknown) => mapZonesFailedMessage(getErrorMessage(e)), ...(successMessage ? { successMessage } : {}) },
    onSettled: () => queryClient.invalidateQueries({ queryKey: routeBatchKeys.hub(hubId) }),
  });
}
