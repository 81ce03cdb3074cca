import { type ComponentType, useCallback, useEffect, useState } from 'react';

/**
 * Views one remote exposes for others (e.g. the org support area's drop order view, shown in the monitoring
 * timeline; the monitoring global search, opened by the shell on every route). A remote never imports another:
 * the shell registers one resolver here (it loads the owning remote through its RemoteLoader) and a remote asks
 * for a view by remote and view name. This module is a Module Federation singleton (@hub/shared/hooks), so the
 * shell and every remote see the same resolver.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a view's props are known to its caller, not here
export type AnyView = ComponentType<any>;
export type RemoteViewResolver = (remote: string, view: string, force: boolean) => Promise<AnyView>;

let resolver: RemoteViewResolver | null = null;

/** The shell sets this once at start; null again in tests. */
export function setRemoteViewResolver(next: RemoteViewResolver | null): void {
  resolver = next;
}

/** Loads a view of a remote through the shell (`force` retries a failed load past caches). */
export function loadRemoteView(remote: string, view: string, force = false): Promise<AnyView> {
  if (!resolver) return Promise.reject(new Error(`Views of ${remote} are loaded by the shell, which is not present`));
  return resolver(remote, view, force);
}

/** A remote view as a component once loaded; `error` when the load failed; `retry` loads it again. Idle until enabled. */
export function useRemoteView<P>(remote: string, view: string, enabled = true): { View: ComponentType<P> | null; error: unknown; retry: () => void } {
  const [state, setState] = useState<{ View: ComponentType<P> | null; error: unknown }>({ View: null, error: null });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadRemoteView(remote, view, attempt > 0).then(
      (View) => live && setState({ View: View as ComponentType<P>, error: null }),
      (error: unknown) => live && setState({ View: null, error }),
    );
    return () => {
      live = false;
    };
  }, [remote, view, enabled, attempt]);
  const retry = useCallback(() => {
    setState({ View: null, error: null });
    setAttempt((a) => a + 1);
  }, []);
  return { ...state, retry };
}
