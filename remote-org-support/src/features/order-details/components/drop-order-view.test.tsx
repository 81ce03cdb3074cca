import { configure, fireEvent, screen, within } from '@testing-library/react';
import { getDropOrderDetails, type OrgOrderDetails } from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { DETAILS } from '../../../testing/fixtures';
import { DropOrderView } from './drop-order-view';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

const DROP: OrgOrderDetails = { ...DETAILS, tripId: 'RS-1' };

let server: MockServer;
afterEach(() => server.verify());

describe('Drop order view (org support, shown in the monitoring drop panel)', () => {
  it('shows the header with the Maps link and the shipments; an item table expands with row colours', async () => {
    server = mockEndpoints(on(getDropOrderDetails, () => ({ body: DROP })));
    renderWithProviders(<DropOrderView tripId="RS-1" orgUnitId="ORG-1" />);
    expect(await screen.findByText('Sri Balaji Stores')).toBeInTheDocument();
    expect(server.callsOf(getDropOrderDetails)[0]!.params).toEqual({ tripId: 'RS-1', orgUnitId: 'ORG-1' });
    expect(screen.getByText('(ORG-1)')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    const maps = screen.getByRole('link', { name: 'Open on Google Maps' });
    expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12.97,77.59');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('GMV ₹1234.50 · 3 order lines')).toBeInTheDocument();
    expect(document.querySelector('[data-shipment-id="SHP000000000000001"]')).toHaveAttribute('data-row-colour', 'grey');
    fireEvent.click(screen.getByRole('button', { name: 'Show items of SHP000000000000001' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [(r as HTMLTableRowElement).cells[0]!.textContent, r.getAttribute('data-row-colour')])).toEqual([
      ['Rice 5kg', 'green'],
      ['Oil 1L', 'grey'],
      ['Soap', 'red'],
    ]);
    expect(within(rows[1]!).getByText('Damaged')).toBeInTheDocument();
  });

  it('links to the shop’s org view at this trip (by URL: the monitoring remote never imports us)', async () => {
    server = mockEndpoints(on(getDropOrderDetails, () => ({ body: DROP })));
    const { location } = renderWithProviders(<DropOrderView tripId="RS-1" orgUnitId="ORG-1" />, { route: '/venus/timeline?tripId=RS-1&orgUnitId=ORG-1' });
    const link = await screen.findByRole('link', { name: 'Open shop view' });
    expect(link).toHaveAttribute('href', '/orgs/ORG-1?tripId=RS-1');
    fireEvent.click(link);
    expect(location().pathname).toBe('/orgs/ORG-1');
    expect(location().search).toBe('?tripId=RS-1');
  });

  it('shows "Error in fetching details" with the error text and Retry', async () => {
    let fail = true;
    server = mockEndpoints(on(getDropOrderDetails, () => (fail ? { status: 404, error: { message: 'Trip RS-1 has no drop at org ORG-1' } } : { body: DROP })));
    renderWithProviders(<DropOrderView tripId="RS-1" orgUnitId="ORG-1" />);
    expect(await screen.findByText('Error in fetching details')).toBeInTheDocument();
    expect(screen.getByText('Trip RS-1 has no drop at org ORG-1')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sri Balaji Stores')).toBeInTheDocument();
  });
});
