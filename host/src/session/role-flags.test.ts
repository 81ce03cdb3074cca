import { roleFlags } from '@hub/shared/contracts';
import { useSessionStore } from '@hub/shared/hooks';

describe('role flags from session roles', () => {
  it.each([
    [['hubPsvManager'], { isManager: true, isHubManager: false, isRoutingExecutive: false, isL1OrAdmin: false, isAdmin: false }],
    [['hubManager'], { isManager: false, isHubManager: true, isRoutingExecutive: false, isL1OrAdmin: false, isAdmin: false }],
    [['routingExecutive'], { isManager: false, isHubManager: false, isRoutingExecutive: true, isL1OrAdmin: false, isAdmin: false }],
    [['supportTeam'], { isManager: false, isHubManager: false, isRoutingExecutive: false, isL1OrAdmin: true, isAdmin: false }],
    [['admin'], { isManager: false, isHubManager: false, isRoutingExecutive: false, isL1OrAdmin: true, isAdmin: true }],
    [['hubExecutive', 'hubPsvExecutive'], { isManager: false, isHubManager: false, isRoutingExecutive: false, isL1OrAdmin: false, isAdmin: false }],
    [['hubManager', 'admin', 'unknownRole'], { isManager: false, isHubManager: true, isRoutingExecutive: false, isL1OrAdmin: true, isAdmin: true }],
  ])('%j sets %j', (roles, flags) => {
    expect(roleFlags(roles)).toEqual(flags);
  });

  it('are stored with the user for every remote to read, and cleared with it', () => {
    useSessionStore.getState().setUser({ name: 'Asha Rao', email: 'hub.manager@demo.hub', roles: ['hubManager'], profileImageUri: null });
    expect(useSessionStore.getState().flags.isHubManager).toBe(true);
    useSessionStore.getState().setUser(null);
    expect(useSessionStore.getState().flags.isHubManager).toBe(false);
  });
});
