import { useInfiniteQuery } from '@tanstack/react-query';
import { callEndpoint, createQueryKeys } from '@hub/shared/api';
import { getItemHistory, getManifestActivity, HISTORY_PAGE_DEFAULT } from '@hub/shared/contracts';

/** Query keys of the item timeline and the manifest activity log (docs/areas/history.md); live changes invalidate them. */
export const historyKeys = {
  ...createQueryKeys('history'),
  /** An item's (or a shipment's) timeline at a hub. */
  item: (hubId: string, itemId: string) => ['history', 'item', hubId, itemId] as const,
  /** A manifest's activity log. */
  manifest: (hubId: string, spaId: string) => ['history', 'manifest', hubId, spaId] as const,
};

/**
 * An item's timeline, newest first, a page at a time (GET .../items/{itemId}/history): each next page asks for the
 * calls before the oldest one shown (`before` = the answer's `nextBefore`), so lines added meanwhile never shift a page.
 */
export function useItemHistory(hubId: string, itemId: string, pageSize = HISTORY_PAGE_DEFAULT) {
  return useInfiniteQuery({
    queryKey: historyKeys.item(hubId, itemId),
    queryFn: ({ pageParam, signal }) => callEndpoint(getItemHistory, { params: { hubId, itemId }, query: { limit: pageSize, before: pageParam } }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: Boolean(hubId && itemId),
  });
}

/** A manifest's activity log, newest first, a page at a time; read only while `enabled` (its drawer is open). */
export function useManifestActivity(hubId: string, spaId: string, enabled: boolean, pageSize = HISTORY_PAGE_DEFAULT) {
  return useInfiniteQuery({
    queryKey: historyKeys.manifest(hubId, spaId),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint(getManifestActivity, { params: { hubId, spaId }, query: { limit: pageSize, before: pageParam } }, { signal }),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled,
  });
}
