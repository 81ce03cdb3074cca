import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getHubNames, getHubOverview } from '@hub/shared/contracts';
import { startOfDayMs } from '@hub/shared/format';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { HUBS, overview, overviewAlert } from '../testing/fixtures';
import { BoardPage } from './board-page';
import { DashboardPage } from './dashboard-page';

let server: MockServer;
afterEach(() => server.verify());

describe('Hub dashboard (/venus)', () => {
  it('shows the welcome line, and for the hub and date in the URL the four columns with their alerts', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getHubOverview, () => ({
        body: overview([
          overviewAlert({ alertId: 'A0', label: 'Complete rto', severity: 'HIGH', priority: 'P0' }),
          overviewAlert({ alertId: 'A3', label: 'Qr dispute', priority: 'P3', reviewPending: false, review: 'Checked' }),
        ]),
      })),
    );
    const date = Date.UTC(2026, 10, 21);
    renderWithProviders(<DashboardPage />, {
      route: `/venus?hubId=HUB-BLR-01&date=${date}`,
      user: { name: 'Asha Rao', email: 'a@x', roles: ['hubManager'], profileImageUri: null, lastLoginAt: Date.UTC(2026, 10, 22, 4) },
    });
    expect(screen.getByTestId('welcome-line')).toHaveTextContent('Welcome, Asha Rao · Last login 22/11/2026');
    const p0 = await screen.findByRole('region', { name: 'P0 High' });
    expect(within(p0).getByText('Complete rto')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['P0 High', 'P1 Medium', 'P2 Low', 'P3 Reviewed']);
    expect(within(screen.getByRole('region', { name: 'P3 Reviewed' })).getByText('Review: Checked')).toBeInTheDocument();
    expect(server.calls.find((c) => c.endpoint === getHubOverview)!.query).toEqual({ date_epoch: date });
    expect(screen.getByRole('link', { name: 'Delivery-ops board' })).toHaveAttribute('href', `/venus/board?hubId=HUB-BLR-01&date=${date}`);
  });

  it('asks for a hub first, and the hub search matches a hub id case-insensitively', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getHubOverview, () => ({ body: overview() })),
    );
    const { location } = renderWithProviders(<DashboardPage />, { route: '/venus' });
    expect(screen.getByText('Choose a hub to see its alerts.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Hub' }));
    fireEvent.change(await screen.findByPlaceholderText('Enter hub name or id'), { target: { value: 'hub-hyd' } });
    const hyd = await screen.findByRole('option', { name: 'Hyderabad East Hub' });
    expect(screen.queryByRole('option', { name: 'Bengaluru Central Hub' })).toBeNull();
    fireEvent.click(hyd);
    expect(location().search).toBe(`?date=${startOfDayMs()}&hubId=HUB-HYD-02`);
  });

  it('opens on a named day: without a date it shows and asks for Today (date_epoch sent), and Clear comes back to Today', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getHubOverview, () => ({ body: overview() })),
    );
    const today = startOfDayMs();
    const { location } = renderWithProviders(<DashboardPage />, { route: '/venus?hubId=HUB-BLR-01' });
    expect(screen.getByRole('button', { name: 'Date: Today' })).toHaveTextContent('Today');
    expect(screen.queryByRole('button', { name: 'Select date' })).toBeNull();
    await screen.findByRole('region', { name: 'P0 High' });
    expect(new URLSearchParams(location().search).get('date')).toBe(String(today));
    expect(server.callsOf(getHubOverview).map((c) => c.query)).toEqual([{ date_epoch: today }]);
    expect(screen.getByRole('link', { name: 'Delivery-ops board' })).toHaveAttribute('href', `/venus/board?hubId=HUB-BLR-01&date=${today}`);
  });

  it('asks for the day in the URL (Yesterday sent as its start); Clear comes back to Today, one day always named', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getHubOverview, () => ({ body: overview() })),
    );
    const today = startOfDayMs();
    const yesterday = new Date(today);
    yesterday.setDate(yesterday.getDate() - 1);
    const { location } = renderWithProviders(<DashboardPage />, { route: `/venus?hubId=HUB-BLR-01&date=${yesterday.getTime()}` });
    expect(screen.getByRole('button', { name: 'Date: Yesterday' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'P0 High' });
    expect(server.callsOf(getHubOverview).map((c) => c.query)).toEqual([{ date_epoch: yesterday.getTime() }]);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(new URLSearchParams(location().search).get('date')).toBe(String(today)));
    expect(screen.getByRole('button', { name: 'Date: Today' })).toBeInTheDocument();
    await waitFor(() => expect(server.callsOf(getHubOverview).map((c) => c.query)).toEqual([{ date_epoch: yesterday.getTime() }, { date_epoch: today }]));
  });

  it('shows "Something went wrong!" with the error text and Refetch', async () => {
    let fail = true;
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getHubOverview, () => (fail ? { status: 500, error: { message: 'Database is down' } } : { body: overview() })),
    );
    renderWithProviders(<DashboardPage />, { route: '/venus?hubId=HUB-BLR-01' });
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expect(screen.getByText('Database is down')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Refetch' }));
    expect(await screen.findByRole('region', { name: 'P0 High' })).toBeInTheDocument();
  });
});

describe('Delivery-ops board (/venus/board)', () => {
  it('shows the groups with driver cards (alert chips, metrics) linking to the vehicle timeline with vehicleId, date and hubId', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getHubOverview, () => ({ body: overview() })),
    );
    renderWithProviders(<BoardPage />, { route: '/venus/board?hubId=HUB-BLR-01&date=1763683200000' });
    const group = await screen.findByRole('region', { name: 'High alerts' });
    const card = within(group).getByText('Ravi Kumar').closest('a')!;
    expect(card).toHaveAttribute('href', '/venus/timeline?vehicleId=KA01AB1234&date=1763683200000&hubId=HUB-BLR-01');
    expect(within(card).getByText('Complete Rto · High')).toBeInTheDocument();
    expect(within(card).getByText('Partial deliveries')).toBeInTheDocument();
  });

  it('opened without a date shows today’s board and says so', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getHubOverview, () => ({ body: overview() })),
    );
    const today = startOfDayMs();
    const { location } = renderWithProviders(<BoardPage />, { route: '/venus/board?hubId=HUB-BLR-01' });
    expect(screen.getByRole('button', { name: 'Date: Today' })).toBeInTheDocument();
    await screen.findByRole('region', { name: 'High alerts' });
    expect(new URLSearchParams(location().search).get('date')).toBe(String(today));
    expect(server.callsOf(getHubOverview).map((c) => c.query)).toEqual([{ date_epoch: today }]);
    expect(screen.getByRole('link', { name: 'Hub dashboard' })).toHaveAttribute('href', `/venus?hubId=HUB-BLR-01&date=${today}`);
  });
});
