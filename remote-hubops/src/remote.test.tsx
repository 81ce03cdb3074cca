import { screen } from '@testing-library/react';
import { getHubNames, getQcItemList, getQcZones } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { expectEveryScreenRenders, sampleUrl } from '@hub/tooling/remote-testing';
import { remoteModule } from './remote';

// Screens built for real have their own tests (routes/*-page.test.tsx); the rest are still frames.
const QC_PATHS = ['/hubs/:hubId/qualityCheck', '/hubs/:hubId/zonesVisiblity', '/hubs/:hubId/zonesVisiblity/:zoneId'];
const BUILT = new Set([
  '/hubs/:hubId/inward',
  '/v2/hubs/:hubId/inward',
  '/hubs/:hubId/dispatch',
  '/hubs/:hubId/markOfd',
  '/hubs/:hubId/lm-generation',
  '/hubs/:hubId/routeBatchMgt',
  '/hubs/:hubId/zoneMovement',
  '/v2/hubs/:hubId/zoneMovement',
  '/hubs/:hubId/toteInscan',
  '/hubs/:hubId/toteMerging',
  '/hubs/:hubId/tmsInward',
  '/hubs/:hubId/items/:itemId/history',
  ...QC_PATHS,
]);

describe('remote module', () => {
  it('renders every framed screen it declares, titled as declared', async () => {
    await expectEveryScreenRenders({ ...remoteModule, screens: remoteModule.screens.filter((s) => s.path.includes(':hubId') && !BUILT.has(s.path)) });
  });

  it('renders the quality check and zone visibility screens, titled as declared', async () => {
    for (const s of remoteModule.screens.filter((x) => QC_PATHS.includes(x.path))) {
      const server = mockEndpoints(
        on(getHubNames, () => ({ body: { hubNames: [{ hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' }] } })),
        on(getQcZones, () => ({ body: { zones: [] } })),
        on(getQcItemList, ({ params }) => ({ body: { zoneId: params.zone, qcStatus: 'QC_PENDING' as const, itemsList: [], availableComments: [] } })),
      );
      const { unmount } = renderWithProviders(<s.Component />, { route: sampleUrl(s.path), path: s.path });
      expect(await screen.findByRole('heading', { name: s.title })).toBeInTheDocument();
      unmount();
      server.verify();
    }
  }, 60_000);
});
