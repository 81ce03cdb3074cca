import { lazy } from 'react';
import { defineRemote, type RemoteModule } from '@hub/tooling/remote-contract';
import { framedScreen } from '@hub/tooling/screen-frame';
import { HubHomePage } from './routes/hub-home-page';

// Each workflow screen is its own chunk, so the hub home (the first route) stays small.
const MarkOfdPage = lazy(() => import('./routes/mark-ofd-page').then((m) => ({ default: m.MarkOfdPage })));
const LmGenerationPage = lazy(() => import('./routes/lm-generation-page').then((m) => ({ default: m.LmGenerationPage })));
const RouteBatchPage = lazy(() => import('./routes/route-batch-page').then((m) => ({ default: m.RouteBatchPage })));

const framed = (path: string, title: string) => framedScreen('Hub Ops', path, title);

/** Hub Ops: the hub home and the hub workflows (spec 000 §2). */
export const remoteModule: RemoteModule = defineRemote('hubops', [
  { path: '/hubs', title: 'Hub Ops', Component: HubHomePage, nav: 'Hub Ops home' },
  { path: '/v2/hubs', title: 'Hub Ops', Component: HubHomePage },
  framed('/hubs/:hubId/dispatch', 'Dispatch items'),
  framed('/hubs/:hubId/inward', 'Inward Items'),
  framed('/v2/hubs/:hubId/inward', 'Inward Items'),
  framed('/hubs/:hubId/toteInscan', 'Tote In-scan'),
  framed('/hubs/:hubId/toteMerging', 'Zone Tote Merging'),
  { path: '/hubs/:hubId/routeBatchMgt', title: 'Route Batch Management', Component: RouteBatchPage },
  framed('/hubs/:hubId/zoneMovement', 'Zone movement'),
  framed('/v2/hubs/:hubId/zoneMovement', 'Zone movement'),
  framed('/hubs/:hubId/qualityCheck', 'Quality check'),
  framed('/hubs/:hubId/zonesVisiblity', 'Zone visibility'),
  framed('/hubs/:hubId/zonesVisiblity/:zoneId', 'Zone visibility'),
  framed('/hubs/:hubId/tmsInward', 'TMS Inward'),
  { path: '/hubs/:hubId/markOfd', title: 'Mark OFD', Component: MarkOfdPage },
  { path: '/hubs/:hubId/lm-generation', title: 'Generate LM Manifest', Component: LmGenerationPage },
]);
