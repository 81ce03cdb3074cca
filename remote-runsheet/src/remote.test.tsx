import { screen } from '@testing-library/react';
import { getAllActiveRunsheets } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { sampleUrl } from '@hub/tooling/remote-testing';
import { remoteModule } from './remote';

describe('remote module', () => {
  it('declares Close Runsheet at /hubs/:hubId/closeRunsheet and renders it titled as declared', async () => {
    expect(remoteModule.screens.map((s) => [s.path, s.title])).toEqual([['/hubs/:hubId/closeRunsheet', 'Close Runsheet']]);
    // The screen lists the hub's runsheets as soon as it opens.
    const server = mockEndpoints(on(getAllActiveRunsheets, () => ({ body: { successful: true, message: '0 active runsheets', runsheets: [] } })));
    for (const s of remoteModule.screens) {
      const { unmount } = renderWithProviders(<s.Component />, { route: sampleUrl(s.path), path: s.path });
      expect(await screen.findByRole('heading', { name: s.title })).toBeInTheDocument();
      expect(await screen.findByText('There are no forward runsheets to close.')).toBeInTheDocument();
      unmount();
    }
    server.verify();
  });
});
