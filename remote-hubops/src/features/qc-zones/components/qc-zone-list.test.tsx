import { act, fireEvent, screen, within } from '@testing-library/react';
import { getQcZones, QC_MESSAGES, type QcZone } from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { QcZoneList } from './qc-zone-list';

let server: MockServer;
const zone = (zoneId: string, qcStatus: QcZone['qcStatus']): QcZone => ({ zoneId, zoneType: 'LM', qcStatus, itemCount: 3, pendingQty: 2 });
const serve = (zones: QcZone[]) => (server = mockEndpoints(on(getQcZones, () => ({ body: { zones } }))));
afterEach(() => server.verify());
const names = () =>
  within(screen.getByRole('list', { name: 'Zones' }))
    .getAllByRole('listitem')
    .map((z) => z.getAttribute('aria-label'));
const search = async (term: string) => {
  jest.useFakeTimers();
  fireEvent.change(screen.getByLabelText('Search zone'), { target: { value: term } });
  act(() => jest.advanceTimersByTime(200));
  jest.useRealTimers();
};

describe('QC zone list', () => {
  it('lists zones sorted by id with the legend, searches case-insensitively and selects a zone', async () => {
    serve([zone('STAGING-01', 'QC_PENDING'), zone('LM-BLR-02', 'QC_FAILED'), zone('LM-BLR-01', 'QC_COMPLETE')]);
    const onSelect = jest.fn();
    renderWithProviders(<QcZoneList hubId="HUB-BLR-01" title="Quality check" onSelect={onSelect} />);
    await screen.findByText('LM-BLR-01');
    expect(names()).toEqual(['Zone LM-BLR-01', 'Zone LM-BLR-02', 'Zone STAGING-01']);
    const legend = within(screen.getByRole('list', { name: 'Legend' }));
    expect(legend.getAllByRole('listitem').map((l) => l.textContent)).toEqual(['QC Pending', 'QC Failed', 'QC Completed']);
    await search('blr-0');
    expect(names()).toEqual(['Zone LM-BLR-01', 'Zone LM-BLR-02']);
    await search('nothing');
    expect(await screen.findByText(QC_MESSAGES.noZonesMatch)).toBeInTheDocument();
    await search('');
    fireEvent.click(screen.getByRole('listitem', { name: 'Zone STAGING-01' }));
    expect(onSelect).toHaveBeenCalledWith('STAGING-01');
  });

  it('filters by a zone QC status', async () => {
    serve([zone('A-1', 'QC_PENDING'), zone('B-1', 'QC_FAILED')]);
    renderWithProviders(<QcZoneList hubId="HUB-BLR-01" title="Quality check" onSelect={jest.fn()} />);
    await screen.findByText('A-1');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'QC Failed' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(names()).toEqual(['Zone B-1']);
  });

  it('says "There are no zones available." for a hub without zones', async () => {
    serve([]);
    renderWithProviders(<QcZoneList hubId="HUB-BLR-01" title="Quality check" onSelect={jest.fn()} />);
    expect(await screen.findByText(QC_MESSAGES.noZones)).toBeInTheDocument();
  });

  it('says "Failed to load data. Please retry." when the zones cannot be loaded', async () => {
    server = mockEndpoints(on(getQcZones, () => ({ status: 500, error: { message: 'Something went wrong. Please re-try.' } })));
    renderWithProviders(<QcZoneList hubId="HUB-BLR-01" title="Quality check" onSelect={jest.fn()} />);
    expect(await screen.findByText(QC_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});
