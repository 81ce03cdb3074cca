import { defineRemote, type RemoteModule } from '@hub/tooling/remote-contract';
import { framedScreen } from '@hub/tooling/screen-frame';

const framed = (path: string, title: string) => framedScreen('Tote Management', path, title);

/** Tote management (summary, PSV, troubleshoot, troubleshoot issues) and segregation setup (spec 001 §2). */
export const remoteModule: RemoteModule = defineRemote('totes', [
  framed('/hubs/:hubId/toteManagement', 'Tote Management'),
  framed('/hubs/:hubId/toteManagement/receiveTotes', 'Receive Totes'),
  framed('/hubs/:hubId/toteManagement/psvTotes', 'Conduct PSV'),
  framed('/hubs/:hubId/toteManagement/sendTotes', 'Send Totes'),
  framed('/hubs/:hubId/toteManagement/troubleshootTotes', 'Troubleshoot Totes'),
  { ...framed('/hubs/:hubId/toteManagement/troubleshootIssues', 'Troubleshoot Issues'), requires: 'isL1OrAdmin' },
  framed('/hubs/:hubId/segregationSetup', 'Segregation setup'),
  framed('/v2/hubs/:hubId/segregationSetup', 'Segregation setup'),
]);
