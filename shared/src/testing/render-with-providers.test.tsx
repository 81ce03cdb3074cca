import { screen } from '@testing-library/react';
import { useSearchParams } from 'react-router-dom';
import { usePilot, useRoleFlags, useSessionUser } from '../hooks';
import { demoUsers } from './fixtures';
import { renderWithProviders } from './render-with-providers';

function Probe() {
  const user = useSessionUser();
  const flags = useRoleFlags();
  const merging = usePilot('TOTE_MERGING');
  const [params] = useSearchParams();
  return (
    <p>
      {user?.name ?? 'signed out'} | manager {String(flags.isManager)} | L1 {String(flags.isL1OrAdmin)} | merging {String(merging)} | date {params.get('date')}
    </p>
  );
}

describe('renderWithProviders', () => {
  it('sets the session, role flags, pilots and the route', () => {
    renderWithProviders(<Probe />, { user: demoUsers.hubPsvManager, pilots: ['TOTE_MERGING'], route: '/x?date=5' });
    expect(screen.getByText('Priya Nair | manager true | L1 false | merging true | date 5')).toBeInTheDocument();
  });

  it('lets a test override roles or sign out', () => {
    const { unmount } = renderWithProviders(<Probe />, { roles: ['supportTeam'] });
    expect(screen.getByText(/Asha Rao \| manager false \| L1 true \| merging false/)).toBeInTheDocument();
    unmount();
    renderWithProviders(<Probe />, { user: null });
    expect(screen.getByText(/^signed out/)).toBeInTheDocument();
  });
});
