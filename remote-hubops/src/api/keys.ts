import { createQueryKeys } from '@hub/shared/api';

/** Query keys of Hub Ops flows, general to specific; mutations invalidate through these. */
export const hubOpsKeys = {
  ...createQueryKeys('hubOps'),
  /** Every manifest list (a start or a close changes them). */
  allActivities: () => ['hubOps', 'activities'] as const,
  /** Manifest lists of a hub (one per view type and flow). */
  activities: (hubId: string, viewType: string, movementType: string) => ['hubOps', 'activities', hubId, movementType, viewType] as const,
  /** Everything about one manifest (items, item details). */
  manifest: (spaId: string) => ['hubOps', 'manifest', spaId] as const,
  /** A manifest's items (v1 or v2 view). */
  items: (spaId: string, v2: boolean) => ['hubOps', 'manifest', spaId, 'items', v2 ? 'v2' : 'v1'] as const,
  /** One item of a manifest. */
  item: (spaId: string, itemId: string) => ['hubOps', 'manifest', spaId, 'item', itemId] as const,
  /** Discrepancy reason comments. */
  comments: () => ['hubOps', 'comments'] as const,
};
