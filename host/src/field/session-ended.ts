import { clearDeviceCopies } from './device-copies';

/**
 * What the shell does when a call answers 401 (the session expired, or was ended on another device or tab): the
 * device's copies of API answers go at once, as at logout (issue 33: a shared hub device or a driver's phone keeps
 * nothing of a session that ended), then the sign-in page shows, once (a second 401 does not sign out again).
 * The service worker drops its copies on a 401 too (sw-rules `endsSession`): this covers a page whose 401 came
 * from a call the worker does not handle.
 */
export function onSessionEnded(session: { signedIn: () => boolean; signOut: () => void }, clear: () => Promise<void> = clearDeviceCopies): Promise<void> {
  const cleared = clear();
  if (session.signedIn()) session.signOut();
  return cleared;
}
