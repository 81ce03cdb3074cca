import { useCallback, useRef, useState } from 'react';
import { normaliseScanInput } from '../validation/scan-input';

/** Remembers scanned values (normalised) so a screen can refuse repeats. */
export function useDuplicateScan(initial: Iterable<string> = []) {
  const seen = useRef(new Set([...initial].map(normaliseScanInput)));
  const [count, setCount] = useState(seen.current.size);
  /** True when the value was scanned before. */
  const isDuplicate = useCallback((value: string) => seen.current.has(normaliseScanInput(value)), []);
  /** Records the value; returns false (and records nothing) when it is a repeat. */
  const accept = useCallback((value: string) => {
    const v = normaliseScanInput(value);
    if (seen.current.has(v)) return false;
    seen.current.add(v);
    setCount(seen.current.size);
    return true;
  }, []);
  /** Forgets one value (e.g. after an undo) or, without argument, all of them. */
  const forget = useCallback((value?: string) => {
    if (value === undefined) seen.current.clear();
    else seen.current.delete(normaliseScanInput(value));
    setCount(seen.current.size);
  }, []);
  return { isDuplicate, accept, forget, count };
}
