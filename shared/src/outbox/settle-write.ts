// The one place a screen tells the three ends of a write apart (docs/adr/010): the server accepted it, the outbox kept
// it on the device to send later (offline: pending, not a failure), or it failed. Scan handlers, save panels and bulk
// actions all had their own try/catch with `if (isOutboxQueued(e)) ...`; they now say what each end means to them.
// Reads only ./owner, so a screen importing it does not load the outbox itself.
import { isOutboxQueued } from './owner';

/** A write the outbox kept to send later (OutboxQueuedError, matched by name). */
export type QueuedWrite = Error & { entry: unknown };

/**
 * What a screen does with each end of one write. Each end has its own result type (the call answers their union), so
 * `{ ok: true }` here and `{ ok: false, message }` there need no annotation; an end left to its default rethrows.
 */
export interface WriteOutcomes<T, D, Q = never, F = never> {
  /**
   * The server accepted the write. Runs inside the same guard as the write: should it throw, that counts as a failed
   * write (`refused`), as the screens' own try blocks did.
   */
  done: (answer: T) => D | Promise<D>;
  /**
   * The outbox kept the write (offline, or the network failed): default rethrow the OutboxQueuedError, which the scan
   * pipeline (`useScanner`) accepts as a pending scan and the query client never toasts as a failure.
   */
  queued?: (error: QueuedWrite) => Q | Promise<Q>;
  /**
   * Anything else: the server refused the write, or a call made outside the outbox found no network. Default rethrow
   * (the caller's error path, e.g. the mutation's toast or the pipeline's refusal with the error's message).
   */
  refused?: (error: unknown) => F | Promise<F>;
  /** After any of the three, awaited before the result (a refresh the screen makes whatever happened). */
  settled?: () => unknown;
}

const rethrow = (error: unknown): never => {
  throw error;
};

/**
 * Runs one write (a scan's write, a save, one step of a bulk action) and hands its end to the screen: `done` with the
 * answer, `queued` when the outbox kept it, `refused` otherwise. A write kept by the outbox and not handled is
 * rethrown, so a scan handler that only says what success and refusal mean still shows it as pending.
 */
export async function settleWrite<T, D, Q = never, F = never>(write: () => Promise<T>, on: WriteOutcomes<T, D, Q, F>): Promise<D | Q | F> {
  try {
    return await on.done(await write());
  } catch (error) {
    if (isOutboxQueued(error)) return await (on.queued ?? rethrow)(error);
    return await (on.refused ?? rethrow)(error);
  } finally {
    await on.settled?.();
  }
}

/**
 * The same split as TanStack `mutate(variables, callbacks)` callbacks, for a screen that fires a mutation without
 * awaiting it (its callbacks then run only while the screen is mounted). There is nobody to rethrow to: an end
 * without a handler does nothing (the mutation's own meta still toasts a failure).
 */
export function writeCallbacks<T>(on: { done?: (answer: T) => void; queued?: (error: QueuedWrite) => void; refused?: (error: unknown) => void }): {
  onSuccess: (answer: T) => void;
  onError: (error: unknown) => void;
} {
  return {
    onSuccess: (answer) => on.done?.(answer),
    onError: (error) => (isOutboxQueued(error) ? on.queued?.(error) : on.refused?.(error)),
  };
}
