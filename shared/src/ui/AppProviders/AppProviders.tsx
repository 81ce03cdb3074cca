import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { hubCssVariables, hubTheme } from '../theme';
import { whenOnline } from './when-online';

// The toast outlet (with its transitions) is fetched when the first toast is raised, not with the first paint:
// toasts wait in Mantine's one notifications store (shared across host and remotes) until it mounts. A fetch that
// fails (offline before the app is installed) waits for the network instead of taking the page down.
const Notifications = lazy(() => whenOnline(() => import('@mantine/notifications')).then((m) => ({ default: m.Notifications })));

function ToastOutlet() {
  const { notifications, queue } = useNotifications();
  if (notifications.length === 0 && queue.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-center" autoClose={3000} zIndex={1000} />
    </Suspense>
  );
}

export interface AppProvidersProps {
  /** The one QueryClient (the host's; a standalone remote harness makes its own). */
  queryClient: QueryClient;
  children: ReactNode;
}

/** Mantine (theme), toasts at the top of the screen, and React Query: mounted once by the host or a dev harness. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={hubTheme} cssVariablesResolver={hubCssVariables} defaultColorScheme="light">
      <ToastOutlet />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
