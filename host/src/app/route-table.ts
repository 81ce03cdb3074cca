import { matchRoutePattern } from '@hub/shared/platform';
import { type ResolvedRemote } from '../remotes/registry';

/** Federation names of the seven remotes the shell knows by title (a registry may name others). */
export type RemoteName = 'hubops' | 'totes' | 'runsheet' | 'fieldExec' | 'venus' | 'orgSupport' | 'admin';

/** One row of the route table: an exact route pattern and the remote that renders it. */
export interface RouteEntry {
  path: string;
  remote: string;
}

/**
 * The route table of this tab: every route each remote declares, as the registry read at start says (the versions the
 * server picked for this page, QA pins applied). The shell holds no list of its own: an area adds a route by releasing
 * its remote (docs/adr/008-routes-canaries-approval.md).
 */
export function routeTableOf(remotes: readonly Pick<ResolvedRemote, 'name' | 'routes'>[]): RouteEntry[] {
  return remotes.flatMap((r) => r.routes.map((path) => ({ path, remote: r.name })));
}

/** The shell's own pages (not federated; tooling/route-rules.mjs HOST_ROUTES keeps remotes off them). */
export const HOST_ROUTES = ['/', '/settings', '/settings/catalogue', '/settings/platform'] as const;

export type RouteResolution =
  { kind: 'host'; path: string } | { kind: 'remote'; path: string; remote: string; params: Record<string, string | undefined> } | { kind: 'redirect'; to: '/' };

/** Resolves an app path (base path already removed) the way the router does: exact and case-sensitive. */
export function resolveRoute(pathname: string, table: readonly RouteEntry[]): RouteResolution {
  for (const path of HOST_ROUTES) {
    if (matchRoutePattern(path, pathname)) return { kind: 'host', path };
  }
  for (const entry of table) {
    const params = matchRoutePattern(entry.path, pathname);
    if (params) return { kind: 'remote', path: entry.path, remote: entry.remote, params };
  }
  return { kind: 'redirect', to: '/' };
}
