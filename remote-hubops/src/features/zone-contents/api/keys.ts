import { createQueryKeys } from '@hub/shared/api';

/** Query keys of the zone contents (units now in a zone, by tote), general to specific. */
export const zoneContentsKeys = {
  ...createQueryKeys('zone-contents'),
  /** The units of one zone of a hub (currentEntityItems). */
  units: (hubId: string, zoneId: string) => ['zone-contents', 'units', hubId, zoneId] as const,
};
