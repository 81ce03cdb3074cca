import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@hub/shared/api';
import { outboxMutationFn } from '@hub/shared/outbox';
import { type ActivityViewType, HUB_OPS_MESSAGES, takeActionFailedMessage, updateInwardItems } from '@hub/shared/contracts';
import { hubOpsKeys } from '../../../api/keys';
import { type LineSave } from '../../../components/item-detail/item-detail-view';

/** Variables of one inward save. */
export interface InwardSave extends LineSave {
  hubId: string;
  spaId: string;
  itemId: string;
  viewType: ActivityViewType;
}

/** The outbox scope of a manifest's inward lines: the items view and the item detail show what waits there. */
export const inwardScope = (spaId: string) => `inward:${spaId}`;

// A quantity write: through the outbox (docs/adr/010), kept on the device when offline and replayed once.
const update = outboxMutationFn(
  updateInwardItems,
  (v: InwardSave) => ({
    query: { activityViewType: v.viewType, movementType: 'HUB_INWARD' as const },
    body: {
      itemId: v.itemId,
      hubOrgUnitId: v.hubId,
      metaData: { spaId: v.spaId },
      associationDetail: [{ associationId: v.associationId, units: v.units, discrepancyReasons: v.discrepancyReasons }],
    },
  }),
  (v) => ({
    label: `Inward ${v.units} ${v.units === 1 ? 'unit' : 'units'} of ${v.itemId}`,
    scope: inwardScope(v.spaId),
    lines: [v.itemId],
    invalidate: [hubOpsKeys.item(v.spaId, v.itemId), hubOpsKeys.manifestItems(v.spaId)],
  }),
);

/** The toast of a failed inward: the unit refusal as the spec words it, anything else as "Failed to take action. {message}". */
export function inwardErrorMessage(error: unknown): string {
  const message = getErrorMessage(error);
  return message === HUB_OPS_MESSAGES.unitsRefused ? message : takeActionFailedMessage(message);
}

/**
 * Inwards units of one line (PUT /hubOps/hubApp/inward/updateItems). The answer is the item after the write: it
 * replaces the cached detail and the list refreshes; after a failure the item is refetched (spec 000 §8).
 */
export function useUpdateInwardItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: update,
    meta: { errorMessage: inwardErrorMessage },
    onSuccess: (res, v) => {
      queryClient.setQueryData(hubOpsKeys.item(v.spaId, v.itemId), res.item);
      void queryClient.invalidateQueries({ queryKey: hubOpsKeys.manifestItems(v.spaId) });
    },
    onError: (_e, v) => void queryClient.invalidateQueries({ queryKey: hubOpsKeys.item(v.spaId, v.itemId) }),
  });
}
