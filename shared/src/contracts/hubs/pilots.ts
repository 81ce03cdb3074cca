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

/** The pilot an endpoint needs that `enabled` lacks, or null (the client hides what this gates; the api refuses it). */
export function missingPilot(endpoint: { pilot?: PilotFeature }, enabled: readonly PilotFeature[] | ReadonlySet<PilotFeature>): PilotFeature | null {
  if (!endpoint.pilot) return null;
  const has = Array.isArray(enabled) ? enabled.includes(endpoint.pilot) : (enabled as ReadonlySet<PilotFeature>).has(endpoint.pilot);
  return has ? null : endpoint.pilot;
}
