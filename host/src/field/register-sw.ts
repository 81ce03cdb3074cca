import { SW_MESSAGES } from '../sw/sw-rules';

/** Window event: a new release of the shell is installed and waits (FieldStatus offers "Update"). */
export const SW_UPDATE_EVENT = 'hub-sw-update';

let waiting: ServiceWorker | null = null;
let registered = false;

/**
 * Registers the service worker of the installed app under the mount (docs/adr/010) and follows it: a new release
 * installs in the background and waits; the page is told (SW_UPDATE_EVENT) and the user chooses when to reload
 * (applyUpdate). Called once, by the field module, which the shell fetches after the page has loaded.
 */
export function registerServiceWorker(basePath: string): void {
  if (registered || !('serviceWorker' in navigator)) return;
  registered = true;
  navigator.serviceWorker
    .register(`${basePath}/sw.js`, { scope: `${basePath}/` })
    .then((reg) => {
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
    })
    // Not registered (no secure context, a browser setting): the app runs online only.
    .catch(() => undefined);
}

/** True when a new release waits. */
export const updateWaiting = () => waiting !== null;

/** Activates the waiting release and reloads once it controls the page. */
export function applyUpdate(): void {
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
  waiting.postMessage({ type: SW_MESSAGES.skipWaiting });
}
