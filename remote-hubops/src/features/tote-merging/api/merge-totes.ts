import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, getErrorMessage } from '@hub/shared/api';
import { getMergeTote, getMergeZones, getMergeZoneTotes, mergeFailedMessage, mergeTote, type MergeToteResponse } from '@hub/shared/contracts';
import { outboxCall } from '@hub/shared/outbox';
import { mergeKeys } from './keys';

export const getMergeZonesQueryOptions = (hubId: string) =>
  queryOptions({ queryKey: mergeKeys.zones(hubId), queryFn: ({ signal }) => callEndpoint(getMergeZones, { params: { hubId } }, { signal }) });
/** Zones with at least 2 qualified totes (GET .../merge-totes/hubs/{hubId}/zones). */
export const useMergeZones = (hubId: string) => useQuery(getMergeZonesQueryOptions(hubId));

/** A zone's qualified totes (GET .../zones/{zoneId}/totes). */
export const useMergeZoneTotes = (hubId: string, zoneId: string) =>
  useQuery({
    queryKey: mergeKeys.zoneTotes(hubId, zoneId),
    queryFn: ({ signal }) => callEndpoint(getMergeZoneTotes, { params: { hubId, zoneId } }, { signal }),
  });

/** A source tote with its items and suggested destinations (GET .../totes/{toteId}). */
export const useMergeTote = (hubId: string, toteId: string) =>
  useQuery({ queryKey: mergeKeys.tote(hubId, toteId), queryFn: ({ signal }) => callEndpoint(getMergeTote, { params: { hubId, toteId } }, { signal }) });

/** The outbox scope of a zone's merges (docs/adr/010): the tote cards show what waits there, by tote id. */
export const mergeScope = (hubId: string, zoneId: string) => `merge:${hubId}:${zoneId}`;

/** One merge; the destination scan's id is its Idempotency-Key (a retried confirmation merges once). */
export interface MergeVariables {
  zoneId: string;
  source: string;
  destination: string;
  key: string;
}

/** POST .../totes/{toteId} with destinationToteId: "Merged X into Y" / "Failed to merge: {reason}"; the hub's lists are read again. */
export function useMergeTotes(hubId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A quantity write (every unit of a tote): through the outbox (docs/adr/010), kept offline and replayed once.
    mutationFn: (v: MergeVariables) =>
      outboxCall(
        mergeTote,
        { params: { hubId, toteId: v.source }, body: { destinationToteId: v.destination } },
        {
          key: v.key,
          label: `Merge ${v.source} into ${v.destination}`,
          scope: mergeScope(hubId, v.zoneId),
          lines: [v.source, v.destination],
          invalidate: [mergeKeys.hub(hubId)],
        },
      ),
    // The server's answer says what was merged ("Merged X into Y", the shared text).
    meta: { successMessage: (d: unknown) => (d as MergeToteResponse).message, errorMessage: (e: unknown) => mergeFailedMessage(getErrorMessage(e)) },
    onSettled: (_answer, _error, v) => {
      // The source's own detail is only marked stale: after a merge it is empty and the screen leaves it (a refetch
      // would answer "not part of tote list" while it fades out).
      const source = mergeKeys.tote(hubId, v.source);
      void queryClient.invalidateQueries({ queryKey: source, refetchType: 'none' });
      return queryClient.invalidateQueries({
        queryKey: mergeKeys.hub(hubId),
        predicate: (q) => JSON.stringify(q.queryKey) !== JSON.stringify(source),
      });
    },
  });
}
