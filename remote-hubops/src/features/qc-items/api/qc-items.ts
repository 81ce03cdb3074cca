import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointMutationFn } from '@hub/shared/api';
import { outboxMutationFn } from '@hub/shared/outbox';
import {
  completeZoneQc,
  correctQcDecision,
  fetchSisterSkusForItem,
  getQcItemList,
  sortQcItems,
  updateQcState,
  type QcFlowType,
  type QcItemList,
  type QcSort,
  type EndpointResult,
  type QcCorrectionBody,
  type QcCorrectionResponse,
  type QcUpdateBody,
  type ZoneQcItem,
  type ZoneQcStatus,
} from '@hub/shared/contracts';
import { qcKeys } from '../../../api/qc-keys';

/** The zone's QC items in one sort (the server sorts; a saved item is re-sorted here). */
export const getQcItemsQueryOptions = (hubId: string, type: QcFlowType, zoneId: string, sort: QcSort) =>
  queryOptions({
    queryKey: qcKeys.items(hubId, type, zoneId, sort),
    queryFn: ({ signal }) => callEndpoint(getQcItemList, { params: { hubId, type, zone: zoneId }, query: { sortStrategy: sort } }, { signal }),
  });

export const useQcItems = (hubId: string, type: QcFlowType, zoneId: string, sort: QcSort) => useQuery(getQcItemsQueryOptions(hubId, type, zoneId, sort));

/** The outbox scope of a zone's QC lines (the item cards show what waits there). */
export const qcScope = (hubId: string, zoneId: string) => `qc:${hubId}:${zoneId}`;

/**
 * Saves one QC edit. The answer replaces the item in every cached list of the zone (re-sorted, totals recomputed from
 * the list) and the zone list is refreshed (its status may have changed). Errors toast through the mutation's meta.
 */
export function useUpdateQcState(hubId: string, zoneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A quantity write: through the outbox (docs/adr/010), kept on the device when offline and replayed once.
    mutationFn: outboxMutationFn(
      updateQcState,
      (v: { itemId: string; body: QcUpdateBody }) => ({ params: { hubId, zone: zoneId, id: v.itemId }, body: v.body }),
      (v) => ({
        label: `QC edit of ${v.itemId} in ${zoneId}`,
        scope: qcScope(hubId, zoneId),
        lines: [v.itemId],
        invalidate: [qcKeys.zones(hubId), qcKeys.hubItems(hubId)],
      }),
    ),
    onSuccess: (res: EndpointResult<typeof updateQcState>) => storeQcItem(queryClient, hubId, zoneId, res),
    meta: { successMessage: 'QC updated' },
  });
}

/** Puts a written item into every cached list of the zone (re-sorted, with the zone's new status) and refreshes the zone list. */
function storeQcItem(queryClient: QueryClient, hubId: string, zoneId: string, res: { item: ZoneQcItem; zoneQcStatus: ZoneQcStatus }) {
  for (const type of ['QUALITY_CHECK', 'ZONE_VISIBLITY'] as const) {
    for (const [key, data] of queryClient.getQueriesData<QcItemList>({ queryKey: qcKeys.zoneItems(hubId, type, zoneId) })) {
      if (!data) continue;
      const sort = key[key.length - 1] as QcSort;
      const itemsList = sortQcItems(
        data.itemsList.map((i) => (i.itemId === res.item.itemId ? res.item : i)),
        sort,
      );
      queryClient.setQueryData<QcItemList>(key, { ...data, qcStatus: res.zoneQcStatus, itemsList });
    }
  }
  void queryClient.invalidateQueries({ queryKey: qcKeys.zones(hubId) });
}

/**
 * Reverses QC decisions of one item (issue 34; POST /hubOps/hubApp/{hubId}/qc/zones/{zone}/corrections): approved or
 * rejected units back to pending or to the other side, with a CORRECTION reason. Through the outbox like every QC
 * edit; the answer replaces the item in the zone's lists. A refusal is not toasted: the correction dialog shows it.
 */
export function useCorrectQcDecision(hubId: string, zoneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: outboxMutationFn(
      correctQcDecision,
      (v: QcCorrectionBody) => ({ params: { hubId, zone: zoneId }, body: v }),
      (v) => ({
        label: `QC correction of ${v.itemId} in ${zoneId}: ${v.units} ${v.from === 'ACCEPTED' ? 'approved' : 'rejected'} to ${(v.to ?? 'PENDING').toLowerCase()}`,
        scope: qcScope(hubId, zoneId),
        lines: [v.itemId],
        invalidate: [qcKeys.zones(hubId), qcKeys.hubItems(hubId)],
      }),
    ),
    onSuccess: (res: QcCorrectionResponse) => storeQcItem(queryClient, hubId, zoneId, res),
    meta: { errorMessage: false, successMessage: (r) => (r as QcCorrectionResponse).message },
  });
}

/** Completes the zone's QC; the answer (success or the blocking orders) is shown by the screen's dialog. */
export function useCompleteZoneQc(hubId: string, zoneId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endpointMutationFn<typeof completeZoneQc, void>(completeZoneQc, () => ({ params: { hubId, zone: zoneId } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: qcKeys.zones(hubId) });
      void queryClient.invalidateQueries({ queryKey: qcKeys.hubItems(hubId) });
    },
  });
}

/** The other items (sister SKUs) of an item's order; fetched only when asked for. */
export const useSisterSkus = (itemId: string, orderId: string, enabled: boolean) =>
  useQuery({
    queryKey: qcKeys.sisterSkus(itemId, orderId),
    queryFn: ({ signal }) => callEndpoint(fetchSisterSkusForItem, { params: { itemId, orderId } }, { signal }),
    enabled,
  });
