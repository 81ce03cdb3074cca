import { createQueryKeys } from '@hub/shared/api';

/** Query keys of quality check and zone visibility, general to specific; QC writes invalidate through these. */
export const qcKeys = {
  ...createQueryKeys('quality-check'),
  zones: (hubId: string) => ['quality-check', 'zones', hubId] as const,
  /** Every item list of a hub (any flow, zone and sort). */
  hubItems: (hubId: string) => ['quality-check', 'items', hubId] as const,
  items: (hubId: string, type: string, zoneId: string, sort: string) => ['quality-check', 'items', hubId, type, zoneId, sort] as const,
  zoneItems: (hubId: string, type: string, zoneId: string) => ['quality-check', 'items', hubId, type, zoneId] as const,
  /** The other items of an item's order. */
  sisterSkus: (itemId: string, orderId: string) => ['quality-check', 'sister-skus', itemId, orderId] as const,
};
