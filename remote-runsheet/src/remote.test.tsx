import { screen } from '@testing-library/react';
import { getAllActiveRunsheets, getTripDistance } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { sampleUrl } from '@hub/tooling/remote-testing';
import { remoteModule } from './remote';

describe('remote module', () => {
  it('declares Close Runsheet and the Approve-distance page (spec 001 §2) and renders each titled as declared', async () => {
    expect(remoteModule.screens.map((s) => [s.path, s.title])).toEqual([
      ['/hubs/:hubId/closeRunsheet', 'Close Runsheet'],
      ['/logistics/refStatusMap/:runsheetId/:hubId/mapbox', 'Trip Distance'],
    ]);
    const server = mockEndpoints(
      // The list opens with the hub's runsheets; the map with the runsheet's distance.
      on(getAllActiveRunsheets, () => ({ body: { successful: true, message: '0 active runsheets', runsheets: [] } })),
      on(getTripDistance, ({ params }) => ({
        body: {
          successful: true,
          message: '42 km travelled',
          tripDistance: {
            runsheetId: params.runsheetId,
            hubId: params.hubId,
            hubName: 'Bengaluru Central Hub',
            vehicleNumber: null,
            driverName: null,
            activityStatus: 'IN_PROGRESS' as const,
            tripDistanceKm: 42,
            plannedDistanceKm: 30,
            tripDistanceApproved: false,
            approvedBy: null,
            approvedAt: null,
            overrideReason: null,
            stops: [],
          },
        },
      })),
    );
    const firstContent = ['There are no forward runsheets to close.', 'Approval pending'];
    for (const [i, s] of remoteModule.screens.entries()) {
      const { unmount } = renderWithProviders(<s.Component />, { route: sampleUrl(s.path), path: s.path });
      expect(await screen.findByRole('heading', { name: s.title })).toBeInTheDocument();
      expect(await screen.findByText(firstContent[i]!)).toBeInTheDocument();
      unmount();
    }
    server.verify();
  });
});
