import { createQueryKeys } from '@hub/shared/api';

/** Query keys of the OFD screens (Mark OFD and LM manifest share them: both read the same zones). */
export const ofdKeys = {
  ...createQueryKeys('ofd'),
  /** Everything of a hub's OFD screens. */
  hub: (hubId: string) => ['ofd', hubId] as const,
  zones: (hubId: string, cutoff: number) => ['ofd', hubId, 'zones', cutoff] as const,
  zoneHead: (hubId: string, zoneId: string) => ['ofd', hubId, 'zone', zoneId, 'summary'] as const,
  drops: (hubId: string, zoneId: string) => ['ofd', hubId, 'zone', zoneId, 'drops'] as const,
  inProgress: (hubId: string) => ['ofd', hubId, 'inProgress'] as const,
  drivers: (hubId: string) => ['ofd', hubId, 'drivers'] as const,
};
