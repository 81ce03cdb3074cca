import { Center, Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { CataloguePage } from '../pages/catalogue-page';
import { HomePage } from '../pages/home-page';
import { SettingsPage } from '../pages/settings-page';
import { RemoteRoute } from '../remotes/remote-route';
import { ShellLayout } from '../shell/shell-layout';
import { ROUTE_TABLE } from './route-table';

// Diagnostics are rarely opened: loaded on demand, off the shell's first paint.
const PlatformPage = lazy(() => import('../pages/platform-page').then((m) => ({ default: m.PlatformPage })));

function PageLoader() {
  return (
    <Center p="xl">
      <Loader role="status" aria-label="Loading" />
    </Center>
  );
}

/** Host pages, every remote route (exact, case-sensitive), anything else -> "/". */
export function AppRoutes() {
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
        {ROUTE_TABLE.map((r) => (
          <Route key={r.path} path={r.path} caseSensitive element={<RemoteRoute key={r.path} remote={r.remote} pattern={r.path} />} />
        ))}
        <Route path="*" element={<Navigate to="/" replace />} />
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
