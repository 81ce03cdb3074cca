import { type RemoteModule } from '@hub/tooling/remote-contract';
import { FieldExecutiveListPage } from './routes/field-executive-list-page';
import { HubManagementPage } from './routes/hub-management-page';

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
