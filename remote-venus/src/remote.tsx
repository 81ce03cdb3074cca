import { defineRemote, lazyScreen, type RemoteModule } from '@hub/tooling/remote-contract';

// Each screen is its own chunk: opening one route never downloads another (the shell renders them in Suspense).
const DashboardPage = lazyScreen(() => import('./routes/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const TimelinePage = lazyScreen(() => import('./routes/timeline-page').then((m) => ({ default: m.TimelinePage })));
const BoardPage = lazyScreen(() => import('./routes/board-page').then((m) => ({ default: m.BoardPage })));

/**
 * Monitoring (spec 002 §2): /venus is the hub dashboard (the monitoring home), /venus/board the delivery-ops board of
 * the same hub and date (our route), /venus/timeline the vehicle timeline. The global search is a view the shell
 * opens with Ctrl+K on every route; its code (Mantine Spotlight) is fetched on the first use.
 */
export const remoteModule: RemoteModule = defineRemote(
  'venus',
  [
    { path: '/venus', title: 'Hub dashboard', Component: DashboardPage, nav: 'Hub dashboard' },
    { path: '/venus/timeline', title: 'Vehicle timeline', Component: TimelinePage, nav: 'Vehicle timeline' },
    { path: '/venus/board', title: 'Delivery-ops board', Component: BoardPage, nav: 'Delivery-ops board' },
  ],
  { globalSearch: () => import('./features/global-search/components/global-search').then((m) => m.GlobalSearch) },
);
