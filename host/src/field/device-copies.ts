/** Cache Storage names of the service worker's copies of API answers (host/src/sw/service-worker.ts). */
export const API_CACHE = 'hub-api';

/**
 * Removes what this device keeps of the signed-in user's data besides the outbox: the service worker's copies of API
 * answers (logout; a different user signing in). The app's own files stay cached.
 */
export async function clearDeviceCopies(): Promise<void> {
  try {
    if (typeof caches !== 'undefined') await caches.delete(API_CACHE);
  } catch {
    // Cache Storage unavailable (insecure context, private mode): nothing was kept.
  }
}
