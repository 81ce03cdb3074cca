import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getPsvSummary, getToteSummary } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { ToteManagementPage } from './tote-management-page';

let server: MockServer;
function world(...overrides: MockRoute[]) {
  server = mockEndpoints(
    on(getToteSummary, () => ({ body: { totalActiveCount: 42, psvCount: 5, pendingOnboardCount: 3, lostThisWeekCount: 2 } })),
    on(getPsvSummary, () => ({
      body: {
        task: {
          psvTaskId: 'PSV-BLR-0002',
          state: 'PROCESSING' as const,
          createdAt: '2026-11-22T09:00:00.000Z',
          verifiedAssetCount: 8,
          totalAssetCount: 12,
          assetDistribution: [],
          activities: [],
        },
      },
    })),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());
const render = (roles: Parameters<typeof renderWithProviders>[1] extends infer O ? (O extends { roles?: infer R } ? R : never) : never) =>
  renderWithProviders(<ToteManagementPage />, { route: '/hubs/HUB-BLR-01/toteManagement', path: '/hubs/:hubId/toteManagement', roles });

describe('Tote Management home', () => {
  it('shows the live summary counts and the four cards to a hub executive (no Troubleshoot Issues, no manager panel)', async () => {
    render(['hubExecutive']);
    expect(await screen.findByTestId('summary-Active Totes')).toHaveTextContent('42');
    expect(screen.getByTestId('summary-Under PSV')).toHaveTextContent('5');
    expect(screen.getByTestId('summary-Pending Activation')).toHaveTextContent('3');
    for (const c of ['Receive Totes', 'Conduct PSV', 'Send Totes', 'Troubleshoot Totes'])
      expect(screen.getByRole('button', { name: new RegExp(`^${c}`) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Troubleshoot Issues/ })).toBeNull();
    expect(screen.queryByLabelText('Manager panel')).toBeNull();
  });

  it('shows Troubleshoot Issues to L1 or admin, and the manager panel to hubPsvManager', async () => {
    const { unmount } = render(['supportTeam']);
    expect(await screen.findByRole('button', { name: /^Troubleshoot Issues/ })).toBeInTheDocument();
    unmount();
    render(['hubPsvManager']);
    expect(await screen.findByText('8 / 12 verified')).toBeInTheDocument();
    expect(await screen.findByText('Totes lost this week: 2')).toBeInTheDocument();
  });

  it('opens a card as a sub-path of the current URL', async () => {
    const r = render(['hubExecutive']);
    fireEvent.click(await screen.findByRole('button', { name: /^Conduct PSV/ }));
    await waitFor(() => expect(r.location().pathname).toBe('/hubs/HUB-BLR-01/toteManagement/psvTotes'));
  });

  it('says "Failed to load tote summary." when the summary fails', async () => {
    world(on(getToteSummary, () => ({ status: 500 })));
    render(['hubExecutive']);
    expect(await screen.findByText('Failed to load tote summary.')).toBeInTheDocument();
  });
});
