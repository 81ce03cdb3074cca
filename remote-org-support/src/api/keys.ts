import { createQueryKeys } from '@hub/shared/api';

/** Query keys of the org support area, general to specific. */
export const orgKeys = {
  ...createQueryKeys('orgSupport'),
  /** The order view of one drop of a trip. */
  dropOrder: (tripId: string, orgUnitId: string) => ['orgSupport', 'drop-order', tripId, orgUnitId] as const,
};
