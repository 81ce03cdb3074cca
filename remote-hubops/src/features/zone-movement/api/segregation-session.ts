import { useEffect, useState } from 'react';
import { callEndpoint } from '@hub/shared/api';
import { endSegregationSession, startSegregationSession } from '@hub/shared/contracts';

/**
 * The segregation session of a zone (000 §2 step 2): entering the zone's items records a session on the server (a
 * 15-character id, who and when); leaving ends it. Returns the id once the server answered (null before, or when
 * recording failed: moves then go without a session).
 */
export function useSegregationSession(hubId: string, zoneId: string | null): string | null {
  const [sessionId, setSessionId] = useState<string | null>(null);
  useEffect(() => {
    if (!zoneId) return undefined;
    let left = false;
    let id: string | null = null;
    callEndpoint(startSegregationSession, { params: { hubId }, body: { zoneId } })
      .then((res) => {
        id = res.sessionId;
        if (left) void callEndpoint(endSegregationSession, { params: { hubId, id } }).catch(() => undefined);
        else setSessionId(id);
      })
      .catch(() => undefined);
    return () => {
      left = true;
      setSessionId(null);
      if (id) void callEndpoint(endSegregationSession, { params: { hubId, id } }).catch(() => undefined);
    };
  }, [hubId, zoneId]);
  return sessionId;
}
