import { meetsRoleRequirement, roleFlags } from '@hub/shared/contracts';
import { remoteModule } from './remote';

describe('remote module', () => {
  it('declares the admin routes (the invite form is /admin/users/new on the user screen) and four drawer entries', () => {
    expect(remoteModule.name).toBe('admin');
    expect(remoteModule.screens.map((s) => [s.path, s.title, s.nav])).toEqual([
      ['/admin/users', 'Users', 'Users'],
      ['/admin/users/:userId', 'User', undefined],
      ['/admin/hubs', 'Hubs', 'Hubs'],
      ['/admin/hubs/:hubId', 'Hub', undefined],
      ['/admin/reasons', 'Reason lists', 'Reason lists'],
      ['/admin/audit', 'Audit log', 'Audit log'],
    ]);
    expect(remoteModule.navEntries.map((e) => [e.label, e.path])).toEqual([
      ['Users', '/admin/users'],
      ['Hubs', '/admin/hubs'],
      ['Reason lists', '/admin/reasons'],
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
  ])('shows every screen and drawer entry to %s: %s (the reason lists to admins only)', (role, shown) => {
    const flags = roleFlags([role]);
    const expected = (path: string) => (path === '/admin/reasons' ? role === 'admin' : shown);
    expect(remoteModule.screens.map((s) => meetsRoleRequirement(flags, s.requires))).toEqual(remoteModule.screens.map((s) => expected(s.path)));
    expect(remoteModule.navEntries.map((e) => meetsRoleRequirement(flags, e.requires))).toEqual(remoteModule.navEntries.map((e) => expected(e.path)));
  });

  it('loads each screen in its own chunk', async () => {
    const loads = remoteModule.screens.map((s) => (s.Component as unknown as { load: () => Promise<{ default: unknown }> }).load());
    for (const m of await Promise.all(loads)) expect(typeof m.default).toBe('function');
  });
});
