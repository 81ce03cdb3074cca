import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, downloadFile, endpointMutationFn } from '@hub/shared/api';
import {
  closePsvTask,
  downloadPsvAssets,
  endpointUrl,
  getPsvSummary,
  getPsvTasks,
  type PsvTab,
  psvDownloadFileName,
  recordPsvScan,
  startPsvTask,
  TOTE_MESSAGES,
} from '@hub/shared/contracts';
import { outboxCall } from '@hub/shared/outbox';
import { toteKeys } from '../../../api/keys';

/** The managers' task list of one tab (GET /asset-v2/psv/{hubId}/pending). */
export const usePsvTasks = (hubId: string, tab: PsvTab, enabled: boolean) =>
  useQuery({
    queryKey: toteKeys.psvTasks(hubId, tab),
    queryFn: ({ signal }) => callEndpoint(getPsvTasks, { params: { hubId }, query: { tab } }, { signal }),
    enabled,
  });

/** The verification data of a task, or of the hub's open task when `taskId` is null. */
export const usePsvData = (hubId: string, taskId: string | null) =>
  useQuery({
    queryKey: toteKeys.psvData(hubId, taskId),
    queryFn: ({ signal }) => callEndpoint(getPsvSummary, { params: { hubId }, query: taskId ? { psvTaskId: taskId } : {} }, { signal }),
  });

/** The outbox scope of a hub's PSV scans (the scanned list shows what waits there). */
export const psvScope = (hubId: string) => `psv:${hubId}`;

/**
 * Records one scanned tote through the outbox (docs/adr/010): the scan's id is the Idempotency-Key, so a retried or
 * replayed scan counts once; offline it is kept on the device (OutboxQueuedError) and sent in order later.
 */
export function useRecordPsvScan(hubId: string) {
  const queryClient = useQueryClient();
  return async (assetCode: string, psvTaskId: string | null, scanId: string) => {
    const res = await outboxCall(
      recordPsvScan,
      { params: { hubId }, body: { assetCode, ...(psvTaskId ? { psvTaskId } : {}) } },
      {
        key: scanId,
        label: `PSV scan of ${assetCode}${psvTaskId ? ` (${psvTaskId})` : ''}`,
        scope: psvScope(hubId),
        lines: [assetCode],
        invalidate: [toteKeys.psv(hubId)],
      },
    );
    await queryClient.invalidateQueries({ queryKey: toteKeys.psv(hubId) });
    return res;
  };
}

const close = endpointMutationFn(closePsvTask, (id: string) => ({ params: { id } }));

/** Closes a task (lost = pending); success and failure toasts are the spec's. */
export function useClosePsvTask(hubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: string }) => close(v.id),
    meta: { successMessage: (res) => (res as { message: string }).message, errorMessage: TOTE_MESSAGES.closeFailed },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: toteKeys.psv(hubId) }), queryClient.invalidateQueries({ queryKey: toteKeys.summary(hubId) })]),
  });
}

/** Saves the task's assets as '{task}_asset_list.xlsx' (the server builds the workbook). */
export const downloadPsvTask = (id: string) => downloadFile(endpointUrl(downloadPsvAssets, { params: { id } }), psvDownloadFileName(id));

const start = endpointMutationFn(startPsvTask, (v: { hubId: string }) => ({ params: { hubId: v.hubId } }));

/**
 * Starts the hub's PSV task (POST /asset-v2/psv/{hubId}/tasks): the toast says the server's words ("PSV task {id}
 * started with {n} totes." or why not, e.g. a task already open); the task list and the tote summary refresh.
 */
export function useStartPsvTask(hubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { hubId: string }) => start(v),
    meta: { successMessage: (res) => (res as { message: string }).message, errorMessage: TOTE_MESSAGES.startPsvFailed },
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: toteKeys.psv(hubId) }), queryClient.invalidateQueries({ queryKey: toteKeys.summary(hubId) })]),
  });
}
