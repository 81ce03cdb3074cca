import { matchPath } from 'react-router-dom';

/** Federation names of the six remotes. */
export type RemoteName = 'hubops' | 'totes' | 'runsheet' | 'fieldExec' | 'venus' | 'orgSupport';

/** One row of the route table: an exact route pattern and the remote that renders it. */
export interface RouteEntry {
  path: string;
  remote: RemoteName;
}

const hubopsHubScreens = [
  'dispatch',
  'inward',
  'toteInscan',
  'toteMerging',
  'routeBatchMgt',
  'zoneMovement',
  'qualityCheck',
  'zonesVisiblity',
  'zonesVisiblity/:zoneId',
  'tmsInward',
  'markOfd',
  'lm-generation',
];
const toteScreens = ['receiveTotes', 'psvTotes', 'sendTotes', 'troubleshootTotes', 'troubleshootIssues'];

/** Every route of spec 000 §2 and 001 §2 (and the monitoring routes of 002 §2), exact, to its remote. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/hubs', remote: 'hubops' },
  { path: '/v2/hubs', remote: 'hubops' },
  ...hubopsHubScreens.map((s) => ({ path: `/hubs/:hubId/${s}`, remote: 'hubops' as const })),
  { path: '/v2/hubs/:hubId/inward', remote: 'hubops' },
  { path: '/v2/hubs/:hubId/zoneMovement', remote: 'hubops' },
  { path: '/hubs/:hubId/toteManagement', remote: 'totes' },
  ...toteScreens.map((s) => ({ path: `/hubs/:hubId/toteManagement/${s}`, remote: 'totes' as const })),
  { path: '/hubs/:hubId/segregationSetup', remote: 'totes' },
  { path: '/v2/hubs/:hubId/segregationSetup', remote: 'totes' },
  { path: '/hubs/:hubId/closeRunsheet', remote: 'runsheet' },
  { path: '/field-executives', remote: 'fieldExec' },
  { path: '/field-executives/hub-management', remote: 'fieldExec' },
  { path: '/venus', remote: 'venus' },
  { path: '/venus/timeline', remote: 'venus' },
  // The delivery-ops board's route is not shown in spec 002 §2: ours, one tap from the hub dashboard (/venus).
  { path: '/venus/board', remote: 'venus' },
];

/** The host's own pages (not federated). */
export const HOST_ROUTES = ['/', '/settings', '/settings/catalogue'] as const;

export type RouteResolution =
  | { kind: 'host'; path: string }
  | { kind: 'remote'; path: string; remote: RemoteName; params: Record<string, string | undefined> }
  | { kind: 'redirect'; to: '/' };

/** Resolves an app path (base path already removed) the way the router does: exact and case-sensitive. */
export function resolveRoute(pathname: string): RouteResolution {
  for (const path of HOST_ROUTES) {
    if (matchPath({ path, caseSensitive: true, end: true }, pathname)) return { kind: 'host', path };
  }
  for (const entry of ROUTE_TABLE) {
    const m = matchPath({ path: entry.path, caseSensitive: true, end: true }, pathname);
    if (m) return { kind: 'remote', path: entry.path, remote: entry.remote, params: m.params };
  }
  return { kind: 'redirect', to: '/' };
}
