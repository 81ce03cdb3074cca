import { createQueryKeys } from '@hub/shared/api';

const keys = createQueryKeys('zone-movement');

/** Query keys of zone movement, general to specific; moves invalidate a zone's lists and items through these. */
export const zoneMovementKeys = {
  ...keys,
  zones: (hubId: string) => keys.custom('zones', hubId),
  /** Everything of one zone (its lists and item details). */
  zone: (hubId: string, zoneId: string) => keys.custom('zone', hubId, zoneId),
  items: (hubId: string, zoneId: string, tote: string | null, batch: string | null) => keys.custom('zone', hubId, zoneId, 'items', tote ?? '', batch ?? ''),
  item: (hubId: string, zoneId: string, itemId: string, tote: string | null) => keys.custom('zone', hubId, zoneId, 'item', itemId, tote ?? ''),
};
