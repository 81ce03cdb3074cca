import { createQueryKeys } from '@hub/shared/api';

/** Query keys of the TMS inward page. */
export const tmsKeys = {
  ...createQueryKeys('tmsInward'),
  links: (hubId: string) => ['tmsInward', hubId, 'links'] as const,
};
