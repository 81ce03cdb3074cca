import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { type ActivityViewType, captureVehicleActivity, captureVehicleActivityV2, HUB_OPS_MESSAGES, type VehicleActivityState } from '@hub/shared/contracts';
import { hubOpsKeys } from './keys';

/** Variables of one vehicle-activity change. */
export interface CaptureVariables {
  spaId: string;
  viewType: ActivityViewType;
  state: VehicleActivityState;
}

const v1 = endpointMutationFn(captureVehicleActivity, (v: CaptureVariables) => ({
  query: { activityViewType: v.viewType },
  body: { activityId: v.spaId, vehicleActivityState: v.state },
}));
const v2 = endpointMutationFn(captureVehicleActivityV2, (v: CaptureVariables) => ({
  query: { activityPickupType: v.viewType },
  body: { activityId: v.spaId, vehicleActivityState: v.state },
}));

/** Starts (or completes) a vehicle activity through captureVehicleActivity, with the v1 or v2 suffix; "Failed to start activity." on failure. */
export function useCaptureVehicleActivity(v2Flow: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: v2Flow ? v2 : v1,
    meta: { errorMessage: () => HUB_OPS_MESSAGES.startFailed },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: hubOpsKeys.allActivities() }),
  });
}
