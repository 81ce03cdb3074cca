import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useParams } from 'react-router-dom';
import {
  callEndpoint,
  createQueryClient,
  getEnabledPilotsQueryOptions,
  getErrorMessage,
  getSessionInfoQueryOptions,
  platformKeys,
  signOut,
} from '@hub/shared/api';
import { demoLogin, getAuthProviders } from '@hub/shared/contracts';
import { useSessionStore } from '@hub/shared/hooks';
import { AppProviders } from '@hub/shared/ui';
import { type RemoteModule } from '../remote-contract';

/** Demo sign-in for standalone work: the accounts the API offers when demo mode is on. */
function DevSignIn() {
  const queryClient = useQueryClient();
  const providers = useQuery({
    queryKey: ['dev-harness', 'providers'],
    queryFn: () => callEndpoint(getAuthProviders, {}),
  });
  const login = useMutation({
    mutationFn: (email: string) => callEndpoint(demoLogin, { body: { email } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: platformKeys.session.all }),
  });
  if (providers.isLoading) return <Loader m="xl" />;
  if (providers.isError)
    return (
      <Alert color="red" m="md" title="Is the API running?">
        {getErrorMessage(providers.error)}
      </Alert>
    );
  if (!providers.data?.demo) return <Alert m="md">This API has no demo accounts: start it with demo mode on (pnpm --filter @hub/api dev).</Alert>;
  return (
    <Stack p="md" gap="sm">
      <Title order={3}>Standalone remote: sign in as</Title>
      {providers.data.demoAccounts.map((a) => (
        <Button key={a.email} variant="light" h={56} onClick={() => login.mutate(a.email)} loading={login.isPending && login.variables === a.email}>
          {a.name} ({a.roles.join(', ')})
        </Button>
      ))}
      {login.isError && <Alert color="red">{getErrorMessage(login.error)}</Alert>}
    </Stack>
  );
}

/** Keeps the session store and the pilots of the hub in the URL up to date, like the host does. */
function HarnessLayout({ remote }: { remote: RemoteModule }) {
  const session = useQuery(getSessionInfoQueryOptions());
  const setUser = useSessionStore((s) => s.setUser);
  const setPilots = useSessionStore((s) => s.setPilots);
  const { hubId } = useParams();
  const search = new URLSearchParams(useLocation().search);
  const pilotsHub = hubId ?? search.get('hubId') ?? undefined;
  const pilots = useQuery({ ...getEnabledPilotsQueryOptions(pilotsHub ?? ''), enabled: Boolean(pilotsHub && session.data) });
  useEffect(() => setUser(session.data?.user ?? null), [session.data, setUser]);
  useEffect(() => {
    if (pilotsHub && pilots.data) setPilots(pilotsHub, pilots.data);
    if (pilotsHub && pilots.isError) {
      setPilots(pilotsHub, []);
      notifications.show({ color: 'red', message: `Error fetching enabled pilots: ${getErrorMessage(pilots.error)}` });
    }
  }, [pilotsHub, pilots.data, pilots.isError, pilots.error, setPilots]);
  if (session.isLoading)
    return (
      <Center h="100vh">
        <Loader />
      </Center>
    );
  if (!session.data?.user) return <DevSignIn />;
  return (
    <Stack gap={0}>
      <Group p="xs" justify="space-between" bg="gray.1">
        <Text size="sm">
          {remote.name} standalone · {session.data.user.name}
        </Text>
        <Group gap="xs">
          {remote.navEntries.map((e) => (
            <Anchor key={e.path} component={Link} to={e.path} size="sm">
              {e.label}
            </Anchor>
          ))}
          <Button size="xs" variant="subtle" onClick={() => void signOut().finally(() => window.location.reload())}>
            Logout
          </Button>
        </Group>
      </Group>
      <Outlet />
    </Stack>
  );
}

/** Renders one remote alone: demo sign-in against the API, session, roles, pilots and its screens at their paths. */
export function startDevHarness(remote: RemoteModule): void {
  const queryClient = createQueryClient();
  const first = window.location.pathname.split('/')[1];
  const basename = first && !remote.screens.some((s) => s.path.split('/')[1] === first) ? `/${first}` : '/';
  const fallbackPath = remote.navEntries[0]?.path ?? remote.screens[0]?.path.replace(':hubId', 'HUB-BLR-01') ?? '/';
  const el = document.getElementById('root');
  if (!el) throw new Error('#root is missing');
  createRoot(el).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter basename={basename}>
          <Routes>
            <Route element={<HarnessLayout remote={remote} />}>
              {remote.screens.map((s) => (
                <Route
                  key={s.path}
                  path={s.path}
                  caseSensitive
                  element={
                    // Screens may be split (React.lazy) like in the shell.
                    <Suspense fallback={<Loader role="status" aria-label="Loading" />}>
                      <s.Component />
                    </Suspense>
                  }
                />
              ))}
              <Route path="*" element={<Navigate to={fallbackPath} replace />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}
