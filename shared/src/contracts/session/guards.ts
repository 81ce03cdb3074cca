import { type RoleFlags } from './roles';

/**
 * Role guards of spec 000 §6 / 001 §6: each names the flag(s) that admit a user (any one suffices) and the words
 * its 403 uses. Endpoint contracts name a guard; the api enforces it, the client may use it to hide an entry.
 */
export const GUARDS = {
  // Its 403 says the spec's words (001 §5 "Hub Management access", the reading "HubManager role is required.").
  hubManager: { flags: ['isHubManager'], label: 'Hub Manager', message: 'HubManager role is required.' },
  manager: { flags: ['isManager'], label: 'Manager (hubPsvManager)' },
  routingExecutive: { flags: ['isRoutingExecutive'], label: 'Routing Executive' },
  l1OrAdmin: { flags: ['isL1OrAdmin'], label: 'L1 (supportTeam) or Admin' },
  /** Route batch management and LM manifest (spec 000 §2 tiles 13-14). */
  routeBatch: { flags: ['isHubManager', 'isRoutingExecutive', 'isL1OrAdmin'], label: 'Hub Manager, Routing Executive or L1/Admin' },
  /** The admin area (docs/adr/013). */
  admin: { flags: ['isAdmin'], label: 'Admin' },
  /** Admin calls a hub manager may also make, for their own hubs only (the service narrows what they may change). */
  adminOrHubManager: { flags: ['isAdmin', 'isHubManager'], label: 'Admin or Hub Manager' },
  /** Starting a PSV task for a hub: its PSV manager or hub manager (or an admin), the people who plan a stock count. */
  psvStart: { flags: ['isManager', 'isHubManager', 'isAdmin'], label: 'Manager (hubPsvManager), Hub Manager or Admin' },
} as const satisfies Record<string, { flags: ReadonlyArray<keyof RoleFlags>; label: string; message?: string }>;

/** A guard an endpoint can require. */
export type GuardName = keyof typeof GUARDS;
export const GUARD_NAMES = Object.keys(GUARDS) as GuardName[];

/** The 403 message of a guard: names the role required (the guard's own words where the spec gives them). */
export function guardMessage(guard: GuardName): string {
  const g: { label: string; message?: string } = GUARDS[guard];
  return g.message ?? `You do not have permission to do this. ${g.label} role is required.`;
}

/** True when the flags admit a user through the guard. */
export function passesGuard(guard: GuardName, flags: RoleFlags): boolean {
  return GUARDS[guard].flags.some((f) => flags[f]);
}
