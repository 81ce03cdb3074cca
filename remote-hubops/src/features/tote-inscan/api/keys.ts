import { createQueryKeys } from '@hub/shared/api';
import { type RouteBatch } from '@hub/shared/contracts';

/** Query keys of tote in-scan: every list of a hub under one root, so an in-scan refreshes them all. */
export const inscanKeys = {
  ...createQueryKeys('toteInscan'),
  hub: (hubId: string) => ['toteInscan', hubId] as const,
  /** The hub's coupled totes of one batch (null = every tote: route batching off). */
  totes: (hubId: string, batch: RouteBatch | null) => ['toteInscan', hubId, 'list', batch ?? 'ALL'] as const,
};
