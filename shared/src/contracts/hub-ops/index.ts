// Hub Ops (spec 000 §3, §7): manifests, items and associations shared by inward, dispatch and zone movement, and the inward calls.
export * from './messages';
export * from './hub-ops';
export * from './inward';
export * from './endpoints';
export * from './dispatch';
export * from './dispatch-endpoints';
export * from './zone-movement-messages';
export * from './zone-movement';
export * from './zone-movement-endpoints';
export * from './tote-messages';
export * from './tote-rules';
export * from './tote-inscan';
export * from './tote-inscan-endpoints';
export * from './tote-merging';
export * from './tote-merging-endpoints';
export * from './tms-inward';
export * from './tms-inward-endpoints';
