import { defineRemote, lazyScreen, type RemoteModule } from '@hub/tooling/remote-contract';
import { HubHomePage } from './routes/hub-home-page';

// Inward is its own chunk: the hub home (first route) never downloads it.
const InwardPage = lazyScreen(() => import('./routes/inward-page').then((m) => ({ default: m.InwardPage })));
// Quality check and zone visibility are their own chunks: the hub home never downloads them.
const QualityCheckPage = lazyScreen(() => import('./routes/quality-check-page').then((m) => ({ default: m.QualityCheckPage })));
const ZoneVisibilityPage = lazyScreen(() => import('./routes/zone-visibility-page').then((m) => ({ default: m.ZoneVisibilityPage })));
const ZoneVisibilityItemsPage = lazyScreen(() => import('./routes/zone-visibility-page').then((m) => ({ default: m.ZoneVisibilityItemsPage })));
// Each workflow screen is its own chunk, so the hub home (the first route) stays small.
const MarkOfdPage = lazyScreen(() => import('./routes/mark-ofd-page').then((m) => ({ default: m.MarkOfdPage })));
const LmGenerationPage = lazyScreen(() => import('./routes/lm-generation-page').then((m) => ({ default: m.LmGenerationPage })));
const RouteBatchPage = lazyScreen(() => import('./routes/route-batch-page').then((m) => ({ default: m.RouteBatchPage })));
const DispatchPage = lazyScreen(() => import('./routes/dispatch-page').then((m) => ({ default: m.DispatchPage })));
const ZoneMovementPage = lazyScreen(() => import('./routes/zone-movement-page').then((m) => ({ default: m.ZoneMovementPage })));
const ToteInscanPage = lazyScreen(() => import('./routes/tote-inscan-page').then((m) => ({ default: m.ToteInscanPage })));
const ToteMergingPage = lazyScreen(() => import('./routes/tote-merging-page').then((m) => ({ default: m.ToteMergingPage })));
const TmsInwardPage = lazyScreen(() => import('./routes/tms-inward-page').then((m) => ({ default: m.TmsInwardPage })));
// The item timeline (issue 34) is reached from the flows' item views and global search, never first: its own chunk.
const ItemHistoryPage = lazyScreen(() => import('./routes/item-history-page').then((m) => ({ default: m.ItemHistoryPage })));

/** Hub Ops: the hub home and the hub workflows (spec 000 §2). */
export const remoteModule: RemoteModule = defineRemote('hubops', [
  { path: '/hubs', title: 'Hub Ops', Component: HubHomePage, nav: 'Hub Ops home' },
  { path: '/v2/hubs', title: 'Hub Ops', Component: HubHomePage },
  { path: '/hubs/:hubId/dispatch', title: 'Dispatch items', Component: DispatchPage },
  { path: '/hubs/:hubId/inward', title: 'Inward Items', Component: InwardPage },
  { path: '/v2/hubs/:hubId/inward', title: 'Inward Items', Component: InwardPage },
  { path: '/hubs/:hubId/toteInscan', title: 'Tote In-scan', Component: ToteInscanPage },
  { path: '/hubs/:hubId/toteMerging', title: 'Zone Tote Merging', Component: ToteMergingPage },
  { path: '/hubs/:hubId/routeBatchMgt', title: 'Route Batch Management', Component: RouteBatchPage },
  { path: '/hubs/:hubId/zoneMovement', title: 'Zone movement', Component: ZoneMovementPage },
  { path: '/v2/hubs/:hubId/zoneMovement', title: 'Zone movement', Component: ZoneMovementPage },
  { path: '/hubs/:hubId/qualityCheck', title: 'Quality check', Component: QualityCheckPage },
  { path: '/hubs/:hubId/zonesVisiblity', title: 'Zone visibility', Component: ZoneVisibilityPage },
  { path: '/hubs/:hubId/zonesVisiblity/:zoneId', title: 'Zone visibility', Component: ZoneVisibilityItemsPage },
  { path: '/hubs/:hubId/tmsInward', title: 'TMS Inward', Component: TmsInwardPage },
  { path: '/hubs/:hubId/markOfd', title: 'Mark OFD', Component: MarkOfdPage },
  { path: '/hubs/:hubId/lm-generation', title: 'Generate LM Manifest', Component: LmGenerationPage },
  { path: '/hubs/:hubId/items/:itemId/history', title: 'Item history', Component: ItemHistoryPage },
]);
