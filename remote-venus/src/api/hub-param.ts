import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The hub in the URL (`?hubId=`, spec 002 §2: the dashboard keeps its hub there) and a setter keeping the rest. */
export function useHubParam(): [string | null, (hubId: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (hubId: string | null) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (hubId) next.set('hubId', hubId);
        else next.delete('hubId');
        return next;
      }),
    [setParams],
  );
  return [params.get('hubId') || null, set];
}
