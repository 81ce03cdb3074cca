import { createQueryKeys } from '@hub/shared/api';

/** Query keys of the org support area, general to specific (everything of one org under `org(orgId)`). */
export const orgKeys = {
  ...createQueryKeys('orgSupport'),
  /** The order view of one drop of a trip. */
  dropOrder: (tripId: string, orgUnitId: string) => ['orgSupport', 'drop-order', tripId, orgUnitId] as const,
  /** Everything of one org. */
  org: (orgId: string) => ['orgSupport', 'org', orgId] as const,
  /** The org's order details: of one trip's drop, or (null) its recent shipments. */
  orderDetails: (orgId: string, tripId: string | null) => ['orgSupport', 'org', orgId, 'order-details', tripId] as const,
  qps: (orgId: string) => ['orgSupport', 'org', orgId, 'qps'] as const,
  ect: (orgId: string) => ['orgSupport', 'org', orgId, 'ect'] as const,
  visits: (orgId: string) => ['orgSupport', 'org', orgId, 'visits'] as const,
  pushList: (orgId: string, filters: { attributionTime: string; timeRange?: string; marketId?: string }) =>
    ['orgSupport', 'org', orgId, 'push-list', filters] as const,
};
