import { type QueryClient } from '@tanstack/react-query';
import { AppProviders } from '@hub/shared/ui';
import { PinBanner } from '../remotes/pin-banner';
import { RemoteLoaderContext } from '../remotes/remote-context';
import { type RemoteLoader } from '../remotes/remote-loader';
import { SessionGate } from '../session/session-gate';
import { AppErrorBoundary } from '../shell/app-error-boundary';
import { AppRouter } from './router';

export interface AppProps {
  queryClient: QueryClient;
  remoteLoader: RemoteLoader;
  basePath: string;
}

/** The shell: providers, the app-level boundary, the session gate and the one router. */
export function App({ queryClient, remoteLoader, basePath }: AppProps) {
  return (
    <AppProviders queryClient={queryClient}>
      <AppErrorBoundary>
        <RemoteLoaderContext.Provider value={remoteLoader}>
          <PinBanner />
          <SessionGate>
            <AppRouter basename={basePath} />
          </SessionGate>
        </RemoteLoaderContext.Provider>
      </AppErrorBoundary>
    </AppProviders>
  );
}
