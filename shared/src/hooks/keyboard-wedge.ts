import { useEffect, useRef } from 'react';

/** Tuning of the keyboard-wedge detector. */
export interface KeyboardWedgeOptions {
  /** Longest gap between two keys of one scan, ms; default 50 (scanners type every 5-30 ms, people every 100+). */
  maxKeyIntervalMs?: number;
  /** Fewest characters before Enter that count as a scan; default 4. */
  minLength?: number;
}

/** Default longest gap between keys of one hardware scan. */
export const WEDGE_MAX_KEY_INTERVAL_MS = 50;
/** Default fewest characters of one hardware scan. */
export const WEDGE_MIN_LENGTH = 4;

/**
 * Recognises a hardware scanner that types like a keyboard: a fast burst of printable keys ending in Enter.
 * Feed it every key with its time; it calls `onScan` once per burst and ignores slow (human) typing.
 */
export function createKeyboardWedgeDetector(onScan: (raw: string) => void, options: KeyboardWedgeOptions = {}) {
  const maxGap = options.maxKeyIntervalMs ?? WEDGE_MAX_KEY_INTERVAL_MS;
  const minLength = options.minLength ?? WEDGE_MIN_LENGTH;
  let buffer = '';
  let last = -Infinity;
  return {
    /** Handles one key; returns true when the key completed a scan (the caller then prevents its default). */
    key(key: string, now: number): boolean {
      if (now - last > maxGap) buffer = '';
      last = now;
      if (key === 'Enter') {
        const value = buffer;
        buffer = '';
        if (value.length >= minLength) {
          onScan(value);
          return true;
        }
        return false;
      }
      // Shift, Control and other named keys have long names; scanners send Shift before capitals.
      if (key.length === 1) buffer += key;
      return false;
    },
    /** Drops a half-received burst. */
    reset() {
      buffer = '';
      last = -Infinity;
    },
  };
}

function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}

/**
 * Who owns the hardware scanner: the most recently enabled listener. A screen may mount several scanners (a page
 * scanner and a dialog's); one hardware scan must reach exactly one handler, the one the user is looking at. When
 * the owner unmounts or is disabled, the previous listener owns the wedge again.
 */
const wedgeOwners: symbol[] = [];
/** True when `token` is the current owner of the hardware wedge. */
export const ownsWedge = (token: symbol) => wedgeOwners[wedgeOwners.length - 1] === token;

/**
 * Listens on the whole screen for hardware-scanner bursts while `enabled`, without any field focused; only the
 * active (most recently enabled) listener receives a scan. Keys typed into a field are left to that field (a
 * typable scanner handles them).
 */
export function useKeyboardWedge(onScan: (raw: string) => void, options: KeyboardWedgeOptions & { enabled?: boolean } = {}) {
  const { enabled = true, maxKeyIntervalMs, minLength } = options;
  const onScanRef = useRef(onScan);
  useEffect(() => {
    onScanRef.current = onScan;
  }, [onScan]);

  useEffect(() => {
    if (!enabled) return undefined;
    const token = Symbol('wedge-owner');
    wedgeOwners.push(token);
    const detector = createKeyboardWedgeDetector((raw) => onScanRef.current(raw), { maxKeyIntervalMs, minLength });
    const onKeyDown = (event: KeyboardEvent) => {
      if (!ownsWedge(token)) return;
      if (event.ctrlKey || event.metaKey || event.altKey || isEditable(event.target)) {
        detector.reset();
        return;
      }
      // The key's own time (when the browser received it), not the time we handle it: a busy main thread (a long task,
      // a GC pause) queues a scanner's burst and hands it over late, and handling times would split it in two.
      if (detector.key(event.key, event.timeStamp || performance.now())) event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => {
      window.removeEventListener('keydown', onKeyDown, true);
      wedgeOwners.splice(wedgeOwners.indexOf(token), 1);
    };
  }, [enabled, maxKeyIntervalMs, minLength]);
}
