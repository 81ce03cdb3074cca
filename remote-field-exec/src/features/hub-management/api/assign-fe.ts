import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { assignFieldExecutive, deassignFieldExecutive, type FeHubAssignmentBody } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

const assign = endpointMutationFn(assignFieldExecutive, (body: FeHubAssignmentBody) => ({ body }));
const deassign = endpointMutationFn(deassignFieldExecutive, (body: FeHubAssignmentBody) => ({ body }));

// After either, the hub's table and any looked-up FE (its assigned hubs) are read again (spec 001 §7).
function useRefreshAfter(fn: typeof assign) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: (_res, _err, body) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: feKeys.activeFes(body.hubOrgUnitId) }),
        queryClient.invalidateQueries({ queryKey: ['fieldExecutives', 'search'] }),
      ]),
  });
}

/** Assigns an FE to a hub (POST /field-executives/fe-hub/assign), then refreshes the hub's active FEs. */
export const useAssignFe = () => useRefreshAfter(assign);
/** Deassigns an FE from a hub (PUT /field-executives/fe-hub/deassign), then refreshes the hub's active FEs. */
export const useDeassignFe = () => useRefreshAfter(deassign);
