import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpointMutationFn } from '@hub/shared/api';
import { actOnAlert, type Alert, deleteAlertComments, resolveAlerts } from '@hub/shared/contracts';
import { venusKeys } from '../../../api/keys';

const resolve = endpointMutationFn(resolveAlerts, (v: { alertId: string; comment: string; edit: boolean }) => ({
  body: { alertIds: [v.alertId], comment: v.comment, edit: v.edit },
}));
const remove = endpointMutationFn(deleteAlertComments, (v: { alertId: string }) => ({ body: { alertIds: [v.alertId] } }));
const act = endpointMutationFn(actOnAlert, (v: { alertId: string; action: 'APPROVED' | 'REJECTED' }) => ({ body: v }));

/** After any review write the timeline, the hub overview and the alert are read again (spec 002 §4). */
function useRefetchAfter() {
  const queryClient = useQueryClient();
  return (res: { alerts: Alert[] }) => {
    // The answer carries the alerts as they now are: the modal shows them at once, the lists refetch.
    for (const a of res.alerts) queryClient.setQueryData(venusKeys.alert(a.alertId), a);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: venusKeys.timelines() }),
      queryClient.invalidateQueries({ queryKey: venusKeys.overviews() }),
    ]);
  };
}

// Failures are shown in the modal with the spec's prefix ('Error submitting alert review:' ...), so no toast.
/** Submits or edits (overwrites) a review comment (POST venus/alerts/resolve). */
export function useResolveAlert() {
  const refetch = useRefetchAfter();
  return useMutation({ mutationFn: resolve, meta: { errorMessage: false, successMessage: (r) => (r as { message: string }).message }, onSuccess: refetch });
}
/** Deletes the review comment (DELETE venus/alerts/comments). */
export function useDeleteReview() {
  const refetch = useRefetchAfter();
  return useMutation({ mutationFn: remove, meta: { errorMessage: false, successMessage: (r) => (r as { message: string }).message }, onSuccess: refetch });
}
/** Approves or rejects a pending approval alert (POST venus/alerts/action). */
export function useAlertAction() {
  const refetch = useRefetchAfter();
  return useMutation({ mutationFn: act, meta: { errorMessage: false, successMessage: (r) => (r as { message: string }).message }, onSuccess: refetch });
}
