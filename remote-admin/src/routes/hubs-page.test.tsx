import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type AdminHub, createAdminHub, getAdminHubs } from '@hub/shared/contracts';
import { demoUsers, mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { HubsPage } from './hubs-page';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

let server: MockServer;
afterEach(() => server.verify());

const hub = (over: Partial<AdminHub> = {}): AdminHub => ({
  hubOrgUnitId: 'HUB-BLR-01',
  hubName: 'Bengaluru Central Hub',
  city: 'Bengaluru',
  pilots: ['TOTE_IN_SCAN', 'TOTE_MERGING'],
  zoneCount: 6,
  userCount: 3,
  ...over,
});
const blr = hub();
const hyd = hub({ hubOrgUnitId: 'HUB-HYD-02', hubName: 'Hyderabad East Hub', city: 'Hyderabad', pilots: [], zoneCount: 1, userCount: 1 });

const render = (user = demoUsers.admin) => renderWithProviders(<HubsPage />, { route: '/admin/hubs', user });
const openAddHub = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Add hub' }));
  return screen.findByRole('dialog', { name: 'Add a hub' });
};

describe('Hubs page', () => {
  it('tells anyone but an admin or hub manager "You do not have permission to do this. Admin or Hub Manager role is required." and calls nothing', () => {
    server = mockEndpoints();
    render(demoUsers.hubExecutive);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this. Admin or Hub Manager role is required.');
    expect(screen.queryByRole('button', { name: 'Add hub' })).toBeNull();
    expect(server.calls).toHaveLength(0);
  });

  it('lists the hubs as cards linking to each hub: name, id, city, pilots on, zones and users', async () => {
    server = mockEndpoints(on(getAdminHubs, () => ({ body: { hubs: [blr, hyd] } })));
    render();
    const cards = within(await screen.findByTestId('hubs-list')).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual(['/admin/hubs/HUB-BLR-01', '/admin/hubs/HUB-HYD-02']);
    for (const text of ['Bengaluru Central Hub', 'HUB-BLR-01', 'Bengaluru', 'Pilots: 2 of 5', '6 zones', '3 users']) expect(cards[0]).toHaveTextContent(text);
    for (const text of ['Hyderabad East Hub', 'Hyderabad', 'Pilots: 0 of 5', '1 zone', '1 user']) expect(cards[1]).toHaveTextContent(text);
  });

  it('shows a hub manager the hubs the server answers (theirs), without "Add hub"', async () => {
    server = mockEndpoints(on(getAdminHubs, () => ({ body: { hubs: [hyd] } })));
    render(demoUsers.hubManager);
    expect(within(await screen.findByTestId('hubs-list')).getAllByRole('link')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Add hub' })).toBeNull();
  });

  it('says "No hubs found." when there are none', async () => {
    server = mockEndpoints(on(getAdminHubs, () => ({ body: { hubs: [] } })));
    render();
    expect(await screen.findByText('No hubs found.')).toBeInTheDocument();
  });

  it('says "Failed to load the hubs. Please try again." when the list fails, and Retry asks again', async () => {
    let fail = true;
    server = mockEndpoints(on(getAdminHubs, () => (fail ? { status: 500, error: { message: 'boom' } } : { body: { hubs: [blr] } })));
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load the hubs. Please try again.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('hubs-list')).toHaveTextContent('Bengaluru Central Hub');
  });

  it("checks the add form with the contract's words before sending anything", async () => {
    server = mockEndpoints(on(getAdminHubs, () => ({ body: { hubs: [blr] } })));
    render();
    const dialog = await openAddHub();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create hub' }));
    expect(await within(dialog).findByText('Hub id must be HUB- followed by 2 to 40 capital letters, digits or dashes (e.g. HUB-BLR-01).')).toBeInTheDocument();
    expect(within(dialog).getByText('Hub name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('City is required.')).toBeInTheDocument();
    expect(server.callsOf(createAdminHub)).toHaveLength(0);
  });

  it('creates a hub (id in capitals, name, city), says "Hub created." and opens it', async () => {
    const created = hub({ hubOrgUnitId: 'HUB-BLR-04', hubName: 'Bengaluru North Hub', pilots: [], zoneCount: 4, userCount: 0 });
    server = mockEndpoints(
      on(getAdminHubs, () => ({ body: { hubs: [blr] } })),
      on(createAdminHub, () => ({ status: 201, body: created })),
    );
    const { location } = render();
    const dialog = await openAddHub();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Hub id/ }), { target: { value: 'hub-blr-04' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Hub name/ }), { target: { value: 'Bengaluru North Hub' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /City/ }), { target: { value: ' Bengaluru ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create hub' }));
    expect(await screen.findByText('Hub created.')).toBeInTheDocument();
    const [call] = server.callsOf(createAdminHub);
    expect(call!.body).toEqual({ hubOrgUnitId: 'HUB-BLR-04', hubName: 'Bengaluru North Hub', city: 'Bengaluru' });
    expect(call!.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(location().pathname).toBe('/admin/hubs/HUB-BLR-04'));
  });

  it('shows "Hub HUB-BLR-01 already exists." under the id and keeps the form open', async () => {
    server = mockEndpoints(
      on(getAdminHubs, () => ({ body: { hubs: [blr] } })),
      on(createAdminHub, () => ({ status: 409, error: { message: 'Hub HUB-BLR-01 already exists.' } })),
    );
    const { location } = render();
    const dialog = await openAddHub();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Hub id/ }), { target: { value: 'HUB-BLR-01' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Hub name/ }), { target: { value: 'Again' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /City/ }), { target: { value: 'Bengaluru' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create hub' }));
    const idField = within(dialog).getByRole('textbox', { name: /Hub id/ });
    await waitFor(() => expect(idField).toHaveAttribute('aria-invalid', 'true'));
    expect(idField).toHaveAccessibleDescription(expect.stringContaining('Hub HUB-BLR-01 already exists.'));
    expect(location().pathname).toBe('/admin/hubs');
    expect(screen.queryByText('Hub created.')).toBeNull();
  });
});
