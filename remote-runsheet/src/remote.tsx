import { defineRemote, lazyScreen, type RemoteModule } from '@hub/tooling/remote-contract';

// The screen is its own chunk: the remote entry stays small and the shell renders it in Suspense.
const CloseRunsheetPage = lazyScreen(() => import('./routes/close-runsheet-page').then((m) => ({ default: m.CloseRunsheetPage })));
const TripDistancePage = lazyScreen(() => import('./routes/trip-distance-page').then((m) => ({ default: m.TripDistancePage })));

/** Close runsheet (spec 001 §2), and the Approve-distance page its close panel opens in a new tab. */
export const remoteModule: RemoteModule = defineRemote('runsheet', [
  { path: '/hubs/:hubId/closeRunsheet', title: 'Close Runsheet', Component: CloseRunsheetPage },
  { path: '/logistics/refStatusMap/:runsheetId/:hubId/mapbox', title: 'Trip Distance', Component: TripDistancePage },
]);
