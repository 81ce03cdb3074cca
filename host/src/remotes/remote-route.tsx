import { Box, Center, Loader } from '@mantine/core';
import { startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { type RemoteModule } from '@hub/tooling/remote-contract';
import { useSetAreaNav } from '../shell/area-nav';
import { RemoteBoundary } from './remote-boundary';
import { RemoteBuildLine } from './remote-build-line';
import { useRemoteLoader } from './remote-context';
import { RemoteErrorView } from './remote-error-view';

function RouteLoader() {
  return (
    <Center p="xl">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

type LoadState = { status: 'loading' } | { status: 'ready'; module: RemoteModule } | { status: 'error'; error: unknown };

/** Loads a remote when its route is visited. */
export function useRemoteModule(remote: string) {
  const loader = useRemoteLoader();
  const [state, setState] = useState<LoadState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loader.load(remote, attempt > 0).then(
      // Mounting the screen is the biggest render of a page load: as a transition React renders it in slices that
      // yield to the browser (TBT, issue 11); the loader stays until it is done.
      (module) => {
        if (live) startTransition(() => setState({ status: 'ready', module }));
      },
      (error: unknown) => {
        console.error(`Remote ${remote} failed to load`, error);
        if (live) setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
  }, [loader, remote, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { state, retry };
}

export interface RemoteRouteProps {
  remote: string;
  /** The route-table pattern that matched; the remote renders its screen for it. */
  pattern: string;
}

/** A route served by a remote: loader, then the remote's screen inside its own boundary, or the error view. */
export function RemoteRoute({ remote, pattern }: RemoteRouteProps) {
  const { state, retry } = useRemoteModule(remote);
  const { pathname } = useLocation();
  const setAreaNav = useSetAreaNav();
  const navEntries = state.status === 'ready' ? state.module.navEntries : null;
  useEffect(() => {
    if (!navEntries) return;
    setAreaNav(navEntries);
    return () => setAreaNav([]);
  }, [navEntries, setAreaNav]);
  if (state.status === 'loading') return <RouteLoader />;
  if (state.status === 'error') return <RemoteErrorView remote={remote} onRetry={retry} />;
  const screen = state.module.screens.find((s) => s.path === pattern);
  if (!screen) return <RemoteErrorView remote={remote} onRetry={retry} />;
  const Screen = screen.Component;
  return (
    <>
      {/* The screen fills at least the viewport under the 56 px header, so the build line starts below the fold and
          is not pushed down (a layout shift) when the screen's content arrives after its loader (CLS, issue 11). */}
      <Box mih="calc(100dvh - 56px)">
        <RemoteBoundary remote={remote} key={pathname}>
          {/* A remote may split its screens (React.lazy): their chunks load inside the remote's own boundary. */}
          <Suspense fallback={<RouteLoader />}>
            <Screen />
          </Suspense>
        </RemoteBoundary>
      </Box>
      <RemoteBuildLine remote={remote} />
    </>
  );
}
