import { z } from 'zod';

/** Per-hub features (pilots), spec 000 §3 "Feature flags per hub". */
export const PILOT_FEATURES = ['CONTINUOUS_DISPATCH_ENABLED_HUBS', 'TOTE_IN_SCAN', 'TOTE_MERGING', 'DOUBLE_DISPATCH', 'DISPATCH_SHORTFALL'] as const;
export const pilotFeatureSchema = z.enum(PILOT_FEATURES);
export type PilotFeature = z.infer<typeof pilotFeatureSchema>;

/** GET /pilot/hub/{hubId}/enabled response: the enabled feature names for the hub. */
export const enabledPilotsResponseSchema = z.array(pilotFeatureSchema);
export type EnabledPilots = z.infer<typeof enabledPilotsResponseSchema>;
