import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN_MESSAGES,
  type AdminUser,
  createAdminUser,
  type AuditEntryView,
  deactivateUser,
  getAdminAudit,
  getAdminUser,
  getHubNames,
  reactivateUser,
  type Role,
  setUserHubs,
  setUserRoles,
  signOutUserEverywhere,
} from '@hub/shared/contracts';
import { demoUsers, type MockRoute, mockEndpoints, type MockServer, on, renderWithProviders } from '@hub/shared/testing';
import { adminUser, ALL_HUBS } from '../testing/fixtures';
import { UserPage } from './user-page';

// On a shared 2-core machine under load a first render (Mantine, a first transform) can pass testing-library's 1 s.
configure({ asyncUtilTimeout: 5000 });

let server: MockServer;
afterEach(() => server.verify());

/** The hubs a hub manager of Bengaluru and Pune works in (GET /hub/hubNames answers exactly theirs). */
const MANAGER_HUBS = { hubNames: ALL_HUBS.hubNames.filter((h) => h.hubOrgUnitId !== 'HUB-HYD-02') };

/** A server holding one user: reads answer it, writes change it, answer it as saved and add an audit entry. */
function userServer(start: AdminUser, hubs = ALL_HUBS, ...more: MockRoute[]) {
  let user = start;
  const audit: AuditEntryView[] = [
    {
      id: 1,
      at: start.createdAt,
      actorUserId: 'USR-DEMO-ADMIN',
      actorEmail: 'admin@demo.hub',
      actorKind: 'USER',
      hubOrgUnitId: null,
      operation: 'createAdminUser',
      idempotencyKey: null,
      entityType: 'user',
      entityId: start.id,
      itemId: null,
      action: 'create',
      before: null,
      after: { roles: start.roles },
    },
  ];
  const written = (action: string, before: unknown, after: unknown) =>
    audit.unshift({
      id: audit.length + 1,
      at: Date.UTC(2026, 10, 21),
      actorUserId: 'USR-DEMO-ADMIN',
      actorEmail: 'admin@demo.hub',
      actorKind: 'USER',
      hubOrgUnitId: null,
      operation: null,
      idempotencyKey: null,
      entityType: 'user',
      entityId: user.id,
      itemId: null,
      action,
      before,
      after,
    });
  server = mockEndpoints(
    on(getHubNames, () => ({ body: hubs })),
    on(getAdminAudit, ({ query }) => ({
      body: { entries: audit.filter((e) => e.entityType === query.entityType && e.entityId === query.entityId).slice(0, query.limit), nextBefore: null },
    })),
    on(getAdminUser, ({ params }) => (params.userId === user.id ? { body: user } : { status: 404, error: { message: ADMIN_MESSAGES.userNotFound } })),
    on(setUserRoles, ({ body }) => {
      written('grantRoles', { roles: user.roles }, { roles: body.roles });
      return { body: (user = { ...user, roles: body.roles }) };
    }),
    on(setUserHubs, ({ body }) => ({ body: (user = { ...user, allHubs: body.allHubs, hubs: body.allHubs ? [] : body.hubs }) })),
    on(deactivateUser, () => ({ body: (user = { ...user, deactivatedAt: Date.UTC(2026, 10, 21) }) })),
    on(reactivateUser, () => ({ body: (user = { ...user, deactivatedAt: null }) })),
    on(signOutUserEverywhere, () => ({ body: { endedSessions: 2 } })),
    ...more,
  );
}

const as = (who: 'admin' | 'hubManager', route = '/admin/users/USR-0001', roles?: Role[]) =>
  renderWithProviders(<UserPage />, { route, path: '/admin/users/:userId', user: demoUsers[who], roles });

const roleBox = (name: string) => screen.getByRole('checkbox', { name });

describe('User page: roles', () => {
  it('shows the user (name, email, status, last sign-in) with their roles ticked', async () => {
    userServer(adminUser());
    as('admin');
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
    expect(screen.getByText('ravi@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('user-last-sign-in')).toHaveTextContent(/^20\/11\/2026, \d\d:\d\d (am|pm)$/);
    expect(roleBox('Hub Executive')).toBeChecked();
    expect(roleBox('Admin')).not.toBeChecked();
    expect(screen.getByRole('link', { name: '← All users' })).toHaveAttribute('href', '/admin/users');
  });

  it('saves the ticked roles with "Save roles" (enabled once something changed)', async () => {
    userServer(adminUser());
    as('admin');
    const save = await screen.findByRole('button', { name: 'Save roles' });
    expect(save).toBeDisabled();
    fireEvent.click(roleBox('Routing Executive'));
    fireEvent.click(roleBox('Admin'));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText(ADMIN_MESSAGES.rolesSaved)).toBeInTheDocument();
    expect(server.callsOf(setUserRoles).map((c) => [c.params.userId, c.body.roles])).toEqual([['USR-0001', ['hubExecutive', 'admin', 'routingExecutive']]]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save roles' })).toBeDisabled());
    expect(roleBox('Admin')).toBeChecked();
  });

  it('shows the server refusal under the roles, as it comes', async () => {
    userServer(
      adminUser({ roles: ['admin'] }),
      ALL_HUBS,
      on(setUserRoles, () => ({ status: 409, error: { message: ADMIN_MESSAGES.lastAdmin } })),
    );
    as('admin');
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Admin' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.lastAdmin);
    expect(roleBox('Admin')).not.toBeChecked();
  });

  it('a hub manager sees the admin-only roles disabled, with the reason', async () => {
    userServer(adminUser({ roles: ['hubExecutive', 'supportTeam'] }), MANAGER_HUBS);
    as('hubManager');
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    expect(['Admin', 'Support (L1)', 'Hub Manager'].map((n) => roleBox(n).hasAttribute('disabled'))).toEqual([true, true, true]);
    expect(['Hub Executive', 'PSV Manager', 'PSV Executive', 'Routing Executive'].map((n) => roleBox(n).hasAttribute('disabled'))).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(within(screen.getByRole('region', { name: 'Roles' })).getByText(ADMIN_MESSAGES.onlyAdminGrantsRole)).toBeInTheDocument();
    // A role only an admin grants is kept as it is when the manager saves the others.
    fireEvent.click(roleBox('PSV Executive'));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(server.callsOf(setUserRoles).map((c) => c.body.roles)).toEqual([['hubExecutive', 'hubPsvExecutive', 'supportTeam']]));
  });

  it('nobody changes their own roles or hubs: both sections say so and cannot save', async () => {
    userServer(adminUser({ email: 'hub.manager@demo.hub', roles: ['hubManager'] }), MANAGER_HUBS);
    as('hubManager');
    await screen.findByRole('heading', { name: 'Ravi Kumar' });
    expect(roleBox('Hub Executive')).toBeDisabled();
    expect(within(screen.getByRole('region', { name: 'Roles' })).getByText(ADMIN_MESSAGES.notOwnRolesOrHubs)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Hubs' })).getByText(ADMIN_MESSAGES.notOwnRolesOrHubs)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save roles' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save hubs' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(screen.getByText(ADMIN_MESSAGES.notOwnDeactivation)).toBeInTheDocument();
  });
});

describe('User page: recent changes', () => {
  it('lists the user’s latest audit entries, links to the whole log, and shows a save there at once', async () => {
    userServer(adminUser());
    as('admin');
    const recent = await screen.findByRole('region', { name: 'Recent changes' });
    expect(await within(recent).findByText('Create')).toBeInTheDocument();
    expect(server.callsOf(getAdminAudit).map((c) => c.query)).toEqual([{ entityType: 'user', entityId: 'USR-0001', limit: 10 }]);
    expect(within(recent).getByRole('link', { name: 'Open in the audit log' })).toHaveAttribute('href', '/admin/audit?entityType=user&entityId=USR-0001');
    fireEvent.click(roleBox('Routing Executive'));
    fireEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    expect(await within(recent).findByText('Grant Roles')).toBeInTheDocument();
    expect(
      within(recent)
        .getAllByRole('listitem')
        .filter((li) => li.hasAttribute('data-audit-entry')),
    ).toHaveLength(2);
  });
});

describe('User page: hubs', () => {
  it('a hub manager assigns their own hubs; the user’s other hubs are named and sent back unchanged', async () => {
    userServer(adminUser({ hubs: ['HUB-BLR-01', 'HUB-HYD-02'] }), MANAGER_HUBS);
    as('hubManager');
    const hubs = await screen.findByRole('region', { name: 'Hubs' });
    expect(within(hubs).queryByRole('switch', { name: /All hubs/ })).not.toBeInTheDocument();
    expect(within(hubs).getByText(/^Also works in HUB-HYD-02 \(not your hubs/)).toBeInTheDocument();
    fireEvent.click(within(hubs).getByRole('combobox', { name: 'Hubs' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pune West Hub (HUB-PUN-03)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save hubs' }));
    expect(await screen.findByText(ADMIN_MESSAGES.hubsSaved)).toBeInTheDocument();
    expect(server.callsOf(setUserHubs).map((c) => c.body)).toEqual([{ allHubs: false, hubs: ['HUB-BLR-01', 'HUB-HYD-02', 'HUB-PUN-03'] }]);
  });

  it('an admin gives all hubs with the switch', async () => {
    userServer(adminUser());
    as('admin');
    fireEvent.click(await screen.findByRole('switch', { name: /All hubs/ }));
    expect(screen.getByRole('combobox', { name: 'Hubs' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Save hubs' }));
    await waitFor(() => expect(server.callsOf(setUserHubs).map((c) => c.body)).toEqual([{ allHubs: true, hubs: [] }]));
    expect(await screen.findByText(ADMIN_MESSAGES.hubsSaved)).toBeInTheDocument();
  });

  it('a hub manager cannot change a user who works in all hubs, and is told why', async () => {
    userServer(adminUser({ allHubs: true, hubs: [] }), MANAGER_HUBS);
    as('hubManager');
    const hubs = await screen.findByRole('region', { name: 'Hubs' });
    expect(within(hubs).getByText(ADMIN_MESSAGES.onlyAdminAllHubsUser)).toBeInTheDocument();
    expect(within(hubs).getByText('All hubs')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save hubs' })).toBeDisabled();
  });

  it('shows the server refusal under the hubs', async () => {
    userServer(
      adminUser(),
      MANAGER_HUBS,
      on(setUserHubs, () => ({ status: 403, error: { message: ADMIN_MESSAGES.onlyOwnHubs } })),
    );
    as('hubManager');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Hubs' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pune West Hub (HUB-PUN-03)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save hubs' }));
    expect(await within(screen.getByRole('region', { name: 'Hubs' })).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.onlyOwnHubs);
  });
});

describe('User page: status', () => {
  it('deactivates with a reason after a confirmation; the user then shows as deactivated with Reactivate', async () => {
    userServer(adminUser());
    as('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    expect(dialog).toHaveTextContent('Deactivate Ravi Kumar (ravi@example.com)? They are signed out everywhere at once and cannot sign in until reactivated.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByText(ADMIN_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(server.callsOf(deactivateUser)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: '  Left the company  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(ADMIN_MESSAGES.userDeactivated)).toBeInTheDocument();
    expect(server.callsOf(deactivateUser).map((c) => [c.params.userId, c.body.reason])).toEqual([['USR-0001', 'Left the company']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Reactivate' })).toBeEnabled();
    expect(screen.getAllByText('Deactivated').length).toBeGreaterThan(0);
  });

  it('keeps a refused deactivation in the dialog, in the server’s words', async () => {
    userServer(
      adminUser({ roles: ['admin'] }),
      ALL_HUBS,
      on(deactivateUser, () => ({ status: 409, error: { message: ADMIN_MESSAGES.lastAdmin } })),
    );
    as('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate user' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), { target: { value: 'Duplicate account' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.lastAdmin);
  });

  it('reactivates a deactivated user', async () => {
    userServer(adminUser({ deactivatedAt: Date.UTC(2026, 10, 1) }));
    as('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Reactivate' }));
    expect(await screen.findByText(ADMIN_MESSAGES.userReactivated)).toBeInTheDocument();
    expect(server.callsOf(reactivateUser).map((c) => c.params.userId)).toEqual(['USR-0001']);
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeEnabled();
  });

  it('an admin signs a user out everywhere', async () => {
    userServer(adminUser());
    as('admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText(ADMIN_MESSAGES.signedOutEverywhere)).toBeInTheDocument();
    expect(server.callsOf(signOutUserEverywhere).map((c) => c.params.userId)).toEqual(['USR-0001']);
  });

  it('a hub manager has no "Sign out everywhere" and cannot deactivate an admin, with the reason', async () => {
    userServer(adminUser({ roles: ['admin'] }), MANAGER_HUBS);
    as('hubManager');
    expect(await screen.findByRole('button', { name: 'Deactivate' })).toBeDisabled();
    expect(screen.getByText(ADMIN_MESSAGES.onlyAdminDeactivatesAdmin)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign out everywhere' })).not.toBeInTheDocument();
  });

  it('says "Invited, has not signed in yet" for an invited user', async () => {
    userServer(adminUser({ authSource: 'invited', lastLoginAt: null }));
    as('admin');
    expect(await screen.findByTestId('user-last-sign-in')).toHaveTextContent('Invited, has not signed in yet');
  });
});

describe('User page: states', () => {
  it(`shows "${ADMIN_MESSAGES.userNotFound}" for an unknown user, with Retry`, async () => {
    userServer(adminUser());
    as('admin', '/admin/users/USR-NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_MESSAGES.userNotFound);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows a loader while the user loads', async () => {
    userServer(adminUser());
    as('admin');
    expect(screen.getByRole('status', { name: 'Loading user' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar' })).toBeInTheDocument();
  });

  it('tells other roles that Admin or Hub Manager is required, and asks the server nothing', () => {
    server = mockEndpoints();
    as('admin', '/admin/users/USR-0001', ['routingExecutive']);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission to do this. Admin or Hub Manager role is required.');
    expect(server.calls).toHaveLength(0);
  });
});

describe('Invite user (/admin/users/new)', () => {
  const created = adminUser({ id: 'USR-NEW1', email: 'asha.k@example.com', name: 'Asha K', roles: ['hubExecutive'], authSource: 'invited', lastLoginAt: null });

  it('checks the fields with the contract’s words before sending anything', async () => {
    userServer(created);
    as('admin', '/admin/users/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Invite user' }));
    expect(await screen.findByText(ADMIN_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_MESSAGES.nameRequired)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByText(ADMIN_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(server.callsOf(createAdminUser)).toHaveLength(0);
  });

  it('invites with email, name, roles and hubs, then opens the new user', async () => {
    userServer(
      created,
      MANAGER_HUBS,
      on(createAdminUser, () => ({ status: 201, body: created })),
    );
    const view = as('hubManager', '/admin/users/new');
    expect(screen.getByRole('heading', { name: 'Invite a user' })).toBeInTheDocument();
    // A hub manager gives neither the admin-only roles nor all hubs.
    expect(await screen.findByRole('checkbox', { name: 'Admin' })).toBeDisabled();
    expect(screen.queryByRole('switch', { name: /All hubs/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Email/ }), { target: { value: ' Asha.K@Example.com ' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Asha K' } });
    fireEvent.click(roleBox('Hub Executive'));
    fireEvent.click(screen.getByRole('combobox', { name: 'Hubs' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pune West Hub (HUB-PUN-03)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByText(ADMIN_MESSAGES.userCreated)).toBeInTheDocument();
    expect(server.callsOf(createAdminUser).map((c) => c.body)).toEqual([
      { email: 'asha.k@example.com', name: 'Asha K', roles: ['hubExecutive'], allHubs: false, hubs: ['HUB-PUN-03'] },
    ]);
    await waitFor(() => expect(view.location().pathname).toBe('/admin/users/USR-NEW1'));
  });

  it('an admin may invite with all hubs', async () => {
    userServer(
      created,
      ALL_HUBS,
      on(createAdminUser, () => ({ status: 201, body: created })),
    );
    as('admin', '/admin/users/new');
    fireEvent.change(await screen.findByRole('textbox', { name: /Email/ }), { target: { value: 'asha.k@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Asha K' } });
    fireEvent.click(roleBox('Support (L1)'));
    fireEvent.click(screen.getByRole('switch', { name: /All hubs/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    await waitFor(() =>
      expect(server.callsOf(createAdminUser).map((c) => c.body)).toEqual([
        { email: 'asha.k@example.com', name: 'Asha K', roles: ['supportTeam'], allHubs: true, hubs: [] },
      ]),
    );
  });

  it(`shows "${ADMIN_MESSAGES.emailExists}" under the email, and other refusals above the buttons`, async () => {
    let answer: { status: number; error: { message: string } } = { status: 409, error: { message: ADMIN_MESSAGES.emailExists } };
    userServer(
      created,
      ALL_HUBS,
      on(createAdminUser, () => answer),
    );
    as('admin', '/admin/users/new');
    const email = await screen.findByRole('textbox', { name: /Email/ });
    fireEvent.change(email, { target: { value: 'ravi@example.com' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), { target: { value: 'Ravi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByText(ADMIN_MESSAGES.emailExists)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    answer = { status: 404, error: { message: 'Hub HUB-OLD-01 not found' } };
    fireEvent.change(email, { target: { value: 'ravi2@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Hub HUB-OLD-01 not found');
  });

  it('Cancel goes back to the users list', async () => {
    // The test mounts only this screen: the router warns that nothing renders the list.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    userServer(created);
    const view = as('admin', '/admin/users/new');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(view.location().pathname).toBe('/admin/users');
    jest.restoreAllMocks();
  });
});
