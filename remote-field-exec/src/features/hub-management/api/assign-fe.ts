import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { assignFieldExecutive, deassignFieldExecutive, FE_MESSAGES, type FeHubAssignmentBody, type FeHubAssignmentResponse } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

const assign = endpointMutationFn(assignFieldExecutive, (body: FeHubAssignmentBody) => ({ body }));
const deassign = endpointMutationFn(deassignFieldExecutive, (body: FeHubAssignmentBody) => ({ body }));

// After either, the hub's table and any looked-up FE (its assigned hubs) are read again (spec 001 §7).
function useRefreshAfter(fn: typeof assign, failure: string | false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    meta: { successMessage: (res) => (res as FeHubAssignmentResponse).message, errorMessage: failure },
    onSettled: (_res, _err, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feKeys.activeFes(body.hubOrgUnitId) }),
        queryClient.invalidateQueries({ queryKey: feKeys.searches() }),
      ]),
  });
}

/** Assigns an FE to a hub (POST /field-executives/fe-hub/assign), then refreshes the hub's active FEs; the screen words failures ("already assigned" is info). */
export const useAssignFe = () => useRefreshAfter(assign, false);
/** Deassigns an FE from a hub (PUT /field-executives/fe-hub/deassign), then refreshes the hub's active FEs. */
export const useDeassignFe = () => useRefreshAfter(deassign, FE_MESSAGES.deassignFailed);
