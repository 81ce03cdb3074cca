import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { CataloguePage } from '../pages/catalogue-page';
import { HomePage } from '../pages/home-page';
import { SettingsPage } from '../pages/settings-page';
import { RemoteRoute } from '../remotes/remote-route';
import { AppErrorView } from '../shell/app-error-boundary';
import { ShellLayout } from '../shell/shell-layout';
import { ROUTE_TABLE } from './route-table';

/** The one router: host pages, every remote route (exact, case-sensitive), anything else -> "/". */
export function buildRoutes(): RouteObject[] {
  return [
    {
      element: <ShellLayout />,
      errorElement: <AppErrorView />,
      children: [
        { index: true, element: <HomePage /> },
        { path: 'settings', element: <SettingsPage />, caseSensitive: true },
        { path: 'settings/catalogue', element: <CataloguePage />, caseSensitive: true },
        // Diagnostics are rarely opened: loaded on demand, off the shell's first paint.
        { path: 'settings/platform', caseSensitive: true, lazy: async () => ({ Component: (await import('../pages/platform-page')).PlatformPage }) },
        ...ROUTE_TABLE.map((r) => ({
          path: r.path,
          caseSensitive: true,
          element: <RemoteRoute key={r.path} remote={r.remote} pattern={r.path} />,
        })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/** The browser router under the base path (the first URL segment). */
export function createAppRouter(basename: string) {
  return createBrowserRouter(buildRoutes(), { basename: basename || '/' });
}
