import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  type ActiveFe,
  assignFieldExecutive,
  deassignFieldExecutive,
  type FeSearchResponse,
  getActiveFes,
  getEnabledHubs,
  searchFieldExecutive,
} from '@hub/shared/contracts';
import { mockEndpoints, type MockRoute, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { toast } from '@hub/shared/ui';
import { HubManagementPage } from './hub-management-page';

const HUBS = [
  { name: 'Bengaluru Central Hub', orgUnitId: 'HUB-BLR-01' },
  { name: 'Hyderabad East Hub', orgUnitId: 'HUB-HYD-02' },
];
const ravi = {
  id: 'FE-00001111',
  name: 'Ravi Kumar',
  phoneNumber: '9876543210',
  panNumber: 'ABCDE1234F',
  status: 'ACTIVE' as const,
  createdAt: '2026-11-01T10:00:00.000Z',
};

let server: MockServer;
let calls: MockServer['calls'];
let assigned: Record<string, string[]>;
/** The mocked api of Hub Management, keyed on the endpoint contracts; `overrides` replace handlers. */
function world(...overrides: MockRoute[]) {
  assigned = { 'HUB-BLR-01': [], 'HUB-HYD-02': [] };
  server = mockEndpoints(
    on(getEnabledHubs, () => ({ body: HUBS })),
    on(getActiveFes, ({ params }) => {
      const activeFes: ActiveFe[] = (assigned[params.hubId] ?? []).map(() => ({ ...ravi, assignedAt: '2026-11-02T10:00:00.000Z' }));
      return { body: { activeFes } };
    }),
    on(searchFieldExecutive, ({ query }) => {
      const id = query.identifier;
      if (id !== ravi.id && id !== ravi.phoneNumber && id !== ravi.panNumber)
        return { status: 404, error: { message: 'No Field Executive found with this identifier' } };
      const body: FeSearchResponse = { matchedBy: 'id', fieldExecutive: ravi, assignedHubOrgUnitIds: Object.keys(assigned).filter((h) => assigned[h]!.length) };
      return { body };
    }),
    on(assignFieldExecutive, ({ body }) => {
      if (assigned[body.hubOrgUnitId]!.length) return { status: 409, error: { message: 'This Field Executive is already assigned to this hub' } };
      assigned[body.hubOrgUnitId]!.push(ravi.id);
      return { body: { successful: true as const, message: 'Field Executive assigned to hub successfully' } };
    }),
    on(deassignFieldExecutive, ({ body }) => {
      assigned[body.hubOrgUnitId] = [];
      return { body: { successful: true as const, message: 'Field Executive deassigned from hub successfully' } };
    }),
    ...overrides,
  );
  calls = server.calls;
}
beforeEach(() => world());
// Toasts live in one global store: clear them so one test's toasts never queue another's.
afterEach(() => act(() => toast.clean()));
// Every call matched a contract and every answer kept to it.
afterEach(() => server.verify());

const render = (roles?: Parameters<typeof renderWithProviders>[1] extends infer O ? (O extends { roles?: infer R } ? R : never) : never) =>
  renderWithProviders(<HubManagementPage />, { route: '/field-executives/hub-management', roles });
const searchFor = (value: string) => {
  fireEvent.change(screen.getByPlaceholderText('Search ID, Phone Number Or PAN number'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Search' }));
};

describe('Hub Management', () => {
  it('tells anyone but a hub manager "You do not have permission to view this page. Hub Manager role is required." and calls nothing', () => {
    render(['hubExecutive']);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to view this page. Hub Manager role is required.');
    expect(screen.getByRole('tab', { name: 'Hub Management' })).toHaveAttribute('aria-selected', 'true');
    expect(calls).toHaveLength(0);
  });

  it('selects the first enabled hub and shows its active FEs', async () => {
    assigned['HUB-BLR-01'] = [ravi.id];
    render();
    expect(await screen.findByRole('button', { name: `Deassign ${ravi.id}` })).toBeInTheDocument();
    expect(screen.getByLabelText('Hub', { selector: 'input' })).toHaveValue('Bengaluru Central Hub');
  });

  it('shows "Invalid hub data received from server" when the hubs answer is not a list', async () => {
    world(on(getEnabledHubs, () => ({ malformed: { hubs: HUBS } })));
    render();
    expect((await screen.findAllByText('Invalid hub data received from server')).length).toBeGreaterThan(0);
  });

  it('shows "Failed to load hubs. Please try again." when the hubs call fails', async () => {
    world(on(getEnabledHubs, () => ({ status: 500, error: { message: 'boom' } })));
    render();
    expect((await screen.findAllByText('Failed to load hubs. Please try again.')).length).toBeGreaterThan(0);
  });

  it('finds an FE (ID, Name, Phone), assigns it, refreshes the table and then disables "Assign to Hub"', async () => {
    render();
    await screen.findByText('No field executives assigned to this hub.');
    searchFor(ravi.id);
    const card = (await screen.findByText(`ID: ${ravi.id}`)).closest('[data-found-fe]') as HTMLElement;
    expect(within(card).getByText('Name: Ravi Kumar')).toBeInTheDocument();
    expect(within(card).getByText('Phone: 9876543210')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Assign to Hub' }));
    expect(await screen.findByText('Field Executive assigned to hub successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Deassign ${ravi.id}` })).toBeInTheDocument();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Assign to Hub' })).toBeDisabled());
    expect(within(card).getByText('This Field Executive is already assigned to this hub')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ feId: ravi.id, hubOrgUnitId: 'HUB-BLR-01' });
  });

  it('deassigns and refreshes the table', async () => {
    assigned['HUB-BLR-01'] = [ravi.id];
    render();
    fireEvent.click(await screen.findByRole('button', { name: `Deassign ${ravi.id}` }));
    expect(await screen.findByText('Field Executive deassigned from hub successfully')).toBeInTheDocument();
    expect(await screen.findByText('No field executives assigned to this hub.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ feId: ravi.id, hubOrgUnitId: 'HUB-BLR-01' });
  });

  it('says "Field Executive not found" and "No Field Executive found with this identifier" for an unknown identifier', async () => {
    render();
    searchFor('6000000000');
    expect(await screen.findByText('No Field Executive found with this identifier')).toBeInTheDocument();
    expect(await screen.findByText('Field Executive not found')).toBeInTheDocument();
  });

  it('shows the server message, else "Failed to assign Field Executive to hub", when assign fails', async () => {
    world(on(assignFieldExecutive, () => ({ status: 502 })));
    render();
    await screen.findByText('No field executives assigned to this hub.');
    searchFor(ravi.panNumber);
    fireEvent.click(await screen.findByRole('button', { name: 'Assign to Hub' }));
    expect(await screen.findByText('Failed to assign Field Executive to hub')).toBeInTheDocument();
  });

  it('shows "Failed to deassign Field Executive from hub" when deassign fails without a message', async () => {
    world(on(deassignFieldExecutive, () => ({ status: 500 })));
    assigned['HUB-BLR-01'] = [ravi.id];
    render();
    fireEvent.click(await screen.findByRole('button', { name: `Deassign ${ravi.id}` }));
    expect(await screen.findByText('Failed to deassign Field Executive from hub')).toBeInTheDocument();
  });
});
