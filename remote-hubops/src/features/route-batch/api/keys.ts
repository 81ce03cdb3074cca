import { createQueryKeys } from '@hub/shared/api';

/** Query keys of route batching, general to specific: a mapping refreshes everything of its hub. */
export const routeBatchKeys = {
  ...createQueryKeys('routeBatch'),
  hub: (hubId: string) => ['routeBatch', hubId] as const,
  pending: (hubId: string) => ['routeBatch', hubId, 'pending'] as const,
  info: (hubId: string) => ['routeBatch', hubId, 'info'] as const,
};
