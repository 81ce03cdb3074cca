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

/** The outbox scope of a zone's movement writes (docs/adr/010): item lines by item id, tote lines by tote, zone-wide by the zone id. */
export const zoneMovementScope = (hubId: string, zoneId: string) => `move:${hubId}:${zoneId}`;

/** What a replayed movement write refreshes (the screen that made it may be gone): the zone's lists and details, the zones. */
export const zoneMovementReplayKeys = (hubId: string, zoneId: string) => [zoneMovementKeys.zone(hubId, zoneId), zoneMovementKeys.zones(hubId)];
