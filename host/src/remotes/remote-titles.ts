import { type RemoteName } from '../app/route-table';

/** How the error view and the drawer name each remote. */
export const REMOTE_TITLES: Record<RemoteName, string> = {
  hubops: 'Hub Ops',
  totes: 'Tote Management',
  runsheet: 'Close Runsheet',
  fieldExec: 'Field Executive',
  venus: 'Monitoring',
  orgSupport: 'Organisation Support',
};
