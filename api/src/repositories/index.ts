import { dispatchRepository } from './dispatch';
import { fieldExecutivesRepository } from './field-executives';
import { hubOpsRepository } from './hub-ops';
import { hubsRepository } from './hubs';
import { itemsRepository } from './items';
import { qualityCheckRepository } from './quality-check';
import { ofdRepository } from './ofd';
import { totesRepository } from './totes';
import { runsheetsRepository } from './runsheets';
import { monitoringRepository } from './monitoring';
import { orgSupportRepository } from './org-support';
import { zoneMovementRepository } from './zone-movement';
import { toteInscanRepository } from './tote-inscan';
import { toteMergingRepository } from './tote-merging';

/** Every repository, as `app.repos` exposes them. */
export const repositories = {
  hubs: hubsRepository,
  fieldExecutives: fieldExecutivesRepository,
  items: itemsRepository,
  totes: totesRepository,
  hubOps: hubOpsRepository,
  runsheets: runsheetsRepository,
  monitoring: monitoringRepository,
  orgSupport: orgSupportRepository,
  qualityCheck: qualityCheckRepository,
  ofd: ofdRepository,
  dispatch: dispatchRepository,
  zoneMovement: zoneMovementRepository,
  toteInscan: toteInscanRepository,
  toteMerging: toteMergingRepository,
};
export type Repositories = typeof repositories;
