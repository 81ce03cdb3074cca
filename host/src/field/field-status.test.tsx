import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { logout } from '@hub/shared/contracts';
import { getOutbox, outboxOwner } from '@hub/shared/outbox';
import { demoUsers, mockEndpoints, on, renderWithProviders } from '@hub/shared/testing';
import { NavDrawer } from '../shell/nav-drawer';
import { FieldStatus } from './field-status';

const owner = outboxOwner(demoUsers.hubManager.email);
const keep = (label: string) =>
  getOutbox()
    .submit({ key: `key-${label}-0001`, endpoint: 'updateDispatchItems', request: { method: 'PUT', path: '/x' }, label, scope: 's', lines: [], invalidate: [] })
    .catch(() => undefined);

afterEach(() => {
  act(() => onlineManager.setOnline(true));
  localStorage.clear();
});

describe('FieldStatus (header)', () => {
  it('says "Offline" while the device has no network', async () => {
    renderWithProviders(<FieldStatus />);
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(screen.queryByText('Offline')).not.toBeInTheDocument();
  });

  it('shows nothing for an empty outbox, and the count of waiting writes once there are some; a tap lists them', async () => {
    renderWithProviders(<FieldStatus />);
    expect(screen.queryByTestId('outbox-badge')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(false));
    await act(async () => {
      await keep('Dispatch 1 unit of A');
      await keep('Dispatch 1 unit of B');
    });
    const badge = await screen.findByRole('button', { name: '2 waiting to send' });
    expect(within(badge).getByText('2')).toBeInTheDocument();
    expect(localStorage.getItem(`hub-outbox:${owner}`)).toBe('2');
    fireEvent.click(badge);
    expect(await screen.findByText('Waiting to send (2)')).toBeInTheDocument();
    expect(screen.getByText('Dispatch 1 unit of A')).toBeInTheDocument();
    expect(screen.getByText('You are offline: these are sent in order when the network is back.')).toBeInTheDocument();
  });
});

describe('Logout with writes not sent yet', () => {
  it('tells the user what is pending; "Stay signed in" keeps everything, "Log out and discard" clears this user’s outbox and logs out', async () => {
    const server = mockEndpoints(on(logout, () => ({ body: { successful: true as const } })));
    // jsdom cannot reload: the logout's reload only logs "not implemented" here.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<NavDrawer opened onClose={() => undefined} areaNav={[]} />);
    act(() => onlineManager.setOnline(false));
    await act(async () => {
      await keep('Dispatch 1 unit of A');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Changes not sent yet')).toBeInTheDocument();
    expect(screen.getByText('1 change has not reached the server yet. Logging out removes them from this device.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByText('Changes not sent yet')).not.toBeInTheDocument());
    expect(server.callsOf(logout)).toHaveLength(0);
    expect(getOutbox().snapshot().waiting).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Log out and discard' }));
    await waitFor(() => expect(server.callsOf(logout)).toHaveLength(1));
    expect(getOutbox().snapshot().entries).toEqual([]);
    expect(localStorage.getItem(`hub-outbox:${owner}`)).toBeNull();
    server.verify();
  });
});
