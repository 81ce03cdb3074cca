import { act, fireEvent, screen, within } from '@testing-library/react';
import { getPsvSummary, type PsvData, recordPsvScan } from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { PsvVerification } from './psv-verification';

let server: MockServer;
let data: PsvData;
function world(...overrides: MockRoute[]) {
  data = {
    psvTaskId: 'PSV-BLR-0002',
    state: 'PROCESSING',
    createdAt: '2026-11-22T09:00:00.000Z',
    verifiedAssetCount: 1,
    totalAssetCount: 3,
    assetDistribution: [
      { assetSizeClassification: 'large', verifiedAssetCount: 1, totalAssetCount: 2 },
      { assetSizeClassification: 'small', verifiedAssetCount: 0, totalAssetCount: 1 },
    ],
    activities: (['ONBOARD', 'RECEIVE', 'PSV', 'PICK', 'DISPATCH'] as const).map((activity) => ({
      activity,
      verifiedAssetCount: activity === 'PICK' ? 1 : 0,
      totalAssetCount: activity === 'PICK' ? 2 : activity === 'RECEIVE' ? 1 : 0,
    })),
  };
  server = mockEndpoints(
    on(getPsvSummary, () => ({ body: { task: data } })),
    on(recordPsvScan, ({ body }) => {
      if (body.assetCode !== 'TT000A0001') return { status: 409, error: { message: `Asset ${body.assetCode} is not part of PSV task PSV-BLR-0002` } };
      data = { ...data, verifiedAssetCount: 2 };
      return { body: { psvTaskId: 'PSV-BLR-0002', assetCode: body.assetCode, alreadyVerified: false, verifiedAssetCount: 2, totalAssetCount: 3 } };
    }),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => act(() => toast.clean()));
afterEach(() => server.verify());
const render = () => renderWithProviders(<PsvVerification hubId="HUB-BLR-01" taskId={null} />, { roles: ['hubPsvExecutive'] });

describe('PSV verification view', () => {
  it('shows verified / total, the sizes in lower case and a card per activity with its verified count', async () => {
    render();
    expect(await screen.findByTestId('psv-verified')).toHaveTextContent('1 / 3');
    expect(screen.getByText('large')).toBeInTheDocument();
    expect(screen.getByText('small')).toBeInTheDocument();
    for (const a of ['ONBOARD', 'RECEIVE', 'PSV', 'PICK', 'DISPATCH']) expect(screen.getByText(a)).toBeInTheDocument();
    expect(screen.getByText('1 / 2 verified')).toBeInTheDocument();
  });

  it('"Continue PSV" opens a scanner drawer that records a typed tote and refreshes the counts', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue PSV' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Scan Tote Barcode'), { target: { value: 'tt000a0001' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('TT000A0001 verified')).toBeInTheDocument();
    expect(await screen.findByTestId('psv-verified')).toHaveTextContent('2 / 3');
    const call = server.calls.find((c) => c.endpoint === recordPsvScan)!;
    expect(call.body).toEqual({ assetCode: 'TT000A0001', psvTaskId: 'PSV-BLR-0002' });
  });

  it('shows the server\'s refusal, else "Failed to verify tote Id. Please try again."', async () => {
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Continue PSV' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.change(within(drawer).getByLabelText('Scan Tote Barcode'), { target: { value: 'TT000A0009' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Asset TT000A0009 is not part of PSV task PSV-BLR-0002')).toBeInTheDocument();
    act(() => toast.clean());
    world(on(recordPsvScan, () => ({ status: 500 })));
    fireEvent.change(within(drawer).getByLabelText('Scan Tote Barcode'), { target: { value: 'TT000A0002' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to verify tote Id. Please try again.')).toBeInTheDocument();
  });

  it('says "No records found." when the hub has no open task, and hides Continue PSV when verification is complete', async () => {
    world(on(getPsvSummary, () => ({ body: { task: null } })));
    const { unmount } = render();
    expect(await screen.findByText('No records found.')).toBeInTheDocument();
    unmount();
    world(on(getPsvSummary, () => ({ body: { task: { ...data, verifiedAssetCount: 3 } } })));
    render();
    expect(await screen.findByTestId('psv-verified')).toHaveTextContent('3 / 3');
    expect(screen.queryByRole('button', { name: 'Continue PSV' })).toBeNull();
  });
});
