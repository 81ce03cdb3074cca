import { fireEvent, screen, within } from '@testing-library/react';
import { getDropOrderDetails, type OrgOrderDetails } from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { DropOrderView } from './drop-order-view';

const DETAILS: OrgOrderDetails = {
  orgId: 'ORG-1',
  tripId: 'RS-1',
  dropUnit: { shopName: 'Sri Balaji Stores', phoneNumber: '9876543210', address: '12 MG Road, Bengaluru', geoLocation: { lat: 12.97, lng: 77.59 } },
  shipments: [
    {
      shipmentId: 'SHP000000000000001',
      gmvRupees: 1234.5,
      orderLines: 3,
      items: [
        { itemName: 'Rice 5kg', imageUrls: [], expectedUnits: 4, actualUnits: 4, vertical: 'FMCG', metadata: { failReason: null, failImageUrls: [] } },
        {
          itemName: 'Oil 1L',
          imageUrls: [],
          expectedUnits: 5,
          actualUnits: 2,
          vertical: 'FMCG',
          metadata: { failReason: 'Damaged', failImageUrls: ['/f.svg'] },
        },
        { itemName: 'Soap', imageUrls: [], expectedUnits: 6, actualUnits: 0, vertical: 'HPC', metadata: { failReason: 'Shop closed', failImageUrls: [] } },
      ],
    },
  ],
  dropPaymentResponse: { collectible: { DELIVERY: 123450 }, collected: { UPI: 100000 } },
};

let server: MockServer;
afterEach(() => server.verify());

describe('Drop order view (org support, shown in the monitoring drop panel)', () => {
  it('shows the header with the Maps link and the shipments; an item table expands with row colours', async () => {
    server = mockEndpoints(on(getDropOrderDetails, () => ({ body: DETAILS })));
    renderWithProviders(<DropOrderView tripId="RS-1" orgUnitId="ORG-1" />);
    expect(await screen.findByText('Sri Balaji Stores')).toBeInTheDocument();
    expect(screen.getByText('(ORG-1)')).toBeInTheDocument();
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    const maps = screen.getByRole('link', { name: 'Open on Google Maps' });
    expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12.97,77.59');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('GMV ₹1234.50 · 3 order lines')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Show items of SHP000000000000001' }));
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => [(r as HTMLTableRowElement).cells[0]!.textContent, r.getAttribute('data-row-colour')])).toEqual([
      ['Rice 5kg', 'green'],
      ['Oil 1L', 'grey'],
      ['Soap', 'red'],
    ]);
    expect(within(rows[1]!).getByText('Damaged')).toBeInTheDocument();
  });

  it('shows "Error in fetching details" with the error text and Retry', async () => {
    let fail = true;
    server = mockEndpoints(
      on(getDropOrderDetails, () => (fail ? { status: 404, error: { message: 'Trip RS-1 has no drop at org ORG-1' } } : { body: DETAILS })),
    );
    renderWithProviders(<DropOrderView tripId="RS-1" orgUnitId="ORG-1" />);
    expect(await screen.findByText('Error in fetching details')).toBeInTheDocument();
    expect(screen.getByText('Trip RS-1 has no drop at org ORG-1')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Sri Balaji Stores')).toBeInTheDocument();
  });
});
