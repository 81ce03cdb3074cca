import { fireEvent, screen, within } from '@testing-library/react';
import { getManifestActivity, HISTORY_MESSAGES, type HistoryLine, itemHistoryHref } from '@hub/shared/contracts';
import { setLiveSourceFactory } from '@hub/shared/live';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { ItemHistoryLink } from './item-history-link';
import { ManifestActivityButton } from './manifest-activity';

const AT = Date.parse('2026-11-20T09:30:00Z');
const base = { detail: null, actorKind: 'USER' as const, units: null, from: null, to: null, reason: null };
const LINES: HistoryLine[] = [
  {
    ...base,
    id: 'a2',
    at: AT + 60_000,
    kind: 'CORRECTION',
    title: 'Correction (dispatch)',
    person: 'Asha Rao',
    itemId: 'LI-1',
    units: 2,
    from: '3',
    to: '1',
    reason: 'Double count',
  },
  { ...base, id: 'a1', at: AT, kind: 'DISPATCH', title: 'Dispatched 3 units', person: 'Vikram Singh', itemId: 'LI-1', units: 3 },
  { ...base, id: 'd:mf', at: AT - 3_600_000, kind: 'OTHER', title: 'Manifest created', person: 'System', actorKind: 'SYSTEM', itemId: null },
];

let server: MockServer;
beforeEach(() => {
  setLiveSourceFactory(() => ({ addEventListener: () => undefined, close: () => undefined, readyState: 0 }) as unknown as EventSource);
  server = mockEndpoints(
    on(getManifestActivity, () => ({ body: { hubOrgUnitId: 'HUB-BLR-01', spaId: 'SPA-9', movementType: 'DISPATCH', lines: LINES, nextBefore: null } })),
  );
});
afterEach(() => {
  setLiveSourceFactory(null);
  server.verify();
});

describe('ManifestActivityButton (the manifest activity log)', () => {
  it('reads nothing until opened, then lists the manifest’s scans and corrections with the item, who and the reason', async () => {
    renderWithProviders(<ManifestActivityButton hubId="HUB-BLR-01" spaId="SPA-9" />);
    expect(server.calls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: HISTORY_MESSAGES.activityButton }));
    const list = await screen.findByRole('list', { name: HISTORY_MESSAGES.activityTitle('SPA-9') });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('[data-history-title]')?.textContent)).toEqual(['Correction (dispatch)', 'Dispatched 3 units', 'Manifest created']);
    expect(within(rows[0]!).getByText('LI-1')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Reason: Double count')).toBeInTheDocument();
    expect(rows[0]!.querySelector('[data-history-who]')).toHaveTextContent(/^Asha Rao · /);
    expect(server.callsOf(getManifestActivity).map((c) => c.params)).toEqual([{ hubId: 'HUB-BLR-01', spaId: 'SPA-9' }]);
  });
});

describe('ItemHistoryLink ("History" on the flows’ item views)', () => {
  it('links to the item’s timeline at the route’s hub', () => {
    renderWithProviders(<ItemHistoryLink itemId="LI-1" />, { route: '/hubs/HUB-PUN-03/qualityCheck', path: '/hubs/:hubId/qualityCheck' });
    expect(screen.getByRole('link', { name: 'History of LI-1' })).toHaveAttribute('href', itemHistoryHref('HUB-PUN-03', 'LI-1'));
  });

  it('opens the timeline when tapped', () => {
    const { location } = renderWithProviders(<ItemHistoryLink hubId="HUB-BLR-01" itemId="LI-2" />, { route: '/hubs/HUB-BLR-01/dispatch' });
    fireEvent.click(screen.getByRole('link', { name: 'History of LI-2' }));
    expect(location().pathname).toBe('/hubs/HUB-BLR-01/items/LI-2/history');
  });
});
