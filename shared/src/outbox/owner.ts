// Small helpers the shell's field marks and the UI kit read without loading the outbox itself.
import { OUTBOX_HINT_PREFIX } from './signals';

export { OUTBOX_EVENT, OUTBOX_HINT_PREFIX } from './signals';

/** The header's mark while the device is offline. */
export const OFFLINE_TEXT = 'Offline';

/**
 * The owner id of a user's outbox: a hash of the email (FNV-1a, 2 x 32 bit), so the device keeps no address in clear;
 * it only has to keep users apart, not hide who they are.
 */
export function outboxOwner(email: string): string {
  const s = email.trim().toLowerCase();
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ s.length;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x5bd1e995) >>> 0;
  }
  return `u${a.toString(16).padStart(8, '0')}${b.toString(16).padStart(8, '0')}`;
}

/** How many entries (waiting + refused) the owner's outbox had when this device last looked; 0 when unknown. */
export function outboxHint(owner: string): number {
  try {
    return Number(globalThis.localStorage?.getItem(OUTBOX_HINT_PREFIX + owner) ?? 0) || 0;
  } catch {
    return 0;
  }
}

/** The name of the error a write kept in the outbox rejects with (OutboxQueuedError). */
export const OUTBOX_QUEUED_ERROR = 'OutboxQueuedError';

/**
 * True for a write the outbox kept to send later: show it as pending, not as a failure. Checked by name, so a copy of
 * the class in another build matches too.
 */
export const isOutboxQueued = (error: unknown): error is Error & { entry: unknown } => error instanceof Error && error.name === OUTBOX_QUEUED_ERROR;
