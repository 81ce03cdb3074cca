import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { type CoupledTotesResponse, getCoupledTotes, type InscanToteBody, inscanCoupledTote, type RouteBatch } from '@hub/shared/contracts';
import { outboxCall } from '@hub/shared/outbox';
import { inscanKeys } from './keys';

/** The hub's coupled totes of one batch (null = every tote: route batching off). */
export const getCoupledTotesQueryOptions = (hubId: string, batch: RouteBatch | null) =>
  queryOptions({
    queryKey: inscanKeys.totes(hubId, batch),
    queryFn: ({ signal }) => callEndpoint(getCoupledTotes, { params: { hubId }, query: batch ? { routeBatch: batch } : {} }, { signal }),
  });

export const useCoupledTotes = (hubId: string, batch: RouteBatch | null, enabled = true) => useQuery({ ...getCoupledTotesQueryOptions(hubId, batch), enabled });

/** The outbox scope of a hub's in-scans (docs/adr/010): the tote cards show what waits there, by tote id. */
export const inscanScope = (hubId: string) => `inscan:${hubId}`;

/** One in-scan; the scan's id is its Idempotency-Key, so a retried or replayed scan is counted once. */
export interface InscanVariables {
  body: InscanToteBody;
  scanId: string;
}

/**
 * POST .../inward/{hubId}/totes/coupled. The screen shows its own outcome (the zone dialog, or "Failed to in-scan:
 * {reason}" through the scan feedback), so the mutation raises no toast of its own; the lists are read again after.
 */
export function useInscanTote(hubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // Scan-driven: through the outbox (docs/adr/010), kept on the device when offline and replayed once, in order.
    mutationFn: (v: InscanVariables) =>
      outboxCall(
        inscanCoupledTote,
        { params: { hubId }, body: v.body },
        { key: v.scanId, label: `In-scan ${v.body.toteId}`, scope: inscanScope(hubId), lines: [v.body.toteId], invalidate: [inscanKeys.hub(hubId)] },
      ),
    meta: { errorMessage: false },
    // The tote leaves the list at once (the answer is the server's word), then the lists are read again.
    onSuccess: (answer) =>
      queryClient.setQueriesData<CoupledTotesResponse>({ queryKey: inscanKeys.hub(hubId) }, (old) =>
        old
          ? {
              ...old,
              totes: old.totes.map((t) => (t.toteId === answer.toteId ? { ...t, scanned: true, scannedBy: answer.scannedBy, scannedAt: answer.scannedAt } : t)),
            }
          : old,
      ),
    // Not awaited: the scan's feedback (the zone dialog) must not wait for the lists to be read again.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: inscanKeys.hub(hubId) }),
  });
}
