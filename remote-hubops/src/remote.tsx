import { lazy } from 'react';
import { defineRemote, type RemoteModule } from '@hub/tooling/remote-contract';
import { framedScreen } from '@hub/tooling/screen-frame';
import { HubHomePage } from './routes/hub-home-page';

// Inward is its own chunk: the hub home (first route) never downloads it.
const InwardPage = lazy(() => import('./routes/inward-page').then((m) => ({ default: m.InwardPage })));
const DispatchPage = lazy(() => import('./routes/dispatch-page').then((m) => ({ default: m.DispatchPage })));

const framed = (path: string, title: string) => framedScreen('Hub Ops', path, title);

/** Hub Ops: the hub home and the hub workflows (spec 000 §2). */
export const remoteModule: RemoteModule = defineRemote('hubops', [
  { path: '/hubs', title: 'Hub Ops', Component: HubHomePage, nav: 'Hub Ops home' },
  { path: '/v2/hubs', title: 'Hub Ops', Component: HubHomePage },
  { path: '/hubs/:hubId/dispatch', title: 'Dispatch items', Component: DispatchPage },
  { path: '/hubs/:hubId/inward', title: 'Inward Items', Component: InwardPage },
  { path: '/v2/hubs/:hubId/inward', title: 'Inward Items', Component: InwardPage },
  framed('/hubs/:hubId/toteInscan', 'Tote In-scan'),
  framed('/hubs/:hubId/toteMerging', 'Zone Tote Merging'),
  framed('/hubs/:hubId/routeBatchMgt', 'Route Batch Management'),
  framed('/hubs/:hubId/zoneMovement', 'Zone movement'),
  framed('/v2/hubs/:hubId/zoneMovement', 'Zone movement'),
  framed('/hubs/:hubId/qualityCheck', 'Quality check'),
  framed('/hubs/:hubId/zonesVisiblity', 'Zone visibility'),
  framed('/hubs/:hubId/zonesVisiblity/:zoneId', 'Zone visibility'),
  framed('/hubs/:hubId/tmsInward', 'TMS Inward'),
  framed('/hubs/:hubId/markOfd', 'Mark OFD'),
  framed('/hubs/:hubId/lm-generation', 'Generate LM Manifest'),
]);
