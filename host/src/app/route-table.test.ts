import { resolveRoute, ROUTE_TABLE } from './route-table';

const hub = 'HUB-BLR-01';

describe('route table', () => {
  it.each<[string, string]>([
    ['/hubs', 'hubops'],
    ['/v2/hubs', 'hubops'],
    ...[
      'dispatch',
      'inward',
      'toteInscan',
      'toteMerging',
      'routeBatchMgt',
      'zoneMovement',
      'qualityCheck',
      'zonesVisiblity',
      'zonesVisiblity/Z-1',
      'tmsInward',
      'markOfd',
      'lm-generation',
    ].map((s): [string, string] => [`/hubs/${hub}/${s}`, 'hubops']),
    [`/v2/hubs/${hub}/inward`, 'hubops'],
    [`/v2/hubs/${hub}/zoneMovement`, 'hubops'],
    [`/hubs/${hub}/toteManagement`, 'totes'],
    ...['receiveTotes', 'psvTotes', 'sendTotes', 'troubleshootTotes', 'troubleshootIssues'].map((s): [string, string] => [
      `/hubs/${hub}/toteManagement/${s}`,
      'totes',
    ]),
    [`/hubs/${hub}/segregationSetup`, 'totes'],
    [`/v2/hubs/${hub}/segregationSetup`, 'totes'],
    [`/hubs/${hub}/closeRunsheet`, 'runsheet'],
    ['/field-executives', 'fieldExec'],
    ['/field-executives/hub-management', 'fieldExec'],
    ['/venus', 'venus'],
    ['/venus/timeline', 'venus'],
    ['/orgs/ORG-BLR-00001', 'orgSupport'],
  ])('sends %s to the %s remote', (path, remote) => {
    expect(resolveRoute(path)).toMatchObject({ kind: 'remote', remote });
  });

  it('passes the hub and zone ids as route params', () => {
    expect(resolveRoute('/hubs/HUB-PUN-03/zonesVisiblity/ZONE-7')).toMatchObject({ params: { hubId: 'HUB-PUN-03', zoneId: 'ZONE-7' } });
  });

  it.each(['/', '/settings', '/settings/catalogue'])('keeps %s in the host', (path) => {
    expect(resolveRoute(path)).toEqual({ kind: 'host', path });
  });

  it.each([
    '/hubs/HUB-BLR-01',
    '/hubs/HUB-BLR-01/dispatch/extra',
    '/hubs/HUB-BLR-01/Dispatch',
    '/HUBS',
    '/v2/hubs/HUB-BLR-01/dispatch',
    '/v2/hubs/HUB-BLR-01/closeRunsheet',
    '/hubs/HUB-BLR-01/toteManagement/unknown',
    '/venus/timeline/x',
    '/field-executives/other',
    '/orgs',
    '/orgs/ORG-BLR-00001/qps',
    '/nowhere',
  ])('redirects the unknown path %s to "/" (routes are exact)', (path) => {
    expect(resolveRoute(path)).toEqual({ kind: 'redirect', to: '/' });
  });

  it('lists every pattern once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
