import { act, fireEvent, screen, within } from '@testing-library/react';
import { type Asset, getAssetHistory, getAssetLogDetails, getTroubleshootAsset, markAssetUsable, validateAsset } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { TroubleshootTotesPage } from './troubleshoot-totes-page';

const asset = (over: Partial<Asset> = {}): Asset => ({
  assetCode: 'TT000A0007',
  assetType: 'TOTE',
  assetState: 'GOOD_TO_USE',
  shownState: 'EMPTY_TOTE',
  assetMetadata: { ASSET_SIZE: 'LARGE' },
  assetContents: [],
  inScanStatus: 'SCANNED',
  zone: null,
  hubOrgUnitId: 'HUB-BLR-01',
  vehicleId: null,
  isUsable: false,
  unusableReason: 'Tagged to a closed manifest',
  lastActivity: 'RECEIVE',
  updatedAt: '2026-11-22T09:00:00.000Z',
  ...over,
});
let server: MockServer;
let usable: boolean;
function world(...overrides: MockRoute[]) {
  usable = false;
  server = mockEndpoints(
    on(getTroubleshootAsset, ({ params }) =>
      params.assetCode === 'TT000A0007' ? { body: asset({ isUsable: usable }) } : { status: 404, error: { message: `Asset ${params.assetCode} not found` } },
    ),
    on(getAssetHistory, () => ({
      body: {
        assetCode: 'TT000A0007',
        assetLogs: [
          {
            id: 2,
            assetEventType: 'LOST' as const,
            assetActivityReferenceId: 'PSV-BLR-0003',
            assetActivityReferenceType: 'PSV_TASK',
            locationName: 'Bengaluru Central Hub',
            activityPerformedBy: 'psv.manager@demo.hub',
            updatedAt: '2026-11-20T09:00:00.000Z',
          },
          {
            id: 1,
            assetEventType: 'ONBOARD' as const,
            assetActivityReferenceId: null,
            assetActivityReferenceType: null,
            locationName: 'Bengaluru Central Hub',
            activityPerformedBy: 'psv.manager@demo.hub',
            updatedAt: '2026-11-01T09:00:00.000Z',
          },
        ],
      },
    })),
    on(getAssetLogDetails, () => ({
      body: { assetActivityReferenceType: 'PSV_TASK', refId: 'PSV-BLR-0003', title: 'PSV task PSV-BLR-0003', fields: [{ label: 'State', value: 'PROCESSED' }] },
    })),
    on(validateAsset, () => ({
      body: { assetCode: 'TT000A0007', assetState: 'GOOD_TO_USE' as const, usable, reason: usable ? null : 'Tagged to a closed manifest' },
    })),
    on(markAssetUsable, () => {
      usable = true;
      return { body: { successful: true as const, message: 'Marked TT000A0007 as usable. Please tag again to attach.', asset: asset({ isUsable: true }) } };
    }),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());
const render = () =>
  renderWithProviders(<TroubleshootTotesPage />, {
    route: '/hubs/HUB-BLR-01/toteManagement/troubleshootTotes',
    path: '/hubs/:hubId/toteManagement/troubleshootTotes',
  });
const scan = async (value: string) => {
  const dialog = await screen.findByRole('dialog', { name: 'Troubleshoot Asset' });
  fireEvent.change(within(dialog).getByLabelText('Scan Tote Barcode'), { target: { value } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
};

describe('Troubleshoot Totes', () => {
  it('opens the typable scanner by itself and refuses a string that is not a tote', async () => {
    render();
    await scan('HELLO1');
    expect(await screen.findByText('Invalid tote id')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('shows the asset card (GOOD_TO_USE as EMPTY_TOTE) and history; a log row opens its details', async () => {
    render();
    await scan('tt000a0007');
    const card = await screen.findByLabelText('Asset TT000A0007');
    expect(within(card).getByTestId('asset-state')).toHaveTextContent('EMPTY_TOTE');
    expect(within(card).getByText(/Size: LARGE/)).toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Details of LOST PSV-BLR-0003' }));
    expect(await screen.findByText('PSV task PSV-BLR-0003')).toBeInTheDocument();
    expect(screen.getByText('PROCESSED')).toBeInTheDocument();
  });

  it('says "Failed to fetch data. Please try again." when the history fails without a server message', async () => {
    world(on(getAssetHistory, () => ({ status: 500 })));
    render();
    await scan('tt000a0007');
    expect(await screen.findByLabelText('Asset TT000A0007')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch data. Please try again.')).toBeInTheDocument();
  });

  it('offers Mark usable when validation says not usable: "Marked {code} as usable. Please tag again to attach."', async () => {
    render();
    await scan('TT000A0007');
    expect(await screen.findByText('Not usable: Tagged to a closed manifest')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark usable' }));
    expect(await screen.findByText('Marked TT000A0007 as usable. Please tag again to attach.')).toBeInTheDocument();
    expect(await screen.findByText('Usable at this hub')).toBeInTheDocument();
  });

  it('words a failed mark usable "Marking asset {code} as usable failed: {message}. Try again."', async () => {
    world(on(markAssetUsable, () => ({ status: 409, error: { message: 'Asset TT000A0007 still holds items' } })));
    render();
    await scan('TT000A0007');
    fireEvent.click(await screen.findByRole('button', { name: 'Mark usable' }));
    expect(await screen.findByText('Marking asset TT000A0007 as usable failed: Asset TT000A0007 still holds items. Try again.')).toBeInTheDocument();
  });

  it('words a failed validation "Validating asset {code} failed: {message}"', async () => {
    world(on(validateAsset, () => ({ status: 404, error: { message: 'Asset TT000A0007 not found' } })));
    render();
    await scan('TT000A0007');
    expect(await screen.findByText('Validating asset TT000A0007 failed: Asset TT000A0007 not found')).toBeInTheDocument();
  });
});
