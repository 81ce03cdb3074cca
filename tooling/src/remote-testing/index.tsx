import { screen } from '@testing-library/react';
import { getHubNames } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { type RemoteModule } from '../remote-contract';

/** A concrete URL for a route pattern: every parameter gets a sample value (hubs get a seeded hub id). */
export const sampleUrl = (pattern: string) => pattern.replace(':hubId', 'HUB-BLR-01').replace(/:([A-Za-z]+)/g, 'SAMPLE-$1');

/**
 * Renders every screen a remote declares at a URL of its route and expects its title as the page heading: the
 * declaration, the component and the route agree. Used by each remote's remote.test.tsx.
 */
export async function expectEveryScreenRenders(remoteModule: RemoteModule): Promise<void> {
  for (const s of remoteModule.screens) {
    const server = mockEndpoints(on(getHubNames, () => ({ body: { hubNames: [{ hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' }] } })));
    const { unmount } = renderWithProviders(<s.Component />, { route: sampleUrl(s.path), path: s.path });
    expect(await screen.findByRole('heading', { name: s.title })).toBeInTheDocument();
    unmount();
    server.verify();
  }
}
