import { z } from 'zod';

/** Session roles (spec 000 §6, 001 §6, 002 §6). */
export const ROLES = ['hubManager', 'hubExecutive', 'hubPsvManager', 'hubPsvExecutive', 'admin', 'supportTeam', 'routingExecutive'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** The flags the session roles set; every remote reads these, never the raw roles. */
export interface RoleFlags {
  /** hubPsvManager: extra Tote Management panel, PSV task list with Close and Download. */
  isManager: boolean;
  /** hubManager: Field Executive app, FE hub management. */
  isHubManager: boolean;
  /** routingExecutive. */
  isRoutingExecutive: boolean;
  /** supportTeam or admin: Troubleshoot Issues. */
  isL1OrAdmin: boolean;
  /** admin: the admin area (users, roles, hubs, pilots, settings; docs/adr/013). */
  isAdmin: boolean;
}

/** Derives the four role flags from session roles (unknown role strings are ignored). */
export function roleFlags(roles: readonly string[]): RoleFlags {
  const has = (r: Role) => roles.includes(r);
  return {
    isManager: has('hubPsvManager'),
    isHubManager: has('hubManager'),
    isRoutingExecutive: has('routingExecutive'),
    isL1OrAdmin: has('supportTeam') || has('admin'),
    isAdmin: has('admin'),
  };
}

/** What a screen or drawer entry needs: one role flag, or a list of flags any one of which admits the user. */
export type RoleRequirement = keyof RoleFlags | readonly (keyof RoleFlags)[];

/** True when the flags meet the requirement; no requirement admits everyone. */
export function meetsRoleRequirement(flags: RoleFlags, requires: RoleRequirement | undefined): boolean {
  if (requires === undefined) return true;
  return typeof requires === 'string' ? flags[requires] : requires.some((f) => flags[f]);
}
