import { type RoleFlags } from './roles';

/**
 * Role guards of spec 000 §6 / 001 §6: each names the flag(s) that admit a user (any one suffices) and the words
 * its 403 uses. Endpoint contracts name a guard; the api enforces it, the client may use it to hide an entry.
 */
export const GUARDS = {
  hubManager: { flags: ['isHubManager'], label: 'Hub Manager' },
  manager: { flags: ['isManager'], label: 'Manager (hubPsvManager)' },
  routingExecutive: { flags: ['isRoutingExecutive'], label: 'Routing Executive' },
  l1OrAdmin: { flags: ['isL1OrAdmin'], label: 'L1 (supportTeam) or Admin' },
  /** Route batch management and LM manifest (spec 000 §2 tiles 13-14). */
  routeBatch: { flags: ['isHubManager', 'isRoutingExecutive', 'isL1OrAdmin'], label: 'Hub Manager, Routing Executive or L1/Admin' },
} as const satisfies Record<string, { flags: ReadonlyArray<keyof RoleFlags>; label: string }>;

/** A guard an endpoint can require. */
export type GuardName = keyof typeof GUARDS;
export const GUARD_NAMES = Object.keys(GUARDS) as GuardName[];

/** The 403 message of a guard: names the role required. */
export function guardMessage(guard: GuardName): string {
  return `You do not have permission to do this. ${GUARDS[guard].label} role is required.`;
}

/** True when the flags admit a user through the guard. */
export function passesGuard(guard: GuardName, flags: RoleFlags): boolean {
  return GUARDS[guard].flags.some((f) => flags[f]);
}
