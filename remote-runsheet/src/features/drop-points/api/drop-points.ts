import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointMutationFn, getErrorMessage } from '@hub/shared/api';
import {
  fetchRunsheetDropPointsDetails,
  markDropPointReattempt,
  otpValidation,
  persistVerify,
  releaseOtpLock,
  RUNSHEET_MESSAGES as M,
} from '@hub/shared/contracts';
import { runsheetKeys } from '../../../api/keys';

/** Drop points of a runsheet (GET /runsheet/fetchRunsheetDropPointsDetails/{id}). */
export const getDropPointsQueryOptions = (runsheetId: string) =>
  queryOptions({
    queryKey: runsheetKeys.drops(runsheetId),
    queryFn: ({ signal }) => callEndpoint(fetchRunsheetDropPointsDetails, { params: { id: runsheetId } }, { signal }),
  });

/** A runsheet's drop points. */
export const useDropPoints = (runsheetId: string) => useQuery(getDropPointsQueryOptions(runsheetId));

/** After a verify, undo, OTP or reattempt the drop state is refreshed (spec 001 §7), and the close sees it. */
const useRefresh = (runsheetId: string) => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: runsheetKeys.detail(runsheetId) });
};

const verify = endpointMutationFn(persistVerify, (v: { runsheetId: string; dropPointId: string; shipmentId: string; undoVerification: boolean }) => ({
  params: { id: v.runsheetId },
  body: { dropPointId: v.dropPointId, shipmentId: v.shipmentId, undoVerification: v.undoVerification },
}));

/** Verifies a shipment at its drop, or undoes it ("Shipment verified successfully." / "Undo shipment status successful."). */
export function useVerifyShipment(runsheetId: string) {
  const refresh = useRefresh(runsheetId);
  return useMutation({ mutationFn: verify, meta: { successMessage: (r) => (r as { message: string }).message }, onSettled: refresh });
}

const otp = endpointMutationFn(otpValidation, (v: { runsheetId: string; dropPointId: string; otp: string }) => ({
  params: { runsheetId: v.runsheetId, dropPointId: v.dropPointId },
  body: { otp: v.otp },
}));

/** Validates a drop's OTP ("OTP validated successfully."); a valid one clears the requirement. */
export function useValidateOtp(runsheetId: string) {
  const refresh = useRefresh(runsheetId);
  return useMutation({ mutationFn: otp, meta: { successMessage: M.otpValidated }, onSettled: refresh });
}

const release = endpointMutationFn(releaseOtpLock, (v: { runsheetId: string; dropPointId: string }) => ({ params: v }));

/** A hub manager's "Release OTP lock" ("OTP lock of {name} released. …"): the OTP can be entered again. */
export function useReleaseOtpLock(runsheetId: string) {
  const refresh = useRefresh(runsheetId);
  return useMutation({ mutationFn: release, meta: { successMessage: (r) => (r as { message: string }).message }, onSettled: refresh });
}

const reattempt = endpointMutationFn(markDropPointReattempt, (v: { runsheetId: string; dropPointId: string }) => ({ params: v }));

/** Mark Not Attempted; a failure reads "Failed to mark drop as reattempt: {reason}". */
export function useMarkReattempt(runsheetId: string) {
  const refresh = useRefresh(runsheetId);
  return useMutation({
    mutationFn: reattempt,
    meta: { successMessage: (r) => (r as { message: string }).message, errorMessage: (e) => M.reattemptFailed(getErrorMessage(e)) },
    onSettled: refresh,
  });
}
