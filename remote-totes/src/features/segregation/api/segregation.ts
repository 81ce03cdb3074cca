import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '@hub/shared/api';
import { detagToteFromZone, getSegregationZones, getTaggedTotes, startSegregationSession, tagToteToZone } from '@hub/shared/contracts';
import { segregationKeys } from '../../../api/keys';

/** The hub's zones (the autocomplete). */
export const useZones = (hubId: string) =>
  useQuery({ queryKey: segregationKeys.zones(hubId), queryFn: ({ signal }) => callEndpoint(getSegregationZones, { params: { hubId } }, { signal }) });

/** Totes tagged to the chosen zone; idle until a zone is chosen. */
export const useTaggedTotes = (hubId: string, zone: string | null) =>
  useQuery({
    queryKey: segregationKeys.tagged(hubId, zone ?? ''),
    queryFn: ({ signal }) => callEndpoint(getTaggedTotes, { params: { hubId, zone: zone! } }, { signal }),
    enabled: Boolean(zone),
  });

/**
 * The page's segregation session (15-character id recorded on the server), started once per visit. The id travels
 * with every tag and de-tag so the server knows which session (and last zone) each belongs to.
 */
export function useSegregationSession(hubId: string) {
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    callEndpoint(startSegregationSession, { params: { hubId }, body: {} })
      .then((s) => live && setSessionId(s.sessionId))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [hubId]);
  return { sessionId, failed };
}

/** Tag and de-tag, refreshing the zones' lists. */
export function useZoneTags(hubId: string, sessionId: string | null) {
  const queryClient = useQueryClient();
  const body = sessionId ? { sessionId } : {};
  const refresh = () => queryClient.invalidateQueries({ queryKey: segregationKeys.allTagged(hubId) });
  return {
    tag: async (tote: string, zone: string, scanId: string) => {
      const res = await callEndpoint(tagToteToZone, { params: { hubId, tote, zone }, body }, { idempotencyKey: scanId });
      await refresh();
      return res;
    },
    detag: async (tote: string, zone: string) => {
      const res = await callEndpoint(detagToteFromZone, { params: { hubId, tote, zone }, body });
      await refresh();
      return res;
    },
  };
}
