import { act, fireEvent, screen } from '@testing-library/react';
import { type Asset, getHubNames, receiveTote, sendTote, undoReceiveTote } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { TransferScanner } from './transfer-scanner';

const asset = (assetCode: string, over: Partial<Asset> = {}): Asset => ({
  assetCode,
  assetType: 'TOTE',
  assetState: 'GOOD_TO_USE',
  shownState: 'EMPTY_TOTE',
  assetMetadata: { ASSET_SIZE: 'LARGE' },
  assetContents: [],
  inScanStatus: 'SCANNED',
  zone: null,
  hubOrgUnitId: 'HUB-BLR-01',
  vehicleId: null,
  isUsable: true,
  unusableReason: null,
  lastActivity: 'RECEIVE',
  updatedAt: '2026-11-22T09:00:00.000Z',
  ...over,
});
let server: MockServer;
function world(...overrides: MockRoute[]) {
  server = mockEndpoints(
    on(getHubNames, () => ({
      body: {
        hubNames: [
          { hubOrgUnitId: 'HUB-BLR-01', hubName: 'Bengaluru Central Hub' },
          { hubOrgUnitId: 'HUB-PUN-03', hubName: 'Pune West Hub' },
        ],
      },
    })),
    on(receiveTote, ({ body }) =>
      body.assetCode === 'TT000A0001'
        ? { body: { successful: true as const, message: `Received ${body.assetCode}.`, asset: asset(body.assetCode) } }
        : { status: 409, error: { message: `Tote ${body.assetCode} is not in transit to this hub` } },
    ),
    on(undoReceiveTote, ({ body }) => ({
      body: { successful: true as const, message: `Undid the receive of ${body.assetCode}.`, asset: asset(body.assetCode, { assetState: 'IN_TRANSIT' }) },
    })),
    on(sendTote, ({ body }) => ({
      body: {
        successful: true as const,
        message: `Sent ${body.assetCode} to ${body.destinationHubId}.`,
        asset: asset(body.assetCode, { assetState: 'IN_TRANSFER' }),
      },
    })),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());
const type = (value: string) => {
  fireEvent.change(screen.getByLabelText('Scan Tote Barcode'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
};

describe('Receive and Send Totes', () => {
  it('receives scanned totes with a running count, refuses one not in transit here, and undoes the last scan', async () => {
    renderWithProviders(<TransferScanner hubId="HUB-BLR-01" mode="receive" />);
    type('TT000A0001');
    expect(await screen.findByText('Received TT000A0001.')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-count')).toHaveTextContent('1');
    type('TT000A0002');
    expect(await screen.findByText('Tote TT000A0002 is not in transit to this hub')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-count')).toHaveTextContent('1');
    fireEvent.click(screen.getByRole('button', { name: 'Undo last scan' }));
    expect(await screen.findByText('Undid the receive of TT000A0001.')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-count')).toHaveTextContent('0');
  });

  it('sends only after a destination is chosen, naming it in the call', async () => {
    renderWithProviders(<TransferScanner hubId="HUB-BLR-01" mode="send" />);
    expect(screen.getByLabelText('Scan Tote Barcode')).toBeDisabled();
    fireEvent.click(screen.getByRole('combobox', { name: 'Destination hub' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pune West Hub' }));
    expect(screen.queryByRole('option', { name: 'Bengaluru Central Hub' })).toBeNull();
    type('TT000A0003');
    expect(await screen.findByText('Sent TT000A0003 to HUB-PUN-03.')).toBeInTheDocument();
    expect(server.calls.find((c) => c.endpoint === sendTote)!.body).toEqual({ assetCode: 'TT000A0003', destinationHubId: 'HUB-PUN-03' });
  });
});
