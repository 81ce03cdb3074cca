import { type RemoteName } from '../app/route-table';

/** How the error view and the drawer name each remote. */
export const REMOTE_TITLES: Record<RemoteName, string> = {
  hubops: 'Hub Ops',
  totes: 'Tote Management',
  runsheet: 'Close Runsheet',
  fieldExec: 'Field Executive',
  venus: 'Monitoring',
  orgSupport: 'Organisation Support',
  admin: 'Administration',
};

/** A remote's title; a remote the shell does not know (a registry may add one) by its federation name. */
export const remoteTitle = (name: string): string => REMOTE_TITLES[name as RemoteName] ?? name;
