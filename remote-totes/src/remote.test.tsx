import { screen } from '@testing-library/react';
import { getHubNames, getPsvSummary, getPsvTasks, getSegregationZones, getToteSummary, startSegregationSession } from '@hub/shared/contracts';
import { mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { sampleUrl } from '@hub/tooling/remote-testing';
import { remoteModule } from './remote';

// The generic check (tooling's expectEveryScreenRenders) with this area's calls answered: every screen declared
// renders at a URL of its route with its title as the page heading.
describe('remote module', () => {
  it('renders every screen it declares, titled as declared', async () => {
    expect(remoteModule.screens).toHaveLength(8);
    for (const s of remoteModule.screens) {
      const server = mockEndpoints(
        on(getHubNames, () => ({ body: { hubNames: [{ hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' }] } })),
        on(getToteSummary, () => ({ body: { totalActiveCount: 1, psvCount: 0, pendingOnboardCount: 0, lostThisWeekCount: 0 } })),
        on(getPsvSummary, () => ({ body: { task: null } })),
        on(getPsvTasks, () => ({ body: { tasks: [] } })),
        on(getSegregationZones, () => ({ body: { zones: [] } })),
        on(startSegregationSession, () => ({ body: { sessionId: 'ABCDEFGHIJKLMNO', startedAt: '2026-11-23T00:00:00.000Z' } })),
      );
      const { unmount } = renderWithProviders(<s.Component />, { route: sampleUrl(s.path), path: s.path, roles: ['hubPsvManager', 'supportTeam'] });
      expect(await screen.findByRole('heading', { name: s.title })).toBeInTheDocument();
      unmount();
      server.verify();
    }
    // Lazy screens compile on first import under jest: a generous budget.
  }, 60_000);
});
