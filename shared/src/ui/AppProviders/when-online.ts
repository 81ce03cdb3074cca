/**
 * A dynamic import for `lazy` that does not fail for want of network: when the fetch fails (offline before the service
 * worker has the file), it waits for the device to be online and tries again, so Suspense keeps showing its fallback
 * instead of a failed chunk taking the page down.
 */
export function whenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => new Promise<T>((resolve) => addEventListener('online', () => resolve(whenOnline(load)), { once: true })));
}
