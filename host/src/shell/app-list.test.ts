import { roleFlags } from '@hub/shared/contracts';
import { visibleApps } from './app-list';

const labels = (roles: string[]) => visibleApps(roleFlags(roles)).map((a) => `${a.label} -> ${a.path}`);

describe('application list', () => {
  it('offers Hub Ops, monitoring, Field Executive and Administration to a hub manager', () => {
    expect(labels(['hubManager'])).toEqual([
      'Hub Ops -> /hubs',
      'Monitoring -> /venus',
      'Field Executive -> /field-executives',
      'Administration -> /admin/users',
    ]);
  });

  it('offers Administration, not Field Executive, to an admin', () => {
    expect(labels(['admin'])).toEqual(['Hub Ops -> /hubs', 'Monitoring -> /venus', 'Administration -> /admin/users']);
  });

  it.each([['hubExecutive'], ['hubPsvManager'], ['hubPsvExecutive'], ['supportTeam'], ['routingExecutive']])(
    'hides Field Executive and Administration from %s',
    (role) => {
      expect(labels([role])).toEqual(['Hub Ops -> /hubs', 'Monitoring -> /venus']);
    },
  );
});
