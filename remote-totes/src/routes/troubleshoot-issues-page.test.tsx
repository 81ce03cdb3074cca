import { act, fireEvent, screen } from '@testing-library/react';
import { getBulkAssetInfo, getHubNames, markAssetFound } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { TroubleshootIssuesPage } from './troubleshoot-issues-page';

const found = {
  assetCode: 'TT000X001',
  assetType: 'TOTE',
  assetState: 'GOOD_TO_USE' as const,
  shownState: 'EMPTY_TOTE',
  assetMetadata: { ASSET_SIZE: 'MEDIUM' },
  assetContents: [],
  inScanStatus: 'SCANNED',
  zone: null,
  hubOrgUnitId: 'HUB-BLR-01',
  vehicleId: null,
  isUsable: true,
  unusableReason: null,
  lastActivity: 'PSV',
  updatedAt: '2026-11-22T09:00:00.000Z',
};
let server: MockServer;
function world(...overrides: MockRoute[]) {
  server = mockEndpoints(
    on(getHubNames, () => ({ body: { hubNames: [{ hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' }] } })),
    on(markAssetFound, () => ({ body: { successful: true as const, message: 'Marked TT000X001 as found at HUB-BLR-01.', asset: found } })),
    on(getBulkAssetInfo, () => ({ body: { assets: [found], notFound: ['TT000Q0001'] } })),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());
const render = (roles: string[]) =>
  renderWithProviders(<TroubleshootIssuesPage />, {
    route: '/hubs/HUB-BLR-01/toteManagement/troubleshootIssues',
    path: '/hubs/:hubId/toteManagement/troubleshootIssues',
    roles: roles as never,
  });

describe('Troubleshoot Issues', () => {
  it('refuses a code outside the permanent tote pattern with "Invalid asset code, example asset - TT000A001" and calls nothing', async () => {
    render(['supportTeam']);
    fireEvent.change(screen.getByLabelText('Asset code'), { target: { value: 'CTAB123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark found' }));
    expect(await screen.findByText('Invalid asset code, example asset - TT000A001')).toBeInTheDocument();
    expect(server.calls.filter((c) => c.endpoint === markAssetFound)).toHaveLength(0);
  });

  it('marks a lost permanent tote found at the hub ("mark lost asset found", spec 001 §2)', async () => {
    render(['admin']);
    expect(screen.getByText('Mark lost asset found')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Asset code'), { target: { value: 'tt000x001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark found' }));
    expect(await screen.findByText('Marked TT000X001 as found at HUB-BLR-01.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.endpoint === markAssetFound)!.body).toEqual({ assetCode: 'TT000X001', hubId: 'HUB-BLR-01' });
  });

  it('says "Failed to mark asset found..." when the server gives no reason', async () => {
    world(on(markAssetFound, () => ({ status: 503 })));
    render(['supportTeam']);
    fireEvent.change(screen.getByLabelText('Asset code'), { target: { value: 'TT000X001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Mark found' }));
    expect(await screen.findByText('Failed to mark asset found...')).toBeInTheDocument();
  });

  it('fetches bulk asset info for a pasted list', async () => {
    render(['supportTeam']);
    fireEvent.change(screen.getByLabelText('Asset codes'), { target: { value: 'TT000X001\ntt000q0001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get info (2)' }));
    expect(await screen.findByText('Not found: TT000Q0001')).toBeInTheDocument();
    expect(server.calls.find((c) => c.endpoint === getBulkAssetInfo)!.body).toEqual({ assetCodes: ['TT000X001', 'TT000Q0001'] });
  });

  it('says "Failed to fetch complete data. Please try again." when the bulk info fails without a reason', async () => {
    world(on(getBulkAssetInfo, () => ({ status: 503 })));
    render(['supportTeam']);
    fireEvent.change(screen.getByLabelText('Asset codes'), { target: { value: 'TT000X001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get info (1)' }));
    expect(await screen.findByText('Failed to fetch complete data. Please try again.')).toBeInTheDocument();
  });

  it('tells anyone else the L1 or admin role is required', () => {
    render(['hubExecutive']);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this. L1 (supportTeam) or Admin role is required.');
  });
});
