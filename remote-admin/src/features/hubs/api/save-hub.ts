import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { ADMIN_HUB_MESSAGES, type AdminHubsResponse, createAdminHub, type CreateHubBody, updateAdminHub, type UpdateHubBody } from '@hub/shared/contracts';
import { hubKeys } from '../../../api/keys';
import { hubChanged, putHub } from './hub-changed';

const create = endpointMutationFn(createAdminHub, (body: CreateHubBody) => ({ body }));
const update = endpointMutationFn(updateAdminHub, ({ hubId, ...body }: UpdateHubBody & { hubId: string }) => ({ params: { hubId }, body }));

/** Creates a hub (POST /admin/hubs; admin). The form shows a refusal beside its fields, so no toast repeats it. */
export function useCreateHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    meta: { successMessage: ADMIN_HUB_MESSAGES.hubCreated, errorMessage: false },
    onSuccess: (hub) => {
      // In the list at once (sorted by name, as the api sorts it): the new hub's screen opens before the list is read again.
      queryClient.setQueryData<AdminHubsResponse>(hubKeys.lists(), (list) =>
        list ? { hubs: [...list.hubs.filter((h) => h.hubOrgUnitId !== hub.hubOrgUnitId), hub].sort((a, b) => a.hubName.localeCompare(b.hubName)) } : list,
      );
      return hubChanged(queryClient, { names: true });
    },
  });
}

/** Renames a hub or changes its city (PUT /admin/hubs/{hubId}; admin). */
export function useUpdateHub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: update,
    meta: { successMessage: ADMIN_HUB_MESSAGES.hubSaved, errorMessage: false },
    onSuccess: (hub) => {
      putHub(queryClient, hub);
      return hubChanged(queryClient, { list: false, names: true });
    },
  });
}
