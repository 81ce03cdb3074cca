import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointMutationFn, getErrorMessage } from '@hub/shared/api';
import {
  type CloseBody,
  endRunsheetCloseActivity,
  getOnHoldReasons,
  type HoldBody,
  updateRunSheetState,
  validateCloseRunsheetActivity,
} from '@hub/shared/contracts';
import { toast, TOAST_DURATION } from '@hub/shared/ui';
import { runsheetKeys } from '../../../api/keys';

/** The close validation, asked fresh every time the close panel opens (never served from cache). */
export const useCloseValidation = (runsheetId: string) =>
  useQuery(
    queryOptions({
      queryKey: runsheetKeys.closeValidation(runsheetId),
      queryFn: ({ signal }) => callEndpoint(validateCloseRunsheetActivity, { params: { id: runsheetId } }, { signal }),
      gcTime: 0,
      staleTime: 0,
    }),
  );

const end = endpointMutationFn(endRunsheetCloseActivity, (v: { runsheetId: string; body: CloseBody }) => ({ params: { id: v.runsheetId }, body: v.body }));

/** Closes the runsheet; a failure toast lasts 10 s (spec 001 §8). */
export function useEndRunsheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: end,
    meta: { successMessage: (r) => (r as { message: string }).message, errorMessage: false },
    onError: (e) => toast.error(getErrorMessage(e), { duration: TOAST_DURATION.closeError }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsheetKeys.all }),
  });
}

/** Hold reasons and the runsheet's hold state (GET /runsheet/getOnHoldReasons/{id}). */
export const useHoldReasons = (runsheetId: string) =>
  useQuery(
    queryOptions({
      queryKey: runsheetKeys.hold(runsheetId),
      queryFn: ({ signal }) => callEndpoint(getOnHoldReasons, { params: { id: runsheetId } }, { signal }),
    }),
  );

const hold = endpointMutationFn(updateRunSheetState, (v: { runsheetId: string; body: HoldBody }) => ({ params: { id: v.runsheetId }, body: v.body }));

/** HOLD with a reason or UN_HOLD; refreshes the runsheet and the list. */
export function useUpdateHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: hold,
    meta: { successMessage: (r) => (r as { message: string }).message },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: runsheetKeys.all }),
  });
}
