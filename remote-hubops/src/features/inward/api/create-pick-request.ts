import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn, getErrorMessage } from '@hub/shared/api';
import { createInwardPickRequest, HUB_OPS_MESSAGES, takeActionFailedMessage } from '@hub/shared/contracts';
import { hubOpsKeys } from '../../../api/keys';

/** Variables of a pick request: the manifest and the items with the units to take in. */
export interface PickRequestVariables {
  spaId: string;
  lines: Array<{ itemId: string; qty: number }>;
}

const create = endpointMutationFn(createInwardPickRequest, (v: PickRequestVariables) => ({ params: { spaId: v.spaId }, body: v.lines }));

/** Creates a pick request (POST /hubOps/inward/{spaId}/items): "Pick Request Successfully Created.", then the items refresh. */
export function useCreatePickRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    meta: {
      successMessage: HUB_OPS_MESSAGES.pickRequestCreated,
      errorMessage: (e) => (getErrorMessage(e) === HUB_OPS_MESSAGES.unitsRefused ? HUB_OPS_MESSAGES.unitsRefused : takeActionFailedMessage(getErrorMessage(e))),
    },
    onSettled: (_r, _e, v) => queryClient.invalidateQueries({ queryKey: hubOpsKeys.manifest(v.spaId) }),
  });
}
