import { createQueryKeys } from '@hub/shared/api';

/** Query keys of zone movement, general to specific; moves invalidate a zone's lists and items through these. */
export const zoneMovementKeys = {
  ...createQueryKeys('zone-movement'),
  zones: (hubId: string) => ['zone-movement', 'zones', hubId] as const,
  /** Everything of one zone (its lists and item details). */
  zone: (hubId: string, zoneId: string) => ['zone-movement', 'zone', hubId, zoneId] as const,
  /** Every item list of one zone (any tote, any batch). */
  zoneItems: (hubId: string, zoneId: string) => ['zone-movement', 'zone', hubId, zoneId, 'items'] as const,
  items: (hubId: string, zoneId: string, tote: string | null, batch: string | null) =>
    ['zone-movement', 'zone', hubId, zoneId, 'items', tote ?? '', batch ?? ''] as const,
  item: (hubId: string, zoneId: string, itemId: string, tote: string | null) => ['zone-movement', 'zone', hubId, zoneId, 'item', itemId, tote ?? ''] as const,
  /** The other items of an item's order. */
  sisterSkus: (itemId: string, orderId: string) => ['zone-movement', 'sister-skus', itemId, orderId] as const,
};

/** The outbox scope of a zone's movement writes (docs/adr/010): item lines by item id, tote lines by tote, zone-wide by the zone id. */
export const zoneMovementScope = (hubId: string, zoneId: string) => `move:${hubId}:${zoneId}`;

/** What a replayed movement write refreshes (the screen that made it may be gone): the zone's lists and details, the zones. */
export const zoneMovementReplayKeys = (hubId: string, zoneId: string) => [zoneMovementKeys.zone(hubId, zoneId), zoneMovementKeys.zones(hubId)];
