import { meetsRoleRequirement, type RoleFlags, type RoleRequirement } from '@hub/shared/contracts';

/** An entry of the top-level application list (spec 000 §1). */
export interface AppEntry {
  label: string;
  description: string;
  path: string;
  /** Shown only when this flag (or one of these flags) is set. */
  requires?: RoleRequirement;
}

/**
 * Hub Ops -> /hubs, the monitoring area -> /venus, Field Executive -> /field-executives (HubManager only),
 * Administration -> /admin/users (admin, and hub managers for their own hubs: docs/adr/013).
 */
export const APP_LIST: readonly AppEntry[] = [
  { label: 'Hub Ops', description: 'Inward, dispatch, quality check, zones and totes of a hub', path: '/hubs' },
  { label: 'Monitoring', description: 'Vehicle trips, timeline and alerts', path: '/venus' },
  { label: 'Field Executive', description: 'Field executives and their hubs', path: '/field-executives', requires: 'isHubManager' },
  { label: 'Administration', description: 'Users, roles, hubs and the audit log', path: '/admin/users', requires: ['isAdmin', 'isHubManager'] },
];

/** The entries this user may open. */
export function visibleApps(flags: RoleFlags): AppEntry[] {
  return APP_LIST.filter((a) => meetsRoleRequirement(flags, a.requires));
}
