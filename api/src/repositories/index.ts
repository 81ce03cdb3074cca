import { adminHubsRepository } from '../areas/admin-hubs/repository';
import { adminReasonsRepository } from '../areas/admin-reasons/repository';
import { adminUsersRepository } from '../areas/admin-users/repository';
import { dispatchRepository } from '../areas/dispatch/repository';
import { fieldExecutivesRepository } from '../areas/field-executives/repository';
import { auditRepository } from './audit';
import { hubOpsRepository } from './hub-ops';
import { hubsRepository } from './hubs';
import { itemsRepository } from './items';
import { reasonListsRepository } from './reason-lists';
import { qualityCheckRepository } from '../areas/quality-check/repository';
import { ofdRepository } from '../areas/ofd/repository';
import { totesRepository } from './totes';
import { runsheetsRepository } from '../areas/runsheet/repository';
import { monitoringRepository } from '../areas/venus/repository';
import { orgSupportRepository } from '../areas/org-support/repository';
import { authRepository } from '../areas/auth/repository';
import { filesRepository } from '../areas/files/repository';
import { healthRepository } from '../areas/health/repository';
import { historyRepository } from '../areas/history/repository';
import { sessionsRepository } from '../areas/session/repository';
import { zoneMovementRepository } from '../areas/zone-movement/repository';
import { toteInscanRepository } from '../areas/tote-inscan/repository';
import { toteMergingRepository } from '../areas/tote-merging/repository';

/** Every repository, as `app.repos` exposes them. */
export const repositories = {
  audit: auditRepository,
  hubs: hubsRepository,
  fieldExecutives: fieldExecutivesRepository,
  items: itemsRepository,
  totes: totesRepository,
  hubOps: hubOpsRepository,
  runsheets: runsheetsRepository,
  monitoring: monitoringRepository,
  orgSupport: orgSupportRepository,
  auth: authRepository,
  files: filesRepository,
  health: healthRepository,
  sessions: sessionsRepository,
  qualityCheck: qualityCheckRepository,
  ofd: ofdRepository,
  dispatch: dispatchRepository,
  zoneMovement: zoneMovementRepository,
  toteInscan: toteInscanRepository,
  toteMerging: toteMergingRepository,
  adminUsers: adminUsersRepository,
  adminHubs: adminHubsRepository,
  reasonLists: reasonListsRepository,
  adminReasons: adminReasonsRepository,
  history: historyRepository,
};
export type Repositories = typeof repositories;
