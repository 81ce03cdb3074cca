import { defineRemote, lazyScreen, type RemoteModule } from '@hub/tooling/remote-contract';

// Each screen is its own chunk: opening one route never downloads another (the shell renders them in Suspense).
const ToteManagementPage = lazyScreen(() => import('./routes/tote-management-page').then((m) => ({ default: m.ToteManagementPage })));
const ReceiveTotesPage = lazyScreen(() => import('./routes/transfer-pages').then((m) => ({ default: m.ReceiveTotesPage })));
const SendTotesPage = lazyScreen(() => import('./routes/transfer-pages').then((m) => ({ default: m.SendTotesPage })));
const PsvPage = lazyScreen(() => import('./routes/psv-page').then((m) => ({ default: m.PsvPage })));
const TroubleshootTotesPage = lazyScreen(() => import('./routes/troubleshoot-totes-page').then((m) => ({ default: m.TroubleshootTotesPage })));
const TroubleshootIssuesPage = lazyScreen(() => import('./routes/troubleshoot-issues-page').then((m) => ({ default: m.TroubleshootIssuesPage })));
const SegregationSetupPage = lazyScreen(() => import('./routes/segregation-setup-page').then((m) => ({ default: m.SegregationSetupPage })));

/** Tote management (summary, receive, send, PSV, troubleshoot, troubleshoot issues) and segregation setup (spec 001 §2). */
export const remoteModule: RemoteModule = defineRemote('totes', [
  { path: '/hubs/:hubId/toteManagement', title: 'Tote Management', Component: ToteManagementPage },
  { path: '/hubs/:hubId/toteManagement/receiveTotes', title: 'Receive Totes', Component: ReceiveTotesPage },
  { path: '/hubs/:hubId/toteManagement/psvTotes', title: 'Conduct PSV', Component: PsvPage },
  { path: '/hubs/:hubId/toteManagement/sendTotes', title: 'Send Totes', Component: SendTotesPage },
  { path: '/hubs/:hubId/toteManagement/troubleshootTotes', title: 'Troubleshoot Totes', Component: TroubleshootTotesPage },
  { path: '/hubs/:hubId/toteManagement/troubleshootIssues', title: 'Troubleshoot Issues', Component: TroubleshootIssuesPage, requires: 'isL1OrAdmin' },
  { path: '/hubs/:hubId/segregationSetup', title: 'Segregation setup', Component: SegregationSetupPage },
  { path: '/v2/hubs/:hubId/segregationSetup', title: 'Segregation setup', Component: SegregationSetupPage },
]);
