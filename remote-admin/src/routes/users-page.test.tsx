import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_MESSAGES, getAdminUsers, getHubNames, type Role } from '@hub/shared/contracts';
import { demoUsers, mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { adminUser, ALL_HUBS, usersPage } from '../testing/fixtures';
import { UsersPage } from './users-page';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

let server: MockServer;
afterEach(() => server.verify());

const ravi = adminUser();
const meena = adminUser({
  id: 'USR-0002',
  email: 'meena@example.com',
  name: 'Meena Das',
  roles: ['hubManager', 'hubPsvManager'],
  hubs: ['HUB-BLR-01', 'HUB-HYD-02', 'HUB-PUN-03', 'HUB-XYZ-09'],
});
const gone = adminUser({ id: 'USR-0003', email: 'old@example.com', name: 'Old Timer', roles: [], hubs: [], deactivatedAt: Date.UTC(2026, 10, 1) });
const invited = adminUser({ id: 'USR-0004', email: 'new@example.com', name: 'New Person', allHubs: true, hubs: [], authSource: 'invited', lastLoginAt: null });

const hubNames = on(getHubNames, () => ({ body: ALL_HUBS }));
const render = (route = '/admin/users', roles?: Role[]) => renderWithProviders(<UsersPage />, { route, path: '/admin/users', user: demoUsers.admin, roles });
const lastQuery = () => server.callsOf(getAdminUsers).at(-1)!.query;

describe('Users page', () => {
  it('lists users as cards linking to each user: roles, hubs and status', async () => {
    server = mockEndpoints(
      hubNames,
      on(getAdminUsers, () => ({ body: usersPage([ravi, meena, gone, invited]) })),
    );
    render();
    const list = await screen.findByTestId('users-list');
    const cards = within(list).getAllByRole('link');
    expect(cards.map((c) => c.getAttribute('href'))).toEqual([
      '/admin/users/USR-0001',
      '/admin/users/USR-0002',
      '/admin/users/USR-0003',
      '/admin/users/USR-0004',
    ]);
    expect(cards[0]).toHaveTextContent('Ravi Kumar');
    expect(cards[0]).toHaveTextContent('ravi@example.com');
    expect(cards[0]).toHaveTextContent('Hub Executive');
    expect(cards[0]).toHaveTextContent('HUB-BLR-01');
    expect(cards[0]).toHaveTextContent('Active');
    expect(cards[1]).toHaveTextContent('Hub Manager');
    expect(cards[1]).toHaveTextContent('PSV Manager');
    expect(cards[1]).toHaveTextContent('HUB-BLR-01, HUB-HYD-02, HUB-PUN-03 +1 more');
    expect(cards[2]).toHaveTextContent('Deactivated');
    expect(cards[2]).toHaveTextContent('No roles');
    expect(cards[2]).toHaveTextContent('No hubs');
    expect(cards[3]).toHaveTextContent('Invited');
    expect(cards[3]).toHaveTextContent('All hubs');
    expect(screen.getByText('1–4 of 4')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ search: '', page: 1, pageSize: 50 });
  });

  it('searches by email or name once typing pauses, from page 1, and keeps the term in the URL', async () => {
    server = mockEndpoints(
      hubNames,
      on(getAdminUsers, ({ query }) => ({ body: usersPage([ravi, meena].filter((u) => !query.search || u.name.toLowerCase().includes(query.search))) })),
    );
    const view = render('/admin/users?page=3');
    await screen.findByTestId('users-list');
    expect(lastQuery().page).toBe(3);
    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'm' } });
    fireEvent.change(box, { target: { value: 'me' } });
    fireEvent.change(box, { target: { value: 'mee' } });
    await waitFor(() => expect(lastQuery()).toEqual({ search: 'mee', page: 1, pageSize: 50 }));
    // One request for the paused term, none for the keystrokes before it.
    expect(server.callsOf(getAdminUsers).map((c) => c.query.search)).toEqual(['', 'mee']);
    expect(await screen.findByText('1–1 of 1')).toBeInTheDocument();
    expect(view.location().search).toBe('?q=mee');
  });

  it('filters by role, hub and status on the server', async () => {
    server = mockEndpoints(
      hubNames,
      on(getAdminUsers, () => ({ body: usersPage([ravi]) })),
    );
    const view = render();
    await screen.findByTestId('users-list');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: 'hubManager' } });
    await waitFor(() => expect(lastQuery().role).toBe('hubManager'));
    // The hub filter offers the hubs the signed-in user works in, by name.
    const hub = screen.getByRole('combobox', { name: 'Hub' });
    await waitFor(() =>
      expect(
        within(hub)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Any hub', 'Bengaluru Central Hub', 'Hyderabad East Hub', 'Pune West Hub']),
    );
    fireEvent.change(hub, { target: { value: 'HUB-PUN-03' } });
    await waitFor(() => expect(lastQuery().hubId).toBe('HUB-PUN-03'));
    fireEvent.click(screen.getByRole('radio', { name: 'Deactivated' }));
    await waitFor(() => expect(lastQuery()).toEqual({ search: '', role: 'hubManager', hubId: 'HUB-PUN-03', status: 'deactivated', page: 1, pageSize: 50 }));
    expect(view.location().search).toBe('?role=hubManager&hub=HUB-PUN-03&status=deactivated');
    fireEvent.change(screen.getByRole('combobox', { name: 'Role' }), { target: { value: '' } });
    await waitFor(() => expect(lastQuery()).toEqual({ search: '', hubId: 'HUB-PUN-03', status: 'deactivated', page: 1, pageSize: 50 }));
  });

  it('reads the filters from the URL (Back from a user lands on the same list)', async () => {
    server = mockEndpoints(
      hubNames,
      on(getAdminUsers, () => ({ body: usersPage([ravi], { total: 120, page: 2 }) })),
    );
    render('/admin/users?q=ravi&role=hubExecutive&status=active&page=2');
    await screen.findByTestId('users-list');
    expect(lastQuery()).toEqual({ search: 'ravi', role: 'hubExecutive', status: 'active', page: 2, pageSize: 50 });
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('ravi');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('hubExecutive');
    expect(screen.getByRole('radio', { name: 'Active' })).toBeChecked();
  });

  it('pages on the server: Next and Previous ask for the next and previous page', async () => {
    server = mockEndpoints(
      hubNames,
      on(getAdminUsers, ({ query }) => ({ body: usersPage([ravi], { total: 120, page: query.page }) })),
    );
    const view = render();
    expect(await screen.findByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    expect(view.location().search).toBe('?page=2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('101–120 of 120')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('51–100 of 120')).toBeInTheDocument();
    expect(server.callsOf(getAdminUsers).map((c) => c.query.page)).toEqual([1, 2, 3, 2]);
  });

  it(`says "${ADMIN_MESSAGES.noUsers}" when nobody matches`, async () => {
    server = mockEndpoints(
      hubNames,
      on(getAdminUsers, () => ({ body: usersPage([]) })),
    );
    render();
    expect(await screen.findByText(ADMIN_MESSAGES.noUsers)).toBeInTheDocument();
  });

  it(`says "${ADMIN_MESSAGES.loadUsersFailed}" with Retry when the list fails, and Retry asks again`, async () => {
    let fail = true;
    server = mockEndpoints(
      hubNames,
      on(getAdminUsers, () => (fail ? { status: 500, error: { message: 'boom' } } : { body: usersPage([ravi]) })),
    );
    render();
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.loadUsersFailed);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('users-list')).toHaveTextContent('Ravi Kumar');
  });

  it('shows a loader while the first page loads', async () => {
    let release: () => void = () => undefined;
    server = mockEndpoints(
      hubNames,
      on(getAdminUsers, () => new Promise((resolve) => (release = () => resolve({ body: usersPage([ravi]) })))),
    );
    render();
    expect(await screen.findByRole('status', { name: 'Loading users' })).toBeInTheDocument();
    release();
    expect(await screen.findByTestId('users-list')).toBeInTheDocument();
  });

  it('offers "Invite user" (/admin/users/new) to a hub manager too', async () => {
    server = mockEndpoints(
      hubNames,
      on(getAdminUsers, () => ({ body: usersPage([ravi]) })),
    );
    render('/admin/users', ['hubManager']);
    expect(await screen.findByRole('link', { name: 'Invite user' })).toHaveAttribute('href', '/admin/users/new');
  });

  it('tells other roles that Admin or Hub Manager is required, and asks the server nothing', async () => {
    server = mockEndpoints();
    render('/admin/users', ['hubExecutive']);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this. Admin or Hub Manager role is required.');
    expect(screen.queryByRole('link', { name: 'Invite user' })).not.toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });
});
