import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn, platformKeys } from '@hub/shared/api';
import { type AdminHubsResponse, type PilotFeature, setAdminHubPilot } from '@hub/shared/contracts';
import { hubKeys } from '../../../api/keys';
import { hubChanged } from './hub-changed';

/** What one pilot switch sends. */
export interface SetHubPilotVars {
  hubId: string;
  feature: PilotFeature;
  enabled: boolean;
}

const save = endpointMutationFn(setAdminHubPilot, ({ hubId, feature, enabled }: SetHubPilotVars) => ({ params: { hubId, feature }, body: { enabled } }));

/**
 * Turns a hub's pilot on or off (PUT /admin/hubs/{hubId}/pilots/{feature}; admin). The answer is the hub's pilots as the
 * server now has them: the list shows exactly that, and the shell reads the hub's pilots again (its screens follow).
 * The switch shows a refusal beside itself, so no toast repeats it.
 */
export function useSetHubPilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    meta: { errorMessage: false },
    onSuccess: ({ pilots }, { hubId }) => {
      queryClient.setQueryData<AdminHubsResponse>(hubKeys.lists(), (list) =>
        list ? { hubs: list.hubs.map((h) => (h.hubOrgUnitId === hubId ? { ...h, pilots } : h)) } : list,
      );
      return Promise.all([hubChanged(queryClient, { list: false }), queryClient.invalidateQueries({ queryKey: platformKeys.pilots.detail(hubId) })]);
    },
  });
}
