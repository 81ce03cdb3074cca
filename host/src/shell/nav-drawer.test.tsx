import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { logout, logoutEverywhere } from '@hub/shared/contracts';
import { getOutbox, outboxOwner } from '@hub/shared/outbox';
import { demoUsers, mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { NavDrawer } from './nav-drawer';

const owner = outboxOwner(demoUsers.hubManager.email);

beforeEach(() => {
  // jsdom cannot reload: a sign-out's reload only logs "not implemented" here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('NavDrawer: Sign out everywhere', () => {
  it('sits next to Logout and ends every session through POST /auth/logout-everywhere', async () => {
    const server = mockEndpoints(on(logoutEverywhere, () => ({ body: { successful: true as const } })));
    renderWithProviders(<NavDrawer opened onClose={() => undefined} areaNav={[]} />);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    const everywhere = screen.getByRole('button', { name: 'Sign out everywhere' });
    fireEvent.click(everywhere);
    await waitFor(() => expect(server.callsOf(logoutEverywhere)).toHaveLength(1));
    expect(server.callsOf(logout)).toHaveLength(0);
    server.verify();
  });

  it('says why when the server refuses, and the device stays signed in', async () => {
    const server = mockEndpoints(on(logoutEverywhere, () => ({ status: 503, error: { message: 'The server is busy. Please re-try.' } })));
    renderWithProviders(<NavDrawer opened onClose={() => undefined} areaNav={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server is busy. Please re-try.');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeEnabled();
    expect(server.callsOf(logoutEverywhere)).toHaveLength(1);
  });

  it('warns about writes not sent yet first; "Log out and discard" signs out everywhere and clears them', async () => {
    const server = mockEndpoints(on(logoutEverywhere, () => ({ body: { successful: true as const } })));
    renderWithProviders(<NavDrawer opened onClose={() => undefined} areaNav={[]} />);
    act(() => onlineManager.setOnline(false));
    await act(async () => {
      await getOutbox()
        .submit({
          key: 'key-everywhere-0001',
          endpoint: 'updateDispatchItems',
          request: { method: 'PUT', path: '/x' },
          label: 'Dispatch 1',
          scope: 's',
          lines: [],
          invalidate: [],
        })
        .catch(() => undefined);
    });
    act(() => onlineManager.setOnline(true));
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    expect(await screen.findByText('Changes not sent yet')).toBeInTheDocument();
    expect(server.callsOf(logoutEverywhere)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Log out and discard' }));
    await waitFor(() => expect(server.callsOf(logoutEverywhere)).toHaveLength(1));
    await waitFor(() => expect(getOutbox().snapshot().entries).toEqual([]));
    expect(localStorage.getItem(`hub-outbox:${owner}`)).toBeNull();
  });
});
