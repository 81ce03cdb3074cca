import { useMutation, useQueryClient } from '@tanstack/react-query';
import { outboxMutationFn } from '@hub/shared/outbox';
import { CORRECTION_MESSAGES, correctInwardCount, type InwardCorrectionResponse, type InwardItemsResponse } from '@hub/shared/contracts';
import { hubOpsKeys } from '../../../api/keys';
import { type CorrectionValues } from '../../../components/correction-dialog';
import { inwardScope } from './update-inward-item';

/** Variables of one inward correction: the manifest, the item and what the dialog gave. */
export interface InwardCorrectionVariables extends CorrectionValues {
  hubId: string;
  spaId: string;
  itemId: string;
}

const unitsText = (n: number) => `${n} ${n === 1 ? 'unit' : 'units'}`;

// A correction a scan screen drives: through the outbox like the scans it corrects (docs/adr/010), one
// Idempotency-Key per Save, so a retry after a lost answer takes the units back once.
const correct = outboxMutationFn(
  correctInwardCount,
  (v: InwardCorrectionVariables) => ({
    params: { hubId: v.hubId, spaId: v.spaId },
    body: { itemId: v.itemId, units: v.units, reasonCode: v.reasonCode, ...(v.note ? { note: v.note } : {}) },
  }),
  (v) => ({
    label: `Take back ${unitsText(v.units)} of ${v.itemId}`,
    scope: inwardScope(v.spaId),
    lines: [v.itemId],
    invalidate: [hubOpsKeys.item(v.spaId, v.itemId), hubOpsKeys.manifestItems(v.spaId)],
  }),
);

/**
 * Takes inward units back (POST /hubOps/hubApp/{hubId}/inward/{spaId}/corrections). The answer's item replaces the
 * cached detail and its line in the manifest's lists at once (the count drops before the lists refetch); "Correction
 * saved." on success. A refusal is the dialog's to show (no toast); a write kept offline shows as pending on the line.
 */
export function useCorrectInwardCount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correct,
    meta: { successMessage: CORRECTION_MESSAGES.saved, errorMessage: false },
    onSuccess: (res: InwardCorrectionResponse, v) => {
      queryClient.setQueryData(hubOpsKeys.item(v.spaId, v.itemId), res.item);
      queryClient.setQueriesData<InwardItemsResponse>({ queryKey: hubOpsKeys.manifestItems(v.spaId) }, (list) =>
        list && Array.isArray(list.items)
          ? {
              ...list,
              items: list.items.map((i) =>
                i.itemId === v.itemId
                  ? { ...i, pickedQty: res.item.pickedQty, dispatchedQty: res.item.dispatchedQty, pickingStatus: res.item.pickingStatus }
                  : i,
              ),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: hubOpsKeys.manifestItems(v.spaId) });
    },
  });
}
