import { useMutation } from '@tanstack/react-query';
import { callEndpoint, endpointMutationFn } from '@hub/shared/api';
import { getZoneForTote, tagToteToZone } from '@hub/shared/contracts';

/** The zone a tote is tagged to at the hub (GET /hubOps/hubApp/{hubId}/getZoneForTote/{toteId}), null when untagged. */
export const fetchZoneForTote = async (hubId: string, toteId: string) => (await callEndpoint(getZoneForTote, { params: { hubId, toteId } })).zoneId;

const tag = endpointMutationFn(tagToteToZone, (v: { hubId: string; tote: string; zone: string; sessionId: string | null }) => ({
  params: { hubId: v.hubId, tote: v.tote, zone: v.zone },
  body: { sessionId: v.sessionId ?? undefined },
}));

/** Tags a tote to an LM zone from the tote-scan dialog (segregation setup's tagTote): the units then go into it. */
export function useTagTote() {
  // The dialog's scan outcome shows a refusal (one toast), so the mutation itself stays quiet.
  return useMutation({ mutationFn: tag, meta: { errorMessage: false } });
}
