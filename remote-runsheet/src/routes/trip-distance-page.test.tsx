import { fireEvent, screen, within } from '@testing-library/react';
import { approveTripDistance, getTripDistance, guardMessage, type Role, RUNSHEET_MESSAGES as M, type TripDistance } from '@hub/shared/contracts';
import { formatDateTime } from '@hub/shared/format';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { TripDistancePage } from './trip-distance-page';

const RS = 'RS-BLR-00002';
const HUB = 'HUB-BLR-01';
const PATH = '/logistics/refStatusMap/:runsheetId/:hubId/mapbox';
const APPROVED_AT = '2026-11-23T10:15:00.000Z';

let server: MockServer;
let trip: TripDistance;

/** A stateful fake: an approval changes what the next read answers, as the server does. */
function world(...overrides: MockRoute[]) {
  trip = {
    runsheetId: RS,
    hubId: HUB,
    hubName: 'Bengaluru Central Hub',
    vehicleNumber: 'KA01AB1234',
    driverName: 'Ravi Kumar',
    activityStatus: 'IN_PROGRESS',
    tripDistanceKm: 42,
    plannedDistanceKm: 30,
    tripDistanceApproved: false,
    approvedBy: null,
    approvedAt: null,
    overrideReason: null,
    stops: [
      { dropPointId: 'DP-2', name: 'Lakshmi Traders', lat: 12.99, lng: 77.62, plannedSequence: 2, actualSequence: 1, status: 'DELIVERED' },
      { dropPointId: 'DP-1', name: 'Sri Ganesh Stores', lat: 12.97, lng: 77.59, plannedSequence: 1, actualSequence: 2, status: 'PARTIALLY_DELIVERED' },
      { dropPointId: 'DP-3', name: 'Balaji Mart', lat: 12.95, lng: 77.6, plannedSequence: 3, actualSequence: null, status: 'PENDING' },
    ],
  };
  server = mockEndpoints(
    on(getTripDistance, ({ params }) =>
      params.hubId === HUB
        ? { body: { successful: true, message: '42 km travelled', tripDistance: trip } }
        : { status: 404, error: { message: M.runsheetNotAtHub(RS, params.hubId) } },
    ),
    on(approveTripDistance, () => {
      trip = { ...trip, tripDistanceApproved: true, approvedBy: 'hub.manager@demo.hub', approvedAt: APPROVED_AT };
      return { body: { successful: true, message: M.distanceApproved(42), tripDistance: trip } };
    }),
    ...overrides,
  );
}
beforeEach(() => world());
afterEach(() => server.verify());

const open = (roles?: Role[], hubId = HUB) =>
  renderWithProviders(<TripDistancePage />, { route: `/logistics/refStatusMap/${RS}/${hubId}/mapbox`, path: PATH, ...(roles ? { roles } : {}) });

describe('the route map (the Approve-distance page, spec 001 §2)', () => {
  it('shows travelled against planned distance, the excess, and the route drawn with its stops in words', async () => {
    open(['hubExecutive']);
    expect(await screen.findByRole('heading', { name: 'Trip Distance' })).toBeInTheDocument();
    expect(await screen.findByText(/KA01AB1234 · Ravi Kumar/)).toHaveTextContent(`${RS} · KA01AB1234 · Ravi Kumar`);
    expect(screen.getByText('42 km')).toHaveAttribute('data-figure', 'Travelled');
    expect(screen.getByText('30 km')).toHaveAttribute('data-figure', 'Planned');
    expect(screen.getByText('+12 km (40%)')).toHaveAttribute('data-figure', 'Excess');
    const map = screen.getByRole('img', { name: 'Route of 3 stops: planned order dashed, travelled order solid' });
    expect(map.querySelectorAll('circle')).toHaveLength(3);
    expect(map.querySelector('[data-planned]')!.getAttribute('points')!.split(' ')).toHaveLength(3);
    // Only the two stops reached are on the travelled line.
    expect(map.querySelector('[data-travelled]')!.getAttribute('points')!.split(' ')).toHaveLength(2);
    const stops = within(screen.getByRole('list', { name: 'Stops in planned order' })).getAllByRole('listitem');
    expect(stops.map((li) => li.textContent)).toEqual([
      'Sri Ganesh Stores: reached 2nd, PARTIALLY DELIVERED',
      'Lakshmi Traders: reached 1st, DELIVERED',
      'Balaji Mart: not reached, PENDING',
    ]);
  });

  it('a hub manager approves: the success toast, then who and when', async () => {
    open(['hubManager']);
    expect(await screen.findByText('Approval pending')).toBeInTheDocument();
    const approve = screen.getByRole('button', { name: 'Approve distance' });
    fireEvent.click(approve);
    expect(await screen.findByText(M.distanceApproved(42))).toBeInTheDocument();
    expect(await screen.findByText('Distance approved')).toBeInTheDocument();
    expect(screen.getByText(/Approved by hub.manager@demo.hub/)).toHaveTextContent(`Approved by hub.manager@demo.hub on ${formatDateTime(APPROVED_AT)}.`);
    expect(screen.queryByRole('button', { name: 'Approve distance' })).not.toBeInTheDocument();
    expect(server.callsOf(approveTripDistance).map((c) => c.params)).toEqual([{ runsheetId: RS, hubId: HUB }]);
  });

  it('an approval someone else made first: the refusal is shown and the page shows their approval', async () => {
    world(
      on(approveTripDistance, () => {
        trip = { ...trip, tripDistanceApproved: true, approvedBy: 'other.manager@demo.hub', approvedAt: APPROVED_AT };
        return { status: 409, error: { message: M.distanceAlreadyApproved(RS) } };
      }),
    );
    open(['hubManager']);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve distance' }));
    expect(await screen.findByText(M.distanceAlreadyApproved(RS))).toBeInTheDocument();
    expect(await screen.findByText(/Approved by other.manager@demo.hub/)).toBeInTheDocument();
  });

  it.each([['hubExecutive'], ['supportTeam'], ['routingExecutive']] as const)(
    '%s may look but not approve: the page says a hub manager is required',
    async (role) => {
      open([role]);
      expect(await screen.findByText('Approval pending')).toBeInTheDocument();
      expect(screen.getByRole('note')).toHaveTextContent(guardMessage('hubManager'));
      expect(screen.queryByRole('button', { name: 'Approve distance' })).not.toBeInTheDocument();
    },
  );

  it('shows an L1/Admin override with its reason, and a distance within plan as needing no approval', async () => {
    world();
    trip = { ...trip, activityStatus: 'ENDED', tripDistanceApproved: true, approvedBy: 'l1@demo.hub', approvedAt: APPROVED_AT, overrideReason: 'GPS was off' };
    const { unmount } = open();
    expect(await screen.findByText('Closed without a hub manager’s approval')).toBeInTheDocument();
    expect(screen.getByText(/Closed by l1@demo.hub/)).toHaveTextContent(`Closed by l1@demo.hub on ${formatDateTime(APPROVED_AT)}. Reason: GPS was off`);
    unmount();
    trip = { ...trip, tripDistanceKm: 30, approvedBy: null, approvedAt: null, overrideReason: null, activityStatus: 'IN_PROGRESS' };
    open();
    expect(await screen.findByText('No approval needed')).toBeInTheDocument();
    expect(screen.getByText('None')).toHaveAttribute('data-figure', 'Excess');
  });

  it('without a planned distance the excess is unknown; without stops the map says so', async () => {
    world();
    trip = { ...trip, plannedDistanceKm: null, stops: [] };
    open();
    expect(await screen.findByText('Not available')).toHaveAttribute('data-figure', 'Planned');
    expect(screen.getByText('Unknown')).toHaveAttribute('data-figure', 'Excess');
    expect(screen.getByText('No drop points on this runsheet.')).toBeInTheDocument();
  });

  it('says why for a runsheet of another hub, with a Retry', async () => {
    open(undefined, 'HUB-HYD-02');
    expect(await screen.findByRole('alert')).toHaveTextContent(M.runsheetNotAtHub(RS, 'HUB-HYD-02'));
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a labelled loader while the map loads', async () => {
    open();
    expect(screen.getByRole('status', { name: 'Loading trip distance' })).toBeInTheDocument();
    await screen.findByText('Approval pending');
  });
});
