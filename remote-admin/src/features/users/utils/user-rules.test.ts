import { ADMIN_MESSAGES, roleFlags } from '@hub/shared/contracts';
import { hubsLockReason, hubsToSave, orderRoles, roleLockReason, rolesLockReason, sameSet, splitHubs, statusLockReason, type Viewer } from './user-rules';

const admin: Viewer = { flags: roleFlags(['admin']), email: 'admin@demo.hub' };
const manager: Viewer = { flags: roleFlags(['hubManager']), email: 'hub.manager@demo.hub' };

describe('user rules (what the screens say before the api would refuse)', () => {
  it('a hub manager grants every role but admin, supportTeam and hubManager; an admin grants all', () => {
    expect(
      orderRoles(['routingExecutive', 'admin', 'hubManager', 'supportTeam', 'hubExecutive', 'hubPsvManager', 'hubPsvExecutive']).map((r) => [
        r,
        roleLockReason(manager.flags, r),
      ]),
    ).toEqual([
      ['hubManager', ADMIN_MESSAGES.onlyAdminGrantsRole],
      ['hubExecutive', null],
      ['hubPsvManager', null],
      ['hubPsvExecutive', null],
      ['admin', ADMIN_MESSAGES.onlyAdminGrantsRole],
      ['supportTeam', ADMIN_MESSAGES.onlyAdminGrantsRole],
      ['routingExecutive', null],
    ]);
    expect(roleLockReason(admin.flags, 'admin')).toBeNull();
  });

  it('nobody changes their own roles, hubs or status (emails compare in lower case)', () => {
    const self = { email: 'hub.manager@demo.hub', allHubs: false, roles: ['hubManager' as const] };
    expect(rolesLockReason({ ...manager, email: 'Hub.Manager@demo.hub' }, self)).toBe(ADMIN_MESSAGES.notOwnRolesOrHubs);
    expect(hubsLockReason(manager, self)).toBe(ADMIN_MESSAGES.notOwnRolesOrHubs);
    expect(statusLockReason(manager, self)).toBe(ADMIN_MESSAGES.notOwnDeactivation);
    expect(rolesLockReason(admin, self)).toBeNull();
  });

  it('only an admin changes the hubs of a user in all hubs, or deactivates an admin', () => {
    const everywhere = { email: 'x@example.com', allHubs: true };
    expect(hubsLockReason(manager, everywhere)).toBe(ADMIN_MESSAGES.onlyAdminAllHubsUser);
    expect(hubsLockReason(admin, everywhere)).toBeNull();
    expect(statusLockReason(manager, { email: 'x@example.com', roles: ['admin'] })).toBe(ADMIN_MESSAGES.onlyAdminDeactivatesAdmin);
    expect(statusLockReason(admin, { email: 'x@example.com', roles: ['admin'] })).toBeNull();
  });

  it('splits a user’s hubs into the viewer’s and the rest, and sends the rest back unchanged', () => {
    const { mine, others } = splitHubs(['HUB-A', 'HUB-B', 'HUB-C'], ['HUB-A', 'HUB-C', 'HUB-D']);
    expect([mine, others]).toEqual([['HUB-A', 'HUB-C'], ['HUB-B']]);
    expect(hubsToSave(['HUB-D', 'HUB-A'], others)).toEqual(['HUB-A', 'HUB-B', 'HUB-D']);
    expect(sameSet(['HUB-A', 'HUB-B'], ['HUB-B', 'HUB-A', 'HUB-A'])).toBe(true);
    expect(sameSet(['HUB-A'], ['HUB-A', 'HUB-B'])).toBe(false);
  });
});
