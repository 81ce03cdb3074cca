import { type RemoteModule, type RemoteScreen } from '@hub/tooling/remote-contract';
import { ScreenFrame } from '@hub/tooling/screen-frame';

const AREA = 'Field Executive';

/** A screen whose area issue has not landed yet: a frame naming the screen and the hub. */
const framed = (path: string, title: string): RemoteScreen => ({
  path,
  title,
  Component: function FramedScreen() {
    return <ScreenFrame title={title} area={AREA} />;
  },
});

/** Field executives and hub assignment (spec 001 §2). */
export const remoteModule: RemoteModule = {
  name: 'fieldExec',
  screens: [
    framed('/field-executives', 'Field Executive List'),
    framed('/field-executives/hub-management', 'Hub Management'),
  ],
  navEntries: [
    { label: 'Field Executive List', path: '/field-executives' },
    { label: 'Hub Management', path: '/field-executives/hub-management', requires: 'isHubManager' },
  ],
};
