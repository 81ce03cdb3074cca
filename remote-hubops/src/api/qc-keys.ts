import { createQueryKeys } from '@hub/shared/api';

const keys = createQueryKeys('quality-check');

/** Query keys of quality check and zone visibility, general to specific; QC writes invalidate through these. */
export const qcKeys = {
  ...keys,
  zones: (hubId: string) => keys.custom('zones', hubId),
  items: (hubId: string, type: string, zoneId: string, sort: string) => keys.custom('items', hubId, type, zoneId, sort),
  zoneItems: (hubId: string, type: string, zoneId: string) => keys.custom('items', hubId, type, zoneId),
};
