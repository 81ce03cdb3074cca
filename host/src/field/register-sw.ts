import { SW_MESSAGES } from '../sw/sw-rules';

/** Window event: a new release of the shell is installed and waits (FieldStatus offers "Reload"). */
export const SW_UPDATE_EVENT = 'hub-sw-update';

let waiting: ServiceWorker | null = null;

/**
 * Registers the service worker of the installed app (docs/adr/010) under the mount, once the page has loaded (it
 * competes with nothing the first paint needs). A new release installs in the background and waits; the page is told
 * (SW_UPDATE_EVENT) and the user chooses when to reload (applyUpdate).
 */
export function registerServiceWorker(basePath: string): void {
  if (!('serviceWorker' in navigator)) return;
  const base = basePath || '';
  window.addEventListener('load', () => {
    void navigator.serviceWorker
      .register(`${base}/sw.js`, { scope: `${base}/` })
      .then((reg) => {
        const offer = (sw: ServiceWorker | null) => {
          // Only an update: the first install has no page to replace.
          if (!sw || !navigator.serviceWorker.controller) return;
          waiting = sw;
          window.dispatchEvent(new Event(SW_UPDATE_EVENT));
        };
        offer(reg.waiting);
        reg.addEventListener('updatefound', () => {
          const sw = reg.installing;
          sw?.addEventListener('statechange', () => {
            if (sw.state === 'installed') offer(sw);
          });
        });
      })
      .catch(() => undefined);
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
