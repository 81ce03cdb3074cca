import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { CataloguePage } from '../pages/catalogue-page';
import { HomePage } from '../pages/home-page';
import { SettingsPage } from '../pages/settings-page';
import { RemoteRoute } from '../remotes/remote-route';
import { useResolutionState } from '../remotes/use-shell-resolution';
import { ShellLayout } from '../shell/shell-layout';
import { routeTableOf } from './route-table';

// Diagnostics are rarely opened: loaded on demand, off the shell's first paint.
const PlatformPage = lazy(() => import('../pages/platform-page').then((m) => ({ default: m.PlatformPage })));

function PageLoader() {
  return (
    <Center p="xl">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

/**
 * A path the shell cannot place because the registry (which lists every remote's routes) could not be read: the
 * address stays, so a reload may still open it.
 */
function RegistryErrorView({ error }: { error: unknown }) {
  return (
    <Stack p="md" role="alert" data-testid="registry-error">
      <Alert color="red" title="This page could not be opened">
        <Text size="sm">The list of the app's areas could not be read ({error instanceof Error ? error.message : String(error)}).</Text>
      </Alert>
      <Button h={44} onClick={() => window.location.reload()}>
        Reload
      </Button>
    </Stack>
  );
}

/**
 * Host pages, every route the remotes declare (exact, case-sensitive; from the registry read at start), anything else
 * -> "/". Until the registry is read (a microtask when index.html carries it) a path is neither a remote's nor unknown.
 */
export function AppRoutes() {
  const state = useResolutionState();
  const remotes = state.status === 'ready' ? state.value.remotes : null;
  const table = useMemo(() => (remotes ? routeTableOf(remotes) : []), [remotes]);
  return (
    <Routes>
      <Route element={<ShellLayout />}>
        <Route index element={<HomePage />} />
        <Route path="settings" caseSensitive element={<SettingsPage />} />
        <Route path="settings/catalogue" caseSensitive element={<CataloguePage />} />
        <Route
          path="settings/platform"
          caseSensitive
          element={
            <Suspense fallback={<PageLoader />}>
              <PlatformPage />
            </Suspense>
          }
        />
        {table.map((r) => (
          <Route key={r.path} path={r.path} caseSensitive element={<RemoteRoute key={r.path} remote={r.remote} pattern={r.path} />} />
        ))}
        <Route
          path="*"
          element={
            state.status === 'pending' ? <PageLoader /> : state.status === 'failed' ? <RegistryErrorView error={state.error} /> : <Navigate to="/" replace />
          }
        />
      </Route>
    </Routes>
  );
}

/**
 * The one router under the base path (the first URL segment). Declarative on purpose: nothing uses loaders or
 * actions, and leaving the data router out keeps its code off the shell's first paint (docs/adr/002 section 5).
 * A render error in the shell's own routes reaches the app-level boundary around it.
 */
export function AppRouter({ basename }: { basename: string }) {
  return (
    <BrowserRouter basename={basename || '/'}>
      <AppRoutes />
    </BrowserRouter>
  );
}
