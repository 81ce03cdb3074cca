import { type RemoteModule } from '@hub/tooling/remote-contract';
import { framedScreen } from '@hub/tooling/screen-frame';

const framed = (path: string, title: string) => framedScreen('Close Runsheet', path, title);

/** Close runsheet (spec 001 §2). */
export const remoteModule: RemoteModule = {
  name: 'runsheet',
  screens: [
    framed('/hubs/:hubId/closeRunsheet', 'Close Runsheet'),
  ],
  navEntries: [],
};
