// The part of field conditions (docs/adr/010) the shell's start carries, kept to a few lines so its first paint does
// not grow: the service worker's registration after load, and the triggers that fetch the header's field marks (and
// the code behind them) only when there is something to show: the device is offline, this device's outbox holds
// writes, or an update of the installed app arrived. Everything else is in field-status.tsx and what it loads.
import { useSyncExternalStore } from 'react';
import { OUTBOX_EVENT, OUTBOX_HINT_PREFIX } from '@hub/shared/outbox';
import { useOnDemand } from '@hub/shared/ui';

let wanted = !navigator.onLine;
// The one header slot that listens (useSyncExternalStore's callback).
let changed = () => {};
const want = () => {
  wanted = true;
  changed();
};
const subscribe = (l: () => void) => {
  changed = l;
  return () => (changed = () => {});
};

/** Starts field conditions: the triggers, and with `register` the service worker under the mount after load. */
export function startField(basePath: string, register: boolean): void {
  addEventListener('offline', want);
  // The outbox (loaded with a screen that writes) says when it holds writes; a count left here by any user counts too.
  addEventListener(OUTBOX_EVENT, want);
  try {
    if (Object.keys(localStorage).some((k) => k.startsWith(OUTBOX_HINT_PREFIX))) want();
  } catch {
    // Storage blocked: the outbox's event still triggers.
  }
  if (register && navigator.serviceWorker)
    addEventListener('load', () =>
      navigator.serviceWorker
        .register(`${basePath}/sw.js`, { scope: `${basePath}/` })
        .then((reg) => {
          // An update of the installed app: one waits from an earlier visit, or arrives while a worker controls the
          // page (the first install, with none in control yet, is no update).
          if (reg.waiting) want();
          if (navigator.serviceWorker.controller) reg.onupdatefound = want;
        })
        // Not registered (no secure context, a browser setting): the app runs online only.
        .catch(() => undefined),
    );
}

const loadFieldStatus = () => import('./field-status').then((m) => m.FieldStatus);

/**
 * The header's slot of field marks: empty until a trigger fired, then the marks (fetched on demand; when that fetch
 * fails, offline before the app was installed, it is tried again once the network is back).
 */
export function FieldSlot() {
  const FieldStatus = useOnDemand(
    useSyncExternalStore(subscribe, () => wanted),
    loadFieldStatus,
  );
  return FieldStatus ? <FieldStatus /> : null;
}
