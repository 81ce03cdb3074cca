import { type RoleRequirement } from '@hub/shared/contracts';
import { defineRemote, lazyScreen, type RemoteModule } from '@hub/tooling/remote-contract';

// Each screen is its own chunk: opening one route never downloads another (the shell renders them in Suspense).
const UsersPage = lazyScreen(() => import('./routes/users-page').then((m) => ({ default: m.UsersPage })));
const UserPage = lazyScreen(() => import('./routes/user-page').then((m) => ({ default: m.UserPage })));
const HubsPage = lazyScreen(() => import('./routes/hubs-page').then((m) => ({ default: m.HubsPage })));
const HubPage = lazyScreen(() => import('./routes/hub-page').then((m) => ({ default: m.HubPage })));
const AuditPage = lazyScreen(() => import('./routes/audit-page').then((m) => ({ default: m.AuditPage })));
const ReasonsPage = lazyScreen(() => import('./routes/reasons-page').then((m) => ({ default: m.ReasonsPage })));

/** The admin area is the admin's, and a hub manager's for their own hubs (the api narrows what each may change). */
const ADMIN_OR_HUB_MANAGER: RoleRequirement = ['isAdmin', 'isHubManager'];

/**
 * Administration (issue 33): users (invite, roles, hubs, deactivation), hubs (details, pilots, zones, TMS links), the
 * reason lists the flows offer (admin only) and the audit log of every administrative change. The routes are ours (the spec has no admin area): declared here, the
 * shell reads them from the registry (docs/adr/008). The invite form is /admin/users/new, drawn by the user screen:
 * a second pattern there would overlap /admin/users/:userId (tooling/route-rules.mjs), and a user id is never "new".
 */
export const remoteModule: RemoteModule = defineRemote('admin', [
  { path: '/admin/users', title: 'Users', Component: UsersPage, nav: 'Users', requires: ADMIN_OR_HUB_MANAGER },
  { path: '/admin/users/:userId', title: 'User', Component: UserPage, requires: ADMIN_OR_HUB_MANAGER },
  { path: '/admin/hubs', title: 'Hubs', Component: HubsPage, nav: 'Hubs', requires: ADMIN_OR_HUB_MANAGER },
  { path: '/admin/hubs/:hubId', title: 'Hub', Component: HubPage, requires: ADMIN_OR_HUB_MANAGER },
  { path: '/admin/reasons', title: 'Reason lists', Component: ReasonsPage, nav: 'Reason lists', requires: 'isAdmin' },
  { path: '/admin/audit', title: 'Audit log', Component: AuditPage, nav: 'Audit log', requires: ADMIN_OR_HUB_MANAGER },
]);
