import { hubKeys } from '../../../api/keys';

/**
 * Keys of one hub's parts, under that hub's detail key: invalidating `hubKeys.detail(hubId)` reads all of them again,
 * `hubKeys.all` every hub's.
 */
export const hubPartKeys = {
  /** The hub's zones. */
  zones: (hubId: string) => [...hubKeys.detail(hubId), 'zones'] as const,
  /** The hub's TMS inward links as written, or the default. */
  tmsLinks: (hubId: string) => [...hubKeys.detail(hubId), 'tmsLinks'] as const,
};
