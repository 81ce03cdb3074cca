import { createQueryKeys } from '@hub/shared/api';

/** Query keys of zone tote merging, general to specific: a merge refreshes everything of its hub. */
export const mergeKeys = {
  ...createQueryKeys('toteMerging'),
  hub: (hubId: string) => ['toteMerging', hubId] as const,
  zones: (hubId: string) => ['toteMerging', hubId, 'zones'] as const,
  zoneTotes: (hubId: string, zoneId: string) => ['toteMerging', hubId, 'zone', zoneId] as const,
  tote: (hubId: string, toteId: string) => ['toteMerging', hubId, 'tote', toteId] as const,
};
