import { useEffect, useMemo, useRef } from 'react';

/** Search debounce used across the app (spec 000 §9, 002 §9). */
export const SEARCH_DEBOUNCE_MS = 200;

/** A stable callback that runs `fn` once `delayMs` after the last call (pending calls are dropped on unmount). */
export function useDebouncedCallback<A extends unknown[]>(fn: (...args: A) => void, delayMs: number = SEARCH_DEBOUNCE_MS) {
  const fnRef = useRef(fn);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    fnRef.current = fn;
  }, [fn]);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return useMemo(
    () =>
      (...args: A) => {
        if (timer.current) clearTimeout(timer.current);
        timer.current = setTimeout(() => fnRef.current(...args), delayMs);
      },
    [delayMs],
  );
}
