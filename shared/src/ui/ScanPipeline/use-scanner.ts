import { useCallback, useEffect, useRef, useState } from 'react';
import { getErrorMessage, newIdempotencyKey } from '../../api';
import { scanFeedback, useDuplicateScan, useKeyboardWedge, type KeyboardWedgeOptions, type ScanFeedbackKind } from '../../hooks';
import { normaliseScanInput, type ScanType } from '../../validation/scan-input';
import { SCAN_FLASH_MS } from '../ScanFlash';
import { type ScannerVariant } from '../ScannerModal';
import { isOutboxQueued } from '../../outbox/owner';
import { toast } from '../Toast';

/** Where a scan came from; every source feeds the same handler. */
export type ScanSource = 'camera' | 'typed' | 'wedge';

/** One scan as the screen's handler receives it. */
export interface ScanEvent {
  /** Normalised value: alphanumerics only, uppercased. */
  value: string;
  /** What the source delivered. */
  raw: string;
  /** SCAN or TAG. */
  type: ScanType;
  source: ScanSource;
  /**
   * A unique id of this scan: send it as the Idempotency-Key of the write the scan causes (`callEndpoint(e, args,
   * { idempotencyKey: scan.scanId })`), so a retried or replayed scan counts once on the server.
   */
  scanId: string;
}

/** A handler's verdict: ok (success tone, green flash) or refused with the message to show. */
export interface ScanOutcome {
  ok: boolean;
  /** Shown as a toast (success or error) when present. */
  message?: string;
  /** Accepted on this device, not yet confirmed by the server (kept in the outbox: docs/adr/010). */
  pending?: boolean;
}

/**
 * The screen's scan handler: return nothing/true for success, false or `{ ok: false, message }` to refuse; throwing
 * refuses with the error's message, except a write the outbox kept (OutboxQueuedError), which is accepted as pending.
 */
export type ScanHandler = (scan: ScanEvent) => ScanOutcome | boolean | void | Promise<ScanOutcome | boolean | void>;

export interface UseScannerOptions {
  /** The one handler every source feeds; required. */
  onScan: ScanHandler;
  /** Scan type given to the handler unless a call overrides it; default 'SCAN'. */
  type?: ScanType;
  /** Listens for hardware keyboard-wedge scanners on the whole screen; default true. */
  listen?: boolean;
  /** When set, a repeat of an accepted value is refused with this message (e.g. 'Duplicate Scan.'); default none. */
  duplicateMessage?: string;
  /** Values accepted before (for the duplicate check); default none. */
  alreadyScanned?: Iterable<string>;
  /** Tone, vibration and flash on every scan; default true. */
  feedback?: boolean;
  /** Shows the outcome's message as a toast; default true. */
  toasts?: boolean;
  /** Keyboard-wedge tuning; default 50 ms between keys, at least 4 characters. */
  wedge?: KeyboardWedgeOptions;
}

/** The pipeline's state and actions; render it with <ScanPipeline scanner={...} />. */
export interface Scanner {
  /** Feeds one raw scan through normalisation, duplicate check, handler and feedback. */
  submit: (raw: string, options?: { source?: ScanSource; type?: ScanType }) => Promise<ScanOutcome | null>;
  /** Opens the scanner modal (camera by default) for the given scan type. */
  open: (variant?: ScannerVariant, type?: ScanType) => void;
  /** Closes the scanner modal. */
  close: () => void;
  /** The requested modal, or null. */
  modal: { variant: ScannerVariant; type: ScanType } | null;
  /** The current flash, or null. */
  flash: { kind: ScanFeedbackKind; key: number } | null;
  /** The last scan and its outcome. */
  last: { value: string; source: ScanSource; type: ScanType; outcome: ScanOutcome } | null;
  /** Values accepted so far (duplicate helper). */
  duplicates: ReturnType<typeof useDuplicateScan>;
}

function toOutcome(result: ScanOutcome | boolean | void): ScanOutcome {
  if (result === undefined || result === true) return { ok: true };
  if (result === false) return { ok: false };
  return result;
}

/**
 * The one scan pipeline: camera, typed and keyboard-wedge scans all go through normalisation, the optional
 * duplicate check, the screen's handler, and feedback (tone, vibration, flash, toast). Submissions run one at a
 * time, in order: a scan's duplicate check happens after every earlier scan was handled, so two identical scans
 * milliseconds apart give one accepted and one refused, and handlers never interleave.
 */
export function useScanner(options: UseScannerOptions): Scanner {
  const { type = 'SCAN', listen = true, duplicateMessage, feedback = true, toasts = true, wedge } = options;
  const [modal, setModal] = useState<Scanner['modal']>(null);
  const [flash, setFlash] = useState<Scanner['flash']>(null);
  const [last, setLast] = useState<Scanner['last']>(null);
  const duplicates = useDuplicateScan(options.alreadyScanned);
  const onScanRef = useRef(options.onScan);
  useEffect(() => {
    onScanRef.current = options.onScan;
  }, [options.onScan]);
  const flashTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (flashTimer.current) clearTimeout(flashTimer.current);
    },
    [],
  );

  const signal = useCallback(
    (outcome: ScanOutcome) => {
      const kind: ScanFeedbackKind = outcome.ok ? 'success' : 'error';
      if (feedback) {
        scanFeedback(kind);
        setFlash((f) => ({ kind, key: (f?.key ?? 0) + 1 }));
        if (flashTimer.current) clearTimeout(flashTimer.current);
        flashTimer.current = setTimeout(() => setFlash(null), SCAN_FLASH_MS);
      }
      if (toasts && outcome.message) (outcome.ok ? toast.success : toast.error)(outcome.message);
    },
    [feedback, toasts],
  );

  // The tail of the queue of submissions (see the hook's comment).
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const handle = useCallback(
    async (raw: string, opts: { source?: ScanSource; type?: ScanType }): Promise<ScanOutcome | null> => {
      const value = normaliseScanInput(raw);
      if (!value) return null;
      const scan: ScanEvent = { value, raw, type: opts.type ?? type, source: opts.source ?? 'typed', scanId: newIdempotencyKey() };
      let outcome: ScanOutcome;
      if (duplicateMessage && duplicates.isDuplicate(value)) {
        outcome = { ok: false, message: duplicateMessage };
      } else {
        try {
          outcome = toOutcome(await onScanRef.current(scan));
        } catch (e) {
          // A write the outbox kept (offline) is an accepted scan, pending: the line shows it, the outbox's toast says why.
          if (isOutboxQueued(e)) outcome = { ok: true, pending: true };
          else outcome = { ok: false, message: getErrorMessage(e) };
        }
        if (outcome.ok) duplicates.accept(value);
      }
      setLast({ value, source: scan.source, type: scan.type, outcome });
      signal(outcome);
      return outcome;
    },
    [type, duplicateMessage, duplicates, signal],
  );
  const submit = useCallback<Scanner['submit']>(
    (raw, opts = {}) => {
      const run = () => handle(raw, opts);
      const result = queue.current.then(run, run);
      queue.current = result.catch(() => undefined);
      return result;
    },
    [handle],
  );

  useKeyboardWedge((raw) => void submit(raw, { source: 'wedge' }), { ...wedge, enabled: listen });

  const open = useCallback<Scanner['open']>((variant = 'camera', scanType) => setModal({ variant, type: scanType ?? type }), [type]);
  const close = useCallback(() => setModal(null), []);
  return { submit, open, close, modal, flash, last, duplicates };
}
