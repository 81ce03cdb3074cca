import { type RemoteModule } from '@hub/tooling/remote-contract';
import { framedScreen } from '@hub/tooling/screen-frame';

const framed = (path: string, title: string) => framedScreen('Monitoring', path, title);

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
