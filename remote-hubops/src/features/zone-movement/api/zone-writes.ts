import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getErrorMessage } from '@hub/shared/api';
import {
  completeSourceToteSegregation,
  HUB_OPS_MESSAGES,
  type MovementRouteBatch,
  moveItemsToLmZones,
  type MoveToLmResponse,
  selfToteMovement,
  ZONE_MOVEMENT_MESSAGES,
} from '@hub/shared/contracts';
import { outboxMutationFn, type OutboxIntent } from '@hub/shared/outbox';
import { zoneMovementKeys, zoneMovementReplayKeys, zoneMovementScope } from './keys';

interface ZoneVariables {
  hubId: string;
  zoneId: string;
  sessionId: string | null;
}

const refresh = (queryClient: ReturnType<typeof useQueryClient>, v: ZoneVariables) => {
  void queryClient.invalidateQueries({ queryKey: zoneMovementKeys.zone(v.hubId, v.zoneId) });
  void queryClient.invalidateQueries({ queryKey: zoneMovementKeys.zones(v.hubId) });
};

// Every write here moves units or totes: through the outbox (docs/adr/010), kept when offline and replayed in order.
// Zone-wide writes show on the zone's line (the zone id), a tote's on the tote's.
const intent = (v: ZoneVariables, label: string, line: string): OutboxIntent => ({
  label,
  scope: zoneMovementScope(v.hubId, v.zoneId),
  lines: [line],
  invalidate: zoneMovementReplayKeys(v.hubId, v.zoneId),
});

const toLm = outboxMutationFn(
  moveItemsToLmZones,
  (v: ZoneVariables & { sessionId: string; tote: string | null; batch: MovementRouteBatch | null }) => ({
    params: { hubId: v.hubId, zone: v.zoneId, id: v.sessionId },
    query: { toteIdFilter: v.tote ?? undefined, routeBatch: v.batch ?? undefined },
  }),
  (v) => intent(v, `Move every unit of ${v.tote ? `tote ${v.tote}` : v.zoneId} to its LM zone`, v.tote ?? v.zoneId),
);

/** "Move to LM zones" (PUT /hubOps/hubApp/{hubId}/{zone}/{session}/moveItemsToLmZones): the list's units go loose to their LM zones. */
export function useMoveItemsToLmZones() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toLm,
    meta: {
      errorMessage: (e) => getErrorMessage(e, HUB_OPS_MESSAGES.genericError),
      successMessage: (r) => `${(r as MoveToLmResponse).message}: ${(r as MoveToLmResponse).unitsMoved} units`,
    },
    onSettled: (_r, _e, v) => refresh(queryClient, v),
  });
}

const self = outboxMutationFn(
  selfToteMovement,
  (v: ZoneVariables & { tote: string }) => ({
    params: { hubId: v.hubId, zone: v.zoneId, tote: v.tote },
    body: { sessionId: v.sessionId ?? undefined },
  }),
  (v) => intent(v, `Segregate tote ${v.tote} to its LM zone`, v.tote),
);

/** "Segregate to the current tote" (POST .../zone/{zone}/self/tote/movement/{tote}). */
export function useSelfToteMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: self,
    meta: { errorMessage: (e) => getErrorMessage(e, HUB_OPS_MESSAGES.genericError), successMessage: ZONE_MOVEMENT_MESSAGES.selfToteMoved },
    onSettled: (_r, _e, v) => refresh(queryClient, v),
  });
}

const close = outboxMutationFn(
  completeSourceToteSegregation,
  (v: ZoneVariables & { tote: string }) => ({
    params: { id: v.tote },
    body: { hubOrgUnitId: v.hubId, zoneId: v.zoneId, sessionId: v.sessionId ?? undefined },
  }),
  (v) => intent(v, `Close tote ${v.tote}`, v.tote),
);

/** "Close tote" (POST /hubOps/hubApp/completeSourceToteSegregation/{tote}). */
export function useCloseSourceTote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: close,
    meta: { errorMessage: (e) => getErrorMessage(e, HUB_OPS_MESSAGES.genericError), successMessage: ZONE_MOVEMENT_MESSAGES.toteClosed },
    onSettled: (_r, _e, v) => refresh(queryClient, v),
  });
}
