import { meetsRoleRequirement, roleFlags } from '@hub/shared/contracts';
import { remoteModule } from './remote';

describe('remote module', () => {
  it('declares the admin routes (the invite form is /admin/users/new on the user screen) and three drawer entries', () => {
    expect(remoteModule.name).toBe('admin');
    expect(remoteModule.screens.map((s) => [s.path, s.title, s.nav])).toEqual([
      ['/admin/users', 'Users', 'Users'],
      ['/admin/users/:userId', 'User', undefined],
      ['/admin/hubs', 'Hubs', 'Hubs'],
      ['/admin/hubs/:hubId', 'Hub', undefined],
      ['/admin/audit', 'Audit log', 'Audit log'],
    ]);
    expect(remoteModule.navEntries.map((e) => [e.label, e.path])).toEqual([
      ['Users', '/admin/users'],
      ['Hubs', '/admin/hubs'],
      ['Audit log', '/admin/audit'],
    ]);
  });

  it.each([
    ['admin', true],
    ['hubManager', true],
    ['hubExecutive', false],
    ['hubPsvManager', false],
    ['hubPsvExecutive', false],
    ['supportTeam', false],
    ['routingExecutive', false],
  ])('shows every screen and drawer entry to %s: %s', (role, shown) => {
    const flags = roleFlags([role]);
    expect(remoteModule.screens.map((s) => meetsRoleRequirement(flags, s.requires))).toEqual(remoteModule.screens.map(() => shown));
    expect(remoteModule.navEntries.map((e) => meetsRoleRequirement(flags, e.requires))).toEqual(remoteModule.navEntries.map(() => shown));
  });

  it('loads each screen in its own chunk', async () => {
    const loads = remoteModule.screens.map((s) => (s.Component as unknown as { load: () => Promise<{ default: unknown }> }).load());
    for (const m of await Promise.all(loads)) expect(typeof m.default).toBe('function');
  });
});
