import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@hub/shared/api';
import { getZoneForTote, tagToteToZone } from '@hub/shared/contracts';
import { outboxMutationFn } from '@hub/shared/outbox';
import { zoneMovementReplayKeys, zoneMovementScope } from './keys';

/** The zone a tote is tagged to at the hub (GET /hubOps/hubApp/{hubId}/getZoneForTote/{toteId}), null when untagged. */
export const fetchZoneForTote = async (hubId: string, toteId: string) => (await callEndpoint(getZoneForTote, { params: { hubId, toteId } })).zoneId;

/** A tote scanned for an LM zone line of an item (`itemId`) being moved out of `sourceZoneId`. */
export interface TagToteVariables {
  hubId: string;
  tote: string;
  zone: string;
  sessionId: string | null;
  sourceZoneId: string;
  itemId: string;
}

// Scan-driven: through the outbox (docs/adr/010). Offline it is kept, and the move that needs it is kept after it: the
// replay sends them in that order. It shows on the item's line (a refused tag is read where the move was made).
const tag = outboxMutationFn(
  tagToteToZone,
  (v: TagToteVariables) => ({ params: { hubId: v.hubId, tote: v.tote, zone: v.zone }, body: { sessionId: v.sessionId ?? undefined } }),
  (v) => ({
    label: `Tag tote ${v.tote} to ${v.zone}`,
    scope: zoneMovementScope(v.hubId, v.sourceZoneId),
    lines: [v.itemId],
    invalidate: zoneMovementReplayKeys(v.hubId, v.sourceZoneId),
  }),
);

/** Tags a tote to an LM zone from the tote-scan dialog (segregation setup's tagTote): the units then go into it. */
export function useTagTote() {
  // The dialog's scan outcome shows a refusal (one toast), so the mutation itself stays quiet.
  return useMutation({ mutationFn: tag, meta: { errorMessage: false } });
}
