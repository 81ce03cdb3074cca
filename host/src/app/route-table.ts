import { matchPath } from 'react-router-dom';
import routeTable from './route-table.json';

/** Federation names of the six remotes. */
export type RemoteName = 'hubops' | 'totes' | 'runsheet' | 'fieldExec' | 'venus' | 'orgSupport';

/** One row of the route table: an exact route pattern and the remote that renders it. */
export interface RouteEntry {
  path: string;
  remote: RemoteName;
}

/**
 * Every route of spec 000 §2 and 001 §2 (and the monitoring routes of 002 §2), exact, to its remote. The table is a
 * JSON file so the host build can emit it too (boot-assets.json): the server reads it to put the opened route's
 * remote into index.html (issue 11).
 */
export const ROUTE_TABLE: readonly RouteEntry[] = routeTable as RouteEntry[];

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
