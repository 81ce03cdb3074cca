// Texts of the outbox. The spec has no offline mode (the original app is online-only): these are Hub Console's own,
// chosen in docs/adr/010-field-conditions.md.
import { OFFLINE_TEXT } from './owner';

/** Every text the outbox, its badge and the offline marks show. */
export const OUTBOX_MESSAGES = {
  /** A write kept on the device (offline, or the network failed): the screen marks it pending. */
  queued: 'Saved on this device. It will be sent when the network is back.',
  /** Line mark of writes not yet confirmed by the server. */
  pending: (n: number) => `${n} pending`,
  pendingTitle: 'Not yet confirmed by the server',
  /** Line mark of a replay the server refused. */
  refused: (message: string) => `Refused: ${message}`,
  /** Header badge (its accessible name). */
  badge: (waiting: number, refused: number) =>
    [waiting ? `${waiting} waiting to send` : '', refused ? `${refused} refused` : ''].filter(Boolean).join(', ') || 'Outbox',
  panelTitle: 'Outbox',
  waitingTitle: (n: number) => `Waiting to send (${n})`,
  refusedTitle: (n: number) => `Refused by the server (${n})`,
  empty: 'Nothing is waiting to be sent.',
  sendNow: 'Send now',
  sending: 'Sending…',
  offlineNote: 'You are offline: these are sent in order when the network is back.',
  dismiss: 'Dismiss',
  dismissAll: 'Dismiss all',
  /** A replay refused while the user was elsewhere (toast). */
  refusedToast: (n: number) =>
    n === 1 ? 'A saved change was refused by the server. See the outbox.' : `${n} saved changes were refused by the server. See the outbox.`,
  /** Logout with writes not yet sent. */
  logoutTitle: 'Changes not sent yet',
  logoutBody: (waiting: number, refused: number) =>
    [
      waiting ? `${waiting} ${waiting === 1 ? 'change has' : 'changes have'} not reached the server yet.` : '',
      refused ? `${refused} refused ${refused === 1 ? 'change is' : 'changes are'} still listed.` : '',
      'Logging out removes them from this device.',
    ]
      .filter(Boolean)
      .join(' '),
  logoutStay: 'Stay signed in',
  logoutDiscard: 'Log out and discard',
  /** The header's offline mark. */
  offline: OFFLINE_TEXT,
  offlineBanner: 'You are offline. Showing the last data this device saw.',
  /** Data served from the device's copy while the network failed. */
  savedCopy: (time: string) => `Offline copy from ${time}`,
  notSignedIn: 'Sign in to save changes.',
} as const;
