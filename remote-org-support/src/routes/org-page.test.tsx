import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useNavigate } from 'react-router-dom';
import { getOrg, getOrgEct, getOrgOrderDetails, getOrgQps, getOrgVisits, getPushList } from '@hub/shared/contracts';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { DETAILS, ESCALATIONS, ORG, PUSH_LIST, QPS, VISITS } from '../testing/fixtures';
import { OrgPage } from './org-page';

// The tabs' chunks are lazy (a first import transforms them): on a shared 2-core machine that can pass 1 s.
configure({ asyncUtilTimeout: 5000 });

let server: MockServer;
afterEach(() => server.verify());

function HistoryBack() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate(-1)}>
      history back
    </button>
  );
}

const renderPage = (route = '/orgs/ORG-1') =>
  renderWithProviders(
    <>
      <OrgPage />
      <HistoryBack />
    </>,
    { route, path: '/orgs/:orgId' },
  );

const happy = () =>
  mockEndpoints(
    on(getOrg, () => ({ body: ORG })),
    on(getOrgOrderDetails, ({ query }) => ({ body: { ...DETAILS, tripId: query.tripId ?? null } })),
    on(getOrgQps, () => ({ body: QPS })),
    on(getOrgEct, () => ({ body: { escalations: ESCALATIONS } })),
    on(getPushList, () => ({ body: PUSH_LIST })),
    on(getOrgVisits, () => ({ body: { visits: VISITS } })),
  );

describe('org view /orgs/:orgId (spec 002 §2)', () => {
  it('shows the header with the Maps link in a new tab, then Order Details by default', async () => {
    server = happy();
    renderPage();
    expect(await screen.findByRole('heading', { level: 2, name: /Sri Balaji Stores/ })).toHaveTextContent('(ORG-1)');
    expect(screen.getByText('9876543210')).toBeInTheDocument();
    expect(screen.getByText('12 MG Road, Bengaluru')).toBeInTheDocument();
    const maps = screen.getByRole('link', { name: 'Open on Google Maps' });
    expect(maps).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=12.97,77.59');
    expect(maps).toHaveAttribute('target', '_blank');
    expect(maps.getAttribute('rel')).toContain('noopener');
    expect(screen.getByRole('button', { name: 'Order Details' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('SHP000000000000001')).toBeInTheDocument();
    expect(screen.getByText('GMV ₹1234.50 · 3 order lines')).toBeInTheDocument();
    expect(server.callsOf(getOrgOrderDetails)[0]!.search.has('tripId')).toBe(false);
  });

  it('expands an item table coloured red, grey and green by delivered units', async () => {
    server = happy();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Show items of SHP000000000000001' }));
    const rows = within(screen.getByRole('table', { name: 'Items of SHP000000000000001' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => [(r as HTMLTableRowElement).cells[0]!.textContent, r.getAttribute('data-row-colour')])).toEqual([
      ['Rice 5kg', 'green'],
      ['Oil 1L', 'grey'],
      ['Soap', 'red'],
    ]);
    expect(within(rows[1]!).getByText('Damaged')).toBeInTheDocument();
    expect(within(rows[1]!).getByAltText('Failure of Oil 1L')).toHaveAttribute('src', '/f.svg');
  });

  it('switches to Payment Details through the view parameter, and the back button returns to Order Details', async () => {
    server = happy();
    const { location } = renderPage();
    await screen.findByText('SHP000000000000001');
    fireEvent.click(screen.getByRole('button', { name: 'Payment Details' }));
    expect(location().search).toBe('?view=payment-details');
    const collectible = screen.getByRole('region', { name: 'Collectible' });
    expect([...collectible.querySelectorAll('[data-payment-line]')].map((l) => l.textContent)).toEqual([
      'Delivery₹1234.50',
      'Use Credit₹123.45',
      'Delivery Total₹1111.05',
      'Overdue To Collect₹0.00',
      'Total₹1111.05',
      'Balance to pay₹111.05',
    ]);
    expect(within(screen.getByRole('region', { name: 'Collected' })).getByText('₹1000.00')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(screen.getByRole('button', { name: 'Order Details' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('SHP000000000000001')).toBeInTheDocument();
    // One call serves both views.
    expect(server.callsOf(getOrgOrderDetails)).toHaveLength(1);
  });

  it('opens on Payment Details from the URL, and narrows to the trip of the timeline’s link until All trips', async () => {
    server = happy();
    const { location } = renderPage('/orgs/ORG-1?view=payment-details&tripId=RS-1');
    expect(await screen.findByRole('region', { name: 'Collectible' })).toBeInTheDocument();
    expect(server.callsOf(getOrgOrderDetails)[0]!.query).toEqual({ tripId: 'RS-1' });
    expect(screen.getByText('Trip RS-1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'All trips' }));
    expect(location().search).toBe('?view=payment-details');
    await waitFor(() => expect(server.callsOf(getOrgOrderDetails)).toHaveLength(2));
    expect(server.callsOf(getOrgOrderDetails)[1]!.search.has('tripId')).toBe(false);
  });

  it('shows "Couldn\'t fetch org" with the server\'s text and Retry for an unknown org', async () => {
    let known = false;
    server = mockEndpoints(
      on(getOrg, () => (known ? { body: ORG } : { status: 404, error: { message: 'Org ORG-1 not found' } })),
      on(getOrgOrderDetails, () => ({ body: DETAILS })),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Couldn't fetch org");
    expect(alert).toHaveTextContent('Org ORG-1 not found');
    expect(screen.queryByRole('tab')).toBeNull();
    known = true;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: /Sri Balaji Stores/ })).toBeInTheDocument();
  });

  it("shows 'Error in fetching details' with the error and Retry when the order details fail", async () => {
    server = mockEndpoints(
      on(getOrg, () => ({ body: ORG })),
      on(getOrgOrderDetails, () => ({ status: 500, error: { message: 'Something went wrong. Please re-try.' } })),
    );
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error in fetching details');
    expect(alert).toHaveTextContent('Something went wrong. Please re-try.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('opens QPS, ECT, Credit and Push list as tabs (each in the URL), each fetched only when opened', async () => {
    server = happy();
    const { location } = renderPage();
    await screen.findByText('SHP000000000000001');
    expect(server.callsOf(getOrgQps)).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: 'QPS' }));
    expect(location().search).toBe('?tab=qps');
    expect(await screen.findByText('Earn 500 on overall purchase of ₹25000')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'ECT' }));
    expect(await screen.findByRole('table', { name: 'Escalations' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Credit' }));
    expect(screen.getByText('WIP Credit')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Push list' }));
    expect(await screen.findByText('Tata Salt 1kg')).toBeInTheDocument();
    expect(server.callsOf(getPushList)[0]!.query).toMatchObject({ orgId: 'ORG-1', marketId: 'MKT-1', attributionTime: 'WEEKLY' });
    // The shop's visits and their reviews under the push list.
    expect(await screen.findByText('Push list discussed')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'history back' }));
    await waitFor(() => expect(location().search).toBe('?tab=credit'));
  });
});
