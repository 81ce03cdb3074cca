import { createQueryKeys } from '@hub/shared/api';

/** Query keys of Hub Ops flows, general to specific; mutations invalidate through these. */
export const hubOpsKeys = {
  ...createQueryKeys('hubOps'),
  /** Every manifest list (a start or a close changes them). */
  allActivities: () => ['hubOps', 'activities'] as const,
  /** Manifest lists of a hub (one per view type and flow). */
  activities: (hubId: string, viewType: string, movementType: string) => ['hubOps', 'activities', hubId, movementType, viewType] as const,
  /** Dispatch manifests of a tab including closed ones (the dispatch page keeps a closed manifest on screen). */
  dispatchActivities: (hubId: string, viewType: string) => ['hubOps', 'activities', hubId, 'DISPATCH', viewType, 'withCompleted'] as const,
  /** Inward manifests of a tab including closed ones: a hub manager opens a closed one to correct its counts (issue 34). */
  inwardActivities: (hubId: string, viewType: string) => ['hubOps', 'activities', hubId, 'HUB_INWARD', viewType, 'withCompleted'] as const,
  /** Everything about one manifest (items, item details). */
  manifest: (spaId: string) => ['hubOps', 'manifest', spaId] as const,
  /** Every item list of a manifest (inward v1/v2 views, dispatch groups' items). */
  manifestItems: (spaId: string) => ['hubOps', 'manifest', spaId, 'items'] as const,
  /** A manifest's items (v1 or v2 view). */
  items: (spaId: string, v2: boolean) => ['hubOps', 'manifest', spaId, 'items', v2 ? 'v2' : 'v1'] as const,
  /** Dispatch groups of a manifest, by zone or by shipment. */
  dispatchGroups: (spaId: string, by: string) => ['hubOps', 'manifest', spaId, 'groups', by] as const,
  /** Items of one dispatch group (zone, shipment, or the crate drop's whole manifest). */
  dispatchItems: (spaId: string, by: string, id: string) => ['hubOps', 'manifest', spaId, 'items', by, id] as const,
  /** One item of a manifest. */
  item: (spaId: string, itemId: string) => ['hubOps', 'manifest', spaId, 'item', itemId] as const,
  /** Every manifest (activity group) with its state and tagged crates. */
  activityGroups: () => ['hubOps', 'activityGroup'] as const,
  activityGroup: (activityGroupId: string) => ['hubOps', 'activityGroup', activityGroupId] as const,
  /** Discrepancy reason comments. */
  comments: () => ['hubOps', 'comments'] as const,
  /** One reason list an admin maintains (GET /reasons/{listKey}). */
  reasons: (listKey: string) => ['hubOps', 'reasons', listKey] as const,
};
