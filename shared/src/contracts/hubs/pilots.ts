import { z } from 'zod';

/** Per-hub features (pilots), spec 000 §3 "Feature flags per hub". */
export const PILOT_FEATURES = ['CONTINUOUS_DISPATCH_ENABLED_HUBS', 'TOTE_IN_SCAN', 'TOTE_MERGING', 'DOUBLE_DISPATCH', 'DISPATCH_SHORTFALL'] as const;
export const pilotFeatureSchema = z.enum(PILOT_FEATURES);
export type PilotFeature = z.infer<typeof pilotFeatureSchema>;

/** GET /pilot/hub/{hubId}/enabled response: the enabled feature names for the hub. */
export const enabledPilotsResponseSchema = z.array(pilotFeatureSchema);
export type EnabledPilots = z.infer<typeof enabledPilotsResponseSchema>;

/**
 * What the api answers (409) to a call whose contract names a pilot the hub does not have, and what a screen of that
 * pilot says on such a hub: one text per pilot, used by the endpoint layer and the client alike. The texts of the
 * three screens the spec shows gated (000 §2 tiles) are the screens' own; the other two name the feature the same way.
 */
export const PILOT_REFUSALS: Readonly<Record<PilotFeature, string>> = {
  CONTINUOUS_DISPATCH_ENABLED_HUBS: 'Continuous dispatch is not enabled for this hub',
  TOTE_IN_SCAN: 'Tote in-scan is not enabled for this hub',
  TOTE_MERGING: 'Tote merging is not enabled for this hub',
  DOUBLE_DISPATCH: 'Route batching is not enabled for this hub',
  DISPATCH_SHORTFALL: 'Dispatch shortfall is not enabled for this hub',
};

/**
 * What can be gated: an endpoint contract or a screen's declaration (`{ pilot }`). `name` is there so a contract
 * without a pilot is still accepted (TypeScript refuses an object sharing no property with an all-optional type).
 */
export interface PilotGated {
  readonly pilot?: PilotFeature | readonly PilotFeature[];
  readonly name?: string;
}

/** The pilots of an endpoint's contract, as a list (a contract names one, or several of which any one admits the call). */
export function pilotsOf(endpoint: PilotGated): readonly PilotFeature[] {
  const p = endpoint.pilot;
  return p === undefined ? [] : typeof p === 'string' ? [p] : p;
}

/**
 * The pilot an endpoint needs that `enabled` lacks, or null (the client hides what this gates; the api refuses it). A
 * contract naming several pilots is admitted by any one of them; when none is on, the first named is the one missing.
 */
export function missingPilot(endpoint: PilotGated, enabled: readonly string[] | ReadonlySet<string>): PilotFeature | null {
  const needed = pilotsOf(endpoint);
  if (!needed.length) return null;
  const has = (p: PilotFeature) => (Array.isArray(enabled) ? enabled.includes(p) : (enabled as ReadonlySet<string>).has(p));
  return needed.some(has) ? null : needed[0]!;
}
