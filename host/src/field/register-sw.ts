import { SW_MESSAGES } from '../sw/sw-rules';

/** Window event: a new release of the shell is installed and waits (FieldStatus offers "Update"). */
export const SW_UPDATE_EVENT = 'hub-sw-update';

let waiting: ServiceWorker | null = null;
let watching = false;

/**
 * Follows the service worker the shell registered after load (field-start.tsx, docs/adr/010): a new release installs
 * in the background and waits; the page is told (SW_UPDATE_EVENT) and the user chooses when to reload (applyUpdate).
 * Called by the field marks when they load, which may be after the update was found: what is installing or waiting
 * then is looked at too.
 */
export function watchUpdates(): void {
  if (watching || !('serviceWorker' in navigator)) return;
  watching = true;
  void navigator.serviceWorker.ready.then((reg) => {
    const offer = (sw: ServiceWorker | null) => {
      // Only an update: the first install has no page to replace.
      if (!sw || !navigator.serviceWorker.controller) return;
      waiting = sw;
      window.dispatchEvent(new Event(SW_UPDATE_EVENT));
    };
    const follow = (sw: ServiceWorker | null) =>
      sw?.addEventListener('statechange', () => {
        if (sw.state === 'installed') offer(sw);
      });
    offer(reg.waiting);
    follow(reg.installing);
    reg.addEventListener('updatefound', () => follow(reg.installing));
  });
}

/** True when a new release waits. */
export const updateWaiting = () => waiting !== null;

/** Activates the waiting release and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
}
