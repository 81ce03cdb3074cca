import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions, type RenderResult } from '@testing-library/react';
import { type ReactElement, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import { type PilotFeature, type Role, type SessionUser } from '../contracts';
import { useSessionStore } from '../hooks';
import { createQueryClient } from '../api';
import { resetOutbox } from '../outbox/outbox-store';
import { toast, toastNotifier } from '../ui/Toast';
import { hubCssVariables, hubTheme } from '../ui/theme';
import { demoUsers } from './fixtures';

// The toast store is one per test file (Mantine keeps it in a module): a toast left by one test must not be found by
// the next test's query, so every test that renders with the kit starts with none.
if (typeof afterEach === 'function') afterEach(() => toast.clean());
// The outbox is one per page (a module): each test starts with an empty one (in memory: jsdom has no IndexedDB).
if (typeof afterEach === 'function') afterEach(() => resetOutbox());

/** What a component test can set around the component under test. */
export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Signed-in user; default demoUsers.hubManager; null renders signed out. */
  user?: SessionUser | null;
  /** Overrides the user's roles (the role flags follow); default the user's own roles. */
  roles?: Role[];
  /** Enabled pilots of the current hub; default none. */
  pilots?: readonly PilotFeature[];
  /** Hub whose pilots are loaded; default 'HUB-BLR-01'. */
  hubId?: string;
  /** Initial URL of the MemoryRouter; default '/'. */
  route?: string;
  /** Route pattern the component is mounted at (for useParams); default none (rendered as is). */
  path?: string;
  /** QueryClient; default a fresh createTestQueryClient(). */
  queryClient?: QueryClient;
}

/** A QueryClient for tests: the product's (one toast path for mutations), with nothing garbage-collected mid-test. */
export function createTestQueryClient(): QueryClient {
  const client = createQueryClient({ notify: toastNotifier });
  client.setDefaultOptions({ ...client.getDefaultOptions(), queries: { ...client.getDefaultOptions().queries, gcTime: Infinity } });
  return client;
}

function LocationProbe({ onLocation }: { onLocation: (l: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/** The render result plus the QueryClient used and the router's current location. */
export interface RenderWithProvidersResult extends RenderResult {
  queryClient: QueryClient;
  /** The MemoryRouter's location at the last render (pathname, search). */
  location: () => Location;
}

/** Renders `ui` with the session store set, Mantine (test env: no transitions), toasts, a QueryClient and a MemoryRouter. */
export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}): RenderWithProvidersResult {
  const { user = demoUsers.hubManager, roles, pilots = [], hubId = 'HUB-BLR-01', route = '/', path, queryClient = createTestQueryClient(), ...rest } = options;
  const sessionUser = user && roles ? { ...user, roles } : user;
  useSessionStore.getState().setUser(sessionUser);
  useSessionStore.getState().setPilots(hubId, pilots);
  let current: Location | null = null;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={hubTheme} cssVariablesResolver={hubCssVariables} env="test">
      <Notifications position="top-center" autoClose={3000} />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <LocationProbe onLocation={(l) => (current = l)} />
          {path ? (
            <Routes>
              <Route path={path} element={children} />
            </Routes>
          ) : (
            children
          )}
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
  const result = render(ui, { wrapper, ...rest });
  return {
    ...result,
    queryClient,
    location: () => {
      if (!current) throw new Error('router not rendered');
      return current;
    },
  };
}
