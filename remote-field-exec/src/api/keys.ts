import { createQueryKeys } from '@hub/shared/api';

/** Query keys of the field executive area, general to specific; mutations invalidate through these. */
export const feKeys = {
  ...createQueryKeys('fieldExecutives'),
  /** Every identifier lookup. */
  searches: () => ['fieldExecutives', 'search'] as const,
  /** One identifier lookup (FE id, phone or PAN). */
  search: (identifier: string) => ['fieldExecutives', 'search', identifier] as const,
  /** Everything of Hub Management. */
  hubs: () => ['fieldExecutives', 'fe-hub'] as const,
  /** Hubs FEs can be assigned to. */
  enabledHubs: () => ['fieldExecutives', 'fe-hub', 'enabled-hubs'] as const,
  /** A hub's active FEs. */
  activeFes: (hubId: string) => ['fieldExecutives', 'fe-hub', 'active-fes', hubId] as const,
};
