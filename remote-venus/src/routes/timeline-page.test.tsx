import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getHubNames, getRunsheetTimeline, getVehicleTimeline } from '@hub/shared/contracts';
import { setRemoteViewResolver } from '@hub/shared/hooks';
import { mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { drop, HUBS, makeTrip } from '../testing/fixtures';
import { TimelinePage } from './timeline-page';

let server: MockServer;
const asked: Array<[string, string]> = [];
beforeEach(() => {
  asked.length = 0;
  // The shell's loader, as the drop panel meets it: the org support area's view (a stand-in here).
  setRemoteViewResolver(async (remote, view) => {
    asked.push([remote, view]);
    return ({ tripId, orgUnitId }: { tripId: string; orgUnitId: string }) => <p>Order view of {`${orgUnitId} on ${tripId}`}</p>;
  });
});
afterEach(() => {
  setRemoteViewResolver(null);
  server.verify();
});

const twoTrips = () => ({ trips: [makeTrip('RS-A', [drop({ id: 10, shopName: 'First Shop', shopOrgUnitId: 'ORG-A' })]), makeTrip('RS-B')] });

describe('Vehicle timeline (/venus/timeline)', () => {
  it('runs only with a vehicle number: nothing is called before Submit', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getVehicleTimeline, () => ({ body: twoTrips() })),
    );
    const { location } = renderWithProviders(<TimelinePage />, { route: '/venus/timeline?hubId=HUB-BLR-01' });
    expect(screen.getByText('Enter a vehicle number to see its timeline.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(server.calls.filter((c) => c.endpoint === getVehicleTimeline)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Vehicle Number'), { target: { value: ' KA01AB1234 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Trip RS-B')).toBeInTheDocument();
    expect(location().search).toBe('?hubId=HUB-BLR-01&vehicleId=KA01AB1234');
    expect(server.calls.find((c) => c.endpoint === getVehicleTimeline)!.params).toEqual({ hubId: 'HUB-BLR-01', vehicleId: 'KA01AB1234' });
  });

  it('expands only the last trip by default; Show/Hide Timeline toggles each', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getVehicleTimeline, () => ({ body: twoTrips() })),
    );
    renderWithProviders(<TimelinePage />, { route: '/venus/timeline?hubId=HUB-BLR-01&vehicleId=KA01AB1234' });
    await screen.findByText('Trip RS-B');
    expect(screen.queryByRole('list', { name: 'Timeline of trip RS-A' })).toBeNull();
    const last = screen.getByRole('list', { name: 'Timeline of trip RS-B' });
    expect(within(last).getByText('Trip started · Bengaluru Central Hub')).toBeInTheDocument();
    const drop1 = within(last).getByText('Sri Balaji Stores').closest('[data-entry-type="DROP"]') as HTMLElement;
    expect(within(drop1).getByText('Partially Delivered').closest('[data-severity-colour]')).toHaveAttribute('data-severity-colour', 'orange');
    expect(within(drop1).getByText('Stop 1 (planned 2)')).toBeInTheDocument();
    expect(within(drop1).getByText(/12 min/)).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Show Timeline' })[0]!);
    expect(screen.getByRole('list', { name: 'Timeline of trip RS-A' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Hide Timeline' })[1]!);
    expect(screen.queryByRole('list', { name: 'Timeline of trip RS-B' })).toBeNull();
  });

  it('tapping a drop opens the shop’s order view (the org support area’s view, via the shell) and highlights the drop', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getVehicleTimeline, () => ({ body: twoTrips() })),
    );
    const { location } = renderWithProviders(<TimelinePage />, { route: '/venus/timeline?hubId=HUB-BLR-01&vehicleId=KA01AB1234' });
    fireEvent.click(await screen.findByRole('button', { name: /^Open order details of Sri Balaji Stores/ }));
    expect(await screen.findByText('Order view of ORG-1 on RS-B')).toBeInTheDocument();
    expect(asked).toEqual([['orgSupport', 'dropOrderDetails']]);
    expect(location().search).toContain('tripId=RS-B&orgUnitId=ORG-1');
    expect(document.querySelector('[data-trip-id="RS-B"] [data-drop-org="ORG-1"]')).toHaveAttribute('data-active', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Close order details' }));
    await waitFor(() => expect(location().search).not.toContain('orgUnitId'));
  });

  it('opens the trip and drop named in the URL', async () => {
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getVehicleTimeline, () => ({ body: twoTrips() })),
    );
    renderWithProviders(<TimelinePage />, { route: '/venus/timeline?hubId=HUB-BLR-01&vehicleId=KA01AB1234&tripId=RS-A&orgUnitId=ORG-A' });
    expect(await screen.findByText('Order view of ORG-A on RS-A')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Timeline of trip RS-A' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Timeline of trip RS-B' })).toBeNull();
  });

  it('shows "Something went wrong" with Retry when the timeline fails', async () => {
    let fail = true;
    server = mockEndpoints(
      on(getHubNames, () => ({ body: HUBS })),
      on(getVehicleTimeline, () => (fail ? { status: 404, error: { message: 'Vehicle KA00 not found' } } : { body: twoTrips() })),
    );
    renderWithProviders(<TimelinePage />, { route: '/venus/timeline?hubId=HUB-BLR-01&vehicleId=KA00' });
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByText('Vehicle KA00 not found')).toBeInTheDocument();
    fail = false;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByText('Trip RS-B')).toBeInTheDocument();
  });

  describe('opened by trip (tripId, no vehicle): runsheet/{tripId}/timeline', () => {
    it('loads that one trip without asking for a hub or a vehicle, with the date of the URL', async () => {
      server = mockEndpoints(
        on(getHubNames, () => ({ body: HUBS })),
        on(getRunsheetTimeline, () => ({ body: { trips: [makeTrip('RS-B', [drop({ id: 10, shopName: 'First Shop', shopOrgUnitId: 'ORG-A' })])] } })),
      );
      renderWithProviders(<TimelinePage />, { route: '/venus/timeline?tripId=RS-B&date=1700000000000' });
      expect(await screen.findByText('Trip RS-B')).toBeInTheDocument();
      // One trip: shown expanded, with no Show/Hide toggle.
      expect(within(screen.getByRole('list', { name: 'Timeline of trip RS-B' })).getByText('First Shop')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Timeline$/ })).toBeNull();
      expect(screen.queryByText('Choose a hub, then enter a vehicle number.')).toBeNull();
      const calls = server.calls.filter((c) => c.endpoint === getRunsheetTimeline);
      expect(calls.map((c) => [c.params, c.search.get('date_epoch')])).toEqual([[{ tripId: 'RS-B' }, '1700000000000']]);
      expect(server.calls.filter((c) => c.endpoint === getVehicleTimeline)).toHaveLength(0);
    });

    it('opens the drop named in the URL beside the trip', async () => {
      server = mockEndpoints(
        on(getHubNames, () => ({ body: HUBS })),
        on(getRunsheetTimeline, () => ({ body: { trips: [makeTrip('RS-A', [drop({ id: 10, shopName: 'First Shop', shopOrgUnitId: 'ORG-A' })])] } })),
      );
      renderWithProviders(<TimelinePage />, { route: '/venus/timeline?tripId=RS-A&orgUnitId=ORG-A' });
      expect(await screen.findByText('Order view of ORG-A on RS-A')).toBeInTheDocument();
    });

    it('a vehicle number submitted replaces the trip: the vehicle call runs and the trip leaves the URL', async () => {
      server = mockEndpoints(
        on(getHubNames, () => ({ body: HUBS })),
        on(getRunsheetTimeline, () => ({ body: { trips: [makeTrip('RS-A')] } })),
        on(getVehicleTimeline, () => ({ body: twoTrips() })),
      );
      const { location } = renderWithProviders(<TimelinePage />, { route: '/venus/timeline?hubId=HUB-BLR-01&tripId=RS-A' });
      await screen.findByText('Trip RS-A');
      fireEvent.change(screen.getByLabelText('Vehicle Number'), { target: { value: 'KA01AB1234' } });
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByText('Trip RS-B')).toBeInTheDocument();
      expect(location().search).toBe('?hubId=HUB-BLR-01&vehicleId=KA01AB1234');
    });

    it('shows "Something went wrong" with the server\'s text and Retry for an unknown trip', async () => {
      let fail = true;
      server = mockEndpoints(
        on(getHubNames, () => ({ body: HUBS })),
        on(getRunsheetTimeline, () => (fail ? { status: 404, error: { message: 'Trip RS-X not found' } } : { body: { trips: [makeTrip('RS-X')] } })),
      );
      renderWithProviders(<TimelinePage />, { route: '/venus/timeline?tripId=RS-X' });
      expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
      expect(screen.getByText('Trip RS-X not found')).toBeInTheDocument();
      fail = false;
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
      expect(await screen.findByText('Trip RS-X')).toBeInTheDocument();
    });
  });
});
