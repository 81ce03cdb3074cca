import { useMutation, useQueryClient } from '@tanstack/react-query';
import { correctZoneMovement, type MovementCorrectionResponse } from '@hub/shared/contracts';
import { outboxMutationFn } from '@hub/shared/outbox';
import { zoneMovementKeys, zoneMovementReplayKeys, zoneMovementScope } from './keys';

/** Variables of one movement correction: the item, its source zone (and the detail's tote filter), units and why. */
export interface MovementCorrectionVariables {
  hubId: string;
  zoneId: string;
  itemId: string;
  toteFilter: string | null;
  units: number;
  reasonCode: string;
  note?: string;
}

// A quantity write like the move it undoes: through the outbox (docs/adr/010), kept on the device when offline and
// replayed once with its Idempotency-Key.
const correct = outboxMutationFn(
  correctZoneMovement,
  (v: MovementCorrectionVariables) => ({
    params: { hubId: v.hubId, zoneId: v.zoneId },
    body: { itemId: v.itemId, units: v.units, reasonCode: v.reasonCode, ...(v.note ? { note: v.note } : {}) },
  }),
  (v) => ({
    label: `Take back ${v.units} ${v.units === 1 ? 'unit' : 'units'} of ${v.itemId} into ${v.zoneId}`,
    scope: zoneMovementScope(v.hubId, v.zoneId),
    lines: [v.itemId],
    invalidate: zoneMovementReplayKeys(v.hubId, v.zoneId),
  }),
);

/**
 * Takes moved units of one item back into the source zone (POST /hubOps/hubApp/{hubId}/zones/{zoneId}/corrections).
 * The answer replaces the cached item detail and the zone's lists refresh. A refusal is not toasted: the correction
 * dialog shows the server's text.
 */
export function useCorrectZoneMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correct,
    meta: { errorMessage: false, successMessage: (r) => (r as MovementCorrectionResponse).message },
    onSuccess: (res, v) => {
      // The answer is the detail over every tote of the zone; a detail filtered to one tote is read again instead.
      if (v.toteFilter === null) queryClient.setQueryData(zoneMovementKeys.item(v.hubId, v.zoneId, v.itemId, null), res.item);
      else void queryClient.invalidateQueries({ queryKey: zoneMovementKeys.item(v.hubId, v.zoneId, v.itemId, v.toteFilter) });
      void queryClient.invalidateQueries({ queryKey: zoneMovementKeys.zoneItems(v.hubId, v.zoneId) });
      void queryClient.invalidateQueries({ queryKey: zoneMovementKeys.zones(v.hubId) });
    },
  });
}
