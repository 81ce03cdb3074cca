import { defineRemote, type RemoteModule } from '@hub/tooling/remote-contract';
import { framedScreen } from '@hub/tooling/screen-frame';

/** Close runsheet (spec 001 §2). */
export const remoteModule: RemoteModule = defineRemote('runsheet', [framedScreen('Close Runsheet', '/hubs/:hubId/closeRunsheet', 'Close Runsheet')]);
