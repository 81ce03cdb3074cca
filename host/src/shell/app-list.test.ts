import { roleFlags } from '@hub/shared/contracts';
import { visibleApps } from './app-list';

const labels = (roles: string[]) => visibleApps(roleFlags(roles)).map((a) => `${a.label} -> ${a.path}`);

describe('application list', () => {
  it('offers Hub Ops, monitoring and Field Executive to a hub manager', () => {
    expect(labels(['hubManager'])).toEqual(['Hub Ops -> /hubs', 'Monitoring -> /venus', 'Field Executive -> /field-executives']);
  });

  it.each([['hubExecutive'], ['hubPsvManager'], ['hubPsvExecutive'], ['admin'], ['supportTeam'], ['routingExecutive']])(
    'hides Field Executive from %s',
    (role) => {
      expect(labels([role])).toEqual(['Hub Ops -> /hubs', 'Monitoring -> /venus']);
    },
  );
});
