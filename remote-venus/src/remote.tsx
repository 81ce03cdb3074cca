import { type RemoteModule, type RemoteScreen } from '@hub/tooling/remote-contract';
import { ScreenFrame } from '@hub/tooling/screen-frame';

const AREA = 'Monitoring';

/** A screen whose area issue has not landed yet: a frame naming the screen and the hub. */
const framed = (path: string, title: string): RemoteScreen => ({
  path,
  title,
  Component: function FramedScreen() {
    return <ScreenFrame title={title} area={AREA} />;
  },
});

/** Monitoring: hub dashboard, timeline, alert review, delivery-ops board, global search (spec 002 §2). */
export const remoteModule: RemoteModule = {
  name: 'venus',
  screens: [
    framed('/venus', 'Monitoring home'),
    framed('/venus/timeline', 'Vehicle timeline'),
  ],
  navEntries: [
    { label: 'Monitoring home', path: '/venus' },
    { label: 'Vehicle timeline', path: '/venus/timeline' },
  ],
};
