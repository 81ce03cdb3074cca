import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { type QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@hub/shared/ui';
import { PinBanner } from '../remotes/pin-banner';
import { RemoteLoaderContext } from '../remotes/remote-context';
import { type RemoteLoader } from '../remotes/remote-loader';
import { SessionGate } from '../session/session-gate';
import { AppErrorBoundary } from '../shell/app-error-boundary';
import { createAppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
  remoteLoader: RemoteLoader;
  basePath: string;
}

/** The shell: providers, the app-level boundary, the session gate and the one router. */
export function App({ queryClient, remoteLoader, basePath }: AppProps) {
  const [router] = useState(() => createAppRouter(basePath));
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <RemoteLoaderContext.Provider value={remoteLoader}>
          <PinBanner />
          <SessionGate>
            <RouterProvider router={router} />
          </SessionGate>
        </RemoteLoaderContext.Provider>
      </AppErrorBoundary>
    </AppProviders>
  );
}
