import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@hub/shared/api';
import { feHubAssignmentResponseSchema, type FeHubAssignmentBody, type FeHubAssignmentResponse } from '@hub/shared/contracts';
import { feKeys } from '../../../api/keys';

/** POST /field-executives/fe-hub/assign. */
export function assignFe(body: FeHubAssignmentBody): Promise<FeHubAssignmentResponse> {
  return apiRequest({ method: 'POST', path: '/field-executives/fe-hub/assign', body, schema: feHubAssignmentResponseSchema });
}

/** PUT /field-executives/fe-hub/deassign. */
export function deassignFe(body: FeHubAssignmentBody): Promise<FeHubAssignmentResponse> {
  return apiRequest({ method: 'PUT', path: '/field-executives/fe-hub/deassign', body, schema: feHubAssignmentResponseSchema });
}

// After either, the hub's table and any looked-up FE (its assigned hubs) are read again (spec 001 §7).
function useRefreshAfter(fn: (body: FeHubAssignmentBody) => Promise<FeHubAssignmentResponse>) {
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

/** Assigns an FE to a hub, then refreshes the hub's active FEs. */
export const useAssignFe = () => useRefreshAfter(assignFe);
/** Deassigns an FE from a hub, then refreshes the hub's active FEs. */
export const useDeassignFe = () => useRefreshAfter(deassignFe);
