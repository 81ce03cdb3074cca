import { defineRemote, type RemoteModule } from '@hub/tooling/remote-contract';
import { framedScreen } from '@hub/tooling/screen-frame';

const framed = (path: string, title: string) => framedScreen('Monitoring', path, title);

/** Monitoring: hub dashboard, timeline, alert review, delivery-ops board, global search (spec 002 §2). */
export const remoteModule: RemoteModule = defineRemote('venus', [
  { ...framed('/venus', 'Monitoring home'), nav: 'Monitoring home' },
  { ...framed('/venus/timeline', 'Vehicle timeline'), nav: 'Vehicle timeline' },
]);
