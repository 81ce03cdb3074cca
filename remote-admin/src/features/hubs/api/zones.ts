import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointMutationFn } from '@hub/shared/api';
import { ADMIN_HUB_MESSAGES, createAdminHubZone, type CreateZoneBody, deleteAdminHubZone, getAdminHubZones } from '@hub/shared/contracts';
import { hubChanged } from './hub-changed';
import { hubPartKeys } from './hub-keys';

/** Query options of a hub's zones (GET /admin/hubs/{hubId}/zones). */
export const getHubZonesQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: hubPartKeys.zones(hubId), queryFn: ({ signal }) => callEndpoint(getAdminHubZones, { params: { hubId } }, { signal }) });

/** A hub's zones with what each holds. */
export const useHubZones = (hubId: string) => useQuery(getHubZonesQueryOptions(hubId));

const create = endpointMutationFn(createAdminHubZone, ({ hubId, body }: { hubId: string; body: CreateZoneBody }) => ({ params: { hubId }, body }));
const remove = endpointMutationFn(deleteAdminHubZone, ({ hubId, zoneId }: { hubId: string; zoneId: string }) => ({ params: { hubId, zoneId } }));

/** Adds a STAGING or LM zone (POST /admin/hubs/{hubId}/zones); the form shows a refusal beside its fields. */
export function useCreateZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    meta: { successMessage: ADMIN_HUB_MESSAGES.zoneAdded, errorMessage: false },
    onSuccess: (_zone, { hubId }) => Promise.all([queryClient.invalidateQueries({ queryKey: hubPartKeys.zones(hubId) }), hubChanged(queryClient)]),
  });
}

/**
 * Removes a zone (DELETE /admin/hubs/{hubId}/zones/{zoneId}); the answer is the zones left, shown as they are. The
 * confirm dialog shows a refusal (the zone still holds items, is fixed...) in the server's words.
 */
export function useRemoveZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: remove,
    meta: { successMessage: ADMIN_HUB_MESSAGES.zoneRemoved, errorMessage: false },
    onSuccess: (left, { hubId }) => {
      queryClient.setQueryData(hubPartKeys.zones(hubId), left);
      return hubChanged(queryClient);
    },
  });
}
