import { type ComponentType, useEffect, useState } from 'react';

/**
 * A component fetched when first wanted, without Suspense: while it loads, or when the fetch fails (offline before the
 * service worker has the file), the caller renders its fallback instead of a failed lazy chunk taking the page down;
 * the fetch is tried again when the network comes back.
 */
export function useOnDemand<P extends object>(wanted: boolean, load: () => Promise<ComponentType<P>>): ComponentType<P> | null {
  const [component, setComponent] = useState<{ C: ComponentType<P> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!wanted || component) return;
    let live = true;
    load().then(
      (C) => live && setComponent({ C }),
      () => {
        const retry = () => live && setAttempt((n) => n + 1);
        window.addEventListener('online', retry, { once: true });
      },
    );
    return () => {
      live = false;
    };
    // `load` is a module-level function of the caller; `attempt` re-runs after a failure.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, component, attempt]);
  return component?.C ?? null;
}
