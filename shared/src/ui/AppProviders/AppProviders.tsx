import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { hubTheme } from '../theme';

export interface AppProvidersProps {
  /** The one QueryClient (the host's; a standalone remote harness makes its own). */
  queryClient: QueryClient;
  children: ReactNode;
}

/** Mantine (theme), toasts at the top of the screen, and React Query: mounted once by the host or a dev harness. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={hubTheme} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={3000} zIndex={1000} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
