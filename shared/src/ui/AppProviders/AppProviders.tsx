import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { hubCssVariables, hubTheme } from '../theme';
import { useOnDemand } from './use-on-demand';

// The toast outlet (with its transitions) is fetched when the first toast is raised, not with the first paint:
// toasts wait in Mantine's one notifications store (shared across host and remotes) until it mounts. A fetch that
// fails (offline before the app is installed) leaves them waiting instead of taking the page down.
const loadNotifications = () => import('@mantine/notifications').then((m) => m.Notifications);

function ToastOutlet() {
  const { notifications, queue } = useNotifications();
  const Notifications = useOnDemand(notifications.length > 0 || queue.length > 0, loadNotifications);
  if (!Notifications) return null;
  return <Notifications position="top-center" autoClose={3000} zIndex={1000} />;
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
