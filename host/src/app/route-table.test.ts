import { resolveRoute as resolve, routeTableOf } from './route-table';

const hub = 'HUB-BLR-01';
const h = (s: string) => `/hubs/:hubId/${s}`;
// The routes as a registry lists them (each remote declares its own; tooling's route-coverage test checks the real
// declarations against the spec). Here: how the shell resolves a path from them.
const TABLE = routeTableOf([
  {
    name: 'hubops',
    routes: [
      '/hubs',
      '/v2/hubs',
      ...['dispatch', 'inward', 'toteInscan', 'toteMerging', 'routeBatchMgt', 'zoneMovement', 'qualityCheck', 'zonesVisiblity'].map(h),
      ...['zonesVisiblity/:zoneId', 'tmsInward', 'markOfd', 'lm-generation'].map(h),
      '/v2/hubs/:hubId/inward',
      '/v2/hubs/:hubId/zoneMovement',
    ],
  },
  {
    name: 'totes',
    routes: [
      h('toteManagement'),
      ...['receiveTotes', 'psvTotes', 'sendTotes', 'troubleshootTotes', 'troubleshootIssues'].map((s) => h(`toteManagement/${s}`)),
      h('segregationSetup'),
      '/v2/hubs/:hubId/segregationSetup',
    ],
  },
  { name: 'runsheet', routes: [h('closeRunsheet')] },
  { name: 'fieldExec', routes: ['/field-executives', '/field-executives/hub-management'] },
  { name: 'venus', routes: ['/venus', '/venus/timeline', '/venus/board'] },
  { name: 'orgSupport', routes: [] },
]);
const resolveRoute = (path: string) => resolve(path, TABLE);

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
  ])('sends %s to the %s remote', (path, remote) => {
    expect(resolveRoute(path)).toMatchObject({ kind: 'remote', remote });
  });

  it('passes the hub and zone ids as route params', () => {
    expect(resolveRoute('/hubs/HUB-PUN-03/zonesVisiblity/ZONE-7')).toMatchObject({ params: { hubId: 'HUB-PUN-03', zoneId: 'ZONE-7' } });
  });

  it.each(['/', '/settings', '/settings/catalogue', '/settings/platform'])('keeps %s in the host', (path) => {
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

  it('serves a route a remote adds in a new release, with no change to the shell', () => {
    expect(resolveRoute('/orgs/ORG-1')).toEqual({ kind: 'redirect', to: '/' });
    const released = routeTableOf([
      { name: 'orgSupport', routes: ['/orgs/:orgId'] },
      { name: 'venus', routes: ['/venus'] },
    ]);
    expect(resolve('/orgs/ORG-1', released)).toEqual({ kind: 'remote', path: '/orgs/:orgId', remote: 'orgSupport', params: { orgId: 'ORG-1' } });
  });

  it('knows no remote route before the registry is read', () => {
    expect(resolve('/hubs', [])).toEqual({ kind: 'redirect', to: '/' });
  });
});
