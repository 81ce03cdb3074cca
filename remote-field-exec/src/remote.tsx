import { defineRemote, lazyScreen, type RemoteModule } from '@hub/tooling/remote-contract';

// Each screen is its own chunk: opening one route never downloads the other (the shell renders them in Suspense).
const FieldExecutiveListPage = lazyScreen(() => import('./routes/field-executive-list-page').then((m) => ({ default: m.FieldExecutiveListPage })));
const HubManagementPage = lazyScreen(() => import('./routes/hub-management-page').then((m) => ({ default: m.HubManagementPage })));

/** Field executives and hub assignment (spec 001 §2). */
export const remoteModule: RemoteModule = defineRemote('fieldExec', [
  { path: '/field-executives', title: 'Field Executive List', Component: FieldExecutiveListPage, nav: 'Field Executive List' },
  { path: '/field-executives/hub-management', title: 'Hub Management', Component: HubManagementPage, nav: 'Hub Management', requires: 'isHubManager' },
]);
