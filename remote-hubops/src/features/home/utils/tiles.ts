import { getCoupledTotes, getMergeZones, getRouteBatchInfo, missingPilot, OFD_SCREENS, type PilotFeature, type RoleFlags } from '@hub/shared/contracts';

/** A Hub Ops menu tile (spec 000 §2 "Hub Ops home"). */
export interface HubTile {
  /** Order in the menu (1..14). */
  order: number;
  label: string;
  /** Path under /hubs/{hubId}/. */
  path: string;
  /** The hub flow the tile starts. */
  flow: string;
  /** The flow has a v2 screen (/v2/hubs/{hubId}/{path}), which the home reached through /v2/hubs opens. */
  v2?: true;
}

/**
 * The 14 tiles in menu order. The three flows with a v2 screen are the spec's v2 routes (spec 000 §2:
 * /v2/hubs/{hubId}/inward, zoneMovement, segregationSetup; segregation setup is served by the totes remote).
 */
export const HUB_TILES: readonly HubTile[] = [
  { order: 1, label: 'Inward Items', path: 'inward', flow: 'INWARD', v2: true },
  { order: 2, label: 'Tote In-scan', path: 'toteInscan', flow: 'TOTE_IN_SCAN' },
  { order: 3, label: 'Zone Tote Merging', path: 'toteMerging', flow: 'TOTE_MERGING' },
  { order: 4, label: 'Quality check', path: 'qualityCheck', flow: 'QUALITY_CHECK' },
  { order: 5, label: 'Dispatch items', path: 'dispatch', flow: 'DISPATCH' },
  { order: 6, label: 'Mark OFD', path: 'markOfd', flow: 'MARK_OFD' },
  { order: 7, label: 'Tote management', path: 'toteManagement', flow: 'TOTE_MANAGEMENT' },
  { order: 8, label: 'Zone movement', path: 'zoneMovement', flow: 'ZONE_MOVEMENT', v2: true },
  { order: 9, label: 'Tote Segregation Setup', path: 'segregationSetup', flow: 'SEGREGATION_SETUP', v2: true },
  { order: 10, label: 'Zone visibility', path: 'zonesVisiblity', flow: 'ZONE_VISIBLITY' },
  { order: 11, label: 'TMS Inward', path: 'tmsInward', flow: 'TMS_INWARD' },
  { order: 12, label: 'Close Runsheet', path: 'closeRunsheet', flow: 'CLOSE_RUNSHEET' },
  { order: 13, label: 'Route Batch Management', path: 'routeBatchMgt', flow: 'ROUTE_BATCH_MGT' },
  { order: 14, label: 'Generate LM Manifest', path: 'lm-generation', flow: 'LM_MANIFEST_GENERATION' },
];

/** Whether route-batch tiles are open to this user: hub manager, routing executive or L1/admin. */
const canManageRouteBatches = (flags: RoleFlags) => flags.isHubManager || flags.isRoutingExecutive || flags.isL1OrAdmin;

/** The show-when rule of each tile: pilots of the hub and the user's role flags. */
export function isTileShown(tile: HubTile, pilots: readonly PilotFeature[], flags: RoleFlags): boolean {
  switch (tile.path) {
    // Each gated tile reads the pilot its screen's contract declares (the api refuses the calls without it).
    case 'toteInscan':
      return !missingPilot(getCoupledTotes, pilots);
    case 'toteMerging':
      return !missingPilot(getMergeZones, pilots);
    case 'markOfd':
      return !missingPilot(OFD_SCREENS.markOfd, pilots);
    case 'routeBatchMgt':
    case 'lm-generation':
      // Route batching is the DOUBLE_DISPATCH pilot (spec 000 §6).
      return !missingPilot(getRouteBatchInfo, pilots) && canManageRouteBatches(flags);
    default:
      return true;
  }
}

/** The tiles shown for a hub's pilots and the user's flags, in menu order. */
export function visibleTiles(pilots: readonly PilotFeature[], flags: RoleFlags): HubTile[] {
  return HUB_TILES.filter((t) => isTileShown(t, pilots, flags));
}

/**
 * Where a tile leads: from the home reached through /v2/hubs, a flow with a v2 screen opens it (spec 000 §2 lists
 * /v2/hubs beside the three v2 flows); every other tile keeps its /hubs/{hubId}/ screen, the only one it has.
 */
export function tileHref(tile: HubTile, hubId: string, v2: boolean): string {
  return `${v2 && tile.v2 ? '/v2' : ''}/hubs/${encodeURIComponent(hubId)}/${tile.path}`;
}
