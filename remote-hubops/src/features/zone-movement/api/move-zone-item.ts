import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@hub/shared/api';
import { HUB_OPS_MESSAGES, moveZoneItems, type MoveResponse } from '@hub/shared/contracts';
import { outboxMutationFn } from '@hub/shared/outbox';
import { zoneMovementKeys, zoneMovementReplayKeys, zoneMovementScope } from './keys';

/** Variables of one move: the item, its source zone (and tote), the LM zone line with units, tote and reasons. */
export interface MoveVariables {
  hubId: string;
  zoneId: string;
  itemId: string;
  toteFilter: string | null;
  sessionId: string | null;
  moveToTote: boolean;
  line: { entityId: string; units: number; toteId: string | null; discrepancyReasons: Array<{ qty: number; comment: string }> };
}

// A quantity write: through the outbox (docs/adr/010), kept on the device when offline and replayed once, in order.
const move = outboxMutationFn(
  moveZoneItems,
  (v: MoveVariables) => ({
    params: { movementType: 'ZONE_TO_ZONE' as const },
    query: {
      moveToTote: v.moveToTote ? ('true' as const) : ('false' as const),
      activityId: v.sessionId ?? undefined,
      toteFilterId: v.toteFilter ?? undefined,
    },
    body: {
      itemId: v.itemId,
      hubOrgUnitId: v.hubId,
      sourceZoneId: v.zoneId,
      associationDetail: [{ ...v.line, toteId: v.moveToTote ? v.line.toteId : null }],
    },
  }),
  (v) => ({
    label: `Move ${v.line.units} ${v.line.units === 1 ? 'unit' : 'units'} of ${v.itemId} to ${v.line.entityId}${v.moveToTote && v.line.toteId ? ` (tote ${v.line.toteId})` : ''}`,
    scope: zoneMovementScope(v.hubId, v.zoneId),
    lines: [v.itemId],
    invalidate: zoneMovementReplayKeys(v.hubId, v.zoneId),
  }),
);

/**
 * Moves units of one item (PUT /hubOps/hubApp/move/ZONE_TO_ZONE/updateItems). The answer replaces the cached item and
 * the zone's lists refresh; a refusal is toasted with the server's text ("Failed to update units", "Partial Movement
 * Not allowed"), or "An error occured. Please try again." when it says nothing readable, and the item is refetched.
 */
export function useMoveZoneItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: move,
    meta: { errorMessage: (e) => getErrorMessage(e, HUB_OPS_MESSAGES.genericError), successMessage: (r) => (r as MoveResponse).message },
    onSuccess: (res, v) => {
      queryClient.setQueryData(zoneMovementKeys.item(v.hubId, v.zoneId, v.itemId, v.toteFilter), res.item);
      void queryClient.invalidateQueries({ queryKey: zoneMovementKeys.zoneItems(v.hubId, v.zoneId) });
      void queryClient.invalidateQueries({ queryKey: zoneMovementKeys.zones(v.hubId) });
    },
    onError: (_e, v) => void queryClient.invalidateQueries({ queryKey: zoneMovementKeys.item(v.hubId, v.zoneId, v.itemId, v.toteFilter) }),
  });
}
