import { ADMIN_MESSAGES, type AdminUser, hubManagerMayGrant, type Role, type RoleFlags, ROLES } from '@hub/shared/contracts';

/** Who is looking: their role flags and email (the session carries no user id; emails are unique, lowercased). */
export interface Viewer {
  flags: RoleFlags;
  email: string | null;
}

const isSelf = (viewer: Viewer, user: Pick<AdminUser, 'email'>) => viewer.email !== null && viewer.email.toLowerCase() === user.email;

// The screens say these before a tap; the api enforces the same rules with the same words (docs/adr/013).

/** Why the viewer may not grant or revoke this role, or null when they may (a hub manager grants four roles). */
export function roleLockReason(flags: RoleFlags, role: Role): string | null {
  return flags.isAdmin || hubManagerMayGrant(role) ? null : ADMIN_MESSAGES.onlyAdminGrantsRole;
}

/** Why the viewer may not change this user's roles at all, or null. */
export function rolesLockReason(viewer: Viewer, user: Pick<AdminUser, 'email'>): string | null {
  return isSelf(viewer, user) ? ADMIN_MESSAGES.notOwnRolesOrHubs : null;
}

/** Why the viewer may not change this user's hubs at all, or null. */
export function hubsLockReason(viewer: Viewer, user: Pick<AdminUser, 'email' | 'allHubs'>): string | null {
  if (isSelf(viewer, user)) return ADMIN_MESSAGES.notOwnRolesOrHubs;
  if (user.allHubs && !viewer.flags.isAdmin) return ADMIN_MESSAGES.onlyAdminAllHubsUser;
  return null;
}

/** Why the viewer may not deactivate or reactivate this user, or null. */
export function statusLockReason(viewer: Viewer, user: Pick<AdminUser, 'email' | 'roles'>): string | null {
  if (isSelf(viewer, user)) return ADMIN_MESSAGES.notOwnDeactivation;
  if (user.roles.includes('admin') && !viewer.flags.isAdmin) return ADMIN_MESSAGES.onlyAdminDeactivatesAdmin;
  return null;
}

/** Roles in the one order the screens list them (ROLES), each once. */
export const orderRoles = (roles: readonly Role[]): Role[] => ROLES.filter((r) => roles.includes(r));

/**
 * A user's hubs as a hub manager sees them: the ones in the viewer's hubs (`mine`, which they may change) and the rest
 * (`others`, kept as they are: the api refuses a change to a hub the manager does not work in).
 */
export function splitHubs(userHubs: readonly string[], assignable: readonly string[]): { mine: string[]; others: string[] } {
  const own = new Set(assignable);
  return { mine: userHubs.filter((h) => own.has(h)), others: userHubs.filter((h) => !own.has(h)) };
}

/** The hubs to send: the viewer's choice among their hubs plus the user's other hubs unchanged, sorted, each once. */
export const hubsToSave = (chosen: readonly string[], others: readonly string[]): string[] => [...new Set([...chosen, ...others])].sort();

/** True when both lists hold the same values (order and repeats ignored). */
export function sameSet<T>(a: readonly T[], b: readonly T[]): boolean {
  const sa = new Set(a);
  const sb = new Set(b);
  return sa.size === sb.size && [...sa].every((v) => sb.has(v));
}
