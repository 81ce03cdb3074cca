import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { type ActivityViewType, closeInwardManifest, type CloseInwardResponse } from '@hub/shared/contracts';
import { hubOpsKeys } from '../../../api/keys';

/** Variables of a close. */
export interface CloseVariables {
  hubId: string;
  spaId: string;
  viewType: ActivityViewType;
  vehicleNumber: string | null;
  logisticDetails: string | null;
}

const close = endpointMutationFn(closeInwardManifest, (v: CloseVariables) => ({
  params: { hubId: v.hubId, spaId: v.spaId },
  query: { activityViewType: v.viewType, vehicleNumber: v.vehicleNumber ?? undefined, logisticDetails: v.logisticDetails ?? undefined },
}));

/** Closes the inward manifest (HUB_INWARD close); errors show the server's message through the error helper. */
export function useCloseInwardManifest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: close,
    meta: { successMessage: (res) => (res as CloseInwardResponse).message },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubOpsKeys.allActivities() }),
  });
}
