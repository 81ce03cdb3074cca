import { type RemoteModule, type RemoteScreen } from '@hub/tooling/remote-contract';
import { ScreenFrame } from '@hub/tooling/screen-frame';

const AREA = 'Close Runsheet';

/** A screen whose area issue has not landed yet: a frame naming the screen and the hub. */
const framed = (path: string, title: string): RemoteScreen => ({
  path,
  title,
  Component: function FramedScreen() {
    return <ScreenFrame title={title} area={AREA} />;
  },
});

/** Close runsheet (spec 001 §2). */
export const remoteModule: RemoteModule = {
  name: 'runsheet',
  screens: [
    framed('/hubs/:hubId/closeRunsheet', 'Close Runsheet'),
  ],
  navEntries: [],
};
