import { lazy } from 'react';
import { type RemoteModule } from '@hub/tooling/remote-contract';

// Each screen is its own chunk: opening one route never downloads the other (the shell renders them in Suspense).
const FieldExecutiveListPage = lazy(() => import('./routes/field-executive-list-page').then((m) => ({ default: m.FieldExecutiveListPage })));
const HubManagementPage = lazy(() => import('./routes/hub-management-page').then((m) => ({ default: m.HubManagementPage })));

/** Field executives and hub assignment (spec 001 §2). */
export const remoteModule: RemoteModule = {
  name: 'fieldExec',
  screens: [
    { path: '/field-executives', title: 'Field Executive List', Component: FieldExecutiveListPage },
    { path: '/field-executives/hub-management', title: 'Hub Management', Component: HubManagementPage },
  ],
  navEntries: [
    { label: 'Field Executive List', path: '/field-executives' },
    { label: 'Hub Management', path: '/field-executives/hub-management', requires: 'isHubManager' },
  ],
};
