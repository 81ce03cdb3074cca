import { screen, within } from '@testing-library/react';
import { getAssetHistory, HISTORY_MESSAGES, TOTE_MESSAGES } from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { AssetHistory } from './asset-history';

const AT = Date.parse('2026-11-20T09:30:00Z');
let server: MockServer;
afterEach(() => server.verify());

describe('AssetHistory (Troubleshoot Totes)', () => {
  it('adds the corrections of the items in the tote under its logs, with who, when and why (issue 34)', async () => {
    server = mockEndpoints(
      on(getAssetHistory, () => ({
        body: {
          assetCode: 'TT000A0007',
          assetLogs: [],
          corrections: [
            {
              id: 'c4',
              at: AT,
              kind: 'CORRECTION' as const,
              title: 'Correction (zone movement)',
              detail: 'Zone LM-01',
              person: 'Asha Rao',
              actorKind: 'USER' as const,
              itemId: 'LIBLR000000007',
              units: 1,
              from: '2',
              to: '1',
              reason: 'Wrong tote',
            },
          ],
        },
      })),
    );
    renderWithProviders(<AssetHistory code="TT000A0007" />);
    const list = await screen.findByRole('list', { name: HISTORY_MESSAGES.toteCorrections });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByText('Correction (zone movement) · LIBLR000000007')).toBeInTheDocument();
    expect(within(row!).getByText('Zone LM-01 · 1 unit · Reason: Wrong tote')).toBeInTheDocument();
    expect(within(row!).getByText(`Asha Rao · ${formatDateTime(AT)}`)).toBeInTheDocument();
  });

  it('shows no corrections section for a tote whose items were never corrected', async () => {
    server = mockEndpoints(on(getAssetHistory, () => ({ body: { assetCode: 'TT000A0007', assetLogs: [], corrections: [] } })));
    renderWithProviders(<AssetHistory code="TT000A0007" />);
    expect(await screen.findByText(TOTE_MESSAGES.noRecords)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: HISTORY_MESSAGES.toteCorrections })).not.toBeInTheDocument();
  });
});
