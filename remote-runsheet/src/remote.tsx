import { defineRemote, lazyScreen, type RemoteModule } from '@hub/tooling/remote-contract';

// The screen is its own chunk: the remote entry stays small and the shell renders it in Suspense.
const CloseRunsheetPage = lazyScreen(() => import('./routes/close-runsheet-page').then((m) => ({ default: m.CloseRunsheetPage })));

/** Close runsheet (spec 001 §2). */
export const remoteModule: RemoteModule = defineRemote('runsheet', [
  { path: '/hubs/:hubId/closeRunsheet', title: 'Close Runsheet', Component: CloseRunsheetPage },
]);
