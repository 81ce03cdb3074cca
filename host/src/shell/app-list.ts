import { type RoleFlags } from '@hub/shared/contracts';

/** An entry of the top-level application list (spec 000 §1). */
export interface AppEntry {
  label: string;
  description: string;
  path: string;
  /** Shown only when this flag is set. */
  requires?: keyof RoleFlags;
}

/** Hub Ops -> /hubs, the monitoring area -> /venus, Field Executive -> /field-executives (HubManager only). */
export const APP_LIST: readonly AppEntry[] = [
  { label: 'Hub Ops', description: 'Inward, dispatch, quality check, zones and totes of a hub', path: '/hubs' },
  { label: 'Monitoring', description: 'Vehicle trips, timeline and alerts', path: '/venus' },
  { label: 'Field Executive', description: 'Field executives and their hubs', path: '/field-executives', requires: 'isHubManager' },
];

/** The entries this user may open. */
export function visibleApps(flags: RoleFlags): AppEntry[] {
  return APP_LIST.filter((a) => !a.requires || flags[a.requires]);
}
