import { type RemoteModule, type RemoteScreen } from '@hub/tooling/remote-contract';
import { ScreenFrame } from '@hub/tooling/screen-frame';
import { HubHome } from './features/home/components/hub-home';

const AREA = 'Hub Ops';

/** A screen whose area issue has not landed yet: a frame naming the screen and the hub. */
const framed = (path: string, title: string): RemoteScreen => ({
  path,
  title,
  Component: function FramedScreen() {
    return <ScreenFrame title={title} area={AREA} />;
  },
});

/** Hub Ops: the hub home and the hub workflows (spec 000 §2). */
export const remoteModule: RemoteModule = {
  name: 'hubops',
  screens: [
    { path: '/hubs', title: 'Hub Ops', Component: HubHome },
    { path: '/v2/hubs', title: 'Hub Ops', Component: HubHome },
    framed('/hubs/:hubId/dispatch', 'Dispatch items'),
    framed('/hubs/:hubId/inward', 'Inward Items'),
    framed('/v2/hubs/:hubId/inward', 'Inward Items'),
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
  ],
  navEntries: [{ label: 'Hub Ops home', path: '/hubs' }],
};
